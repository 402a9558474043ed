"""Conformance: seeded random games of every game and variant, with the contract's invariants
checked after every action."""

from __future__ import annotations

import random
from collections import Counter
import dataclasses

import pytest

from engine.ai import RandomBot
from engine.alhambra.position import city_problem
from engine.core import GameRecord, IllegalAction, PlayerEntry, default_registry
from engine.core.rng import derive_seed

REGISTRY = default_registry()

MODULES = ("vizier", "bureauDeChange", "bonusCards", "workersHuts")
ALL_MODULES = {m: True for m in MODULES}

# (game, players, params): every game of the registry at every player count with its defaults
# (so a new game is played here as soon as it plugs in), and each non-default variant at least
# once. These get the thorough per-action checks; the Vizier's Favour modules get them all
# together here, and in two complementary pairs below (one seed each, to keep this file fast).
BASE_VARIANTS = [
    (game_id, players, {})
    for game_id in REGISTRY.ids()
    for players in range(REGISTRY.get(game_id).min_players, REGISTRY.get(game_id).max_players + 1)
]
VARIANTS = BASE_VARIANTS + [
    ("alhambra", 2, {"twoPlayerMoneyCopies": 3, "neutralCanWin": True}),
    ("alhambra", 3, {"wallMetric": "bgaSimplePath", "endTrigger": "bagEmpty"}),
    ("alhambra", 4, {"marketCurrencyOrder": "ORANGE,BLUE,GREEN,YELLOW"}),
    ("alhambra", 5, {"startPlayerFinalTiebreak": "youngest", "playerAges": "40,12,33,12,70"}),
    ("alhambra", 3, ALL_MODULES),
    ("alcazar", 3, {"startPlayer": "first"}),
    ("granada", 2, {"twoPlayerMoneyCopies": 3, "neutralCanWin": True, "flipFee": "threeCardsSingleCurrency"}),
    ("granada", 3, {"scoring": "simple", "moatMetric": "bgaSimplePath", "endTrigger": "bagEmpty"}),
    ("granada", 4, {"marketCurrencyOrder": "ORANGE,BLUE,GREEN,YELLOW"}),
    ("granada", 5, {"startPlayerFinalTiebreak": "youngest", "playerAges": "40,12,33,12,70"}),
    ("alhambra_granada", 3, {"moneyDecks": 2, "moatRequirement": "allRefills", "flipFee": "threeCardsSingleCurrency"}),
    ("alhambra_granada", 4, {"scoring": "simple", "wallMetric": "bgaSimplePath", "moatMetric": "bgaSimplePath",
                             "endTrigger": "bagEmpty"}),
    ("alhambra_granada", 5, {"marketCurrencyOrder": "ORANGE,BLUE,GREEN,YELLOW", "startPlayerFinalTiebreak": "youngest",
                             "playerAges": "40,12,33,12,70"}),
    ("gardens", 4, {"handSize": 3}),
    ("gardens", 3, {"handSize": 2, "unownedSpecies": "phantom"}),
    ("gardens", 2, {"unownedSpecies": "phantom"}),
    ("gardens", 2, {"twoColours": True}),  # two colours each: a two-player variant only
    ("gardens", 2, {"twoColours": True, "colourPairing": "purple+orange/green+yellow", "handSize": 3}),
    ("castle", 2, {"season": "winter"}),
    ("castle", 3, {"season": "winter", "stonemasonPurchase": "onePerWorkerCard", "maidenFinalDeposit": True}),
    ("castle", 4, {"season": "winter", "innkeeperRequiresBuild": False, "innkeeperCountsTowardCap": False}),
    ("castle", 2, {"startPlayer": "first", "stonemasonPurchase": "onePerWorkerCard"}),
]



def _module_combinations():
    """All 16 on/off combinations of the four modules, spread over 2-6 players; the base game
    (all off) is in VARIANTS already."""
    combos = []
    for mask in range(1, 16):
        params = {m: True for i, m in enumerate(MODULES) if mask >> i & 1}
        combos.append(("alhambra", 2 + mask % 5, params))
    return combos


