"""Granada refusals reach the player in their words: no coordinates, no engine ids, from their side."""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from engine.core import IllegalAction, default_registry  # noqa: E402
from engine.core.errors import Refusal  # noqa: E402
from gui.games.granada.texts import (  # noqa: E402
    REFUSAL_CODES,
    city_title,
    event_text,
    face_name,
    flip_fee_text,
    refusal_text,
    status_text,
)

from tests.engine.test_granada_refusals import CASES, placing  # noqa: E402
from tests.gui.test_alhambra_refusal_words import sweep_refusals  # noqa: E402
from tests.helpers.actions import random_play_to_a_choice  # noqa: E402

GAME = default_registry().get("granada")
OTHER = GAME.data.faces.other
NAMES = ["Ana", "Bo", "Cy"]
COORDINATES = re.compile(r"-?\d+\s*,\s*-?\d+")
ENGINE_ID = re.compile(r"\b[a-z]+-\d+\b|\bg\d\d-[a-z]+\b|\b[bgoy]\d+\b|\b(?:BLUE|GREEN|ORANGE|YELLOW|EVEN|ODD|palace|juan)\b")
ENGINE = Path(__file__).resolve().parents[2] / "engine"
CODE = r'"((?:city|pay|take|market|end|pass|reserve|place|phase|flip|juan)\.(?!yaml|py)[a-z_]+)"'
# Payment codes only Alhambra's modules reach: money changers, and the vizier's exact price.
ALHAMBRA_ONLY = {"pay.two_changers", "pay.changer_currency", "pay.changer_money", "pay.overpay"}


def player_words(text: str | None) -> bool:
    """No coordinates, no engine ids, one sentence."""
    return bool(text) and not COORDINATES.search(text) and not ENGINE_ID.search(text) and text.count(". ") == 0


def test_every_engine_code_has_a_phrasing():
    """Each refusal code Granada's engine and the family's moves, cities and payments use has a sentence."""
    used = set()
    for source in [*(ENGINE / "granada").glob("*.py"), *(ENGINE / "tilecity" / n for n in ("moves.py", "turn.py", "checks.py", "payment.py"))]:
        used |= set(re.findall(CODE, source.read_text()))
    used |= {"city.moats_meet", "city.swap_moats", "city.through_moat"}  # named after the feature (engine/tilecity/edges.py)
    used -= ALHAMBRA_ONLY
    assert {"flip.nowhere", "juan.face", "city.occupied", "pay.too_little"} <= used
    assert used <= REFUSAL_CODES, sorted(used - REFUSAL_CODES)


def test_every_phrasing_reads_in_player_words(qapp):
    """Every code phrased, with any subjects and from every side, names no id and no cell."""
    for code, seat, moat, viewer in itertools.product(sorted(REFUSAL_CODES), (None, 0, 1), (True, False), (None, 0, 1)):
        subjects = {"tile": "arena-10", "face": "hospital-11", "neighbour": "palace", "incoming": "park-9", "cell": (1, 0),
                    "side": "east", "moat": moat, "cards": ("o1", "g2"), "currency": "ORANGE", "currencies": ("ORANGE", "GREEN"),
                    "cost": 10, "paid": 7, "changer": False, "limit": 5, "total": 2, "fee": 3, "count": 1, "slot": 2}
        if seat is not None:
            subjects["seat"] = seat
        text = refusal_text(Refusal("engine words", code, **subjects), viewer, NAMES)
        assert player_words(text), (code, text)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_granadas_own_refusals_read_in_player_words(qapp, case):
    """The refusals about faces, the flip fee and Juan, met in real positions."""
    _name, make, action, code, _words = case
    with pytest.raises(IllegalAction) as caught:
        make().apply(action)
    text = refusal_text(caught.value.reason, 0, NAMES)
    assert player_words(text), text


