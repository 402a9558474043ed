"""Alhambra in plain words: log lines for engine events and the status bar's hint."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.core import Event
from gui.games.tilecity.pieces import CURRENCY_OF_CODE
from gui.i18n_names import building_name, currency_name, tile_name



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


def _tr(source: str) -> str:
    return QCoreApplication.translate("alhambra", source)


def piece_name(tile: str, hut_colour: dict[str, str]) -> str:
    """A tile in words: "Chambers 6", "the Lion fountain", or "the garden worker's hut"."""
    if tile.startswith("fountain"):
        return _fill(_tr("the %1"), tile_name("fountain"))
    colour = hut_colour.get(tile)
    if colour is not None:
        return _fill(_tr("the %1 worker's hut"), building_name(colour).lower())
    return tile_name(tile)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def city_title(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """The title of a city from the viewer's side: "Your Alhambra" or "Ana's Alhambra"."""
    if seat is not None and seat == viewer:
        return _tr("Your Alhambra")
    if seat is None or not 0 <= seat < len(names):
        return _tr("The Alhambra")
    return _fill(_tr("%1's Alhambra"), names[seat])


def city_words(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """A city inside a sentence: "your Alhambra", "Ana's Alhambra"."""
    if seat is not None and seat == viewer:
        return _tr("your Alhambra")
    if seat is None or not 0 <= seat < len(names):
        return _tr("the Alhambra")
    return _fill(_tr("%1's Alhambra"), names[seat])


def refusal_text(refusal, viewer: int | None, names: list[str], hut_colour: dict[str, str]) -> str | None:
    """One short sentence for an engine Refusal, in the player's words and from the viewer's side;
    None for a code this table does not know (the engine's sentence is shown instead)."""
    code, s = refusal.code, refusal.subjects
    phrase = _PHRASES.get(code)
    if phrase is None:
        return None
    seat = s.get("seat")
    yours = seat is None or seat == viewer

    def piece(key: str) -> str:
        return piece_name(s[key], hut_colour)

    return _capital(phrase(s, piece, city_words(seat, viewer, names), yours, names))


def _walls(s, piece, city, yours, names) -> str:
    if s["wall"]:
        return _fill(_tr("%1 would put a wall against an open side of %2: walls must meet walls."), piece("tile"), piece("neighbour"))
    return _fill(_tr("%1 would put an open side against a wall of %2: walls must meet walls."), piece("tile"), piece("neighbour"))


def _swap_walls(s, piece, city, yours, names) -> str:
    if s["wall"]:
        return _fill(_tr("%1 would put a wall where %2 has an open side: walls must meet walls."), piece("incoming"), piece("tile"))
    return _fill(_tr("%1 would put an open side where %2 has a wall: walls must meet walls."), piece("incoming"), piece("tile"))


def _not_held(s, piece, city, yours, names) -> str:
    if yours:
        return _fill(_tr("You don't hold %1."), money_text(list(s["cards"])))
    return _fill(_tr("%1 doesn't hold %2."), names[s["seat"]], money_text(list(s["cards"])))


def _too_little(s, piece, city, yours, names) -> str:
    currency = currency_name(s["currency"]).lower()
    if s["changer"]:
        return _fill(_tr("%1 costs %2 %3; %4 is not enough, and a changer counts for nothing."),
                     piece("tile"), s["cost"], currency, s["paid"])
    return _fill(_tr("%1 costs %2 %3; %4 is not enough."), piece("tile"), s["cost"], currency, s["paid"])


def _overpay(s, piece, city, yours, names) -> str:
    currency = currency_name(s["currency"]).lower()
    return _fill(_tr("Your vizier pays exactly: %1 costs %2 %3, not %4."), piece("tile"), s["cost"], currency, s["paid"])


def _bonus_not_built(s, piece, city, yours, names) -> str:
    holder = s["holder"]
    if holder == "dirk":
        return _fill(_tr("Dirk holds %1, so its bonus card is dead."), piece("tile"))
    if holder == "removed":
        return _fill(_tr("%1 is out of play, so its bonus card is dead."), piece("tile"))
    if isinstance(holder, int) and 0 <= holder < len(names):
        return _fill(_tr("%1 stands in %2's Alhambra, so its bonus card is dead."), piece("tile"), names[holder])
    return _fill(_tr("%1 is not in %2 yet."), piece("tile"), city)


def _huts_limit(s, piece, city, yours, names) -> str:
    if s["limit"] == 1:
        return _tr("You already have a worker's hut, the most a player may use.")
    return _fill(_tr("You already have %1 worker's huts, the most a player may use."), s["limit"])


# Every code the Alhambra engine refuses with: (subjects, piece namer, city words, viewer's own?, names) -> sentence.
_PHRASES = {
    "city.occupied": lambda s, piece, city, yours, names: _fill(_tr("That spot of %1 is already built on."), city),
    "city.no_side": lambda s, piece, city, yours, names: _fill(_tr("That spot doesn't touch %1 along a side."), city),
    "city.walls_meet": _walls,
    "city.through_wall": lambda s, piece, city, yours, names: _fill(_tr("%1 could only be reached through a wall there."), piece("tile")),
    "city.encloses": lambda s, piece, city, yours, names: _fill(_tr("A tile there would close off an empty space in %1."), city),
    "city.not_built": lambda s, piece, city, yours, names: _fill(_tr("%1 is not in %2."), piece("tile"), city),
    "city.start_tile": lambda s, piece, city, yours, names: _fill(_tr("The %1 can never be moved."), tile_name("fountain")),
    "city.leaves_hole": lambda s, piece, city, yours, names: _fill(_tr("Taking %1 out would leave a closed-in hole in %2."), piece("tile"), city),
    "city.cuts_off": lambda s, piece, city, yours, names: _fill(_tr("Taking %1 out would cut tiles off from the %2."), piece("tile"), tile_name("fountain")),
    "city.swap_walls": _swap_walls,
    "pay.no_cards": lambda s, piece, city, yours, names: _tr("Choose the cards to pay with."),
    "pay.two_changers": lambda s, piece, city, yours, names: _tr("Only one money changer may be used in a purchase."),
    "pay.changer_currency": lambda s, piece, city, yours, names: _fill(
        _tr("That changer doesn't show %1, the currency %2 is sold for."), currency_name(s["currency"]).lower(), piece("tile")),
    "pay.changer_money": lambda s, piece, city, yours, names: _fill(
        _tr("With that changer pay only in %1 or %2."), *(currency_name(c).lower() for c in s["currencies"])),
    "pay.wrong_currency": lambda s, piece, city, yours, names: _fill(
        _tr("%1 is sold only for %2."), piece("tile"), currency_name(s["currency"]).lower()),
    "pay.not_held": _not_held,
    "pay.too_little": _too_little,
    "pay.overpay": _overpay,
    "take.no_cards": lambda s, piece, city, yours, names: _tr("Choose at least one card."),
    "take.not_shown": lambda s, piece, city, yours, names: _fill(_tr("The display doesn't show %1."), money_text(list(s["cards"]))),
    "take.over_limit": lambda s, piece, city, yours, names: _fill(
        _tr("Several cards may be taken only if they add up to %1 or less."), s["limit"]),
    "take.changer_alone": lambda s, piece, city, yours, names: _tr("A money changer is taken alone, instead of money."),
    "market.no_slot": lambda s, piece, city, yours, names: _tr("There is no such market space."),
    "market.empty": lambda s, piece, city, yours, names: _tr("That market space is empty."),
    "end.no_extra": lambda s, piece, city, yours, names: _tr("There is no extra action to end: only an exact payment gives one."),
    "pass.not_stuck": lambda s, piece, city, yours, names: _tr("You may pass only when there is nothing else you can do."),
    "reserve.not_held": lambda s, piece, city, yours, names: _fill(_tr("%1 is not in your reserve."), piece("tile")),
    "place.not_pending": lambda s, piece, city, yours, names: _fill(_tr("%1 is not one of the tiles you have to place."), piece("tile")),
    "phase.place_bought": lambda s, piece, city, yours, names: _tr("First place the tiles you bought this turn."),
    "phase.place_awarded": lambda s, piece, city, yours, names: _tr("First place the tile awarded to you."),
    "phase.answer_vizier": lambda s, piece, city, yours, names: _tr("First answer your vizier: buy with it, or let it rest."),
    "phase.place_vizier_tile": lambda s, piece, city, yours, names: _tr("First place the tile your vizier bought."),
    "phase.not_placing": lambda s, piece, city, yours, names: _tr("Tiles are placed only after the turn's actions."),
    "dirk.absent": lambda s, piece, city, yours, names: _tr("Tiles go to Dirk only in a two-player game."),
    "dirk.awarded": lambda s, piece, city, yours, names: _tr("A tile awarded at the end of the game cannot go to Dirk."),
    "dirk.vizier_tile": lambda s, piece, city, yours, names: _tr("A tile your vizier bought goes to your Alhambra or reserve, never to Dirk."),
    "dirk.not_bought": lambda s, piece, city, yours, names: _fill(_tr("%1 was not bought this turn."), piece("tile")),
    "dirk.hut": lambda s, piece, city, yours, names: _tr("A worker's hut goes to your Alhambra or reserve, never to Dirk."),
    "huts.off": lambda s, piece, city, yours, names: _tr("Worker's huts are not part of this game."),
    "huts.vizier": lambda s, piece, city, yours, names: _tr("A worker's hut is taken only as a turn action, never by the vizier."),
    "huts.no_colour": lambda s, piece, city, yours, names: _tr("There is no such worker's hut."),
    "huts.ending": lambda s, piece, city, yours, names: _tr("The game is ending: no more huts may be taken."),
    "huts.empty": lambda s, piece, city, yours, names: _fill(_tr("The %1 worker's huts are all taken."), building_name(s["colour"]).lower()),
    "huts.limit": _huts_limit,
    "vizier.off": lambda s, piece, city, yours, names: _tr("The Vizier's favour is not part of this game."),
    "vizier.no_slot": lambda s, piece, city, yours, names: _tr("The vizier buys only market buildings, never a worker's hut."),
    "vizier.no_offer": lambda s, piece, city, yours, names: _tr("Your vizier has no offer to decline now."),
    "vizier.face_up": lambda s, piece, city, yours, names: _tr("Your vizier is already face up."),
    "vizier.distribution": lambda s, piece, city, yours, names: _tr("The vizier cannot act during the end-of-game distribution."),
    "vizier.window": lambda s, piece, city, yours, names: _tr("The vizier can act only right after a turn ends."),
    "bonus.off": lambda s, piece, city, yours, names: _tr("Bonus cards are not part of this game."),
    "bonus.unknown": lambda s, piece, city, yours, names: _tr("That is not a bonus card."),
    "bonus.face_up": lambda s, piece, city, yours, names: _fill(_tr("The bonus card of %1 is already face up."), piece("tile")),
    "bonus.not_hidden": lambda s, piece, city, yours, names: _fill(_tr("The bonus card of %1 is not among your hidden ones."), piece("tile")),
    "bonus.not_built": _bonus_not_built,
}

# The codes the engine uses, so a test can check each one has a phrasing.
REFUSAL_CODES = frozenset(_PHRASES)
