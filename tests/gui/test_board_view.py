"""The board view: fit, zoom range, zoom around the mouse, and never a resize loop with its scroll bars.

A view that refits itself against its viewport can livelock: a zoom shows a scroll bar, the
viewport shrinks, the refit shrinks the table, the bar is no longer needed and goes, the
viewport grows, the refit enlarges the table, the bar comes back... The sweeps below look for
that at many window sizes and zooms. They run in a child process with a deadline, so a loop
fails the test with the child's stacks instead of freezing the run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QEventLoop, QObject, QPoint, QRectF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene  # noqa: E402

from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games.tilecity.layout import TABLE as ALHAMBRA_TABLE  # noqa: E402
from gui.scene.board_view import ZOOM_RANGE, BoardView  # noqa: E402
from gui.scene.table_scene import SCENE_MARGIN  # noqa: E402

from tests.helpers.gui import open_main_window, watchdog  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SCENES = {  # scene rects of the shapes the games use: Alhambra's 4:3, Alcazar's wider table, a tall one
    "alhambra": ALHAMBRA_TABLE.adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN),
    "wide": QRectF(-20, -20, 2012, 1407),
    "tall": QRectF(0, 0, 800, 1200),
}
ZOOM_INS = 6  # 1.25 ** 6 is just under the 4x limit
QUIET_ROUNDS = 10  # event-loop rounds a view may take to settle after a change
SWEEP_DEADLINE = 30.0  # seconds; a sweep takes a few, a resize loop takes forever
CHILD_WATCHDOG = 25.0  # the child dumps its stacks and exits before the parent gives up on it


class ResizeCounter(QObject):
    """Counts the resizes of a widget (a view's viewport: each scroll bar shown or hidden is one)."""

    def __init__(self, widget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
        return False


def run_loop_once() -> None:
    """One pass of a real event loop: returns once a zero timer fires (never, if timers are starved)."""
    loop = QEventLoop()
    QTimer.singleShot(0, loop.quit)
    loop.exec()


def settle(view: BoardView, counter: ResizeCounter) -> None:
    """Run the event loop until the viewport stops changing size; fail if it keeps on."""
    for _ in range(QUIET_ROUNDS):
        before = counter.count
        run_loop_once()
        if counter.count == before:
            return
    raise AssertionError(f"the view keeps resizing at {view.width()}x{view.height()}, zoom {view.zoom:.3f}")


def visible_scene_rect(view: BoardView) -> QRectF:
    """The part of the scene the viewport shows, give or take a pixel of rounding."""
    slack = 1.0 / view.transform().m11()
    return view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-slack, -slack, slack, slack)


def check_size(view: BoardView, counter: ResizeCounter, width: int, height: int) -> None:
    """Resize, fit and zoom in step by step at one size, checking each step settles and keeps its promises."""
    view.resize(width, height)
    view.fit()
    settle(view, counter)
    fitted = view.transform().m11()
    assert visible_scene_rect(view).contains(view.sceneRect()), f"fit hides part of the table at {width}x{height}"
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
    for _ in range(ZOOM_INS):
        view.zoom_in()
        settle(view, counter)
        assert ZOOM_RANGE[0] <= view.zoom <= ZOOM_RANGE[1]
        assert fitted <= view.transform().m11() <= fitted * ZOOM_RANGE[1]
    for _ in range(ZOOM_INS):  # back through the same zooms: settling at each again would add nothing
        view.zoom_out()
    settle(view, counter)
    assert view.zoom == ZOOM_RANGE[0]
    assert view.transform().m11() == pytest.approx(fitted)


def sweep(scene_name: str, widths: range, heights: range, view_class=BoardView) -> int:
    """Check every size of the grid for one scene shape; returns how many sizes were checked."""
    app = QApplication.instance() or QApplication([])
    scene = QGraphicsScene(SCENES[scene_name])
    scene.addRect(SCENES[scene_name])
    view = view_class(scene)
    counter = ResizeCounter(view.viewport())
    view.show()
    checked = 0
    for width in widths:
        for height in heights:
            check_size(view, counter, width, height)
            checked += 1
    view.close()
    app.processEvents()
    return checked


def child_sweep(scene_name: str, widths: tuple[int, int, int], heights: tuple[int, int, int]) -> None:
    """The child process's part: a sweep under a watchdog that dumps stacks and exits on a hang."""
    import faulthandler

    faulthandler.dump_traceback_later(CHILD_WATCHDOG, exit=True)
    checked = sweep(scene_name, range(*widths), range(*heights))
    faulthandler.cancel_dump_traceback_later()
    print(f"checked {checked} sizes")


def run_sweep_in_child(scene_name: str, widths: tuple[int, int, int], heights: tuple[int, int, int]) -> str:
    """Sweep in a fresh process under a deadline; a loop, an error or a hang fails with the child's output."""
    code = f"from tests.gui.test_board_view import child_sweep; child_sweep({scene_name!r}, {widths!r}, {heights!r})"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                                timeout=SWEEP_DEADLINE)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the sweep hung for {SWEEP_DEADLINE:.0f} s:\n{exc.stderr or ''}")
    assert result.returncode == 0, f"the sweep failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


