"""Animations of pieces moving between places, at a speed the player sets (0 = instant)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QParallelAnimationGroup, QPointF, QPropertyAnimation, Signal
from PySide6.QtWidgets import QGraphicsObject

from gui.scene.layers import Layer

BASE_DURATION_MS = 420  # one move at speed 1.0


class Animator(QObject):
    """Moves items to new positions, all moves of one step in parallel."""

    finished = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed  # duration multiplier; 0 means every move is instant
        self._group: QParallelAnimationGroup | None = None
        self._resting_z: dict[QGraphicsObject, float] = {}

    def is_running(self) -> bool:
        """Whether a step is still animating."""
        return self._group is not None

    def move_all(self, moves: list[tuple[QGraphicsObject, QPointF]]) -> None:
        """Move every item to its target position; instantly at speed 0."""
        self.stop()
        moves = [(item, target) for item, target in moves if item.pos() != target]
        if self.speed <= 0 or not moves:
            for item, target in moves:
                item.setPos(target)
            self.finished.emit()
            return
        group = QParallelAnimationGroup(self)
        for item, target in moves:
            animation = QPropertyAnimation(item, b"pos", group)
            animation.setDuration(int(BASE_DURATION_MS * self.speed))
            animation.setStartValue(item.pos())
            animation.setEndValue(target)
            animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(animation)
            self._resting_z[item] = item.zValue()
            item.setZValue(Layer.ANIMATING)
        group.finished.connect(self._done)
        self._group = group
        group.start()

    def stop(self) -> None:
        """Jump every running move to its end."""
        if self._group is not None:
            group = self._group
            group.setCurrentTime(group.totalDuration())
            group.stop()
            self._done()

    def _done(self) -> None:
        for item, z in self._resting_z.items():
            item.setZValue(z)
        self._resting_z.clear()
        if self._group is not None:
            self._group.deleteLater()
            self._group = None
        self.finished.emit()
