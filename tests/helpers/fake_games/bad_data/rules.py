"""Loads Alcazar's rules from a broken data file."""

from pathlib import Path

from engine.alcazar.game import load_game as load_alcazar


def load_game():
    """Fails: bad_data.yaml gives the number of players in words."""
    return load_alcazar(Path(__file__).with_name("bad_data.yaml"))
