"""Refusals of A Castle for All Seasons: every code the rules give, each from a position where it
is the reason, with the state left unchanged; bad records and positions are refused naming the
action or the entry."""

from __future__ import annotations

import pickle
import re

import pytest

from engine.core import (
    GameRecord,
    PlayerEntry,
    PositionError,
    RecordError,
    Refusal,
    default_registry,
)
from engine.gardens.actions import Place
from tests.helpers.actions import illegal

REGISTRY = default_registry()
CASTLE = REGISTRY.get("castle")
WINTER_CARDS = ["village-tavern", "barn", "castle-maiden", "plague", "crack-in-the-wall", "snowdrift"]
HOUSE = {"sand": 1, "wood": 1, "stone": 1}


def position(players=4, params=None, **entries):
    pos = {"game": "castle", "players": players, "params": {"startPlayer": "first", **(params or {})}, "seed": 1, "round": 3}
    pos.update(entries)
    return CASTLE.state_from_position(pos)


def resolving(card, stage, seat_entry=None, players=4, built=False, params=None, **entries):
    """Seat 0 in the middle of ``card`` at ``stage``; with ``built``, having erected house-1 this round."""
    seat = {"revealed": [card], "play_area": [card], "talers": 30, "resources": {"sand": 2, "wood": 2, "clay": 2, "stone": 2, "silver": 1},
            **(seat_entry or {})}
    if built:
        seat["built"] = ["house-1"]
        entries["buildings"] = {**entries.get("buildings", {}), "house-1": {"seat": 0, "round": 3}}
    seats = [seat] + [{} for _ in range(players - 1)]
    active = {"card": card, "seat": 0, "stage": stage, **entries.pop("active", {})}
    return position(players, params, phase="resolve", active=active, seats=seats, **entries)


def winter(card, players=4, **entries):
    """A winter card being carried out, seat 0 to decide."""
    gone = [c for c in WINTER_CARDS if c != card]
    seats = entries.pop("seats", None) or [{"play_area": ["trader"], "talers": 1}] + [{} for _ in range(players - 1)]
    return position(players, {"season": "winter"}, phase="winter", seats=seats,
                    winter={"pile": [], "gone": gone, "current": card}, **entries)


def maiden(step, **maiden_entries):
    entry = {"state": "waiting" if step == "declare" else "won" if step == "share" else "active", "step": step, "round": 2,
             **maiden_entries}
    gone = [c for c in WINTER_CARDS if c != "castle-maiden"]
    in_play = [] if step == "share" else ["castle-maiden"]
    return position(3, {"season": "winter"}, phase="maiden",
                    winter={"pile": [], "in_play": in_play, "gone": gone + (["castle-maiden"] if step == "share" else []),
                            "maiden": entry})


def two_stonemasons(**active):
    """Seat 0's Stonemason buying from seat 1's W-sand (2 sand, 1 clay)."""
    seats = [{"revealed": ["stonemason"], "play_area": ["stonemason"], "talers": 2, "resources": HOUSE},
             {"revealed": ["worker-sand"], "play_area": ["worker-sand"]}, {}, {}]
    return position(phase="resolve", seats=seats, active={"card": "stonemason", "seat": 0, "stage": "buy", **active},
                    worker_cards=[{"seat": 1, "card": "worker-sand", "pieces": {"sand": 2, "clay": 1}}],
                    queue=[["worker-sand", 1]])


FULL_CARTS = {"sand": {"seat": 1, "round": 1}, "wood": {"seat": 2, "round": 1}, "clay": {"seat": 0, "round": 1},
              "stone": {"seat": 3, "round": 3}}
ALL_BUILT = {t.id: {"seat": 1, "round": 1} for t in CASTLE.data.tiles}

