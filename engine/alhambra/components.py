"""Alhambra's components as read and checked from ``rules_data/alhambra.yaml``, with the
components of The Vizier's Favour modules from ``rules_data/vizier.yaml``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.alhambra.modules_data import MODULE_KEYS, ModulesData, load_modules_data
from engine.core.data import Node, check_unique_ids, load_rules_file, rules_data_dir
from engine.core.params import Parameter
from engine.tilecity.data import FamilyData, read_family_fields
from engine.tilecity.money import Currency
from engine.tilecity.money import card_value as card_value  # the value of a card code, read here too
from engine.tilecity.sides import STEP as STEP  # the family's steps between cells, read here too
from engine.tilecity.sides import E, N, S, W

# A tile's walls are a 4-bit mask of the side bits, written in the rules by their letters.
SIDES = {"N": N, "E": E, "S": S, "W": W}
SCORING_ROUNDS = (1, 2, 3)



@dataclass(frozen=True)
class BuildingType:
    """One of the six building types."""

    id: str
    name_key: str
    colour: str
    count: int


@dataclass(frozen=True)
class Tile:
    """A building tile; ``walls`` is a mask of N/E/S/W bits."""

    id: str
    type: str
    cost: int
    walls: int


@dataclass(frozen=True)
class AlhambraData(FamilyData):
    """Every number and component of the base game."""

    min_players: int
    max_players: int
    currencies: tuple[Currency, ...]
    money_values: tuple[int, ...]
    money_copies: int
    scoring_cards: dict[str, int]  # card id -> scoring round it triggers
    building_types: tuple[BuildingType, ...]
    start_tile: str
    tiles: dict[str, Tile]
    market_spaces: int
    starting_money_at_least: int
    display_size: int
    deck_piles: int
    scoring_card_piles: dict[str, int]
    take_money_limit: int
    scoring: dict[int, dict[str, tuple[int, ...]]]  # round -> type -> points by place
    dirk_name_key: str
    dirk_tiles_at_setup: int
    dirk_tiles_after_round_1: int
    dirk_after_round_2_divisor: int
    parameters: tuple[Parameter, ...]
    modules: ModulesData

    def __post_init__(self) -> None:
        # Hot lookups used by the rules: the wall mask of every piece a city can hold (building
        # tiles, the start tile, worker's huts) and the type of every building tile. Huts are not
        # buildings, so they are not in ``type_of``; ``hut_colour`` gives the type whose colour
        # a hut has.
        walls = {t.id: t.walls for t in self.tiles.values()}
        walls[self.start_tile] = 0
        walls.update((h.id, h.walls) for h in self.modules.huts.values())
        object.__setattr__(self, "walls", walls)
        kinds = {t.id: t.type for t in self.tiles.values()}
        object.__setattr__(self, "type_of", kinds)
        object.__setattr__(self, "hut_colour", {h.id: h.type for h in self.modules.huts.values()})
        # The rules of the family's parts, from this data.
        object.__setattr__(self, "costs", {t.id: t.cost for t in self.tiles.values()})
        self._derive_family_rules("dirk")

    def money_cards(self, copies: int) -> list[str]:
        """Every money card code (``b5`` = blue 5), ``copies`` of each."""
        return self.money.cards(copies)

    def is_changer(self, card: str) -> bool:
        """Whether ``card`` is a money changer's code (``x-bg``)."""
        return card in self.modules.changers

    def colour_of(self, piece: str) -> str | None:
        """The building type whose colour a building tile or a hut has (None for the start tile)."""
        return self.type_of.get(piece) or self.hut_colour.get(piece)


def load_alhambra_data(path: str | Path | None = None, modules_path: str | Path | None = None) -> AlhambraData:
    """Read and validate alhambra.yaml and the modules' vizier.yaml (the shipped files unless
    given); RulesDataError naming the file and entry if anything is wrong."""
    root = load_rules_file(path or rules_data_dir() / "alhambra.yaml")
    root["schema_version"].as_int(1, 1)
    family = read_family_fields(root, "dirk")
    currencies, params = family["currencies"], family["parameters"]

    types = []
    for entry in root["building_types"].as_list(1):
        types.append(
            BuildingType(entry["id"].as_str(), entry["name"].as_str(), entry["colour"].as_str(), entry["count"].as_int(1))
        )
    type_ids = check_unique_ids(root["building_types"].as_list())

    start_tile = root["start_tile"]["id"].as_str()
    tiles: dict[str, Tile] = {}
    tile_nodes = root["tiles"].as_list(1)
    for entry, ident in zip(tile_nodes, check_unique_ids(tile_nodes)):
        if ident == start_tile:
            raise entry["id"].fail(f"'{ident}' is the start tile's id")
        mask = 0
        for side in entry["walls"].as_str_list(tuple(SIDES)):
            mask |= SIDES[side]
        tiles[ident] = Tile(ident, entry["type"].as_str(type_ids), entry["cost"].as_int(1), mask)
    for btype, entry in zip(types, root["building_types"].as_list()):
        have = sum(1 for t in tiles.values() if t.type == btype.id)
        if have != btype.count:
            raise entry["count"].fail(f"says {btype.count} tiles of type {btype.id}, the tile list has {have}")

    scoring = _read_scoring(root["scoring"], type_ids)
    for key in MODULE_KEYS:
        module = next((p for p in params if p.key == key), None)
        if module is None or module.type != "bool":
            raise root["parameters"].fail(f"the module switch '{key}' must be declared as a bool parameter")
    modules = load_modules_data(
        modules_path or rules_data_dir() / "vizier.yaml",
        currency_ids={c.id: c.code for c in currencies},
        tiles={t.id: (t.type, t.walls) for t in tiles.values()},
        type_ids=type_ids,
        deck_piles=family["deck_piles"],
        players=(family["min_players"], family["max_players"]),
    )
    clash = sorted((set(modules.changers) | set(modules.bonus_cards)) & (set(tiles) | set(family["scoring_cards"])))
    if clash:
        raise root["tiles"].fail(f"ids shared with vizier.yaml: {', '.join(clash)}")

    return AlhambraData(
        **family, building_types=tuple(types), start_tile=start_tile, tiles=tiles, scoring=scoring, modules=modules
    )


def _read_scoring(node: Node, type_ids: list[str]) -> dict[int, dict[str, tuple[int, ...]]]:
    table: dict[int, dict[str, tuple[int, ...]]] = {}
    for round_key, per_type in node.items():
        if round_key not in {"1", "2", "3"}:
            raise per_type.fail("scoring rounds are \"1\", \"2\" and \"3\"")
        row: dict[str, tuple[int, ...]] = {}
        for type_id, points in per_type.items():
            if type_id not in type_ids:
                raise points.fail(f"'{type_id}' is not a building type")
            row[type_id] = tuple(p.as_int(0) for p in points.as_list(1))
        missing = [t for t in type_ids if t not in row]
        if missing:
            raise per_type.fail(f"no points for {', '.join(missing)}")
        table[int(round_key)] = row
    missing_rounds = [r for r in SCORING_ROUNDS if r not in table]
    if missing_rounds:
        raise node.fail(f"no table for round(s) {', '.join(map(str, missing_rounds))}")
    return table
