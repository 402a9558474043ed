"""Where the neutral player's tiles lie in its panel: a column per building type, side by side."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

from gui.games.tilecity.layout import TILE

NEUTRAL_TILE = 0.5 * TILE  # the largest a neutral tile is drawn
COLUMN_GAP = 0.12 * TILE


def neutral_positions(tiles: list[str], type_of: Callable[[str], str], types: list[str],
                      area: QRectF) -> dict[str, tuple[QPointF, float, int]]:
    """Each tile's top-left corner (scene units), scale and order within its column: one column
    per building type in ``types`` order, tiles one under the other; a column taller than the
    area closes up evenly rather than piling its tiles on one spot."""
    columns: dict[str, list[str]] = {t: [] for t in types}
    for tile in tiles:
        columns.setdefault(type_of(tile), []).append(tile)
    size = min(NEUTRAL_TILE, (area.width() - COLUMN_GAP * (len(columns) - 1)) / max(1, len(columns)))
    tallest = max((len(c) for c in columns.values()), default=0)
    step = size + 0.04 * TILE
    if tallest > 1 and tallest * step - 0.04 * TILE > area.height():
        step = (area.height() - size) / (tallest - 1)
    out: dict[str, tuple[QPointF, float, int]] = {}
    for index, column in enumerate(columns.values()):
        for row, tile in enumerate(sorted(column)):
            out[tile] = (QPointF(area.left() + index * (size + COLUMN_GAP), area.top() + row * step), size / TILE, row)
    return out
