"""The one translation call of the GUI's module-level code.

``pyside6-lupdate`` collects a text from a call named ``translate`` whose context and text are
literals (``translate("castle", "%1 talers")``); a wrapper with a context held in a variable
would hide the text from it, so modules outside a class call this directly. Classes use
``self.tr``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate
