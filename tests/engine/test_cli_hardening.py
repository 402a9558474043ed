"""Hostile command lines: bad --save targets are refused before any game is played, saves keep
the umask, and every numeric flag and bot option is range-checked with a one-line error."""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

import pytest

from engine import cli
from engine.ai import MctsConfig, make_bot
from engine.core import ParameterError
from engine.core.record import GameRecord
from tests.helpers.cli import run_cli

IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types and modes")
PLAY = ["play", "--game", "alhambra", "--players", "2"]


def run_any(capsys, *args: str) -> tuple[int, str, str]:
    """Like run_cli, but argparse's own refusals (SystemExit) count as an exit code too."""
    try:
        code = cli.main(list(args))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, out: str, err: str, *fragments: str) -> None:
    """Exit 2, nothing on stdout (no game was played), one line on stderr with ``fragments``."""
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for fragment in fragments:
        assert fragment in err, err


@pytest.fixture
def no_games(monkeypatch):
    """Fail the test if a game is started: the target check must come first."""

    def refuse(*_args, **_kwargs):
        raise AssertionError("a game was played before the --save target was checked")

    monkeypatch.setattr(cli, "play_one", refuse)


# ----- --save targets ---------------------------------------------------------------------------


def test_save_into_a_missing_folder_is_refused_before_playing(capsys, tmp_path, no_games):
    """A folder that does not exist is reported at once, not after the games."""
    code, out, err = run_cli(capsys, *PLAY, "--save", str(tmp_path / "nope" / "g.yaml"))
    assert_one_line_error(code, out, err, "--save", "does not exist")


def test_save_onto_a_directory_is_refused(capsys, tmp_path, no_games):
    """A folder as --save target is refused, and stays a folder."""
    target = tmp_path / "g.yaml"
    target.mkdir()
    code, out, err = run_cli(capsys, *PLAY, "--save", str(target))
    assert_one_line_error(code, out, err, "is a folder")
    assert target.is_dir()


@posix_only
def test_save_onto_a_symlink_is_refused_and_the_link_kept(capsys, tmp_path, no_games):
    """A symlink is neither followed nor replaced."""
    real = tmp_path / "real.yaml"
    real.write_text("mine")
    link = tmp_path / "g.yaml"
    link.symlink_to(real)
    code, out, err = run_cli(capsys, *PLAY, "--save", str(link))
    assert_one_line_error(code, out, err, "symbolic link")
    assert link.is_symlink() and real.read_text() == "mine"


@posix_only
def test_save_onto_a_device_or_a_fifo_is_refused(capsys, tmp_path, no_games):
    """/dev/null and a named pipe are not files to replace."""
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    for target in ("/dev/null", str(fifo)):
        code, out, err = run_cli(capsys, *PLAY, "--save", target)
        assert_one_line_error(code, out, err, "not a regular file")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode) and stat.S_ISFIFO(os.lstat(fifo).st_mode)


@posix_only
def test_save_with_several_games_checks_every_target_first(capsys, tmp_path, no_games):
    """With several games, a bad FILE-<n>.yaml among them stops the run before game 1."""
    (tmp_path / "g-3.yaml").symlink_to(tmp_path / "elsewhere.yaml")
    code, out, err = run_cli(capsys, *PLAY, "--games", "3", "--save", str(tmp_path / "g.yaml"))
    assert_one_line_error(code, out, err, "g-3.yaml", "symbolic link")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g-3.yaml"]


@posix_only
@pytest.mark.skipif(IS_ROOT, reason="root writes into read-only folders")
def test_save_into_a_read_only_folder_is_refused(capsys, tmp_path, no_games):
    """A folder without write permission is reported before playing."""
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        code, out, err = run_cli(capsys, *PLAY, "--save", str(folder / "g.yaml"))
    finally:
        folder.chmod(0o700)
    assert_one_line_error(code, out, err, "cannot write in")


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc")
def test_save_into_a_folder_that_takes_no_files_is_refused(capsys, no_games):
    """/proc takes no files even for root: the same early refusal as a read-only folder."""
    code, out, err = run_cli(capsys, *PLAY, "--save", "/proc/alcazaba-game.yaml")
    assert_one_line_error(code, out, err, "cannot write in /proc")


def test_a_write_failure_after_the_games_is_one_line(capsys, tmp_path, monkeypatch):
    """A disk that fills up while playing still gives a one-line error, not a traceback."""

    def disk_full(self, path):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(GameRecord, "save", disk_full)
    code, _out, err = run_cli(capsys, *PLAY, "--save", str(tmp_path / "g.yaml"))
    assert code == 2 and err.count("\n") == 1 and "cannot be written" in err and "Traceback" not in err


@posix_only
@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_saved_records_follow_the_umask(capsys, tmp_path, umask):
    """A new record gets 0o666 less the umask (not 0o600), and a replaced one keeps its mode."""
    target = tmp_path / "g.yaml"
    old = os.umask(umask)
    try:
        assert run_cli(capsys, *PLAY, "--save", str(target))[0] == 0
        assert stat.S_IMODE(os.stat(target).st_mode) == 0o666 & ~umask
        target.chmod(0o640)
        assert run_cli(capsys, *PLAY, "--seed", "5", "--save", str(target))[0] == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640
    assert GameRecord.load(target).seed == 5


