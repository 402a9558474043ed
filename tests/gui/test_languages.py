"""The app in five languages: complete, current catalogues, plural forms, rules pages in every
language, a live change of language, and texts that fit their widgets in German and Greek."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from engine.core import default_registry
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.dialogs.setup_model import COMPUTER, HUMAN, GameSetup, SeatSetup
from gui.help import HELP_DIR
from gui.help_pictures import SCHEME, help_picture
from gui.levels import computer_levels
from gui.languages import SOURCE_LANGUAGE, TRANSLATED, Translators, system_language
from tests.helpers.gui import open_main_window
from tools.translation_calls import text_calls, unseen_calls
from tools.translation_catalogues import TEMPLATE, catalogue_path, stale_catalogues

ROOT = Path(__file__).resolve().parents[2]
GAMES = default_registry().ids()
FOREIGN = [language for language in TRANSLATED if language != SOURCE_LANGUAGE]
PLURAL_FORMS = {"en": 2, "de": 2, "el": 2, "hu": 1, "ro": 3}  # Qt's numerus forms per language


def _messages(path: Path):
    root = ET.parse(path).getroot()
    for context in root.findall("context"):
        for message in context.findall("message"):
            yield context.findtext("name") or "", message


@pytest.fixture
def translators(qapp):
    """The app's translators, back to English after the test."""
    installed = Translators(qapp)
    yield installed
    installed.apply(SOURCE_LANGUAGE)


def test_gui_code_asks_only_for_texts_lupdate_collects():
    assert unseen_calls(ROOT / "gui") == []
    template = {(context, message.findtext("source")) for context, message in _messages(TEMPLATE)}
    missing = [(c.path, c.line, c.source) for c in text_calls(ROOT / "gui") if (c.context, c.source) not in template]
    assert missing == [], "run tools/update_translations.sh"


def test_counted_texts_are_plural_texts_in_the_template():
    counted = {(c.context, c.source) for c in text_calls(ROOT / "gui") if c.numerus}
    plural = {(context, m.findtext("source")) for context, m in _messages(TEMPLATE) if m.get("numerus") == "yes"}
    assert counted and counted <= plural


def test_every_compiled_catalogue_is_current():
    assert stale_catalogues() == [], "run tools/update_translations.sh"


@pytest.mark.parametrize("language", FOREIGN)
def test_every_text_is_translated(language):
    template = {(context, m.findtext("source")) for context, m in _messages(TEMPLATE)}
    untranslated, wrong_forms = [], []
    found = set()
    for context, message in _messages(catalogue_path(language)):
        source = message.findtext("source")
        found.add((context, source))
        translation = message.find("translation")
        forms = [f.text for f in translation.findall("numerusform")] if message.get("numerus") == "yes" else [translation.text]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            untranslated.append(f"{context}: {source}")
        elif message.get("numerus") == "yes" and len(forms) != PLURAL_FORMS[language]:
            wrong_forms.append(f"{context}: {source}")
    assert found == template
    assert untranslated == []
    assert wrong_forms == []


@pytest.mark.parametrize("language", FOREIGN)
def test_translations_keep_every_placeholder(language):
    lost = []
    for context, message in _messages(catalogue_path(language)):
        source = message.findtext("source")
        wanted = set(re.findall(r"%(?:\d|n)", source))
        translation = message.find("translation")
        for form in [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]:
            if set(re.findall(r"%(?:\d|n)", form)) != wanted:
                lost.append(f"{context}: {source!r} -> {form!r}")
    assert lost == []


def test_english_says_one_point_and_two_points(translators):
    translators.apply("en")
    assert QCoreApplication.translate("FinalStandingsDialog", "%n points", "", 1) == "1 point"
    assert QCoreApplication.translate("FinalStandingsDialog", "%n points", "", 2) == "2 points"


@pytest.mark.parametrize(("language", "counts"), [("de", (1, 2)), ("el", (1, 2)), ("ro", (1, 2, 20))])
def test_plural_forms_differ_where_the_language_has_them(translators, language, counts):
    translators.apply(language)
    texts = {QCoreApplication.translate("FinalStandingsDialog", "%n points", "", n).replace(str(n), "#") for n in counts}
    assert len(texts) == len(counts)


@pytest.mark.parametrize("language", FOREIGN)
def test_each_catalogue_loads_and_translates_the_menus(translators, language):
    assert translators.apply(language) == language
    assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
    assert QLocale().name().startswith(language)


def test_the_system_language_is_used_when_the_app_has_it():
    assert system_language(QLocale("hu_HU")) == "hu"
    assert system_language(QLocale("el_GR")) == "el"
    assert system_language(QLocale("fr_FR")) == "en"


class _PageReader(HTMLParser):
    """The pictures, links and anchors of a rules page, and whether its tags balance."""

    VOID = {"br", "img", "hr"}

    def __init__(self) -> None:
        super().__init__()
        self.pictures, self.links, self.anchors, self.headings, self.open = [], [], set(), 0, []
        self.unbalanced = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "img":
            self.pictures.append(attrs.get("src", ""))
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if "name" in attrs or "id" in attrs:
            self.anchors.add(attrs.get("name") or attrs.get("id"))
        if tag in ("h2", "h3"):
            self.headings += 1
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if self.open and self.open[-1] == tag:
            self.open.pop()
        else:
            self.unbalanced.append(tag)


