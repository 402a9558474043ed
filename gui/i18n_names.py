"""Translatable display names of game components, looked up by the ids used in rules_data.

The engine and rules_data carry ids and keys only (``garden``, ``BLUE``, ``building.garden``);
this module turns them into text through Qt's ``names`` translation context. Game titles come
from each game's UI plug-in (:mod:`gui.games.plugin`). The tables hold
``QT_TRANSLATE_NOOP`` markers so that ``lupdate`` finds every string, and translation happens at
call time, so a translator installed after import still applies.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gui.games import ui_plugin

_CONTEXT = "names"

_BUILDINGS = {
    "pavilion": QT_TRANSLATE_NOOP("names", "Pavilion"),
    "seraglio": QT_TRANSLATE_NOOP("names", "Seraglio"),
    "arcades": QT_TRANSLATE_NOOP("names", "Arcades"),
    "chambers": QT_TRANSLATE_NOOP("names", "Chambers"),
    "garden": QT_TRANSLATE_NOOP("names", "Garden"),
    "tower": QT_TRANSLATE_NOOP("names", "Tower"),
    "fountain": QT_TRANSLATE_NOOP("names", "Lion fountain"),
    # Granada (rules_data/granada.yaml): nine types, and the start tile, which shows the Alhambra.
    "arena": QT_TRANSLATE_NOOP("names", "Arena"),
    "bath": QT_TRANSLATE_NOOP("names", "Bathhouse"),
    "library": QT_TRANSLATE_NOOP("names", "Library"),
    "hostel": QT_TRANSLATE_NOOP("names", "Hostel"),
    "hospital": QT_TRANSLATE_NOOP("names", "Hospital"),
    "market": QT_TRANSLATE_NOOP("names", "Market"),
    "park": QT_TRANSLATE_NOOP("names", "Park"),
    "school": QT_TRANSLATE_NOOP("names", "School"),
    "residential": QT_TRANSLATE_NOOP("names", "Residential district"),
    "palace": QT_TRANSLATE_NOOP("names", "Alhambra"),
}

# The Gardens of the Alhambra (rules_data/gardens.yaml): the four kinds of tree, one per colour.
_SPECIES = {
    "purple": QT_TRANSLATE_NOOP("names", "lavender"),
    "green": QT_TRANSLATE_NOOP("names", "palms"),
    "yellow": QT_TRANSLATE_NOOP("names", "lemon trees"),
    "orange": QT_TRANSLATE_NOOP("names", "orange trees"),
}

_CURRENCIES = {
    "BLUE": QT_TRANSLATE_NOOP("names", "Denar"),
    "GREEN": QT_TRANSLATE_NOOP("names", "Dirham"),
    "ORANGE": QT_TRANSLATE_NOOP("names", "Ducat"),
    "YELLOW": QT_TRANSLATE_NOOP("names", "Florin"),
}

# A Castle for All Seasons (rules_data/castle.yaml), by id: its own table, since its market and
# palace are not Granada's.
_CASTLE = {
    # resources
    "sand": QT_TRANSLATE_NOOP("names", "sand"),
    "wood": QT_TRANSLATE_NOOP("names", "wood"),
    "clay": QT_TRANSLATE_NOOP("names", "clay"),
    "stone": QT_TRANSLATE_NOOP("names", "stone"),
    "silver": QT_TRANSLATE_NOOP("names", "silver"),
    # character cards
    "messenger": QT_TRANSLATE_NOOP("names", "Messenger"),
    "trader": QT_TRANSLATE_NOOP("names", "Trader"),
    "bricklayer": QT_TRANSLATE_NOOP("names", "Bricklayer"),
    "stonemason": QT_TRANSLATE_NOOP("names", "Stonemason"),
    "worker-wood": QT_TRANSLATE_NOOP("names", "Wood Worker"),
    "worker-sand": QT_TRANSLATE_NOOP("names", "Sand Worker"),
    "worker-stone": QT_TRANSLATE_NOOP("names", "Stone Worker"),
    "master-builder": QT_TRANSLATE_NOOP("names", "Master Builder"),
    # buildings and locations
    "keep": QT_TRANSLATE_NOOP("names", "Keep"),
    "tavern": QT_TRANSLATE_NOOP("names", "Tavern"),
    "small-gate": QT_TRANSLATE_NOOP("names", "Small Gate"),
    "large-gate": QT_TRANSLATE_NOOP("names", "Large Gate"),
    "stable": QT_TRANSLATE_NOOP("names", "Stable"),
    "servants-house": QT_TRANSLATE_NOOP("names", "Servants' House"),
    "palace": QT_TRANSLATE_NOOP("names", "Palace"),
    "market": QT_TRANSLATE_NOOP("names", "Market"),
    "forge": QT_TRANSLATE_NOOP("names", "Forge"),
    "tower": QT_TRANSLATE_NOOP("names", "Tower"),
    "house": QT_TRANSLATE_NOOP("names", "House"),
    # the rider (the carts are named by their resource)
    "rider": QT_TRANSLATE_NOOP("names", "rider"),
    # winter cards
    "village-tavern": QT_TRANSLATE_NOOP("names", "Village Tavern"),
    "barn": QT_TRANSLATE_NOOP("names", "Barn"),
    "castle-maiden": QT_TRANSLATE_NOOP("names", "Castle Maiden"),
    "plague": QT_TRANSLATE_NOOP("names", "Plague"),
    "crack-in-the-wall": QT_TRANSLATE_NOOP("names", "Crack in the Wall"),
    "snowdrift": QT_TRANSLATE_NOOP("names", "Snowdrift"),
}

# rules_data name keys, so callers holding either an id or a key get the same text.
_CURRENCY_KEYS = {"currency.denar": "BLUE", "currency.dirham": "GREEN", "currency.ducat": "ORANGE",
                  "currency.florin": "YELLOW"}

# A tile id is "<type>-<cost>" plus a letter telling apart tiles of equal type and cost; a
# Granada face is "<type>-<value>" (arena-10).
_TILE_ID = re.compile(r"^([a-z]+)-(\d+)[a-z]?$")


def _tr(source: str) -> str:
    return QCoreApplication.translate(_CONTEXT, source)


def readable_id(identifier: str) -> str:
    """A last-resort display form of an id nobody translated: ``bagEmpty`` -> ``Bag empty``."""
    tail = identifier.rsplit(".", 1)[-1]
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", tail).replace("_", " ").replace("-", " ").split()
    if not words:
        return identifier
    text = " ".join(w if w.isupper() and len(w) > 1 and w != tail else w.lower() for w in words)
    return text[:1].upper() + text[1:]


def building_name(type_id: str) -> str:
    """The display name of a building type id (``garden``) or its key (``building.garden``)."""
    type_id = type_id.removeprefix("building.")
    source = _BUILDINGS.get(type_id)
    return _tr(source) if source else readable_id(type_id)


def species_name(species_id: str) -> str:
    """The trees of a species id, in the plural (``yellow`` -> "lemon trees")."""
    source = _SPECIES.get(species_id.removeprefix("species."))
    return _tr(source) if source else readable_id(species_id)


def currency_name(currency_id: str) -> str:
    """The display name of a currency id (``BLUE`` -> "Denar") or its key (``currency.denar``)."""
    currency_id = _CURRENCY_KEYS.get(currency_id, currency_id)
    source = _CURRENCIES.get(currency_id.upper())
    return _tr(source) if source else readable_id(currency_id)


def tile_name(tile_id: str) -> str:
    """The display name of a tile id: ``garden-8a`` -> "Garden 8", ``arena-10`` -> "Arena 10",
    ``fountain`` -> "Lion fountain"."""
    match = _TILE_ID.match(tile_id)
    if not match:
        return building_name(tile_id)
    # Word order differs between languages, so the pattern itself is translatable.
    pattern = QCoreApplication.translate("names", "%1 %2", "tile name: building type, price")
    return pattern.replace("%1", building_name(match.group(1))).replace("%2", match.group(2))


def game_title(game_id: str) -> str:
    """The display title of a game id (``alhambra``) or its key (``game.alhambra``), from the
    game's UI plug-in; a game the app does not have (a record from another version) reads as its id."""
    game_id = game_id.removeprefix("game.")
    plugin = ui_plugin(game_id)
    return _tr(plugin.title) if plugin is not None else readable_id(game_id)


def castle_name(identifier: str) -> str:
    """A Castle for All Seasons' component by its rules_data id: a resource (``clay``), a character
    card (``worker-sand``), a building or location (``servants-house``; ``tower-3`` -> "Tower 3"),
    the rider or a winter card (``crack-in-the-wall``)."""
    source = _CASTLE.get(identifier)
    if source:
        return _tr(source)
    kind, _, number = identifier.rpartition("-")
    if kind in ("tower", "house") and number.isdigit():
        pattern = QCoreApplication.translate("names", "%1 %2", "castle tile: kind, number")
        return pattern.replace("%1", _tr(_CASTLE[kind])).replace("%2", number)
    return readable_id(identifier)
