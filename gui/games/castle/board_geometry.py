"""Where things lie on the castle board: the building sites, the helper spaces, the carts and the
rider, the defense tower and the round track, as rects the table places its pieces on.

The board is a landscape of ASPECT : 1, fitted and centred in whatever rect it is given
(``board_rect``). Every position below is in board units, where 1 is the board's height, x to
the right and y down from its top-left corner; the functions scale them into the given rect's
units. No two rects returned here overlap, and all lie inside the board.

The layout, seen from the south:

- the round track runs along the top, fifteen taler spaces (the last three for three players);
- on the left, outside the walls, the defense tower and below it the road with the four carts
  and the rider, each with the spot where a trader helper stands;
- in the middle, the castle inside its curtain wall: a tower site at each corner and along the
  walls, the two gates set in the south wall with their helper space just inside, and the
  courtyard in three rows: keep, palace, tavern; stable, market, forge; the servants' house and
  the lane of seven house sites. Each site's helper spaces form a row just below it;
- on the right, outside the walls: the barn's site (used in winter) and a pond.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

ASPECT = 1.4  # board width / height

# Sizes in board units.
SITE = (0.17, 0.125)  # a named building's site: the size of its tile (width, height)
SMALL_SITE = 0.085  # the square site of a tower or a house
SPACE = 0.05  # a helper space's diameter
SPACE_GAP = 0.01  # between the helper spaces of one building
SPACE_DROP = 0.008  # from a site's lower edge to its row of helper spaces
CART = (0.185, 0.11)  # a cart, or the rider
CART_SPOT = 0.055  # the trader helper's spot beside a cart
TRACK_SPACE = 0.06  # a round-track space's diameter
ROUNDS_MAX = 15  # spaces on the round track (three players use them all)

# The curtain wall's centre line (left, top, right, bottom) and thickness.
WALL = (0.33, 0.13, 1.16, 0.93)
WALL_THICKNESS = 0.035

# The helper spaces of each location, in the order of rules_data/castle.yaml, with the side of
# the site they line up on ("below", or "above" for the gates, whose helpers stand inside).
LOCATION_SPACES: dict[str, tuple[str, ...]] = {
    "keep": ("keep",),
    "tavern": ("tavern-12", "tavern-6"),
    "small-gate": ("small-gate",),
    "large-gate": ("large-gate",),
    "stable": ("stable-16", "stable-12"),
    "servants-house": ("servants-1", "servants-2", "servants-3"),
    "market": ("market-1", "market-2"),
    "palace": ("palace-1", "palace-2"),
    "forge": ("forge-10", "forge-6"),
    "barn": ("barn-1", "barn-2", "barn-3"),
}
_ABOVE = ("small-gate", "large-gate")

# The courtyard's three columns (left edges) and rows (top edges of the sites).
_COLUMNS = (0.395, 0.64, 0.885)
_ROWS = (0.19, 0.40, 0.61)
# Top-left corners of the named sites, in board units.
_SITES: dict[str, tuple[float, float]] = {
    "keep": (_COLUMNS[0], _ROWS[0]),
    "palace": (_COLUMNS[1], _ROWS[0]),
    "tavern": (_COLUMNS[2], _ROWS[0]),
    "stable": (_COLUMNS[0], _ROWS[1]),
    "market": (_COLUMNS[1], _ROWS[1]),
    "forge": (_COLUMNS[2], _ROWS[1]),
    "servants-house": (_COLUMNS[0], _ROWS[2]),
    # The gates straddle the south wall.
    "large-gate": (0.53 - SITE[0] / 2, WALL[3] - SITE[1] / 2),
    "small-gate": (0.96 - SITE[0] / 2, WALL[3] - SITE[1] / 2),
    # Outside the east wall.
    "barn": (1.21, 0.20),
}

# Tower sites, centred on the wall: the four corners, two along the north wall, one on the west
# and one on the east wall, and one in the south wall between the gates.
_TOWERS = (
    (WALL[0], WALL[1]), (0.62, WALL[1]), (0.87, WALL[1]), (WALL[2], WALL[1]),
    (WALL[0], 0.50), (WALL[2], 0.50),
    (WALL[0], WALL[3]), (0.745, WALL[3]), (WALL[2], WALL[3]),
)
# House sites: a lane of two rows in the courtyard's third row, four then three.
_HOUSE_STEP = (_COLUMNS[2] + SITE[0] - _COLUMNS[1] - SMALL_SITE) / 3
_HOUSES = tuple((_COLUMNS[1] + k * _HOUSE_STEP, _ROWS[2]) for k in range(4)) + tuple(
    (_COLUMNS[1] + (k + 0.5) * _HOUSE_STEP, _ROWS[2] + SMALL_SITE + 0.015) for k in range(3))

# The defense tower, and the carts with the rider from the top of the road down to the gate.
_DEFENSE_TOWER = (0.04, 0.02, 0.2, 0.25)
CARTS: tuple[str, ...] = ("sand", "wood", "clay", "stone", "rider")
_CART_TOPS = (0.29, 0.42, 0.55, 0.68, 0.81)
_CART_LEFT = 0.02
_TRACK = (0.30, 0.015, 1.38)  # the round track's left edge, top and right edge


def board_rect(rect: QRectF) -> QRectF:
    """The board: the largest ASPECT : 1 rect centred in ``rect``."""
    w, h = rect.width(), rect.height()
    if w > h * ASPECT:
        w = h * ASPECT
    else:
        h = w / ASPECT
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


def to_board(rect: QRectF, x: float, y: float, w: float, h: float) -> QRectF:
    """The rect at (``x``, ``y``) of size (``w``, ``h``) in board units, on the board fitted in ``rect``."""
    board = board_rect(rect)
    u = board.height()
    return QRectF(board.left() + x * u, board.top() + y * u, w * u, h * u)


def wall_rect(rect: QRectF) -> QRectF:
    """The curtain wall's centre line, as a rect."""
    return to_board(rect, WALL[0], WALL[1], WALL[2] - WALL[0], WALL[3] - WALL[1])


