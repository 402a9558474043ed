"""The new-game dialog: choose the game, the seats and the variants, validated as you type.

The variant widgets are generated from the game's declared parameters (``Game.parameters``),
one widget per parameter type, so a game with new options needs no code here. Validation is the
engine's own (``Game.resolve_params``) plus the seat rules; the first problem shows inline and
keeps the start button disabled, so an impossible setup can never reach the session.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.core import Game, Parameter, ParameterError
from gui.dialogs.common import colour_swatch, help_label
from gui.dialogs.param_texts import choice_text, param_help, param_label
from gui.dialogs.setup_model import (
    COMPUTER,
    HUMAN,
    PLAYER_COLOUR_HEX,
    PLAYER_COLOURS,
    GameSetup,
    SeatSetup,
)
from gui.i18n_names import game_title
from gui.levels import DEFAULT_LEVEL, measured_strengths
from gui.plain_text import plain_label

_NAME_MAX_LENGTH = 20
_SETTINGS_GROUP = "new_game"
_ERROR_COLOUR = "#b3261e"
_LINE_ROLE = Qt.ItemDataRole.UserRole + 1  # the level's one-line description for the chosen game


def colour_display_name(colour: str) -> str:
    """The translated name of a player colour id."""
    names = {
        "red": QCoreApplication.translate("NewGameDialog", "Red"),
        "blue": QCoreApplication.translate("NewGameDialog", "Blue"),
        "green": QCoreApplication.translate("NewGameDialog", "Green"),
        "yellow": QCoreApplication.translate("NewGameDialog", "Yellow"),
        "purple": QCoreApplication.translate("NewGameDialog", "Purple"),
        "orange": QCoreApplication.translate("NewGameDialog", "Orange"),
    }
    return names.get(colour, colour)


# ----- parameter editors -------------------------------------------------------------------------


class _ParamEditor:
    """A widget for one declared parameter; ``value()`` is what resolve_params receives."""

    widget: QWidget  # the editing widget (focus, buddy, tooltip); set by each subclass
    field: QWidget  # what the form shows in its field column (the widget, or a box around it)

    def __init__(self, param: Parameter, on_change: Callable[[], None]) -> None:
        self.param = param
        self.on_change = on_change

    def value(self) -> Any:
        """The current value, in a form ``Parameter.coerce`` accepts."""
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        """Show ``value`` (already coerced)."""
        raise NotImplementedError


class _BoolEditor(_ParamEditor):
    def __init__(self, param: Parameter, on_change: Callable[[], None]) -> None:
        super().__init__(param, on_change)
        self.widget = self.field = QCheckBox(param_label(param))
        self.widget.toggled.connect(lambda _checked: on_change())

    def value(self) -> bool:
        return self.widget.isChecked()

    def set_value(self, value: Any) -> None:
        self.widget.setChecked(bool(value))


class _ChoiceEditor(_ParamEditor):
    def __init__(self, param: Parameter, on_change: Callable[[], None]) -> None:
        super().__init__(param, on_change)
        self.widget = self.field = QComboBox()
        for choice in param.choices:
            self.widget.addItem(choice_text(param.key, choice), choice)
        self.widget.currentIndexChanged.connect(lambda _index: on_change())

    def value(self) -> str:
        return self.widget.currentData()

    def set_value(self, value: Any) -> None:
        self.widget.setCurrentIndex(max(0, self.widget.findData(value)))


class _IntEditor(_ParamEditor):
    def __init__(self, param: Parameter, on_change: Callable[[], None]) -> None:
        super().__init__(param, on_change)
        self.widget = self.field = QSpinBox()
        self.widget.setRange(param.minimum, param.maximum)
        self.widget.valueChanged.connect(lambda _value: on_change())

    def value(self) -> int:
        return self.widget.value()

    def set_value(self, value: Any) -> None:
        self.widget.setValue(int(value))


class _IntListEditor(_ParamEditor):
    def __init__(self, param: Parameter, on_change: Callable[[], None]) -> None:
        super().__init__(param, on_change)
        self.widget = self.field = QLineEdit()
        self.widget.setPlaceholderText(
            QCoreApplication.translate("NewGameDialog", "whole numbers, separated by commas"))
        self.widget.textChanged.connect(lambda _text: on_change())

    def value(self) -> str:
        # The engine parses comma-separated text itself and words the error if it is not numbers.
        return self.widget.text()

    def set_value(self, value: Any) -> None:
        self.widget.setText(", ".join(str(v) for v in value))


class _PermutationEditor(_ParamEditor):
    def __init__(self, param: Parameter, on_change: Callable[[], None]) -> None:
        super().__init__(param, on_change)
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.model().rowsMoved.connect(lambda *_args: on_change())
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.widget = self.list

        self.up = QToolButton()
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.up.setMinimumSize(28, 24)
        self.up.setToolTip(QCoreApplication.translate("NewGameDialog", "Move up"))
        self.up.clicked.connect(lambda: self.move_current(-1))
        self.down = QToolButton()
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.down.setMinimumSize(28, 24)
        self.down.setToolTip(QCoreApplication.translate("NewGameDialog", "Move down"))
        self.down.clicked.connect(lambda: self.move_current(+1))

        self.field = QWidget()
        row = QHBoxLayout(self.field)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.list, 1)
        buttons = QVBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch(1)
        row.addLayout(buttons)
        self.set_value(param.default)

    def value(self) -> tuple[str, ...]:
        return tuple(self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count()))

    def set_value(self, value: Any) -> None:
        current = self.list.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.list.clear()
        # A little air around each row: these are drag handles, not a dense listing.
        row_height = self.list.fontMetrics().height() + 8
        for item_id in value:
            item = QListWidgetItem(choice_text(self.param.key, item_id))
            item.setData(Qt.ItemDataRole.UserRole, item_id)
            item.setSizeHint(QSize(0, row_height))
            # Items may be dragged but never dropped onto (which would replace one).
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled)
            self.list.addItem(item)
            if item_id == keep:
                self.list.setCurrentItem(item)
        # Tall enough for every item: the whole order is visible without scrolling.
        rows = max(1, self.list.count())
        self.list.setFixedHeight(rows * row_height + 2 * self.list.frameWidth() + 2)
        self._update_buttons()

    def move_current(self, step: int) -> None:
        """Move the selected item ``step`` places (negative = up)."""
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
        self.on_change()

    def _update_buttons(self) -> None:
        row = self.list.currentRow()
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < self.list.count() - 1)


_EDITORS: dict[str, type[_ParamEditor]] = {
    "bool": _BoolEditor,
    "choice": _ChoiceEditor,
    "int": _IntEditor,
    "int_list": _IntListEditor,
    "permutation": _PermutationEditor,
}


# ----- seats -------------------------------------------------------------------------------------


class _SeatRow:
    """The widgets of one seat in the seats grid."""

    def __init__(self, index: int, levels: Sequence[tuple[str, str, str]], default_level: str | None) -> None:
        self.index = index
        self.default_level = default_level
        self.neutral = {level_id: description for level_id, _display, description in levels}
        self.number = QLabel(str(index + 1))
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.name = QLineEdit()
        self.name.setMaxLength(_NAME_MAX_LENGTH)
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M" * 12))
        self.colour = QComboBox()
        for colour in PLAYER_COLOURS:
            self.colour.addItem(colour_swatch(PLAYER_COLOUR_HEX[colour]), colour_display_name(colour), colour)
        self.kind = QComboBox()
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), HUMAN)
        if levels:
            self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Computer"), COMPUTER)
        self.level = QComboBox()
        for level_id, display, _description in levels:
            self.level.addItem(display, level_id)
        self.description = help_label("")
        self.description.setWordWrap(False)
        # True while the name is one we made up, so it may follow kind and level changes.
        self.auto_name = True
        self.shown = True
        self.widgets = (self.number, self.name, self.colour, self.kind, self.level, self.description)
        accessible = (
            (self.name, QCoreApplication.translate("NewGameDialog", "Seat %1: name")),
            (self.colour, QCoreApplication.translate("NewGameDialog", "Seat %1: colour")),
            (self.kind, QCoreApplication.translate("NewGameDialog", "Seat %1: human or computer")),
            (self.level, QCoreApplication.translate("NewGameDialog", "Seat %1: computer level")),
        )
        for widget, text in accessible:
            widget.setAccessibleName(text.replace("%1", str(index + 1)))
        self.set_measured({})

    def seat(self) -> SeatSetup:
        """The seat as shown (name stripped)."""
        kind = self.kind.currentData()
        return SeatSetup(
            name=self.name.text().strip(),
            colour=self.colour.currentData(),
            kind=kind,
            level=self.level.currentData() if kind == COMPUTER else None,
        )

    def set_measured(self, measured: dict[str, list[str]]) -> None:
        """Describe each level by what was measured of it in the chosen game, else by what it does."""
        for item in range(self.level.count()):
            level_id = self.level.itemData(item)
            lines = measured.get(level_id) or [self.neutral.get(level_id, "")]
            self.level.setItemData(item, lines[0], _LINE_ROLE)
            self.level.setItemData(item, "\n".join(lines), Qt.ItemDataRole.ToolTipRole)
        self.update_level()

    def level_lines(self) -> list[str]:
        """The one-line descriptions of every level, as the chosen game has them."""
        return [self.level.itemData(item, _LINE_ROLE) or "" for item in range(self.level.count())]

    def set_seat(self, seat: SeatSetup, auto_name: bool) -> None:
        """Show ``seat``; unknown levels fall back to the current one."""
        # Set first: the kind and level changes below would otherwise re-apply a made-up name
        # over a name the player typed.
        self.auto_name = auto_name
        self.colour.setCurrentIndex(max(0, self.colour.findData(seat.colour)))
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        if seat.level is not None and self.level.findData(seat.level) >= 0:
            self.level.setCurrentIndex(self.level.findData(seat.level))
        elif seat.level is None and self.level.findData(self.default_level) >= 0:
            # A human seat turned computer later gets the level a new opponent gets.
            self.level.setCurrentIndex(self.level.findData(self.default_level))
        self.name.setText(seat.name)
        self.update_level()

    def update_level(self) -> None:
        """Show the level only for a computer seat and explain the chosen level under it."""
        computer = self.kind.currentData() == COMPUTER
        # Hidden, not just disabled: a human has no level. The grid's column keeps its width.
        self.level.setEnabled(computer)
        self.level.setVisible(computer and self.shown)
        description = self.level.currentData(_LINE_ROLE) or ""
        self.level.setToolTip(self.level.currentData(Qt.ItemDataRole.ToolTipRole) or "")
        self.description.setText(description)
        self.description.setToolTip(self.level.toolTip())
        self.description.setVisible(computer and self.shown and bool(description))

    def set_shown(self, shown: bool) -> None:
        """Show or hide the whole row."""
        self.shown = shown
        for widget in self.widgets:
            widget.setVisible(shown)
        self.update_level()

    def level_column_width(self) -> int:
        """The width the level column needs for any level of this seat and its description."""
        text = self.description.text()
        widths = [self.level.sizeHint().width()]
        for line in self.level_lines():
            self.description.setText(line)
            widths.append(self.description.sizeHint().width())
        self.description.setText(text)
        return max(widths)


class _FittingScrollArea(QScrollArea):
    """A scroll area that asks for its content's whole size, up to most of the screen height."""

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        width = widget.sizeHint().width()
        height = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
        if height < 0:
            height = widget.sizeHint().height()
        limit = int(self.screen().availableGeometry().height() * 0.75)
        # Room for the scroll bar whether it shows or not: more seats or unfolded options must
        # not make the width jump, nor squeeze the content under a scroll bar that appears.
        width += self.verticalScrollBar().sizeHint().width()
        height = min(height, limit)
        return QSize(width + frame, height + frame)

    def minimumSizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().minimumSizeHint()
        # Never narrower than the content (no horizontal scrolling); a short window scrolls.
        width = widget.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width + 2 * self.frameWidth(), min(240, widget.minimumSizeHint().height()))


