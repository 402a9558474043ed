"""Bridges (rules B2-B7 of spec 4.2) and tower cards (D1 raise an own noble, D2 prepare a head).

Both checks read only the board contents, so the same functions serve the legality oracle and
the enumeration of legal targets. Money and supplies (B1) are the state's business.
"""

from __future__ import annotations

from engine.alcazar.components import AlcazarData
from engine.alcazar.founding import REFUSED
from engine.alcazar.site import EMPTY, Site
from engine.core.errors import Refusal


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


def castle_after_piece(site: Site, data: AlcazarData, bld: int) -> tuple[bool, int]:
    """(whether ``bld`` is a castle, its value) once a tower card's piece is added to it."""
    raw = site.bld_raw[bld] + data.upper_value
    value = raw if raw < site.cap else site.cap
    if bld in site.castle_of:
        return True, value
    # A tower card never merges, so it frees no flag. In a turn no manor waits while a flag is
    # free (the position reader enforces it), so a manor the piece lifts to the threshold is the
    # only one waiting and is promoted at once if a flag is free; if none is, it stays a manor
    # that may become a castle only later, if ever, which does not exclude the bridge for ever.
    return raw >= data.promote_at and len(site.bld_of_castle) < len(data.castles), value


def full_merge_after_piece(site: Site, data: AlcazarData, target: int, partner: int) -> tuple[str, str] | None:
    """("fills" or "promotes", the castle at the cap) if a tower card's piece on ``target`` itself
    makes a bridge to ``partner`` merge two castles one of which is worth the cap, else None."""
    bt, bp = site.top_building(target), site.top_building(partner)
    if bt == bp or bp not in site.castle_of:
        return None  # the piece never merges, so the heads stay in one building or a manor
    castle, value = castle_after_piece(site, data, bt)
    if not castle:
        return None
    if bt not in site.castle_of:  # "promotes": the piece makes the target's manor a castle
        if site.value(bp) >= site.cap:
            return "promotes", site.castle_of[bp]
        if value >= site.cap:  # the new castle takes the first free flag (effects._promote)
            return "promotes", next(c.id for c in data.castles if c.id not in site.bld_of_castle)
        return None
    if value >= site.cap and site.value(bt) < site.cap:  # "fills"; one already full is B7 now
        return "fills", site.castle_of[bt]
    return None


def bridge_problem(site: Site, data: AlcazarData, seat: int, a: int, b: int, why: bool = True) -> str | None:
    """Why a bridge with heads ``a`` and ``b`` breaks B2-B7 for ``seat``, or None (``REFUSED``
    instead of the reason unless ``why``)."""
    board = site.board
    label = board.label
    middle = board.straight_triple(a, b)
    if middle is None:
        if not why:
            return REFUSED
        return Refusal(f"the heads of a bridge must be two cells apart in a straight line, unlike {label[a]} and {label[b]}", "bridge.not_in_line", ends=(label[a], label[b]))
    cols = site.cols
    h = len(cols[a])
    for cell in (a, b):
        if not cols[cell]:
            if not why:
                return REFUSED
            return Refusal(f"a bridge head must stand on something: {label[cell]} is empty", "bridge.head_empty", at=label[cell])
    if len(cols[b]) != h:
        if not why:
            return REFUSED
        return Refusal(f"both heads must be equally high: {label[a]} is at level {h}, {label[b]} at level {len(cols[b])}", "bridge.uneven", ends=(label[a], label[b]), levels=(h, len(cols[b])))
    if len(cols[middle]) >= h:
        if not why:
            return REFUSED
        return Refusal(f"the heads must stand higher than everything between them: {label[middle]} reaches level {len(cols[middle])}", "bridge.middle_too_high", ends=(label[a], label[b]), middle=label[middle], level=len(cols[middle]))
    noble = site.noble
    owners = [noble[a], noble[b]]
    if all(code == EMPTY or code >> 1 != seat for code in owners):
        if not why:
            return REFUSED
        return Refusal("one head of the bridge must carry your own noble", "bridge.no_own_noble", ends=(label[a], label[b]))
    for cell in (a, b):
        code = noble[cell]
        if code != EMPTY and code >> 1 != seat:
            if not why:
                return REFUSED
            return Refusal(f"{label[cell]} carries {noble_name(data, code)}; no head may carry another player's noble", "bridge.foreign_noble", at=label[cell], seat=code >> 1, noble=data.nobles[code & 1].id)
    if (min(a, b), middle, max(a, b)) in site.spans:
        if not why:
            return REFUSED
        return Refusal(f"a bridge may not lie exactly over another bridge ({label[a]}-{label[middle]}-{label[b]} has one)", "bridge.over_bridge", ends=(label[a], label[b]))
    full = merges_full_castles(site, a, b)
    if full is not None:
        if not why:
            return REFUSED
        return Refusal(f"castle {data.city(site.castle_of[full])} is worth {site.cap}: a bridge may not merge it with another castle", "bridge.merges_full_castle", ends=(label[a], label[b]), castle=site.castle_of[full], cap=site.cap)
    return None