MODULE_COMBINATIONS = _module_combinations()
MODULE_PAIRS = [
    ("alhambra", 2, {"vizier": True, "bureauDeChange": True}),
    ("alhambra", 5, {"bonusCards": True, "workersHuts": True}),
]


def _id(variant) -> str:
    game, players, params = variant
    extra = ",".join(f"{k}={v}" for k, v in params.items())
    return f"{game}-{players}p" + (f"-{extra}" if extra else "")


@pytest.mark.parametrize("variant", VARIANTS, ids=_id)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_keep_every_invariant(variant, seed):
    """Thorough checks after every action of two seeded games per variant."""
    game_id, players, params = variant
    play_checked(game_id, players, params, seed, thorough=True)


@pytest.mark.parametrize("variant", [v for v in VARIANTS if not v[2]], ids=_id)
def test_many_random_games_finish_with_conserved_components(variant):
    """Many more games with the cheap checks: legal moves to the end, components conserved."""
    game_id, players, params = variant
    for seed in range(100, 115):
        play_checked(game_id, players, params, seed, thorough=False)


@pytest.mark.parametrize("variant", MODULE_PAIRS, ids=_id)
def test_module_pairs_keep_every_invariant(variant):
    """Thorough checks after every action of a game with each pair of modules."""
    game_id, players, params = variant
    play_checked(game_id, players, params, 1, thorough=True)


@pytest.mark.parametrize("variant", MODULE_COMBINATIONS, ids=_id)
def test_every_module_combination_plays_to_the_end(variant):
    """Each of the 15 combinations with at least one module plays seeded games to the end with
    the cheap checks (the thorough ones run on all four modules and on two pairs)."""
    game_id, players, params = variant
    for seed in range(200, 202):
        play_checked(game_id, players, params, seed, thorough=False)


def test_module_combinations_cover_all_sixteen_and_every_player_count():
    """The combinations above and the base variants together cover all 16 module combinations,
    and every player count plays with modules."""
    seen = {tuple(bool(p.get(m)) for m in MODULES) for g, _n, p in VARIANTS + MODULE_COMBINATIONS if g == "alhambra"}
    assert len(seen) == 16
    assert {n for _g, n, _p in MODULE_COMBINATIONS} == {2, 3, 4, 5, 6}


def play_checked(game_id: str, players: int, params: dict, seed: int, thorough: bool) -> None:
    game = REGISTRY.get(game_id)
    state = game.new_state(players, params, seed)
    bots = [RandomBot(derive_seed(seed, "bot", seat)) for seat in range(players)]
    probe_rng = random.Random(seed)
    steps = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        assert legal, f"no legal action before the end:\n{state}"
        check_components(state)
        if thorough:
            check_oracle_agreement(state, legal, probe_rng)
            check_clone_and_views(state, probe_rng)
        action = bots[state.current_player].choose(state)
        assert action in legal
        floor_before = state.undo_floor
        events = state.apply(action)
        assert state.undo_floor >= floor_before
        if any(e.reveals for e in events):
            assert state.undo_floor == len(state.history)
        steps += 1
        assert steps < 5000, "game does not end"
    assert state.legal_actions() == []
    assert state.winners() or state.params.get("neutralCanWin")
    check_components(state)
    check_record_replays(state)


def check_components(state) -> None:
    """The game's components are all accounted for and its boards are legal."""
    AUDITS[state.game.id](state)


