"""The components of The Gardens of the Alhambra as read and checked from ``rules_data/gardens.yaml``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.core.data import Node, check_unique_ids, load_rules_file, rules_data_dir
from engine.core.params import Parameter
from engine.gardens.geometry import Geometry

SOURCES = ("rulebook", "outside", "recommendation")
# Declared parameters the rules read, with their type (checked so a wrong file fails on load).
PARAMETER_TYPES = {"handSize": "int", "twoColours": "bool", "colourPairing": "choice", "unownedSpecies": "choice"}
UNOWNED_MODES = ("ignored", "phantom")


@dataclass(frozen=True)
class Species:
    """A tree species and the player colour that owns it; ``code`` is its letter in tile ids."""

    id: str
    code: str
    name_key: str
    trees_key: str
    colour: str


@dataclass(frozen=True)
class BuildingKind:
    """A kind of building tile: its value and how many the game has."""

    id: str
    name_key: str
    value: int
    count: int


@dataclass(frozen=True)
class GardenTile:
    """A garden tile: the species of its quarters clockwise (indexes into the species) and the
    trees on each quarter."""

    id: str
    order: tuple[int, ...]
    trees: int


@dataclass(frozen=True)
class Pairing:
    """A way to share the four colours between two players: the first pair goes to the start player."""

    id: str
    pairs: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class GardensData:
    """Every component and number of the game, the board and the declared parameters."""

    min_players: int
    max_players: int
    species: tuple[Species, ...]
    seat_species: tuple[int, ...]  # species of each seat, in seat order
    kinds: tuple[BuildingKind, ...]
    tiles: tuple[GardenTile, ...]
    geometry: Geometry
    pairings: tuple[Pairing, ...]
    parameters: tuple[Parameter, ...]
    sources: dict[str, str]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tile_index", {t.id: k for k, t in enumerate(self.tiles)})
        object.__setattr__(self, "species_index", {s.id: k for k, s in enumerate(self.species)})
        object.__setattr__(self, "kind_of_value", {k.value: n for n, k in enumerate(self.kinds)})
        object.__setattr__(self, "pairing_by_id", {p.id: p for p in self.pairings})

    def building_pool(self) -> list[int]:
        """The kinds of all building tiles (kind indexes, each as often as the game has it)."""
        return [n for n, kind in enumerate(self.kinds) for _ in range(kind.count)]


def load_gardens_data(path: str | Path | None = None) -> GardensData:
    """Read and validate gardens.yaml; RulesDataError naming the entry if anything is wrong."""
    root = load_rules_file(path or rules_data_dir() / "gardens.yaml")
    root["schema_version"].as_int(1, 1)
    root["rules_version"].as_int(1)
    players = root["players"]
    min_players = players["min"].as_int(2, 4)
    max_players = players["max"].as_int(min_players, 4)

    sources: dict[str, str] = {}
    species_node = root["species"]
    sources["species"] = species_node["source"].as_str(SOURCES)
    species = _read_species(species_node["kinds"])
    species_index = {s.id: k for k, s in enumerate(species)}

    seats_node = root["seats"]
    seat_ids = seats_node.as_str_list(list(species_index))
    if len(set(seat_ids)) != len(seat_ids) or len(seat_ids) < max_players:
        raise seats_node.fail(f"must name a different species for each of the {max_players} seats")
    seat_species = tuple(species_index[s] for s in seat_ids)

    kinds = _read_kinds(root["buildings"])
    geometry = _read_board(root["board"])
    sources["board"] = root["board"]["source"].as_str(SOURCES)
    if sum(k.count for k in kinds) != geometry.buildings:
        raise root["buildings"].fail(
            f"the counts add up to {sum(k.count for k in kinds)}; the board has {geometry.buildings} building spaces"
        )

    tiles_node = root["garden_tiles"]
    sources["garden_tiles"] = tiles_node["source"].as_str(SOURCES)
    tiles = _read_tiles(tiles_node["tiles"], species)
    if len(tiles) != geometry.spaces:
        raise tiles_node["tiles"].fail(f"lists {len(tiles)} tiles; the board has {geometry.spaces} garden spaces, one per tile")

    pairing_node = root["pairings"]
    sources["pairings"] = pairing_node["source"].as_str(SOURCES)
    pairings = _read_pairings(pairing_node["choices"], species_index)

    param_nodes = root["parameters"].as_list()
    check_unique_ids(param_nodes, "key")
    params = tuple(Parameter.from_node(p) for p in param_nodes)
    _check_parameters(root["parameters"], params, pairings, max_players, len(tiles))
    return GardensData(
        min_players=min_players,
        max_players=max_players,
        species=species,
        seat_species=seat_species,
        kinds=kinds,
        tiles=tiles,
        geometry=geometry,
        pairings=pairings,
        parameters=params,
        sources=sources,
    )


def _read_species(node: Node) -> tuple[Species, ...]:
    entries = node.as_list(4, 4)
    check_unique_ids(entries)
    species: list[Species] = []
    for entry in entries:
        ident = entry["id"].as_str()
        if not ident.isascii() or not ident.isalpha() or not ident.islower():
            raise entry["id"].fail(f"'{ident}' must be small letters a-z (it is used in positions and events)")
        code = entry["code"].as_str()
        if len(code) != 1 or not code.isascii() or not code.isupper() or code in [s.code for s in species]:
            raise entry["code"].fail(f"'{code}' must be one capital letter used by no other species")
        species.append(Species(ident, code, entry["name"].as_str(), entry["trees"].as_str(), entry["colour"].as_str()))
    return tuple(species)


def _read_kinds(node: Node) -> tuple[BuildingKind, ...]:
    entries = node.as_list(1)
    check_unique_ids(entries)
    kinds: list[BuildingKind] = []
    for entry in entries:
        value = entry["value"].as_int(1)
        if value in [k.value for k in kinds]:
            raise entry["value"].fail(f"another kind is worth {value} already (positions name buildings by value)")
        kinds.append(BuildingKind(entry["id"].as_str(), entry["name"].as_str(), value, entry["count"].as_int(0)))
    return tuple(kinds)


def _read_board(node: Node) -> Geometry:
    """The grids, the corners and the inner block, checked to make a board where every building
    is faced by at least one garden space (else it could never be completed)."""
    b_rows = node["buildings"]["rows"].as_int(1, 50)
    b_cols = node["buildings"]["cols"].as_int(1, 50)
    g_rows = node["gardens"]["rows"].as_int(1, 50)
    g_cols = node["gardens"]["cols"].as_int(1, 50)
    corner_nodes = node["corners"].as_list(4, 4)
    corners = []
    for corner in corner_nodes:
        pair = corner.as_list(2, 2)
        offset = (pair[0].as_int(), pair[1].as_int())
        if offset in corners:
            raise corner.fail(f"corner {list(offset)} is listed twice")
        corners.append(offset)
    for index, (dr, dc) in enumerate(corners):
        rows = {r + dr for r in (0, g_rows - 1)}
        cols = {c + dc for c in (0, g_cols - 1)}
        if min(rows) < 0 or max(rows) >= b_rows or min(cols) < 0 or max(cols) >= b_cols:
            raise corner_nodes[index].fail("points off the building grid from a garden space at the edge")
    first = node["first_tile"]
    first_rows = _block(first["rows"], g_rows)
    first_cols = _block(first["cols"], g_cols)
    geometry = Geometry(b_rows, b_cols, g_rows, g_cols, tuple(corners), first_rows, first_cols)
    for bld, around in enumerate(geometry.surrounding):
        if not around:
            row, col = geometry.building_cell(bld)
            raise node["corners"].fail(f"no garden space faces the building at row {row}, column {col}")
    return geometry


def _block(node: Node, size: int) -> tuple[int, int]:
    pair = node.as_list(2, 2)
    low = pair[0].as_int(0, size - 1)
    high = pair[1].as_int(low, size - 1)
    return low, high


def _read_tiles(node: Node, species: tuple[Species, ...]) -> tuple[GardenTile, ...]:
    entries = node.as_list(1)
    check_unique_ids(entries)
    ids = [s.id for s in species]
    tiles = []
    for entry in entries:
        ident = entry["id"].as_str()
        if not all(ch.isascii() and (ch.isalnum() or ch == "-") for ch in ident):
            raise entry["id"].fail(f"'{ident}' may hold only letters, digits and '-' (it is used in actions)")
        order = entry["order"].as_str_list(ids)
        if sorted(order) != sorted(ids):
            raise entry["order"].fail(f"must list each of {', '.join(ids)} once (every tile shows all four species)")
        tiles.append(GardenTile(ident, tuple(ids.index(s) for s in order), entry["trees"].as_int(1)))
    return tuple(tiles)


def _read_pairings(node: Node, species_index: dict[str, int]) -> tuple[Pairing, ...]:
    entries = node.as_list(1)
    check_unique_ids(entries)
    pairings = []
    for entry in entries:
        pairs_node = entry["pairs"]
        pairs = tuple(tuple(species_index[s] for s in pair.as_str_list(list(species_index))) for pair in pairs_node.as_list(2, 2))
        flat = [s for pair in pairs for s in pair]
        if sorted(flat) != list(range(len(species_index))) or any(len(p) != 2 for p in pairs):
            raise pairs_node.fail("must share the four species into two pairs, each species once")
        pairings.append(Pairing(entry["id"].as_str(), pairs))
    return tuple(pairings)


def _check_parameters(
    node: Node, params: tuple[Parameter, ...], pairings: tuple[Pairing, ...], max_players: int, tiles: int
) -> None:
    by_key = {p.key: p for p in params}
    for key, kind in PARAMETER_TYPES.items():
        param = by_key.get(key)
        if param is None or param.type != kind:
            raise node.fail(f"{key} must be declared as a parameter of type {kind}")
    hand = by_key["handSize"]
    if hand.minimum < 1 or hand.maximum * max_players > tiles:
        raise node.fail(f"handSize must be at least 1, and {max_players} hands of {hand.maximum} must fit in {tiles} tiles")
    if set(by_key["colourPairing"].choices) != {p.id for p in pairings}:
        raise node.fail("colourPairing must offer exactly the ids of the pairings")
    if set(by_key["unownedSpecies"].choices) != set(UNOWNED_MODES):
        raise node.fail(f"unownedSpecies must offer exactly {', '.join(UNOWNED_MODES)}")
