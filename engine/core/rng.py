"""Seeded randomness: every shuffle and draw of a game goes through its own ``random.Random``."""

from __future__ import annotations

import hashlib
import random


def new_rng(seed: int) -> random.Random:
    """A fresh generator for one game; the same seed gives the same game, bit for bit."""
    return random.Random(seed)


def derive_seed(seed: int, *labels: object) -> int:
    """A seed for a sub-stream (a bot's seat, the n-th game of a run) that does not depend on
    Python's hash randomisation."""
    text = ":".join([str(seed), *map(str, labels)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
