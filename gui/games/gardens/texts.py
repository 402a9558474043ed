"""The Gardens of the Alhambra in plain words: colours and trees, buildings by where they stand,
log lines, the scoring cascade told step by step, the status line and refusals.

A player owns a colour and the trees of that colour (purple: lavender, green: palms, yellow:
lemon trees, orange: orange trees). A building is named by its kind and value and by where it
stands in the garden ("the Tower 5 on the top edge"), never by coordinates.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core import Event, Refusal
from gui.games.tilecity.texts import capital, fill
from gui.i18n import translate
from gui.i18n_names import building_name, species_name

SPECIES = ("purple", "green", "yellow", "orange")  # the order of the rules data and of every list shown
LAST_ROW = 6  # building rows and columns run 0..6

_COLOURS = {
    "purple": QT_TRANSLATE_NOOP("gardens", "purple"),
    "green": QT_TRANSLATE_NOOP("gardens", "green"),
    "yellow": QT_TRANSLATE_NOOP("gardens", "yellow"),
    "orange": QT_TRANSLATE_NOOP("gardens", "orange"),
}


def colour_name(species: str) -> str:
    """A player colour of the game ("purple"), translated."""
    source = _COLOURS.get(species)
    return translate("gardens", source) if source else species


def trees_name(species: str) -> str:
    """The trees of a colour ("lemon trees")."""
    return species_name(species)


# ----- buildings --------------------------------------------------------------------------------


def building_title(kind: str, value: int) -> str:
    """A building by kind and value: "Tower 5"."""
    return fill(translate("gardens", "%1 %2", "building: kind, value"), building_name(kind), value)


def building_place(row: int, col: int) -> str:
    """Where a building stands, in words a player finds it by ("on the top edge")."""
    top, bottom, left, right = row == 0, row == LAST_ROW, col == 0, col == LAST_ROW
    if top and left:
        return translate("gardens", "in the top left corner")
    if top and right:
        return translate("gardens", "in the top right corner")
    if bottom and left:
        return translate("gardens", "in the bottom left corner")
    if bottom and right:
        return translate("gardens", "in the bottom right corner")
    if top:
        return translate("gardens", "on the top edge")
    if bottom:
        return translate("gardens", "on the bottom edge")
    if left:
        return translate("gardens", "on the left edge")
    if right:
        return translate("gardens", "on the right edge")
    if row == col == LAST_ROW // 2:
        return translate("gardens", "in the very centre")
    vertical = translate("gardens", "upper") if row < 3 else translate("gardens", "lower") if row > 3 else ""
    horizontal = translate("gardens", "left") if col < 3 else translate("gardens", "right") if col > 3 else ""
    if vertical and horizontal:
        return fill(translate("gardens", "in the %1 %2 of the garden", "upper/lower, left/right"), vertical, horizontal)
    return fill(translate("gardens", "in the %1 middle of the garden", "upper/lower/left/right"), vertical or horizontal)


def building_words(kind: str, value: int, row: int, col: int) -> str:
    """A building inside a sentence: "the Tower 5 on the top edge"."""
    return fill(translate("gardens", "the %1 %2", "building, where it stands"), building_title(kind, value),
                building_place(row, col))


# ----- players and colours ------------------------------------------------------------------------


def owner_of(colours: Sequence[Sequence[str]], species: str) -> int | None:
    """The seat owning a colour (None: nobody, with fewer than four colours in play)."""
    return next((seat for seat, owned in enumerate(colours) if species in owned), None)


def scorer_words(species: str, colours: Sequence[Sequence[str]], names: Sequence[str]) -> str:
    """Who a colour's points go to: "Bea (orange)", or "orange, nobody's" for a colour no one owns."""
    seat = owner_of(colours, species)
    if seat is None:
        return fill(translate("gardens", "%1, nobody's"), colour_name(species))
    return fill(translate("gardens", "%1 (%2)", "player, colour"), names[seat], colour_name(species))


def colours_words(owned: Sequence[str]) -> str:
    """A player's colours: "purple" or "purple and yellow"."""
    names = [colour_name(s) for s in owned]
    if len(names) == 2:
        return fill(translate("gardens", "%1 and %2"), names[0], names[1])
    return ", ".join(names)


# ----- the cascade ---------------------------------------------------------------------------------


def counts_words(counts: Mapping[str, int], owned: Sequence[str]) -> str:
    """The trees facing a building, most first: "orange trees 6, lemon trees 3, palms 0"."""
    order = sorted(owned, key=lambda s: (-counts.get(s, 0), SPECIES.index(s) if s in SPECIES else 9))
    return ", ".join(fill(translate("gardens", "%1 %2", "trees, count"), trees_name(s), counts.get(s, 0)) for s in order)


def cascade_steps(data: Mapping[str, Any]) -> list[str]:
    """The majority of a scored building told step by step, one line a level: who is knocked out
    by a tie, and who wins (or that nobody does)."""
    lines: list[str] = []
    for step in data.get("steps", []):
        colours = [s for s in step.get("colours", [])]
        count = step.get("count", 0)
        trees = [trees_name(s) for s in colours]
        if len(colours) == 1:
            lines.append(fill(translate("gardens", "%1 alone with %2: they win."), capital(trees[0]), count))
        else:
            lines.append(fill(translate("gardens", "%1 tie with %2 each and knock each other out."),
                              capital(_and_list(trees)), count))
    return lines


