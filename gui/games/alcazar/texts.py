"""Alcazar in plain words: names of nobles and spots, log lines for engine events, the status line."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.core import Event, Refusal
from gui.games.alcazar import art as alcazar_art


def _fill(template: str, *values: object) -> str:
    for index, value in enumerate(values, 1):
        template = template.replace(f"%{index}", str(value))
    return template


def noble_name(kind: str) -> str:
    """"grande" or "caballero", translated."""
    if kind == "grande":
        return QCoreApplication.translate("alcazar", "grande")
    return QCoreApplication.translate("alcazar", "caballero")


def spot_name(label: str, board: Any = None) -> str:
    """A cell in player words: "parcel 12", or the stretch of countryside or channel between
    the parcels around it (``board`` given), else a square named by row and column."""
    if label.isdigit():
        return _fill(QCoreApplication.translate("alcazar", "parcel %1"), label)
    row, _c, col = label[1:].partition("c")
    if not (row.isdigit() and col.isdigit()):
        return label
    if board is not None and label in board.index:
        return _landscape_name(board, board.index[label])
    return _fill(QCoreApplication.translate("alcazar", "the square at row %1, column %2"), int(row) + 1, int(col) + 1)


def _landscape_name(board: Any, cell: int) -> str:
    """A non-parcel cell as the board shows it: meadow or the water channel, by its parcels."""
    around = [board.parcel[n] for n in board.nbrs[cell] if board.parcel[n]]
    if not around:
        # The channel's middle touches no parcel side: name the parcels at its corners.
        r, c = divmod(cell, board.cols)
        around = [board.parcel[rr * board.cols + cc] for rr in (r - 1, r + 1) for cc in (c - 1, c + 1)
                  if 0 <= rr < board.rows and 0 <= cc < board.cols and board.parcel[rr * board.cols + cc]]
    numbers = [str(n) for n in sorted(around)]
    channel = cell in _channel(board.rows, board.cols, tuple(board.parcel))
    if not numbers:
        if channel:
            return QCoreApplication.translate("alcazar", "the water channel")
        return QCoreApplication.translate("alcazar", "the meadow")
    if len(numbers) == 1:
        if channel:
            return _fill(QCoreApplication.translate("alcazar", "the water channel next to parcel %1"), numbers[0])
        return _fill(QCoreApplication.translate("alcazar", "the meadow next to parcel %1"), numbers[0])
    if channel:
        return _fill(QCoreApplication.translate("alcazar", "the water channel between parcels %1"), _names_list(numbers))
    return _fill(QCoreApplication.translate("alcazar", "the meadow between parcels %1"), _names_list(numbers))


@functools.cache
def _channel(rows: int, cols: int, parcels: tuple[int, ...]) -> frozenset[int]:
    """The cells the board art paints as the water channel, so names match the picture."""
    picture = alcazar_art.BoardPicture(rows, cols, parcels, False)
    return frozenset(alcazar_art.stream_cells(picture))


# The castles' cities (rules_data/alcazar.yaml ``castles``), by castle id: proper names, but
# written in each language's own way (Αλμερία, Sevilla/Sevilla/Sevilia).
_CITIES = {
    "almeria": QT_TRANSLATE_NOOP("alcazar", "Almería"),
    "cadiz": QT_TRANSLATE_NOOP("alcazar", "Cádiz"),
    "cordoba": QT_TRANSLATE_NOOP("alcazar", "Córdoba"),
    "granada": QT_TRANSLATE_NOOP("alcazar", "Granada"),
    "huelva": QT_TRANSLATE_NOOP("alcazar", "Huelva"),
    "jaen": QT_TRANSLATE_NOOP("alcazar", "Jaén"),
    "malaga": QT_TRANSLATE_NOOP("alcazar", "Málaga"),
    "sevilla": QT_TRANSLATE_NOOP("alcazar", "Sevilla"),
}


def city_names(castles) -> dict[str, str]:
    """Castle id -> its city's name in the player's language (the data's name for a castle the
    table above does not know)."""
    return {c.id: QCoreApplication.translate("alcazar", _CITIES[c.id]) if c.id in _CITIES else c.city for c in castles}


def castle_name(castle: str, cities: Mapping[str, str]) -> str:
    """The city name of a castle id ("manor" reads as "a manor")."""
    if castle == "manor":
        return QCoreApplication.translate("alcazar", "a manor")
    return cities.get(castle, castle)


def _names_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return _fill(QCoreApplication.translate("alcazar", "%1 and %2"), ", ".join(items[:-1]), items[-1])


def event_text(event: Event, names: list[str], cities: Mapping[str, str]) -> str | None:
    """One log line for an event, or None for events the log does not show.

    ``card_played`` has no line of its own: the founding or building line right after it names
    the parcel, which is the card's number."""
    data = event.data
    who = names[event.player] if event.player is not None and event.player < len(names) else ""
    kind = event.kind
    if kind == "turn_started":
        return _fill(QCoreApplication.translate("alcazar", "— %1's turn —"), who)
    if kind == "noble_taken_back":
        return _fill(QCoreApplication.translate("alcazar", "%1 takes back their %2 from %3 and receives %4 reales."), who, noble_name(data["noble"]),
                     spot_name(data["at"]), data["paid"])
    if kind == "card_bought":
        return _fill(QCoreApplication.translate("alcazar", "%1 buys card %2 from the display for %3 reales."), who, data["card"], data["price"])
    if kind == "display_refilled":
        return _fill(QCoreApplication.translate("alcazar", "Card %1 is laid out in the display."), data["card"])
    if kind == "card_drawn":
        if data["deck"] == "tower":
            return _fill(QCoreApplication.translate("alcazar", "%1 buys a tower card for %2 reales."), who, data["price"])
        return _fill(QCoreApplication.translate("alcazar", "%1 buys the top card of the building deck for %2 reales."), who, data["price"])
    if kind == "castle_founded":
        wings = [str(w) for w in data["wings"]]
        return _fill(QCoreApplication.translate("alcazar", "%1 founds the castle %2 on parcel %3 with wings on %4 (value %5)."), who,
                     castle_name(data["castle"], cities), data["at"], _names_list(wings), data["value"])
    if kind == "manor_founded":
        return _fill(QCoreApplication.translate("alcazar", "%1 founds a manor on parcel %2."), who, data["at"])
    if kind == "piece_placed":
        if data["level"] == 1:
            return _fill(QCoreApplication.translate("alcazar", "%1 builds on parcel %2; the building is now worth %3."), who, data["at"], data["value"])
        return _fill(QCoreApplication.translate("alcazar", "%1 builds parcel %2 up to level %3; the building is now worth %4."), who, data["at"],
                     data["level"], data["value"])
    if kind == "piece_boxed":
        castles = _names_list([castle_name(c, cities) for c in data["castles"]])
        return _fill(QCoreApplication.translate("alcazar", "%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: "
                         "the piece leaves the game and %1 receives %4 reales."), who, data["at"], castles, data["paid"])
    if kind == "tower_built":
        if data["purpose"] == "raise":
            return _fill(QCoreApplication.translate("alcazar", "%1 plays a tower card on %2: their noble rises to level %3."), who, spot_name(data["at"]), data["level"])
        return _fill(QCoreApplication.translate("alcazar", "%1 plays a tower card on %2 (now level %3) to prepare a bridge."), who, spot_name(data["at"]), data["level"])
    if kind == "income":
        return _fill(QCoreApplication.translate("alcazar", "%1 receives %2 reales of income."), who, data["amount"])
    if kind == "bridge_built":
        a, b = data["ends"]
        return _fill(QCoreApplication.translate("alcazar", "%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales."), who,
                     spot_name(a), spot_name(b), data["level"], data["value"], data["price"])
    if kind == "noble_displaced":
        return _fill(QCoreApplication.translate("alcazar", "%1's %2 on %3 is pushed off and goes home; %1 receives %4 reales."), who,
                     noble_name(data["noble"]), spot_name(data["at"]), data["paid"])
    if kind == "buildings_merged":
        survivor = castle_name(data["survivor"], cities)
        absorbed = _names_list([castle_name(c, cities) for c in data["absorbed"]])
        text = _fill(QCoreApplication.translate("alcazar", "Buildings join: %1 takes in %2."), survivor, absorbed)
        if data["flags_returned"]:
            text += " " + _fill(QCoreApplication.translate("alcazar", "The flag and crest of %1 return to the supply."),
                                _names_list([castle_name(c, cities) for c in data["flags_returned"]]))
        if data["tied"]:
            text += " " + QCoreApplication.translate("alcazar", "The castles are worth the same: the builder chooses which keeps its flag.")
        return text
    if kind == "castle_promoted":
        return _fill(QCoreApplication.translate("alcazar", "The manor on %1 is worth %2 and becomes the castle %3."), spot_name(data["at"]), data["value"],
                     castle_name(data["castle"], cities))
    if kind == "castle_kept":
        returned = _names_list([castle_name(c, cities) for c in data["flags_returned"]])
        return _fill(QCoreApplication.translate("alcazar", "%1 keeps its flag; %2 returns to the supply."), castle_name(data["castle"], cities), returned)
    if kind == "noble_placed":
        return _fill(QCoreApplication.translate("alcazar", "%1 places a %2 on %3 (level %4) for %5 reales."), who, noble_name(data["noble"]),
                     spot_name(data["at"]), data["level"], data["cost"])
    if kind == "noble_moved":
        return _fill(QCoreApplication.translate("alcazar", "%1 moves their %2 from %3 to %4."), who, noble_name(data["noble"]), spot_name(data["at"]),
                     spot_name(data["to"]))
    if kind == "nobles_swapped":
        a, b = data["at"]
        return _fill(QCoreApplication.translate("alcazar", "%1 swaps their nobles on %2 and %3."), who, spot_name(a), spot_name(b))
    if kind == "player_eliminated":
        return _fill(QCoreApplication.translate("alcazar", "%1 can neither buy nor build and passes: out of the game until the final scoring."), who)
    if kind == "final_scoring":
        if data["why"] == "all_passed":
            reason = QCoreApplication.translate("alcazar", "Every player has passed.")
        else:
            reason = QCoreApplication.translate("alcazar", "The last building piece or bridge has been used.")
        parts = [f"{names[seat]} {seat_data['total']}" for seat, seat_data in enumerate(data["seats"])]
        return _fill(QCoreApplication.translate("alcazar", "%1 Final scoring: %2."), reason, ", ".join(parts))
    if kind == "game_over":
        winners = [names[s] for s in data["winners"]]
        return _fill(QCoreApplication.translate("alcazar", "The game is over. Winner: %1."), _names_list(winners) or QCoreApplication.translate("alcazar", "nobody"))
    return None


