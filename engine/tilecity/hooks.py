"""The hooks protocol: how an optional rules module plugs into the turn skeleton of ``turn.py``.

A game declares the modules it offers (Alhambra: the four of The Vizier's Favour); the state
builds one object per module whose switch parameter is on and calls its hooks, in the declared
order, at fixed points of the turn. A module that is off has no object and costs nothing; a hook
a module does not override does nothing, and the two hooks of every decision (``turn_groups``,
``free_groups``) are not even called on it.

A module owns its pieces and their state (the viziers, the bonus cards, the hut stacks): they
live in the module object, which ``copy`` duplicates when the state is cloned. It changes the
rest of the game only through the skeleton's services, the public methods of
:class:`~engine.tilecity.turn.TileCityState` (``phase_problem``, ``pay``, ``hold``,
``action_done``, ``hand_over``, ``enter_phase``, ``refill_market``, ``start_game_end``,
``next_turn``) and of :class:`~engine.tilecity.moves.TileCityMoves` (``purchase_problem``),
and through the parts' own methods (``state.shop.take`` to buy from the market). It reads the
rest: hands, cities, reserves, ``state.changers`` (the payment extension in play), the RNG.

Hook points, in the order a game meets them:

========================  =====================================================================
setup                     ``set_up_deck`` (cards into the deck piles), ``set_up`` (after all
                          the base setup)
who decides               ``deciding`` in a phase the module owns (``decision_phases``)
legal decisions           ``turn_groups`` (turn actions it adds), ``free_groups`` (decisions
                          open at any point of a player, e.g. revealing a card), ``phase_groups``
                          (the groups of its own phase); ``actions`` lists a group's actions
legality                  ``problem`` for its actions, ``take_problem`` for taking money,
                          ``phase_refusal`` while its phase holds the game
effects                   ``apply`` for its actions; ``tile_left`` when a tile leaves a city;
                          ``before_scoring``; ``turn_over`` when a turn is complete (it may
                          take the game into its own phase); ``placed`` when the tiles of its
                          placing phase (``placing_phases``) are placed
scoring                   ``counts``: what it adds to a seat's majority counts
views and files           ``snapshot``, ``view``, ``write_position``, ``read_seat``,
                          ``read_position``, ``read_flow``, ``check_position``, ``redeal``
========================  =====================================================================
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.tilecity.positions import TileCityReader
    from engine.tilecity.turn import TileCityState


class Module:
    """An optional rules module; every hook does nothing unless overridden."""

    __slots__ = ()

    key: ClassVar[str] = ""  # the bool parameter that switches it on
    title: ClassVar[str] = ""  # how refusals and file errors name it: "the Vizier's favour"
    off_code: ClassVar[str] = ""  # the refusal code of its actions while it is off
    kinds: ClassVar[tuple[str, ...]] = ()  # the action kinds it adds (each is its own group)
    decision_phases: ClassVar[tuple[str, ...]] = ()  # phases in which it asks a player
    placing_phases: ClassVar[tuple[str, ...]] = ()  # phases in which a recipient places its tiles
    top_entries: ClassVar[tuple[str, ...]] = ()  # its entries of a position file
    seat_entries: ClassVar[tuple[str, ...]] = ()  # its entries of a position's seats

    @classmethod
    def refusal_off(cls) -> Refusal:
        """Why one of its actions is refused while the module is not in play."""
        return Refusal(f"{cls.title} module is not in play", cls.off_code)

    @classmethod
    def overrides(cls, hook: str) -> bool:
        """Whether the module has its own ``hook`` (the skeleton skips the others on hot paths)."""
        return getattr(cls, hook) is not getattr(Module, hook)

    def copy(self) -> Module:
        """An independent copy for a cloned state (a module without state returns itself)."""
        return self

    # ----- setup -----------------------------------------------------------------------------

    def set_up_deck(self, state: TileCityState, piles: list[list[str]]) -> None:
        """Add cards to the money deck's piles (top-first lists) before they are stacked."""

    def set_up(self, state: TileCityState) -> None:
        """Deal the module's pieces, after the whole base setup."""

    # ----- decisions -------------------------------------------------------------------------

    def deciding(self, state: TileCityState) -> int | None:
        """The seat to decide in a phase of ``decision_phases``."""
        return None

    def turn_groups(self, state: TileCityState, groups: list[str]) -> None:
        """Append the groups of turn actions it allows now (phase 1, the active player)."""

    def free_groups(self, state: TileCityState, groups: list[str]) -> None:
        """Append the groups open to the deciding player at any decision point."""

    def phase_groups(self, state: TileCityState) -> list[str]:
        """The groups of a phase of ``decision_phases``."""
        return []

    def actions(self, state: TileCityState, group: str) -> list[Action]:
        """The legal actions of one of its groups."""
        return []

    def problem(self, state: TileCityState, action: Action) -> str | None:
        """Why one of its actions is not allowed now, or None."""
        return None

    def take_problem(self, state: TileCityState, cards: tuple[str, ...]) -> str | None:
        """Why taking ``cards`` from the display breaks its rules, or None."""
        return None

    def phase_refusal(self, state: TileCityState) -> Refusal:
        """Why another action must wait while one of its phases holds the game."""
        raise NotImplementedError

    # ----- effects and the course of the turn ---------------------------------------------------

    def apply(self, state: TileCityState, action: Action, events: list[Event]) -> None:
        """Carry out one of its (legal) actions."""

    def tile_left(self, state: TileCityState, seat: int, tile: str, events: list[Event]) -> None:
        """``tile`` left the city of ``seat`` (a redesign)."""

    def before_scoring(self, state: TileCityState, events: list[Event]) -> None:
        """A scoring round is about to be counted."""

    def turn_over(self, state: TileCityState, events: list[Event]) -> bool:
        """A turn is complete and the game goes on: True if the module takes the game into a
        phase of its own (then it calls ``next_turn`` when that phase ends)."""
        return False

    def placed(self, state: TileCityState, events: list[Event]) -> None:
        """The tiles of one of its ``placing_phases`` are all placed: go on from there."""

    # ----- scoring ---------------------------------------------------------------------------

    def counts(self, state: TileCityState, seat: int) -> dict[str, int]:
        """What it adds to the majority count of each building type of ``seat``."""
        return {}

    # ----- views, positions, determinization -------------------------------------------------

    def snapshot(self) -> tuple:
        """A comparable value of the module's state."""
        return ()

    def view(self, state: TileCityState, seat: int, view: dict[str, Any]) -> None:
        """Add what ``seat`` may see of the module to its view."""

    def write_position(self, state: TileCityState, position: dict[str, Any]) -> None:
        """Add the module's entries (top level and seats) to a written position."""

    def read_seat(self, reader: TileCityReader, state: TileCityState, index: int, seat: Mapping[str, Any]) -> None:
        """Read the module's entries of seat ``index`` (its city is read already)."""

    def read_position(self, reader: TileCityReader, state: TileCityState) -> None:
        """Read the module's top-level entries, after the money and the tiles."""

    def read_flow(self, reader: TileCityReader, state: TileCityState) -> None:
        """Check and read the module's part of the turn flow (its phases' entries)."""

    def check_position(self, reader: TileCityReader, state: TileCityState) -> None:
        """Last checks of a read position."""

    @classmethod
    def redeal(
        cls,
        data: Any,
        view: Mapping[str, Any],
        rng: random.Random,
        seats: list[dict[str, Any]],
        extras: dict[str, Any],
        seen_tiles: set[str],
    ) -> None:
        """Fill the module's entries of a position re-dealt from ``view`` (see ``view.py``):
        what the viewer cannot see is dealt anew from ``rng``."""
