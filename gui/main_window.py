"""The main window: start page, the game table, menus, docks and the status bar."""

from __future__ import annotations

import datetime as _dt
import html
import math
import random
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDate, QEvent, QLocale, QSettings, QSize, QStandardPaths, Qt, QTime, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QImage, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QDialog,
    QVBoxLayout,
    QWidget,
)

import engine
from engine.core import EngineError, GameRegistry, PlayerEntry
from gui.dialogs.new_game import NewGameDialog
from gui.dock_layout import DockLayout
from gui.dialogs.end_of_game import EndOfGameDialog
from gui.dialogs.score_chart import ScoreChart
from gui.dialogs.setup_model import PLAYER_COLOUR_HEX, PLAYER_COLOURS, GameSetup, SeatSetup
from gui.dialogs.rules import RulesDialog
from gui.dialogs.statistics import StatisticsDialog
from gui.game_store import FINISHED, DamagedGame, GameStore, StoredGame
from gui.statistics import compute_statistics, summarize
from gui.games import available_games, load_ui
from gui.games.base import BarAction, GameTable
from gui.i18n_names import game_title
from gui.languages import LANGUAGES, Translators, chosen_language
from gui.languages import SETTING as LANGUAGE_SETTING
from gui.levels import computer_levels
from gui.log_view import LogList
from gui.scene.animator import Animator
from gui.scene.board_view import BoardView, readable_scale
from gui.session import GameSession

SPEEDS = ((QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0.0), (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 0.5),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0), (QT_TRANSLATE_NOOP("MainWindow", "Slow"), 2.0))
BOT_PAUSE_MS = 700  # pause after a computer move at normal speed, so players can follow it
RECORD_FILTER = "Alcazaba games (*.alcazaba.yaml *.yaml)"


def read_speed(settings: QSettings) -> float:
    """The animation speed kept in the settings; anything that is not one of ours reads as normal."""
    try:
        value = float(settings.value("view/speed", 1.0))
    except (TypeError, ValueError):
        return 1.0
    return value if math.isfinite(value) and any(abs(value - v) < 1e-6 for _label, v in SPEEDS) else 1.0


def file_problem(exc: BaseException) -> str:
    """Why a file operation failed, in the system's short words (no error numbers)."""
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


