"""Painted art (pure QPainter functions, no scene logic): palette and the Alhambra table's pieces."""
