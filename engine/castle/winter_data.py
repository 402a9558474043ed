"""The winter part of ``rules_data/castle.yaml``: the six winter cards, the rounds that draw
one, and each card's numbers."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.data import Node, check_unique_ids

EFFECTS = ("village_tavern", "barn", "castle_maiden", "plague", "crack_in_the_wall", "snowdrift")
PERSISTENT = ("village_tavern", "barn", "castle_maiden")
STATUSES = ("rulebook", "sourced", "reconstructed")


@dataclass(frozen=True)
class WinterCard:
    """A winter card: immediate (carried out at once, then out of the game) or persistent."""

    id: str
    name_key: str
    kind: str
    effect: str


@dataclass(frozen=True)
class Winter:
    """The winter cards and their numbers."""

    cards: tuple[WinterCard, ...]
    marked: dict[int, tuple[int, ...]]  # game length in rounds -> rounds that draw a card
    rounds_status: str
    innkeeper_fee: int
    trader_tax: int
    plague_per_card: int
    crack_max: int
    crack_vp: int
    snowdrift_talers: int
    maiden_vp: int

    def card(self, effect: str) -> WinterCard:
        """The card with ``effect``."""
        return next(c for c in self.cards if c.effect == effect)


def read_winter(node: Node, lengths: list[int]) -> Winter:
    """The winter cards and numbers; every game length in ``lengths`` needs its marked rounds."""
    entries = node["cards"].as_list(1)
    check_unique_ids(entries)
    cards = []
    for entry in entries:
        effect = entry["effect"].as_str(EFFECTS)
        if effect in [c.effect for c in cards]:
            raise entry["effect"].fail(f"another card has the effect {effect} already")
        kind = entry["kind"].as_str(("immediate", "persistent"))
        if (kind == "persistent") != (effect in PERSISTENT):
            raise entry["kind"].fail(f"the effect {effect} is {'persistent' if effect in PERSISTENT else 'immediate'}")
        cards.append(WinterCard(entry["id"].as_str(), entry["name"].as_str(), kind, effect))
    missing = [e for e in EFFECTS if e not in [c.effect for c in cards]]
    if missing:
        raise node["cards"].fail(f"no card has the effect {missing[0]}")
    rounds = node["rounds"]
    marked: dict[int, tuple[int, ...]] = {}
    for entry in rounds["by_length"].as_list(1):
        length = entry["rounds"].as_int(1, 50)
        marks = tuple(m.as_int(1, length) for m in entry["marked"].as_list())
        if len(set(marks)) != len(marks) or list(marks) != sorted(marks):
            raise entry["marked"].fail("must list distinct rounds in ascending order")
        marked[length] = marks
    for length in lengths:
        if length not in marked:
            raise rounds["by_length"].fail(f"gives no marked rounds for a game of {length} rounds")
    tavern, plague, crack = node["village_tavern"], node["plague"], node["crack_in_the_wall"]
    return Winter(
        cards=tuple(cards), marked=marked, rounds_status=rounds["status"].as_str(STATUSES),
        innkeeper_fee=tavern["innkeeper_fee"].as_int(0), trader_tax=tavern["trader_tax"].as_int(0),
        plague_per_card=plague["talers_per_card"].as_int(0), crack_max=crack["max_stones"].as_int(0),
        crack_vp=crack["vp_per_stone"].as_int(0), snowdrift_talers=node["snowdrift"]["talers"].as_int(0),
        maiden_vp=node["castle_maiden"]["vp"].as_int(0),
    )
