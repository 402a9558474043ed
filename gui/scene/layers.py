"""Named z values: every item's stacking comes from here, never from a bare number."""

from enum import IntEnum


class Layer(IntEnum):
    """Stacking bands of a table scene, bottom to top; order within a band comes from the model."""

    TABLE = 0  # panels and region backgrounds
    SLOTS = 10  # empty market spaces, display slots, city cells
    HIGHLIGHTS = 20  # legal drop targets
    PIECES = 30  # tiles and cards at rest
    MARKERS = 40  # selection frames, badges, labels over pieces
    ANIMATING = 50  # pieces on their way somewhere
    DRAGGING = 60  # the piece under the mouse
