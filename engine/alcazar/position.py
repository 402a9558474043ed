"""Alcazar positions: build a state from a position mapping and write one back.

The format is documented in docs/positions-alcazar.md. The board is written column by column:
``"38": "A _ Br1 | Yc"`` is parcel 38 with a piece of building A on level 1, an empty level 2,
a segment of bridge Br1 on level 3 and a yellow caballero on top. The same builder makes the
re-dealt states of :meth:`AlcazarState.determinize` from a player's view, so a bot's picture of
the game is made only of what its seat can see.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any

from engine.alcazar.checks import KEEP, NOBLES, OVER, PROMOTE, TURN
from engine.alcazar.components import AlcazarData
from engine.alcazar.site import EMPTY, Site
from engine.alcazar.state import PHASES, AlcazarState
from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.position import PositionReader, redealt_header
from engine.core.untrusted import brief, brief_key

TOP_KEYS = {
    "game", "players", "params", "seed", "phase", "turn", "turn_player", "start_player", "buildings",
    "flags", "columns", "seats", "display", "deck", "unlisted_cards", "discard", "tower_deck",
    "tower_discard", "boxed", "noble_step", "keep",
}
SEAT_KEYS = {"money", "hand", "towers", "known", "eliminated"}
BRIDGE_TOKEN = re.compile(r"^Br[0-9]+$")
TAG_TOKEN = re.compile(r"^[A-Za-z][A-Za-z0-9]*$")
NOBLE_TOKEN = re.compile(r"^([A-Z])([a-z])$")


# ----- writing -------------------------------------------------------------------------------


def building_tag(n: int) -> str:
    """Canonical building tags: A..Z, then A2..Z2, A3..."""
    letter = chr(ord("A") + n % 26)
    return letter if n < 26 else f"{letter}{n // 26 + 1}"


def encode_site(state: AlcazarState) -> tuple[dict[str, Any], dict[int, str]]:
    """The board as position entries (``buildings``, ``flags``, ``columns``) in canonical form
    (tags by first appearance in cell order, bridges by their cells), and building -> tag."""
    site, board, data = state.site, state.board, state.data
    bridge_name = {}
    for k, bridge in enumerate(sorted(range(len(site.bridges)), key=lambda i: site.bridges[i][:3])):
        bridge_name[bridge] = f"Br{k + 1}"
    tags: dict[int, str] = {}
    columns: dict[str, str] = {}
    for cell, column in enumerate(site.cols):
        if not column:
            continue
        tokens = []
        for element in column:
            if element == EMPTY:
                tokens.append("_")
                continue
            bld = site.el_bld[element]
            if bld not in tags:
                tags[bld] = building_tag(len(tags))
            bridge = site.el_bridge[element]
            tokens.append(tags[bld] if bridge == EMPTY else bridge_name[bridge])
        code = site.noble[cell]
        if code != EMPTY:
            tokens.append("| " + data.colours[code >> 1].code + data.nobles[code & 1].code)
        columns[board.label[cell]] = " ".join(tokens)
    buildings = {tags[b]: site.castle_of.get(b, "manor") for b in sorted(tags, key=tags.get)}  # type: ignore[arg-type]
    flags = {name: board.label[cell] for name, cell in sorted(site.flag_at.items())}
    flags.update({name: board.label[cell] for name, cell in sorted(state.keep_flags.items())})
    return {"buildings": buildings, "flags": dict(sorted(flags.items())), "columns": columns}, tags


def public_position(state: AlcazarState) -> dict[str, Any]:
    """Everything every seat may see, in position form plus counts and derived values."""
    board_entries, tags = encode_site(state)
    site = state.site
    seats = []
    for seat in range(state.num_players):
        seats.append(
            {
                "money": state.money[seat],
                "hand_count": len(state.hands[seat]),
                "towers": state.towers[seat],
                "known": sorted(state.known[seat]),
                "eliminated": state.eliminated[seat],
                "supply": {n.id: state.supply[seat][k] for k, n in enumerate(state.data.nobles)},
            }
        )
    view = {
        "game": state.game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters},
        "phase": state.phase,
        "turn": state.turn,
        "turn_player": state.player,
        "start_player": state.start_player,
        **board_entries,
        "values": {tags[b]: site.value(b) for b in sorted(tags, key=tags.get)},  # type: ignore[arg-type]
        "seats": seats,
        "display": list(state.display),
        "deck_count": len(state.deck),
        "discard": list(state.discard),
        "tower_deck": state.tower_deck,
        "tower_discard": state.tower_discard,
        "boxed": state.boxed,
        "pieces_left": state.pieces_left(),
        "bridges_left": state.bridges_left(),
        "free_flags": state.free_flags(),
        "noble_step": _noble_step(state),
        "keep": list(state.keep),
    }
    return view


def _noble_step(state: AlcazarState) -> dict[str, Any] | None:
    if not state.step_spots:
        return None
    label = state.board.label
    return {"spots": [label[c] for c in state.step_spots], "places": state.step_places, "placed": state.step_placed}


def state_to_position(state: AlcazarState) -> dict[str, Any]:
    """The position of ``state`` with every card listed explicitly (deck top first)."""
    board_entries, _tags = encode_site(state)
    pos: dict[str, Any] = {
        "game": state.game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters},
        "seed": state.seed,
        "phase": state.phase,
        "turn": state.turn,
        "turn_player": state.player,
        "start_player": state.start_player,
        **board_entries,
        "seats": [
            {
                "money": state.money[seat],
                "hand": list(state.hands[seat]),
                "towers": state.towers[seat],
                "known": sorted(state.known[seat]),
                "eliminated": state.eliminated[seat],
            }
            for seat in range(state.num_players)
        ],
        "display": list(state.display),
        "deck": state.deck[::-1],
        "unlisted_cards": "discard",
        "discard": list(state.discard),
        "tower_deck": state.tower_deck,
        "tower_discard": state.tower_discard,
        "boxed": state.boxed,
    }
    step = _noble_step(state)
    if step is not None:
        pos["noble_step"] = step
    if state.keep:
        pos["keep"] = list(state.keep)
    return pos


def state_from_view(game: Game, data: AlcazarData, view: Mapping[str, Any], rng: random.Random) -> AlcazarState:
    """A full state consistent with a player's view, every hidden card re-dealt from ``rng``:
    the other hands (keeping the cards known to be in them) and the building deck."""
    seat = view["seat"]
    seen = set(view["hand"]) | {c for c in view["display"] if c is not None} | set(view["discard"])
    for other in view["seats"]:
        seen.update(other["known"])
    unseen = [c for c in sorted(data.board.cell_of) if c not in seen]
    rng.shuffle(unseen)
    seats = []
    for index, public in enumerate(view["seats"]):
        if index == seat:
            hand = list(view["hand"])
        else:
            extra = public["hand_count"] - len(public["known"])
            hand = sorted(public["known"] + unseen[:extra])
            del unseen[:extra]
        seats.append(
            {"money": public["money"], "hand": hand, "towers": public["towers"], "known": public["known"], "eliminated": public["eliminated"]}
        )
    if len(unseen) != view["deck_count"]:
        raise PositionError("the view is inconsistent: its building cards do not add up")
    position = {
        **redealt_header(view, rng),
        "buildings": view["buildings"],
        "flags": view["flags"],
        "columns": view["columns"],
        "seats": seats,
        "display": view["display"],
        "deck": unseen,
        "unlisted_cards": "discard",
        "discard": view["discard"],
        "tower_deck": view["tower_deck"],
        "tower_discard": view["tower_discard"],
        "boxed": view["boxed"],
        "keep": view["keep"],
    }
    if view["noble_step"] is not None:
        position["noble_step"] = view["noble_step"]
    return state_from_position(game, data, position, validate=False)


# ----- reading -------------------------------------------------------------------------------


def state_from_position(game: Game, data: AlcazarData, position: Mapping[str, Any], validate: bool = True) -> AlcazarState:
    """The state a position describes; PositionError naming the entry if it describes none."""
    return _Builder(game, data, position).read(validate)


class _Builder(PositionReader):
    """Reads one position; ``fail`` makes the error that names the entry."""

    def __init__(self, game: Game, data: AlcazarData, position: Mapping[str, Any]) -> None:
        super().__init__(game, position)
        self.data = data
        self.board = data.board

    def build(self, validate: bool) -> AlcazarState:
        """The state, entry by entry."""
        players, params, seed = self.read_header(TOP_KEYS)
        state = AlcazarState(self.game, self.data, players, params, seed)
        self.read_flow(state)
        self.read_board(state, validate)
        self.read_cards(state)
        self.read_step(state)
        state._cache = {}
        return state

    # ----- turn flow -----------------------------------------------------------------------

    def read_flow(self, state: AlcazarState) -> None:
        """Phase, turn, seats' money, tower cards and eliminations."""
        players = state.num_players
        phase = self.pos.get("phase", TURN)
        if phase not in PHASES:
            raise self.fail("phase", f"must be one of {', '.join(PHASES)}")
        state.phase = phase
        state.turn = self.whole("turn", self.pos.get("turn", 1), 1)
        for key in ("turn_player", "start_player"):
            seat = self.whole(key, self.pos.get(key, 0))
            if seat >= players:
                raise self.fail(key, f"must be a seat from 0 to {players - 1}")
            setattr(state, "player" if key == "turn_player" else key, seat)
        seats = self.get("seats", list, None)
        if seats is None or len(seats) != players:
            raise self.fail("seats", f"must list exactly {players} seats")
        for index, seat in enumerate(seats):
            where = f"seats[{index}]"
            if not isinstance(seat, Mapping):
                raise self.fail(where, "must be a mapping")
            unknown = sorted(brief_key(key) for key in seat if key not in SEAT_KEYS)
            if unknown:
                raise self.fail(where, f"unknown entries {', '.join(unknown)}")
            state.money[index] = self.whole(f"{where}.money", seat.get("money", self.data.start_money))
            state.towers[index] = self.whole(f"{where}.towers", seat.get("towers", 0))
            state.eliminated[index] = self.check_type(f"{where}.eliminated", seat.get("eliminated", False), bool)
        if phase != OVER and state.eliminated[state.player]:
            raise self.fail("turn_player", "an eliminated player takes no turns")

    # ----- the board -----------------------------------------------------------------------

    def read_board(self, state: AlcazarState, validate: bool) -> None:
        """Columns, bridges, buildings, nobles and castles, placed level by level."""
        data, board = self.data, self.board
        kinds = self.get("buildings", dict, {})
        for tag, kind in kinds.items():
            if not isinstance(tag, str) or not TAG_TOKEN.match(tag) or BRIDGE_TOKEN.match(tag):
                raise self.fail("buildings", f"{brief(tag)} is not a building tag (letters and digits, not Br<n>)")
            if kind != "manor" and (not isinstance(kind, str) or kind not in data.castle_by_id):
                raise self.fail(f"buildings.{tag}", f"{brief(kind)} is neither 'manor' nor a castle ({', '.join(data.castle_by_id)})")
        named = [k for k in kinds.values() if k != "manor"]
        if len(set(named)) != len(named):
            raise self.fail("buildings", "a castle name is given to two buildings")

        columns = self.get("columns", dict, {})
        parsed: dict[int, tuple[list[str], str | None]] = {}
        for key, text in columns.items():
            where = f"columns.{key}"
            cell = board.index.get(str(key))
            if cell is None:
                raise self.fail(where, f"there is no spot '{key}' on the board (parcels by number, other cells like r1c5)")
            if not isinstance(text, str):
                raise self.fail(where, "must be text such as \"A A | Rg\"")
            left, bar, right = text.partition("|")
            tokens = left.split()
            noble = right.strip() if bar else None
            if not tokens:
                raise self.fail(where, "lists no element; leave an empty cell out")
            for token in tokens:
                if token != "_" and not BRIDGE_TOKEN.match(token) and not TAG_TOKEN.match(token):
                    raise self.fail(where, f"'{token}' is not a building tag, a bridge (Br1) or _ (empty level)")
            if tokens[-1] == "_":
                raise self.fail(where, "the top of a column cannot be an empty level")
            parsed[cell] = (tokens, noble)

        bridges = self.read_bridges(parsed)
        site = state.site
        tag_bld: dict[str, int] = {}
        max_level = max((len(t) for t, _n in parsed.values()), default=0)
        cells = sorted(parsed)
        # Elements go in level by level, so every column grows from the ground up.
        for level in range(1, max_level + 1):
            for cell in cells:
                tokens = parsed[cell][0]
                if len(tokens) < level:
                    continue
                token = tokens[level - 1]
                where = f"columns.{board.label[cell]}"
                if token == "_":
                    self.check_empty_level(where, cell, tokens, level, bridges)
                    continue
                if BRIDGE_TOKEN.match(token):
                    ends, middle = bridges[token]
                    if cell != ends[0]:
                        continue
                    bld = self.bridge_building(token, ends, level, site)
                    if len(site.cols[middle]) > level - 2:
                        raise self.fail(
                            f"columns.{board.label[middle]}",
                            f"the middle of {token} must stay below its heads: level {level - 1} there must be empty (_)",
                        )
                    site.add_bridge((ends[0], middle, ends[1]), level, bld, data.bridge_value_per_level * level)
                    continue
                if level == 1 and not board.parcel[cell]:
                    raise self.fail(where, f"{board.label[cell]} is not a parcel: only a bridge can stand over it")
                if token not in tag_bld:
                    tag_bld[token] = site.new_building()
                bld = tag_bld[token]
                if level > 1:
                    below = site.cols[cell][level - 2] if len(site.cols[cell]) >= level - 1 else EMPTY
                    if below == EMPTY:
                        raise self.fail(where, f"the piece on level {level} has nothing under it")
                    if site.el_bld[below] != bld:
                        raise self.fail(where, f"the piece of {token} on level {level} stands on another building; a piece joins the building below it")
                site.add_piece(cell, bld, data.ground_value if level == 1 else data.upper_value)
        self.read_nobles(state, parsed)
        self.read_castles(state, kinds, tag_bld)
        if validate:
            self.validate_board(state, tag_bld)
        if state.pieces_left() < 0:
            raise self.fail("columns", f"there are only {data.pieces} building pieces (with {state.boxed} in the box)")
        if state.bridges_left() < 0:
            raise self.fail("columns", f"there are only {data.bridges} bridges")

    def read_bridges(self, parsed: dict[int, tuple[list[str], str | None]]) -> dict[str, tuple[tuple[int, int], int]]:
        """Bridge name -> ((end, end), middle), checked to be three cells in a line at one level."""
        found: dict[str, list[tuple[int, int]]] = {}
        for cell, (tokens, _noble) in parsed.items():
            for level, token in enumerate(tokens, 1):
                if BRIDGE_TOKEN.match(token):
                    found.setdefault(token, []).append((cell, level))
        bridges = {}
        label = self.board.label
        for name, spots in sorted(found.items()):
            where = f"columns ({name})"
            if len(spots) != 3:
                raise self.fail(where, f"a bridge covers exactly 3 cells; {name} appears in {len(spots)}")
            levels = {level for _c, level in spots}
            if len(levels) != 1 or min(levels) < 2:
                raise self.fail(where, f"the segments of {name} must be on one level, 2 or higher")
            cells = sorted(c for c, _l in spots)
            middle = None
            for a, b in ((cells[0], cells[2]), (cells[0], cells[1]), (cells[1], cells[2])):
                m = self.board.straight_triple(a, b)
                if m is not None and m in cells and m not in (a, b):
                    middle, ends = m, (a, b)
                    break
            if middle is None:
                raise self.fail(where, f"{name} on {', '.join(label[c] for c in cells)} is not three cells in a straight line")
            if any(other == (ends, middle) for other in bridges.values()):
                raise self.fail(where, f"{name} lies exactly over another bridge")
            bridges[name] = (ends, middle)
        return bridges

    def check_empty_level(self, where: str, cell: int, tokens: list[str], level: int, bridges) -> None:
        """An empty level must lie under the middle of a bridge."""
        above = next(t for t in tokens[level:] if t != "_")
        if not BRIDGE_TOKEN.match(above) or bridges[above][1] != cell:
            raise self.fail(where, f"level {level} is empty: only the middle of a bridge leaves empty levels under it")

    def bridge_building(self, name: str, ends: tuple[int, int], level: int, site: Site) -> int:
        """The building of a bridge: that of the elements under its heads, which must agree."""
        blds = set()
        for end in ends:
            column = site.cols[end]
            if len(column) < level - 1 or column[level - 2] == EMPTY:
                raise self.fail(f"columns.{self.board.label[end]}", f"the head of {name} has nothing under it on level {level - 1}")
            blds.add(site.el_bld[column[level - 2]])
        if len(blds) != 1:
            raise self.fail(f"columns ({name})", f"the heads of {name} stand on two buildings: a bridge merges them, so tag them alike")
        return blds.pop()

    def read_nobles(self, state: AlcazarState, parsed: dict[int, tuple[list[str], str | None]]) -> None:
        """The nobles on the column tops; the rest stay in their owners' supplies."""
        data, site = self.data, state.site
        for cell, (_tokens, noble) in sorted(parsed.items()):
            if noble is None:
                continue
            where = f"columns.{self.board.label[cell]}"
            match = NOBLE_TOKEN.match(noble)
            seat = data.colour_by_code.get(match.group(1)) if match else None
            kind = data.noble_by_code.get(match.group(2)) if match else None
            if seat is None or kind is None:
                raise self.fail(where, f"'{noble}' is not a noble such as Rg (red grande) or Bc (blue caballero)")
            if seat >= state.num_players:
                raise self.fail(where, f"{data.colours[seat].id} does not play in a {state.num_players}-player game")
            state.supply[seat][kind] -= 1
            if state.supply[seat][kind] < 0:
                name = data.nobles[kind]
                raise self.fail(where, f"{data.colours[seat].id} has only {name.per_player} {name.id}s")
            site.put_noble(cell, seat, kind)

    def read_castles(self, state: AlcazarState, kinds: dict, tag_bld: dict[str, int]) -> None:
        """Castle names and flags, and the tied castles of the keep phase."""
        data, site, board = self.data, state.site, self.board
        for tag, kind in kinds.items():
            if tag not in tag_bld:
                raise self.fail(f"buildings.{tag}", "no piece of this building is on the board")
        flags = self.get("flags", dict, {})
        keep = self.get("keep", list, [])
        for name in flags:
            if name not in data.castle_by_id:
                raise self.fail("flags", f"{brief(name)} is not a castle")
        for tag, kind in kinds.items():
            if kind == "manor":
                continue
            bld = tag_bld[tag]
            spot = flags.get(kind)
            if spot is None:
                cell = min(site.bld_cells[bld], key=lambda c: (-site.height(c), c))
            else:
                cell = board.index.get(str(spot))
                if cell is None or cell not in site.bld_cells[bld]:
                    raise self.fail(f"flags.{kind}", f"{brief(spot)} is not a cell of castle {data.city(kind)}")
            site.name_castle(bld, kind, cell)
        if state.phase == KEEP or keep:
            if not all(isinstance(name, str) for name in keep):
                raise self.fail("keep", "must list castle ids")
            if state.phase != KEEP or len(keep) < 2 or len(set(keep)) != len(keep):
                raise self.fail("keep", "the keep phase needs two or more tied castles, and only it has them")
            holders = [c for c in keep if c in site.bld_of_castle]
            if len(holders) != 1 or any(c not in data.castle_by_id for c in keep):
                raise self.fail("keep", "exactly one of the tied castles names a building (the merged one)")
            state.keep = tuple(keep)
            for name in keep:
                if name in site.bld_of_castle:
                    # The merged castle keeps its own flag in the choice as well (see effects).
                    state.keep_flags[name] = site.flag_at[name]
                    continue
                spot = flags.get(name)
                cell = board.index.get(str(spot)) if spot is not None else None
                bld = site.bld_of_castle[holders[0]]
                if cell is None or cell not in site.bld_cells[bld]:
                    raise self.fail(f"flags.{name}", "a tied castle's flag must stand on the merged building")
                state.keep_flags[name] = cell

    def validate_board(self, state: AlcazarState, tag_bld: dict[str, int]) -> None:
        """The rules' invariants: adjacent ground pieces are one building, every building is in
        one piece, castles are worth enough, and no manor waits while a flag is free."""
        data, site, board = self.data, state.site, self.board
        tag_of = {b: t for t, b in tag_bld.items()}

        def name(bld: int) -> str:
            return tag_of.get(bld, "a bridge's building")

        for cell in range(board.size):
            column = site.cols[cell]
            if not column or column[0] == EMPTY:
                continue
            for n in board.nbrs[cell]:
                other = site.cols[n]
                if other and other[0] != EMPTY and site.el_bld[other[0]] != site.el_bld[column[0]]:
                    raise self.fail(
                        f"columns.{board.label[cell]}",
                        f"its ground piece touches {board.label[n]} of another building; a piece placed next to a building joins it",
                    )
        for bld, cells in site.bld_cells.items():
            start = min(cells)
            seen = {start}
            stack = [start]
            while stack:
                for n in board.nbrs[stack.pop()]:
                    if n in cells and n not in seen:
                        seen.add(n)
                        stack.append(n)
            if seen != cells:
                raise self.fail("columns", f"building {name(bld)} is in separate parts")
        founded = 3 * data.ground_value + data.upper_value
        for bld, castle in site.castle_of.items():
            if site.value(bld) < min(founded, data.promote_at):
                raise self.fail(f"buildings.{name(bld)}", f"castle {data.city(castle)} is worth only {site.value(bld)}")
        if state.phase not in (KEEP, PROMOTE) and state.free_flags():
            for bld in site.waiting_manors(data.promote_at):
                raise self.fail(
                    f"buildings.{name(bld)}",
                    f"this manor is worth {site.value(bld)} while a flag is free: it would be a castle",
                )
        if state.phase == PROMOTE:
            waiting = site.waiting_manors(data.promote_at)
            if not state.free_flags() or len(waiting) <= len(state.free_flags()):
                raise self.fail("phase", "the promote phase needs more waiting manors than free flags")

    # ----- cards ---------------------------------------------------------------------------

    def read_cards(self, state: AlcazarState) -> None:
        """Hands, display, deck, discard (unlisted cards completed) and the tower cards."""
        data = self.data
        seen: dict[int, str] = {}

        def card(where: str, value: Any) -> int:
            number = self.check_type(where, value, int)
            if number not in self.board.cell_of:
                raise self.fail(where, f"{number} is not a building card (one per parcel)")
            if number in seen:
                raise self.fail(where, f"card {number} is already in {seen[number]}")
            seen[number] = where
            return number

        def cards(key: str, value: Any) -> list[int]:
            if not isinstance(value, list):
                raise self.fail(key, "must be a list of building card numbers")
            return [card(key, v) for v in value]

        seats = self.pos["seats"]
        for index, seat in enumerate(seats):
            where = f"seats[{index}]"
            state.hands[index] = sorted(cards(f"{where}.hand", seat.get("hand", [])))
            known = seat.get("known", [])
            if not isinstance(known, list) or any(k not in state.hands[index] for k in known):
                raise self.fail(f"{where}.known", "must list cards of that seat's hand")
            state.known[index] = set(known)
        display = self.pos.get("display")
        if display is not None:
            if not isinstance(display, list) or len(display) != data.display_size:
                raise self.fail("display", f"must list exactly {data.display_size} slots (null for an empty one)")
            state.display = [None if c is None else card("display", c) for c in display]
        state.discard = cards("discard", self.pos.get("discard", []))
        deck_top_first = cards("deck", self.pos.get("deck", []))
        unlisted = [c for c in sorted(self.board.cell_of) if c not in seen]
        target = self.pos.get("unlisted_cards", "deck")
        if target not in ("deck", "discard"):
            raise self.fail("unlisted_cards", "must be deck or discard")
        state.rng.shuffle(unlisted)
        if target == "deck":
            deck_top_first += unlisted
        else:
            state.discard += unlisted
        if display is None:  # not given: dealt from the top of the deck
            state.display = [deck_top_first.pop(0) if deck_top_first else None for _ in range(data.display_size)]
        state.deck = deck_top_first[::-1]
        if any(c is None for c in state.display) and state.deck:
            raise self.fail("display", "an empty display slot is refilled at once while the deck has cards")

        state.tower_discard = self.whole("tower_discard", self.pos.get("tower_discard", 0))
        held = sum(state.towers)
        rest = data.tower_cards - held - state.tower_discard
        state.tower_deck = self.whole("tower_deck", self.pos.get("tower_deck", rest))
        if state.tower_deck != rest:
            raise self.fail("tower_deck", f"hands, deck and discard must hold all {data.tower_cards} tower cards")
        state.boxed = self.whole("boxed", self.pos.get("boxed", 0))
        if state.pieces_left() < 0:
            raise self.fail("boxed", f"there are only {data.pieces} building pieces")

    # ----- the noble step ------------------------------------------------------------------

    def read_step(self, state: AlcazarState) -> None:
        """The noble step of a build under way."""
        step = self.pos.get("noble_step")
        if state.phase not in (NOBLES, KEEP, PROMOTE):
            if step is not None:
                raise self.fail("noble_step", "only a build (phases nobles, keep, promote) has a noble step")
            return
        if not isinstance(step, Mapping):
            raise self.fail("noble_step", "phase " + state.phase + " needs the noble step {spots, places, placed}")
        unknown = sorted(brief_key(key) for key in step if key not in ("spots", "places", "placed"))
        if unknown:
            raise self.fail("noble_step", f"unknown entries {', '.join(unknown)}")
        spots = step.get("spots")
        if not isinstance(spots, list) or not spots:
            raise self.fail("noble_step.spots", "must list the spots built on this turn")
        cells = []
        site = state.site
        for spot in spots:
            cell = self.board.index.get(str(spot))
            if cell is None or not site.cols[cell]:
                raise self.fail("noble_step.spots", f"{brief(spot)} is not a built spot on the board")
            cells.append(cell)
        if len({site.top_building(c) for c in cells}) != 1:
            raise self.fail("noble_step.spots", "the spots built in one turn belong to one building")
        state.step_spots = tuple(sorted(set(cells)))
        # A build lets at most this many nobles be placed: the places left plus those placed.
        most = max(self.data.castle_nobles, self.data.other_nobles)
        state.step_places = self.whole("noble_step.places", step.get("places", 1), 0, most)
        state.step_placed = self.whole("noble_step.placed", step.get("placed", 0), 0, most - state.step_places)
