"""The components of The Vizier's Favour modules, read and checked from ``rules_data/vizier.yaml``.

The file refers to the base game's currencies, tiles and building types, so it is read after
``alhambra.yaml`` and every reference is checked against it; a wrong entry fails with the file
and entry named, like the base file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.core.data import check_unique_ids, load_rules_file
from engine.tilecity.money import CHANGER_PREFIX
from engine.tilecity.payment import Changer

# The boolean parameters of the alhambra game that switch the modules on, in the spec's order.
MODULE_KEYS = ("vizier", "bureauDeChange", "bonusCards", "workersHuts")
SIDE_LETTERS = "NESW"  # bit i of a wall mask is side SIDE_LETTERS[i], as in components.SIDES


@dataclass(frozen=True)
class Hut:
    """A worker's hut: walls like a tile, the colour of building type ``type``, no price."""

    id: str
    type: str
    walls: int


@dataclass(frozen=True)
class ModulesData:
    """Every component and number of the four modules."""

    vizier_tokens: int
    changer_name_key: str
    changers: dict[str, Changer]
    changer_piles: dict[int, int]  # 1-based deck pile -> changers shuffled into it
    bonus_name_key: str
    bonus_cards: dict[str, str]  # card id -> the wall-free tile it shows
    bonus_dealt: dict[int, int]  # players -> cards dealt to each
    huts_status: str
    hut_name_key: str
    huts: dict[str, Hut]
    hut_limit: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "bonus_of_tile", {tile: card for card, tile in self.bonus_cards.items()})
        stacks: dict[str, list[str]] = {}
        for hut in self.huts.values():
            stacks.setdefault(hut.type, []).append(hut.id)
        object.__setattr__(self, "huts_by_type", {t: tuple(ids) for t, ids in stacks.items()})


def load_modules_data(
    path: str | Path,
    currency_ids: dict[str, str],
    tiles: dict[str, tuple[str, int]],
    type_ids: list[str],
    deck_piles: int,
    players: tuple[int, int],
) -> ModulesData:
    """Read and validate vizier.yaml against the base game: ``currency_ids`` maps currency id ->
    code letter, ``tiles`` maps tile id -> (type, wall mask); RulesDataError naming the entry."""
    root = load_rules_file(path)
    root["schema_version"].as_int(1, 1)
    min_players, max_players = players

    tokens = root["vizier"]["tokens"].as_int(1)
    if tokens < max_players:
        raise root["vizier"]["tokens"].fail(f"must be at least {max_players}: one vizier per player")

    section = root["changers"]
    letters = list(currency_ids.values())
    if CHANGER_PREFIX[0] in letters:
        letter = CHANGER_PREFIX[0]
        raise section.fail(f"changer codes start with '{CHANGER_PREFIX}', so no currency may use the letter '{letter}'")
    changers: dict[str, Changer] = {}
    nodes = section["cards"].as_list(1)
    pairs: list[frozenset[str]] = []
    for entry, ident in zip(nodes, check_unique_ids(nodes)):
        names = entry["currencies"].as_str_list(tuple(currency_ids))
        if len(names) != 2 or names[0] == names[1]:
            raise entry["currencies"].fail("must name two different currencies")
        codes = tuple(sorted((currency_ids[n] for n in names), key=letters.index))
        if frozenset(codes) in pairs:
            raise entry["currencies"].fail(f"another changer already pairs {names[0]} and {names[1]}")
        pairs.append(frozenset(codes))
        expected = CHANGER_PREFIX + "".join(codes)
        if ident != expected:
            raise entry["id"].fail(
                f"a changer's code is '{CHANGER_PREFIX}' and its currency letters: '{expected}', not '{ident}'"
            )
        changers[ident] = Changer(ident, codes)  # type: ignore[arg-type]
    piles: dict[int, int] = {}
    for key, count in section["piles"].items():
        if not key.isdigit() or not 1 <= int(key) <= deck_piles:
            raise count.fail(f"'{key}' is not a deck pile (1 to {deck_piles})")
        piles[int(key)] = count.as_int(0)
    if sum(piles.values()) != len(changers):
        raise section["piles"].fail(f"the piles take {sum(piles.values())} changers, there are {len(changers)}")

    section = root["bonus_cards"]
    bonus: dict[str, str] = {}
    nodes = section["cards"].as_list(1)
    for entry, ident in zip(nodes, check_unique_ids(nodes)):
        tile = entry["tile"].as_str()
        if tile not in tiles:
            raise entry["tile"].fail(f"'{tile}' is not a building tile of alhambra.yaml")
        if tiles[tile][1]:
            raise entry["tile"].fail(f"{tile} has walls; bonus cards show tiles without walls")
        if tile in bonus.values():
            raise entry["tile"].fail(f"another bonus card already shows {tile}")
        bonus[ident] = tile
    dealt: dict[int, int] = {}
    table = section["dealt_per_player"]
    for key, count in table.items():
        if not key.isdigit() or not min_players <= int(key) <= max_players:
            raise count.fail(f"'{key}' is not a player count ({min_players} to {max_players})")
        dealt[int(key)] = count.as_int(0)
        if dealt[int(key)] * int(key) > len(bonus):
            raise count.fail(f"{key} players x {dealt[int(key)]} cards is more than the {len(bonus)} bonus cards")
    missing = [str(n) for n in range(min_players, max_players + 1) if n not in dealt]
    if missing:
        raise table.fail(f"no entry for {', '.join(missing)} players")

    section = root["workers_huts"]
    status = section["status"].as_str()
    limit = section["max_per_player"].as_int(1)
    huts: dict[str, Hut] = {}
    nodes = section["huts"].as_list(1)
    for entry, ident in zip(nodes, check_unique_ids(nodes)):
        if ident in tiles:
            raise entry["id"].fail(f"'{ident}' is a building tile's id")
        sides = entry["walls"].as_str_list(tuple(SIDE_LETTERS))
        if not sides:
            # H-4: the rules' "0 to 3" relies on every hut having a wall (no cap in the code).
            raise entry["walls"].fail("every hut has at least one wall")
        if len(set(sides)) != len(sides):
            raise entry["walls"].fail("a side is listed twice")
        mask = sum(1 << SIDE_LETTERS.index(s) for s in sides)
        huts[ident] = Hut(ident, entry["type"].as_str(type_ids), mask)
    for type_id, count in section["per_type"].items():
        if type_id not in type_ids:
            raise count.fail(f"'{type_id}' is not a building type")
        have = sum(1 for h in huts.values() if h.type == type_id)
        if have != count.as_int(0):
            raise count.fail(f"says {count.value} huts of type {type_id}, the hut list has {have}")
    unlisted = sorted({h.type for h in huts.values()} - set(section["per_type"].as_mapping()))
    if unlisted:
        raise section["per_type"].fail(f"no count for {', '.join(unlisted)}")

    return ModulesData(
        vizier_tokens=tokens,
        changer_name_key=root["changers"]["name"].as_str(),
        changers=changers,
        changer_piles=piles,
        bonus_name_key=root["bonus_cards"]["name"].as_str(),
        bonus_cards=bonus,
        bonus_dealt=dealt,
        huts_status=status,
        hut_name_key=section["name"].as_str(),
        huts=huts,
        hut_limit=limit,
    )
