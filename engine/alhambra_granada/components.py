"""The combined game's components: Alhambra's and Granada's, read through their own readers
(``rules_data/alhambra.yaml``, ``granada.yaml``), and what is the combined game's own, read and
checked from ``rules_data/alhambra_granada.yaml``: players, the scoring cards' piles, the moat
requirement of the first market, the points of the scoring's parts and the parameters."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from engine.alhambra.components import AlhambraData, load_alhambra_data
from engine.core.data import Node, load_rules_file, rules_data_dir
from engine.core.params import Parameter
from engine.granada.components import GranadaData, load_granada_data
from engine.tilecity.data import read_parameters, read_players
from engine.tilecity.edges import CombinedRule
from engine.tilecity.money import MoneyRules
from engine.tilecity.neutral import NeutralRules

MAJORITIES = ("alhambra", "granada")
SEGMENTS = ("wall", "moat", "border")
REQUIRED_PARAMETERS = ("moneyDecks", "scoring", "moatRequirement", "flipFee", "wallMetric", "moatMetric",
                       "startPlayerFinalTiebreak", "playerAges", "endTrigger")  # fmt: skip


@dataclass(frozen=True)
class AlhambraGranadaData:
    """The two games' data and the combined game's own numbers, with the look-ups the family's
    parts read (tile codes, prices, faces, money)."""

    alhambra: AlhambraData
    granada: GranadaData
    min_players: int
    max_players: int
    setup_piles: dict[str, int]  # scoring card -> pile (1-based) at setup
    later_piles: dict[str, int]  # scoring card -> pile at the first exhaustion of the deck
    market_needs_moat: bool  # the first market's Granada tiles must show a moat
    segment_points: dict[str, int]  # wall, moat, border -> points per segment of the longest run
    parameters: tuple[Parameter, ...]

    def __post_init__(self) -> None:
        a, g = self.alhambra, self.granada
        clash = sorted((set(a.tiles) | set(a.walls)) & (set(g.tiles) | set(g.walls)))
        if clash:
            raise ValueError(f"alhambra.yaml and granada.yaml share the ids {', '.join(clash)}")
        # The grid's tile code of every piece: an Alhambra tile's walls, a Granada face's moats
        # with the second-kind bit; the start tile is Alhambra's (10.1).
        codes = {tile.id: tile.walls for tile in a.tiles.values()}
        codes.update((face, CombinedRule.code(mask, granada=True)) for face, mask in g.walls.items() if face != g.start_tile)
        codes[a.start_tile] = 0
        setattr_ = object.__setattr__
        setattr_(self, "walls", codes)
        setattr_(self, "costs", {**a.costs, **g.costs})
        setattr_(self, "faces", g.faces)
        setattr_(self, "moated", frozenset(t.id for t in g.tiles.values() if t.moats))
        setattr_(self, "start_tile", a.start_tile)
        setattr_(self, "flip_fee", g.flip_fee)
        setattr_(self, "marker_at_setup", g.marker_at_setup)
        setattr_(self, "currencies", g.currencies)
        setattr_(self, "currency_by_code", g.currency_by_code)
        setattr_(self, "currency_by_id", g.currency_by_id)
        setattr_(self, "money_values", g.money_values)
        setattr_(self, "scoring_cards", dict(g.scoring_cards))
        money = dataclasses.replace(g.money, scoring_card_piles=dict(self.setup_piles))
        setattr_(self, "money", money)
        # No neutral player takes part; the family's positions still name his (empty) entries.
        setattr_(self, "neutral", NeutralRules("neutral", "player.neutral", 0, 0, 1))

    def money_rules(self, decks: int) -> MoneyRules:
        """The money of ``decks`` whole decks (parameter moneyDecks), one card A and one card B."""
        return dataclasses.replace(self.money, copies=self.money.copies * decks)

    def is_money(self, card: str) -> bool:
        """Whether ``card`` is a money card code."""
        return self.granada.is_money(card)

    def is_granada(self, piece: str) -> bool:
        """Whether ``piece`` is a Granada face (else an Alhambra tile or the start tile)."""
        return piece in self.faces.tile_of


def load_alhambra_granada_data(
    path: str | Path | None = None,
    alhambra_path: str | Path | None = None,
    granada_path: str | Path | None = None,
) -> AlhambraGranadaData:
    """Read and validate alhambra_granada.yaml with the two games' files (the shipped ones
    unless given); RulesDataError naming the file and entry if anything is wrong."""
    alhambra = load_alhambra_data(alhambra_path)
    granada = load_granada_data(granada_path)
    root = load_rules_file(path or rules_data_dir() / "alhambra_granada.yaml")
    root["schema_version"].as_int(1, 1)
    min_players, max_players = read_players(root)
    setup = root["setup"]
    cards = dict(granada.scoring_cards)
    setup_piles = _read_piles(setup["scoring_card_piles"], cards, granada.deck_piles)
    later_piles = _read_piles(setup["first_reshuffle_piles"], cards, granada.deck_piles)
    both = sorted(set(setup_piles) & set(later_piles))
    if both:
        raise setup["first_reshuffle_piles"].fail(f"{', '.join(both)} already goes into the deck at setup")
    if set(setup_piles) | set(later_piles) != set(cards):
        raise setup.fail("every scoring card needs a pile, at setup or at the first reshuffle")
    if any(cards[c] == 1 and c not in setup_piles for c in cards):
        raise setup["scoring_card_piles"].fail("the card of round 1 goes into the deck at setup")
    scoring = root["scoring"]
    majorities = scoring["majorities"].as_str_list(MAJORITIES)
    if sorted(majorities) != sorted(MAJORITIES):
        raise scoring["majorities"].fail("both games' majorities are scored (granada.md 10.7)")
    points = {key: scoring["points_per_segment"][key].as_int(0) for key in SEGMENTS}
    params = read_parameters(root, list(granada.currencies))
    for key in REQUIRED_PARAMETERS:
        if not any(p.key == key for p in params):
            raise root["parameters"].fail(f"the parameter '{key}' must be declared")
    return AlhambraGranadaData(
        alhambra=alhambra,
        granada=granada,
        min_players=min_players,
        max_players=max_players,
        setup_piles=setup_piles,
        later_piles=later_piles,
        market_needs_moat=setup["granada_market_needs_moat"].as_bool(),
        segment_points=points,
        parameters=params,
    )


def _read_piles(node: Node, cards: dict[str, int], piles: int) -> dict[str, int]:
    out = {}
    for card, pile in node.items():
        if card not in cards:
            raise pile.fail(f"'{card}' is not a scoring card")
        out[card] = pile.as_int(1, piles)
    return out
