"""Statistics of the finished games: the numbers from a history folder, and the window showing them."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QComboBox  # noqa: E402

from engine.cli import play_one  # noqa: E402
from engine.core import GameRecord, PlayerEntry, default_registry  # noqa: E402
from gui.dialogs.statistics import StatisticsDialog  # noqa: E402
from gui.statistics import (  # noqa: E402
    GameResult,
    SeatResult,
    compute_statistics,
    finished_game_files,
    summarize,
)

PNG = Path("/tmp/stats.png")

# (game, seed, seats); every seat is played by the random bot, the record says who sat there.
GAMES = [
    ("alhambra", 1, [PlayerEntry("Ana"), PlayerEntry("Ben"), PlayerEntry("Easy 1", "bot", "easy")]),
    ("alhambra", 2, [PlayerEntry("Ana"), PlayerEntry("Normal 1", "bot", "normal")]),
    ("alcazar", 3, [PlayerEntry("Ana"), PlayerEntry("Easy 1", "bot", "easy"), PlayerEntry("Normal 2", "bot", "normal")]),
    ("alcazar", 4, [PlayerEntry("<b>Cid</b>"), PlayerEntry("Ben")]),
]


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    """A finished/ folder with four real games, a record cut short and a file that is no record;
    with the scores and winners of each game as played."""
    registry = default_registry()
    folder = tmp_path_factory.mktemp("data") / "finished"
    folder.mkdir()
    outcomes = []
    for index, (game_id, seed, players) in enumerate(GAMES):
        game = registry.get(game_id)
        state = play_one(game, len(players), game.resolve_params(len(players), {}), seed, ["random"] * len(players))
        record = GameRecord.for_state(state, players)
        record.save(folder / f"2024010{index}-{game_id}.yaml")
        outcomes.append((game_id, players, state.scores(), set(state.winners())))
    text = (folder / "20240100-alhambra.yaml").read_text(encoding="utf-8")
    (folder / "20240200-cut.yaml").write_text(text[: len(text) // 2], encoding="utf-8")
    (folder / "20240201-junk.yaml").write_bytes(b"\xff\xfe not yaml at all: [")
    (folder / "notes.txt").write_text("not a record, not counted either")
    return folder, outcomes


def expected(outcomes, game_id=None):
    """Per person: (played, won, best, total), straight from the games as played."""
    table = {}
    for gid, players, scores, winners in outcomes:
        if game_id not in (None, gid):
            continue
        for seat, player in enumerate(players):
            if player.kind != "human":
                continue
            played, won, best, total = table.get(player.name, (0, 0, None, 0))
            score = scores[seat]
            best = score if best is None else max(best, score)
            table[player.name] = (played + 1, won + (seat in winners), best, total + score)
    return table


def test_lists_only_records(history):
    folder, _ = history
    assert [p.name for p in finished_game_files(folder)] == [
        "20240100-alhambra.yaml", "20240101-alhambra.yaml", "20240102-alcazar.yaml",
        "20240103-alcazar.yaml", "20240200-cut.yaml", "20240201-junk.yaml",
    ]
    assert finished_game_files(folder / "missing") == []


def test_numbers_per_person_and_game(history):
    folder, outcomes = history
    stats = compute_statistics(folder, default_registry())
    assert stats.unreadable == 2
    assert not stats.is_empty
    assert stats.all_games.games == 4
    assert [s.game_id for s in stats.per_game] == ["alcazar", "alhambra"]
    for game_stats in (stats.all_games, *stats.per_game):
        people = {row.name: row for row in game_stats.players if not row.is_computer}
        want = expected(outcomes, game_stats.game_id)
        assert {name: (r.played, r.won, r.best, r.total) for name, r in people.items()} == want
        for row in people.values():
            assert row.win_rate == pytest.approx(row.won / row.played)
            assert row.average == pytest.approx(row.total / row.played)
    ana = next(r for r in stats.all_games.players if r.name == "Ana")
    assert ana.played == 3


def test_computers_grouped_by_level(history):
    folder, outcomes = history
    stats = compute_statistics(folder, default_registry())
    computers = [row for row in stats.all_games.players if row.is_computer]
    # Names differ ("Normal 1", "Normal 2"): the rows are per level, weakest first, after the people.
    assert [(row.level, row.played) for row in computers] == [("easy", 2), ("normal", 2)]
    assert all(row.is_computer for row in stats.all_games.players[-2:])
    easy_wins = sum(seat in winners for _g, players, _s, winners in outcomes
                    for seat, p in enumerate(players) if p.level == "easy")
    assert computers[0].won == easy_wins


def test_versus_counts_each_level_present(history):
    folder, outcomes = history
    stats = compute_statistics(folder, default_registry())
    versus = {(v.name, v.level): (v.played, v.won) for v in stats.all_games.versus}
    ana_won = [0 in winners for _g, _p, _s, winners in outcomes[:3]]
    # Ana met Easy in games 1 and 3, Normal in games 2 and 3 (game 3 counts for both).
    assert versus[("Ana", "easy")] == (2, ana_won[0] + ana_won[2])
    assert versus[("Ana", "normal")] == (2, ana_won[1] + ana_won[2])
    assert versus[("Ben", "easy")] == (1, int(1 in outcomes[0][3]))
    assert ("Ben", "normal") not in versus and not any(name == "<b>Cid</b>" for name, _ in versus)


def test_shared_wins_count_for_everyone_sharing():
    seats = (SeatResult("Ana", False, None, 40, True), SeatResult("Ben", False, None, 40, True),
             SeatResult("Bot", True, "hard", 30, False))
    lost = (SeatResult("Ana", False, None, 10, False), SeatResult("Bot", True, "hard", 50, True))
    stats = summarize([GameResult("alhambra", seats), GameResult("alhambra", lost)])
    rows = {row.name or row.level: row for row in stats.all_games.players}
    assert (rows["Ana"].played, rows["Ana"].won, rows["Ana"].best, rows["Ana"].average) == (2, 1, 40, 25.0)
    assert (rows["Ben"].won, rows["Ben"].win_rate) == (1, 1.0)
    assert (rows["hard"].played, rows["hard"].won) == (2, 1)
    assert [(v.name, v.played, v.won) for v in stats.all_games.versus] == [("Ana", 2, 1), ("Ben", 1, 1)]


def test_same_identity_twice_in_a_game_counts_once():
    seats = (SeatResult("Ana", False, None, 5, False), SeatResult("Bot", True, "easy", 7, False),
             SeatResult("Bot 2", True, "easy", 9, True))
    row = next(r for r in summarize([GameResult("alcazar", seats)]).all_games.players if r.is_computer)
    assert (row.played, row.won, row.best) == (1, 1, 9)


def test_empty_or_missing_history(tmp_path):
    stats = compute_statistics(tmp_path / "finished", default_registry())
    assert stats.is_empty and stats.unreadable == 0 and stats.per_game == []


def cell(table, row, column):
    return table.item(row, column).text()


def test_dialog_shows_the_tables(qtbot, history):
    folder, outcomes = history
    stats = compute_statistics(folder, default_registry())
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    players = dialog.players_table
    names = [cell(players, r, 0) for r in range(players.rowCount())]
    assert names[-2:] == ["Computer (Easy)", "Computer (Normal)"]
    assert "<b>Cid</b>" in names  # shown as typed, never as markup
    row = names.index("Ana")
    assert cell(players, row, 1) == "3"
    assert cell(players, row, 4) == str(expected(outcomes)["Ana"][2])
    assert "2 saved games could not be read" in dialog.unreadable_label.text()
    assert dialog.summary.text() == "4 games played"
    assert dialog.grab().save(str(PNG))

    box = dialog.findChild(QComboBox)
    box.setCurrentIndex(box.findText("Alcazar"))
    assert dialog.summary.text() == "2 games played"
    names = [cell(players, r, 0) for r in range(players.rowCount())]
    assert set(names) == {"Ana", "Ben", "<b>Cid</b>", "Computer (Easy)", "Computer (Normal)"}
    dialog.close()


def test_dialog_empty_state(qtbot, tmp_path):
    dialog = StatisticsDialog(compute_statistics(tmp_path, default_registry()))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players_table is None
    assert "No finished games yet" in dialog.empty_label.text()
    assert dialog.unreadable_label is None
    dialog.grab().save(str(PNG.with_name("stats_empty.png")))
    dialog.close()


def test_dialog_empty_with_unreadable_files(qtbot, tmp_path):
    (tmp_path / "broken.yaml").write_text("format_version: 2\ngame: alhambra\n")
    stats = compute_statistics(tmp_path, default_registry())
    assert stats.is_empty and stats.unreadable == 1
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.unreadable_label.text() == "1 saved game could not be read: it is not counted."
    assert dialog.empty_label.isVisibleTo(dialog)
    dialog.close()
