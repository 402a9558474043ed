"""In-app rules: one HTML page per game in resources/help, in the player's language if present."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale

HELP_DIR = Path(__file__).resolve().parent.parent / "resources" / "help"


def rules_html(game_id: str, locale: QLocale | None = None) -> str:
    """The rules page of ``game_id`` (``<game>.<lang>.html``, falling back to English)."""
    language = (locale or QLocale()).name().split("_")[0]
    for name in (f"{game_id}.{language}.html", f"{game_id}.en.html"):
        path = HELP_DIR / name
        if path.exists():
            return path.read_text(encoding="utf-8")
    return f"<p>No rules page for {game_id}.</p>"