CASES = [
    # (id, state factory, action, code)
    ("over", lambda: position(phase="over"), "done", "game.over"),
    ("phase", lambda: position(), "done", "phase.wrong"),
    ("card unknown", lambda: position(), "choose card=jester", "card.unknown"),
    ("card chosen", lambda: position(2, seats=[{"chosen": ["trader"]}, {}]), "choose card=trader", "card.chosen"),
    ("card lost", lambda: position(seats=[{"lost": ["trader"]}, {}, {}, {}]), "choose card=trader", "card.lost"),
    ("card played", lambda: position(seats=[{"play_area": ["trader"]}, {}, {}, {}]), "choose card=trader", "card.in_play_area"),
    ("mb round 1", lambda: position(round=1), "choose card=master-builder", "card.master_builder_first_round"),
    ("mb full hand", lambda: position(), "choose card=master-builder", "card.master_builder_full_hand"),
    ("court step", lambda: maiden("court"), "court", "court.not_now"),
    ("decline step", lambda: maiden("court"), "decline", "decline.not_now"),
    ("deposit step", lambda: maiden("declare"), "deposit item=taler", "deposit.not_now"),
    ("withdraw step", lambda: maiden("declare"), "withdraw", "withdraw.not_now"),
    ("share step", lambda: maiden("declare"), "share item=taler", "share.not_now"),
    ("nothing to court with", lambda: position(3, {"season": "winter"}, phase="maiden", seats=[{"talers": 0, "resources": {}}, {}, {}],
                                               winter={"pile": [], "in_play": ["castle-maiden"], "gone": WINTER_CARDS[:2] + WINTER_CARDS[3:],
                                                       "maiden": {"state": "waiting", "step": "declare", "round": 2}}),
     "court", "maiden.nothing_to_deposit"),
    ("item unknown", lambda: maiden("court"), "deposit item=gold", "item.unknown"),
    ("item not held", lambda: maiden("court"), "deposit item=stone", "maiden.item_not_held"),
    ("declarer", lambda: maiden("court", declarer=0, round=3), "withdraw", "maiden.declarer_must_deposit"),
    ("item not on card", lambda: maiden("share", items={"sand": 1}, winner=1), "share item=wood", "maiden.item_not_on_card"),
    ("lose at the crack", lambda: winter("crack-in-the-wall", seats=[{"resources": {"stone": 1}}, {}, {}, {}]), "lose card=trader", "lose.not_now"),
    ("plague lose", lambda: winter("plague"), "lose card=bricklayer", "lose.not_in_play_area"),
    ("snowdrift not worker", lambda: winter("snowdrift"), "lose card=trader", "lose.not_worker"),
    ("snowdrift face down", lambda: winter("snowdrift", seats=[{"chosen": ["worker-sand"]}, {}, {}, {}]), "lose card=worker-sand", "lose.face_down"),
    ("snowdrift lost", lambda: winter("snowdrift", seats=[{"lost": ["worker-sand"]}, {}, {}, {}]), "lose card=worker-sand", "card.lost"),
    ("pay at the crack", lambda: winter("crack-in-the-wall", seats=[{"resources": {"stone": 1}}, {}, {}, {}]), "pay", "pay.not_now"),
    ("pay short", lambda: winter("snowdrift", seats=[{"talers": 2}, {}, {}, {}]), "pay", "pay.not_enough"),
    ("donate at the plague", lambda: winter("plague"), "donate stones=1", "donate.not_now"),
    ("donate negative", lambda: winter("crack-in-the-wall", seats=[{"resources": {"stone": 1}}, {}, {}, {}]), "donate stones=-1", "donate.negative"),
    ("donate many", lambda: winter("crack-in-the-wall", seats=[{"resources": {"stone": 5}}, {}, {}, {}]), "donate stones=4", "donate.too_many"),
    ("donate held", lambda: winter("crack-in-the-wall", seats=[{"resources": {"stone": 1}}, {}, {}, {}]), "donate stones=2", "donate.not_held"),
    ("convert at the plague", lambda: winter("plague", seats=[{"play_area": ["trader"], "resources": {"silver": 1}}, {}, {}, {}]),
     "convert piece=stone", "convert.not_now"),
    ("convert at the crack", lambda: winter("crack-in-the-wall", seats=[{"resources": {"silver": 1}}, {}, {}, {}]), "convert piece=wood",
     "convert.not_stone"),
    ("equip count", lambda: equipping(), "equip pieces=clay", "equip.count"),
    ("equip piece", lambda: equipping(), "equip pieces=clay,stone", "equip.piece"),
    ("equip resource", lambda: equipping(), "equip pieces=clay,gold", "resource.unknown"),
    ("equip short", lambda: equipping(removed={"clay": 13}), "equip pieces=clay,clay", "equip.stock_short"),
    ("recall stage", lambda: resolving("trader", "place"), "recall at=sand", "recall.not_now"),
    ("recall cart", lambda: resolving("trader", "recall", carts={"sand": {"seat": 0, "round": 1}}), "recall at=cow", "cart.unknown"),
    ("recall not own", lambda: resolving("trader", "recall", carts={"sand": {"seat": 0, "round": 1}, "wood": {"seat": 1, "round": 1}}),
     "recall at=wood", "recall.not_own"),
    ("must recall", lambda: resolving("trader", "recall", carts={"sand": {"seat": 0, "round": 1}}), "done", "recall.must"),
    ("trade stage", lambda: resolving("stonemason", "buy"), "trade at=sand", "trade.not_now"),
    ("trade unpaid", lambda: resolving("trader", "place", active={"unpaid": True}), "trade at=sand", "trade.unpaid"),
    ("trade source", lambda: resolving("trader", "place"), "trade at=sand source=sand", "trade.source_unknown"),
    ("trade innkeeper", lambda: resolving("trader", "place"), "trade at=sand source=innkeeper", "trade.no_innkeeper"),
    ("trade no helper", lambda: resolving("trader", "place", spaces={"forge-10": 0, "forge-6": 0, "market-1": 0, "market-2": 0},
                                          carts={"sand": {"seat": 0, "round": 1}, "wood": {"seat": 0, "round": 1}}),
     "trade at=clay", "trade.no_helper"),
    ("trade cart", lambda: resolving("trader", "place"), "trade at=cow", "cart.unknown"),
    ("trade own", lambda: resolving("trader", "place", carts=FULL_CARTS), "trade at=clay", "trade.own_helper"),
    ("trade rider", lambda: resolving("trader", "place"), "trade at=rider", "trade.rider_closed"),
    ("trade displace", lambda: resolving("trader", "place", carts={"sand": {"seat": 1, "round": 1}}), "trade at=sand", "trade.displace_closed"),
    ("trade this round", lambda: resolving("trader", "place", carts=FULL_CARTS), "trade at=stone", "trade.placed_this_round"),
    ("must place", lambda: resolving("trader", "place"), "done", "trade.must_place"),
    ("tower stage", lambda: resolving("stonemason", "buy"), "tower resource=sand", "tower.not_now"),
    ("tower resource", lambda: resolving("bricklayer", "tower"), "tower resource=gold", "resource.unknown"),
    ("tower none", lambda: resolving("bricklayer", "tower", tower={"sand": 2}), "tower resource=wood", "tower.none"),
    ("must take", lambda: resolving("bricklayer", "tower"), "done", "tower.must_take"),
    ("buy card", lambda: resolving("bricklayer", "build"), "buy owner=1 card=worker-sand piece=sand", "buy.not_now"),
    ("buy seat", two_stonemasons, "buy owner=7 card=worker-sand piece=sand", "buy.no_seat"),
    ("buy own", two_stonemasons, "buy owner=0 card=worker-sand piece=sand", "buy.own_worker"),
    ("buy unknown", two_stonemasons, "buy owner=1 card=jester piece=sand", "card.unknown"),
    ("buy not revealed", two_stonemasons, "buy owner=1 card=worker-wood piece=wood", "buy.not_revealed"),
    ("buy resource", two_stonemasons, "buy owner=1 card=worker-sand piece=gold", "resource.unknown"),
    ("buy missing", two_stonemasons, "buy owner=1 card=worker-sand piece=wood", "buy.piece_missing"),
    ("buy refused", lambda: two_stonemasons(refused=[[1, "worker-sand"]]), "buy owner=1 card=worker-sand piece=sand", "buy.refused"),
    ("buy total", lambda: two_stonemasons(bought=[[2, "worker-wood"]]), "buy owner=1 card=worker-sand piece=sand", "buy.limit_total"),
    ("buy per card", lambda: stonemason_rule(bought=[[1, "worker-sand"]]), "buy owner=1 card=worker-sand piece=sand", "buy.limit_card"),
    ("buy taler", lambda: stonemason_rule(talers=0), "buy owner=1 card=worker-sand piece=sand", "buy.no_taler"),
    ("erect role", lambda: resolving("trader", "place"), "erect building=house-1 sand=1 wood=1 stone=1", "erect.role"),
    ("erect after helpers", lambda: resolving("stonemason", "helpers", built=True), "erect building=house-2 sand=1 wood=1 stone=1",
     "erect.after_helpers"),
    ("erect limit", lambda: resolving("stonemason", "build", built=True, active={"builds": 2}), "erect building=house-2 sand=1 wood=1 stone=1",
     "erect.limit"),
    ("building unknown", lambda: resolving("stonemason", "build"), "erect building=igloo sand=1 wood=1 stone=1", "building.unknown"),
    ("building erected", lambda: resolving("stonemason", "build", built=True), "erect building=house-1 sand=1 wood=1 stone=1",
     "building.erected"),
    ("payment negative", lambda: resolving("stonemason", "build"), "erect building=house-1 sand=-1 wood=1 stone=1", "payment.negative"),
    ("payment held", lambda: resolving("stonemason", "build"), "erect building=house-1 sand=3 wood=1 clay=1", "payment.not_held"),
    ("payment value", lambda: resolving("stonemason", "build"), "erect building=house-1 sand=2 wood=1 stone=1", "payment.value"),
    ("payment types", lambda: resolving("stonemason", "build"), "erect building=house-1 wood=2 clay=1", "payment.types"),
    ("convert role", lambda: resolving("trader", "place"), "convert piece=stone", "convert.role"),
    ("convert after helpers", lambda: resolving("stonemason", "helpers", built=True), "convert piece=stone", "convert.after_helpers"),
    ("convert limit", lambda: resolving("stonemason", "build", built=True, active={"builds": 2}), "convert piece=stone", "convert.limit"),
    ("convert complete", lambda: resolving("stonemason", "buy", buildings=ALL_BUILT), "convert piece=stone", "convert.castle_complete"),
    ("convert resource", lambda: resolving("stonemason", "build"), "convert piece=gold", "resource.unknown"),
    ("convert silver", lambda: resolving("stonemason", "build"), "convert piece=silver", "convert.silver"),
    ("convert no silver", lambda: resolving("stonemason", "build", {"resources": HOUSE}), "convert piece=stone", "convert.no_silver"),
    ("convert stock", lambda: resolving("stonemason", "build", removed={"stone": 12}), "convert piece=stone", "convert.stock_empty"),
    ("helper role", lambda: resolving("worker-sand", "build", built=True), "helper at=forge-10", "helper.role"),
    ("helper no building", lambda: resolving("stonemason", "build"), "helper at=forge-10", "helper.no_building"),
    ("helper cap", lambda: resolving("stonemason", "build", {"helpers_placed": 2}, built=True), "helper at=forge-10", "helper.cap"),
    ("space unknown", lambda: resolving("stonemason", "build", built=True), "helper at=roof", "space.unknown"),
    ("space closed", lambda: resolving("stonemason", "build", built=True), "helper at=keep", "space.closed"),
    ("space taken", lambda: resolving("stonemason", "build", built=True, spaces={"forge-10": 1}), "helper at=forge-10", "space.taken"),
    ("same building", lambda: resolving("stonemason", "build", {"placed": ["forge"], "helpers_placed": 1}, built=True, spaces={"forge-6": 0}),
     "helper at=forge-10", "helper.same_building"),
    ("helper no helper", lambda: resolving("stonemason", "build", built=True, spaces={f"{s}": 0 for s in ("forge-6", "market-1", "market-2")},
                                           carts={"sand": {"seat": 0, "round": 1}, "wood": {"seat": 0, "round": 1}, "clay": {"seat": 0, "round": 1}}),
     "helper at=forge-10", "helper.no_helper"),
    ("helper innkeeper", lambda: resolving("stonemason", "build", built=True), "helper at=forge-10 source=innkeeper", "helper.no_innkeeper"),
    ("helper source", lambda: resolving("stonemason", "build", built=True), "helper at=forge-10 source=supply", "helper.source_unknown"),
    ("helper cart", lambda: resolving("stonemason", "build", built=True), "helper at=forge-10 source=sand", "helper.not_own_cart"),
    ("helper fee", lambda: resolving("stonemason", "build", {"talers": 9}, built=True), "helper at=forge-10", "helper.fee"),
    ("innkeeper role", lambda: resolving("worker-sand", "build", built=True), "innkeeper", "innkeeper.role"),
    ("innkeeper building", lambda: tavern(built=False), "innkeeper", "innkeeper.no_building"),
    ("innkeeper cap", lambda: tavern(seat_entry={"helpers_placed": 2}), "innkeeper", "innkeeper.cap"),
    ("innkeeper tavern", lambda: resolving("stonemason", "build", built=True), "innkeeper", "innkeeper.no_tavern"),
    ("innkeeper taken", lambda: tavern(innkeeper=2), "innkeeper", "innkeeper.taken"),
    ("innkeeper source", lambda: tavern(), "innkeeper source=innkeeper", "innkeeper.source_innkeeper"),
    ("innkeeper supply", lambda: tavern(spaces={"forge-10": 0, "forge-6": 0, "market-1": 0, "market-2": 0, "small-gate": 0},
                                        carts={"clay": {"seat": 0, "round": 1}}), "innkeeper", "innkeeper.no_helper"),
    ("innkeeper unknown source", lambda: tavern(), "innkeeper source=cellar", "innkeeper.source_unknown"),
    ("innkeeper cart", lambda: tavern(), "innkeeper source=wood", "innkeeper.not_own_cart"),
    ("innkeeper fee", lambda: tavern(seat_entry={"talers": 2}), "innkeeper", "innkeeper.fee"),
    ("palace many", lambda: palace_turn(), "palace stone=6", "palace.too_many"),
    ("palace negative", lambda: palace_turn(), "palace stone=-1", "payment.negative"),
    ("palace held", lambda: palace_turn(), "palace clay=1", "payment.not_held"),
]


