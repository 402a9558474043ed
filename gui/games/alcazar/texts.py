"""Alcazar in plain words: names of nobles and spots, log lines for engine events, the status line."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.core import Event


def _fill(template: str, *values: object) -> str:
    for index, value in enumerate(values, 1):
        template = template.replace(f"%{index}", str(value))
    return template


def noble_name(kind: str) -> str:
    """"grande" or "caballero", translated."""
    if kind == "grande":
        return QCoreApplication.translate("alcazar", "grande")
    return QCoreApplication.translate("alcazar", "caballero")


def spot_name(label: str) -> str:
    """A cell in player words: "parcel 12", or a square of open ground named by row and column
    (``r1c5`` is row 2, column 6 counted from 1 at the top left)."""
    if label.isdigit():
        return _fill(QCoreApplication.translate("alcazar", "parcel %1"), label)
    row, _c, col = label[1:].partition("c")
    if row.isdigit() and col.isdigit():
        return _fill(QCoreApplication.translate("alcazar", "the square at row %1, column %2"), int(row) + 1, int(col) + 1)
    return label


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