def audit_alhambra(state) -> None:
    """All 108 money cards, both scoring cards and all 54 tiles are somewhere, once; every
    city obeys the placement rules; views show other hands only as counts and as the money
    every player saw them receive, which in a game played from its setup is the whole hand
    (every card enters and leaves a hand face up). With the modules:
    the 6 changers among the money, the 10 bonus cards, the 24 huts and one vizier per player
    (6 tokens), and views that show other players' bonus cards and the hut stacks only as counts."""
    data, modules = state.data, state.data.modules
    money = Counter(state.deck) + Counter(state.discard) + Counter(state.removed_money)
    money += Counter(c for c in state.display if c)
    for hand in state.hands:
        money += Counter(hand)
    scoring = {card: money.pop(card, 0) for card in data.scoring_cards}
    changers = Counter({c: money.pop(c) for c in list(money) if data.is_changer(c)})
    assert changers == Counter(list(modules.changers) if state.changers_on else [])
    assert money == Counter(data.money_cards(data.money_copies))
    for card, round_number in data.scoring_cards.items():
        assert scoring[card] + (round_number in state.rounds_scored) == 1, card
    tiles = list(state.bag) + list(state.removed_tiles) + [t for t in state.market if t] + list(state.pending)
    for seat in range(state.num_players):
        tiles += list(state.cities[seat].tiles()) + state.reserves[seat]
        assert city_problem(state.cities[seat]) is None
    if state.dirk is not None:
        tiles += state.dirk
    for stack in state.hut_stacks.values():
        tiles += stack
    huts = sorted(t for t in tiles if t in data.hut_colour)
    assert sorted(t for t in tiles if t not in data.hut_colour) == sorted(data.tiles)
    assert huts == (sorted(modules.huts) if state.huts_on else [])
    assert not set(huts) & (set(state.bag) | set(state.market) | set(state.removed_tiles) | set(state.dirk or []))
    for type_id, stack in state.hut_stacks.items():
        assert all(data.hut_colour[h] == type_id for h in stack)
    _audit_module_pieces(state)
    for seat in range(state.num_players):
        view = _audit_family_view(state, seat)
        if state.bonus_on:
            assert view["bonus_hand"] == sorted(state.bonus_hidden[seat])
            assert view["bonus_hidden_counts"] == [len(h) for h in state.bonus_hidden]
            assert not {"bonus_hidden", "bonus_aside"} & set(view)
        if state.huts_on:
            assert all(set(s) == {"top", "count"} for s in view["hut_stacks"].values())


def _audit_family_view(state, seat: int) -> dict:
    """Every card in the seat's hand is public (money is dealt and taken face up), and its view
    shows its own hand, every hand's size and none of the hidden piles; the view."""
    assert sorted(state.public_hands[seat]) == sorted(state.hands[seat])
    view = state.player_view(seat)
    assert view["hand"] == sorted(state.hands[seat])
    assert view["hand_counts"] == [len(h) for h in state.hands]
    assert not {"hands", "deck", "bag"} & set(view)
    return view


def _audit_module_pieces(state) -> None:
    """Vizier tokens, bonus cards and hut limits of the modules in play."""
    data, modules = state.data, state.data.modules
    if state.vizier_on:
        assert len(state.viziers) == state.num_players <= modules.vizier_tokens
        assert (state.vizier_asking is not None) == (state.phase == "vizier")
        if state.phase == "vizier":
            assert state.viziers[state.vizier_asking]
        if state.phase == "vizier_placement":
            assert not state.viziers[state.recipient] and len(state.pending) == 1
    else:
        assert state.viziers == [] and state.phase not in ("vizier", "vizier_placement")
    if state.bonus_on:
        cards = state.bonus_aside + [c for h in state.bonus_hidden + state.bonus_revealed for c in h]
        assert sorted(cards) == sorted(modules.bonus_cards)
        dealt = modules.bonus_dealt[state.num_players]
        assert len(state.bonus_aside) == len(modules.bonus_cards) - dealt * state.num_players
        for seat in range(state.num_players):
            assert len(state.bonus_hidden[seat]) + len(state.bonus_revealed[seat]) == dealt
            # A face-up card's tile is in its owner's Alhambra (it returns to the hand otherwise).
            assert all(modules.bonus_cards[c] in state.cities[seat] for c in state.bonus_revealed[seat])
    else:
        assert state.bonus_hidden == state.bonus_revealed == state.bonus_aside == []
    if state.huts_on:
        assert all(huts_owned(state, seat) <= modules.hut_limit for seat in range(state.num_players))


def huts_owned(state, seat: int) -> int:
    colour = state.data.hut_colour
    pieces = list(state.cities[seat].tiles()) + state.reserves[seat]
    if seat == state.player and state.phase in ("actions", "placement"):
        pieces += state.pending
    return sum(1 for t in pieces if t in colour)


