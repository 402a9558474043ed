"""The components of A Castle for All Seasons as read and checked from ``rules_data/castle.yaml``.

Everything is turned into indexes once: resources by their place in the file (the last one,
worth no construction points, is the silver of the forge), tiles, locations and spaces by
theirs. The rules read only these tables, so a different set of numbers plays without code
changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from engine.castle.actions import PAY_FIELDS
from engine.castle.winter_data import Winter, read_winter
from engine.core.data import Node, check_unique_ids, load_rules_file, rules_data_dir
from engine.core.params import Parameter

STATUSES = ("rulebook", "sourced", "reconstructed")
ROLES = ("messenger", "trader", "bricklayer", "stonemason", "worker", "master_builder")
KINDS = ("named", "tower", "house")
COUNTS = ("unoccupied", "helpers", "towers", "houses", "unbuilt", "silver")
RULES = ("count", "market", "palace", "barn")
SEASONS = ("summer", "winter")
# Declared parameters the rules read, with their type (a wrong file fails on load).
PARAMETER_TYPES = {
    "season": "choice", "startPlayer": "choice", "stonemasonPurchase": "choice",
    "innkeeperRequiresBuild": "bool", "innkeeperCountsTowardCap": "bool", "maidenFinalDeposit": "bool",
}
PARAMETER_CHOICES = {"season": SEASONS, "startPlayer": ("random", "first"), "stonemasonPurchase": ("oneTotal", "onePerWorkerCard")}


@dataclass(frozen=True)
class Resource:
    """A resource type: pieces in the game and construction points (0: silver, not for building)."""

    id: str
    name_key: str
    pieces: int
    points: int


@dataclass(frozen=True)
class Character:
    """A character card of each player's set: its role, its place in the resolution order, and
    for a Worker the pieces it is equipped with (per resource) and the owner's free choice."""

    id: str
    name_key: str
    role: str
    order: int
    pieces: tuple[int, ...] = ()
    choice_count: int = 0
    choice_from: tuple[int, ...] = ()


@dataclass(frozen=True)
class Cart:
    """A cart (or the rider): the resource it hands out and how many pieces per distribution."""

    id: str
    name_key: str
    resource: int
    yield_: int
    rider: bool


@dataclass(frozen=True)
class Face:
    """One face of a building tile: construction value, crown VP, and where the numbers come from."""

    cost: int
    vp: int
    status: str


@dataclass(frozen=True)
class Tile:
    """A building tile: named (with helper spaces), tower or house; a summer and a winter face."""

    id: str
    name_key: str
    kind: str
    summer: Face
    winter: Face

    def face(self, season: str) -> Face:
        """The face of ``season`` (never the other one: override 5)."""
        return self.winter if season == "winter" else self.summer


@dataclass(frozen=True)
class Score:
    """How a helper space scores at the end (see the comment on `locations` in castle.yaml)."""

    rule: str
    count: str = ""
    times: int = 1
    per: int = 1
    rates: tuple[int, ...] = ()
    pieces: int = 0
    table: tuple[int, ...] = ()


@dataclass(frozen=True)
class Space:
    """A copper helper space: its location, the fee to place a helper, its scoring."""

    id: str
    location: int
    fee: int
    status: str
    score: Score


@dataclass(frozen=True)
class Location:
    """A castle location with helper spaces; open from the start, once its tile is erected, or
    once its winter card is drawn."""

    id: str
    name_key: str
    tile: int | None
    card: str | None
    in_castle: bool
    spaces: tuple[int, ...]


@dataclass(frozen=True)
class PlayerCount:
    """The numbers that depend on the player count."""

    players: int
    helpers: int
    cards_per_round: int
    rounds: int


@dataclass(frozen=True)
class Rules:
    """The numbers of the character cards and the common procedures."""

    messenger_talers: int
    tribute: int
    buildings_per_card: int
    payment_types: int
    helpers_per_round: int
    worker_vp_divisor: int
    master_builder_vp: int


