"""Alhambra in plain words: log lines for engine events and the status bar's hint."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.core import Event
from gui.i18n_names import building_name, currency_name, tile_name

CURRENCY_OF_CODE = {"b": "BLUE", "g": "GREEN", "o": "ORANGE", "y": "YELLOW"}


def _fill(template: str, *values: object) -> str:
    for index, value in enumerate(values, 1):
        template = template.replace(f"%{index}", str(value))
    return template


def card_text(card: str) -> str:
    """``b2`` as "2 denar", ``x-by`` as "a denar/florin changer"."""
    if card.startswith("x-"):
        pair = "/".join(currency_name(CURRENCY_OF_CODE[c]).lower() for c in card[2:4])
        return _fill(QCoreApplication.translate("alhambra", "a %1 changer"), pair)
    return f"{card[1:]} {currency_name(CURRENCY_OF_CODE[card[0]]).lower()}"


def money_text(cards: list[str]) -> str:
    """``['b2', 'g3']`` as "2 denar and 3 dirham"."""
    parts = [card_text(card) for card in cards]
    if len(parts) <= 1:
        return "".join(parts)
    return _fill(QCoreApplication.translate("alhambra", "%1 and %2"), ", ".join(parts[:-1]), parts[-1])


def event_text(event: Event, names: list[str]) -> str | None:
    """One log line for an event, or None for events the log does not show."""
    data = event.data
    who = names[event.player] if event.player is not None else ""
    kind = event.kind
    if kind == "money_taken":
        return _fill(QCoreApplication.translate("alhambra", "%1 took %2."), who, money_text(data["cards"]))
    if kind == "tile_bought":
        paid = money_text(data["pay"])
        if data["exact"]:
            return _fill(QCoreApplication.translate("alhambra", "%1 bought %2 for %3 and takes another action."), who, tile_name(data["tile"]), paid)
        return _fill(QCoreApplication.translate("alhambra", "%1 bought %2, paying %3."), who, tile_name(data["tile"]), paid)
    if kind == "actions_ended":
        return _fill(QCoreApplication.translate("alhambra", "%1 ends their actions."), who)
    if kind == "turn_passed":
        return _fill(QCoreApplication.translate("alhambra", "%1 can do nothing and passes."), who)
    if kind == "tile_added":
        return _fill(QCoreApplication.translate("alhambra", "%1 builds %2 from the reserve."), who, tile_name(data["tile"]))
    if kind == "tile_removed":
        return _fill(QCoreApplication.translate("alhambra", "%1 moves %2 to the reserve."), who, tile_name(data["tile"]))
    if kind == "tiles_swapped":
        return _fill(QCoreApplication.translate("alhambra", "%1 swaps %2 for %3 from the reserve."), who, tile_name(data["tile"]), tile_name(data["reserve"]))
    if kind == "tile_placed":
        return _fill(QCoreApplication.translate("alhambra", "%1 builds %2."), who, tile_name(data["tile"]))
    if kind == "tile_reserved":
        return _fill(QCoreApplication.translate("alhambra", "%1 puts %2 in the reserve."), who, tile_name(data["tile"]))
    if kind == "tile_given_to_dirk":
        return _fill(QCoreApplication.translate("alhambra", "%1 gives %2 to Dirk."), who, tile_name(data["tile"]))
    if kind == "scoring_card_drawn":
        return _fill(QCoreApplication.translate("alhambra", "Scoring card %1 comes up!"), data["card"])
    if kind == "deck_reshuffled":
        return QCoreApplication.translate("alhambra", "The discarded money is shuffled into a new deck.")
    if kind == "dirk_drew":
        return _fill(QCoreApplication.translate("alhambra", "Dirk takes %1 tiles from the bag."), len(data["tiles"]))
    if kind == "market_exhausted":
        return QCoreApplication.translate("alhambra", "The market cannot be refilled: the game ends.")
    if kind == "tile_awarded":
        return _fill(QCoreApplication.translate("alhambra", "%1 receives %2 for holding the most %3."), who, tile_name(data["tile"]),
                     currency_name(data["currency"]).lower())
    if kind == "tile_unawarded":
        return _fill(QCoreApplication.translate("alhambra", "Nobody receives %1."), tile_name(data["tile"]))
    if kind == "scoring":
        parts = [f"{names[seat]} +{points}" for seat, points in enumerate(data["points"])]
        return _fill(QCoreApplication.translate("alhambra", "Scoring round %1: %2."), data["round"], ", ".join(parts))
    if kind == "game_over":
        winners = [names[s] for s in data["winners"]]
        return _fill(QCoreApplication.translate("alhambra", "The game is over. Winner: %1."), ", ".join(winners) or QCoreApplication.translate("alhambra", "nobody"))
    if kind == "vizier_bought":
        return _fill(QCoreApplication.translate("alhambra", "%1's vizier buys %2 for %3, out of turn."), who, tile_name(data["tile"]), money_text(data["pay"]))
    if kind == "vizier_declined":
        return None  # a silent "no" keeps the log about what happened
    if kind == "vizier_reactivated":
        return _fill(QCoreApplication.translate("alhambra", "%1 turns their vizier face up again."), who)
    if kind == "hut_taken":
        return _fill(QCoreApplication.translate("alhambra", "%1 takes a worker's hut (%2)."), who, building_name(data["type"]).lower())
    if kind == "bonus_revealed":
        line = _fill(QCoreApplication.translate("alhambra", "%1 reveals the bonus card of %2."), who, tile_name(data["tile"]))
        if data.get("automatic"):
            line += " " + QCoreApplication.translate("alhambra", "(Revealed for the scoring.)")
        return line
    if kind == "bonus_returned":
        return _fill(QCoreApplication.translate("alhambra", "%1 takes the bonus card of %2 back into their hand."), who, tile_name(data["tile"]))
    if kind == "turn_started":
        return _fill(QCoreApplication.translate("alhambra", "— %1's turn —"), who)
    return None


def status_text(view: dict, names: list[str], mine: bool) -> str:
    """What the player to move can do, in one line for the status bar."""
    if view["phase"] == "over":
        return QCoreApplication.translate("alhambra", "The game is over.")
    seat = view["current_player"]
    who = names[seat]
    if not mine:
        return _fill(QCoreApplication.translate("alhambra", "%1 is playing…"), who)
    phase = view["phase"]
    if phase == "vizier":
        return _fill(QCoreApplication.translate("alhambra", "%1: your vizier may buy a building at its exact price, out of turn."), who)
    if phase == "vizier_placement":
        return _fill(QCoreApplication.translate("alhambra", "%1: build the tile your vizier bought, or put it in your reserve."), who)
    if phase == "placement":
        return _fill(QCoreApplication.translate("alhambra", "%1: drag each tile you bought into your Alhambra or onto your reserve."), who)
    if phase == "distribution":
        return _fill(QCoreApplication.translate("alhambra", "%1: you receive a tile — build it or put it in your reserve."), who)
    if view["may_continue"]:
        return _fill(QCoreApplication.translate("alhambra", "%1: exact payment! Take another action, or end your turn."), who)
    return _fill(QCoreApplication.translate("alhambra", "%1: take money, buy a building, or redesign your Alhambra."), who)