def audit_alcazar(state) -> None:
    """All 84 pieces, 20 bridges, 8 flags, every noble and every card are accounted for; each
    building's value is the sum of its elements capped at 50; no manor waits while a flag is
    free; views show other hands only as counts."""
    data, site = state.data, state.site
    pieces = Counter()
    bridge_cells = Counter()
    sums = Counter()
    for column in site.cols:
        for level, element in enumerate(column, 1):
            if element < 0:
                continue
            bridge = site.el_bridge[element]
            if bridge < 0:
                pieces[element] += 1
                sums[site.el_bld[element]] += data.ground_value if level == 1 else data.upper_value
            else:
                bridge_cells[element] += 1
                assert site.bridges[bridge][3] == level
                if bridge_cells[element] == 1:
                    sums[site.el_bld[element]] += data.bridge_value_per_level * level
    assert set(pieces.values()) <= {1}
    assert len(pieces) + state.boxed + state.pieces_left() == data.pieces == 84
    assert state.pieces_left() >= 0
    assert set(bridge_cells.values()) <= {3}
    assert len(bridge_cells) + state.bridges_left() == data.bridges == 20
    assert state.bridges_left() >= 0
    assert set(sums) == set(site.bld_raw)
    for bld, total in sums.items():
        assert site.value(bld) == min(50, total) == min(data.cap, site.bld_raw[bld])
    castles = list(site.bld_of_castle)
    assert sorted(castles + state.free_flags() + [c for c in state.keep if c not in castles]) == sorted(c.id for c in data.castles)
    assert len(data.castles) == 8
    assert {b: c for c, b in site.bld_of_castle.items()} == site.castle_of
    for castle, bld in site.bld_of_castle.items():
        assert site.flag_at[castle] in site.bld_cells[bld]
        assert site.value(bld) >= 5
    if state.free_flags() and state.phase not in ("keep", "promote"):
        assert not site.waiting_manors(data.promote_at)
    for seat in range(state.num_players):
        on_board = Counter(site.noble[c] & 1 for c in site.noble_cells[seat])
        assert [on_board[k] + state.supply[seat][k] for k in (0, 1)] == [2, 6]
        assert all(site.noble[c] >> 1 == seat and site.cols[c] for c in site.noble_cells[seat])
        assert state.money[seat] >= 0
    assert sum(len(s) for s in site.noble_cells) == sum(1 for code in site.noble if code >= 0)
    cards = [c for hand in state.hands for c in hand] + [c for c in state.display if c] + state.deck + state.discard
    assert sorted(cards) == list(range(1, 73))
    assert sum(state.towers) + state.tower_deck + state.tower_discard == 20
    for seat in range(state.num_players):
        view = state.player_view(seat)
        assert view["hand"] == state.hands[seat]
        assert [s["hand_count"] for s in view["seats"]] == [len(h) for h in state.hands]
        for other, public in enumerate(view["seats"]):
            assert "hand" not in public
            assert set(public["known"]) <= set(state.hands[other])
        assert not {"hands", "deck", "seed"} & set(view)


