"""Alcazaba's rules engine: pure Python, no Qt.

Every game implements the contract of :mod:`engine.core`; the command line lives in
:mod:`engine.cli` and is run as ``python -m engine``.
"""

__version__ = "0.1.0"
