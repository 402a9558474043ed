"""Alcazar in the app: the board scene, its gestures, scores and texts."""
