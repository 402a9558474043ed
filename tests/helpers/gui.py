"""Driving the app's main window in tests: opening it, clicking and dragging on its table, taking its picture."""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QImage, QMouseEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine.core import default_registry  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402


def open_main_window(qtbot, tmp_path) -> MainWindow:
    """A main window on fresh settings and data under ``tmp_path``, without animations, shown at 1400 x 900."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(default_registry(), settings, tmp_path / "data")
    window.set_speed(0)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def centre(item) -> QPointF:
    """The centre of a scene item, in scene coordinates."""
    return item.sceneBoundingRect().center()


def click_scene(window, point: QPointF) -> None:
    """Click the left button on the window's table at ``point`` (scene coordinates)."""
    pos = window.view.mapFromScene(point)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def drag_scene(window, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """Press, move with the button held (QTest cannot hold buttons while moving), release."""
    view = window.view
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        pos = a + (b - a) * (i / steps)
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def window_picture(window, path: Path) -> QImage:
    """Save a picture of ``window`` to ``path`` and load it back."""
    assert window.grab().save(str(path))
    return QImage(str(path))


def sampled_colours(image: QImage) -> set[int]:
    """The colours of a grid of the image's pixels (every 37th column of every 41st row)."""
    return {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}



WATCHDOG_GRACE = 10.0  # seconds between the soft and the hard end of a hung block


class Hung(AssertionError):
    """A block under :func:`watchdog` ran past its deadline."""


@contextmanager
def watchdog(seconds: float, what: str, capsys=None):
    """Fail a block that runs longer than ``seconds`` instead of hanging the test run.

    First softly: an alarm raises :class:`Hung` as soon as the test's own code runs again.
    If the GUI thread is stuck in Qt (an exception raised inside a Qt callback does not
    leave Qt's loop), the grace period runs out; then faulthandler writes every thread's stack
    and ends the process, which fails the run rather than freezing it. Given pytest's
    ``capsys``, the stacks go to the terminal, past the output capture that dies with the process.
    """
    def alarm(_signum, _frame):
        raise Hung(f"{what} took more than {seconds:.0f} s")

    last_words = None
    if capsys is not None:
        with capsys.disabled():
            last_words = os.dup(2)
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    faulthandler.dump_traceback_later(seconds + WATCHDOG_GRACE, exit=True,
                                      file=sys.stderr if last_words is None else last_words)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGALRM, previous)
        if last_words is not None:
            os.close(last_words)


def buy_market_tile(window, slot: int = 2) -> str:
    """As the person to move: pick the market tile on ``slot``, buy it, end the actions; its id."""
    table = window.table
    tile = window.session.state.market[slot]
    click_scene(window, centre(table.tiles[tile]))
    QTest.mouseClick(window.action_bar.button("buy"), Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.action_bar.button("end"), Qt.MouseButton.LeftButton)
    return tile