@dataclass(frozen=True)
class CastleData:
    """Every component and number of the game and the declared parameters."""

    min_players: int
    max_players: int
    resources: tuple[Resource, ...]
    coins: int
    counts: dict[int, PlayerCount]
    start_tower: tuple[int, ...]
    start_talers: int
    start_resources: tuple[int, ...]
    rules: Rules
    characters: tuple[Character, ...]
    carts: tuple[Cart, ...]
    tiles: tuple[Tile, ...]
    locations: tuple[Location, ...]
    spaces: tuple[Space, ...]
    winter: Winter
    parameters: tuple[Parameter, ...]
    index: dict[str, dict[str, int]] = field(default_factory=dict)
    # Each tile's construction cost by season, and the construction points of each paying
    # resource: the legality checks' most asked figures.
    costs: dict[str, tuple[int, ...]] = field(default_factory=dict)
    building_points: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        for name, items in (("resource", self.resources), ("character", self.characters), ("cart", self.carts),
                            ("tile", self.tiles), ("location", self.locations), ("space", self.spaces)):
            self.index[name] = {item.id: k for k, item in enumerate(items)}
        for season in SEASONS:
            self.costs[season] = tuple(tile.face(season).cost for tile in self.tiles)
        object.__setattr__(self, "building_points", tuple(r.points for r in self.resources[:-1]))

    @property
    def silver(self) -> int:
        """The index of the resource converted at the forge (the last one)."""
        return len(self.resources) - 1

    @property
    def building_resources(self) -> range:
        """Indexes of the resources that pay for buildings."""
        return range(len(self.resources) - 1)


def load_castle_data(path: str | Path | None = None) -> CastleData:
    """Read and validate castle.yaml; RulesDataError naming the entry if anything is wrong."""
    root = load_rules_file(path or rules_data_dir() / "castle.yaml")
    root["schema_version"].as_int(1, 1)
    root["rules_version"].as_int(1)
    players = root["players"]
    min_players = players["min"].as_int(2, 6)
    max_players = players["max"].as_int(min_players, 6)
    resources = _read_resources(root["resources"])
    res_ids = [r.id for r in resources]
    counts = _read_counts(root["player_counts"], min_players, max_players)
    start = root["start"]
    start_tower = _amounts(start["tower"], res_ids)
    start_resources = _amounts(start["resources"], res_ids)
    rules_node = root["rules"]
    rules = Rules(*(rules_node[name].as_int(1) for name in (
        "messenger_talers", "tribute", "buildings_per_card", "payment_types", "helpers_per_round",
        "worker_vp_divisor", "master_builder_vp")))
    if rules.payment_types > len(resources) - 1:
        raise rules_node["payment_types"].fail(f"must be at most {len(resources) - 1}, the resources that pay for buildings")
    characters = _read_characters(root["characters"], res_ids)
    carts = _read_carts(root["carts"], res_ids, rules.tribute)
    tiles = _read_tiles(root["tiles"])
    winter = read_winter(root["winter"], [c.rounds for c in counts.values()])
    locations, spaces = _read_locations(root["locations"], tiles, winter)
    param_nodes = root["parameters"].as_list()
    check_unique_ids(param_nodes, "key")
    params = tuple(Parameter.from_node(p) for p in param_nodes)
    _check_parameters(root["parameters"], params)
    return CastleData(
        min_players=min_players, max_players=max_players, resources=resources, coins=root["coins"].as_int(1),
        counts=counts, start_tower=start_tower, start_talers=start["talers"].as_int(0),
        start_resources=start_resources, rules=rules, characters=characters, carts=carts, tiles=tiles,
        locations=locations, spaces=spaces, winter=winter, parameters=params,
    )


def _amounts(node: Node, ids: list[str]) -> tuple[int, ...]:
    """A mapping resource id -> count, as counts in resource order (absent ones 0)."""
    amounts = [0] * len(ids)
    for key, value in node.items():
        if key not in ids:
            raise value.fail(f"'{key}' is not a resource ({', '.join(ids)})")
        amounts[ids.index(key)] = value.as_int(0)
    return tuple(amounts)