def status_text(view: dict, names: list[str], mine: bool, prices: Mapping[str, int] | None = None) -> str:
    """What the player to move can do, in one line for the status bar."""
    if view["phase"] == "over":
        return QCoreApplication.translate("alcazar", "The game is over.")
    seat = view["current_player"]
    who = names[seat]
    if not mine:
        return _fill(QCoreApplication.translate("alcazar", "%1 is playing…"), who)
    phase = view["phase"]
    if phase == "nobles":
        if prices:
            offers = [_fill(QCoreApplication.translate("alcazar", "a %1 for %2 reales"), noble_name(kind), price) for kind, price in prices.items()]
            return _fill(QCoreApplication.translate("alcazar", "%1: place %2 on what you built, move or swap a noble, or press Done."), who,
                         _fill(QCoreApplication.translate("alcazar", "%1 or %2"), *offers) if len(offers) == 2 else offers[0])
        return _fill(QCoreApplication.translate("alcazar", "%1: move or swap a noble on this building, or press Done."), who)
    if phase == "keep":
        return _fill(QCoreApplication.translate("alcazar", "%1: the joined castles are worth the same — choose which keeps its flag."), who)
    if phase == "promote":
        return _fill(QCoreApplication.translate("alcazar", "%1: more manors are worth 5 than flags are free — choose which becomes a castle."), who)
    if phase == "turn":
        return _fill(QCoreApplication.translate("alcazar", "%1: buy a card or build (you may first take back a noble)."), who)
    return _fill(QCoreApplication.translate("alcazar", "%1: buy a card or build."), who)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _or_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return _fill(QCoreApplication.translate("alcazar", "%1 or %2"), ", ".join(items[:-1]), items[-1])