# Widths 300..1600 and heights 200..1000; the odd steps keep the grid off round numbers, so it
# meets sizes where a table barely does or does not need a scroll bar.
@pytest.mark.parametrize("scene_name", sorted(SCENES))
def test_no_size_makes_the_view_loop_with_its_scroll_bars(scene_name):
    """Over a grid of sizes, each fitted then zoomed in 1..6 times and back, the view settles every time."""
    out = run_sweep_in_child(scene_name, (300, 1601, 61), (200, 1001, 53))
    assert "checked 352 sizes" in out


def test_sizes_at_the_edge_of_a_scroll_bar_settle():
    """The reported size and a band of sizes where a zoomed table is within a scroll bar's width
    of fitting across: there a refit against the viewport met the bar coming and going forever."""
    out = run_sweep_in_child("alhambra", (560, 600, 1), (340, 362, 3))
    assert "checked 320 sizes" in out


def shown_view(qtbot, width: int, height: int) -> BoardView:
    """A board view of Alhambra's table, ``width`` x ``height`` pixels, shown and exposed."""
    scene = QGraphicsScene(SCENES["alhambra"])
    view = BoardView(scene)
    scene.setParent(view)  # the view keeps its scene alive
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_fit_shows_the_whole_table_and_zoom_stays_in_range(qtbot, capsys):
    """Fit shows all of the table; zoom stops at 4x fit and zooming out stops at fit."""
    view = shown_view(qtbot, 835, 480)
    counter = ResizeCounter(view.viewport())
    with watchdog(20, "zooming the view", capsys):
        view.fit()
        settle(view, counter)
        fitted = view.transform().m11()
        assert visible_scene_rect(view).contains(view.sceneRect())
        for _ in range(20):
            view.zoom_in()
            settle(view, counter)
        assert view.zoom == ZOOM_RANGE[1]
        assert view.transform().m11() <= fitted * ZOOM_RANGE[1]
        assert not visible_scene_rect(view).contains(view.sceneRect())
        for _ in range(20):
            view.zoom_out()
            settle(view, counter)
        assert view.zoom == ZOOM_RANGE[0]
        assert view.transform().m11() == pytest.approx(fitted)


def test_zoom_keeps_the_point_under_the_mouse(qtbot, capsys):
    """Zooming in keeps the part of the table under the mouse where it was."""
    view = shown_view(qtbot, 900, 700)
    view.fit()
    mouse = QPoint(600, 250)
    QTest.mouseMove(view.viewport(), mouse)
    qtbot.waitUntil(view.underMouse, timeout=2_000)
    before = view.mapToScene(mouse)
    with watchdog(20, "zooming the view", capsys):
        view.zoom_in()
        view.zoom_in()
        qtbot.wait(10)
    after = view.mapToScene(mouse)
    scale = view.transform().m11()
    assert abs(after.x() - before.x()) * scale < 3 and abs(after.y() - before.y()) * scale < 3


def test_zooming_the_window_at_the_reported_size_settles(qtbot, tmp_path, capsys):
    """An Alhambra table in an 835 x 480 window, zoomed in with Ctrl++ until the limit and back with Ctrl+-."""
    window = open_main_window(qtbot, tmp_path)
    seats = [SeatSetup("Ana", "red", "human"), SeatSetup("Ben", "blue", "computer", "random")]
    assert window.start_game(GameSetup("alhambra", seats, {}), seed=3)
    counter = ResizeCounter(window.view.viewport())
    with watchdog(20, "zooming the window", capsys):
        window.resize(835, 480)
        settle(window.view, counter)
        for key in (Qt.Key.Key_Plus,) * 8 + (Qt.Key.Key_Minus,) * 8:
            QTest.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
            settle(window.view, counter)
    assert window.view.zoom == ZOOM_RANGE[0]
    window.close()
