"""``python -m gui``: start the app."""

import sys

from gui.app import main

sys.exit(main())
