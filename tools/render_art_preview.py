"""Render every painted Alhambra piece to one PNG sheet, for looking at the art outside the app.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_art_preview.py [out.png]
(default: alcazaba_art_preview.png in the system temp folder). Tiles are shown large, at the
24 px icon size, and painted through a painter scaled to 1.0 tile units, as the board scene does.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from engine.alhambra.components import load_alhambra_data  # noqa: E402
from art_sheet import MARGIN, Sheet  # noqa: E402 - beside this script
from gui.art.palette import PLAYER_COLOURS, TABLE_BACKGROUND  # noqa: E402
from gui.games.tilecity import art  # noqa: E402
from gui.games.tilecity.art import colours  # noqa: E402

WIDTH = 1500


def _app_icon(painter: QPainter, sheet: Sheet) -> None:
    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "alcazaba.svg"))
    x = MARGIN
    for size in (16, 24, 32, 48, 64, 128, 256):
        # Render to an image of the exact size first, as an icon theme would.
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        renderer.render(p, QRectF(0, 0, size, size))
        p.end()
        painter.drawImage(QPointF(x, sheet.y), image)
        sheet.label(x, sheet.y + size + 14, f"{size}")
        x += size + 18
    sheet.y += 256 + 30


def render(path: Path) -> Path:
    """Paints the sheet and saves it to ``path``."""
    data = load_alhambra_data()
    tiles = list(data.tiles.values())
    height = 4200
    image = QImage(WIDTH, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(TABLE_BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sheet = Sheet(painter)

    sheet.heading(f"Building tiles ({len(tiles)}), 150 px")
    size, gap, per_row = 150, 12, 9
    for i, tile in enumerate(tiles):
        x = MARGIN + (i % per_row) * (size + gap)
        y = sheet.y + (i // per_row) * (size + gap + 14)
        art.paint_tile(painter, QRectF(x, y, size, size), tile.type, tile.cost, tile.walls)
        sheet.label(x, y + size + 12, tile.id)
    sheet.y += ((len(tiles) + per_row - 1) // per_row) * (size + gap + 14) + 10

    for small in (24, 40, 64):
        sheet.heading(f"Building tiles, {small} px")
        per_row = (WIDTH - 2 * MARGIN) // (small + 4)
        for i, tile in enumerate(tiles):
            x = MARGIN + (i % per_row) * (small + 4)
            y = sheet.y + (i // per_row) * (small + 4)
            art.paint_tile(painter, QRectF(x, y, small, small), tile.type, tile.cost, tile.walls)
        sheet.y += ((len(tiles) + per_row - 1) // per_row) * (small + 4) + 14

    sheet.heading("A city in a painter scaled to 1.0 tile units (90 px per tile): adjacent walls double up")
    painter.save()
    painter.translate(MARGIN, sheet.y)
    painter.scale(90, 90)
    city = [(0, 0, "tower-7"), (1, 0, "garden-6"), (2, 0, "seraglio-3"), (0, 1, "pavilion-2"), (2, 1, "arcades-4"),
            (0, 2, "chambers-5"), (1, 2, "garden-9"), (2, 2, "tower-10"), (3, 1, "pavilion-8")]
    for col, row, tile_id in city:
        tile = data.tiles.get(tile_id) or tiles[0]
        art.paint_tile(painter, QRectF(col, row, 1.0, 1.0), tile.type, tile.cost, tile.walls)
    art.paint_start_tile(painter, QRectF(1, 1, 1.0, 1.0), PLAYER_COLOURS[1][1])
    art.paint_highlight(painter, QRectF(4, 1, 1.0, 1.0))
    art.paint_highlight(painter, QRectF(3, 0, 1.0, 1.0), strong=True)
    art.paint_empty_slot(painter, QRectF(5.3, 0, 1.0, 1.0), "1")
    art.paint_empty_slot(painter, QRectF(6.5, 0, 1.0, 1.0), "", "BLUE")
    art.paint_money_card(painter, QRectF(7.8, 0, 0.8, 1.2), "YELLOW", 7)
    art.paint_card_back(painter, QRectF(8.8, 0, 0.8, 1.2))
    painter.restore()
    sheet.label(MARGIN + 4 * 90, sheet.y + 3 * 90 + 14,
                "right: highlight, strong highlight, empty slots, card and back in the same scaled painter")
    sheet.y += 3 * 90 + 30

    sheet.heading("Start tile in the six seat colours (150 px, 64 px, 24 px)")
    sheet.start_tiles(art.paint_start_tile, 170)
    sheet.y += 260

    sheet.heading("Money cards, 100 x 150 px")
    for row, currency in enumerate(colours.CURRENCY_STYLES):
        for i, value in enumerate(data.money_values):
            x = MARGIN + i * 112
            art.paint_money_card(painter, QRectF(x, sheet.y, 100, 150), currency, value)
        sheet.y += 162
    sheet.heading("Money cards, 60 x 90 px and 24 x 36 px; card back; scoring cards")
    x = MARGIN
    for currency in colours.CURRENCY_STYLES:
        for value in (1, 5, 9):
            art.paint_money_card(painter, QRectF(x, sheet.y, 60, 90), currency, value)
            art.paint_money_card(painter, QRectF(x + 16, sheet.y + 100, 24, 36), currency, value)
            x += 68
    art.paint_card_back(painter, QRectF(x + 10, sheet.y, 100, 150))
    art.paint_card_back(painter, QRectF(x + 120, sheet.y, 60, 90))
    art.paint_card_back(painter, QRectF(x + 120, sheet.y + 100, 24, 36))
    art.paint_scoring_card(painter, QRectF(x + 200, sheet.y, 100, 150), "A")
    art.paint_scoring_card(painter, QRectF(x + 310, sheet.y, 100, 150), "B")
    art.paint_scoring_card(painter, QRectF(x + 420, sheet.y, 24, 36), "A")
    sheet.y += 170

    sheet.heading("Market spaces (empty, per currency), display slots, highlights")
    x = MARGIN
    for currency in colours.CURRENCY_STYLES:
        art.paint_empty_slot(painter, QRectF(x, sheet.y, 120, 120), "", currency)
        art.paint_empty_slot(painter, QRectF(x, sheet.y + 130, 40, 40), "", currency)
        x += 132
    art.paint_empty_slot(painter, QRectF(x, sheet.y, 120, 120), "3")
    art.paint_empty_slot(painter, QRectF(x + 132, sheet.y, 120, 120), "Display", "GREEN")
    art.paint_empty_slot(painter, QRectF(x + 264, sheet.y, 120, 120))
    tile = tiles[10]
    art.paint_tile(painter, QRectF(x + 396, sheet.y, 120, 120), tile.type, tile.cost, tile.walls)
    art.paint_highlight(painter, QRectF(x + 396, sheet.y, 120, 120))
    art.paint_empty_slot(painter, QRectF(x + 528, sheet.y, 120, 120))
    art.paint_highlight(painter, QRectF(x + 528, sheet.y, 120, 120), strong=True)
    sheet.y += 190

    sheet.heading("Game pictures (alhambra, unknown id) and icons (16 / 24 px, drawn at 2x)")
    art.paint_game_picture(painter, QRectF(MARGIN, sheet.y, 320, 200), "alhambra")
    art.paint_game_picture(painter, QRectF(MARGIN + 340, sheet.y, 320, 200), "castle")
    art.paint_game_picture(painter, QRectF(MARGIN + 680, sheet.y, 120, 80), "alhambra")
    art.paint_game_picture(painter, QRectF(MARGIN + 680, sheet.y + 100, 120, 80), "granada")
    x = MARGIN + 830
    for size in (16, 24):
        xx = x
        for type_id in colours.BUILDING_STYLES:
            painter.drawPixmap(QPointF(xx, sheet.y), art.building_icon(type_id, size).pixmap(size, size))
            xx += size + 8
        for currency in colours.CURRENCY_STYLES:
            painter.drawPixmap(QPointF(xx, sheet.y), art.currency_icon(currency, size).pixmap(size, size))
            xx += size + 8
        sheet.y += size + 10
    sheet.y += 200 - 2 * 40 + 40

    sheet.heading("Application icon (resources/icons/alcazaba.svg)")
    _app_icon(painter, sheet)
    painter.end()
    image.copy(0, 0, WIDTH, sheet.y + MARGIN).save(str(path))
    return path


def main() -> None:
    """Command-line entry: render to the given path or the temp folder, print where."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # fonts and pixmaps need it
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.gettempdir()) / "alcazaba_art_preview.png"
    print(render(out))
    app.quit()


if __name__ == "__main__":
    main()
