"""Painting functions for Granada: its double-sided building tiles, start tile and black marker.

The same principles as Alhambra's art (gui.games.tilecity.art): pure painting, every length a
fraction of the rect, detail chosen from the rect's size in device pixels, text as glyph outlines,
symbols built in a unit box and memoised, colour never the only cue. The look is Granada's own,
so the two games part at a glance, and side by side in the combined game:

- a face is a coloured field set in a **terracotta frame** (Alhambra: glaze edge to edge), with a
  border of cobalt and white lozenges at board sizes;
- the value stands on a **white octagonal azulejo plaque, top right**, in cobalt (Alhambra: a
  parchment disc, top left);
- **moats are water** along the sides, deeper toward the tile's edge, rippled, banked with stone
  on the inside (Alhambra: sandstone walls with merlons);
- the **reverse** is named by a chip in the top-left corner: its colour always, its symbol and
  value from board size up (the rules' "coloured mark" of the other side);
- nine types, nine colours spread in lightness as well as hue, nine silhouettes unlike Alhambra's.

Type ids are granada.md's (section 1.3) in lower case: arena, bath, library, hostel, hospital,
market, park, school, residential; upper-case ids and the reconstruction's keys (bath_house,
residential_area) are accepted too.
"""

from gui.games.granada.art.icons import granada_building_icon
from gui.games.granada.art.palette import GRANADA_STYLES, TYPE_IDS, canonical_type
from gui.games.granada.art.symbols import granada_symbol_path
from gui.games.granada.art.tiles import (
    MOAT_E,
    MOAT_N,
    MOAT_S,
    MOAT_W,
    paint_black_marker,
    paint_granada_start_tile,
    paint_granada_tile,
    paint_moats,
)

__all__ = [
    "GRANADA_STYLES",
    "MOAT_E",
    "MOAT_N",
    "MOAT_S",
    "MOAT_W",
    "TYPE_IDS",
    "canonical_type",
    "granada_building_icon",
    "granada_symbol_path",
    "paint_black_marker",
    "paint_granada_start_tile",
    "paint_granada_tile",
    "paint_moats",
]
