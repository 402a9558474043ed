"""Bridges (rules B2-B7 of spec 4.2) and tower cards (D1 raise an own noble, D2 prepare a head).

Both checks read only the board contents, so the same functions serve the legality oracle and
the enumeration of legal targets. Money and supplies (B1) are the state's business.
"""

from __future__ import annotations

from engine.alcazar.components import AlcazarData
from engine.alcazar.site import EMPTY, Site


def noble_name(data: AlcazarData, code: int) -> str:
    """"Blue's caballero" for a noble code."""
    return f"{data.colours[code >> 1].id.capitalize()}'s {data.nobles[code & 1].id}"


def merges_full_castles(site: Site, a: int, b: int) -> int | None:
    """The castle at the cap if joining the tops of ``a`` and ``b`` would merge two castles and
    one of them is worth the cap (spec 5.5: impossible), else None."""
    ba, bb = site.top_building(a), site.top_building(b)
    if ba == bb or ba not in site.castle_of or bb not in site.castle_of:
        return None
    for bld in (ba, bb):
        if site.value(bld) >= site.cap:
            return bld
    return None


def bridge_problem(site: Site, data: AlcazarData, seat: int, a: int, b: int) -> str | None:
    """Why a bridge with heads ``a`` and ``b`` breaks B2-B7 for ``seat``, or None."""
    board = site.board
    label = board.label
    middle = board.straight_triple(a, b)
    if middle is None:
        return f"the heads of a bridge must be two cells apart in a straight line, unlike {label[a]} and {label[b]}"
    cols = site.cols
    h = len(cols[a])
    for cell in (a, b):
        if not cols[cell]:
            return f"a bridge head must stand on something: {label[cell]} is empty"
    if len(cols[b]) != h:
        return f"both heads must be equally high: {label[a]} is at level {h}, {label[b]} at level {len(cols[b])}"
    if len(cols[middle]) >= h:
        return f"the heads must stand higher than everything between them: {label[middle]} reaches level {len(cols[middle])}"
    noble = site.noble
    owners = [noble[a], noble[b]]
    if all(code == EMPTY or code >> 1 != seat for code in owners):
        return "one head of the bridge must carry your own noble"
    for cell in (a, b):
        code = noble[cell]
        if code != EMPTY and code >> 1 != seat:
            return f"{label[cell]} carries {noble_name(data, code)}; no head may carry another player's noble"
    if (min(a, b), middle, max(a, b)) in site.spans:
        return f"a bridge may not lie exactly over another bridge ({label[a]}-{label[middle]}-{label[b]} has one)"
    full = merges_full_castles(site, a, b)
    if full is not None:
        return f"castle {data.city(site.castle_of[full])} is worth {site.cap}: a bridge may not merge it with another castle"
    return None


def tower_problem(site: Site, data: AlcazarData, seat: int, target: int) -> str | None:
    """Why a tower card's piece may not go on ``target`` for ``seat`` (D1 or D2), or None."""
    board = site.board
    label = board.label
    h = len(site.cols[target])
    if h == 0:
        return f"a tower card never builds on the ground, and {label[target]} is empty"
    if h + 1 > data.tower_max_level:
        return f"a tower card builds only up to level {data.tower_max_level}; {label[target]} is already at level {h}"
    if h + 1 < data.tower_min_level:
        return f"a tower card builds only from level {data.tower_min_level} up"
    code = site.noble[target]
    if code != EMPTY:
        if code >> 1 == seat:
            return None  # D1: raise an own noble
        return f"{label[target]} carries {noble_name(data, code)}: a tower card never touches another player's noble"
    return d2_problem(site, data, seat, target, h)


def d2_problem(site: Site, data: AlcazarData, seat: int, target: int, h: int) -> str | None:
    """Why no bridge can be prepared on the free column ``target`` of height ``h``, or None.

    A partner two cells away in a straight line must carry the player's noble and stand higher,
    and the prepared bridge must not be excluded for ever (spec override 6): not exactly over a
    bridge, not merging two castles one of which is worth the cap, and not needing a non-parcel
    head (raised by tower cards only) above the tower levels.
    """
    board = site.board
    label = board.label
    cols, noble = site.cols, site.noble
    reason = None
    for middle, partner in board.lines[target]:
        code = noble[partner]
        if code == EMPTY or code >> 1 != seat:
            continue
        hp = len(cols[partner])
        if hp <= h:
            reason = f"your noble's column {label[partner]} is not higher than {label[target]}, so no bridge is prepared"
            continue
        if (min(target, partner), middle, max(target, partner)) in site.spans:
            reason = f"a bridge {label[target]}-{label[partner]} would lie exactly over another bridge"
            continue
        if not board.parcel[target] and hp > data.tower_max_level:
            reason = (
                f"{label[target]} is not a parcel, so only tower cards raise it (to level {data.tower_max_level}); "
                f"{label[partner]} is already higher"
            )
            continue
        full = merges_full_castles(site, target, partner)
        if full is not None:
            reason = f"a bridge {label[target]}-{label[partner]} would merge castle {data.city(site.castle_of[full])}, worth {site.cap}, with another castle"
            continue
        return None
    return reason or (
        f"a tower card on {label[target]} must raise your own noble or prepare a bridge to a higher column "
        "two cells away that carries your noble"
    )
