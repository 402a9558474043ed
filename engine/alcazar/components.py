"""Alcazar's components and numbers as read and checked from ``rules_data/alcazar.yaml``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.alcazar.geometry import Board
from engine.core.data import Node, check_unique_ids, load_rules_file, rules_data_dir
from engine.core.params import Parameter

BUILDING_KINDS = ("castle", "manor")


@dataclass(frozen=True)
class Colour:
    """A player colour; ``code`` is its letter in positions (``R``)."""

    id: str
    code: str
    name_key: str
    colour: str


@dataclass(frozen=True)
class NobleKind:
    """Grande or caballero: how many each player owns, what placing costs, what it scores."""

    id: str
    code: str
    name_key: str
    per_player: int
    cost_factor: int
    points_per_level: int


@dataclass(frozen=True)
class CastleName:
    """One of the 8 flag/crest pairs."""

    id: str
    name_key: str
    city: str


@dataclass(frozen=True)
class AlcazarData:
    """Every number and component of the game, and the board."""

    min_players: int
    max_players: int
    colours: tuple[Colour, ...]
    nobles: tuple[NobleKind, ...]  # index = noble kind number used by the rules (0, 1)
    start_money: int
    reales_per_point: int
    money_notes: dict[int, int]
    building_cards: int
    tower_cards: int
    hand_size: int
    display_size: int
    building_card_price: int
    tower_card_price: int
    bridge_price: int
    pieces: int
    bridges: int
    ground_value: int
    upper_value: int
    bridge_value_per_level: int
    cap: int
    promote_at: int
    boxed_payment: int
    castle_nobles: int
    other_nobles: int
    spacing: dict[str, dict[str, int]]  # new kind -> existing kind -> empty parcels between
    tower_min_level: int
    tower_max_level: int
    castles: tuple[CastleName, ...]
    board: Board
    parameters: tuple[Parameter, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "castle_by_id", {c.id: c for c in self.castles})
        object.__setattr__(self, "noble_by_id", {n.id: k for k, n in enumerate(self.nobles)})
        object.__setattr__(self, "noble_by_code", {n.code: k for k, n in enumerate(self.nobles)})
        object.__setattr__(self, "colour_by_code", {c.code: k for k, c in enumerate(self.colours)})
        # Pieces a castle founding needs: two stacked on the card's parcel and one per wing.
        object.__setattr__(self, "castle_pieces", 4)

    def city(self, castle: str) -> str:
        """The display name of a castle id (``sevilla`` -> ``Sevilla``)."""
        return self.castle_by_id[castle].city


def load_alcazar_data(path: str | Path | None = None) -> AlcazarData:
    """Read and validate alcazar.yaml; RulesDataError naming the entry if anything is wrong."""
    root = load_rules_file(path or rules_data_dir() / "alcazar.yaml")
    root["schema_version"].as_int(1, 1)
    root["rules_version"].as_int(1)
    players = root["players"]
    min_players = players["min"].as_int(2, 5)
    max_players = players["max"].as_int(min_players)

    colour_nodes = root["colours"].as_list(1)
    check_unique_ids(colour_nodes)
    colours = []
    for entry in colour_nodes:
        code = entry["code"].as_str()
        if len(code) != 1 or not code.isupper() or code in [c.code for c in colours]:
            raise entry["code"].fail(f"'{code}' must be one capital letter used by no other colour")
        colours.append(Colour(entry["id"].as_str(), code, entry["name"].as_str(), entry["colour"].as_str()))
    if len(colours) < max_players:
        raise root["colours"].fail(f"{max_players} players need {max_players} colours, there are {len(colours)}")

    noble_nodes = root["nobles"].as_list(2, 2)
    ids = check_unique_ids(noble_nodes)
    if ids != ["grande", "caballero"]:
        raise root["nobles"].fail("must list grande, then caballero")
    nobles = []
    for entry in noble_nodes:
        code = entry["code"].as_str()
        if len(code) != 1 or not code.islower() or code in [n.code for n in nobles]:
            raise entry["code"].fail(f"'{code}' must be one small letter used by no other noble")
        nobles.append(
            NobleKind(
                entry["id"].as_str(),
                code,
                entry["name"].as_str(),
                entry["per_player"].as_int(0),
                entry["cost_factor"].as_int(0),
                entry["points_per_level"].as_int(0),
            )
        )

    money = root["money"]
    notes = {}
    for key, count in money["notes"].items():
        if not key.isdigit() or int(key) < 1:
            raise count.fail(f"'{key}' is not a note value")
        notes[int(key)] = count.as_int(0)

    cards = root["cards"]
    prices = root["prices"]
    values = root["values"]
    founding = root["founding"]
    board = _read_board(root["board"])
    building_cards = cards["building"].as_int(1)
    if building_cards != len(board.cell_of):
        raise cards["building"].fail(f"there is one building card per parcel: the board has {len(board.cell_of)} parcels")

    spacing = {}
    node = root["spacing"]
    for kind in BUILDING_KINDS:
        row = node[kind]
        spacing[kind] = {other: row[other].as_int(1) for other in BUILDING_KINDS}
        unknown = sorted(set(row.as_mapping()) - set(BUILDING_KINDS))
        if unknown:
            raise row.fail(f"unknown building kind(s) {', '.join(unknown)}")

    levels = root["tower_levels"]
    tower_min = levels["min"].as_int(2)
    tower_max = levels["max"].as_int(tower_min)

    castle_nodes = root["castles"].as_list(1)
    check_unique_ids(castle_nodes)
    castles = tuple(
        CastleName(entry["id"].as_str(), entry["name"].as_str(), entry["city"].as_str()) for entry in castle_nodes
    )
    for entry, castle in zip(castle_nodes, castles):
        if not castle.id.isascii() or not castle.id.isalpha() or not castle.id.islower():
            raise entry["id"].fail(f"'{castle.id}' must be small letters a-z (it is used in actions)")

    params = tuple(Parameter.from_node(p) for p in root["parameters"].as_list())
    check_unique_ids(root["parameters"].as_list(), "key")
    start = next((p for p in params if p.key == "startPlayer"), None)
    if start is None or set(start.choices) != {"random", "first"}:
        raise root["parameters"].fail("startPlayer must be declared with the choices random and first")

    cap = values["cap"].as_int(1)
    return AlcazarData(
        min_players=min_players,
        max_players=max_players,
        colours=tuple(colours),
        nobles=tuple(nobles),
        start_money=money["start"].as_int(0),
        reales_per_point=money["reales_per_point"].as_int(1),
        money_notes=notes,
        building_cards=building_cards,
        tower_cards=cards["tower"].as_int(0),
        hand_size=cards["hand"].as_int(0),
        display_size=cards["display"].as_int(0),
        building_card_price=prices["building_card"].as_int(0),
        tower_card_price=prices["tower_card"].as_int(0),
        bridge_price=prices["bridge"].as_int(0),
        pieces=root["pieces"].as_int(4),
        bridges=root["bridges"].as_int(0),
        ground_value=values["ground_piece"].as_int(0),
        upper_value=values["upper_piece"].as_int(0),
        bridge_value_per_level=values["bridge_per_level"].as_int(0),
        cap=cap,
        promote_at=values["promote_at"].as_int(1, cap),
        boxed_payment=values["boxed_piece_payment"].as_int(0),
        castle_nobles=founding["castle_nobles"].as_int(0, 3),
        other_nobles=founding["other_nobles"].as_int(0, 1),
        spacing=spacing,
        tower_min_level=tower_min,
        tower_max_level=tower_max,
        castles=castles,
        board=board,
        parameters=params,
    )


def _read_board(node: Node) -> Board:
    """The layout: a rectangle of rows; a number is a parcel, ~ (null) a non-parcel cell."""
    status = node["status"].as_str()
    wrap = node["wings_wrap"].as_bool()
    rows = node["rows"].as_list(1)
    width = None
    parcels: list[int] = []
    seen: dict[int, str] = {}
    for r, row in enumerate(rows):
        cells = row.as_list(1)
        if width is None:
            width = len(cells)
        elif len(cells) != width:
            raise row.fail(f"has {len(cells)} cells; the rows above have {width} (the board is a rectangle)")
        for c, cell in enumerate(cells):
            if cell.value is None or cell.value == "~":
                parcels.append(0)
                continue
            number = cell.as_int(1)
            if number in seen:
                raise cell.fail(f"parcel {number} is already at {seen[number]}")
            seen[number] = f"row {r}, column {c}"
            parcels.append(number)
    if len(seen) < 3:
        raise node["rows"].fail("a board needs at least 3 parcels")
    return Board(rows=len(rows), cols=width or 0, parcel=tuple(parcels), wings_wrap=wrap, status=status)
