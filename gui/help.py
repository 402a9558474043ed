"""In-app rules: one HTML page per game and language in resources/help (``<game>.<lang>.html``)."""

from __future__ import annotations

from pathlib import Path

HELP_DIR = Path(__file__).resolve().parent.parent / "resources" / "help"
FALLBACK_LANGUAGE = "en"


def rules_page(game_id: str, language: str) -> tuple[str, str] | None:
    """The rules page of ``game_id`` in ``language``, else in English, as (html, its language);
    None when the game has no page at all."""
    for lang in dict.fromkeys((language, FALLBACK_LANGUAGE)):
        path = HELP_DIR / f"{game_id}.{lang}.html"
        if path.exists():
            return path.read_text(encoding="utf-8"), lang
    return None