def _read_resources(node: Node) -> tuple[Resource, ...]:
    entries = node.as_list(len(PAY_FIELDS) + 1, len(PAY_FIELDS) + 1)
    check_unique_ids(entries)
    resources = tuple(Resource(e["id"].as_str(), e["name"].as_str(), e["pieces"].as_int(1), e["points"].as_int(0)) for e in entries)
    if tuple(r.id for r in resources[:-1]) != PAY_FIELDS:
        # The actions' text forms name the paying resources (erect building=... sand=4 clay=1).
        raise node.fail(f"must list {', '.join(PAY_FIELDS)} (the resources a payment names), then the forge's silver")
    for k, (entry, resource) in enumerate(zip(entries, resources)):
        last = k == len(resources) - 1
        if last and resource.points != 0:
            raise entry["points"].fail("the last resource is the forge's silver and must be worth 0 construction points")
        if not last and resource.points == 0:
            raise entry["points"].fail("only the last resource (the forge's silver) may be worth 0 construction points")
    return resources


def _read_counts(node: Node, min_players: int, max_players: int) -> dict[int, PlayerCount]:
    counts: dict[int, PlayerCount] = {}
    for entry in node.as_list(1):
        players = entry["players"].as_int(min_players, max_players)
        if players in counts:
            raise entry["players"].fail(f"{players} players are listed twice")
        counts[players] = PlayerCount(players, entry["helpers"].as_int(1), entry["cards_per_round"].as_int(1, 4),
                                      entry["rounds"].as_int(1, 50))
    missing = [n for n in range(min_players, max_players + 1) if n not in counts]
    if missing:
        raise node.fail(f"lists no entry for {', '.join(map(str, missing))} players")
    return counts


def _read_characters(node: Node, res_ids: list[str]) -> tuple[Character, ...]:
    entries = node.as_list(1)
    check_unique_ids(entries)
    out = []
    for entry in entries:
        role = entry["role"].as_str(ROLES)
        pieces: tuple[int, ...] = ()
        count, choose_from = 0, ()
        if role == "worker":
            pieces = _amounts(entry["pieces"], res_ids)
            if entry.has("choice"):
                choice = entry["choice"]
                count = choice["count"].as_int(1, 3)
                choose_from = tuple(res_ids.index(r) for r in choice["from"].as_str_list(res_ids[:-1]))
        elif entry.has("pieces") or entry.has("choice"):
            raise entry.fail(f"only a worker is equipped with pieces, not a {role}")
        out.append(Character(entry["id"].as_str(), entry["name"].as_str(), role, entry["order"].as_int(1, 99), pieces, count, choose_from))
    for role in ROLES:
        found = [c for c in out if c.role == role]
        if not found or (role != "worker" and len(found) > 1):
            raise node.fail(f"a set needs {'at least one' if role == 'worker' else 'exactly one'} card of role {role}")
    orders = [c.order for c in out]
    if orders != sorted(orders):
        raise node.fail("list the cards in resolution order (by `order`)")
    return tuple(out)


def _read_carts(node: Node, res_ids: list[str], tribute: int) -> tuple[Cart, ...]:
    node["status"].as_str(STATUSES)
    entries = node["locations"].as_list(len(res_ids), len(res_ids))
    check_unique_ids(entries)
    carts = []
    for entry in entries:
        resource = res_ids.index(entry["resource"].as_str(res_ids))
        if resource in [c.resource for c in carts]:
            raise entry["resource"].fail(f"another cart hands out {res_ids[resource]} already")
        yield_ = entry["yield"].as_int(tribute)
        carts.append(Cart(entry["id"].as_str(), entry["name"].as_str(), resource, yield_, entry.get("rider", False).as_bool()))
    riders = [c for c in carts if c.rider]
    if len(riders) != 1 or carts[-1] is not riders[0]:
        raise node["locations"].fail("the last location must be the rider, and only it")
    return tuple(carts)


