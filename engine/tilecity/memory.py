"""What every player can know about the money in each hand by remembering the public moves.

In the Alhambra family the starting money is dealt face up, money is only ever taken from the
face-up display (money changers too), and every payment is shown as it goes to the discard
pile. A player who remembers those moves therefore knows every other hand, although the hands
are held secretly (alhambra.md A-18). This module keeps that memory as a fold over the public
events, the same ones the game log shows; it never reads a hand.

A position written by hand may give a seat money nobody saw dealt: that part stays unknown, and
a determinization re-deals only it.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.events import Event


def remember(public_hands: list[list[str]], events: Iterable[Event]) -> None:
    """Update each seat's publicly known money with what ``events`` showed: ``money_taken``
    adds its ``cards``, and every event carrying ``pay`` (a purchase, the vizier's too) shows
    those cards leaving its player's hand."""
    for event in events:
        if event.kind == "money_taken":
            public_hands[event.player].extend(event.data["cards"])
        elif "pay" in event.data:
            known = public_hands[event.player]
            for card in event.data["pay"]:
                if card in known:  # else it came from the unknown part of the hand
                    known.remove(card)
