"""main(): the application object, translations, settings, data folder and the main window."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from engine.core import default_registry
from gui.desktop_entry import ICON, install_desktop_entry
from gui.languages import Translators, chosen_language
from gui.platform_check import missing_libraries_message

def parse_args(argv: list[str]) -> argparse.Namespace:
    """The app's command line; a bad flag exits with code 2 and a message."""
    parser = argparse.ArgumentParser(prog="alcazaba", description="Castle-building board games.")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="add Alcazaba to the desktop menu of the current user and exit")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Start the app."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.install_desktop_entry:
        print(f"installed {install_desktop_entry()}")
        return 0
    if QApplication.instance() is None:
        # Qt aborts the process when its xcb plugin lacks a library; name the packages instead.
        problem = missing_libraries_message()
        if problem:
            print(problem, file=sys.stderr)
            return 1
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("Alcazaba")
    app.setApplicationName("alcazaba")
    app.setApplicationDisplayName("Alcazaba")
    app.setWindowIcon(QIcon(str(ICON)))
    app.setDesktopFileName("alcazaba")
    settings = QSettings()
    translators = Translators(app)
    translators.apply(chosen_language(settings))  # before any widget reads its texts
    from gui.main_window import MainWindow  # after the application exists: widgets need it

    data_dir = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    window = MainWindow(default_registry(), settings, data_dir, translators=translators)
    window.show()
    # Games in progress are listed (and damaged ones reported) once the window is up.
    QTimer.singleShot(0, window.check_saved_games)
    if args.file:
        QTimer.singleShot(0, lambda: window.load_game(Path(args.file)))
    return app.exec()
