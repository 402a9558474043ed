"""Dialogs: new game (variants generated from the game's declared parameters), scoring, standings."""