# game id -> component audit; each game adds its own.
def audit_granada(state) -> None:
    """All 108 money cards (72 in play with two players by default, the rest out of the game),
    both scoring cards and all 54 tiles are somewhere, once, each on one face (the bag holds
    tile ids, every other place a face of its tile); the faces are the manifest's 108; every
    city obeys the moat rules; views show other hands only as counts and public money, and
    never the bag or the deck; the marker is EVEN or ODD; flipped tiles are tiles to place."""
    data = state.data
    money = Counter(state.deck) + Counter(state.discard) + Counter(state.supply.removed)
    money += Counter(c for c in state.display if c)
    for hand in state.hands:
        money += Counter(hand)
    scoring = {card: money.pop(card, 0) for card in data.scoring_cards}
    assert money == Counter(data.money.cards(data.money_copies))
    if state.num_players == 2:
        in_play = sum(money.values()) - len(state.supply.removed)
        assert in_play == 36 * state.params["twoPlayerMoneyCopies"]
    for card, round_number in data.scoring_cards.items():
        assert scoring[card] + (round_number in state.rounds_scored) == 1, card
    assert len(data.tiles) == 54 and len(data.face_type) == 108
    faces = list(state.removed_tiles) + [t for t in state.market if t] + list(state.pending)
    for seat in range(state.num_players):
        faces += list(state.cities[seat].tiles()) + state.reserves[seat]
        assert city_problem(state.cities[seat]) is None
    faces += state.juan or []
    assert all(f in data.face_type for f in faces)
    assert all(t in data.tiles for t in state.bag)
    tile_of = data.faces.tile_of
    assert sorted([tile_of[f] for f in faces] + list(state.bag)) == sorted(data.tiles)
    assert state.marker in ("EVEN", "ODD")
    assert set(state.flipped) <= set(state.pending)
    for seat in range(state.num_players):
        _audit_family_view(state, seat)


def audit_alhambra_granada(state) -> None:
    """Every money card of the decks in play (108 per deck), card A and card B (in the deck, the
    display's past, aside until the first reshuffle, or scored) and both tile sets are somewhere,
    once: the 54 Alhambra tiles by id, the 54 Granada tiles by id in bag G and by one face
    anywhere else; the market has two halves per space, each of its kind; every city obeys
    C-L1..C-L5 with one piece and a Granada start if it has Granada tiles; views show other
    hands only as counts and public money, and neither bag nor the deck."""
    from engine.alhambra_granada.city import GRANADA, mixed_city_problem

    data = state.data
    money = Counter(state.deck) + Counter(state.discard) + Counter(state.supply.removed) + Counter(state.scoring_aside)
    money += Counter(c for c in state.display if c)
    for hand in state.hands:
        money += Counter(hand)
    scoring = {card: money.pop(card, 0) for card in data.scoring_cards}
    assert money == Counter(data.money.cards(data.money.copies * state.params["moneyDecks"]))
    for card, round_number in data.scoring_cards.items():
        assert scoring[card] + (round_number in state.rounds_scored) == 1, card
    assert set(state.scoring_aside) <= set(data.later_piles)
    pieces = list(state.removed_tiles) + [t for t in state.market if t] + list(state.pending)
    for seat, city in enumerate(state.cities):
        pieces += list(city.tiles()) + state.reserves[seat]
        assert mixed_city_problem(city) is None
        assert (city.start_cell(GRANADA) is None) == (not city.tiles_of(GRANADA))
    tile_of = data.faces.tile_of
    alhambra = [p for p in pieces if p not in tile_of] + list(state.bag)
    granada = [tile_of[p] for p in pieces if p in tile_of] + list(state.granada_bag)
    assert sorted(alhambra) == sorted(data.alhambra.tiles)
    assert sorted(granada) == sorted(data.granada.tiles)
    for index, tile in enumerate(state.market):
        assert tile is None or (tile in tile_of) == (index % 2 == 1)
    assert state.marker in ("EVEN", "ODD")
    assert set(state.flipped) <= set(state.pending)
    for seat in range(state.num_players):
        view = _audit_family_view(state, seat)
        assert "granada_bag" not in view and view["granada_bag_count"] == len(state.granada_bag)


