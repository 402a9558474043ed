"""The one translation call of the GUI's module-level code.

``pyside6-lupdate`` collects a text from a call named ``translate`` whose context and text are
literals (``translate("castle", "%1 talers")``); a wrapper with a context held in a variable
would hide the text from it, so modules outside a class call this directly. Classes use
``self.tr``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def in_sentence(name: str) -> str:
    """A building's or a currency's name inside a sentence: in lower case ("paid 8 denar"),
    unless the language writes such nouns as they are (German capitalises every noun). The
    translators decide, by translating the marker text below as "as is"."""
    style = translate("names", "lower case", "how a building or currency name is written inside a sentence: "
                      "translate as 'as is' to keep its capital letter, else leave 'lower case'")
    return name if style == "as is" else name.lower()
