"""The app's languages: which exist, which one is chosen, and the translators that apply it.

English is the source language; its catalogue only holds the singular and plural of counted
texts ("1 point", "2 points"). The choice is remembered in QSettings under ``language``; with no
choice the system's language is used when the app has it, English otherwise.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"

# Language code -> its name in that language, as the language menu shows it.
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "el": "Ελληνικά",
    "hu": "Magyar",
    "ro": "Română",
}
TRANSLATED = tuple(LANGUAGES)  # every language has a catalogue (English: its plural forms)
# Qt ships the texts of its own dialogs and buttons (qtbase_<lang>.qm) for some languages only;
# for these the app brings its own translation of them (qt_supplement_<lang>.ts).
QT_SUPPLEMENTED = ("el", "ro")
SOURCE_LANGUAGE = "en"
SETTING = "language"


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages the app has, else English."""
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(settings: QSettings) -> str:
    """The language the player chose, or the system's."""
    value = settings.value(SETTING)
    return value if isinstance(value, str) and value in LANGUAGES else system_language()


class Translators:
    """The app's and Qt's translators of one application, replaced when the language changes.

    Installing a translator makes Qt send every widget a ``LanguageChange`` event, which is how
    open windows learn to re-read their texts."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.language = SOURCE_LANGUAGE
        self._installed: list[QTranslator] = []

    def release(self) -> None:
        """Take this object's translators out of the application again."""
        for translator in self._installed:
            self.app.removeTranslator(translator)
            translator.deleteLater()
        self._installed.clear()

    def apply(self, language: str) -> str:
        """Use ``language`` (an unknown code means English); returns the language applied."""
        language = language if language in LANGUAGES else SOURCE_LANGUAGE
        self.release()
        # Numbers, dates and the rules pages follow the language too.
        QLocale.setDefault(QLocale(language))
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ours = str(TRANSLATIONS)
        for name, folder in (("qtbase", qt_folder), ("qt_supplement", ours), ("alcazaba", ours)):
            translator = QTranslator(self.app)
            if translator.load(f"{name}_{language}", folder):
                self.app.installTranslator(translator)
                self._installed.append(translator)
        self.language = language
        return language