# The refusals said in one fixed sentence, by code.
_FIXED = {
    "phase.noble_step": QT_TRANSLATE_NOOP("alcazar", "Your build is done: place, move or swap a noble, or press Done."),
    "phase.keep": QT_TRANSLATE_NOOP("alcazar", "First choose which of the tied castles keeps its flag and crest."),
    "phase.promote": QT_TRANSLATE_NOOP("alcazar", "First choose which waiting manor becomes a castle."),
    "phase.no_noble_step": QT_TRANSLATE_NOOP("alcazar", "Nobles are placed, moved or swapped only right after a build."),
    "spot.unknown": QT_TRANSLATE_NOOP("alcazar", "There is no such place on the board."),
    "takeback.after_main": QT_TRANSLATE_NOOP("alcazar", "A noble may be taken back only once per turn, before your main action."),
    "takeback.not_turn_start": QT_TRANSLATE_NOOP("alcazar", "A noble may be taken back only at the start of your turn."),
    "draw.unknown_deck": QT_TRANSLATE_NOOP("alcazar", "There is no such deck."),
    "castle.no_flag": QT_TRANSLATE_NOOP("alcazar", "No flag is free: a new castle can be founded only after two castles merge."),
    "tower.none_held": QT_TRANSLATE_NOOP("alcazar", "You hold no tower card."),
    "bridge.two_heads": QT_TRANSLATE_NOOP("alcazar", "A bridge has exactly two heads."),
    "bridge.none_left": QT_TRANSLATE_NOOP("alcazar", "The supply has no bridge left."),
    "bridge.no_own_noble": QT_TRANSLATE_NOOP("alcazar", "One head of the bridge must carry your own noble."),
    "pass.can_play": QT_TRANSLATE_NOOP("alcazar", "You may pass only when you can neither buy a card nor build with one."),
    "keep.not_waiting": QT_TRANSLATE_NOOP("alcazar", "No tied castles are waiting for your choice."),
    "promote.not_waiting": QT_TRANSLATE_NOOP("alcazar", "No manor is waiting to become a castle."),
    "place.none_left": QT_TRANSLATE_NOOP("alcazar", "You have placed as many nobles as this build allows."),
    "place.unknown_noble": QT_TRANSLATE_NOOP("alcazar", "That is not a noble."),
    "move.after_place": QT_TRANSLATE_NOOP("alcazar", "After placing a noble you may not also move or swap one."),
    "swap.after_place": QT_TRANSLATE_NOOP("alcazar", "After placing a noble you may not also move or swap one."),
    "swap.two_spots": QT_TRANSLATE_NOOP("alcazar", "A swap takes two of your nobles."),
    "swap.same_kind": QT_TRANSLATE_NOOP("alcazar", "Only a grande and a caballero can usefully swap places."),
}