def _read_face(node: Node) -> Face:
    return Face(node["cost"].as_int(1), node["vp"].as_int(0), node["status"].as_str(STATUSES))


def _read_tiles(node: Node) -> tuple[Tile, ...]:
    entries = node.as_list(1)
    check_unique_ids(entries)
    return tuple(
        Tile(e["id"].as_str(), e["name"].as_str(), e["kind"].as_str(KINDS), _read_face(e["summer"]), _read_face(e["winter"]))
        for e in entries
    )


def _read_score(node: Node, spaces_here: int) -> Score:
    if node.has("count"):
        return Score("count", node["count"].as_str(COUNTS), node.get("times", 1).as_int(1), node.get("per", 1).as_int(1))
    rule = node["rule"].as_str(RULES[1:])
    if rule == "market":
        rates = tuple(r.as_int(1) for r in node["rates"].as_list(spaces_here, spaces_here))
        return Score(rule, rates=rates)
    if rule == "palace":
        return Score(rule, pieces=node["pieces"].as_int(1))
    return Score(rule, table=tuple(t.as_int(0) for t in node["table"].as_list(spaces_here, spaces_here)))


def _read_locations(node: Node, tiles: tuple[Tile, ...], winter: Winter) -> tuple[tuple[Location, ...], tuple[Space, ...]]:
    entries = node.as_list(1)
    check_unique_ids(entries)
    tile_ids = [t.id for t in tiles]
    named = [t.id for t in tiles if t.kind == "named"]
    cards = [c.id for c in winter.cards if c.effect == "barn"]
    locations: list[Location] = []
    spaces: list[Space] = []
    seen_spaces: list[str] = []
    for entry in entries:
        tile = card = None
        if entry.has("tile"):
            ident = entry["tile"].as_str(named)
            if ident in [tile_ids[loc.tile] for loc in locations if loc.tile is not None]:
                raise entry["tile"].fail(f"the tile {ident} opens another location already")
            tile = tile_ids.index(ident)
        if entry.has("card"):
            card = entry["card"].as_str(cards)
        if tile is not None and card is not None:
            raise entry.fail("a location opens with a tile or a winter card, not both")
        space_nodes = entry["spaces"].as_list(1)
        first = len(spaces)
        for space in space_nodes:
            ident = space["id"].as_str()
            if ident in seen_spaces:
                raise space["id"].fail(f"duplicate space id '{ident}'")
            seen_spaces.append(ident)
            score = _read_score(space["score"], len(space_nodes))
            if score.rule == "barn" and card is None:
                raise space["score"].fail("only a location opened by the barn card scores as a barn")
            spaces.append(Space(ident, len(locations), space["fee"].as_int(0), space["status"].as_str(STATUSES), score))
        locations.append(Location(entry["id"].as_str(), entry["name"].as_str(), tile, card,
                                  entry.get("in_castle", True).as_bool(), tuple(range(first, len(spaces)))))
    opened = {tile_ids[loc.tile] for loc in locations if loc.tile is not None}
    closed = [t for t in named if t not in opened]
    if closed:
        raise node.fail(f"the named tile {closed[0]} opens no location")
    rules = [spaces[s].score.rule for s in range(len(spaces))]
    if rules.count("palace") and rules.index("palace") > max((i for i, r in enumerate(rules) if r == "count"
                                                              and spaces[i].score.count == "silver"), default=len(rules)):
        raise node.fail("the palace scores before the forge: its silver conversions feed the forge (spec C15)")
    return tuple(locations), tuple(spaces)


def _check_parameters(node: Node, params: tuple[Parameter, ...]) -> None:
    by_key = {p.key: p for p in params}
    for key, kind in PARAMETER_TYPES.items():
        param = by_key.get(key)
        if param is None or param.type != kind:
            raise node.fail(f"{key} must be declared as a parameter of type {kind}")
        wanted = PARAMETER_CHOICES.get(key)
        if wanted is not None and set(param.choices) != set(wanted):
            raise node.fail(f"{key} must offer exactly {', '.join(wanted)}")