# ----- the dialog --------------------------------------------------------------------------------


class NewGameDialog(QDialog):
    """Set up a table: the game, who sits where (human or computer) and the game's variants."""

    def __init__(
        self,
        games: list[Game],
        levels: list[tuple[str, str, str]],
        settings: QSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not games:
            raise ValueError("NewGameDialog needs at least one game")
        self._games = list(games)
        self._levels = list(levels)
        self._settings = settings
        self._game = self._games[0]
        self._editors: dict[str, _ParamEditor] = {}
        self._problem = ""
        self._loading = False  # while set, widget signals do not re-validate half-loaded state
        self.setWindowTitle(self.tr("New game"))

        layout = QVBoxLayout(self)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        self._scroll = _FittingScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self._scroll, 1)

        # Game chooser; hidden when there is nothing to choose.
        self._game_row = QWidget()
        game_form = QFormLayout(self._game_row)
        game_form.setContentsMargins(0, 0, 0, 0)
        self._game_combo = QComboBox()
        for game in self._games:
            self._game_combo.addItem(game_title(game.title_key or game.id), game.id)
        game_form.addRow(self.tr("&Game:"), self._game_combo)
        self._game_row.setVisible(len(self._games) > 1)
        body_layout.addWidget(self._game_row)

        body_layout.addWidget(self._build_seats_box())

        self._options_box = QGroupBox(self.tr("Rule options"))
        self._options_layout = QVBoxLayout(self._options_box)
        body_layout.addWidget(self._options_box)
        body_layout.addStretch(1)
        self._scroll.setWidget(body)

        layout.addWidget(self._build_problem_row())

        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self._ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setText(self.tr("&Start game"))
        self._reset = self._buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self._reset.setText(self.tr("&Reset to defaults"))
        self._reset.setAutoDefault(False)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        self._reset.clicked.connect(self.reset_to_defaults)
        layout.addWidget(self._buttons)

        remembered = self._settings.value(f"{_SETTINGS_GROUP}/last_game")
        index = self._game_combo.findData(remembered)
        self._game_combo.setCurrentIndex(max(0, index))
        self._game_combo.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        # Text set on widgets that were never shown does not reach their layouts' cached size
        # hints; drop those caches so the first show fits the content.
        for child_layout in self.findChildren(QLayout):
            child_layout.invalidate()
        for child in self.findChildren(QWidget):
            child.updateGeometry()

    # ----- public API --------------------------------------------------------------------

    def game(self) -> Game:
        """The game currently chosen."""
        return self._game

    def setup(self) -> GameSetup:
        """The setup shown, validated; ValueError (with the inline message) if it is impossible."""
        problem, params = self._check()
        if problem:
            raise ValueError(problem)
        return GameSetup(self._game.id, self._seats(), params)

    def problem(self) -> str:
        """The problem shown inline, or '' when the setup can start."""
        return self._problem

    def parameter_widget(self, key: str) -> QWidget:
        """The editing widget generated for parameter ``key`` (KeyError if the game has none)."""
        return self._editors[key].widget

    def seat_widgets(self, seat: int) -> tuple[QLineEdit, QComboBox, QComboBox, QComboBox]:
        """The name, colour, kind and level widgets of ``seat`` (0-based)."""
        row = self._rows[seat]
        return row.name, row.colour, row.kind, row.level

    def level_line(self, seat: int) -> QLabel:
        """The line under the level of ``seat`` (0-based) that says how strong that level is."""
        return self._rows[seat].description

    def player_count_box(self) -> QSpinBox:
        """The spin box of the number of players."""
        return self._count

    def advanced_toggle(self) -> QToolButton:
        """The button that unfolds the advanced rule options."""
        return self._advanced_toggle

    def advanced_section(self) -> QWidget:
        """The folded-away container of the advanced rule options."""
        return self._advanced

    def game_chooser(self) -> QComboBox:
        """The game combo box (hidden when there is only one game)."""
        return self._game_combo

    def problem_label(self) -> QLabel:
        """The inline label that shows the first problem."""
        return self._problem_label

    def ok_button(self) -> QPushButton:
        """The button that starts the game."""
        return self._ok

    def reset_to_defaults(self) -> None:
        """Show the default seats and parameter values of the chosen game (not saved until OK)."""
        self._loading = True
        try:
            self._count.setValue(self._default_count())
            for row in self._rows:
                row.set_seat(self._default_seat(row.index), auto_name=True)
            self._show_rows()
            for editor in self._editors.values():
                editor.set_value(editor.param.default)
        finally:
            self._loading = False
        self._revalidate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return in a combo box opens it and in a spin box settles the value; neither starts the game."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            if focus is not None and not isinstance(focus, (QComboBox, QSpinBox)):
                # A spin box's (or editable combo box's) own line edit holds the focus for it.
                focus = focus.parentWidget()
            if isinstance(focus, QComboBox):
                focus.showPopup()
                event.accept()
                return
            if isinstance(focus, QSpinBox):
                event.accept()
                return
        super().keyPressEvent(event)

    def accept(self) -> None:
        """Start only a valid setup, and remember it for next time."""
        self._revalidate()
        if self._problem:
            return
        self._save()
        super().accept()

    # ----- building ----------------------------------------------------------------------

    def _build_seats_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        outer = QVBoxLayout(box)
        count_row = QHBoxLayout()
        self._count = QSpinBox()
        self._count.valueChanged.connect(self._count_changed)
        count_label = QLabel(self.tr("&Number of players:"))
        count_label.setBuddy(self._count)
        count_row.addWidget(count_label)
        count_row.addWidget(self._count)
        count_row.addStretch(1)
        outer.addLayout(count_row)

        grid = QGridLayout()
        self._seat_grid = grid
        grid.setHorizontalSpacing(8)
        grid.setColumnStretch(1, 1)
        headers = ("", self.tr("Name"), self.tr("Colour"), self.tr("Player"), self.tr("Level"))
        for column, text in enumerate(headers):
            header = QLabel(text)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            grid.addWidget(header, 0, column)
        max_seats = max(g.max_players for g in self._games)
        self._rows = [_SeatRow(i, self._levels, self._default_level()) for i in range(max_seats)]
        for row in self._rows:
            line = 1 + 2 * row.index
            grid.addWidget(row.number, line, 0)
            grid.addWidget(row.name, line, 1)
            grid.addWidget(row.colour, line, 2)
            grid.addWidget(row.kind, line, 3)
            # At its own width, not stretched to the column that its description line widens.
            grid.addWidget(row.level, line, 4, Qt.AlignmentFlag.AlignLeft)
            # The level's description sits on its own grid line, which collapses for humans.
            grid.addWidget(row.description, line + 1, 4)
            row.name.textEdited.connect(lambda _text, r=row: self._name_edited(r))
            row.colour.currentIndexChanged.connect(lambda _i: self._revalidate())
            row.kind.currentIndexChanged.connect(lambda _i, r=row: self._kind_or_level_changed(r))
            row.level.currentIndexChanged.connect(lambda _i, r=row: self._kind_or_level_changed(r))
            row.name.textChanged.connect(lambda _text: self._revalidate())
        if not self._levels:
            hint = help_label(self.tr("No computer players are available."))
            grid.addWidget(hint, 2 * max_seats + 1, 1, 1, 4)
        outer.addLayout(grid)
        return box

    def _build_problem_row(self) -> QWidget:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        self._problem_icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._problem_icon.setPixmap(icon.pixmap(QSize(size, size)))
        self._problem_icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._problem_label = plain_label()  # a problem may quote what a player typed
        self._problem_label.setWordWrap(True)
        self._problem_label.setStyleSheet(f"color: {_ERROR_COLOUR};")
        self._problem_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        line.addWidget(self._problem_icon)
        line.addWidget(self._problem_label, 1)
        # The row keeps its space when hidden, so fixing a problem does not make the dialog jump.
        policy = row.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        row.setSizePolicy(policy)
        self._problem_row = row
        return row

    def _build_options(self) -> None:
        """(Re)generate the parameter widgets of the chosen game."""
        while self._options_layout.count():
            item = self._options_layout.takeAt(0)
            if item.widget() is not None:
                # Hidden at once: deleteLater leaves it on screen until the event loop runs.
                item.widget().hide()
                item.widget().deleteLater()
        self._editors = {}
        basic = [p for p in self._game.parameters if not p.advanced]
        advanced = [p for p in self._game.parameters if p.advanced]
        self._options_box.setVisible(bool(basic or advanced))
        if basic:
            form = self._parameter_form(basic)
            self._options_layout.addWidget(form)
            # Shown now, not by the layout's deferred show, so a rebuilt section is usable at once.
            form.setVisible(True)

        self._advanced_toggle = QToolButton()
        self._advanced_toggle.setText(self.tr("Advanced rule options"))
        self._advanced_toggle.setCheckable(True)
        self._advanced_toggle.setChecked(False)
        self._advanced_toggle.setAutoRaise(True)
        self._advanced_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._advanced_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self._advanced_toggle.toggled.connect(self._fold_advanced)
        self._advanced = self._parameter_form(advanced)
        self._advanced.setVisible(False)
        self._advanced_toggle.setVisible(bool(advanced))
        if not basic and advanced:
            self._advanced_note = help_label(self.tr("This game is played by its standard rules unless you "
                                                     "change the advanced options."))
            self._options_layout.addWidget(self._advanced_note)
            self._advanced_note.setVisible(True)
        self._options_layout.addWidget(self._advanced_toggle)
        self._options_layout.addWidget(self._advanced)

    def _parameter_form(self, params: list[Parameter]) -> QWidget:
        container = QWidget()
        form = QFormLayout(container)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for param in params:
            editor = _EDITORS[param.type](param, self._revalidate)
            editor.set_value(param.default)
            self._editors[param.key] = editor
            explanation = param_help(param)
            editor.widget.setToolTip(explanation)
            editor.widget.setObjectName(f"param_{param.key}")
            field = QWidget()
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            column.addWidget(editor.field)
            if explanation:
                column.addWidget(help_label(explanation))
            if param.type == "bool":
                # The check box carries its own label; the label column stays empty for it.
                form.addRow("", field)
            else:
                label = QLabel(self.tr("%1:", "form label").replace("%1", param_label(param)))
                label.setBuddy(editor.widget)
                label.setToolTip(explanation)
                # Line the label up with the widget's text, not with the middle of widget + help.
                label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                inset = 4 if param.type == "permutation" else editor.widget.sizeHint().height()
                label.setContentsMargins(0, max(0, (inset - label.fontMetrics().height()) // 2), 0, 0)
                form.addRow(label, field)
        return container

    # ----- reacting ----------------------------------------------------------------------

    def _game_changed(self) -> None:
        self._game = self._games[max(0, self._game_combo.currentIndex())]
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game_title(self._game.title_key or self._game.id)))
        self._loading = True
        try:
            self._count.setRange(self._game.min_players, self._game.max_players)
            self._build_options()
            measured = measured_strengths(self._game.id)
            for row in self._rows:
                row.set_measured(measured)
            # Wide enough, once per game, for any level and its line on any seat: the width stays
            # put as seats come and go or change level, and nothing is ever clipped.
            self._seat_grid.setColumnMinimumWidth(4, max(row.level_column_width() for row in self._rows))
        finally:
            self._loading = False
        self.reset_to_defaults()
        self._restore()
        if self.isVisible():
            # Another game has other options: fit the window to them.
            self._scroll.updateGeometry()
            self.adjustSize()

    def _count_changed(self) -> None:
        if self._loading:
            return
        self._show_rows()
        self._revalidate()
        if self.isVisible():
            # Taller to show the new seats (up to most of the screen), never shorter under the
            # player; the width was fitted to the most seats when the game was chosen.
            self._scroll.updateGeometry()
            self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def _show_rows(self) -> None:
        count = self._count.value()
        used: set[str] = set()
        for row in self._rows:
            shown = row.index < count
            if shown and not row.shown and row.colour.currentData() in used:
                # A seat coming back must not take a colour an earlier seat took meanwhile.
                free = [c for c in PLAYER_COLOURS if c not in used]
                if free:
                    row.colour.setCurrentIndex(row.colour.findData(free[0]))
            row.set_shown(shown)
            if shown:
                used.add(row.colour.currentData())

    def _name_edited(self, row: _SeatRow) -> None:
        # A name the player typed stays; a cleared one may be made up again.
        row.auto_name = not row.name.text().strip()

    def _kind_or_level_changed(self, row: _SeatRow) -> None:
        row.update_level()
        if row.auto_name:
            seat = row.seat()
            row.name.setText(self._default_name(row.index, seat.kind, seat.level))
        self._revalidate()

    def _fold_advanced(self, unfolded: bool) -> None:
        self._advanced_toggle.setArrowType(Qt.ArrowType.DownArrow if unfolded else Qt.ArrowType.RightArrow)
        self._advanced.setVisible(unfolded)
        # Grow to show the options (up to most of the screen), shrink back when they fold away.
        self._scroll.updateGeometry()
        self.adjustSize()
        if unfolded:
            # Show as much of the options as fits, but keep the toggle that unfolded them in view.
            self._scroll.ensureWidgetVisible(self._advanced, 0, 0)
            self._scroll.ensureWidgetVisible(self._advanced_toggle, 0, 0)

    # ----- defaults ----------------------------------------------------------------------

    def _default_count(self) -> int:
        # One human and two computers is the usual first game; clamp to the game's range.
        return min(max(3, self._game.min_players), self._game.max_players)

    def _default_level(self) -> str | None:
        # A new opponent is a fair one, not the strongest; without that level, the strongest
        # offered (levels are listed weakest first).
        ids = [level_id for level_id, _display, _description in self._levels]
        if DEFAULT_LEVEL in ids:
            return DEFAULT_LEVEL
        return ids[-1] if ids else None

    def _level_display(self, level: str | None) -> str:
        for level_id, display, _description in self._levels:
            if level_id == level:
                return display
        return self.tr("Computer")

    def _default_name(self, index: int, kind: str, level: str | None) -> str:
        if kind == COMPUTER:
            return self.tr("%1 %2", "computer seat: level, seat number").replace(
                "%1", self._level_display(level)).replace("%2", str(index + 1))
        return self.tr("Player %1").replace("%1", str(index + 1))

    def _default_seat(self, index: int) -> SeatSetup:
        level = self._default_level()
        kind = COMPUTER if index > 0 and level is not None else HUMAN
        colour = PLAYER_COLOURS[index % len(PLAYER_COLOURS)]
        return SeatSetup(self._default_name(index, kind, level), colour, kind, level if kind == COMPUTER else None)

    # ----- validation --------------------------------------------------------------------

    def _seats(self) -> list[SeatSetup]:
        return [row.seat() for row in self._rows[: self._count.value()]]

    def _raw_params(self) -> dict[str, Any]:
        return {key: editor.value() for key, editor in self._editors.items()}

    def _check(self) -> tuple[str, dict[str, Any]]:
        """The first problem ('' if none) and the resolved parameters (empty if a problem)."""
        seats = self._seats()
        names: dict[str, int] = {}
        colours: dict[str, int] = {}
        for index, seat in enumerate(seats):
            if not seat.name:
                return self.tr("Seat %1 needs a name.").replace("%1", str(index + 1)), {}
            earlier = names.setdefault(seat.name.casefold(), index)
            if earlier != index:
                return (self.tr("Seats %1 and %2 have the same name; give each player their own.")
                        .replace("%1", str(earlier + 1)).replace("%2", str(index + 1))), {}
            earlier = colours.setdefault(seat.colour, index)
            if earlier != index:
                return (self.tr("Seats %1 and %2 are both %3; give each player their own colour.")
                        .replace("%1", str(earlier + 1)).replace("%2", str(index + 1))
                        .replace("%3", colour_display_name(seat.colour).lower())), {}
        try:
            params = self._game.resolve_params(len(seats), self._raw_params())
        except ParameterError as exc:
            return self._readable_parameter_error(str(exc)), {}
        return "", params

    def _readable_parameter_error(self, message: str) -> str:
        """The engine's message with parameter keys and choice ids replaced by their labels."""
        for param in self._game.parameters:
            label = f"“{param_label(param)}”"
            key = re.escape(param.key)
            if param.choices:
                message = re.sub(rf"\b{key}=(\w+)",
                                 lambda m, p=param, lab=label: f"{lab} = “{choice_text(p.key, m.group(1))}”",
                                 message)
            message = re.sub(rf"(parameter )?'{key}'", lambda _m, lab=label: lab, message)
        message = message[:1].upper() + message[1:]
        return message if message.endswith((".", "!", "?")) else message + "."

    def _revalidate(self) -> None:
        if self._loading:
            return
        self._problem, _params = self._check()
        self._problem_label.setText(self._problem)
        self._problem_row.setVisible(bool(self._problem))
        self._ok.setEnabled(not self._problem)

    # ----- remembering -------------------------------------------------------------------

    def _group(self) -> str:
        return f"{_SETTINGS_GROUP}/{self._game.id}"

    def _save(self) -> None:
        setup = self.setup()
        by_key = {p.key: p for p in self._game.parameters}
        self._settings.setValue(f"{_SETTINGS_GROUP}/last_game", self._game.id)
        self._settings.beginGroup(self._group())
        # JSON text, because INI files flatten nested lists and dicts unreliably.
        self._settings.setValue("seats", json.dumps([s.to_plain() for s in setup.seats]))
        self._settings.setValue("params", json.dumps({k: by_key[k].to_plain(v) for k, v in setup.params.items()}))
        self._settings.endGroup()
        self._settings.sync()

    def _restore(self) -> None:
        """Show the setup remembered for this game; anything unreadable keeps its default."""
        self._settings.beginGroup(self._group())
        seats_text = self._settings.value("seats")
        params_text = self._settings.value("params")
        self._settings.endGroup()
        seats = _loads(seats_text, list)
        params = _loads(params_text, dict)
        self._loading = True
        try:
            stored = [s for s in (SeatSetup.from_plain(item) for item in seats or []) if s is not None]
            if self._game.min_players <= len(stored) <= self._game.max_players:
                self._count.setValue(len(stored))
                for row, seat in zip(self._rows, stored):
                    if seat.kind == COMPUTER and not self._levels:
                        seat = SeatSetup(seat.name, seat.colour, HUMAN, None)
                    default = self._default_name(row.index, seat.kind, seat.level)
                    row.set_seat(seat, auto_name=seat.name == default)
                self._show_rows()
            for key, value in (params or {}).items():
                editor = self._editors.get(key)
                if editor is None:
                    continue
                try:
                    editor.set_value(editor.param.coerce(value))
                except ParameterError:
                    continue
        finally:
            self._loading = False
        self._revalidate()


_SETTINGS_TEXT_CAP = 64_000  # characters; a remembered setup is a few hundred


def _loads(text: Any, kind: type) -> Any:
    """``text`` parsed as JSON if it holds a ``kind``, else None (settings may be stale or edited)."""
    if not isinstance(text, str) or len(text) > _SETTINGS_TEXT_CAP:
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: deeply nested brackets
        return None
    return value if isinstance(value, kind) else None
