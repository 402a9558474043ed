"""Translatable texts for declared game parameters: labels, help lines and choice names.

rules_data names a parameter's texts by key (``label_key`` = ``param.wallMetric``, ``help_key``
= ``param.wallMetric.help``); each game's UI plug-in maps its keys to English source text in
the ``params`` translation context (``gui/games/<game>/parameter_texts.py``). The entries are
``QT_TRANSLATE_NOOP`` markers so that ``lupdate`` extracts them; translation happens at call
time. A key no game words still gets readable text, so a newly declared parameter shows up
sensibly before anyone words it.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication

from engine.core import Parameter
from gui.games import shipped_uis
from gui.i18n_names import readable_id

_CONTEXT = "params"


@functools.cache
def _texts() -> tuple[dict[str, str], dict[tuple[str, str], str]]:
    """Every game's parameter and choice texts together (a parameter key means one thing in
    every game that declares it, so the first game's text serves them all)."""
    texts: dict[str, str] = {}
    choices: dict[tuple[str, str], str] = {}
    for plugin in shipped_uis().plugins.values():
        for key, source in plugin.parameter_texts.items():
            texts.setdefault(key, source)
        for key, source in plugin.choice_texts.items():
            choices.setdefault(key, source)
    return texts, choices


def param_text(key: str) -> str:
    """The text of a label or help key; unknown labels read as the key, unknown help is empty."""
    source = _texts()[0].get(key)
    if source is not None:
        return QCoreApplication.translate(_CONTEXT, source)
    if key.endswith(".help"):
        # A help line made up from the key would only repeat the label.
        return ""
    return readable_id(key)


def param_label(param: Parameter) -> str:
    """The label of a declared parameter."""
    return param_text(param.label_key)


def param_help(param: Parameter) -> str:
    """The explanation of a declared parameter ('' if it has none)."""
    return param_text(param.help_key)


def choice_text(param_key: str, value: str) -> str:
    """The display name of one allowed value of a choice or permutation parameter."""
    source = _texts()[1].get((param_key, value))
    if source is not None:
        return QCoreApplication.translate(_CONTEXT, source)
    return readable_id(value)
