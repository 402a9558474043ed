"""The position of A Castle for All Seasons.

Resources are lists of counts in the order of ``castle.yaml`` (sand, wood, clay, stone,
silver); cards, tiles, carts, locations and spaces are indexes into the data's tables; seats are
numbered from 0. Hands, face-down choices, play areas and lost cards are sorted lists of card
indexes. The winter pile is a list whose *last* card is drawn next.
"""

from __future__ import annotations

import random
from typing import Any

from engine.castle import legality, view
from engine.castle.components import CastleData
from engine.castle.flow import acting_seat
from engine.castle.phases import ABSENT, NOBODY, OVER, SELECT
from engine.core.game import Game, State

# List-of-lists fields copied by clone (one level deep); flat lists are copied too.
_NESTED = ("res", "hand", "chosen", "played", "lost", "revealed", "built_now", "placed_now")
_FLAT = ("stock", "tower", "removed", "talers", "helpers", "vp", "cart_owner", "cart_round", "built_by", "built_round",
         "space_owner", "helpers_now", "turn", "queue", "bought", "refused", "equip_queue", "pile", "in_play", "gone",
         "suitors", "maiden_items", "breakdown")


class CastleState(State):
    """A position of A Castle for All Seasons (2-4 players, summer or winter)."""

    def __init__(self, game: Game, data: CastleData, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        n = num_players
        self.data = data
        self.rng = random.Random(seed)
        self.season = params["season"]
        self.count = data.counts[n]
        resources = len(data.resources)
        self.round = 1
        self.first = 0  # the first player of this round
        self.last_round = False  # the last tile was erected: this round ends the game
        self.phase = SELECT
        self.bank = 0
        self.track = 0  # talers left on the round track
        self.forge = 0  # silver bars in the forge
        self.stock = [r.pieces for r in data.resources]  # the general stock (carts and rider)
        self.tower = [0] * resources  # the defense tower
        self.removed = [0] * (resources + 1)  # out of the game: pieces (palace, maiden), then talers (market)
        self.talers = [0] * n
        self.res = [[0] * resources for _ in range(n)]
        self.helpers = [self.count.helpers] * n  # helpers in each personal supply
        self.vp = [0] * n
        self.hand: list[list[int]] = [list(range(len(data.characters))) for _ in range(n)]
        self.chosen: list[list[int]] = [[] for _ in range(n)]  # face down this round
        self.played: list[list[int]] = [[] for _ in range(n)]  # the play area, face up
        self.lost: list[list[int]] = [[] for _ in range(n)]  # out of the game (winter)
        self.revealed: list[list[int]] = [[] for _ in range(n)]  # this round's revealed cards
        self.cart_owner = [NOBODY] * len(data.carts)
        self.cart_round = [0] * len(data.carts)  # the round each trader helper was placed
        self.built_by = [NOBODY] * len(data.tiles)
        self.built_round = [0] * len(data.tiles)
        self.space_owner = [NOBODY] * len(data.spaces)
        self.built_now: list[list[int]] = [[] for _ in range(n)]  # tiles each seat erected this round
        self.placed_now: list[list[int]] = [[] for _ in range(n)]  # locations given a castle helper this round
        self.helpers_now = [0] * n  # helpers placed this round toward the cap
        self.on_card: dict[tuple[int, int], list[int]] = {}  # (seat, worker card) -> pieces on it
        self.turn: list[int] = []  # seats still to decide in a step every player takes part in
        self.queue: list[tuple[int, int]] = []  # (card, seat) still to resolve this round
        self.active: tuple[int, int] | None = None  # the card being resolved and its owner
        self.stage = ""
        self.builds = 0  # buildings erected with the active card
        self.unpaid = False  # the active Trader could not pay the Village Tavern's tax
        self.bought: list[tuple[int, int]] = []  # Worker cards the active Stonemason bought from
        self.refused: list[tuple[int, int]] = []  # Worker cards whose owner refused it the last piece
        self.sale: tuple[int, int, int] | None = None  # (owner, card, piece) the owner is asked to sell
        self.equip_queue: list[tuple[int, int]] = []  # (seat, worker card) still to equip
        self.pile: list[int] = []  # winter cards face down, the last drawn next
        self.in_play: list[int] = []  # persistent winter cards in play
        self.gone: list[int] = []  # winter cards out of the game
        self.winter_now = NOBODY  # the immediate winter card being carried out
        self.innkeeper = NOBODY  # the seat whose helper is the Village Tavern's innkeeper
        self.pool = 0  # talers on the Village Tavern
        self.maiden = ABSENT
        self.maiden_step = ""
        self.maiden_round = 0  # the round the card was drawn, then the round of the declaration
        self.declarer = NOBODY
        self.suitors = [True] * n  # still courting (everyone until they withdraw)
        self.maiden_items = [0] * (resources + 1)  # deposits on the card: pieces, then talers
        self.maiden_winner = NOBODY
        self.final_step = 0  # the location final scoring goes on from after the palace decisions
        self.breakdown: list[dict[str, Any]] = []  # final scoring, one row per scoring helper
        # The legal actions listed for this position, by group (legality.legal_groups fills it,
        # legal_actions reads it); dropped by every action and never part of the position.
        self.listed: dict[str, list] = {}

    # ----- small facts ----------------------------------------------------------------------

    def seats_from(self, seat: int) -> list[int]:
        """Every seat clockwise, starting with ``seat``."""
        n = self.num_players
        return [(seat + k) % n for k in range(n)]

    def role(self, card: int) -> str:
        """What a character card does."""
        return self.data.characters[card].role

    def face(self, tile: int):
        """The face of a tile in play this season."""
        return self.data.tiles[tile].face(self.season)

    def winter_in_play(self, effect: str) -> bool:
        """Whether the persistent winter card with ``effect`` is in play."""
        cards = self.data.winter.cards
        return any(cards[c].effect == effect for c in self.in_play)

    def unbuilt(self) -> int:
        """Building tiles still on the board."""
        return self.built_by.count(NOBODY)

    # ----- contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return acting_seat(self)

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def _legal_actions(self, group: str | None):
        if group is not None:
            listed = self.listed.get(group)
            if listed is not None:
                return list(listed)
        return legality.legal_actions(self, group)

    def _legal_groups(self) -> list[str]:
        return legality.legal_groups(self)

    def _illegal_reason(self, action):
        return legality.illegal_reason(self, action)

    def _apply(self, action):
        self.listed = {}
        return legality.apply_action(self, action)

    def scores(self) -> list[int]:
        return list(self.vp)

    def tiebreak(self, seat: int) -> tuple[int, int, int]:
        """What decides between seats: VP, then talers, then construction points left (silver 0)."""
        points = sum(self.res[seat][r] * self.data.resources[r].points for r in range(len(self.data.resources)))
        return self.vp[seat], self.talers[seat], points

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        keys = [self.tiebreak(s) for s in range(self.num_players)]
        best = max(keys)
        return [s for s in range(self.num_players) if keys[s] == best]

    def clone(self) -> CastleState:
        other = CastleState.__new__(CastleState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        # A bare Random (no seeding from the OS) takes the copied state.
        other.rng = random.Random.__new__(random.Random)
        other.rng.setstate(self.rng.getstate())
        for name in _NESTED:
            setattr(other, name, [list(x) for x in getattr(self, name)])
        for name in _FLAT:
            setattr(other, name, list(getattr(self, name)))
        other.on_card = {key: list(pieces) for key, pieces in self.on_card.items()}
        other.listed = {}
        return other

    def snapshot(self) -> Any:
        fields = []
        for name, value in sorted(self.__dict__.items()):
            if name in ("game", "data", "history", "undo_floor", "rng", "count", "params", "listed", "_offered"):
                continue
            fields.append((name, _frozen(value)))
        return (tuple(fields), tuple(sorted(self.params.items())), self.rng.getstate())

    # ----- views ----------------------------------------------------------------------------

    def player_view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator): everything but the other players' face-down
        choices (their number only) and the order of the winter pile (its size only)."""
        return view.player_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> CastleState:
        """The same position with the other players' face-down choices chosen again and the
        winter pile shuffled again, from ``rng`` (only what ``seat`` cannot see)."""
        return view.determinize(self, seat, rng)

    def to_position(self) -> dict[str, Any]:
        from engine.castle.position import state_to_position

        return state_to_position(self)

    def __str__(self) -> str:
        from engine.castle.text import describe_state

        return describe_state(self)


def _frozen(value: Any) -> Any:
    """A comparable, hashable copy of a state field."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    return value
