"""The castle board on the table: the painted board, the tiles of the buildings not yet erected,
the owners of those that stand, helpers on the helper spaces and beside the carts, the defense
tower's pieces, the forge's silver and the talers on the round track; lit places the viewer may
use (building sites, helper spaces, carts) are slots."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from gui.art.shapes import make_pen
from gui.games.castle import art
from gui.games.castle import board_geometry as geo
from gui.games.castle.art.palette import outline_of
from gui.games.castle.items import BuildingPiece, paint_glow
from gui.games.castle.words import name, seat_name, talers
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.plain_text import plain_tooltip
from gui.scene.items import PictureItem, SlotItem
from gui.scene.layers import Layer

Key = tuple[str, str]  # ("site", tile), ("space", space), ("cart", cart)


def site_rects(rect: QRectF) -> dict[str, QRectF]:
    """Every building tile's site by tile id (named buildings, towers, houses)."""
    named = {k: v for k, v in geo.building_site_rects(rect).items() if k not in ("market", "forge", "barn")}
    return {**named, **geo.tower_site_rects(rect), **geo.house_site_rects(rect)}


class CastleBoard:
    """The board's pictures and slots, redrawn from a player view."""

    def __init__(self, scene: QGraphicsScene, rect: QRectF, season: str, fees: dict[str, int], yields: dict[str, int]) -> None:
        self.scene = scene
        self.rect = QRectF(rect)
        self.season = season
        self.background = PictureItem(rect, lambda p, r: art.paint_castle_board(p, r, season, fees, yields), Layer.TABLE,
                                      look=("castle board", season))
        scene.addItem(self.background)
        self.sites = site_rects(rect)
        self.spaces = geo.helper_space_rects(rect)
        carts = geo.cart_rects(rect)
        self.cart_spots = geo.cart_helper_rects(rect)
        self.carts = {cart: carts[cart].united(self.cart_spots[cart]) for cart in carts}
        self.slots: dict[Key, SlotItem] = {}
        for kind, rects in (("site", self.sites), ("space", self.spaces), ("cart", self.carts)):
            for ident, box in rects.items():
                slot = SlotItem((kind, ident), box)
                slot.highlight_fn = paint_glow
                scene.addItem(slot)
                self.slots[(kind, ident)] = slot
        self.tiles: dict[str, BuildingPiece] = {}
        self.marks: dict[Hashable, PictureItem] = {}  # helpers, owners' badges, pieces, talers, by place
        self._touched: set[Hashable] = set()  # the places a redraw showed a mark at

    def place_of(self, key: Key) -> QRectF:
        """A slot's rect in scene units."""
        return self.slots[key].rect()

    def sync(self, view: dict[str, Any], names: list[str], colour: Callable[[int], QColor]) -> None:
        """Show the board as the view has it."""
        self._touched = set()
        self._sync_tiles(view, names, colour)
        for space, info in view["spaces"].items():
            slot = self.slots.get(("space", space))
            if slot is not None:
                slot.setToolTip(self._space_tip(space, info, names))
            if info["seat"] is not None and space in self.spaces:
                self._helper(("helper", space), self.spaces[space], colour(info["seat"]),
                             fill(translate("castle", "%1's helper"), seat_name(names, info["seat"])))
        for cart, info in view["carts"].items():
            if info is not None and cart in self.cart_spots:
                self._helper(("cart", cart), self.cart_spots[cart], colour(info["seat"]),
                             fill(translate("castle", "%1's trader helper"), seat_name(names, info["seat"])))
        self._sync_tower(view)
        self._sync_forge(view)
        self._sync_track(view)
        for key in [k for k in self.marks if k not in self._touched]:
            self.scene.removeItem(self.marks.pop(key))

    def _space_tip(self, space: str, info: dict, names: list[str]) -> str:
        where = fill(translate("castle", "%1: a helper space for %2"), name(info["location"]), talers(info["fee"]))
        if info["seat"] is not None:
            return plain_tooltip(fill(translate("castle", "%1 — %2's helper"), where, seat_name(names, info["seat"])))
        return where if info["open"] else fill(translate("castle", "%1 (open once it is erected)"), where)

    def _sync_tiles(self, view: dict, names: list[str], colour: Callable[[int], QColor]) -> None:
        season = view["season"]
        for tile, info in view["buildings"].items():
            box = self.sites.get(tile)
            if box is None:
                continue
            item = self.tiles.get(tile)
            if item is None:
                item = BuildingPiece(tile, box.size())
                self.scene.addItem(item)
                self.tiles[tile] = item
            built = info["built_by"] is not None
            item.setVisible(not built)
            item.setPos(box.topLeft())  # back on its picture (after a drag that did not erect it)
            if not built:
                item.show_face(info["cost"], info["vp"], season)
                tip = fill(translate("castle", "%1: costs %2 building points, scores %3 VP"), name(tile), info["cost"], info["vp"])
                self.slots[("site", tile)].setToolTip(tip)
                item.setToolTip(tip)
                continue
            owner = info["built_by"]
            tip = plain_tooltip(fill(translate("castle", "%1, erected by %2 in round %3 (%4 VP)"), name(tile), seat_name(names, owner),
                                     info["round"], info["vp"]))
            self.slots[("site", tile)].setToolTip(tip)
            s = min(box.width(), box.height()) * 0.42
            badge = QRectF(box.right() - s * 0.9, box.top() - s * 0.1, s, s)
            self._mark(("owner", tile), badge, ("owner", colour(owner).name()), lambda p, r, c=colour(owner): _paint_owner(p, r, c), tip)

    def _helper(self, key: Hashable, box: QRectF, colour: QColor, tip: str) -> None:
        self._mark(key, box.adjusted(-box.width() * 0.1, -box.height() * 0.25, box.width() * 0.1, 0), ("helper", colour.name()),
                   lambda p, r: art.paint_helper(p, r, colour), plain_tooltip(tip), Layer.PIECES)

    def _mark(self, key: Hashable, box: QRectF, look: Hashable, paint, tip: str = "", layer: Layer = Layer.MARKERS) -> PictureItem:
        """The mark at place ``key`` showing ``look``: the same item from one redraw to the next
        (repainted only when its look changes); marks no longer wanted go after the redraw."""
        item = self.marks.get(key)
        if item is None or item.zValue() != layer:
            if item is not None:
                self.scene.removeItem(item)
            item = self.marks[key] = PictureItem(box, paint, layer, look)
            self.scene.addItem(item)
        else:
            item.set_rect(box)
            item.set_paint(paint, look)
        item.setToolTip(tip)
        self._touched.add(key)
        return item

    def _sync_tower(self, view: dict) -> None:
        # The pieces stand in two columns over the tower's body, large enough to read their counts
        # (the platform on top is too narrow for five kinds side by side).
        tower = geo.defense_tower_rect(self.rect)
        held = [(r, n) for r, n in view["tower"].items() if n]
        if not held:
            return
        size = tower.width() * 0.44
        top = tower.top() + tower.height() * 0.12
        tip = fill(translate("castle", "The defense tower holds %1"), ", ".join(f"{n} {name(r)}" for r, n in held))
        for k, (resource, count) in enumerate(held):
            row, col = divmod(k, 2)
            box = QRectF(tower.center().x() - size + col * size, top + row * size * 0.95, size, size)
            self._mark(("tower", k), box, ("count", resource, count),
                       lambda p, r, res=resource, n=count: art.paint_resource_count(p, r, res, n), tip)

    def _sync_forge(self, view: dict) -> None:
        forge = geo.building_site_rects(self.rect)["forge"]
        size = forge.height() * 0.55
        box = QRectF(forge.right() - size * 0.6, forge.top() - size * 0.55, size, size)
        self._mark(("forge",), box, ("count", "silver", view["forge"]), lambda p, r, n=view["forge"]: art.paint_resource_count(p, r, "silver", n),
                   fill(translate("castle", "Silver in the forge: %1"), view["forge"]))

    def _sync_track(self, view: dict) -> None:
        spaces = geo.round_track_rects(self.rect, view["rounds"])
        left = view["track"]
        marked = set((view.get("winter") or {}).get("marked", []))
        for number, box in enumerate(spaces, 1):
            if number > view["rounds"] - left:
                self._mark(("taler", number), box.adjusted(3, 3, -3, -3), ("taler",), lambda p, r: art.paint_taler(p, r, 1),
                           fill(translate("castle", "Round %1: a taler for its first player"), number), Layer.PIECES)
            if number in marked:
                s = box.width() * 0.28
                centre = QPointF(box.right() - s * 0.3, box.bottom() - s * 0.3)
                self._mark(("winter", number), QRectF(centre.x() - s, centre.y() - s, 2 * s, 2 * s), ("snowflake",), _paint_snowflake,
                           fill(translate("castle", "Round %1 draws a winter card"), number))
            if number == view["round"] and not view["over"]:
                self._mark(("now", number), box.adjusted(-4, -4, 4, 4), ("glow",), lambda p, r: paint_glow(p, r, True),
                           fill(translate("castle", "Round %1 of %2"), view["round"], view["rounds"]))

    def light(self, keys: set[Hashable], strong: Hashable | None = None) -> None:
        """Light the slots the viewer may use now (``strong``: the one under the mouse)."""
        for key, slot in self.slots.items():
            slot.set_highlight(0 if key not in keys else 2 if key == strong else 1)


def _paint_owner(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """The owner's disc on an erected building."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(make_pen(outline_of(colour), rect.width() * 0.1))
    painter.setBrush(colour)
    painter.drawEllipse(rect.adjusted(rect.width() * 0.1, rect.height() * 0.1, -rect.width() * 0.1, -rect.height() * 0.1))
    painter.restore()


def _paint_snowflake(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.strokePath(art.snowflake_path(rect.center(), rect.width() * 0.45), make_pen(QColor("#2f5d8a"), rect.width() * 0.12))
    painter.restore()

