"""Painting art into images for the art tests."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

BACKGROUND = QColor("#123456")  # a colour no piece uses, so painted pixels stand out


def render(width: int, height: int, paint) -> QImage:
    """``paint(painter, rect)`` into a fresh image filled with BACKGROUND."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    try:
        paint(painter, QRectF(0, 0, width, height))
    finally:
        # A painter left active on an image (when ``paint`` raises) can outlive the image in
        # the traceback's clean-up, and painting into a freed image crashes the test run.
        painter.end()
    return image


def blank(width: int, height: int) -> QImage:
    """An image of the background alone."""
    return render(width, height, lambda p, r: None)