def wall_thickness(rect: QRectF) -> float:
    """The curtain wall's thickness in ``rect``'s units."""
    return WALL_THICKNESS * board_rect(rect).height()


def building_site_rects(rect: QRectF) -> dict[str, QRectF]:
    """The site of each location with helper spaces (the seven named buildings, the market, the
    forge and the barn), by location id: where its tile lies until it is built."""
    return {name: to_board(rect, x, y, *SITE) for name, (x, y) in _SITES.items()}


def _space_row(x: float, y: float, count: int) -> list[tuple[float, float]]:
    """Top-left corners of ``count`` helper spaces in a row centred under a site at (x, y)."""
    row = count * SPACE + (count - 1) * SPACE_GAP
    left = x + (SITE[0] - row) / 2
    return [(left + k * (SPACE + SPACE_GAP), y) for k in range(count)]


def helper_space_rects(rect: QRectF) -> dict[str, QRectF]:
    """Each copper helper space's square (the circle is inscribed), by space id."""
    spaces: dict[str, QRectF] = {}
    for location, ids in LOCATION_SPACES.items():
        x, y = _SITES[location]
        row_y = y - SPACE_DROP - SPACE if location in _ABOVE else y + SITE[1] + SPACE_DROP
        for space, (sx, sy) in zip(ids, _space_row(x, row_y, len(ids))):
            spaces[space] = to_board(rect, sx, sy, SPACE, SPACE)
    return spaces


def tower_site_rects(rect: QRectF) -> dict[str, QRectF]:
    """The square site of each tower tile on the curtain wall, by tile id (tower-1 ...)."""
    half = SMALL_SITE / 2
    return {f"tower-{k}": to_board(rect, x - half, y - half, SMALL_SITE, SMALL_SITE) for k, (x, y) in enumerate(_TOWERS, 1)}


def house_site_rects(rect: QRectF) -> dict[str, QRectF]:
    """The square site of each house tile in the courtyard's lane, by tile id (house-1 ...)."""
    return {f"house-{k}": to_board(rect, x, y, SMALL_SITE, SMALL_SITE) for k, (x, y) in enumerate(_HOUSES, 1)}


def cart_rects(rect: QRectF) -> dict[str, QRectF]:
    """Each cart and the rider on the road, by cart id (sand, wood, clay, stone, rider)."""
    return {cart: to_board(rect, _CART_LEFT, top, *CART) for cart, top in zip(CARTS, _CART_TOPS)}


def cart_helper_rects(rect: QRectF) -> dict[str, QRectF]:
    """The spot beside each cart (and the rider) where its trader helper stands, by cart id."""
    x = _CART_LEFT + CART[0] + 0.01
    return {cart: to_board(rect, x, top + (CART[1] - CART_SPOT) / 2, CART_SPOT, CART_SPOT)
            for cart, top in zip(CARTS, _CART_TOPS)}


def defense_tower_rect(rect: QRectF) -> QRectF:
    """The defense tower above the carts, where the pieces it holds are shown."""
    return to_board(rect, *_DEFENSE_TOWER)


def round_track_rects(rect: QRectF, rounds: int = ROUNDS_MAX) -> list[QRectF]:
    """The squares of round-track spaces 1 to ``rounds`` (at most ROUNDS_MAX), left to right."""
    if not 0 <= rounds <= ROUNDS_MAX:
        raise ValueError(f"the round track has {ROUNDS_MAX} spaces, not {rounds}")
    left, top, right = _TRACK
    pitch = (right - left - TRACK_SPACE) / (ROUNDS_MAX - 1)
    return [to_board(rect, left + k * pitch, top, TRACK_SPACE, TRACK_SPACE) for k in range(rounds)]
