"""Keep the translation catalogues in step with the code, and compile them.

Run by ``tools/update_translations.sh`` after ``pyside6-lupdate`` has collected the template
(``resources/translations/alcazaba.ts``). Three steps:

1. *Counted texts.* lupdate's Python reader marks a ``translate("ctx", "%n …", "", count)``
   call as a plural ("numerus") text only when the count is a literal, and drops the call when
   the count is an expression such as ``s["distance"]``. The calls are read here from the syntax
   tree (:mod:`tools.translation_calls`) and the template is corrected to match.
2. *Languages.* Each ``alcazaba_<lang>.ts`` is rebuilt from the template, keeping every
   translation whose context, text and comment are unchanged; texts gone from the code are dropped.
3. *Compiling.* ``pyside6-lrelease`` turns each language file into the ``.qm`` the app loads,
   and each ``qt_supplement_<lang>.ts`` (Qt's own dialog and button texts, for the languages
   Qt ships no translation of) too.

``--check`` compiles into a temporary folder and reports catalogues whose committed ``.qm`` is
not what their ``.ts`` gives (a test runs it).
"""

from __future__ import annotations

import argparse
import copy
import filecmp
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gui.languages import QT_SUPPLEMENTED, TRANSLATED  # noqa: E402
from tools.translation_calls import text_calls  # noqa: E402

FOLDER = ROOT / "resources" / "translations"
TEMPLATE = FOLDER / "alcazaba.ts"
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'

Key = tuple[str, str, str]  # context, source text, comment (disambiguation)


def catalogue_path(language: str, name: str = "alcazaba") -> Path:
    """The translation source of ``language`` (``name``: ``qt_supplement`` for Qt's own texts)."""
    return FOLDER / f"{name}_{language}.ts"


def compiled_path(language: str, folder: Path = FOLDER, name: str = "alcazaba") -> Path:
    """The compiled catalogue of ``language`` the app loads."""
    return folder / f"{name}_{language}.qm"


def catalogues() -> list[tuple[str, str]]:
    """Every (name, language) the app loads from this folder."""
    return [("alcazaba", language) for language in TRANSLATED] + [("qt_supplement", language) for language in QT_SUPPLEMENTED]


def _key(context: ET.Element, message: ET.Element) -> Key:
    comment = message.find("comment")
    return (context.findtext("name") or "", message.findtext("source") or "",
            comment.text or "" if comment is not None else "")


def _context(root: ET.Element, name: str) -> ET.Element:
    for context in root.findall("context"):
        if context.findtext("name") == name:
            return context
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = name
    return context


def _make_numerus(message: ET.Element) -> None:
    message.set("numerus", "yes")
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation", type="unfinished")
    if translation.find("numerusform") is None:
        translation.text = None
        ET.SubElement(translation, "numerusform")


def fix_counted_texts(root: ET.Element) -> int:
    """Mark every text asked for with a count as a plural text, adding those lupdate dropped."""
    fixed = 0
    messages = {(_key(c, m)[:2]): m for c in root.findall("context") for m in c.findall("message")}
    for call in text_calls(ROOT / "gui"):
        if not call.numerus:
            continue
        message = messages.get((call.context, call.source))
        if message is None:
            message = ET.SubElement(_context(root, call.context), "message")
            ET.SubElement(message, "location", filename=f"../../{call.path}", line=str(call.line))
            ET.SubElement(message, "source").text = call.source
            messages[(call.context, call.source)] = message
        if message.get("numerus") != "yes":
            _make_numerus(message)
            fixed += 1
    return fixed


def read_translations(path: Path) -> dict[Key, ET.Element]:
    """The translation element of every text of a language catalogue."""
    if not path.exists():
        return {}
    root = ET.parse(path).getroot()
    return {_key(c, m): m.find("translation") for c in root.findall("context") for m in c.findall("message")
            if m.find("translation") is not None}


def sync_language(template: ET.Element, language: str) -> tuple[int, int]:
    """Rebuild ``language``'s catalogue from the template; (finished, total) texts."""
    known = read_translations(catalogue_path(language))
    root = copy.deepcopy(template)
    root.set("language", language)
    finished = total = 0
    for context in root.findall("context"):
        for message in context.findall("message"):
            total += 1
            old = known.get(_key(context, message))
            if old is None:
                continue
            numerus = message.get("numerus") == "yes"
            if numerus != (old.find("numerusform") is not None):
                continue  # a text that became (or stopped being) counted is translated anew
            message.remove(message.find("translation"))
            message.append(copy.deepcopy(old))
            finished += old.get("type") is None
    write(root, catalogue_path(language))
    return finished, total


def write(root: ET.Element, path: Path) -> None:
    """A catalogue in lupdate's layout, so that diffs stay small."""
    ET.indent(root, space="    ")
    text = HEADER + ET.tostring(root, encoding="unicode") + "\n"
    path.write_text(text, encoding="utf-8")


def lrelease() -> str:
    """The ``lrelease`` that PySide6 ships."""
    found = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    return found


def compile_catalogue(language: str, folder: Path = FOLDER, name: str = "alcazaba") -> None:
    """``<name>_<language>.qm`` in ``folder`` from its ``.ts``."""
    subprocess.run([lrelease(), "-silent", str(catalogue_path(language, name)), "-qm", str(compiled_path(language, folder, name))],
                   check=True)


def stale_catalogues() -> list[str]:
    """The ``.qm`` files (by name) that differ from what their ``.ts`` compiles to."""
    stale = []
    with tempfile.TemporaryDirectory() as folder:
        for name, language in catalogues():
            compile_catalogue(language, Path(folder), name)
            committed = compiled_path(language, name=name)
            if not committed.exists() or not filecmp.cmp(committed, compiled_path(language, Path(folder), name), shallow=False):
                stale.append(committed.name)
    return stale


def main(argv: list[str] | None = None) -> int:
    """Correct the template, sync the languages, compile (or only check with ``--check``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report .qm files that are not current")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_catalogues()
        for name in stale:
            print(f"{name} is not current: run tools/update_translations.sh")
        return 1 if stale else 0
    template = ET.parse(TEMPLATE).getroot()
    print(f"{fix_counted_texts(template)} counted texts marked as plural texts")
    write(template, TEMPLATE)
    for language in TRANSLATED:
        finished, total = sync_language(template, language)
        compile_catalogue(language)
        print(f"{language}: {finished} of {total} texts translated")
    for language in QT_SUPPLEMENTED:
        compile_catalogue(language, name="qt_supplement")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
