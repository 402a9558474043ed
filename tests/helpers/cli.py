"""Running the engine's command line (engine.cli) in-process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

from engine.cli import main


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    """Run the command line with ``args``; return its exit code and what it printed to stdout and stderr."""
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def run_engine_process(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run ``python -m engine`` with ``args`` in a child process; its output is captured as text."""
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=timeout)


def position_file(tmp_path: Path, text: str) -> Path:
    """Write a position's YAML ``text`` to pos.yaml in ``tmp_path``; return its path."""
    path = tmp_path / "pos.yaml"
    path.write_text(text)
    return path


def run_python(script: str, timeout: float = 120) -> str:
    """Run ``script`` in a fresh Python process; check that it succeeds and return what it printed."""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, result.stderr
    return result.stdout


def replay_with_action(capsys, tmp_path: Path, play: list[str], index: int, action: str) -> tuple[int, str, str]:
    """Play a game with the ``play`` options and save it, put ``action`` in place of its action
    number ``index`` (from 0), and replay the record; the replay's code, stdout and stderr."""
    record = tmp_path / "game.yaml"
    run_cli(capsys, "play", *play, "--save", str(record))
    data = yaml.safe_load(record.read_text())
    data["actions"][index] = action
    record.write_text(yaml.safe_dump(data))
    return run_cli(capsys, "replay", str(record))
