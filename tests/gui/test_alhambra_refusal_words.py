"""Alhambra refusals reach the player in their words: no coordinates, no engine ids, from their side."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


from engine.core import default_registry  # noqa: E402
from engine.core.errors import Refusal  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games.alhambra.texts import REFUSAL_CODES, city_title, refusal_text  # noqa: E402

from tests.helpers.actions import random_play_to_a_choice  # noqa: E402
from tests.helpers.gui import buy_market_tile, centre, drag_scene  # noqa: E402

GAME = default_registry().get("alhambra")
SEED = 8  # seat 0 starts a 3-player game and can buy the tile on space 3 for exactly b7
COORDINATES = re.compile(r"-?\d+\s*,\s*-?\d+")
ENGINE_ID = re.compile(r"\b[a-z]+-\d+[a-z]?\b|\bx-[a-z]{2}\b|\b[bgoy]\d+\b")
ENGINE_DIR = Path(__file__).resolve().parents[2] / "engine" / "alhambra"


def start(window, qtbot, names=("Ana", "Bo", "Cy"), params=None):
    seats = [SeatSetup(name, colour, kind, None if kind == "human" else "random")
             for name, colour, kind in zip(names, ("red", "blue", "green"), ("human", "computer", "computer"))]
    window.start_game(GameSetup("alhambra", seats, params or {}), seed=SEED)
    qtbot.waitUntil(lambda: window.session.waiting_for_human(), timeout=10_000)


def player_words(text: str) -> bool:
    """No coordinates, no engine ids, one sentence."""
    return bool(text) and not COORDINATES.search(text) and not ENGINE_ID.search(text) and text.count(". ") == 0


def test_every_engine_code_has_a_phrasing():
    """Each refusal code the Alhambra engine uses has a sentence in the table's words."""
    used = set()
    for source in ENGINE_DIR.glob("*.py"):
        used |= set(re.findall(r'"((?:city|pay|take|market|end|pass|reserve|place|phase|dirk|huts|vizier|bonus)\.(?!yaml|py)[a-z_]+)"',
                               source.read_text()))
    assert used and used <= REFUSAL_CODES, sorted(used - REFUSAL_CODES)


def sweep_refusals(states, say, readable=player_words) -> set[str]:
    """The codes of the refusals met when each of ``states`` is asked about a sample of the actions
    legal in any of them; each refusal, said by ``say(refusal, state)``, must be ``readable``."""
    pool = sorted({a for s in states for a in s.legal_actions()}, key=str)
    rng = random.Random(1)
    seen = set()
    for state in states:
        for action in rng.sample(pool, min(len(pool), 80)):
            reason = state.illegal_reason(action)
            if reason is None:
                continue
            assert isinstance(reason, Refusal)
            text = say(reason, state)
            assert readable(text), (reason.code, text)
            seen.add(reason.code)
    return seen


def test_refusals_of_a_random_sweep_read_in_player_words(qapp):
    """Refusals met in random games, with every module, phrase without ids or coordinates."""
    names = ["Ana", "Bo", "Cy"]
    seen = set()
    for params in ({}, {"vizier": True, "bureauDeChange": True, "bonusCards": True, "workersHuts": True}):
        states = [random_play_to_a_choice(GAME, 3, params, seed, moves) for seed in range(6) for moves in (3, 25)]
        seen |= sweep_refusals(states, lambda reason, state: refusal_text(reason, state.current_player, names, state.data.hut_colour))
    assert len(seen) >= 10


def test_a_drop_on_a_bad_cell_says_why_in_player_words(window, qtbot):
    """A tile dropped where it only touches a corner springs back; the status bar says why plainly."""
    start(window, qtbot)
    table = window.table
    tile = buy_market_tile(window)
    drag_scene(window, centre(table.tiles[tile]), table.frame.cell_rect((1, 1)).center())
    message = window.statusBar().currentMessage()
    assert message == "That spot doesn't touch your Alhambra along a side."
    assert player_words(message)


def test_disabled_buttons_explain_in_player_words(window, qtbot):
    """Take money with too much picked is disabled, and its tooltip is the whole phrased sentence."""
    start(window, qtbot)
    table, state = window.table, window.session.state
    values = [int(c[1:]) for c in state.display]
    assert sum(values) > 5  # the seed's display: all four cards are over the limit
    table.picked_display = set(range(len(values)))
    table.refresh_interaction()
    button = window.action_bar.button("take")
    assert not button.isEnabled()
    assert button.toolTip() == "Several cards may be taken only if they add up to 5 or less."
    for name in ("take", "buy", "end", "pass"):
        button = window.action_bar.button(name)
        action = window.action_bar.buttons[name][1].make()
        reason = state.illegal_reason(action) if action is not None else None
        if isinstance(reason, Refusal):
            assert button.toolTip() == table.refusal_text(reason) and player_words(button.toolTip())


def test_cities_are_titled_from_the_viewers_side(window, qtbot):
    """The viewer's own city reads "Your Alhambra", another's "Ana's Alhambra"."""
    start(window, qtbot)
    names = [p.name for p in window.session.players]
    assert city_title(0, 0, names) == "Your Alhambra"
    assert city_title(0, 1, names) == "Ana's Alhambra"
    assert city_title(1, None, names) == "Bo's Alhambra"
    refusal = Refusal("cell 1,1 does not touch the city along a side", "city.no_side", tile="garden-7", cell=(1, 1), seat=1)
    assert refusal_text(refusal, 0, names, {}) == "That spot doesn't touch Bo's Alhambra along a side."
    walls = Refusal("", "city.walls_meet", tile="chambers-6", cell=(1, 0), seat=0, side="east", wall=True, neighbour="fountain")
    assert refusal_text(walls, 0, names, {}) == (
        "Chambers 6 would put a wall against an open side of the Lion fountain: walls must meet walls."
    )
