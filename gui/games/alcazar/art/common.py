"""Alcazar's materials and heraldry, and its text outlines."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPolygonF, QTransform

from dataclasses import dataclass
from gui.art.shapes import make_pen, unit_outline


MEADOW = QColor("#b7a862")
MEADOW_DARK = QColor("#8f8447")
OLIVE = QColor("#6f7a3a")
OLIVE_DARK = QColor("#404a1f")
CYPRESS = QColor("#34502f")
EARTH = QColor("#c79a63")
PLOT = QColor("#d9c08e")
PLOT_EDGE = QColor("#9c7648")
PATH_STONE = QColor("#cbb083")
INK = QColor("#4a3019")
STONE_TOP = QColor("#f9f0dc")
STONE_FRONT = QColor("#cf9d5f")
STONE_EDGE = QColor("#5e3f20")
TIMBER_TOP = QColor("#b98552")
TIMBER_FRONT = QColor("#8c5b2f")
TIMBER_EDGE = QColor("#4f3117")
TRACK_FILL = QColor("#f3e4c0")
TRACK_FIVE = QColor("#e8cc86")
FRAME = QColor("#5b3a20")
FRAME_LIGHT = QColor("#8a5d35")
BUILDING_BACK = QColor("#9c3d2a")
TOWER_BACK = QColor("#3e5a78")

_FONT_FAMILIES = ["DejaVu Serif", "Noto Serif", "Liberation Serif", "Cambria", "Times New Roman", "serif"]
_SANS_FAMILIES = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "sans-serif"]
_REFERENCE_PX = 100


@dataclass(frozen=True)
class Heraldry:
    """A castle's arms: field colour, charge colour and the pattern that tells them apart."""

    field: QColor
    charge: QColor
    pattern: str  # pale, fess, bend, chevron, cross, saltire, quarterly, per_pale

    @property
    def accent(self) -> QColor:
        """The colour that marks the castle's pieces: its field, or its charge if the field is pale."""
        return self.charge if self.field.lightnessF() > 0.8 else self.field


# One per castle id of rules_data/alcazar.yaml; unknown ids fall back to a neutral pair. The
# colours that mark the castles' pieces (field, or charge on a pale field) are eight distinct hues.
HERALDRY = {
    "almeria": Heraldry(QColor("#2b62a8"), QColor("#f5f0e1"), "bend"),
    "cadiz": Heraldry(QColor("#b3261e"), QColor("#f2c94c"), "fess"),
    "cordoba": Heraldry(QColor("#2e7d32"), QColor("#f5f0e1"), "chevron"),
    "granada": Heraldry(QColor("#f2ede0"), QColor("#c2185b"), "cross"),  # pomegranate on silver
    "huelva": Heraldry(QColor("#e1a524"), QColor("#1f4f8f"), "pale"),
    "jaen": Heraldry(QColor("#6a3d8f"), QColor("#f2c94c"), "saltire"),
    "malaga": Heraldry(QColor("#00838f"), QColor("#f2ede0"), "quarterly"),
    "sevilla": Heraldry(QColor("#3a3a3a"), QColor("#f2c94c"), "per_pale"),
}
_NEUTRAL_ARMS = Heraldry(QColor("#777777"), QColor("#eeeeee"), "fess")


def heraldry(castle: str) -> Heraldry:
    """The arms of a castle id."""
    return HERALDRY.get(castle, _NEUTRAL_ARMS)


# --- helpers ---------------------------------------------------------------------------------------








def poly(*points: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])





@functools.lru_cache(maxsize=1024)
def unit_text(text: str, bold: bool, sans: bool) -> tuple[QPainterPath, float]:
    """Outline of ``text`` with capital height 1, left edge at 0 and centred on y = 0; its width."""
    font = QFont()
    font.setFamilies(_SANS_FAMILIES if sans else _FONT_FAMILIES)
    font.setPixelSize(_REFERENCE_PX)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return unit_outline(font, text, "H", left_aligned=True)  # capital height: all labels match


def text_path(text: str, box: QRectF, align: str = "center", bold: bool = True, sans: bool = False) -> QPainterPath:
    """Outline of ``text`` fitted in ``box``: capital height = box height unless too wide."""
    path, width = unit_text(text, bold, sans)
    if width <= 0.0:
        return QPainterPath()
    scale = min(box.height(), box.width() / width)
    used = width * scale
    if align == "left":
        x = box.left()
    elif align == "right":
        x = box.right() - used
    else:
        x = box.center().x() - used / 2
    t = QTransform()
    t.translate(x, box.center().y())
    t.scale(scale, scale)
    return t.map(path)


def draw_text(painter: QPainter, text: str, box: QRectF, colour: QColor, align: str = "center",
              halo: QColor | None = None, bold: bool = True, sans: bool = False) -> float:
    """Paint ``text`` in ``box``; returns the width used."""
    path = text_path(text, box, align, bold, sans)
    if halo is not None:
        painter.strokePath(path, make_pen(halo, box.height() * 0.28))
    painter.fillPath(path, colour)
    return path.boundingRect().width()