# ----- numeric flags ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, option",
    [
        (["play", "--game", "alhambra", "--players", "0"], "--players"),
        (["play", "--game", "alhambra", "--players", "1000"], "--players"),
        (["play", "--game", "alhambra", "--players", "²"], "--players"),
        (["play", "--game", "alhambra", "--games", "0"], "--games"),
        (["play", "--game", "alhambra", "--games", "-3"], "--games"),
        (["play", "--game", "alhambra", "--games", "99999999999"], "--games"),
        (["play", "--game", "alhambra", "--games", "1e3"], "--games"),
        (["play", "--game", "alhambra", "--seed", "9" * 30], "--seed"),
        (["play", "--game", "alhambra", "--seed", "١"], "--seed"),
        (["match", "--game", "alhambra", "--bots", "random,random", "--jobs", "0"], "--jobs"),
        (["match", "--game", "alhambra", "--bots", "random,random", "--jobs", "100000"], "--jobs"),
        (["match", "--game", "alhambra", "--bots", "random,random", "--games", "0"], "--games"),
        (["bench", "--game", "alhambra", "--seconds", "nan"], "--seconds"),
        (["bench", "--game", "alhambra", "--seconds", "inf"], "--seconds"),
        (["bench", "--game", "alhambra", "--seconds", "-inf"], "--seconds"),
        (["bench", "--game", "alhambra", "--seconds", "0"], "--seconds"),
        (["bench", "--game", "alhambra", "--seconds", "-1"], "--seconds"),
        (["bench", "--game", "alhambra", "--seconds", "1e12"], "--seconds"),
        (["bench", "--game", "alhambra", "--seconds", "soon"], "--seconds"),
    ],
)
def test_numeric_flags_are_range_checked(capsys, args, option):
    """Out of range, not finite or not a number: one line naming the flag, exit 2."""
    code, out, err = run_any(capsys, *args)
    assert_one_line_error(code, out, err, option)


def test_flags_at_their_bounds_are_accepted(capsys):
    """The largest seed and the smallest positive time still run."""
    code, out, _err = run_any(capsys, *PLAY, "--seed", str(2**63 - 1))
    assert code == 0 and f"seed {2**63 - 1}" in out
    code, out, _err = run_any(capsys, "bench", "--game", "alhambra", "--players", "2", "--seconds", "0.001", "--json")
    assert code == 0 and '"games": 1' in out


# ----- bot options ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bot, option",
    [
        ("mcts:iterations=none:seconds=nan", "seconds"),
        ("mcts:iterations=none:seconds=inf", "seconds"),
        ("mcts:iterations=none", "budget"),
        ("mcts:iterations=none:seconds=none", "budget"),
        ("mcts:seconds=0", "seconds"),
        ("mcts:seconds=-2", "seconds"),
        ("mcts:seconds=1e9", "seconds"),
        ("mcts:c=nan", "c"),
        ("mcts:c=-1", "c"),
        ("mcts:widen=-5", "widen"),
        ("mcts:widen=inf", "widen"),
        ("mcts:iterations=-3", "iterations"),
        ("mcts:iterations=0", "iterations"),
        ("mcts:iterations=١٠", "iterations"),
        ("mcts:iterations=1_000", "iterations"),
        ("mcts:iterations=99999999999", "iterations"),
        ("mcts:worlds=0", "worlds"),
        ("mcts:root=-1", "root"),
        ("mcts:horizon=0", "horizon"),
        ("mcts:depth=-1", "depth"),
        ("mcts:rollout_actions=-1", "rollout_actions"),
        ("mcts:endgame=nan", "endgame"),
        ("mcts:endgame=-1", "endgame"),
        ("mcts:iterations=5:iterations=6", "iterations"),
        ("greedy:temperature=nan", "temperature"),
        ("greedy:temperature=inf", "temperature"),
        ("greedy:temperature=-1", "temperature"),
    ],
)
def test_bot_options_are_range_checked(capsys, bot, option):
    """Every bot option is finite and in range, and the error names it; no search without an end."""
    code, out, err = run_cli(capsys, *PLAY, "--bots", f"{bot},random")
    assert_one_line_error(code, out, err, option)
    with pytest.raises(ParameterError, match=option):
        make_bot(bot, 0)


@pytest.mark.parametrize("field, value", [("c", float("nan")), ("seconds", float("inf")), ("widen", -5.0), ("worlds", 2.5), ("iterations", True)])
def test_configs_built_in_code_are_checked_too(field, value):
    """MctsConfig refuses the same values when built directly."""
    with pytest.raises(ParameterError, match=field):
        MctsConfig(**{field: value})


def test_a_single_unlimited_bound_is_allowed():
    """``none`` lifts one bound while the other remains: a clock-only search still ends."""
    bot = make_bot("mcts:iterations=none:seconds=0.05:widen=0:c=0:depth=0", 1)
    assert bot.config.iterations is None and bot.config.seconds == 0.05
    assert make_bot("greedy:temperature=0", 1).temperature == 0.0
