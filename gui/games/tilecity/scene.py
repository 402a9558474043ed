"""The tile-city table's scene: a piece that cannot be used still covers what lies under it, and
a player's panel can be clicked to see that city large."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from gui.scene.items import PanelItem, PieceItem, SlotItem
from gui.scene.table_scene import TableScene


class TileCityScene(TableScene):
    """Presses go to the topmost piece, a lit slot, or a panel that shows a city large."""

    def is_usable(self, item: QGraphicsItem) -> bool:
        """A usable piece or lit slot, or a player's panel (a click shows that city large)."""
        if isinstance(item, PanelItem):
            return item.enlarge
        return super().is_usable(item)

    def press_item_at(self, point: QPointF) -> QGraphicsItem | None:
        """The topmost piece if it may be dragged or clicked, else a lit slot, else a player's panel."""
        piece = self._piece_at(point)
        if piece is not None and (piece.draggable or piece.clickable):
            return piece
        items = self.items(point)
        # An unusable piece covers the slot under it, but not its player's panel: a click on a
        # tile of a side city shows that city large.
        slot = None if piece is not None else next((item for item in items if isinstance(item, SlotItem) and item.highlight), None)
        return slot or next((item for item in items if isinstance(item, PanelItem) and item.enlarge), None)

    def double_click_piece_at(self, point: QPointF) -> PieceItem | None:
        """The topmost piece, usable or not: the table asks the engine, which says why not."""
        return self._piece_at(point)

    def button_released(self, item: QGraphicsItem, point: QPointF) -> None:
        """A player's panel was clicked: show that city large (or the viewer's own again)."""
        if isinstance(item, PanelItem):
            self.table.panel_clicked(item.seat)

    def _piece_at(self, point: QPointF) -> PieceItem | None:
        return next((item for item in self.items(point) if isinstance(item, PieceItem)), None)
