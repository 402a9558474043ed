"""Several people at one screen: a hand is face up only for its owner, after their pass screen.

Seats: Ana (a person), a computer, Bea (a person). While the computer plays, the table shows
no private card of anyone; Bea's hand appears only after her pass screen, and Ana's again only
after hers. Every change of the table is watched, not only where the test stops to look.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from gui.dialogs.setup_model import COMPUTER, HUMAN, GameSetup, SeatSetup  # noqa: E402
from gui.games import playable_games  # noqa: E402

ANA, CPU, BEA = 0, 1, 2
SEATS = (SeatSetup("Ana", "red", HUMAN), SeatSetup("Cpu", "blue", COMPUTER, "random"), SeatSetup("Bea", "green", HUMAN))
# Each game with a seed that lets Ana begin.
GAMES = {"alhambra": ({}, 7), "granada": ({}, 7), "alhambra_granada": ({}, 23), "alcazar": ({"startPlayer": "first"}, 11),
         "gardens": ({"handSize": 3}, 5), "castle": ({"startPlayer": "first"}, 1)}


class HandWatch:
    """Which hands the table draws face up at every change, and each breach of the rule."""

    def __init__(self, window) -> None:
        self.window = window
        self.session = window.session
        self.names = [p.name for p in self.session.players]
        self.cleared: int | None = None  # the person whose pass screen was accepted, while they decide
        self.problems: list[str] = []
        self.computer_moments = 0  # looks taken while a computer was to move
        self.session.changed.connect(lambda: self.look("after an action"))
        self.session.bot_thinking.connect(lambda seat: self.look("while the computer thinks") if seat >= 0 else None)

    def on_pass_screen(self) -> bool:
        """Whether the pass screen hides the table."""
        return self.window.pages.currentWidget() is self.window.pass_screen

    def accept_pass_screen(self) -> None:
        """Check the pass screen names the player to move, then hand them the screen."""
        seat = self.session.state.current_player
        assert self.on_pass_screen(), f"no pass screen before {self.names[seat]}'s turn"
        assert self.names[seat] in self.window.pass_screen.label.text()
        QTest.mouseClick(self.window.pass_screen.button, Qt.MouseButton.LeftButton)
        self.cleared = seat
        self.look("after the pass screen")

    def look(self, when: str) -> None:
        """Note every hand drawn face up that the rule does not allow now."""
        session, table = self.session, self.window.table
        if session is None or table is None:
            return
        seat = session.state.current_player
        if seat != self.cleared:
            self.cleared = None  # that person's decision is over: their hand needs a pass screen again
        if not session.is_human(seat):
            self.computer_moments += 1
        for owner, cards in table.private_cards_shown().items():
            whose = f"{self.names[owner]}'s hand {sorted(cards)} is face up"
            if not session.is_human(seat):
                self.problems.append(f"{whose} during the turn of the computer player {self.names[seat]} ({when})")
            elif self.on_pass_screen():
                self.problems.append(f"{whose} under the pass screen for {self.names[seat]} ({when})")
            elif owner != seat:
                self.problems.append(f"{whose} during {self.names[seat]}'s turn ({when})")
            elif owner != self.cleared:
                self.problems.append(f"{whose} before {self.names[owner]}'s pass screen ({when})")

    def check(self) -> None:
        """Fail with every breach seen so far."""
        assert not self.problems, "\n".join(self.problems)


def shown(window) -> dict:
    return window.table.private_cards_shown()


def play_turn(window, watch: HandWatch, rng: random.Random) -> None:
    """Play random legal actions for the person to move until their turn is over."""
    session = window.session
    seat = session.state.current_player
    for _ in range(50):
        if session.state.is_terminal or session.state.current_player != seat:
            return
        action = rng.choice(session.state.legal_actions())
        assert session.apply(action) is None
        watch.check()
    raise AssertionError(f"{watch.names[seat]}'s turn did not end")


def test_every_game_of_the_app_is_checked_here():
    """A new game adds its setup to GAMES (docs/adding-a-game.md)."""
    assert set(GAMES) == set(playable_games())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_hand_shows_while_the_computer_plays(window, qtbot, game_id):
    params, seed = GAMES[game_id]
    window.start_game(GameSetup(game_id, list(SEATS), params), seed=seed)
    session = window.session
    assert session is not None
    watch = HandWatch(window)
    rng = random.Random(seed)
    assert session.state.current_player == ANA, "the seed should let Ana begin"

    # Ana's turn: her hand appears only after her pass screen.
    assert shown(window) == {}
    watch.accept_pass_screen()
    assert list(shown(window)) == [ANA], "Ana's hand should show once she has the screen"
    play_turn(window, watch, rng)

    # The computer's turn: at the moment it thinks, and after each of its actions, no hand shows.
    assert session.state.current_player == CPU
    assert session.is_thinking()
    watch.check()
    assert shown(window) == {}, f"a hand is face up while the computer thinks: {shown(window)}"
    qtbot.waitUntil(lambda: session.state.current_player != CPU or session.state.is_terminal, timeout=20_000)
    watch.check()
    assert watch.computer_moments >= 2

    # Bea's turn: the pass screen first, then her hand.
    assert session.state.current_player == BEA
    assert watch.on_pass_screen(), "Bea's pass screen should come before her hand"
    assert shown(window) == {}
    watch.accept_pass_screen()
    assert list(shown(window)) == [BEA]
    play_turn(window, watch, rng)

    # Ana again: her pass screen comes before her hand shows again.
    assert session.state.current_player == ANA
    assert watch.on_pass_screen(), "Ana's pass screen should come before her hand shows again"
    assert shown(window) == {}
    watch.accept_pass_screen()
    assert list(shown(window)) == [ANA]
    watch.check()