def _read_page(path: Path) -> _PageReader:
    reader = _PageReader()
    reader.feed(path.read_text(encoding="utf-8"))
    return reader


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_sound_rules_page_in_every_language(qapp, game, language):
    path = HELP_DIR / f"{game}.{language}.html"
    assert path.exists()
    page, english = _read_page(path), _read_page(HELP_DIR / f"{game}.en.html")
    assert page.unbalanced == [] and page.open == []
    assert page.pictures == english.pictures  # the same pictures in the same order
    assert page.headings == english.headings
    for src in page.pictures:
        scheme, _, reference = src.partition(":")
        assert scheme == SCHEME and help_picture(reference) is not None, src
    for link in page.links:
        assert link.startswith(("http://", "https://")) or link.lstrip("#") in page.anchors, link


def test_every_picture_of_a_page_is_drawn(qapp):
    for game in GAMES:
        for src in _read_page(HELP_DIR / f"{game}.en.html").pictures:
            image = help_picture(src.partition(":")[2])
            assert image is not None and not image.isNull()
            assert len({image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}) > 20


def test_the_rules_window_falls_back_to_english_with_a_note(qtbot):
    dialog = RulesDialog(GAMES[0], "xx")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.note.isHidden()
    german = RulesDialog(GAMES[0], "de")
    qtbot.addWidget(german)
    assert german.note.isHidden()


def test_the_rules_window_finds_words_and_wraps_around(qtbot):
    dialog = RulesDialog("alhambra", "en")
    qtbot.addWidget(dialog)
    dialog.search.setText("wall")
    first = dialog.browser.textCursor().selectionStart()
    assert dialog.browser.textCursor().selectedText().lower() == "wall"
    positions = {first}
    for _ in range(40):
        assert dialog.find(forward=True)
        positions.add(dialog.browser.textCursor().selectionStart())
    assert len(positions) > 3 and first in positions  # it came round to the first again
    dialog.search.setText("no such words anywhere")
    assert not dialog.find(forward=True)
    assert dialog.result.text()


SEATS = (SeatSetup("Ana", "red", HUMAN), SeatSetup("Cpu", "blue", COMPUTER, "random"))


def test_changing_the_language_keeps_the_game_and_retranslates(qtbot, tmp_path, translators):
    window = open_main_window(qtbot, tmp_path)
    window.start_game(GameSetup("alhambra", SEATS, {}), seed=3)
    qtbot.waitUntil(lambda: window.session.state.current_player == 0 and window.table.my_turn(), timeout=10000)
    actions = len(window.session.state.history)
    english = [b.text() for b in window.action_bar.findChildren(QAbstractButton)]
    window.set_language("de")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == QCoreApplication.translate("MainWindow", "&Game"))
    assert window.menuBar().actions()[0].text() != "&Game"
    assert window.settings.value("language") == "de"
    assert len(window.session.state.history) == actions
    assert [b.text() for b in window.action_bar.findChildren(QAbstractButton)] != english
    assert window.table is not None and window.view.scene() is window.table.scene
    window.set_language("en")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Game")
    window.close()


def _clipped(widget) -> list[str]:
    """Labels and buttons shown narrower than their text needs (word-wrapped labels: shorter)."""
    clipped = []
    for child in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton):
        if not child.isVisibleTo(widget) or not child.text() or child.width() <= 1:
            continue
        if isinstance(child, QLabel) and child.wordWrap():
            if child.hasHeightForWidth() and child.height() + 1 < child.heightForWidth(child.width()):
                clipped.append(child.text())
        elif child.width() + 1 < child.minimumSizeHint().width():
            clipped.append(child.text())
    return clipped


@pytest.mark.parametrize("language", ["de", "el"])
def test_no_text_is_clipped_in_german_and_greek(qtbot, tmp_path, translators, language):
    translators.apply(language)
    window = open_main_window(qtbot, tmp_path)
    QApplication.processEvents()
    assert _clipped(window) == []
    for game in GAMES:
        dialog = NewGameDialog([default_registry().get(game)], computer_levels(), window.settings, window)
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        assert _clipped(dialog) == [], game
        dialog.close()
    for game in GAMES:
        seats = SEATS + ((SeatSetup("Bea", "green", COMPUTER, "random"),) if default_registry().get(game).min_players > 2 else ())
        window.start_game(GameSetup(game, seats, {}), seed=1)
        QApplication.processEvents()
        assert _clipped(window) == [], game
    window.close()


def test_every_phrasebook_sentence_is_in_the_catalogue_under_the_context_it_is_read_from():
    import importlib
    import pkgutil

    import gui.games
    from gui.games.tilecity.texts import Phrasebook

    template = {(context, message.findtext("source")) for context, message in _messages(TEMPLATE)}
    books = []
    for module in pkgutil.walk_packages(gui.games.__path__, "gui.games."):
        if module.name.endswith(".texts"):
            loaded = importlib.import_module(module.name)
            books += [(module.name, name, book) for name, book in vars(loaded).items() if isinstance(book, Phrasebook)]
    assert len(books) >= 6
    lost = [(module, name, key) for module, name, book in books for key, text in book.templates.items()
            if (book.contexts.get(key, book.context), text) not in template]
    assert lost == []


@pytest.mark.parametrize("language", FOREIGN)
def test_qt_standard_buttons_and_dialogs_speak_the_language(translators, language):
    translators.apply(language)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