def tower_problem(site: Site, data: AlcazarData, seat: int, target: int, why: bool = True) -> str | None:
    """Why a tower card's piece may not go on ``target`` for ``seat`` (D1 or D2), or None
    (``REFUSED`` instead of the reason unless ``why``)."""
    board = site.board
    label = board.label
    h = len(site.cols[target])
    if h == 0:
        if not why:
            return REFUSED
        return Refusal(f"a tower card never builds on the ground, and {label[target]} is empty", "tower.ground", at=label[target])
    if h + 1 > data.tower_max_level:
        if not why:
            return REFUSED
        return Refusal(f"a tower card builds only up to level {data.tower_max_level}; {label[target]} is already at level {h}", "tower.too_high", at=label[target], level=h, top=data.tower_max_level)
    if h + 1 < data.tower_min_level:
        if not why:
            return REFUSED
        return Refusal(f"a tower card builds only from level {data.tower_min_level} up", "tower.too_low", at=label[target], level=h, bottom=data.tower_min_level)
    code = site.noble[target]
    if code != EMPTY:
        if code >> 1 == seat:
            return None  # D1: raise an own noble
        if not why:
            return REFUSED
        return Refusal(f"{label[target]} carries {noble_name(data, code)}: a tower card never touches another player's noble", "tower.foreign_noble", at=label[target], seat=code >> 1, noble=data.nobles[code & 1].id)
    return d2_problem(site, data, seat, target, h, why)


def d2_problem(site: Site, data: AlcazarData, seat: int, target: int, h: int, why: bool = True) -> str | None:
    """Why no bridge can be prepared on the free column ``target`` of height ``h``, or None.

    A partner two cells away in a straight line must carry the player's noble and stand higher,
    and the prepared bridge must not be excluded for ever (spec override 6): not exactly over a
    bridge, not merging two castles one of which is worth the cap, and not needing a non-parcel
    head (raised by tower cards only) above the tower levels. The bridge can come only after the
    piece, so the board that counts is the one with the piece: its value may lift the target's
    castle to the cap or promote the target's manor (the other two exclusions it cannot change:
    it adds no bridge and does not raise the partner).
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
            reason = REFUSED if not why else Refusal(f"your noble's column {label[partner]} is not higher than {label[target]}, so no bridge is prepared", "tower.partner_not_higher", at=label[target], partner=label[partner])
            continue
        if (min(target, partner), middle, max(target, partner)) in site.spans:
            reason = REFUSED if not why else Refusal(f"a bridge {label[target]}-{label[partner]} would lie exactly over another bridge", "tower.over_bridge", at=label[target], partner=label[partner])
            continue
        if not board.parcel[target] and hp > data.tower_max_level:
            reason = REFUSED if not why else Refusal(
                f"{label[target]} is not a parcel, so only tower cards raise it (to level {data.tower_max_level}); "
                f"{label[partner]} is already higher",
                "tower.partner_out_of_reach", at=label[target], partner=label[partner], top=data.tower_max_level,
            )
            continue
        full = merges_full_castles(site, target, partner)
        if full is not None:
            reason = REFUSED if not why else Refusal(f"a bridge {label[target]}-{label[partner]} would merge castle {data.city(site.castle_of[full])}, worth {site.cap}, with another castle", "tower.merges_full_castle", at=label[target], partner=label[partner], castle=site.castle_of[full], cap=site.cap)
            continue
        # Values never fall and the bridge comes after the piece, so judge it after the piece.
        after = full_merge_after_piece(site, data, target, partner)
        if after is not None:
            reason = REFUSED if not why else piece_merge_refusal(site, data, target, partner, *after)
            continue
        return None
    if not why:
        return REFUSED
    return reason or Refusal(
        f"a tower card on {label[target]} must raise your own noble or prepare a bridge to a higher column "
        "two cells away that carries your noble",
        "tower.no_purpose", at=label[target],
    )


def piece_merge_refusal(site: Site, data: AlcazarData, target: int, partner: int, how: str, castle: str) -> Refusal:
    """The refusal of a D2 whose own piece makes its bridge a forbidden merge (``full_merge_after_piece``)."""
    label = site.board.label
    at, far, cap = label[target], label[partner], site.cap
    if how == "fills":
        text = f"the piece would make castle {data.city(castle)} worth {cap}, and a bridge {at}-{far} would then merge it with another castle"
    else:
        text = f"the piece would make the manor on {at} a castle, and a bridge {at}-{far} would then merge two castles, one of them {data.city(castle)}, worth {cap}"
    code = "tower.piece_fills_castle" if how == "fills" else "tower.piece_promotes_manor"
    return Refusal(text, code, at=at, partner=far, castle=castle, cap=cap)