def _and_list(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return fill(translate("gardens", "%1 and %2"), ", ".join(words[:-1]), words[-1])


def points_words(data: Mapping[str, Any]) -> str:
    """How the points were counted: "4 kinds of tree × value 3 = 12"."""
    kinds = data.get("species_present", 0)
    template = translate("gardens", "%n kinds of tree × value %1 = %2", "", kinds)
    return fill(template, data.get("value", 0), data.get("points", 0))


def scoring_summary(data: Mapping[str, Any], names: Sequence[str]) -> str:
    """One line for a scored building: where, and who scored what (or that nobody did)."""
    where = building_words(data.get("building", ""), data.get("value", 0), data.get("row", 0), data.get("col", 0))
    winner, seat = data.get("winner"), data.get("winner_player")
    if winner is not None and seat is None:
        # Only with unowned colours taking part in the majority (the "phantom" choice).
        return fill(translate("gardens", "%1 is finished: %2, owned by nobody, have the majority, so nobody scores."),
                    capital(where), trees_name(winner))
    if winner is None or seat is None or seat >= len(names):
        return fill(translate("gardens", "%1 is finished: nobody scores."), capital(where))
    return fill(translate("gardens", "%1 is finished: %2 scores %3 (%4)."), capital(where),
                fill(translate("gardens", "%1 (%2)", "player, colour"), names[seat], colour_name(winner)),
                data.get("points", 0), points_words(data))


# ----- log lines ------------------------------------------------------------------------------------


def event_text(event: Event, names: Sequence[str], tiles: Mapping[str, int]) -> str | None:
    """One log line for an event (None for events the log does not show); ``tiles`` gives each
    garden tile's number of trees."""
    data = event.data
    who = names[event.player] if event.player is not None and event.player < len(names) else ""
    if event.kind == "placed":
        n = tiles.get(data.get("tile", ""), "?")
        return fill(translate("gardens", "%1 lays a garden tile with %2 trees of each kind."), who, n)
    if event.kind == "scored":
        steps = cascade_steps(data)
        if len(steps) == 1 and data.get("winner") is not None:
            steps = []  # won outright: the summary says it all
        facing = fill(translate("gardens", "Facing it: %1."), counts_words(data.get("counts", {}), data.get("owned", SPECIES)))
        return " ".join([scoring_summary(data, names), facing, *steps])
    if event.kind == "drew":
        return fill(translate("gardens", "%1 draws a garden tile."), who)
    return None


# ----- the status line --------------------------------------------------------------------------------


def status_text(view: Mapping[str, Any], names: Sequence[str], mine: bool, three_tiles: bool) -> str:
    """Whose turn it is and what they can do, in one line."""
    if view.get("over"):
        return translate("gardens", "The game is over.")
    current = view.get("current")
    who = names[current] if current is not None and current < len(names) else ""
    if not mine:
        return fill(translate("gardens", "%1 is laying a garden tile…"), who)
    if view.get("first"):
        return fill(translate("gardens", "%1: lay the first garden tile on one of the 16 inner spaces. Turn it with the "
                                       "mouse wheel, R or a right-click."), who)
    if three_tiles:
        return fill(translate("gardens", "%1: choose one of your tiles and lay it next to the garden. Turn it with the "
                                       "mouse wheel, R or a right-click."), who)
    return fill(translate("gardens", "%1: lay your garden tile next to the garden. Turn it with the mouse wheel, R or a "
                                   "right-click."), who)


# ----- refusals -----------------------------------------------------------------------------------------

_REFUSALS = {
    "tile.not_held": QT_TRANSLATE_NOOP("gardens", "That garden tile is not in your hand."),
    "tile.unknown": QT_TRANSLATE_NOOP("gardens", "There is no such garden tile in this game."),
    "space.off_board": QT_TRANSLATE_NOOP("gardens", "There is no garden space there."),
    "space.occupied": QT_TRANSLATE_NOOP("gardens", "That garden space already holds a tile."),
    "space.first_outside_inner": QT_TRANSLATE_NOOP("gardens", "The first garden tile goes on one of the 16 inner "
                                                              "spaces, not on the outer ring."),
    "space.not_adjacent": QT_TRANSLATE_NOOP("gardens", "A garden tile must share a side with a tile already laid "
                                                       "(touching at a corner is not enough)."),
    "rotation.invalid": QT_TRANSLATE_NOOP("gardens", "A garden tile can only be turned a quarter at a time, so that "
                                                     "each kind of tree faces one building."),
}


def refusal_text(refusal: Refusal) -> str | None:
    """An engine refusal in player words (None: a code this game does not word)."""
    source = _REFUSALS.get(refusal.code)
    return translate("gardens", source) if source else None


REFUSAL_CODES = tuple(_REFUSALS)
