"""``python -m gui``: start the app."""

import sys

from gui.app import main

# The guard matters: the computer players' worker process (spawned) imports this module again
# under another name, and must not start a second window.
if __name__ == "__main__":
    sys.exit(main())
