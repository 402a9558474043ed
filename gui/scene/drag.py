"""Resolving where a dragged piece was dropped: a pure function, testable without a scene."""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QRectF


def resolve_drop(piece: QRectF, candidates: Mapping[Hashable, QRectF]) -> Hashable | None:
    """The candidate the dropped piece overlaps most (None if it overlaps none), as KPat does:
    a piece dropped across two targets goes where most of it lies."""
    best, best_area = None, 0.0
    for key, rect in candidates.items():
        overlap = piece.intersected(rect)
        area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
        if area > best_area:
            best, best_area = key, area
    return best
