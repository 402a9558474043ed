"""The main window: start page, the game table, menus, docks and the status bar."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QImage, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QDialog,
    QVBoxLayout,
    QWidget,
)

from engine.core import EngineError, GameRegistry, PlayerEntry
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.setup_model import GameSetup
from gui.games import load_ui, playable_games
from gui.games.base import BarAction, GameTable
from gui.help import rules_html
from gui.i18n_names import game_title
from gui.levels import computer_levels
from gui.scene.animator import Animator
from gui.scene.board_view import BoardView
from gui.session import GameSession

SPEEDS = (("Instant", 0.0), ("Fast", 0.5), ("Normal", 1.0), ("Slow", 2.0))
BOT_PAUSE_MS = 700  # pause after a computer move at normal speed, so players can follow it
RECORD_FILTER = "Alcazaba games (*.alcazaba.yaml *.yaml)"


class StartPage(QWidget):
    """The games the app can play, each with a picture and a short description."""

    game_chosen = Signal(str)

    def __init__(self, registry: GameRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("<h1>Alcazaba</h1><p>Castle-building board games at one table or against the computer.</p>"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.list = QListWidget(self)
        self.list.setIconSize(QSize(128, 96))
        self.list.setSpacing(8)
        for game_id in playable_games():
            game = registry.get(game_id)
            ui = load_ui(game_id)
            item = QListWidgetItem(self._picture(ui), f"{game_title(game_id)}\n{ui.description()}")
            item.setData(Qt.ItemDataRole.UserRole, game_id)
            item.setToolTip(self.tr("%1 to %2 players").replace("%1", str(game.min_players)).replace("%2", str(game.max_players)))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda item: self.game_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        start = QPushButton(self.tr("New game…"))
        start.setDefault(True)
        start.clicked.connect(self._start)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 30, 60, 30)
        layout.addWidget(title)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(start)
        layout.addLayout(row)

    def _start(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.game_chosen.emit(item.data(Qt.ItemDataRole.UserRole))

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
        self.label.setText(self.tr("<h2>Pass the screen to %1</h2><p>The other players' hands stay hidden.</p>").replace("%1", name))
        self.button.setText(self.tr("I am %1 — show my hand").replace("%1", name))


class ActionBar(QWidget):
    """Buttons for the actions that are not drags (take money, buy, end the turn, ...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.buttons: dict[str, tuple[QPushButton, BarAction]] = {}
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._layout.addWidget(self.hint, 1)

    def set_actions(self, actions: list[BarAction], perform) -> None:
        """Replace the buttons with those of a game's table."""
        for button, _action in self.buttons.values():
            button.deleteLater()
        self.buttons.clear()
        for action in actions:
            button = QPushButton(action.label, self)
            button.clicked.connect(lambda _=False, a=action: perform(a.make()))
            self._layout.addWidget(button)
            self.buttons[action.key] = (button, action)

    def button(self, key: str) -> QPushButton:
        """The button of an action, by key."""
        return self.buttons[key][0]


class MainWindow(QMainWindow):
    """Alcazaba's window: choose a game, play it, save it, read its rules."""

    def __init__(self, registry: GameRegistry, settings: QSettings, data_dir: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.settings = settings
        self.data_dir = data_dir
        self.session: GameSession | None = None
        self.table: GameTable | None = None
        self.save_path: Path | None = None
        self.animator = Animator(float(settings.value("view/speed", 1.0)), self)
        self.open_dialogs: list[QDialog] = []
        self.viewer: int | None = None  # the seat whose hand the table shows
        self._pending_viewer: int | None = None  # the seat the pass screen waits for
        self.setWindowTitle("Alcazaba")
        self.resize(1280, 860)

        self.pages = QStackedWidget(self)
        self.start_page = StartPage(registry, self)
        self.start_page.game_chosen.connect(self.new_game)
        self.game_page = QWidget(self)
        self.view = BoardView(None, self.game_page)
        self.action_bar = ActionBar(self.game_page)
        game_layout = QVBoxLayout(self.game_page)
        game_layout.setContentsMargins(0, 0, 0, 0)
        game_layout.setSpacing(0)
        game_layout.addWidget(self.view, 1)
        game_layout.addWidget(self.action_bar)
        self.pass_screen = PassScreen(self)
        self.pass_screen.ready.connect(self._pass_accepted)
        for page in (self.start_page, self.game_page, self.pass_screen):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)

        self.log = QListWidget(self)
        self.log.setWordWrap(True)
        self.log_dock = QDockWidget(self.tr("Log"), self)
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log)
        self.scores: QWidget | None = None  # the running game's scores panel
        self.scores_dock = QDockWidget(self.tr("Scores"), self)
        self.scores_dock.setObjectName("scores")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scores_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.turn_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.turn_label)
        self._build_menus()
        self._show_start()

    # ----- menus ----------------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.act_new = self._action(game, self.tr("&New…"), QKeySequence.StandardKey.New, lambda: self.new_game(None))
        self.act_open = self._action(game, self.tr("&Open…"), QKeySequence.StandardKey.Open, self.open_game)
        self.act_save = self._action(game, self.tr("&Save"), QKeySequence.StandardKey.Save, self.save_game)
        self.act_save_as = self._action(game, self.tr("Save &As…"), QKeySequence.StandardKey.SaveAs, self.save_game_as)
        game.addSeparator()
        self.act_undo = self._action(game, self.tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.act_close = self._action(game, self.tr("&Close game"), QKeySequence.StandardKey.Close, self.close_game)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)

        view = self.menuBar().addMenu(self.tr("&View"))
        self._action(view, self.tr("Zoom &in"), QKeySequence.StandardKey.ZoomIn, self.view.zoom_in)
        self._action(view, self.tr("Zoom &out"), QKeySequence.StandardKey.ZoomOut, self.view.zoom_out)
        self._action(view, self.tr("&Fit to window"), QKeySequence("Ctrl+0"), self.view.fit)
        speed_menu = view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        for label, value in SPEEDS:
            action = QAction(self.tr(label), self, checkable=True)
            action.setChecked(abs(value - self.animator.speed) < 1e-6)
            action.triggered.connect(lambda _=False, v=value: self.set_speed(v))
            group.addAction(action)
            speed_menu.addAction(action)
        view.addSeparator()
        view.addAction(self.scores_dock.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.act_rules = self._action(help_menu, self.tr("&Rules of this game"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self._action(help_menu, self.tr("&About Alcazaba"), None, self.show_about)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
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
        """Ask for a setup and start it."""
        games = [self.registry.get(g) for g in ((game_id,) if game_id else playable_games())]
        dialog = NewGameDialog(games, computer_levels(), self.settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup, seed: int | None = None) -> None:
        """Start the game a setup describes (the seed is random unless given)."""
        players = [
            PlayerEntry(seat.name, "human" if seat.kind == "human" else "bot", seat.level, seat.colour)
            for seat in setup.seats
        ]
        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        try:
            session = GameSession.new_game(self.registry, setup.game_id, players, setup.params, seed, self.data_dir, self)
        except EngineError as exc:
            QMessageBox.warning(self, self.tr("Cannot start the game"), str(exc))
            return
        self.save_path = None
        self._attach(session)

    def open_game(self) -> None:
        """Open a saved game."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(self._save_dir()), self.tr(RECORD_FILTER))
        if path:
            self.load_game(Path(path))

    def load_game(self, path: Path) -> bool:
        """Open the game saved at ``path``; a bad file is reported and nothing changes."""
        try:
            session = GameSession.open(self.registry, path, self.data_dir, self)
        except EngineError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), self.tr("%1 cannot be opened:\n%2").replace("%1", path.name).replace("%2", str(exc)))
            return False
        if session.game.id not in playable_games():
            QMessageBox.warning(self, self.tr("Cannot open the game"), self.tr("This version cannot show %1 games.").replace("%1", game_title(session.game.id)))
            return False
        self.save_path = path if path != session.autosave_path() else None
        self._attach(session)
        return True

    def save_game(self) -> bool:
        """Save to the current file, asking for one the first time."""
        if self.session is None:
            return False
        if self.save_path is None:
            return self.save_game_as()
        try:
            self.session.save(self.save_path)
        except (OSError, EngineError) as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(self.save_path)), 4000)
        return True

    def save_game_as(self) -> bool:
        """Save to a file the player chooses."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(self._save_dir() / "game.alcazaba.yaml"), self.tr(RECORD_FILTER))
        if not path:
            return False
        self.save_path = Path(path)
        return self.save_game()

    def close_game(self) -> None:
        """Leave the game (it stays in the autosave until another game starts)."""
        self._detach()
        self._show_start()

    def undo(self) -> None:
        """Take back the last action of a person at this screen."""
        if self.session is not None and not self.session.undo():
            self.statusBar().showMessage(self.tr("Nothing to undo: new cards or tiles have been revealed since."), 4000)

    def offer_resume(self) -> None:
        """If a game was interrupted, offer to go on with it."""
        if self.data_dir is None:
            return
        path = self.data_dir / "autosave.yaml"
        if not path.exists():
            return
        try:
            session = GameSession.open(self.registry, path, self.data_dir, self)
        except EngineError:
            return  # an unreadable autosave is simply not offered
        if session.state.is_terminal:
            return
        names = ", ".join(p.name for p in session.players)
        answer = QMessageBox.question(
            self, self.tr("Resume game?"),
            self.tr("A game of %1 with %2 was interrupted. Go on with it?").replace("%1", game_title(session.game.id)).replace("%2", names),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._attach(session)

    def _save_dir(self) -> Path:
        return self.data_dir if self.data_dir is not None else Path.home()

    # ----- the running game ----------------------------------------------------------------------

    def _attach(self, session: GameSession) -> None:
        self._detach()
        self.session = session
        session.bot_pause_ms = int(BOT_PAUSE_MS * self.animator.speed)
        self.ui = load_ui(session.game.id)
        self.table = self.ui.create_table(session, self.animator, self)
        self.view.setScene(self.table.scene)
        self.scores = self.ui.create_scores(self)
        self.scores_dock.setWidget(self.scores)
        # A new dock widget starts at its minimum size; give the scores room above the log.
        self.resizeDocks([self.scores_dock, self.log_dock], [self.scores.sizeHint().height() + 120, 260], Qt.Orientation.Vertical)
        self.action_bar.set_actions(self.table.bar_actions(), self._perform)
        self.table.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.table.selection_changed.connect(self._update_actions)
        session.changed.connect(self._state_changed)
        session.events_applied.connect(self._events_applied)
        session.refused.connect(lambda reason: self.statusBar().showMessage(reason, 6000))
        session.failed.connect(lambda message: QMessageBox.warning(self, self.tr("Problem"), message))
        session.bot_thinking.connect(self._bot_thinking)
        self.log.clear()
        names = [p.name for p in session.players]
        self.log.addItem(self.tr("A new game of %1: %2.").replace("%1", game_title(session.game.id)).replace("%2", ", ".join(names)))
        self.viewer = None
        self.pages.setCurrentWidget(self.game_page)
        self._state_changed(animate=False)
        QTimer.singleShot(0, self.view.fit)
        session.schedule_bots()

    def _detach(self) -> None:
        for dialog in self.open_dialogs:
            dialog.close()
        self.open_dialogs.clear()
        # A glide still running would move (and later restack) the old table's items after
        # they are gone; ending it now also makes the animator let go of them.
        self.animator.stop()
        if self.session is not None:
            self.session.stop()
            self.session.deleteLater()
        if self.table is not None:
            # The old table owns its scene and the scene its items: all go with it, once the
            # view no longer shows them. The bar's buttons hold the table's actions, so they go too.
            self.view.setScene(None)
            self.action_bar.set_actions([], self._perform)
            self.table.deleteLater()
        if self.scores is not None:
            # Replacing a dock's widget hides the old one but keeps it as the dock's child.
            self.scores.deleteLater()
        self.session = None
        self.table = None
        self.scores = None

    def _show_start(self) -> None:
        self.pages.setCurrentWidget(self.start_page)
        self.view.setScene(None)
        for action in (self.act_save, self.act_save_as, self.act_undo, self.act_close, self.act_rules):
            action.setEnabled(False)
        self.turn_label.setText("")
        self.statusBar().showMessage(self.tr("Choose a game to play."))

    def _state_changed(self, animate: bool = True) -> None:
        session, table = self.session, self.table
        if session is None or table is None:
            return
        state = session.state
        humans = session.human_seats()
        seat = state.current_player
        if len(humans) > 1 and session.is_human(seat) and seat != self.viewer:
            # Another person's turn: hide the table until they have the screen.
            self._pending_viewer = seat
            self.pass_screen.show_for(session.players[seat].name)
            self.pages.setCurrentWidget(self.pass_screen)
        else:
            if len(humans) <= 1:
                self.viewer = humans[0] if humans else None
            self.pages.setCurrentWidget(self.game_page)
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
        self._update_actions()

    def _pass_accepted(self) -> None:
        self.viewer = self._pending_viewer
        self.pages.setCurrentWidget(self.game_page)
        self._state_changed(animate=False)

    def _events_applied(self, events: list, seat: int) -> None:
        session = self.session
        names = [p.name for p in session.players]
        for event in events:
            text = self.ui.event_text(event, names)
            if text:
                self.log.addItem(text)
            dialog = self.ui.dialog_for_event(event, session, names, self)
            if dialog is not None:
                if event.kind == "game_over":
                    game_id = session.game.id
                    dialog.accepted.connect(lambda d=dialog: self.new_game(game_id) if getattr(d, "wants_new_game", False) else None)
                self._show_dialog(dialog)
        self.log.scrollToBottom()

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
            button.setEnabled(action is not None and reason is None)
            button.setToolTip(reason or "")
            if bar_action.only_when_legal:
                button.setVisible(action is not None and reason is None)
        bar.hint.setText(table.hint())

    def _perform(self, action) -> None:
        if self.table is not None:
            self.table.perform(action)

    # ----- help -------------------------------------------------------------------------------------------

    def show_rules(self) -> None:
        """The rules of the game being played."""
        if self.session is None:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Rules of %1").replace("%1", game_title(self.session.game.id)))
        browser = QTextBrowser(dialog)
        browser.setHtml(rules_html(self.session.game.id))
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        dialog.resize(720, 640)
        self._show_dialog(dialog)

    def show_about(self) -> None:
        """Who made this and what it is."""
        QMessageBox.about(self, self.tr("About Alcazaba"), self.tr(
            "<h3>Alcazaba</h3><p>Castle-building board games at one table or against the computer.</p>"
            "<p>Alhambra is a game by Dirk Henn. All art in this program is drawn by its authors.</p>"))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._detach()
        super().closeEvent(event)