def audit_gardens(state) -> None:
    """All 49 buildings (ten each of values 1-4, nine 5s) and all 36 garden tiles are accounted
    for, once: on the board, in a hand or in the supply; a building is finished exactly when
    every garden space around it holds a tile, and it holds the points its facing trees give;
    the scores are the sums of those points; hands are full while the supply lasts; the open
    spaces are the empty ones next to a tile (the inner block before the first); views show
    other hands and the supply only as counts."""
    from engine.gardens.scoring import NOBODY, score_building

    data, geo = state.data, state.geo
    assert Counter(state.kind) == Counter(data.building_pool()) and len(state.kind) == 49
    placed = [t for t in state.tile_at if t != -1]
    tiles = placed + state.supply + [t for hand in state.hands for t in hand]
    assert sorted(tiles) == list(range(36)) and len(data.tiles) == 36
    assert state.placed == len(placed)
    points = [0] * len(data.species)
    for bld, around in enumerate(geo.surrounding):
        empty = sum(1 for space, _corner in around if state.tile_at[space] == -1)
        assert state.missing[bld] == empty
        assert state.finished(bld) == (empty == 0)
        if empty:
            assert state.scored_by[bld] == NOBODY and state.points[bld] == 0
            continue
        value = data.kinds[state.kind[bld]].value
        counts = [0] * len(data.species)
        for space, corner in around:
            tile = data.tiles[state.tile_at[space]]
            counts[tile.order[(corner - state.rot_at[space]) % 4]] += tile.trees
        assert state.facing_counts(bld) == counts
        result = score_building(tuple(counts), value, state.own)
        assert (state.scored_by[bld], state.points[bld]) == ((result.winner, result.points) if result.seat != NOBODY else (NOBODY, 0))
        if result.seat != NOBODY:
            points[result.winner] += result.points
    assert points == state.colour_points
    size = state.params["handSize"]
    assert all(len(hand) == size for hand in state.hands) if state.supply else all(len(hand) <= size for hand in state.hands)
    if state.placed == 0:
        assert state.open == list(geo.inner)
    else:
        assert state.open == [state.tile_at[s] == -1 and any(state.tile_at[n] != -1 for n in geo.neighbours[s]) for s in range(36)]
    for seat in [*range(state.num_players), None]:
        view = state.player_view(seat)
        own = state.hands[seat] if seat is not None else []
        assert view["hand"] == [data.tiles[t].id for t in own]
        assert view["hand_sizes"] == [len(h) for h in state.hands] and view["supply"] == len(state.supply)
        assert not {"hands", "seed"} & set(view) and isinstance(view["supply"], int)
        assert len(view["gardens"]) == state.placed and len(view["buildings"]) == 49


def audit_castle(state) -> None:
    """Every resource piece, taler, helper, character card, building tile and winter card is
    somewhere, once; castle helpers stand only in open locations and within the round's cap;
    views show other players' face-down cards and the winter pile only as counts."""
    data, n = state.data, state.num_players
    silver = data.silver
    for r, resource in enumerate(data.resources):
        where = [state.stock[r], state.tower[r], state.removed[r], state.maiden_items[r], *(res[r] for res in state.res),
                 *(p[r] for p in state.on_card.values())]
        assert min(where) >= 0 and sum(where) + (state.forge if r == silver else 0) == resource.pieces, resource.id
    coins = [state.bank, state.track, state.pool, state.maiden_items[-1], state.removed[-1], *state.talers]
    assert min(coins) >= 0 and sum(coins) == data.coins == 105
    for seat in range(n):
        standing = state.cart_owner.count(seat) + state.space_owner.count(seat) + (state.innkeeper == seat)
        assert state.helpers[seat] >= 0 and state.helpers[seat] + standing == state.count.helpers
        cards = state.hand[seat] + state.chosen[seat] + state.played[seat] + state.lost[seat]
        assert sorted(cards) == list(range(len(data.characters)))
        assert set(state.revealed[seat]) <= set(state.played[seat] + state.hand[seat])
        assert state.helpers_now[seat] <= data.rules.helpers_per_round
    assert state.unbuilt() == sum(1 for owner in state.built_by if owner == -1) and (state.unbuilt() > 0 or state.last_round)
    from engine.castle.works import open_location

    for space, owner in enumerate(state.space_owner):
        assert owner == -1 or open_location(state, data.spaces[space].location)
    cards = state.pile + state.in_play + state.gone + ([state.winter_now] if state.winter_now != -1 else [])
    assert sorted(cards) == (list(range(len(data.winter.cards))) if state.season == "winter" else [])
    for seat in [*range(n), None]:
        view = state.player_view(seat)
        assert view["selection"] == ([data.characters[c].id for c in state.chosen[seat]] if seat is not None else [])
        assert [v["chosen"] for v in view["seats"]] == [len(c) for c in state.chosen]
        assert [len(v["hand"]) for v in view["seats"]] == [len(h) + len(c) for h, c in zip(state.hand, state.chosen)]
        assert view["winter"] is None or isinstance(view["winter"]["pile"], int)
        assert not {"chosen", "pile", "seed", "rng"} & set(view)


