"""Alcazar's actions and their text forms.

A turn is a sequence of atomic actions with explicit phases:

- start of the turn: ``takeback`` (the free action, at most once, first);
- the main action: ``buy`` (a display card), ``draw`` (deck top or tower card), ``castle``,
  ``manor``, ``extend`` (building cards), ``tower`` (a tower card), ``bridge``, or ``pass``
  (only when no buy and no card build is possible; it eliminates);
- choices a merge may ask for: ``keep`` (tied castles: which one keeps its flag) and
  ``promote`` (more waiting manors than free flags);
- the noble step after a build: ``place``, ``move``, ``swap``, or ``done``.

Cells are named by *spots*: a parcel by its number (``12``), a non-parcel cell by row and
column (``r1c5``).
"""

from __future__ import annotations

from engine.core.action import MAX_INT_DIGITS, Action, ActionSet, action


def spot_key(spot: object) -> tuple[int, int, str]:
    """Sort key of a spot: parcels by number first, then non-parcel cells by name (any other
    value last, so that malformed input still sorts and is refused by the rules, not here)."""
    if isinstance(spot, str):
        # isdigit() alone accepts digits int() cannot read (``²``) and strings too long to convert.
        return (0, int(spot), "") if _is_parcel_number(spot) else (1, 0, spot)
    return (2, 0, repr(spot))


def _is_parcel_number(spot: str) -> bool:
    return spot.isascii() and spot.isdigit() and len(spot) <= MAX_INT_DIGITS


def number_key(value: object) -> tuple[int, int, str]:
    """Sort key of card numbers; malformed values sort last (the rules refuse them)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return (0, value, "")
    return (1, 0, repr(value))


@action("takeback")
class TakeBack(Action):
    """Free action: take back the own noble standing on ``at``, paid its building's value (x2 for a grande)."""

    at: str


@action("buy")
class BuyCard(Action):
    """Buy a building card from the display."""

    card: int


@action("draw", group="buy")
class DrawCard(Action):
    """Buy the top card of the building deck (``deck=building``) or of the tower deck (``deck=tower``)."""

    deck: str


@action("castle", group="build", sort="wings", key=number_key)
class FoundCastle(Action):
    """A: found a castle on the card's parcel with the two wing parcels given."""

    card: int
    wings: tuple[int, ...]


@action("manor", group="build")
class FoundManor(Action):
    """B: found a manor on the card's parcel."""

    card: int


@action("extend", group="build")
class Extend(Action):
    """C: extend with a building card, next to a building (C1) or on top of the parcel (C2)."""

    card: int


@action("tower")
class Tower(Action):
    """D: a tower card's piece on ``at``, under an own noble (D1) or to prepare a bridgehead (D2)."""

    at: str


@action("bridge", sort="ends", key=spot_key)
class Bridge(Action):
    """E: a bridge between the two heads ``ends`` (two cells apart in a straight line)."""

    ends: tuple[str, ...]


@action("pass")
class Pass(Action):
    """Pass when no buy and no card build is possible: the player is out until the final scoring."""


@action("keep")
class Keep(Action):
    """Merging castles of equal value: the castle whose flag and crest stay."""

    castle: str


@action("promote")
class Promote(Action):
    """More waiting manors than free flags: promote the manor standing on ``at``."""

    at: str


@action("place")
class PlaceNoble(Action):
    """Noble step (a): place a grande or caballero from the supply on a spot built this turn."""

    noble: str
    at: str


@action("move")
class MoveNoble(Action):
    """Noble step (b): move an own noble of the same building to a spot built this turn, free."""

    at: str
    to: str


@action("swap", sort="at", key=spot_key)
class SwapNobles(Action):
    """Noble step (c): swap an own grande and caballero standing on the same building, free."""

    at: tuple[str, ...]


@action("done")
class Done(Action):
    """End the noble step without (further) placing, moving or swapping."""


ALCAZAR_ACTIONS = ActionSet(
    [TakeBack, BuyCard, DrawCard, FoundCastle, FoundManor, Extend, Tower, Bridge, Pass, Keep, Promote, PlaceNoble, MoveNoble, SwapNobles, Done]
)
