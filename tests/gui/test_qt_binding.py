"""Guards against a broken Qt binding build (PySide6 6.12.0 drops a reference to None on every
call of a method returning void, which crashes the app after a few thousand paint calls)."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402


def test_void_calls_keep_the_reference_count_of_none(qapp):
    """Ten thousand painter calls leave None's reference count where it was."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(10_000):
        painter.save()
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 100
