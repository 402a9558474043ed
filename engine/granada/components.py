"""Granada's components as read and checked from ``rules_data/granada.yaml`` (granada.md 1.4:
the manifest is valid only with 54 tiles, even fronts, backs of another type worth one more,
every (type, value 2-13) on exactly one face, at most three moat sides). The tile list is our
reconstruction (the file says so in ``tile_manifest``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.core.data import Node, check_unique_ids, load_rules_file, rules_data_dir
from engine.core.params import Parameter
from engine.tilecity.data import FamilyData, read_family_fields
from engine.tilecity.faces import EVEN, MARKER_POSITIONS, Faces
from engine.tilecity.money import Currency

SIDES = {"N": 1, "E": 2, "S": 4, "W": 8}
SCORING_ROUNDS = (1, 2, 3)
TILE_COUNT = 54
SCORINGS = ("standard", "simple")



@dataclass(frozen=True)
class BuildingType:
    """One of the nine building types."""

    id: str
    name_key: str
    colour: str


@dataclass(frozen=True)
class Tile:
    """A double-sided tile: faces ``front`` (even) and ``back`` (odd) are face ids
    (``<type>-<value>``); ``moats`` is a mask of N/E/S/W bits, the same on both faces."""

    id: str
    front: str
    back: str
    moats: int


@dataclass(frozen=True)
class GranadaData(FamilyData):
    """Every number and component of Granada."""

    min_players: int
    max_players: int
    manifest: str  # "reconstruction" (the publisher's list is not public)
    currencies: tuple[Currency, ...]
    money_values: tuple[int, ...]
    money_copies: int
    scoring_cards: dict[str, int]
    building_types: tuple[BuildingType, ...]
    start_tile: str
    tiles: dict[str, Tile]
    face_type: dict[str, str]  # face id -> building type
    face_value: dict[str, int]  # face id -> value (its price and tie-break value)
    market_spaces: int
    marker_at_setup: str
    flip_fee: int
    starting_money_at_least: int
    display_size: int
    deck_piles: int
    scoring_card_piles: dict[str, int]
    take_money_limit: int
    scoring: dict[str, dict[int, tuple[int, ...]]]  # standard|simple -> round -> by place
    juan_name_key: str
    juan_tiles_at_setup: int
    juan_tiles_after_round_1: int
    juan_after_round_2_divisor: int
    parameters: tuple[Parameter, ...]

    def __post_init__(self) -> None:
        walls = {face: t.moats for t in self.tiles.values() for face in (t.front, t.back)}
        walls[self.start_tile] = 0
        object.__setattr__(self, "walls", walls)  # the moat mask of every face (the grid's codes)
        object.__setattr__(self, "faces", Faces({t.id: (t.front, t.back) for t in self.tiles.values()}))
        object.__setattr__(self, "costs", dict(self.face_value))
        self._derive_family_rules("juan")


def face_id(type_id: str, value: int) -> str:
    """The id of the face showing ``type_id`` at ``value`` (``arena-10``)."""
    return f"{type_id}-{value}"


def load_granada_data(path: str | Path | None = None) -> GranadaData:
    """Read and validate granada.yaml (the shipped file unless given); RulesDataError naming the
    file and entry if anything is wrong."""
    root = load_rules_file(path or rules_data_dir() / "granada.yaml")
    root["schema_version"].as_int(1, 1)
    manifest = root["tile_manifest"].as_str(("reconstruction", "published"))
    family = read_family_fields(root, "juan")

    types = [
        BuildingType(e["id"].as_str(), e["name"].as_str(), e["colour"].as_str()) for e in root["building_types"].as_list(1)
    ]
    type_ids = check_unique_ids(root["building_types"].as_list())
    span = root["face_values"]
    low = span["min"].as_int(1)
    high = span["max"].as_int(low + 1)
    start_tile = root["start_tile"]["id"].as_str()
    tiles, face_type, face_value = _read_tiles(root["tiles"], type_ids, low, high, start_tile)

    marker = root["black_marker"]
    positions = marker["positions"].as_str_list(MARKER_POSITIONS)
    if sorted(positions) != sorted(MARKER_POSITIONS):
        raise marker["positions"].fail("the black marker has the two positions EVEN and ODD")
    if marker["setup_market_face"].as_str(MARKER_POSITIONS) != EVEN:
        raise marker["setup_market_face"].fail("the first market shows the even faces (granada.md 2.4)")

    params = family["parameters"]
    for key in ("scoring", "flipFee", "moatMetric", "startPlayerFinalTiebreak", "playerAges", "neutralCanWin",
                "twoPlayerMoneyCopies", "endTrigger"):  # fmt: skip
        if not any(p.key == key for p in params):
            raise root["parameters"].fail(f"the parameter '{key}' must be declared")
    return GranadaData(
        **family,
        manifest=manifest,
        building_types=tuple(types),
        start_tile=start_tile,
        tiles=tiles,
        face_type=face_type,
        face_value=face_value,
        marker_at_setup=marker["at_setup"].as_str(MARKER_POSITIONS),
        flip_fee=root["flip_fee"]["at_least"].as_int(1),
        scoring=_read_scoring(root["scoring"]),
    )


def _read_face(node: Node, type_ids: list[str]) -> tuple[str, int]:
    pair = node.as_list(2, 2)
    return pair[0].as_str(type_ids), pair[1].as_int()


def _read_tiles(
    node: Node, type_ids: list[str], low: int, high: int, start_tile: str
) -> tuple[dict[str, Tile], dict[str, str], dict[str, int]]:
    """The manifest, checked against granada.md 1.4."""
    entries = node.as_list(TILE_COUNT, TILE_COUNT) if len(node.as_list()) == TILE_COUNT else None
    if entries is None:
        raise node.fail(f"there must be exactly {TILE_COUNT} tiles, not {len(node.as_list())}")
    tiles: dict[str, Tile] = {}
    face_type: dict[str, str] = {}
    face_value: dict[str, int] = {}
    for entry, ident in zip(entries, check_unique_ids(entries)):
        if ident == start_tile:
            raise entry["id"].fail(f"'{ident}' is the start tile's id")
        front_type, front_value = _read_face(entry["front"], type_ids)
        back_type, back_value = _read_face(entry["back"], type_ids)
        if front_value % 2 or not low <= front_value < high:
            raise entry["front"].fail(f"the front's value must be even, from {low} to {high - 1}; it is {front_value}")
        if back_value != front_value + 1:
            raise entry["back"].fail(f"the back's value must be the front's plus one ({front_value + 1}), not {back_value}")
        if back_type == front_type:
            raise entry["back"].fail(f"the back must show another building type than the front ({front_type})")
        sides = entry["moats"].as_str_list(tuple(SIDES))
        if len(set(sides)) != len(sides) or len(sides) > 3:
            raise entry["moats"].fail("moats are at most three distinct sides of N, E, S, W")
        faces = []
        for kind, value, where in ((front_type, front_value, "front"), (back_type, back_value, "back")):
            face = face_id(kind, value)
            if face in face_type:
                raise entry[where].fail(f"{kind} {value} is already a face of another tile")
            face_type[face], face_value[face] = kind, value
            faces.append(face)
        tiles[ident] = Tile(ident, faces[0], faces[1], sum(SIDES[s] for s in sides))
    for kind in type_ids:
        absent = [v for v in range(low, high + 1) if face_id(kind, v) not in face_type]
        if absent:
            raise node.fail(f"type {kind} has no face of value {', '.join(map(str, absent))}: each value must occur once per type")
    return tiles, face_type, face_value


def _read_scoring(node: Node) -> dict[str, dict[int, tuple[int, ...]]]:
    tables: dict[str, dict[int, tuple[int, ...]]] = {}
    for name in SCORINGS:
        rounds = node[name]
        table: dict[int, tuple[int, ...]] = {}
        for round_key, points in rounds.items():
            if round_key not in {"1", "2", "3"}:
                raise points.fail('scoring rounds are "1", "2" and "3"')
            table[int(round_key)] = tuple(p.as_int(0) for p in points.as_list(1, 3))
        missing = [str(r) for r in SCORING_ROUNDS if r not in table]
        if missing:
            raise rounds.fail(f"no points for round(s) {', '.join(missing)}")
        tables[name] = table
    return tables
