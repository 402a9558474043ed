"""Alcazar's legality oracle and the enumeration of legal actions, which share the checks.

Every ``_check_<kind>`` returns why an action is illegal now (in player words) or None. Each
group's enumeration builds candidate actions and keeps those its check accepts (the building
cards go through the same sub-checks directly, to skip the repeated phase and hand checks), so
the oracle and the legal list cannot disagree. Whether a group has any legal action is decided
without listing it, because the random policy asks for every group but lists only the one it
picks. Results are cached until the next action (``_cache``); facts that depend only on the
buildings are memoised on the site until the buildings change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.alcazar.actions import (
    Bridge, BuyCard, Done, DrawCard, Extend, FoundCastle, FoundManor, Keep, MoveNoble, Pass, PlaceNoble, Promote,
    SwapNobles, TakeBack, Tower,
)  # fmt: skip
from engine.alcazar.bridging import bridge_problem, noble_name, tower_problem
from engine.alcazar.founding import REFUSED, SeparationMaps, adjacency_problem, spacing_problem
from engine.alcazar.site import EMPTY
from engine.core.action import Action
from engine.core.errors import Refusal

if TYPE_CHECKING:
    from engine.alcazar.state import AlcazarState

TURN, MAIN, NOBLES, KEEP, PROMOTE, OVER = "turn", "main", "nobles", "keep", "promote", "over"
# Decision groups (the random policy picks a group, then an action in it). Castle, manor and
# extension share "build", so a hand's many castle wing choices compete with each other rather
# than crowd out buying; random games then last about 120 turns and end, like real ones, when
# the pieces run out.
MAIN_GROUPS = ("takeback", "buy", "build", "tower", "bridge", "pass")
STEP_GROUPS = ("place", "move", "swap", "done")


class Checks:
    """The legality half of AlcazarState (a mixin: it reads the state's attributes)."""

    # ----- shared facts of the turn ---------------------------------------------------------

    def _options(self: AlcazarState) -> tuple[bool, bool, tuple[int, ...]]:
        """(a buy is possible, a card build is possible, nobles a forced take-back may choose)."""
        cached = self._cache.get("options")
        if cached is None:
            data, seat = self.data, self.player
            money = self.money[seat]
            prices = []
            if self.deck or any(c is not None for c in self.display):
                prices.append(data.building_card_price)
            if self.tower_deck:
                prices.append(data.tower_card_price)
            can_buy = any(money >= p for p in prices)
            card_build = bool(self._playable_cards()) or (self.towers[seat] > 0 and bool(self._tower_targets()))
            forced: tuple[int, ...] = ()
            if not can_buy and not card_build and self.phase == TURN and prices:
                need = min(prices) - money
                forced = tuple(sorted(c for c in self.site.noble_cells[seat] if self.compensation(c) >= need))
            cached = self._cache["options"] = (can_buy, card_build, forced)
        return cached

    def _playable_cards(self: AlcazarState) -> list[int]:
        """The building cards in hand that some build may use now (phase aside)."""
        cached = self._cache.get("playable")
        if cached is None:
            cached = []
            if self.pieces_left() >= 1:
                site, board = self.site, self.board
                for card in self.hands[self.player]:
                    cell = board.cell_of[card]
                    if site.cols[cell] or site.occupied_neighbour(cell) is not None:
                        cached.append(card)  # C1 or C2 is always possible
                    elif self._spacing((cell,), "manor", False) is None or self._castle_wings(card):
                        cached.append(card)
            self._cache["playable"] = cached
        return cached

    def _card_actions(self: AlcazarState, card: int) -> list[Action]:
        """The legal builds of a card in hand, once the phase and one free piece are known."""
        site, board = self.site, self.board
        cell = board.cell_of[card]
        if site.cols[cell] or site.occupied_neighbour(cell) is not None:
            return [Extend(card)]
        out: list[Action] = [FoundCastle(card, wings) for wings in self._castle_wings(card)]
        if self._spacing((cell,), "manor", False) is None:
            out.append(FoundManor(card))
        return out

    def _castle_wings(self: AlcazarState, card: int) -> list[tuple[int, int]]:
        """The wing pairs with which ``card`` may found a castle now (pieces included)."""
        if self.pieces_left() < self.data.castle_pieces:
            return []
        return [wings for wings in self.board.wings.get(card, ()) if self._castle_problem(card, wings, False) is None]

    def _spacing(self: AlcazarState, cells: tuple[int, ...], kind: str, why: bool = True) -> str | None:
        """Spacing of a founding on ``cells``, from the board's memoised separation maps."""
        site = self.site
        maps = site.memo.get("separation")
        if maps is None:
            maps = site.memo["separation"] = SeparationMaps(site, self.data)
        return spacing_problem(site, self.data, cells, kind, maps, why)  # type: ignore[arg-type]

    def _tower_targets(self: AlcazarState) -> list[int]:
        """Cells a tower card may build on now (ignoring whether the player holds one)."""
        cached = self._cache.get("towers")
        if cached is None:
            cached = []
            if self.pieces_left() >= 1:
                site, seat = self.site, self.player
                candidates = set(site.noble_cells[seat])
                lines = self.board.lines
                for cell in site.noble_cells[seat]:
                    candidates.update(far for _middle, far in lines[cell])
                cached = sorted(c for c in candidates if tower_problem(site, self.data, seat, c, False) is None)
            self._cache["towers"] = cached
        return cached

    def _bridge_pairs(self: AlcazarState) -> list[tuple[int, int]]:
        """Head pairs (ascending cells) of the legal bridges now, ignoring the turn phase."""
        cached = self._cache.get("bridges")
        if cached is None:
            cached = []
            seat = self.player
            if self.bridges_left() >= 1 and self.money[seat] >= self.data.bridge_price:
                site = self.site
                pairs = set()
                for cell in site.noble_cells[seat]:
                    for _middle, far in self.board.lines[cell]:
                        pairs.add((min(cell, far), max(cell, far)))
                cached = sorted(p for p in pairs if bridge_problem(site, self.data, seat, *p, why=False) is None)
            self._cache["bridges"] = cached
        return cached

    def _step_building(self: AlcazarState) -> int:
        """The building this turn's noble step is about."""
        return self.site.top_building(self.step_spots[0])

    def _own_nobles_on(self: AlcazarState, bld: int) -> list[int]:
        """Cells of the active player's nobles standing on building ``bld``, ascending."""
        site = self.site
        return sorted(c for c in site.noble_cells[self.player] if site.top_building(c) == bld)

    # ----- groups and actions ---------------------------------------------------------------

    def _legal_groups(self: AlcazarState) -> list[str]:
        cached = self._cache.get("groups")
        if cached is None:
            if self.phase in (TURN, MAIN):
                cached = [g for g in MAIN_GROUPS if self._main_group_open(g)]
            elif self.phase == NOBLES:
                cached = [g for g in STEP_GROUPS if self._group_actions(g)]
            elif self.phase in (KEEP, PROMOTE):
                cached = [self.phase]  # a choice phase always has options
            else:
                cached = []
            self._cache["groups"] = cached
        return cached

    def _main_group_open(self: AlcazarState, group: str) -> bool:
        """Whether a group of the turn's main phase has a legal action (without listing them)."""
        if group == "takeback":
            return self.phase == TURN and bool(self._options()[2] or self.site.noble_cells[self.player])
        if group == "pass":
            # _check_pass's conditions, without building its reasons
            return self.phase in (TURN, MAIN) and not any(self._options())
        if self._main_problem():
            return False
        if group == "buy":
            return self._options()[0]
        if group == "build":
            return bool(self._playable_cards())
        if group == "tower":
            return self.towers[self.player] > 0 and bool(self._tower_targets())
        return bool(self._bridge_pairs())

    def _legal_actions(self: AlcazarState, group: str | None) -> list[Action]:
        if group is not None:
            return list(self._group_actions(group))
        actions: list[Action] = []
        for name in self._legal_groups():
            actions.extend(self._group_actions(name))
        return actions

    def _group_actions(self: AlcazarState, group: str) -> list[Action]:
        key = "group:" + group
        cached = self._cache.get(key)
        if cached is None:
            phase = self.phase
            if phase in (TURN, MAIN):
                open_ = group in MAIN_GROUPS and self._main_group_open(group)
            else:
                open_ = group in STEP_GROUPS if phase == NOBLES else group == phase
            if not open_:
                cached = []
            elif group == "build":
                cached = [a for card in self.hands[self.player] for a in self._card_actions(card)]
            else:
                cached = [a for a in getattr(self, f"_candidates_{group}")() if self._illegal_reason(a) is None]
            self._cache[key] = cached
        return cached

    def _candidates_takeback(self: AlcazarState) -> list[Action]:
        label = self.board.label
        return [TakeBack(label[c]) for c in sorted(self.site.noble_cells[self.player])]

    def _candidates_buy(self: AlcazarState) -> list[Action]:
        out: list[Action] = [BuyCard(c) for c in self.display if c is not None]
        return out + [DrawCard("building"), DrawCard("tower")]

    def _candidates_tower(self: AlcazarState) -> list[Action]:
        label = self.board.label
        return [Tower(label[c]) for c in self._tower_targets()]

    def _candidates_bridge(self: AlcazarState) -> list[Action]:
        label = self.board.label
        return [Bridge((label[a], label[b])) for a, b in self._bridge_pairs()]

    def _candidates_pass(self: AlcazarState) -> list[Action]:
        return [Pass()]

    def _candidates_keep(self: AlcazarState) -> list[Action]:
        return [Keep(c) for c in self.keep]

    def _candidates_promote(self: AlcazarState) -> list[Action]:
        site, label = self.site, self.board.label
        waiting = set(site.waiting_manors(self.data.promote_at))
        return [Promote(label[c]) for c in range(self.board.size) if site.cols[c] and site.top_building(c) in waiting]

    def _candidates_place(self: AlcazarState) -> list[Action]:
        label, noble = self.board.label, self.site.noble
        # Occupied spots are skipped here only to spare the oracle building their reasons.
        return [PlaceNoble(n.id, label[c]) for c in self.step_spots if noble[c] == EMPTY for n in self.data.nobles]

    def _candidates_move(self: AlcazarState) -> list[Action]:
        if self.step_placed:
            return []
        label = self.board.label
        sources = self._own_nobles_on(self._step_building())
        return [MoveNoble(label[s], label[t]) for s in sources for t in self.step_spots if s != t]

    def _candidates_swap(self: AlcazarState) -> list[Action]:
        if self.step_placed:
            return []
        site, label = self.site, self.board.label
        nobles = self._own_nobles_on(self._step_building())
        grandes = [c for c in nobles if site.noble[c] & 1 == 0]
        caballeros = [c for c in nobles if site.noble[c] & 1 == 1]
        return [SwapNobles((label[g], label[c])) for g in grandes for c in caballeros]

    def _candidates_done(self: AlcazarState) -> list[Action]:
        return [Done()]

    # ----- the oracle -----------------------------------------------------------------------

    def _illegal_reason(self: AlcazarState, action: Action) -> str | None:
        return getattr(self, f"_check_{action.kind}")(action)

    def _phase_problem(self: AlcazarState) -> str:
        """Why the current phase allows no action of the kind asked for."""
        if self.phase == NOBLES:
            return Refusal("your build is done: now place, move or swap a noble, or end the turn with 'done'", "phase.noble_step")
        if self.phase == KEEP:
            return Refusal("first choose which of the tied castles keeps its flag and crest ('keep castle=...')", "phase.keep")
        if self.phase == PROMOTE:
            return Refusal("first choose which waiting manor becomes a castle ('promote at=...')", "phase.promote")
        return Refusal("nobles are placed, moved or swapped only right after a build", "phase.no_noble_step")

    def _main_problem(self: AlcazarState) -> str | None:
        """Why no main action may be taken now, or None."""
        if self.phase not in (TURN, MAIN):
            return self._phase_problem()
        if self.phase == TURN and self._options()[2]:
            return Refusal(
                "you have no playable card and too little money for one: first take back a noble "
                "whose compensation pays for a card",
                "turn.take_back_first", spots=tuple(self.board.label[c] for c in self._options()[2]),
            )
        return None

    def _cell(self: AlcazarState, spot: str) -> int | None:
        return self.board.index.get(spot)

    def _no_spot(self: AlcazarState, spot: str) -> str:
        return Refusal(f"there is no spot '{spot}' on the board (parcels are named by number, other cells like r1c5)", "spot.unknown", spot=spot)

    def _check_takeback(self: AlcazarState, action: TakeBack) -> str | None:
        if self.phase == MAIN:
            return Refusal("a noble may be taken back only once per turn, before the main action", "takeback.after_main")
        if self.phase != TURN:
            return self._phase_problem() if self.phase != NOBLES else Refusal("a noble may be taken back only at the start of your turn", "takeback.not_turn_start")
        cell = self._cell(action.at)
        if cell is None:
            return self._no_spot(action.at)
        code = self.site.noble[cell]
        if code == EMPTY:
            return Refusal(f"no noble stands on {action.at}", "takeback.no_noble", at=action.at)
        if code >> 1 != self.player:
            return Refusal(f"the noble on {action.at} is {noble_name(self.data, code)}", "takeback.not_yours", at=action.at, seat=code >> 1, noble=self.data.nobles[code & 1].id)
        forced = self._options()[2]
        if forced and cell not in forced:
            spots = ", ".join(self.board.label[c] for c in forced)
            return Refusal(f"you must take back a noble whose compensation pays for a card: one on {spots}", "takeback.pays_too_little", at=action.at, spots=tuple(self.board.label[c] for c in forced))
        return None

    def _check_buy(self: AlcazarState, action: BuyCard) -> str | None:
        problem = self._main_problem()
        if problem:
            return problem
        if action.card not in self.display:
            return Refusal(f"card {action.card} is not in the display", "buy.not_in_display", card=action.card)
        price = self.data.building_card_price
        if self.money[self.player] < price:
            return Refusal(f"a building card costs {price} reales; you have {self.money[self.player]}", "buy.too_poor", deck="building", price=price, money=self.money[self.player])
        return None

    def _check_draw(self: AlcazarState, action: DrawCard) -> str | None:
        problem = self._main_problem()
        if problem:
            return problem
        data = self.data
        if action.deck == "building":
            if not self.deck:
                return Refusal("the building deck is empty", "draw.deck_empty", deck="building")
            price = data.building_card_price
        elif action.deck == "tower":
            if not self.tower_deck:
                return Refusal("the tower deck is empty", "draw.deck_empty", deck="tower")
            price = data.tower_card_price
        else:
            return Refusal(f"there is no '{action.deck}' deck (building or tower)", "draw.unknown_deck", deck=action.deck)
        if self.money[self.player] < price:
            return Refusal(f"a {action.deck} card costs {price} reales; you have {self.money[self.player]}", "buy.too_poor", deck=action.deck, price=price, money=self.money[self.player])
        return None

    def _card_problem(self: AlcazarState, card: int, pieces: int) -> str | None:
        """Common to the building-card builds: the phase, the card in hand, the pieces left."""
        problem = self._main_problem()
        if problem:
            return problem
        if card not in self.board.cell_of:
            return Refusal(f"there is no building card {card}", "card.unknown", card=card)
        if card not in self.hands[self.player]:
            return Refusal(f"you do not hold building card {card}", "card.not_held", card=card)
        left = self.pieces_left()
        if left < pieces:
            return Refusal(f"this build needs {pieces} building piece{'s' if pieces > 1 else ''}; the supply has {left}", "build.no_pieces", needed=pieces, left=left)
        return None

    def _check_castle(self: AlcazarState, action: FoundCastle) -> str | None:
        problem = self._card_problem(action.card, self.data.castle_pieces)
        if problem:
            return problem
        return self._castle_problem(action.card, action.wings)

    def _castle_problem(self: AlcazarState, card: int, wings: tuple[int, ...], why: bool = True) -> str | None:
        """The castle rules proper (spec 3.5 with overrides 3 and 4), for a card in hand
        (``REFUSED`` instead of the reason unless ``why``)."""
        site, board = self.site, self.board
        cell = board.cell_of[card]
        if site.cols[cell]:
            return REFUSED if not why else Refusal(f"parcel {card} is not empty: card {card} extends the building there", "build.not_empty", parcel=card)
        options = board.wings.get(card, ())
        if tuple(wings) not in options:
            if not why:
                return REFUSED
            shown = " or ".join("{" + ", ".join(map(str, w)) + "}" for w in options) or "none on this board"
            return Refusal(f"the wings of a castle on {card} must continue the parcel path: {shown}", "castle.bad_wings", parcel=card, wings=tuple(wings), options=tuple(options))
        cells = (cell, *(board.cell_of[w] for w in wings))
        for wing in wings:
            if site.cols[board.cell_of[wing]]:
                return REFUSED if not why else Refusal(f"the wing parcel {wing} is not empty", "castle.wing_not_empty", parcel=card, wing=wing)
        if not self.free_flags():
            return REFUSED if not why else Refusal("no flag is free: a castle can be founded only after two castles merge", "castle.no_flag", parcel=card)
        return adjacency_problem(site, cells, "castle", why) or self._spacing(cells, "castle", why)

    def _check_manor(self: AlcazarState, action: FoundManor) -> str | None:
        problem = self._card_problem(action.card, 1)
        if problem:
            return problem
        site = self.site
        cell = self.board.cell_of[action.card]
        if site.cols[cell]:
            return Refusal(f"parcel {action.card} is not empty: card {action.card} extends the building there", "build.not_empty", parcel=action.card)
        near = site.occupied_neighbour(cell)
        if near is not None:
            return Refusal(f"parcel {action.card} is next to a building (at {self.board.label[near]}): card {action.card} extends it", "manor.next_to_building", parcel=action.card, near=self.board.label[near])
        return self._spacing((cell,), "manor")

    def _check_extend(self: AlcazarState, action: Extend) -> str | None:
        problem = self._card_problem(action.card, 1)
        if problem:
            return problem
        cell = self.board.cell_of[action.card]
        if not self.site.cols[cell] and self.site.occupied_neighbour(cell) is None:
            return Refusal(f"parcel {action.card} is empty and next to no building: found a manor or a castle there", "extend.nothing_to_extend", parcel=action.card)
        return None

    def _check_tower(self: AlcazarState, action: Tower) -> str | None:
        problem = self._main_problem()
        if problem:
            return problem
        if not self.towers[self.player]:
            return Refusal("you hold no tower card", "tower.none_held")
        if self.pieces_left() < 1:
            return Refusal("the supply has no building piece left", "build.no_pieces", needed=1, left=0)
        cell = self._cell(action.at)
        if cell is None:
            return self._no_spot(action.at)
        return tower_problem(self.site, self.data, self.player, cell)

    def _check_bridge(self: AlcazarState, action: Bridge) -> str | None:
        problem = self._main_problem()
        if problem:
            return problem
        if len(action.ends) != 2:
            return Refusal("a bridge has exactly two heads, e.g. 'bridge ends=6,8'", "bridge.two_heads")
        cells = [self._cell(s) for s in action.ends]
        for spot, cell in zip(action.ends, cells):
            if cell is None:
                return self._no_spot(spot)
        if self.bridges_left() < 1:
            return Refusal("the supply has no bridge left", "bridge.none_left")
        price = self.data.bridge_price
        if self.money[self.player] < price:
            return Refusal(f"a bridge costs {price} reales; you have {self.money[self.player]}", "bridge.too_poor", price=price, money=self.money[self.player])
        a, b = cells
        return bridge_problem(self.site, self.data, self.player, min(a, b), max(a, b))  # type: ignore[type-var]

    def _check_pass(self: AlcazarState, action: Pass) -> str | None:
        if self.phase not in (TURN, MAIN):
            return self._phase_problem()
        can_buy, card_build, forced = self._options()
        if forced:
            return Refusal("you must first take back a noble whose compensation pays for a card", "pass.take_back_first", spots=tuple(self.board.label[c] for c in forced))
        if can_buy or card_build:
            return Refusal("you may pass only when you can neither buy a card nor build with one", "pass.can_play", can_buy=can_buy, can_build=card_build)
        return None

    def _check_keep(self: AlcazarState, action: Keep) -> str | None:
        if self.phase != KEEP:
            return Refusal("no tied castles are waiting for your choice", "keep.not_waiting")
        if action.castle not in self.keep:
            names = ", ".join(self.keep)
            return Refusal(f"'{action.castle}' is not one of the tied castles ({names})", "keep.not_tied", castle=action.castle, choices=tuple(self.keep))
        return None

    def _check_promote(self: AlcazarState, action: Promote) -> str | None:
        if self.phase != PROMOTE:
            return Refusal("no manor is waiting for your choice of promotion", "promote.not_waiting")
        cell = self._cell(action.at)
        if cell is None:
            return self._no_spot(action.at)
        site = self.site
        if not site.cols[cell] or site.top_building(cell) not in site.waiting_manors(self.data.promote_at):
            return Refusal(f"no waiting manor (worth {self.data.promote_at} or more) stands on {action.at}", "promote.no_waiting_manor", at=action.at, value=self.data.promote_at)
        return None

    def _step_problem(self: AlcazarState) -> str | None:
        if self.phase != NOBLES:
            return self._phase_problem()
        return None

    def _check_place(self: AlcazarState, action: PlaceNoble) -> str | None:
        problem = self._step_problem()
        if problem:
            return problem
        if self.step_places <= 0:
            return Refusal("you have placed as many nobles as this build allows", "place.none_left")
        kind = self.data.noble_by_id.get(action.noble)
        if kind is None:
            return Refusal(f"'{action.noble}' is not a noble (grande or caballero)", "place.unknown_noble", noble=action.noble)
        cell = self._cell(action.at)
        if cell is None:
            return self._no_spot(action.at)
        if cell not in self.step_spots:
            return Refusal(f"nobles are placed only on what was built this turn, not on {action.at}", "place.not_built", at=action.at)
        if self.site.noble[cell] != EMPTY:
            return Refusal(f"a noble already stands on {action.at}", "noble.occupied", at=action.at)
        if not self.supply[self.player][kind]:
            return Refusal(f"you have no {action.noble} left in your supply", "place.no_supply", noble=action.noble)
        cost = self.placement_cost(kind)
        if self.money[self.player] < cost:
            return Refusal(f"a {action.noble} here costs {cost} reales; you have {self.money[self.player]}", "place.too_poor", noble=action.noble, at=action.at, price=cost, money=self.money[self.player])
        return None

    def _check_move(self: AlcazarState, action: MoveNoble) -> str | None:
        problem = self._step_problem()
        if problem:
            return problem
        if self.step_placed:
            return Refusal("after placing a noble you may not also move one", "move.after_place")
        source, target = self._cell(action.at), self._cell(action.to)
        if source is None:
            return self._no_spot(action.at)
        if target is None:
            return self._no_spot(action.to)
        site = self.site
        if site.owner(source) != self.player:
            return Refusal(f"you have no noble on {action.at}", "noble.not_yours", at=action.at)
        if site.top_building(source) != self._step_building():
            return Refusal(f"the noble on {action.at} stands on another building; only nobles of the building just built on may move", "move.other_building", at=action.at)
        if target not in self.step_spots:
            return Refusal(f"nobles move only onto what was built this turn, not onto {action.to}", "move.not_built", at=action.to)
        if site.noble[target] != EMPTY:
            return Refusal(f"a noble already stands on {action.to}", "noble.occupied", at=action.to)
        return None

    def _check_swap(self: AlcazarState, action: SwapNobles) -> str | None:
        problem = self._step_problem()
        if problem:
            return problem
        if self.step_placed:
            return Refusal("after placing a noble you may not also swap", "swap.after_place")
        if len(action.at) != 2:
            return Refusal("a swap names two spots, e.g. 'swap at=2,4'", "swap.two_spots")
        cells = [self._cell(s) for s in action.at]
        site = self.site
        for spot, cell in zip(action.at, cells):
            if cell is None:
                return self._no_spot(spot)
            if site.owner(cell) != self.player:
                return Refusal(f"you have no noble on {spot}", "noble.not_yours", at=spot)
            if site.top_building(cell) != self._step_building():
                return Refusal(f"the noble on {spot} stands on another building; only nobles of the building just built on may swap", "swap.other_building", at=spot)
        a, b = cells
        if site.noble[a] & 1 == site.noble[b] & 1:  # type: ignore[index]
            return Refusal("only a grande and a caballero can usefully swap places", "swap.same_kind")
        return None

    def _check_done(self: AlcazarState, action: Done) -> str | None:
        return self._step_problem()
