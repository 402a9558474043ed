"""The turn skeleton of the Alhambra family: phases, decisions, the course of a turn, scoring
triggers and the end-of-game distribution, with optional modules plugged in through hooks.

A turn is phase 1 (``actions``: the active player acts; an exact purchase allows another
action), phase 2 (``placement``: the tiles bought are placed, reserved or, with two players,
given to the neutral player), then phase 3: refill the display (scoring cards come up there),
refill the market, score, and pass the turn or start the end. At the end the market's tiles are
handed out space by space (``distribution``: the recipient places each at once), then round 3
is scored.

A game composes this skeleton with its parts (``shop``, the building market; ``supply``, the
money; ``neutral``, the neutral player or None) and supplies its own decisions: for each
decision group or action kind ``g`` the methods ``_actions_g``, ``_check_g`` and ``_do_g``
(``moves.py`` has the family's; ``modular.py`` dispatches to them), ``_turn_groups``,
``_placing_groups``, ``_board_snapshot`` and ``score_breakdown``. The modules in play
(``modules``, objects of the protocol in ``hooks.py``) own their actions, phases and pieces;
this class calls their hooks and offers them its public methods as services.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.core.errors import Refusal
from engine.core.events import Event
from engine.core.game import Game
from engine.tilecity.market import BuildingMarket
from engine.tilecity.memory import remember
from engine.tilecity.modular import ModularState
from engine.tilecity.money import MoneySupply
from engine.tilecity.neutral import NeutralPlayer

ACTIONS = "actions"  # phase 1: the active player takes actions
PLACEMENT = "placement"  # phase 2: the active player disposes of the tiles bought
DISTRIBUTION = "distribution"  # game end: a player places a tile awarded from the market
OVER = "over"
BASE_PHASES = (ACTIONS, PLACEMENT, DISTRIBUTION, OVER)


class TileCityState(ModularState):
    """A position of a game of the family: the turn's course and the players' money and scores.

    The modules a game offers are its class attribute ``MODULES`` (module classes, in the order
    their hooks run); the state holds an object of each one switched on, in ``modules``.
    """

    BASE_PHASES = BASE_PHASES
    NEUTRAL: ClassVar[str] = "neutral"  # the neutral player's key in a scoring's breakdown

    shop: BuildingMarket
    supply: MoneySupply
    neutral: NeutralPlayer | None

    # The flat names the bots' evaluation, the GUI and the tests read, the same in every game.
    market = property(lambda self: self.shop.spaces, doc="What lies on each market space (None: empty).")
    market_currency = property(lambda self: self.shop.currency, doc="The currency letter of each space.")
    bag = property(lambda self: self.shop.bag, doc="The bag (tiles, or their ids when they show no face yet), top last.")
    removed_tiles = property(lambda self: self.shop.removed, doc="End-of-game tiles nobody received.")
    display = property(lambda self: self.supply.display, doc="The face-up money (None: empty slot).")
    deck = property(lambda self: self.supply.deck, doc="The money deck, top last.")
    discard = property(lambda self: self.supply.discard, doc="The money discard pile.")

    def __init__(self, game: Game, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        self.hands: list[list[str]] = [[] for _ in range(num_players)]
        # The money every player has seen each seat receive and not yet pay (see memory.py).
        self.public_hands: list[list[str]] = [[] for _ in range(num_players)]
        self.score = [0] * num_players
        self.neutral_score = 0  # the neutral player's, on the same track
        self.phase = ACTIONS
        self.player = 0  # whose turn it is
        self.start_player = 0
        self.pending: list[str] = []  # tiles to place: bought this turn, or awarded at the end
        self.recipient: int | None = None  # who places the tiles in DISTRIBUTION (or a module's phase)
        self.actions_taken = 0
        self.may_continue = False  # the last action was an exact purchase
        # Redesigns played one after another since anybody last took money or bought: they can
        # undo each other forever, so the bots stop redesigning after a while (stalling.py).
        self.redesigns_in_a_row = 0
        self.rounds_scored: list[int] = []
        self.end_flag = False
        self.distribution_queue: list[int] = []  # market spaces (0-based) still to award
        self.turn = 1

    def plug_in(self, modules: tuple[Any, ...]) -> None:
        super().plug_in(modules)
        # Where tiles are placed: phase 2, the distribution and the modules' placing phases.
        self.placing_phases = (PLACEMENT, DISTRIBUTION, *self._placer)

    # ----- contract --------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase == ACTIONS or phase == PLACEMENT:
            return self.player
        if phase == DISTRIBUTION or phase in self._placer:
            return self.recipient
        if phase in self._decider:
            return self.modules[self._decider[phase]].deciding(self)
        return None

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.score)
        if self.neutral is not None and self.params["neutralCanWin"] and self.neutral_score > best:
            return []
        return [seat for seat, points in enumerate(self.score) if points == best]

    def clone(self) -> TileCityState:
        other = super().clone()
        other.hands = [list(h) for h in self.hands]
        other.public_hands = [list(h) for h in self.public_hands]
        other.score = list(self.score)
        other.pending = list(self.pending)
        other.rounds_scored = list(self.rounds_scored)
        other.distribution_queue = list(self.distribution_queue)
        other.shop = self.shop.copy()
        other.supply = self.supply.copy()
        if self.neutral is not None:
            other.neutral = self.neutral.copy()
        return other

    def snapshot(self) -> Any:
        # The RNG's state next to last and the modules' last, so a comparison can leave them out.
        return (
            self.num_players,
            tuple(sorted(self.params.items())),
            self._board_snapshot(),
            tuple(map(tuple, self.hands)),
            tuple(tuple(sorted(h)) for h in self.public_hands),
            tuple(self.score),
            self.shop.snapshot(),
            self.supply.snapshot(),
            None if self.neutral is None else tuple(self.neutral.tiles),
            self.neutral_score,
            self.phase,
            self.player,
            self.start_player,
            tuple(self.pending),
            self.recipient,
            self.actions_taken,
            self.may_continue,
            self.redesigns_in_a_row,
            tuple(self.rounds_scored),
            self.end_flag,
            tuple(self.distribution_queue),
            self.turn,
            self.rng.getstate(),
            tuple(m.snapshot() for m in self.modules),
        )

    def _board_snapshot(self) -> Any:
        """A comparable value of the players' cities and reserves (the game's own)."""
        raise NotImplementedError

    # ----- legality ----------------------------------------------------------------------------

    def _find_groups(self) -> list[str]:
        phase = self.phase
        modules = self.modules
        if phase == ACTIONS:
            groups = self._turn_groups()
            if modules:
                for index in self._turn_hooks:
                    modules[index].turn_groups(self, groups)
            if self.may_continue:
                groups.append("end")
            if not groups and self.actions_taken == 0:
                groups.append("pass")
        elif phase in self._decider:
            groups = modules[self._decider[phase]].phase_groups(self)
        else:
            groups = self._placing_groups()
        if modules:
            for index in self._free_hooks:
                modules[index].free_groups(self, groups)
        return groups

    def _turn_groups(self) -> list[str]:
        """The game's own groups of turn actions open now (phase 1)."""
        raise NotImplementedError

    def _placing_groups(self) -> list[str]:
        """The game's own groups while tiles are placed (phase 2, distribution, a module's)."""
        raise NotImplementedError

    def phase_problem(self, *allowed: str) -> str | None:
        """Why an action of the phases ``allowed`` must wait now, or None (a service to modules)."""
        phase = self.phase
        if phase in allowed:
            return None
        if phase == PLACEMENT:
            return Refusal("first place the tiles you bought this turn", "phase.place_bought")
        if phase == DISTRIBUTION:
            return Refusal("first place the tile awarded to you", "phase.place_awarded")
        index = self._decider.get(phase, self._placer.get(phase))
        if index is not None:
            return self.modules[index].phase_refusal(self)
        return Refusal("tiles are placed only after the turn's actions", "phase.not_placing")

    # ----- effects -------------------------------------------------------------------------------

    def _observe(self, events: list[Event]) -> None:
        remember(self.public_hands, events)

    def pay(self, seat: int, cards: tuple[str, ...]) -> None:
        """``cards`` leave the hand of ``seat`` for the discard pile."""
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.supply.discard.extend(cards)

    def hold(self, tile: str) -> None:
        """The active player has ``tile`` to place at the end of the turn's actions."""
        self.pending.append(tile)

    def hand_over(self, seat: int, tiles: list[str], phase: str) -> None:
        """``seat`` must place ``tiles`` now, in ``phase`` (the distribution or a module's)."""
        self.phase = phase
        self.recipient = seat
        self.pending = tiles

    def enter_phase(self, phase: str) -> None:
        """The game goes into ``phase`` (a module's decision phase)."""
        self.phase = phase

    # ----- the course of the turn ---------------------------------------------------------------

    def action_done(self, events: list[Event], may_continue: bool, redesign: bool = False) -> None:
        """A phase-1 action is done; unless it allows another, phase 1 is over."""
        self.actions_taken += 1
        self.redesigns_in_a_row = self.redesigns_in_a_row + 1 if redesign else 0
        self.may_continue = may_continue
        if not may_continue:
            self._finish_actions(events)

    def _finish_actions(self, events: list[Event]) -> None:
        """Phase 1 is over: place what was bought, or go straight to the refill."""
        self.may_continue = False
        if self.pending:
            self.phase = PLACEMENT
        else:
            self._end_of_turn(events)

    def _tile_disposed(self, events: list[Event]) -> None:
        if self.pending:
            return
        phase = self.phase
        if phase == PLACEMENT:
            self._end_of_turn(events)
            return
        self.recipient = None
        if phase == DISTRIBUTION:
            self._continue_distribution(events)
        else:
            self.modules[self._placer[phase]].placed(self, events)

    def _end_of_turn(self, events: list[Event]) -> None:
        """Phase 3: refill the display and the market, score, then end or pass the turn."""
        rounds = self.supply.refill_display(self.use_rng, events)
        self.refill_market(events)
        for round_number in rounds:
            self._score_round(round_number, events)
            if self.neutral is not None and not self.end_flag:
                self.neutral.draw_after_round(round_number, self.shop.bag, events)
        if self.end_flag:
            self.start_game_end(events)
        else:
            self._after_turn(events)

    def _after_turn(self, events: list[Event]) -> None:
        """A turn is complete: a module may take over (the vizier window), else the next turn."""
        for module in self.modules:
            if module.turn_over(self, events):
                return
        self.next_turn(events)

    def next_turn(self, events: list[Event]) -> None:
        """The next player's turn begins."""
        self.player = (self.player + 1) % self.num_players
        self.phase = ACTIONS
        self.actions_taken = 0
        self.may_continue = False
        self.turn += 1
        events.append(Event("turn_started", self.player, {"turn": self.turn}))

    def refill_market(self, events: list[Event]) -> None:
        """Fill the market's empty spaces; set the end flag if it cannot be refilled."""
        if self.shop.refill(events, self.params["endTrigger"] == "bagEmpty"):
            self.end_flag = True
        if self.end_flag:
            events.append(Event("market_exhausted", None, {"empty_spaces": self.shop.empty_spaces()}))

    def start_game_end(self, events: list[Event]) -> None:
        """The game ends: hand out the market's tiles, then the last scoring."""
        events.append(Event("game_ending", None))
        self.distribution_queue = [slot for slot, tile in enumerate(self.shop.spaces) if tile is not None]
        self._continue_distribution(events)

    def _continue_distribution(self, events: list[Event]) -> None:
        """Award the leftover market tiles space by space; stop when someone must place one."""
        shop = self.shop
        while self.distribution_queue:
            slot = self.distribution_queue.pop(0)
            tile = shop.take(slot + 1)
            totals, seat = shop.award(slot, self.hands)
            about = {"tile": tile, "slot": shop.space_of(slot), "currency": shop.currency_names[slot], "totals": totals}
            if seat is None:
                shop.removed.append(tile)
                events.append(Event("tile_unawarded", None, about))
                continue
            events.append(Event("tile_awarded", seat, about))
            self.hand_over(seat, [tile], DISTRIBUTION)
            return
        self._score_round(3, events)
        self.phase = OVER
        events.append(Event("game_over", None, {"scores": list(self.score), "winners": self.winners()}))

    # ----- scoring -----------------------------------------------------------------------------

    def _score_round(self, round_number: int, events: list[Event]) -> None:
        for module in self.modules:
            module.before_scoring(self, events)
        events.append(Event("scoring", None, self.score_breakdown(round_number)))
        breakdown = events[-1].data
        for seat in range(self.num_players):
            self.score[seat] += breakdown["points"][seat]
        self.neutral_score += breakdown[f"{self.NEUTRAL}_points"]
        breakdown["totals"] = list(self.score)
        breakdown[f"{self.NEUTRAL}_total"] = self.neutral_score if self.neutral is not None else None
        self.rounds_scored.append(round_number)

    def score_breakdown(self, round_number: int) -> dict[str, Any]:
        """What scoring round ``round_number`` would award now: ``points`` per seat, the neutral
        player's under ``<NEUTRAL>_points``, and the details the game shows."""
        raise NotImplementedError