def test_the_refusals_say_what_the_rule_is(qapp):
    """A few sentences in full: the moat rule, the start tile, the fee, the face a tile keeps."""
    moat = Refusal("", "city.moats_meet", tile="school-2", cell=(1, 0), seat=1, side="west", moat=True, neighbour="palace")
    assert refusal_text(moat, 0, NAMES) == "School 2 would put a moat against an open side of the Alhambra: moats must meet moats."
    start = Refusal("", "city.start_tile", tile="palace", seat=0)
    assert refusal_text(start, 0, NAMES) == "The Alhambra can never be moved."
    side = Refusal("", "city.no_side", tile="park-9", cell=(1, 1), seat=1)
    assert refusal_text(side, 0, NAMES) == "That spot doesn't touch Bo's Granada along a side."
    fee = Refusal("", "flip.too_little", fee=3, total=2, tile="arena-10")
    assert refusal_text(fee, 0, NAMES) == "The flip fee is at least 3 in one currency; these cards are worth 2."
    mixed = Refusal("", "flip.mixed_currency", currencies=("GREEN", "ORANGE"), cards=("g5", "o1"), tile="arena-10")
    assert refusal_text(mixed, 0, NAMES) == "The flip fee is paid in one currency, not in dirham and ducat."
    face = Refusal("", "place.face", tile="arena-10", face="hospital-11")
    assert refusal_text(face, 0, NAMES) == "Arena 10 is built on the face it shows; pay the flip fee first to build it as Hospital 11."
    juan = Refusal("", "juan.awarded", tile="arena-10")
    assert refusal_text(juan, 0, NAMES) == "A tile awarded at the end of the game cannot go to Juan."


def test_a_flip_for_a_face_that_fits_nowhere_is_explained(qapp):
    """Spec G-20: no fee for a face that cannot be built; the sentence says the reserve is free."""
    state = placing(pending=["bath-2"], seats=[{"hand": ["o1", "o2", "g5"], "city": {"1,0": "hostel-6"}}, {}, {}])
    reason = state.illegal_reason(GAME.parse_action("flip tile=bath-2 pay=g5"))
    assert refusal_text(reason, 0, NAMES) == (
        "Hostel 3, the other face of Bathhouse 2, fits nowhere in your Granada, so no fee is taken; "
        "your reserve takes either face for free."
    )


def test_refusals_of_a_random_sweep_read_in_player_words(qapp):
    """Refusals met in random games, with and without Juan, phrase without ids or coordinates."""
    seen = set()
    for players, params in ((2, {}), (3, {}), (3, {"flipFee": "threeCardsSingleCurrency", "scoring": "simple"})):
        states = [random_play_to_a_choice(GAME, players, params, seed, moves) for seed in range(4) for moves in (3, 25, 60)]
        seen |= sweep_refusals(states, lambda reason, state: refusal_text(reason, state.current_player, NAMES), player_words)
    assert len(seen) >= 10, seen


def test_log_and_status_lines_read_in_player_words(qapp):
    """Every log and status line of whole random games names faces, money and players, never ids."""
    from engine.ai import RandomBot

    kinds = set()
    for players in (2, 3):
        state, bot = GAME.new_state(players, {}, 4), RandomBot(4)
        while not state.is_terminal:
            view = state.player_view(state.current_player)
            for mine in (True, False):
                assert player_words(status_text(view, NAMES, mine)), status_text(view, NAMES, mine)
            for event in state.apply(bot.choose(state)):
                line = event_text(event, NAMES)
                if line is not None:
                    assert not ENGINE_ID.search(line) and not COORDINATES.search(line), line
                    kinds.add(event.kind)
        assert player_words(status_text(state.player_view(0), NAMES, True))
    assert {"tile_bought", "tile_flipped", "tile_given_to_juan", "juan_drew", "scoring", "game_over"} <= kinds


def test_cities_faces_and_the_fee_in_words(qapp):
    """The viewer's own city reads "Your Granada"; faces read as type and value; the fee by its rule."""
    assert city_title(0, 0, NAMES) == "Your Granada"
    assert city_title(0, 1, NAMES) == "Ana's Granada"
    assert city_title(1, None, NAMES) == "Bo's Granada"
    assert face_name("arena-10") == "Arena 10"
    assert face_name(OTHER["arena-10"]) == "Hospital 11"
    assert face_name("residential-7") == "Residential district 7"
    assert flip_fee_text({"flipFee": "valueAtLeast3SingleCurrency"}) == "at least 3 in one currency"
    assert flip_fee_text({"flipFee": "threeCardsSingleCurrency"}) == "at least 3 cards of one currency"
