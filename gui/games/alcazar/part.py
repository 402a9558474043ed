"""What every part of the Alcazar table shares: it says its words in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class TablePart:
    """One job of the Alcazar table (the board, the hand, the previews, ...), owned by the table."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the player's language, in the part's own context (lupdate reads ``self.tr``
        calls in a class as that class's context, as Qt's ``QObject.tr`` does); ``%n`` takes ``n``."""
        return QCoreApplication.translate(type(self).__name__, text, disambiguation or None, n)
