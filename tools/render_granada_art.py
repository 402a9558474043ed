"""Render Granada's painted pieces to one PNG sheet, beside Alhambra tiles for comparison.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_granada_art.py [out.png]
(default: /tmp/granada_art.png). Shows every type at board size with its reverse chip, a few
values, every moat combination, the start tile, the black marker and the icons, at several sizes,
a small city painted through a painter scaled to 1.0 tile units, and Alhambra tiles of the same
cost side by side.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from art_sheet import MARGIN, Sheet  # noqa: E402 - beside this script
from gui.art.palette import PLAYER_COLOURS, TABLE_BACKGROUND
from gui.games.granada import art
from gui.games.tilecity import art as alhambra_art

WIDTH = 1560
# A reverse for every type, as the reconstructed manifest pairs them for front value 2.
REVERSE = {"arena": "library", "bath": "hostel", "library": "market", "hostel": "residential",
           "hospital": "arena", "market": "school", "park": "bath", "school": "park", "residential": "hospital"}
MOAT_SETS = [m for m in range(16) if m.bit_count() <= 3]  # 0-3 sides, as in the game


def _moat_name(moats: int) -> str:
    return "".join(side for bit, side in zip((1, 2, 4, 8), "NESW") if moats & bit) or "none"


def render(path: Path) -> Path:
    """Paints the sheet and saves it to ``path``."""
    image = QImage(WIDTH, 3600, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(TABLE_BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sheet = Sheet(painter)

    sheet.heading("The nine types, 160 px, with the reverse in the corner (moats N+E)")
    size, gap = 160, 10
    for i, type_id in enumerate(art.TYPE_IDS):
        x = MARGIN + i * (size + gap)
        art.paint_granada_tile(painter, QRectF(x, sheet.y, size, size), type_id, 2 * (i % 6) + 2, 3,
                               other_face=(REVERSE[type_id], 2 * (i % 6) + 3))
        sheet.label(x, sheet.y + size + 13, f"{type_id}")
    sheet.y += size + 26

    for small in (96, 64, 40, 24):
        sheet.heading(f"The nine types at {small} px: values 2, 7, 13; moats S, none, W+S+E; reverse chip on the first")
        x = MARGIN
        for type_id in art.TYPE_IDS:
            for value, moats, other in ((2, 4, (REVERSE[type_id], 3)), (7, 0, None), (13, 14, None)):
                art.paint_granada_tile(painter, QRectF(x, sheet.y, small, small), type_id, value, moats,
                                       other_face=other)
                x += small + 3
            x += max(6, small // 6)
            if x + 3 * (small + 3) > WIDTH - MARGIN:
                x = MARGIN
                sheet.y += small + 6
        sheet.y += small + 14

    sheet.heading("Every moat set (0 to 3 sides), 120 px and 48 px; last: turned away (face_up=False)")
    x = MARGIN
    for k, moats in enumerate([*MOAT_SETS, None]):
        if x + 120 > WIDTH - MARGIN:
            x = MARGIN
            sheet.y += 212
        if moats is None:
            for box in (QRectF(x, sheet.y, 120, 120), QRectF(x + 36, sheet.y + 130, 48, 48)):
                art.paint_granada_tile(painter, box, "park", 4, 5, face_up=False)
            sheet.label(x, sheet.y + 194, "turned away, N+S")
            break
        for box in (QRectF(x, sheet.y, 120, 120), QRectF(x + 36, sheet.y + 130, 48, 48)):
            art.paint_granada_tile(painter, box, art.TYPE_IDS[k % 9], 8 + k % 5, moats)
        sheet.label(x, sheet.y + 194, _moat_name(moats))
        x += 128
    sheet.y += 212

    sheet.heading("A city in a painter scaled to 1.0 tile units (100 px per tile): facing moats make one channel")
    painter.save()
    painter.translate(MARGIN, sheet.y)
    painter.scale(100, 100)
    city = [(0, 0, "school", 12, 1 | 8, ("park", 13)), (1, 0, "arena", 6, 1 | 4, None),
            (2, 0, "market", 9, 1 | 2, None), (0, 1, "hostel", 4, 8, None), (2, 1, "bath", 11, 2 | 4, None),
            (0, 2, "library", 3, 8 | 4, None), (1, 2, "hospital", 10, 4 | 1, None),
            (1, 3, "residential", 5, 1 | 4 | 8, None), (2, 2, "park", 2, 1 | 2, ("bath", 3))]
    for col, row, type_id, value, moats, other in city:
        art.paint_granada_tile(painter, QRectF(col, row, 1.0, 1.0), type_id, value, moats, other_face=other)
    art.paint_granada_start_tile(painter, QRectF(1, 1, 1.0, 1.0), PLAYER_COLOURS[1][1])
    # Alhambra beside, for comparison: same scale, same costs.
    alhambra = [(5, 0, "pavilion", 6, 1 | 8), (6, 0, "seraglio", 9, 1), (7, 0, "tower", 12, 1 | 2),
                (5, 1, "garden", 4, 8), (6, 1, "arcades", 10, 0), (7, 1, "chambers", 11, 2),
                (5, 2, "garden", 3, 8 | 4), (6, 2, "tower", 7, 4), (7, 2, "pavilion", 5, 4 | 2)]
    for col, row, type_id, value, walls in alhambra:
        alhambra_art.paint_tile(painter, QRectF(col, row, 1.0, 1.0), type_id, value, walls)
    alhambra_art.paint_start_tile(painter, QRectF(6, 3, 1.0, 1.0), PLAYER_COLOURS[1][1])
    painter.restore()
    sheet.label(MARGIN + 720, sheet.y + 3 * 100 + 54, "Alhambra, for comparison")
    sheet.y += 4 * 100 + 20

    sheet.heading("Start tile in the six seat colours (150, 64, 24 px); black marker (120, 64, 32, 24 px); icons 16/24 px")
    x = sheet.start_tiles(art.paint_granada_start_tile, 160)
    for s in (120, 64, 32, 24):
        art.paint_black_marker(painter, QRectF(x, sheet.y, s, s))
        x += s + 12
    y = sheet.y + 140
    x0 = MARGIN + 6 * 160
    for s in (16, 24):
        x = x0
        for type_id in art.TYPE_IDS:
            painter.drawPixmap(QPointF(x, y), art.granada_building_icon(type_id, s).pixmap(s, s))
            x += s + 8
        y += s + 10
    sheet.y += 260

    sheet.heading("Same cost, both games, 64 px and 24 px: Granada (left of each pair) and Alhambra")
    x = MARGIN
    pairs = [("arena", "pavilion"), ("bath", "seraglio"), ("park", "garden"), ("school", "tower"),
             ("residential", "arcades"), ("hospital", "chambers")]
    for k, (g, a) in enumerate(pairs):
        cost = 3 + k * 2
        art.paint_granada_tile(painter, QRectF(x, sheet.y, 64, 64), g, cost, 1 | 8)
        alhambra_art.paint_tile(painter, QRectF(x + 68, sheet.y, 64, 64), a, cost, 1 | 8)
        art.paint_granada_tile(painter, QRectF(x + 140, sheet.y + 20, 24, 24), g, cost, 1 | 8)
        alhambra_art.paint_tile(painter, QRectF(x + 168, sheet.y + 20, 24, 24), a, cost, 1 | 8)
        x += 215
    sheet.y += 84

    painter.end()
    image.copy(0, 0, WIDTH, sheet.y + MARGIN).save(str(path))
    return path


def main() -> None:
    """Command-line entry: render to the given path or /tmp/granada_art.png, print where."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # fonts and pixmaps need it
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/granada_art.png")
    print(render(out))
    app.quit()


if __name__ == "__main__":
    main()