AUDITS = {"alhambra": audit_alhambra, "alcazar": audit_alcazar, "granada": audit_granada,
          "alhambra_granada": audit_alhambra_granada, "gardens": audit_gardens, "castle": audit_castle}


def test_every_game_has_a_component_audit():
    """A new game adds its audit above: what it conserves, and what makes its boards legal."""
    assert [game_id for game_id in REGISTRY.ids() if game_id not in AUDITS] == []


def check_oracle_agreement(state, legal, rng: random.Random) -> None:
    """The cheap legality check agrees with the legal list, on legal actions and near misses;
    an illegal action raises and changes nothing; every text form parses back."""
    legal_set = set(legal)
    groups = list(dict.fromkeys(a.group_name() for a in legal))
    assert state.legal_groups() == groups
    for group in groups:
        assert set(state.legal_actions(group)) == {a for a in legal if a.group_name() == group}
    for action in legal:
        assert state.game.parse_action(action.to_text()) == action
        assert state.is_legal(action), action
    before = state.clone()
    for candidate in near_misses(state, legal, rng):
        assert state.is_legal(candidate) == (candidate in legal_set), candidate
        if candidate not in legal_set:
            with pytest.raises(IllegalAction) as caught:
                state.apply(candidate)
            assert caught.value.reason
            assert state == before


def near_misses(state, legal, rng: random.Random):
    """Actions that differ a little from legal ones, built from the action classes alone:
    numbers moved by one, cells shifted, ids and cards swapped for others the game uses, and
    every kind that takes no fields."""
    words = sorted({v for a in legal for v in _values(a) if isinstance(v, str)} | {"nothing-1"})
    for cls in state.game.actions.by_kind.values():
        if not dataclasses.fields(cls):
            yield cls()
    for action in rng.sample(legal, min(6, len(legal))):
        for field in dataclasses.fields(action):
            value = getattr(action, field.name)
            if isinstance(value, bool) or value is None:
                continue
            if isinstance(value, int):
                options = [value - 1, value + 1, rng.randint(-3, 12)]
            elif isinstance(value, str):
                options = [rng.choice(words)]
            elif len(value) == 2 and all(isinstance(v, int) for v in value):
                x, y = value
                options = [(x + rng.choice((-1, 0, 1)), y + rng.choice((-1, 0, 1))), (x + 5, y)]
            else:
                options = [value[:-1], value + (rng.choice(words),)]
            for option in options:
                yield dataclasses.replace(action, **{field.name: option})


def _values(action):
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        yield from value if isinstance(value, tuple) else (value,)


def check_clone_and_views(state, rng: random.Random) -> None:
    """clone() is equal and independent; views show other hands only as counts; a re-dealt
    state looks the same to its seat and depends on nothing that seat cannot see."""
    copy = state.clone()
    assert copy == state
    copy.rng.random()
    assert copy != state
    seat = rng.randrange(state.num_players)
    seed = rng.getrandbits(32)
    redealt = state.determinize(seat, random.Random(seed))
    assert redealt.player_view(seat) == state.player_view(seat)
    if seat == state.current_player:
        assert redealt.legal_actions() == state.legal_actions()
    # Honesty: another state with the same view for this seat determinizes identically.
    other = state.determinize(seat, random.Random(seed + 1))
    assert other.determinize(seat, random.Random(7)) == state.determinize(seat, random.Random(7))


def check_record_replays(state) -> None:
    """record -> YAML -> record -> replay gives the same final state."""
    players = [PlayerEntry(f"P{i + 1}", "bot", "random") for i in range(state.num_players)]
    text = GameRecord.for_state(state, players).to_yaml()
    replayed = GameRecord.from_yaml(text).replay(REGISTRY)
    assert replayed == state
    assert replayed.history == state.history
