"""Player-typed text shown as typed: never read as markup by a label, tooltip or dialog.

Qt reads a label's text (``Qt.TextFormat.AutoText``) and every tooltip as rich text when
``Qt.mightBeRichText`` says it looks like HTML, so a player named ``<b>Ana</b>`` would show
up bold, and ``<img src=...>`` would try to load a picture. Three ways to keep it literal:
``escaped`` for a name put into a rich-text template, ``plain_tooltip`` for a tooltip, and
``plain_label`` (or ``make_plain``) for a label that shows only plain text.
"""

from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def escaped(text: str) -> str:
    """``text`` made safe to put into a rich-text template (``<``, ``>`` and ``&`` as entities)."""
    return html.escape(text, quote=False)


def looks_rich(text: str) -> bool:
    """Whether Qt would read ``text`` as rich text in a tooltip or an AutoText label."""
    return QtGui.Qt.mightBeRichText(text)  # the GUI module's Qt namespace holds it


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally, line breaks and all.

    Text Qt would take for markup becomes escaped rich text (wrapping kept as in ``text``);
    anything else is returned unchanged, since Qt already shows it as it is."""
    if not looks_rich(text):
        return text
    return f'<p style="white-space:pre-wrap">{escaped(text)}</p>'


def make_plain(label: QLabel) -> QLabel:
    """Make ``label`` show its text as plain text from now on; returns it."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` exactly as it is."""
    label = QLabel(parent)
    make_plain(label)
    label.setText(text)
    return label