def refusal_text(refusal: Refusal, spot: Callable[[str], str], noble_of: Callable[[int, str], str],
                 castle: Callable[[str], str]) -> str | None:
    """A refusal of the engine in player words, or None for a code without a phrasing.

    ``spot`` names a spot label, ``noble_of(seat, kind)`` a noble from the viewer's side ("your
    grande", "Ana's caballero") and ``castle`` a castle id."""
    code, s = refusal.code, refusal.subjects
    if code in _FIXED:
        return QCoreApplication.translate("alcazar", _FIXED[code])
    spots = _or_list([spot(x) for x in s.get("spots", ())])
    if code in ("turn.take_back_first", "pass.take_back_first"):
        return _fill(QCoreApplication.translate("alcazar", "You have no playable card and too little money for one: first take back your noble on %1 to pay for a card."), spots)
    if code == "takeback.no_noble":
        return _fill(QCoreApplication.translate("alcazar", "No noble stands on %1."), spot(s["at"]))
    if code == "takeback.not_yours":
        return _sentence(_fill(QCoreApplication.translate("alcazar", "%1 is %2, not yours."), _fill(QCoreApplication.translate("alcazar", "the noble on %1"), spot(s["at"])), noble_of(s["seat"], s["noble"])))
    if code == "takeback.pays_too_little":
        return _fill(QCoreApplication.translate("alcazar", "That noble's compensation does not pay for a card: take back your noble on %1."), spots)
    if code == "buy.not_in_display":
        return _fill(QCoreApplication.translate("alcazar", "Card %1 is not in the display."), s["card"])
    if code in ("buy.too_poor", "draw.too_poor"):
        if s["deck"] == "tower":
            return _fill(QCoreApplication.translate("alcazar", "A tower card costs %1 reales; you have %2."), s["price"], s["money"])
        return _fill(QCoreApplication.translate("alcazar", "A building card costs %1 reales; you have %2."), s["price"], s["money"])
    if code == "draw.deck_empty":
        return QCoreApplication.translate("alcazar", "The tower deck is empty.") if s["deck"] == "tower" else QCoreApplication.translate("alcazar", "The building deck is empty.")
    if code == "card.unknown":
        return _fill(QCoreApplication.translate("alcazar", "There is no building card %1."), s["card"])
    if code == "card.not_held":
        return _fill(QCoreApplication.translate("alcazar", "You do not hold card %1."), s["card"])
    if code == "build.no_pieces":
        if not s["left"]:
            return QCoreApplication.translate("alcazar", "The supply has no building piece left.")
        return _fill(QCoreApplication.translate("alcazar", "This build needs %1 building pieces; the supply has only %2."), s["needed"], s["left"])
    if code == "build.not_empty":
        return _fill(QCoreApplication.translate("alcazar", "Parcel %1 is not empty: card %1 builds onto the building there."), s["parcel"])
    if code == "castle.bad_wings":
        options = [_fill(QCoreApplication.translate("alcazar", "parcels %1"), _names_list([str(w) for w in wings])) for wings in s["options"]]
        if not options:
            return _fill(QCoreApplication.translate("alcazar", "No castle fits on parcel %1: it has no neighbouring parcels along the path for its wings."), s["parcel"])
        return _fill(QCoreApplication.translate("alcazar", "A castle on parcel %1 takes its wings on the next parcels along the path: %2."), s["parcel"], _or_list(options))
    if code == "castle.wing_not_empty":
        return _fill(QCoreApplication.translate("alcazar", "The wing of this castle would go on parcel %1, which is not empty."), s["wing"])
    if code == "found.adjacent":
        if s["kind"] == "castle":
            return _fill(QCoreApplication.translate("alcazar", "Parcel %1 is next to a building (on %2): a new castle needs an empty parcel between."), s["parcel"], spot(s["near"]))
        return _fill(QCoreApplication.translate("alcazar", "Parcel %1 is next to a building (on %2): a new manor needs an empty parcel between."), s["parcel"], spot(s["near"]))
    if code == "found.too_close":
        target = _fill(QCoreApplication.translate("alcazar", "the castle %1"), castle(s["castle"])) if s["castle"] else _fill(QCoreApplication.translate("alcazar", "the manor on %1"), spot(s["manor"]))
        if s["kind"] == "castle":
            text = QCoreApplication.translate("alcazar", "Only %n empty parcels lie between parcel %1 and %2; a new castle needs %3.", "", s["distance"])
        else:
            text = QCoreApplication.translate("alcazar", "Only %n empty parcels lie between parcel %1 and %2; a new manor needs %3.", "", s["distance"])
        return _fill(text, s["parcel"], target, s["required"])
    if code == "manor.next_to_building":
        return _fill(QCoreApplication.translate("alcazar", "Parcel %1 is next to a building (on %2): card %1 extends that building."), s["parcel"], spot(s["near"]))
    if code == "extend.nothing_to_extend":
        return _fill(QCoreApplication.translate("alcazar", "Parcel %1 is empty and touches no building: found a manor or a castle there."), s["parcel"])
    if code == "tower.ground":
        return _fill(QCoreApplication.translate("alcazar", "A tower card never builds on the ground, and %1 is empty."), spot(s["at"]))
    if code == "tower.too_high":
        return _fill(QCoreApplication.translate("alcazar", "A tower card builds only up to level %1; %2 is already at level %3."), s["top"], spot(s["at"]), s["level"])
    if code == "tower.too_low":
        return _fill(QCoreApplication.translate("alcazar", "A tower card builds only from level %1 up."), s["bottom"])
    if code in ("tower.foreign_noble", "bridge.foreign_noble"):
        text = (QCoreApplication.translate("alcazar", "%1 stands on %2: a tower card never touches another player's noble.") if code == "tower.foreign_noble"
                else QCoreApplication.translate("alcazar", "%1 stands on %2: no bridge head may carry another player's noble."))
        return _sentence(_fill(text, noble_of(s["seat"], s["noble"]), spot(s["at"])))
    if code == "tower.partner_not_higher":
        return _fill(QCoreApplication.translate("alcazar", "Your noble on %1 stands no higher than %2, so no bridge is prepared."), spot(s["partner"]), spot(s["at"]))
    if code == "tower.over_bridge":
        return _fill(QCoreApplication.translate("alcazar", "A bridge between %1 and %2 would lie exactly over another bridge."), spot(s["at"]), spot(s["partner"]))
    if code == "tower.partner_out_of_reach":
        return _sentence(_fill(QCoreApplication.translate("alcazar", "%1 is not a parcel, so only tower cards raise it (up to level %2), and your noble on %3 already stands higher."),
                               spot(s["at"]), s["top"], spot(s["partner"])))
    if code == "tower.merges_full_castle":
        return _fill(QCoreApplication.translate("alcazar", "A bridge between %1 and %2 would join the castle %3, worth %4, to another castle."), spot(s["at"]), spot(s["partner"]),
                     castle(s["castle"]), s["cap"])
    if code == "tower.piece_fills_castle":
        return _fill(QCoreApplication.translate("alcazar", "With this piece the castle %1 is worth %2, so the bridge between %3 and %4 could never be built: "
                                                "it would join it to another castle."), castle(s["castle"]), s["cap"], spot(s["at"]), spot(s["partner"]))
    if code == "tower.piece_promotes_manor":
        return _fill(QCoreApplication.translate("alcazar", "This piece makes the manor on %1 a castle, so the bridge between %1 and %2 could never be built: "
                                                "it would join a castle to %3, worth %4."), spot(s["at"]), spot(s["partner"]), castle(s["castle"]), s["cap"])
    if code == "tower.no_purpose":
        return _fill(QCoreApplication.translate("alcazar", "A tower card on %1 must raise your own noble or prepare a bridge to a higher column with your noble, two spaces away in a line."),
                     spot(s["at"]))
    if code == "bridge.too_poor":
        return _fill(QCoreApplication.translate("alcazar", "A bridge costs %1 reales; you have %2."), s["price"], s["money"])
    if code == "bridge.not_in_line":
        return _fill(QCoreApplication.translate("alcazar", "The heads of a bridge must be two spaces apart in a straight line, unlike %1 and %2."), *(spot(x) for x in s["ends"]))
    if code == "bridge.head_empty":
        return _fill(QCoreApplication.translate("alcazar", "A bridge head must stand on a building: %1 is empty."), spot(s["at"]))
    if code == "bridge.uneven":
        (a, b), (ha, hb) = s["ends"], s["levels"]
        return _fill(QCoreApplication.translate("alcazar", "Both heads must be equally high: %1 is at level %2, %3 at level %4."), spot(a), ha, spot(b), hb)
    if code == "bridge.middle_too_high":
        return _fill(QCoreApplication.translate("alcazar", "The heads must stand higher than what lies between them: %1 reaches level %2."), spot(s["middle"]), s["level"])
    if code == "bridge.over_bridge":
        return _fill(QCoreApplication.translate("alcazar", "A bridge already lies between %1 and %2: a bridge may not lie exactly over another."), *(spot(x) for x in s["ends"]))
    if code == "bridge.merges_full_castle":
        return _fill(QCoreApplication.translate("alcazar", "The castle %1 is worth %2: a bridge may not join it to another castle."), castle(s["castle"]), s["cap"])
    if code == "keep.not_tied":
        return _fill(QCoreApplication.translate("alcazar", "Choose one of the tied castles: %1."), _or_list([castle(c) for c in s["choices"]]))
    if code == "promote.no_waiting_manor":
        return _fill(QCoreApplication.translate("alcazar", "No manor worth %1 or more waits on %2."), s["value"], spot(s["at"]))
    if code == "place.not_built":
        return _fill(QCoreApplication.translate("alcazar", "Nobles are placed only on what you built this turn, not on %1."), spot(s["at"]))
    if code == "noble.occupied":
        return _fill(QCoreApplication.translate("alcazar", "A noble already stands on %1."), spot(s["at"]))
    if code == "place.no_supply":
        return _fill(QCoreApplication.translate("alcazar", "You have no %1 left in your supply."), noble_name(s["noble"]))
    if code == "place.too_poor":
        return _fill(QCoreApplication.translate("alcazar", "A %1 on %2 costs %3 reales; you have %4."), noble_name(s["noble"]), spot(s["at"]), s["price"], s["money"])
    if code == "noble.not_yours":
        return _fill(QCoreApplication.translate("alcazar", "You have no noble on %1."), spot(s["at"]))
    if code in ("move.other_building", "swap.other_building"):
        return _fill(QCoreApplication.translate("alcazar", "Your noble on %1 stands on another building: only nobles of the building you just built on may move or swap."),
                     spot(s["at"]))
    if code == "move.not_built":
        return _fill(QCoreApplication.translate("alcazar", "Nobles move only onto what you built this turn, not onto %1."), spot(s["at"]))
    return None
