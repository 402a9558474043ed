"""Reading the entries every rules file of the family has: players, currencies, money, scoring
cards, deck piles, the market and its currency order, the setup's numbers and the neutral
player's (``read_family_fields`` reads them all). Each reader fails like the rest of the file
(``RulesDataError`` naming the entry). :class:`FamilyData` gives a game's data what the family's
parts look up in it."""

from __future__ import annotations

from typing import Any

from engine.core.data import Node, check_unique_ids
from engine.core.params import Parameter
from engine.tilecity.money import Currency, money_rules, read_currency
from engine.tilecity.neutral import NeutralRules

# The data's fields for the neutral player are named after him (``dirk_tiles_at_setup``).
_NEUTRAL_FIELDS = ("name_key", "tiles_at_setup", "tiles_after_round_1", "after_round_2_divisor")


class FamilyData:
    """Mixin of a family game's frozen rules data: the look-ups the family's parts read."""

    def _derive_family_rules(self, neutral: str) -> None:
        """Set the currencies by code and by id, the money rules and the rules of the neutral
        player ``neutral`` (from his fields); called once the fields are set."""
        object.__setattr__(self, "currency_by_code", {c.code: c for c in self.currencies})
        object.__setattr__(self, "currency_by_id", {c.id: c for c in self.currencies})
        object.__setattr__(self, "money", money_rules(self))
        fields = (getattr(self, f"{neutral}_{field}") for field in _NEUTRAL_FIELDS)
        object.__setattr__(self, "neutral", NeutralRules(neutral, *fields))

    def is_money(self, card: str) -> bool:
        """Whether ``card`` is a money card code."""
        return len(card) == 2 and card[0] in self.currency_by_code and card[1].isdigit() and int(card[1]) in self.money_values


def read_players(root: Node) -> tuple[int, int]:
    """The fewest and most players."""
    players = root["players"]
    min_players = players["min"].as_int(2, 6)
    return min_players, players["max"].as_int(min_players, 6)


def read_currencies(root: Node) -> list[Currency]:
    """The currencies, with distinct ids and distinct one-letter codes."""
    entries = root["currencies"].as_list(1)
    currencies = [read_currency(entry) for entry in entries]
    check_unique_ids(entries)
    codes: list[str] = []
    for entry, currency in zip(entries, currencies):
        code = currency.code
        if len(code) != 1 or not code.isalpha() or code in codes:
            raise entry["code"].fail(f"'{code}' must be a single letter used by no other currency")
        codes.append(code)
    return currencies


def read_money(root: Node) -> tuple[tuple[int, ...], int]:
    """The distinct card values of every currency, and the copies of each card."""
    money = root["money"]
    values = tuple(v.as_int(1, 9) for v in money["values"].as_list(1))
    if len(set(values)) != len(values):
        raise money["values"].fail("values must be distinct")
    return values, money["copies"].as_int(1)


def read_scoring_cards(root: Node) -> dict[str, int]:
    """The two scoring cards: card id -> the scoring round (1 or 2) it triggers."""
    scoring_cards: dict[str, int] = {}
    for entry in root["scoring_cards"].as_list(2, 2):
        scoring_cards[entry["id"].as_str()] = entry["round"].as_int(1, 2)
    check_unique_ids(root["scoring_cards"].as_list())
    if sorted(scoring_cards.values()) != [1, 2]:
        raise root["scoring_cards"].fail("one card must trigger round 1 and one round 2")
    return scoring_cards


def read_piles(setup: Node, scoring_cards: dict[str, int]) -> tuple[int, dict[str, int]]:
    """The number of deck piles at setup, and the pile (1-based) each scoring card goes into."""
    piles = setup["deck_piles"].as_int(1)
    card_piles = {}
    for card, pile in setup["scoring_card_piles"].items():
        if card not in scoring_cards:
            raise pile.fail(f"'{card}' is not a scoring card")
        card_piles[card] = pile.as_int(1, piles)
    if set(card_piles) != set(scoring_cards):
        raise setup["scoring_card_piles"].fail("every scoring card needs a pile")
    return piles, card_piles


def read_parameters(root: Node, currencies: list[Currency]) -> tuple[Parameter, ...]:
    """The declared parameters, among them the market's currency order listing every currency."""
    params = tuple(Parameter.from_node(p) for p in root["parameters"].as_list())
    check_unique_ids(root["parameters"].as_list(), "key")
    order = next((p for p in params if p.key == "marketCurrencyOrder"), None)
    if order is None or sorted(order.choices) != sorted(c.id for c in currencies):
        raise root["parameters"].fail("marketCurrencyOrder must be declared and list every currency")
    return params


def read_market_spaces(root: Node, currencies: list[Currency]) -> int:
    """The market's spaces: one per currency."""
    spaces = root["market"]["spaces"].as_int(1)
    if spaces != len(currencies):
        raise root["market"]["spaces"].fail("there must be one market space per currency")
    return spaces


def read_family_fields(root: Node, neutral: str) -> dict[str, Any]:
    """The data fields every family game has, by name, its neutral player's named after him."""
    min_players, max_players = read_players(root)
    currencies = read_currencies(root)
    values, copies = read_money(root)
    scoring_cards = read_scoring_cards(root)
    setup = root["setup"]
    piles, card_piles = read_piles(setup, scoring_cards)
    fields = {
        "min_players": min_players,
        "max_players": max_players,
        "currencies": tuple(currencies),
        "money_values": values,
        "money_copies": copies,
        "scoring_cards": scoring_cards,
        "deck_piles": piles,
        "scoring_card_piles": card_piles,
        "parameters": read_parameters(root, currencies),
        "market_spaces": read_market_spaces(root, currencies),
        "starting_money_at_least": setup["starting_money_at_least"].as_int(1),
        "display_size": setup["display_size"].as_int(1),
        "take_money_limit": root["take_money_limit"].as_int(1),
    }
    two = root["two_player"]
    entries = (two["neutral_name"].as_str(), two["tiles_at_setup"].as_int(0), two["tiles_after_round_1"].as_int(0),
               two["after_round_2_bag_divisor"].as_int(1))  # fmt: skip
    fields.update((f"{neutral}_{field}", value) for field, value in zip(_NEUTRAL_FIELDS, entries))
    return fields
