"""Where an Alcazar move happens on the table: the parcels, spots and cards it names.

Actions and events name places the same way (``at``, ``to``, ``ends``, ``wings`` are spot labels
or parcel numbers, ``card`` a building card, ``deck`` a deck), so one reading serves a hint and
a log line alike.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF

from engine.core import Action, Event
from gui.games.alcazar.board_view import BoardView
from gui.games.alcazar.hand import Hand

SPOT_FIELDS = ("at", "to", "ends", "wings")  # fields that name board spots (one or several)


def _spot_labels(fields: Mapping[str, Any]) -> list[str]:
    labels: list[str] = []
    for name in SPOT_FIELDS:
        value = fields.get(name)
        if value is None:
            continue
        labels += [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)]
    return labels


def places_of(board_view: BoardView, hand: Hand | None, fields: Mapping[str, Any]) -> list[QRectF]:
    """The columns of the spots ``fields`` name and, given the ``hand``, the card it names."""
    rects: list[QRectF] = []
    for label in _spot_labels(fields):
        cell = board_view.board.index.get(label)
        column = None if cell is None else board_view.columns.get(cell)
        if column is not None:
            rects.append(column.mapRectToScene(column.top_rect().united(column.ground)))
    if hand is not None:
        key = ("card", fields["card"]) if "card" in fields else ("deck", fields["deck"]) if "deck" in fields else None
        item = None if key is None else hand.cards.get(key)
        if item is not None and item.scene() is not None and item.isVisible():
            rects.append(item.mapRectToScene(item.rect()))
    return rects


def places_of_action(board_view: BoardView, hand: Hand, action: Action) -> list[QRectF]:
    """The card a move would play or buy and the spots it would use."""
    if not dataclasses.is_dataclass(action):
        return []
    fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}
    if "card" in fields:
        fields.setdefault("at", fields["card"])  # a card is played on the parcel of its number
    return places_of(board_view, hand, fields)


def places_of_event(board_view: BoardView, event: Event) -> list[QRectF]:
    """The spots an event names (cards have moved on since, so they are not pointed at)."""
    return places_of(board_view, None, event.data)