def equipping(**entries):
    seats = [{"revealed": ["worker-stone"], "play_area": ["worker-stone"]}, {}, {}, {}]
    return position(phase="equip", seats=seats, equip=[[0, "worker-stone"]], **entries)


def stonemason_rule(**active):
    talers = active.pop("talers", 2)
    seats = [{"revealed": ["stonemason"], "play_area": ["stonemason"], "talers": talers, "resources": HOUSE},
             {"revealed": ["worker-sand"], "play_area": ["worker-sand"]}, {}, {}]
    return position(params={"stonemasonPurchase": "onePerWorkerCard"}, phase="resolve", seats=seats,
                    active={"card": "stonemason", "seat": 0, "stage": "buy", **active},
                    worker_cards=[{"seat": 1, "card": "worker-sand", "pieces": {"sand": 2, "clay": 1}}], queue=[["worker-sand", 1]])


def tavern(built=True, seat_entry=None, innkeeper=None, spaces=None, carts=None):
    spaces = spaces or {}
    gone = [c for c in WINTER_CARDS if c != "village-tavern"]
    winter = {"pile": [], "in_play": ["village-tavern"], "gone": gone, "innkeeper": innkeeper}
    buildings = {"small-gate": {"seat": 1, "round": 1}} if "small-gate" in spaces else {}
    return resolving("stonemason", "build", seat_entry, built=built, params={"season": "winter"}, winter=winter, spaces=spaces,
                     buildings=buildings, carts=carts or {})


