"""A panel per player on the right of the Castle table: talers, resources and helpers in the
supply as pieces with counts, victory points, and the cards: played ones face up, chosen ones
face down, how many are left in the hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from gui.art import palette
from gui.games.castle import art
from gui.games.castle.layout import SMALL_CARD, TITLE_HEIGHT, TableLayout
from gui.games.castle.words import RESOURCES, name, talers
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.plain_text import plain_tooltip
from gui.scene.items import PanelItem, PictureItem
from gui.scene.layers import Layer

ICON = 58.0  # a piece with its count
ICON_STEP = 66.0


def icon_rect(panel: QRectF, index: int) -> QRectF:
    """The ``index``-th piece of a panel's row: talers, the five resources, helpers."""
    return QRectF(panel.left() + 24 + index * ICON_STEP, panel.top() + TITLE_HEIGHT + 4, ICON, ICON)


HELPER_INDEX = 1 + len(RESOURCES)


def _paint_row(painter: QPainter, rect: QRectF, seat: dict, colour: QColor, first: bool) -> None:
    """The pieces of a seat's supply, then its cards, painted inside the panel ``rect``."""
    box = icon_rect(rect, 0)
    art.paint_taler(painter, box.adjusted(2, 2, -ICON * 0.18, -ICON * 0.18), 1)
    art.paint_count_badge(painter, QPointF(box.right() - ICON * 0.2, box.bottom() - ICON * 0.2), ICON * 0.2, seat["talers"])
    for k, resource in enumerate(RESOURCES, 1):
        art.paint_resource_count(painter, icon_rect(rect, k), resource, seat["resources"].get(resource, 0))
    box = icon_rect(rect, HELPER_INDEX)
    art.paint_helper(painter, box.adjusted(0, 0, -ICON * 0.18, -ICON * 0.1), colour)
    art.paint_count_badge(painter, QPointF(box.right() - ICON * 0.2, box.bottom() - ICON * 0.2), ICON * 0.2, seat["helpers"])
    # The cards: played (face up, small), then the face-down ones, then how many stay in hand.
    top = rect.top() + TITLE_HEIGHT + ICON + 14
    room = rect.bottom() - 10 - top
    scale = min(1.0, room / SMALL_CARD.height())
    size = QSizeF(SMALL_CARD.width() * scale, SMALL_CARD.height() * scale)
    x = rect.left() + 24
    played = seat["play_area"]
    step = min(size.width() + 6, (rect.width() - 170 - size.width()) / max(1, len(played) + seat["chosen"]))
    for card in played:
        art.paint_character_card(painter, QRectF(QPointF(x, top), size), card, colour, True)
        x += step
    for _ in range(seat["chosen"]):
        art.paint_character_card(painter, QRectF(QPointF(x, top), size), "messenger", colour, False)
        x += step
    if first:
        art.paint_first_player_marker(painter, QRectF(rect.right() - 62, rect.top() + 4, 34, 34))
    font = QFont()
    font.setPixelSize(20)
    painter.setFont(font)
    painter.setPen(palette.TABLE_SOFT_INK)
    in_hand = len(seat["hand"]) - seat["chosen"]
    text = QRectF(rect.right() - 150, top, 136, size.height())
    painter.drawText(text, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                     translate("castle", "%n in hand", "", in_hand) + ("\n" + translate("castle", "%n chosen", "", seat["chosen"]) if seat["chosen"] else ""))


class PlayerPanels:
    """The players' panels."""

    def __init__(self, scene, layout: TableLayout) -> None:
        self.layout = layout
        self.panels: list[PanelItem] = []
        self.rows: list[PictureItem] = []
        for seat in range(layout.players):
            rect = layout.player_panel(seat)
            panel = PanelItem(rect, palette.TABLE_BACKGROUND.lighter(125))
            panel.seat = seat
            scene.addItem(panel)
            row = PictureItem(rect, lambda p, r: None, Layer.PIECES)
            scene.addItem(row)
            self.panels.append(panel)
            self.rows.append(row)

    def sync(self, view: dict[str, Any], names: Sequence[str], colour: Callable[[int], QColor]) -> None:
        """Show each seat as the view has it."""
        acting = set(view.get("turn") or []) if view.get("phase") == "select" else {view.get("current")}
        for seat, (panel, row) in enumerate(zip(self.panels, self.rows)):
            info = view["seats"][seat]
            first = view.get("first_player") == seat
            subtitle = translate("castle", "%n VP", "", info["vp"])  # the first player has the banner in the corner
            panel.set_text(names[seat], subtitle)
            panel.set_accent(colour(seat))
            panel.set_active(not view.get("over") and seat == view.get("current") and seat in acting)
            picture = {k: info[k] for k in ("talers", "helpers", "play_area", "chosen")}
            look = ("seat", tuple(sorted(info["resources"].items())), tuple(sorted(picture.items(), key=str).__repr__()),
                    len(info["hand"]), colour(seat).name(), first)
            row.set_paint(lambda p, r, i=info, c=colour(seat), f=first: _paint_row(p, r, i, c, f), look)
            row.setToolTip(plain_tooltip(self._tip(names[seat], info)))

    @staticmethod
    def _tip(who: str, info: dict) -> str:
        pieces = ", ".join(f"{info['resources'].get(r, 0)} {name(r)}" for r in RESOURCES)
        played = ", ".join(name(c) for c in info["play_area"]) or translate("castle", "none")
        return "\n".join([
            fill(translate("castle", "%1: %2, %3"), who, talers(info["talers"]), pieces),
            fill(translate("castle", "Helpers in the supply: %1 · victory points: %2"), info["helpers"], info["vp"]),
            fill(translate("castle", "Played cards: %1"), played),
            fill(translate("castle", "Cards in hand: %1, of them face down: %2"), len(info["hand"]) - info["chosen"], info["chosen"]),
        ])
