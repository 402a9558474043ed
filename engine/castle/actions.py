"""The actions of A Castle for All Seasons and their text forms.

A round is a sequence of atomic decisions (the rest happens on its own):

- selection: ``choose card=trader`` (in seat order from the first player, each choice hidden
  from the others until the reveal; two cards each with two players);
- Castle Maiden (winter, round start): ``court`` or ``decline`` (declare a courtship or not),
  ``deposit item=sand`` or ``withdraw``, and the losers' ``share item=taler`` of the pool;
- winter cards before the reveal: ``lose card=worker-sand`` or ``pay`` (Plague, Snowdrift),
  ``donate stones=3`` (Crack in the Wall), ``convert piece=stone`` first if wanted;
- the reveal: ``equip pieces=clay,sand`` (the W-stone owner's two free pieces);
- a card's resolution: ``recall at=clay`` (Village Tavern: an unpaid tax), ``trade at=sand``
  (Trader; ``source=innkeeper`` moves the innkeeper), ``tower resource=sand`` (Bricklayer),
  ``buy owner=1 card=worker-sand piece=clay`` (Stonemason; ``sell`` or ``refuse`` by the Worker's
  owner for a card's last piece), ``erect building=stable sand=4 clay=1 stone=2``, ``convert
  piece=stone`` (one silver into the forge for one piece), ``helper at=forge-10`` (``source=sand``
  takes the own trader helper from that cart, ``source=innkeeper`` the innkeeper), ``innkeeper``
  (Village Tavern) and ``done`` (end the card);
- final scoring: ``palace sand=2 clay=3`` (pieces converted into VP by a palace helper's owner).

A payment names the pieces of each resource; a resource left out (or 0) pays none.
"""

from __future__ import annotations

from engine.core.action import Action, ActionSet, action

PAY_FIELDS = ("sand", "wood", "clay", "stone")  # resources that pay, in the order of castle.yaml


def _no_zeros(self: Action) -> None:
    # Zero pieces and a left-out resource are the same payment: one action, one text form.
    for name in PAY_FIELDS:
        if getattr(self, name) == 0:
            object.__setattr__(self, name, None)


@action("choose")
class Choose(Action):
    """Lay a character card from the hand face down for this round."""

    card: str


@action("court", group="court")
class Court(Action):
    """Castle Maiden: declare a courtship (everyone then deposits or withdraws, starting now)."""


@action("decline", group="court")
class Decline(Action):
    """Castle Maiden: do not declare a courtship this round."""


@action("deposit")
class Deposit(Action):
    """Castle Maiden: put one resource piece or one taler (``item=taler``) on the card."""

    item: str


@action("withdraw")
class Withdraw(Action):
    """Castle Maiden: leave the courtship for good."""


@action("share")
class Share(Action):
    """Castle Maiden won by another: take one item from the card."""

    item: str


@action("lose", group="winter")
class Lose(Action):
    """Plague or Snowdrift: remove a card from the game (Plague: from the play area; Snowdrift: a
    Worker from the hand or the play area)."""

    card: str


@action("pay", group="winter")
class Pay(Action):
    """Plague or Snowdrift: pay the bank instead of losing a card."""


@action("donate")
class Donate(Action):
    """Crack in the Wall: return stone blocks to the stock for VP (0 to the card's maximum)."""

    stones: int


@action("equip", sort="pieces")
class Equip(Action):
    """W-stone: the pieces of the owner's choice that equip the card beside its stone."""

    pieces: tuple[str, ...]


@action("recall")
class Recall(Action):
    """Village Tavern, tax unpaid: take the own trader helper at ``at`` back to the supply."""

    at: str


@action("trade")
class Trade(Action):
    """Trader: a helper to a cart or the rider (displacing an opponent's older helper when the
    carts are full); from the supply, or the innkeeper with ``source=innkeeper``."""

    at: str
    source: str | None = None


@action("tower")
class TakeTower(Action):
    """Bricklayer: take every piece of one resource from the defense tower."""

    resource: str


@action("buy")
class Buy(Action):
    """Stonemason: buy one piece from another player's Worker card for a taler."""

    owner: int
    card: str
    piece: str


@action("sell", group="sale")
class Sell(Action):
    """A Worker's owner lets the Stonemason have the card's last piece."""


@action("refuse", group="sale")
class Refuse(Action):
    """A Worker's owner keeps the card's last piece."""


@action("erect")
class Erect(Action):
    """Erect a building, paying exactly its construction value with pieces of at least three
    resources."""

    building: str
    sand: int | None = None
    wood: int | None = None
    clay: int | None = None
    stone: int | None = None

    __post_init__ = _no_zeros

    def payment(self) -> tuple[int, int, int, int]:
        """Pieces of each paying resource."""
        return (self.sand or 0, self.wood or 0, self.clay or 0, self.stone or 0)


@action("convert")
class Convert(Action):
    """Put a silver bar into the forge and take a piece of ``piece`` from the stock."""

    piece: str


@action("helper")
class Helper(Action):
    """Bricklayer or Stonemason: a helper to a free space of the castle, paying its fee; from the
    supply, the own trader helper at cart ``source``, or the innkeeper (``source=innkeeper``)."""

    at: str
    source: str | None = None


@action("innkeeper", group="helper")
class Innkeeper(Action):
    """Village Tavern: a helper becomes the innkeeper (fee to the bank, the card's talers taken);
    from the supply, or the own trader helper at cart ``source``."""

    source: str | None = None


@action("done")
class Done(Action):
    """End the resolution of the current card."""


@action("palace")
class Palace(Action):
    """Final scoring: convert pieces into VP at construction value (5 per palace helper)."""

    sand: int | None = None
    wood: int | None = None
    clay: int | None = None
    stone: int | None = None

    __post_init__ = _no_zeros

    def payment(self) -> tuple[int, int, int, int]:
        """Pieces of each paying resource."""
        return (self.sand or 0, self.wood or 0, self.clay or 0, self.stone or 0)


CASTLE_ACTIONS = ActionSet([
    Choose, Court, Decline, Deposit, Withdraw, Share, Lose, Pay, Donate, Equip, Recall, Trade, TakeTower, Buy, Sell,
    Refuse, Erect, Convert, Helper, Innkeeper, Done, Palace,
])