def palace_turn():
    seats = [{"resources": {"stone": 6}}, {}, {}, {}]
    return position(phase="palace", round=12, track=0, last_round=True, seats=seats, buildings={"palace": {"seat": 1, "round": 5}},
                    spaces={"palace-1": 0}, final={"step": 7}, turn=[0])


@pytest.mark.parametrize("make, text, code", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_refusal_codes(make, text, code):
    state = make()
    reason = illegal(state, text)
    assert isinstance(reason, Refusal) and reason.code == code, reason
    assert str(reason)


def test_every_code_of_the_rules_is_tested():
    """The codes above are all the engine gives: every Refusal(..., code) in engine/castle, the
    codes made from a prefix expanded with the prefixes its callers pass."""
    import ast
    from pathlib import Path

    fixed, tails = set(), set()
    for path in (Path(__file__).parents[2] / "engine" / "castle").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Refusal" and len(node.args) > 1:
                code = node.args[1]
                if isinstance(code, ast.Constant):
                    fixed.add(code.value)
                else:
                    tails.add(code.values[-1].value)
    assert "phase.wrong" in fixed and len(fixed) > 60
    tested = {c[3] for c in CASES}
    assert sorted(fixed - tested) == []
    # A prefix with a tail: the erect/convert stage checks, the helper/innkeeper checks, the maiden's steps.
    made = {c for c in tested if "." in c and "." + c.split(".", 1)[1] in tails}
    never = {"helper.source_innkeeper", "innkeeper.no_innkeeper"}  # the innkeeper never sources itself
    for prefix, wanted in (("erect", (".role", ".after_helpers", ".limit")), ("convert", (".role", ".after_helpers", ".limit")),
                           ("helper", (".role", ".no_building", ".cap", ".no_helper", ".no_innkeeper", ".source_unknown", ".not_own_cart")),
                           ("innkeeper", (".role", ".no_building", ".cap", ".no_helper", ".source_innkeeper", ".source_unknown", ".not_own_cart")),
                           ("court", (".not_now",)), ("decline", (".not_now",)), ("deposit", (".not_now",)), ("withdraw", (".not_now",)),
                           ("share", (".not_now",)), ("recall", (".not_now",)), ("trade", (".not_now",)), ("tower", (".not_now",))):
        assert {prefix + tail for tail in wanted} - never <= made, prefix


def test_a_foreign_action_is_refused():
    state = position()
    reason = state.illegal_reason(Place("pgyo-1", 0, 0, 0))
    assert reason.code == "game.foreign_action"


def test_refusals_survive_pickling():
    reason = position().illegal_reason(CASTLE.parse_action("choose card=jester"))
    copy = pickle.loads(pickle.dumps(reason))
    assert (copy, copy.code, copy.subjects) == (reason, "card.unknown", {"card": "jester"})


def test_a_record_with_a_refused_action_names_it():
    state = CASTLE.new_state(2, {}, 1)
    record = GameRecord.for_state(state, [PlayerEntry("A", "human"), PlayerEntry("B", "human")])
    record.actions = ["choose card=master-builder"]
    with pytest.raises(RecordError, match=r"action 1 'choose card=master-builder' does not replay: .*first round"):
        GameRecord.from_yaml(record.to_yaml()).replay(REGISTRY)


@pytest.mark.parametrize("entries, where", [
    ({"round": 13}, "round"),
    ({"phase": "lunch"}, "phase"),
    ({"seats": [{"hand": ["trader"]}, {}, {}, {}]}, "seats[0].hand"),
    ({"seats": [{"chosen": ["trader", "trader"]}, {}, {}, {}]}, "seats[0].chosen[1]"),
    ({"carts": {"cow": {"seat": 1}}}, "carts"),
    ({"spaces": {"keep": 1}}, "spaces.keep"),
    ({"stock": {"sand": 1}}, "stock"),
    ({"bank": 5}, "bank"),
    ({"seats": [{"helpers": 2}, {}, {}, {}]}, "seats[0].helpers"),
    ({"winter": {}}, "winter"),
    ({"phase": "resolve"}, "active"),
    ({"seats": [{"resources": {"gold": 1}}, {}, {}, {}]}, "seats[0].resources.gold"),
])
def test_bad_positions_name_the_entry(entries, where):
    with pytest.raises(PositionError, match=re.escape(f"position entry '{where}'")):
        position(**entries)