class StartPage(QWidget):
    """The games the app can play, and the games in progress to continue or delete."""

    game_chosen = Signal(str)
    continue_requested = Signal(Path)
    delete_requested = Signal(Path)

    def __init__(self, registry: GameRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("<h1>Alcazaba</h1><p>Castle-building board games at one table or against the computer.</p>"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.list = QListWidget(self)
        self.list.setIconSize(QSize(128, 96))
        self.list.setSpacing(8)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        # Only games that load are offered; a broken game plug-in is named below the list.
        self.games, problems = available_games(registry)
        for game_id in self.games:
            game = registry.get(game_id)
            ui = load_ui(game_id)
            item = QListWidgetItem(self._picture(ui), f"{game_title(game_id)}\n{ui.description()}")
            item.setData(Qt.ItemDataRole.UserRole, game_id)
            item.setToolTip(self.tr("%1 to %2 players").replace("%1", str(game.min_players)).replace("%2", str(game.max_players)))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda item: self.game_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.broken_games = QLabel(self.tr("Some games could not be loaded:") + "\n" + "\n".join(map(str, problems)), self)
        self.broken_games.setTextFormat(Qt.TextFormat.PlainText)
        self.broken_games.setWordWrap(True)
        self.broken_games.setStyleSheet("color: #a33;")
        self.broken_games.setVisible(bool(problems))
        start = QPushButton(self.tr("New game…"))
        start.setDefault(True)
        start.clicked.connect(self._start)

        self.saved_title = QLabel(self.tr("<h3>Games in progress</h3>"), self)
        self.saved = QTreeWidget(self)
        self.saved.setRootIsDecorated(False)
        self.saved.setUniformRowHeights(True)
        self.saved.setHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Moves"), self.tr("Last played")])
        self.saved.itemActivated.connect(lambda item, _column: self._continue())
        self.saved.itemSelectionChanged.connect(self._selection_changed)
        self.continue_button = QPushButton(self.tr("Continue"), self)
        self.continue_button.clicked.connect(self._continue)
        self.delete_button = QPushButton(self.tr("Delete…"), self)
        self.delete_button.clicked.connect(self._delete)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 30, 60, 30)
        layout.addWidget(title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.broken_games)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(start)
        layout.addLayout(row)
        layout.addWidget(self.saved_title)
        layout.addWidget(self.saved)
        saved_row = QHBoxLayout()
        saved_row.addStretch(1)
        saved_row.addWidget(self.delete_button)
        saved_row.addWidget(self.continue_button)
        layout.addLayout(saved_row)
        self.show_games([])

    def show_games(self, games: list[StoredGame]) -> None:
        """List the games in progress, newest first; the section hides when there are none."""
        self.saved.clear()
        for game in games:
            names = ", ".join(p.name for p in game.record.players)
            played = self._when(game.modified)
            item = QTreeWidgetItem([game_title(game.record.game), names, str(game.moves), played])
            item.setData(0, Qt.ItemDataRole.UserRole, str(game.path))
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.saved.addTopLevelItem(item)
        for column in range(self.saved.columnCount()):
            self.saved.resizeColumnToContents(column)
        for widget in (self.saved_title, self.saved, self.continue_button, self.delete_button):
            widget.setVisible(bool(games))
        # As tall as its rows (up to eight), so the list of games to start keeps the room.
        rows = min(max(len(games), 1), 8)
        row_height = self.saved.sizeHintForRow(0) if games else self.fontMetrics().height() + 6
        self.saved.setFixedHeight(self.saved.header().sizeHint().height() + rows * row_height + 2 * self.saved.frameWidth() + 8)
        if games:
            self.saved.setCurrentItem(self.saved.topLevelItem(0))
        self._selection_changed()

    def _when(self, moment: _dt.datetime) -> str:
        """When a game was last played: the time today, else the date and time."""
        locale = QLocale()
        clock = locale.toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)
        days = (_dt.date.today() - moment.date()).days
        if days == 0:
            return self.tr("today, %1").replace("%1", clock)
        if days == 1:
            return self.tr("yesterday, %1").replace("%1", clock)
        date = locale.toString(QDate(moment.year, moment.month, moment.day), QLocale.FormatType.ShortFormat)
        return f"{date}, {clock}"

    def _selected_path(self) -> Path | None:
        item = self.saved.currentItem()
        return None if item is None else Path(item.data(0, Qt.ItemDataRole.UserRole))

    def _selection_changed(self) -> None:
        chosen = self._selected_path() is not None
        self.continue_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def _continue(self) -> None:
        path = self._selected_path()
        if path is not None:
            self.continue_requested.emit(path)

    def _delete(self) -> None:
        path = self._selected_path()
        if path is not None:
            self.delete_requested.emit(path)

    def chosen_game(self) -> str | None:
        """The id of the game selected in the list of games."""
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def choose_game(self, game_id: str | None) -> None:
        """Select a game in the list (the last one played, say)."""
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
                self.list.setCurrentRow(row)

    def _start(self) -> None:
        game_id = self.chosen_game()
        if game_id is not None:
            self.game_chosen.emit(game_id)

    @staticmethod
    def _picture(ui) -> QIcon:
        image = QImage(256, 192, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ui.paint_picture(painter, image.rect().toRectF())
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(2.0)  # drawn at twice the icon size: crisp on HiDPI
        return QIcon(pixmap)


class PassScreen(QWidget):
    """Hides the table between two people at one screen until the next one is ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_for(self, name: str) -> None:
        """Ask the table to be handed to ``name``."""
        self.label.setText(self.tr("<h2>Pass the screen to %1</h2><p>The other players' hands stay hidden.</p>").replace("%1", html.escape(name)))
        # A button's text is always plain; only '&' would be read as a shortcut mark.
        self.button.setText(self.tr("I am %1 — show my hand").replace("%1", name.replace("&", "&&")))


class ActionBar(QWidget):
    """Buttons for the actions that are not drags (take money, buy, end the turn, ...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel(self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setWordWrap(True)
        self.buttons: dict[str, tuple[QPushButton, BarAction]] = {}
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._layout.addWidget(self.hint, 1)

    def set_actions(self, actions: list[BarAction], perform) -> None:
        """Replace the buttons with those of a game's table."""
        for button, _action in self.buttons.values():
            # Out of the bar at once: deleteLater waits for the event loop, and a language change
            # or a new game must not show the old buttons meanwhile.
            self._layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons.clear()
        for action in actions:
            button = QPushButton(action.label, self)
            button.clicked.connect(lambda _=False, a=action: perform(a.make()))
            if action.shortcut:
                # Only a visible, enabled button takes its key, so two buttons may share one
                # (End turn and Pass are never offered together).
                button.setShortcut(QKeySequence(action.shortcut))
            self._layout.addWidget(button)
            self.buttons[action.key] = (button, action)

    def button(self, key: str) -> QPushButton:
        """The button of an action, by key."""
        return self.buttons[key][0]

    def main_button(self) -> QPushButton | None:
        """What Enter does: the first enabled button of a prepared action (Buy, Take money...);
        never one that ends the turn, which has a key of its own so it is never pressed by habit."""
        for button, action in self.buttons.values():
            if not action.only_when_legal and button.isEnabled():
                return button
        return None


class MainWindow(QMainWindow):
    """Alcazaba's window: choose a game, play it, save it, read its rules."""

    def __init__(self, registry: GameRegistry, settings: QSettings, data_dir: Path | None, parent: QWidget | None = None,
                 translators: Translators | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.settings = settings
        # A window given no translators (a test's, or a second window) installs its own and takes
        # them out again when it closes.
        self._own_translators = translators is None
        if translators is None:
            translators = Translators(QApplication.instance())
            translators.apply(chosen_language(settings))
        self.translators = translators
        self._retranslate_due = False
        self.shown_language = translators.language  # the language the window's texts are in
        self.data_dir = data_dir
        self.store = None if data_dir is None else GameStore(data_dir, registry)
        self.session: GameSession | None = None
        self.table: GameTable | None = None
        self.save_path: Path | None = None  # the player's own file of this game, if any
        self._saved_actions = 0  # how many actions that file holds
        self.animator = Animator(read_speed(settings), self)
        self.open_dialogs: list[QDialog] = []
        self.viewer: int | None = None  # the seat whose hand the table shows
        self._pending_viewer: int | None = None  # the seat the pass screen waits for
        self._logged_actions = 0  # how many of the game's actions the log shows
        self._notice: QMessageBox | None = None  # the one non-modal problem box, reused
        self._docks_wanted: dict[str, bool] = {}  # whether each dock was open at the table
        self._queued_panels: list[QDialog] = []  # scoring panels waiting for the open one to close
        self._open_panel: QDialog | None = None
        self._paused_for_panel = False  # whether the open panel is what holds the computers back
        self.setWindowTitle("Alcazaba")
        self._fit_default_size()

        self.pages = QStackedWidget(self)
        self.start_page = self._new_start_page()
        self.game_page = QWidget(self)
        self.view = BoardView(None, self.game_page)
        self.action_bar = ActionBar(self.game_page)
        game_layout = QVBoxLayout(self.game_page)
        game_layout.setContentsMargins(0, 0, 0, 0)
        game_layout.setSpacing(0)
        game_layout.addWidget(self.view, 1)
        game_layout.addWidget(self.action_bar)
        # Escape at the table cancels a drag or a selection; dialogs keep their own Escape.
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.game_page)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.cancel_gesture)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            confirm = QShortcut(QKeySequence(key), self.game_page)
            confirm.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            confirm.activated.connect(self.confirm_main_action)
        self.pass_screen = PassScreen(self)
        self.pass_screen.ready.connect(self._pass_accepted)
        for page in (self.start_page, self.game_page, self.pass_screen):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)

        self.log = LogList(self)
        self.log.pointed.connect(self._log_pointed)
        self.log_dock = QDockWidget(self.tr("Log"), self)
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log)
        self.scores: QWidget | None = None  # the running game's scores panel
        self.scores_dock = QDockWidget(self.tr("Scores"), self)
        self.scores_dock.setObjectName("scores")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scores_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.dock_layout = DockLayout(self, self.scores_dock, self.log_dock)
        # Shown while the autosave cannot reach the disk; the tooltip says why.
        self.autosave_mark = QLabel(self.tr("⚠ Not saved automatically"), self)
        self.autosave_mark.setTextFormat(Qt.TextFormat.PlainText)
        self.autosave_mark.setStyleSheet("color: #a33; font-weight: bold; padding: 0 6px;")
        self.autosave_mark.hide()
        self.statusBar().addPermanentWidget(self.autosave_mark)
        self.turn_label = QLabel(self)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.turn_label)
        self._build_menus()
        self._show_start()

    def _new_start_page(self) -> StartPage:
        page = StartPage(self.registry, self)
        page.game_chosen.connect(self.new_game)
        page.continue_requested.connect(self.continue_game)
        page.delete_requested.connect(self.delete_game)
        return page

    def _replace_start_page(self) -> None:
        """A start page in the current language, at the old one's place in the stack."""
        old, showing = self.start_page, self.pages.currentWidget() is self.start_page
        chosen = old.chosen_game()
        self.start_page = self._new_start_page()
        self.pages.insertWidget(self.pages.indexOf(old), self.start_page)
        self.pages.removeWidget(old)
        old.deleteLater()
        self.start_page.choose_game(chosen)
        if showing:
            self.pages.setCurrentWidget(self.start_page)

    def _fit_default_size(self) -> None:
        """1280 x 860, or nine tenths of a smaller screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else QSize(1280, 860)
        self.resize(min(1280, int(room.width() * 0.9)), min(860, int(room.height() * 0.9)))

    # ----- menus ----------------------------------------------------------------------------

    def _build_menus(self) -> None:
        # Every menu and entry keeps its English text, so that a change of language re-reads it.
        self._menu_texts: list[tuple[QMenu | QAction, str]] = []
        game = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Game"))
        self.act_new = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&New…"), QKeySequence.StandardKey.New, lambda: self.new_game(None))
        self.act_open = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Open…"), QKeySequence.StandardKey.Open, self.open_game)
        self.act_save = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Save"), QKeySequence.StandardKey.Save, self.save_game)
        self.act_save_as = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), QKeySequence.StandardKey.SaveAs, self.save_game_as)
        game.addSeparator()
        self.act_undo = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Redo"), QKeySequence.StandardKey.Redo, self.redo)
        self.act_hint = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Hint"), QKeySequence("Ctrl+H"), self.hint)
        self.act_close = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Close game"), QKeySequence.StandardKey.Close, self.close_game)
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"), None, self.show_statistics)
        game.addSeparator()
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, self.close)

        self.move_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Move"))
        self._fill_move_menu()

        view = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&View"))
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), QKeySequence.StandardKey.ZoomIn, self.view.zoom_in)
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), QKeySequence.StandardKey.ZoomOut, self.view.zoom_out)
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "&Fit to window"), QKeySequence("Ctrl+0"), self.view.fit)
        speed_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "Animation &speed"), view)
        group = QActionGroup(self)
        for label, value in SPEEDS:
            action = self._action(speed_menu, label, None, lambda _=False, v=value: self.set_speed(v))
            action.setCheckable(True)
            action.setChecked(abs(value - self.animator.speed) < 1e-6)
            group.addAction(action)
        # Each language is named in itself, so a player lost in a foreign one still finds theirs.
        language_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Language"), view)
        languages = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setChecked(code == self.translators.language)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            languages.addAction(action)
            language_menu.addAction(action)
            self.language_actions[code] = action
        view.addSeparator()
        view.addAction(self.scores_dock.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())

        help_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Help"))
        self.act_rules = self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Rules of this game"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About Alcazaba"), None, self.show_about)

    def _menu(self, text: str, parent: QMenu | None = None) -> QMenu:
        """A menu of the menu bar (or of ``parent``) titled with the English ``text``, translated."""
        menu = (parent or self.menuBar()).addMenu(self.tr(text))
        self._menu_texts.append((menu, text))
        return menu

    def _retranslate(self) -> None:
        """Every text of the window in the language just installed; the game goes on as it was."""
        self._retranslate_due = False
        self.shown_language = self.translators.language
        for widget, text in self._menu_texts:
            if isinstance(widget, QMenu):
                widget.setTitle(self.tr(text))
            else:
                widget.setText(self.tr(text))
        for code, action in self.language_actions.items():
            action.setChecked(code == self.translators.language)
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.scores_dock.setWindowTitle(self.tr("Scores"))
        self.autosave_mark.setText(self.tr("⚠ Not saved automatically"))
        self._replace_start_page()
        if self.session is not None and self.table is not None:
            self._build_table(self.session)
            self._rebuild_log()
            self._state_changed(animate=False)
        else:
            self._fill_move_menu()
            self._show_start()

    def set_language(self, code: str) -> None:
        """Show the app in language ``code`` from now on, and remember the choice."""
        self.settings.setValue(LANGUAGE_SETTING, code)
        if code != self.translators.language:
            self.translators.apply(code)  # Qt then sends this window a LanguageChange event

    def changeEvent(self, event: QEvent) -> None:
        # Replacing the translators sends one event per translator removed and installed; the
        # texts are read again once, after the last.
        if (event.type() == QEvent.Type.LanguageChange and hasattr(self, "_menu_texts") and not self._retranslate_due
                and self.translators.language != self.shown_language):
            self._retranslate_due = True
            QTimer.singleShot(0, self, self._retranslate)  # with self as context: never after its end
        super().changeEvent(event)

    def _fill_move_menu(self) -> None:
        """The Move menu: the action bar's buttons and the table's keys, each with its key shown.

        The keys themselves belong to the buttons and the table (a menu entry owning them too
        would make them ambiguous), so the menu only names them, after a tab."""
        menu = self.move_menu
        menu.clear()
        menu.menuAction().setVisible(self.table is not None)  # nothing to move on the start page
        self._move_actions: dict[str, QAction] = {}
        for key, (button, bar_action) in self.action_bar.buttons.items():
            keys = QKeySequence(bar_action.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
            entry = menu.addAction(bar_action.label + (f"\t{keys}" if keys else ""))
            entry.triggered.connect(button.click)
            self._move_actions[key] = entry
        if self.action_bar.buttons:
            menu.addSeparator()
        native = QKeySequence.SequenceFormat.NativeText
        for label, key, slot in (
                (self.tr("Do the prepared action"), QKeySequence(Qt.Key.Key_Return), self.confirm_main_action),
                (self.tr("Cancel the selection"), QKeySequence(Qt.Key.Key_Escape), self.cancel_gesture),
                (self.tr("Next piece"), QKeySequence(Qt.Key.Key_Tab), lambda: self._focus_piece(True)),
                (self.tr("Previous piece"), QKeySequence("Shift+Tab"), lambda: self._focus_piece(False)),
                (self.tr("Pick the piece"), QKeySequence(Qt.Key.Key_Space), self._activate_piece)):
            entry = menu.addAction(f"{label}\t{key.toString(native)}")
            entry.triggered.connect(slot)
            entry.setEnabled(self.table is not None)

    def _focus_piece(self, forward: bool) -> None:
        if self.table is not None:
            self.table.scene.focus_next(forward)

    def _activate_piece(self) -> None:
        if self.table is not None:
            self.table.scene.activate_focused()

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        """An entry of ``menu`` with the English ``text``, translated."""
        action = QAction(self.tr(text), self)
        self._menu_texts.append((action, text))
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def set_speed(self, value: float) -> None:
        """Animation speed: 0 instant, 1 normal, 2 slow."""
        self.animator.speed = value
        self.settings.setValue("view/speed", value)
        if self.session is not None:
            self.session.bot_pause_ms = int(BOT_PAUSE_MS * value)

    # ----- starting and ending games ----------------------------------------------------------

    def new_game(self, game_id: str | None = None) -> None:
        """Ask for a setup and start it (the running game stays among the games in progress)."""
        games = [self.registry.get(g) for g in ((game_id,) if game_id else self.start_page.games)]
        dialog = NewGameDialog(games, computer_levels(), self.settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup, seed: int | None = None) -> bool:
        """Start the game a setup describes (the seed is random unless given)."""
        if not self.confirm_leave():
            return False
        players = [
            PlayerEntry(seat.name, "human" if seat.kind == "human" else "bot", seat.level, seat.colour)
            for seat in setup.seats
        ]
        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        slot = None if self.store is None else self.store.new_slot(setup.game_id)
        try:
            session = GameSession.new_game(self.registry, setup.game_id, players, setup.params, seed, slot, self)
        except EngineError as exc:
            self._warn(self.tr("Cannot start the game"), str(exc))
            return False
        self._attach(session, save_path=None)
        session.autosave_now()  # the setup itself is kept, even before the first action
        return True

    def open_game(self) -> None:
        """Open a saved game."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(self._save_dir()), self.tr(RECORD_FILTER))
        if path:
            self.load_game(Path(path))

    def load_game(self, path: Path) -> bool:
        """Open the game saved at ``path``; a bad file is reported and nothing changes.

        A game in progress of ours goes on saving to its own autosave; a player's file is
        copied into a new autosave at the first action and offered to be saved back on close."""
        path = Path(path)
        own_slot = self.store is not None and self.store.is_slot(path)
        try:
            session = GameSession.open(self.registry, path, path if own_slot else None, self)
        except EngineError as exc:
            self._warn(self.tr("Cannot open the game"),
                       self.tr("%1 cannot be opened:\n%2").replace("%1", path.name).replace("%2", str(exc)))
            return False
        if session.game.id not in self.start_page.games:
            session.deleteLater()
            self._warn(self.tr("Cannot open the game"),
                       self.tr("This version cannot show %1 games.").replace("%1", game_title(session.game.id)))
            return False
        if not self.confirm_leave():
            session.deleteLater()
            return False
        if not own_slot and self.store is not None:
            session.autosave_path = self.store.new_slot(session.game.id)  # written at the first action
        self._attach(session, save_path=None if own_slot else path)
        return True

    def continue_game(self, path: Path) -> bool:
        """Go on with a game in progress from the start page."""
        if self.session is not None and self.session.autosave_path == Path(path):
            self._show_table()
            return True
        if self.load_game(path):
            return True
        self._refresh_saved_games()  # it may have been damaged since the list was made
        return False

    def delete_game(self, path: Path) -> None:
        """Delete a game in progress, after asking."""
        if self.store is None:
            return
        answer = self._ask(
            self.tr("Delete game?"), self.tr("Delete this game in progress? It cannot be continued afterwards."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return
        if self.session is not None and self.session.autosave_path == Path(path):
            self._detach()
        self.store.delete(Path(path))
        self._refresh_saved_games()

    def save_game(self) -> bool:
        """Save to the current file, asking for one the first time."""
        if self.session is None:
            return False
        if self.save_path is None:
            return self.save_game_as()
        try:
            self.session.save(self.save_path)
        except (OSError, EngineError) as exc:
            self._warn(self.tr("Cannot save"), self.tr("The game could not be saved to %1: %2")
                       .replace("%1", self.save_path.name).replace("%2", file_problem(exc)))
            return False
        self._saved_actions = len(self.session.state.history)
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(self.save_path)), 4000)
        return True

    def save_game_as(self) -> bool:
        """Save to a file the player chooses."""
        if self.session is None:
            return False
        proposed = self._save_dir() / self._proposed_name()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(proposed), self.tr(RECORD_FILTER))
        if not path:
            return False
        previous = self.save_path
        self.save_path = Path(path)
        if self.save_game():
            return True
        self.save_path = previous
        return False

    def confirm_leave(self) -> bool:
        """Before the running game is put away: offer to save it back to the player's file if it
        changed since. False if the player cancels. The autosave keeps the game in any case."""
        session = self.session
        if session is None or self.save_path is None or len(session.state.history) == self._saved_actions:
            return True
        answer = self._ask(
            self.tr("Save changes?"),
            self.tr("This game has moves that are not in %1 yet. Save them to that file?\n"
                    "(The game also stays among the games in progress.)").replace("%1", self.save_path.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    def close_game(self) -> bool:
        """Put the game away (it stays among the games in progress) and show the start page."""
        if not self.confirm_leave():
            return False
        self._detach()
        self._show_start()
        return True

    def hint(self) -> None:
        """Ask the Normal computer player what it would do in the person's place (in the background)."""
        if self.session is not None and self.table is not None and self.table.my_turn() and self.session.request_hint():
            self.statusBar().showMessage(self.tr("Looking for a good move…"))

    def _hint_ready(self, action, considered: int) -> None:
        """Point at the suggestion on the table and say it in the log's words, with why."""
        session, table = self.session, self.table
        trial = session.state.clone()
        names = [p.name for p in session.players]
        lines = [text for event in trial.apply(action) for text in [self.ui.event_text(event, session.game, names)] if text]
        said = table.suggestion_text(action) or " ".join(line for line in lines if not line.startswith("—")) or action.to_text()
        seat = session.state.current_player
        before, after = session.state.scores()[seat], trial.scores()[seat]
        reason = table.hint_reason(action)
        if reason is None and after != before:
            reason = self.tr("Your score would go from %1 to %2.").replace("%1", str(before)).replace("%2", str(after))
        if reason is None:
            reason = (self.tr("It is the only sensible move here.") if considered <= 1 else
                      self.tr("Of the %1 moves it compared, it rated this one best.").replace("%1", str(considered)))
        table.show_hint(action)
        self.statusBar().showMessage(self.tr("Hint: %1 %2").replace("%1", said).replace("%2", reason), 30_000)

    def redo(self) -> None:
        """Play again what the last undo took back."""
        if self.session is not None and self.session.redo() and self.table is not None:
            self.table.clear_selection()

    def confirm_main_action(self) -> None:
        """Enter at the table: play the main action the player has prepared (Buy, Take money...)."""
        button = self.action_bar.main_button()
        if button is not None:
            button.click()

    def cancel_gesture(self) -> None:
        """Put back a piece being dragged and forget what the player picked."""
        if self.table is not None:
            self.table.scene.cancel_gesture()
            self._update_actions()

    def undo(self) -> None:
        """Take back the last action of a person at this screen."""
        if self.session is None:
            return
        if not self.session.undo():
            self.statusBar().showMessage(self.tr("Nothing to undo: new cards or tiles have been revealed since."), 4000)
        elif self.table is not None:
            self.table.clear_selection()  # picks made before the undo point at what is gone

    def check_saved_games(self) -> None:
        """At start: list the games in progress; tell about damaged autosaves and offer what of
        each can be recovered. A damaged file is kept aside, never dropped or overwritten."""
        if self.store is None:
            return
        try:
            result = self.store.scan()
        except OSError as exc:
            self._notify(self.tr("Your saved games could not be read (%1). New games can still be played.")
                         .replace("%1", file_problem(exc)))
            return
        recovered = None
        for damaged in result.damaged:
            recovered = self._offer_recovery(damaged) or recovered
        if recovered is not None:
            self.load_game(recovered)
        else:
            self.start_page.show_games(result.games)

    def _offer_recovery(self, damaged: DamagedGame) -> Path | None:
        kept = self.tr("A copy of the damaged file is kept at %1.").replace("%1", str(damaged.kept_at))
        salvage = damaged.salvage
        if salvage is None:
            self._warn(self.tr("A saved game is damaged"), "\n\n".join([
                self.tr("A saved game could not be read, and nothing of it can be recovered."),
                self.tr("What is wrong: %1").replace("%1", damaged.problem), kept]))
            return None
        names = ", ".join(p.name for p in salvage.record.players)
        question = self.tr("A saved game of %1 with %2 is damaged: %3").replace("%1", game_title(salvage.record.game)) \
            .replace("%2", names).replace("%3", salvage.problem)
        if salvage.kept:
            offer = self.tr("Continue it from move %1, the last one that can be read?").replace("%1", str(salvage.kept))
        else:
            offer = self.tr("None of its moves can be read. Start it again from its setup?")
        answer = self._ask(self.tr("A saved game is damaged"), "\n\n".join([question, offer, kept]),
                           QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            return None
        try:
            return self.store.recover(damaged)
        except (OSError, EngineError) as exc:
            self._notify(self.tr("The recovered game could not be saved (%1).").replace("%1", file_problem(exc)))
            return None

    def _proposed_name(self) -> str:
        """A file name a player recognises: the game and when it was saved."""
        stamp = _dt.datetime.now().strftime("%Y-%m-%d %H-%M")
        title = game_title(self.session.game.id).replace("/", "-")
        return f"{title} {stamp}.alcazaba.yaml"

    def _save_dir(self) -> Path:
        if self.save_path is not None:
            return self.save_path.parent
        return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home())

    def _refresh_saved_games(self) -> None:
        if self.isVisible():
            self.check_saved_games()  # a file damaged since start is reported like one at start

    # ----- messages -----------------------------------------------------------------------------

    def _warn(self, title: str, text: str) -> None:
        """A message about something the player just asked for (modal: nothing moves meanwhile)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()

    def _ask(self, title: str, text: str, buttons, default) -> QMessageBox.StandardButton:
        """A question in plain text (names are never read as markup); the button chosen."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(default)
        box.exec()
        clicked = box.clickedButton()
        return box.standardButton(clicked) if clicked is not None else box.standardButton(box.escapeButton())

    def _notify(self, text: str) -> None:
        """A problem found while the game goes on: one non-modal box, reused, never stacked."""
        if self._notice is None:
            self._notice = QMessageBox(QMessageBox.Icon.Warning, self.tr("Alcazaba"), "", QMessageBox.StandardButton.Ok, self)
            self._notice.setTextFormat(Qt.TextFormat.PlainText)
            self._notice.setWindowModality(Qt.WindowModality.NonModal)
        self._notice.setText(text)
        self._notice.show()

    def _autosave_failing(self, reason: str) -> None:
        self.autosave_mark.setToolTip(self.tr("The game cannot be saved automatically: %1. It is tried again "
                                              "after every move.").replace("%1", reason))
        self.autosave_mark.show()
        self._notify(self.tr("Your game could not be saved automatically (%1).\n\n"
                             "The game goes on, and saving is tried again after every move. "
                             "To keep it safe elsewhere, use Game > Save As.").replace("%1", reason))

    def _autosave_recovered(self) -> None:
        self.autosave_mark.hide()
        self.statusBar().showMessage(self.tr("The game is saved automatically again."), 6000)

    # ----- the running game ----------------------------------------------------------------------

    def _attach(self, session: GameSession, save_path: Path | None) -> None:
        self._detach()
        self.session = session
        self.save_path = save_path
        self._saved_actions = len(session.state.history)
        session.bot_pause_ms = int(BOT_PAUSE_MS * self.animator.speed)
        self.ui = load_ui(session.game.id)
        self._build_table(session)
        session.changed.connect(self._state_changed)
        session.events_applied.connect(self._events_applied)
        session.refused.connect(lambda reason: self.statusBar().showMessage(self.table.phrase(reason), 6000))
        session.failed.connect(self._notify)
        session.autosave_failing.connect(self._autosave_failing)
        session.autosave_recovered.connect(self._autosave_recovered)
        session.bot_thinking.connect(self._bot_thinking)
        session.hint_ready.connect(self._hint_ready)
        self._rebuild_log()
        self.viewer = None
        self._show_table()
        QTimer.singleShot(0, self.view.fit)
        self.view.setFocus()
        session.schedule_bots()

    def _build_table(self, session: GameSession) -> None:
        """The table, the scores and the action bar of ``session``'s game, replacing any there
        (a change of language builds them anew around the same game)."""
        self.animator.stop()
        self._drop_table()
        self.table = self.ui.create_table(session, self.animator, self)
        self.view.setScene(self.table.scene)
        self.scores = self.ui.create_scores(self)
        self.scores_dock.setWidget(self.scores)
        for child in self.scores.findChildren(QAbstractItemView):
            child.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Tab stays on the table's pieces
        if not self.dock_layout.tabbed:
            # A new dock widget starts at its minimum size; give the scores room above the log.
            self.resizeDocks([self.scores_dock, self.log_dock], [self.scores.sizeHint().height() + 120, 260], Qt.Orientation.Vertical)
        self.view.set_min_scale(readable_scale(self.table.smallest_capital))
        self.action_bar.set_actions(self.table.bar_actions(), self._perform)
        self._fill_move_menu()
        self.table.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.table.selection_changed.connect(self._update_actions)

    def _drop_table(self) -> None:
        if self.table is not None:
            # The old table owns its scene and the scene its items: all go with it, once the
            # view no longer shows them. The bar's buttons hold the table's actions, so they go too.
            self.view.setScene(None)
            self.action_bar.set_actions([], self._perform)
            self.table.scene.marks.clear_all()
            self.table.deleteLater()
        if self.scores is not None:
            # Replacing a dock's widget hides the old one but keeps it as the dock's child.
            self.scores.deleteLater()
        self.table = None
        self.scores = None

    def _show_docks(self, at_table: bool) -> None:
        """The log and scores belong to a game: away from the table they hide, and they come
        back as the player left them."""
        for dock in (self.scores_dock, self.log_dock):
            dock.setVisible(at_table and self._docks_wanted.get(dock.objectName(), True))
        if at_table:
            self.dock_layout.fit()

    def _show_table(self) -> None:
        self._show_docks(True)
        self.pages.setCurrentWidget(self.game_page)
        self._state_changed(animate=False)

    def _detach(self) -> None:
        if self.pages.currentWidget() is not self.start_page:
            for dock in (self.scores_dock, self.log_dock):
                self._docks_wanted[dock.objectName()] = not dock.isHidden()
        self._queued_panels.clear()
        self._open_panel = None
        self._paused_for_panel = False
        for dialog in list(self.open_dialogs):
            dialog.close()
        self.open_dialogs.clear()
        # A glide still running would move (and later restack) the old table's items after
        # they are gone; ending it now also makes the animator let go of them.
        self.animator.stop()
        if self.session is not None:
            self.session.stop()
            path = self.session.autosave_path
            if self.session.state.is_terminal and self.store is not None and path is not None:
                try:
                    self.store.finish(path)  # to the history of finished games
                except OSError:
                    pass  # it stays among the games in progress; the next start moves it
            self.session.deleteLater()
        self._drop_table()
        self.session = None
        self.save_path = None
        self.log.clear()
        self._fill_move_menu()
        self.autosave_mark.hide()

    def _show_start(self) -> None:
        self.pages.setCurrentWidget(self.start_page)
        self._show_docks(False)
        self.view.setScene(None)
        for action in (self.act_save, self.act_save_as, self.act_undo, self.act_redo, self.act_hint, self.act_close):
            action.setEnabled(False)
        self._update_title()
        self.turn_label.setText("")
        self.statusBar().showMessage(self.tr("Choose a game to play."))
        self.start_page.choose_game(self.settings.value("new_game/last_game"))
        self._refresh_saved_games()

    def _state_changed(self, animate: bool = True) -> None:
        session, table = self.session, self.table
        if session is None or table is None:
            return
        if len(session.state.history) < self._logged_actions:
            self._rebuild_log()  # an undo: the log loses the lines of what was taken back
        state = session.state
        humans = session.human_seats()
        seat = state.current_player
        page = self.game_page
        if len(humans) > 1:
            # Several people at one screen: a hand shows only after its owner's pass screen,
            # and only while that person decides (never during a computer's turn).
            if state.is_terminal or not session.is_human(seat):
                self.viewer = None
            elif seat != self.viewer:
                self.viewer = None
                self._pending_viewer = seat
                self.pass_screen.show_for(session.players[seat].name)
                page = self.pass_screen
        else:
            self.viewer = humans[0] if humans else None
        self.pages.setCurrentWidget(page)
        table.viewer = self.viewer
        table.sync(animate=animate)
        names = [p.name for p in session.players]
        self.scores.update_from_session(session, table)
        self.turn_label.setText(table.status_line(names))
        self.act_save.setEnabled(True)
        self.act_save_as.setEnabled(True)
        self.act_close.setEnabled(True)
        self.act_rules.setEnabled(True)
        self.act_undo.setEnabled(session.undo_target() is not None)
        self.act_redo.setEnabled(session.can_redo())
        self.act_hint.setEnabled(table.my_turn())
        self._update_title()
        self._update_actions()

    def _pass_accepted(self) -> None:
        self.viewer = self._pending_viewer
        self.pages.setCurrentWidget(self.game_page)
        self._state_changed(animate=False)

    def _rebuild_log(self) -> None:
        """The whole log from the game's recorded actions: the same lines as when they were played."""
        session = self.session
        self.log.clear()
        names = [p.name for p in session.players]
        self.log.addItem(self.tr("A new game of %1: %2.").replace("%1", game_title(session.game.id)).replace("%2", ", ".join(names)))
        for events in session.action_events:
            self._log_events(events, names)
        self._logged_actions = len(session.action_events)
        self.log.scrollToBottom()

    def _log_events(self, events: list, names: list[str]) -> None:
        for event in events:
            text = self.ui.event_text(event, self.session.game, names)
            if text:
                self.log.add_line(text, event)

    def _log_pointed(self, event) -> None:
        if self.table is not None:
            self.table.point_at(event)

    def _events_applied(self, events: list, seat: int) -> None:
        session = self.session
        names = [p.name for p in session.players]
        self._log_events(events, names)
        self._logged_actions = len(session.action_events)
        self.log.scrollToBottom()
        if any(event.kind == "game_over" for event in events):
            self._show_end_of_game()
            return
        for event in events:
            panel = self.ui.dialog_for_event(event, session, names, self)
            if panel is not None:
                self._queued_panels.append(panel)
        self._show_next_panel()

    def _show_next_panel(self) -> None:
        """Scoring panels during play: one at a time; while one is open, computer players wait
        for the people at the table to read it."""
        session = self.session
        if session is None or self._open_panel is not None:
            return
        if not self._queued_panels:
            if self._paused_for_panel:
                self._paused_for_panel = session.paused = False
                session.schedule_bots()
            return
        panel = self._open_panel = self._queued_panels.pop(0)
        if session.human_seats() and not session.paused:
            self._paused_for_panel = session.paused = True
        panel.finished.connect(lambda _result, p=panel: self._panel_closed(p))
        self._show_dialog(panel)

    def _panel_closed(self, panel: QDialog) -> None:
        if self._open_panel is panel:
            self._open_panel = None
            self._show_next_panel()

    def _show_end_of_game(self) -> None:
        """One screen: the standings, every scoring of the game, and Rematch / New game / Close."""
        session = self.session
        names = [p.name for p in session.players]
        # Forget the panels before closing them, so a closing one does not open the next.
        panels = [*self._queued_panels, *([self._open_panel] if self._open_panel else [])]
        self._queued_panels.clear()
        self._open_panel = None
        for panel in panels:
            panel.close()
        events = [event for batch in session.action_events for event in batch]
        game_over = next(e for e in reversed(events) if e.kind == "game_over")
        standings = self.ui.dialog_for_event(game_over, session, names, self)
        scorings = [panel for event in events if event.kind != "game_over"
                    for panel in [self.ui.dialog_for_event(event, session, names, self)] if panel is not None]
        if standings is None:
            return
        history: list[list[int]] = []
        session.record.replay(self.registry, on_action=lambda _seat, _events, state: history.append(list(state.scores())))
        colours = [PLAYER_COLOUR_HEX.get(p.colour or "", PLAYER_COLOUR_HEX[PLAYER_COLOURS[i % len(PLAYER_COLOURS)]])
                   for i, p in enumerate(session.players)]
        chart = ScoreChart(names, colours, history) if history else None
        screen = EndOfGameDialog(standings, scorings, self, chart=chart)
        screen.finished.connect(self._end_of_game_chosen)
        self._show_dialog(screen)

    def _end_of_game_chosen(self, result: int) -> None:
        if self.session is None:
            return
        if result == EndOfGameDialog.REMATCH:
            self.rematch()
        elif result == EndOfGameDialog.NEW_GAME:
            self.new_game(self.session.game.id)

    def rematch(self) -> bool:
        """The same players and options, a new deal."""
        session = self.session
        if session is None:
            return False
        seats = [SeatSetup(p.name, p.colour or PLAYER_COLOURS[i % len(PLAYER_COLOURS)],
                           "human" if p.kind == "human" else "computer", p.level)
                 for i, p in enumerate(session.players)]
        return self.start_game(GameSetup(session.game.id, seats, dict(session.params)))

    def _show_dialog(self, dialog: QDialog) -> None:
        self.open_dialogs.append(dialog)
        dialog.finished.connect(lambda _r, d=dialog: self.open_dialogs.remove(d) if d in self.open_dialogs else None)
        dialog.show()

    def _bot_thinking(self, seat: int) -> None:
        if seat >= 0 and self.session is not None:
            self.statusBar().showMessage(self.tr("%1 is thinking…").replace("%1", self.session.players[seat].name))
        else:
            self.statusBar().clearMessage()

    def _update_actions(self) -> None:
        table, bar = self.table, self.action_bar
        if table is None or self.session is None:
            return
        state = self.session.state
        mine = table.my_turn()
        for button, bar_action in bar.buttons.values():
            action = bar_action.make() if mine else None
            reason = state.illegal_reason(action) if action is not None else None
            legal = action is not None and reason is None
            button.setEnabled(legal)
            key = QKeySequence(bar_action.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
            shortcut = self.tr("Shortcut: %1").replace("%1", key) if key else ""
            button.setToolTip(table.phrase(reason) if reason else shortcut)
            if bar_action.only_when_legal:
                button.setVisible(legal)
            entry = self._move_actions.get(bar_action.key)
            if entry is not None:
                entry.setEnabled(legal)
                entry.setVisible(legal or not bar_action.only_when_legal)
        main = bar.main_button()
        if main is not None:
            tip = self.tr("Press Enter to do this")
            main.setToolTip(f"{tip}\n{main.toolTip()}" if main.toolTip() else tip)
        bar.hint.setText(table.hint())

    def _perform(self, action) -> None:
        if self.table is not None:
            self.table.perform(action)

    # ----- help -------------------------------------------------------------------------------------------

    def show_rules(self) -> None:
        """The rules of the game being played, or of the game chosen on the start page."""
        game_id = self.session.game.id if self.session is not None else self.start_page.chosen_game()
        if game_id is None:
            return
        self._show_dialog(RulesDialog(game_id, self.translators.language, self))

    def show_statistics(self) -> None:
        """Games played and won, best and average scores, from the finished games (its own window,
        not one of the game's: closing the game leaves it open)."""
        stats = summarize([]) if self.store is None else compute_statistics(self.store.data_dir / FINISHED, self.registry)
        StatisticsDialog(stats, self).show()

    def show_about(self) -> None:
        """Who made this and what it is."""
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Alcazaba"), "", QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.tr(
            "<h3>Alcazaba %1</h3><p>Castle-building board games at one table or against the computer.</p>"
            "<p>Alhambra and Granada are games by Dirk Henn; Alcazar by Wolfgang Kramer; "
            "A Castle for All Seasons by Inka and Markus Brand. "
            "All art in this program is drawn by its authors.</p>"
            "<p>Free software under the GNU General Public License, version 3 or later.</p>").replace("%1", engine.__version__))
        self._show_dialog(box)

    def _update_title(self) -> None:
        """The window title names the game and whose turn it is."""
        session = self.session
        if session is None:
            self.setWindowTitle("Alcazaba")
            return
        state = session.state
        if state.is_terminal:
            turn = self.tr("game over")
        else:
            turn = self.tr("%1 to play").replace("%1", session.players[state.current_player].name)
        self.setWindowTitle(f"{game_title(session.game.id)} — {turn} — Alcazaba")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.dock_layout.fit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_leave():
            event.ignore()
            return
        self._detach()
        if self._own_translators:
            self.translators.release()
        super().closeEvent(event)
