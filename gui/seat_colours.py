"""The players' colours: their names and how they are painted, declared once for the whole app (no Qt)."""

# Player colour names in the order new seats take them; the GUI paints and translates them.
PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")

# How each player colour is painted everywhere: the dialog's swatches, the pieces on every board,
# the score chart. After the Okabe-Ito colour-blind-safe set, nudged warmer: they differ in
# lightness as well as hue (yellow light, blue and purple dark, orange, green and red in between),
# so most pairs stay apart under protanopia and deuteranopia too.
PLAYER_COLOUR_HEX = {
    "red": "#d0471b",
    "blue": "#1f5fa8",
    "green": "#0f9474",
    "yellow": "#f1d431",
    "purple": "#8a4fa3",
    "orange": "#f39a1d",
}
