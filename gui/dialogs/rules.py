"""The rules window: a game's rules page in the app's language, its pictures, and a search bar."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gui.help import rules_page
from gui.help_pictures import SCHEME, help_picture
from gui.i18n_names import game_title

NOT_FOUND = QColor("#ffd9d4")  # the search field's ground when the words are not on the page


class RulesBrowser(QTextBrowser):
    """A rules page whose ``picture:`` images are drawn by the games' art."""

    def loadResource(self, kind: int, url: QUrl | str):
        url = QUrl(url)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == SCHEME:
            return help_picture(url.path())
        return super().loadResource(kind, url)


class RulesDialog(QDialog):
    """The rules of one game; Ctrl+F or the bar at the top finds words on the page."""

    def __init__(self, game_id: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", game_title(game_id)))
        self.browser = RulesBrowser(self)
        self.browser.setOpenExternalLinks(True)
        page = rules_page(game_id, language)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("background: #fff4d6; color: #5a4126; padding: 6px; border-radius: 4px;")
        if page is None:
            self.browser.setPlainText(self.tr("There is no rules page for this game."))
            self.note.hide()
        else:
            html, page_language = page
            self.browser.setHtml(html)
            self.note.setText(self.tr("These rules are not written in your language yet; here they are in English."))
            self.note.setVisible(page_language != language)

        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Find in the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.returnPressed.connect(lambda: self.find(forward=True))
        self.search.textChanged.connect(lambda _text: self.find(forward=True, again=False))
        previous = QPushButton(self.tr("Previous"), self)
        previous.clicked.connect(lambda: self.find(forward=False))
        following = QPushButton(self.tr("Next"), self)
        following.clicked.connect(lambda: self.find(forward=True))
        for button in (previous, following):
            button.setAutoDefault(False)  # Enter in the search field finds; it never closes the window
        self.result = QLabel(self)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(previous)
        bar.addWidget(following)
        bar.addWidget(self.result)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.note)
        layout.addWidget(self.browser, 1)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.search.setFocus)
        QShortcut(QKeySequence.StandardKey.FindNext, self, activated=lambda: self.find(forward=True))
        QShortcut(QKeySequence.StandardKey.FindPrevious, self, activated=lambda: self.find(forward=False))
        self.resize(760, 680)

    def find(self, forward: bool, again: bool = True) -> bool:
        """Select the next (or previous) place of the search text, wrapping around the page;
        ``again`` False: search from the start of the current match (the text is being typed)."""
        text = self.search.text()
        cursor = self.browser.textCursor()
        if not again:
            cursor.setPosition(cursor.selectionStart())
            self.browser.setTextCursor(cursor)
        if not text:
            self._show_result(True)
            return True
        flags = QTextDocument.FindFlag(0) if forward else QTextDocument.FindFlag.FindBackward
        found = self.browser.find(text, flags)
        if not found:
            # Wrap around: from the top going forward, from the end going back.
            cursor.movePosition(cursor.MoveOperation.Start if forward else cursor.MoveOperation.End)
            self.browser.setTextCursor(cursor)
            found = self.browser.find(text, flags)
        self._show_result(found)
        return found

    def _show_result(self, found: bool) -> None:
        self.result.setText("" if found else self.tr("Not found"))
        palette = self.search.palette()
        palette.setColor(QPalette.ColorRole.Base, self.palette().color(QPalette.ColorRole.Base) if found else NOT_FOUND)
        self.search.setPalette(palette)
