"""Running the engine's command line (engine.cli) in-process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
