"""A named set of silhouettes drawn in the unit box, each built once and fitted into any rect."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from gui.art.shapes import square_in, unit_to


class Silhouettes:
    """Silhouettes by name (building types, currencies), made in the unit box (0..1, y down)."""

    def __init__(self, kind: str, makers: Mapping[str, Callable[[], QPainterPath]]) -> None:
        self._kind = kind  # what a name stands for, for the KeyError of an unknown one
        self._makers = dict(makers)
        # Built on first use and kept: making a silhouette takes boolean operations that cost
        # milliseconds, and a board repaints dozens per frame. Callers only map the kept paths.
        self._unit = functools.cache(self._make)

    def _make(self, name: str) -> QPainterPath:
        try:
            make = self._makers[name]
        except KeyError:
            raise KeyError(f"unknown {self._kind} {name!r}") from None
        return make()

    def path(self, name: str, rect: QRectF) -> QPainterPath:
        """The silhouette ``name`` fitted to the centred square of ``rect``."""
        return unit_to(square_in(rect)).map(self._unit(name))
