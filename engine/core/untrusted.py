"""Reading files that anyone may have written: game records, positions, rules data.

Such a file may be damaged, cut short or made to hurt. Every reader goes through here, so each
one gets the same guarantees:

- at most :data:`MAX_FILE_BYTES` are read, and the size is checked before anything is parsed;
- the text must be UTF-8;
- YAML is read with a safe loader that refuses aliases and anchors (an alias multiplies what a
  few bytes stand for), caps nesting depth, node count and the size of whole numbers;
- every failure, whatever the parser raised, becomes one :class:`UntrustedInputError` with a
  short message, which each reader turns into its own documented error.

:func:`brief` shows an untrusted value in a message: a few dozen characters at most.
"""

from __future__ import annotations

import os
import reprlib
import stat
from pathlib import Path
from typing import Any

import yaml

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 32
# Far above any record (one node per action), position or rules file; it bounds the memory a
# small file of many tiny nodes can make the loader use.
MAX_NODES = 100_000
# Whole numbers beyond 64 bits have no use in our files; hexadecimal ones escape Python's
# digit limit and would then make every message or JSON dump of them fail.
MAX_INT_BITS = 64
BRIEF_CHARS = 40


class UntrustedInputError(ValueError):
    """A file or text that cannot be read safely; ``line`` is where (from 0), if known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


# ----- showing values --------------------------------------------------------------------


def _make_repr() -> reprlib.Repr:
    shown = reprlib.Repr()
    shown.maxstring = BRIEF_CHARS
    shown.maxother = BRIEF_CHARS
    shown.maxlong = BRIEF_CHARS
    shown.maxlist = shown.maxtuple = shown.maxset = shown.maxfrozenset = shown.maxdict = 4
    shown.maxlevel = 2
    return shown


_REPR = _make_repr()


def brief(value: Any) -> str:
    """``value`` as a short repr (a few dozen characters), safe for any value a loader made."""
    try:
        text = _REPR.repr(value)
    except Exception:  # a repr that fails (an int too long to print) must not hide the real error
        return f"<{type(value).__name__} too long to show>"
    if len(text) > 2 * BRIEF_CHARS:
        text = text[: 2 * BRIEF_CHARS] + "..."
    return text


def brief_key(key: Any) -> str:
    """A mapping key for a message: text as it is (cut short), anything else as :func:`brief`."""
    return clip(key, BRIEF_CHARS) if isinstance(key, str) else brief(key)


def clip(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters, for messages that quote untrusted parts."""
    return text if len(text) <= limit else text[:limit] + "..."


# ----- reading files ---------------------------------------------------------------------


def read_capped_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of the regular file ``path``, refused before reading if over ``limit`` bytes."""
    path = Path(path)
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise UntrustedInputError("cannot be read (it is a folder)")
        if not stat.S_ISREG(info.st_mode):
            # A pipe or a device could block or never end.
            raise UntrustedInputError("cannot be read (it is not a regular file)")
        if info.st_size > limit:
            raise UntrustedInputError(f"is too large ({_megabytes(info.st_size)}; at most {_megabytes(limit)})")
        with open(path, "rb") as handle:
            # The file may grow after the check: never read more than the limit allows.
            data = handle.read(limit + 1)
    except OSError as exc:
        raise UntrustedInputError(f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise UntrustedInputError(f"is too large (more than {_megabytes(limit)})")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start)
        raise UntrustedInputError(f"is not UTF-8 text (line {line + 1})", line) from None


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB" if size >= 1024 * 1024 else f"{size} bytes"


def load_yaml_file(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> Any:
    """The YAML document in ``path``, read with :func:`read_capped_text` and :func:`parse_yaml`."""
    return parse_yaml(read_capped_text(path, limit), limit)


# ----- parsing YAML ----------------------------------------------------------------------


class _Guard:
    """Counts what a document holds as it is read, and refuses aliases, anchors and excess."""

    def __init__(self) -> None:
        self.depth = 0
        self.nodes = 0

    def event(self, event: yaml.Event) -> None:
        """Check one parser event."""
        if isinstance(event, yaml.AliasEvent):
            raise _refusal(event, f"an alias (*{clip(str(event.anchor), 20)}) is not allowed")
        if isinstance(event, yaml.NodeEvent):
            if event.anchor is not None:
                raise _refusal(event, f"an anchor (&{clip(str(event.anchor), 20)}) is not allowed")
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise _refusal(event, f"more than {MAX_NODES} values")
        if isinstance(event, yaml.CollectionStartEvent):
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise _refusal(event, f"nested more than {MAX_DEPTH} levels deep")
        elif isinstance(event, yaml.CollectionEndEvent):
            self.depth -= 1


def _refusal(event: yaml.Event, problem: str) -> UntrustedInputError:
    mark = event.start_mark
    line = None if mark is None else mark.line
    return UntrustedInputError(problem if line is None else f"line {line + 1}: {problem}", line)


class _Constructor:
    """What both strict loaders construct differently from the plain safe loader."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """The value of ``node``; a failure names the node's line, so a reader can cut there."""
        try:
            return super().construct_object(node, deep)  # type: ignore[misc]
        except (UntrustedInputError, yaml.MarkedYAMLError, RecursionError, MemoryError):
            raise
        except Exception as exc:  # ValueError from a bad date or !!int abc, and the like
            line = node.start_mark.line
            raise UntrustedInputError(f"line {line + 1}: a value cannot be read ({clip(str(exc), 80)})", line) from None

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        """A whole number, refused beyond :data:`MAX_INT_BITS` bits."""
        value = super().construct_yaml_int(node)  # type: ignore[misc]
        if value.bit_length() > MAX_INT_BITS - 1:
            raise yaml.constructor.ConstructorError(None, None, "a whole number is too large", node.start_mark)
        return value


class StrictLoader(_Constructor, yaml.SafeLoader):
    """The pure-Python safe loader with the guard applied as each node is composed."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.guard = _Guard()

    def compose_node(self, parent: Any, index: Any) -> Any:
        """Refuse an alias, an anchor, excess depth or nodes before composing the node."""
        self.guard.event(self.peek_event())
        node = super().compose_node(parent, index)
        if isinstance(node, (yaml.SequenceNode, yaml.MappingNode)):
            self.guard.depth -= 1
        return node


StrictLoader.add_constructor("tag:yaml.org,2002:int", StrictLoader.construct_yaml_int)

_CSafeLoader = getattr(yaml, "CSafeLoader", None)
if _CSafeLoader is not None:

    class StrictCLoader(_Constructor, _CSafeLoader):  # type: ignore[valid-type, misc]
        """libyaml's safe loader with the whole-number cap; the guard runs on a first pass."""

    StrictCLoader.add_constructor("tag:yaml.org,2002:int", StrictCLoader.construct_yaml_int)
else:  # pragma: no cover - PyYAML without libyaml
    StrictCLoader = None  # type: ignore[assignment, misc]


def parse_yaml(text: str, limit: int = MAX_FILE_BYTES, use_libyaml: bool = True) -> Any:
    """The one YAML document in ``text``; UntrustedInputError (short message) for anything wrong.

    With libyaml the guard reads the parser's events first, so an alias or excess depth is
    refused before anything is built; without it the pure-Python loader checks as it composes."""
    if not isinstance(text, str):
        raise UntrustedInputError("is not text")
    if len(text) > limit:
        raise UntrustedInputError(f"is too large (more than {_megabytes(limit)})")
    try:
        if use_libyaml and StrictCLoader is not None:
            _scan(text)
            return _load(text, StrictCLoader)
        return _load(text, StrictLoader)
    except UntrustedInputError:
        raise
    # The parser is third-party code fed hostile input: besides YAMLError it raises ValueError
    # (bad dates, !!int abc), AttributeError, RecursionError, MemoryError... all mean "unreadable".
    except yaml.MarkedYAMLError as exc:
        # The context mark is where the broken construct began (an unclosed quote), which is
        # the line to cut at when salvaging; the problem mark may be the end of the file.
        lines = [mark.line for mark in (exc.context_mark, exc.problem_mark) if mark is not None]
        line = min(lines) if lines else None
        where = "" if line is None else f"line {line + 1}: "
        said = " ".join(str(part) for part in (exc.context, exc.problem) if part) or "malformed YAML"
        raise UntrustedInputError(f"{where}{clip(said, 120)}", line) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, max(exc.position, 0))
        code = ord(exc.character) if isinstance(exc.character, str) else exc.character
        raise UntrustedInputError(f"line {line + 1}: character #x{code:04x} is not allowed in YAML", line) from None
    except MemoryError:
        raise UntrustedInputError("needs too much memory to read") from None
    except RecursionError:
        raise UntrustedInputError(f"nested more than {MAX_DEPTH} levels deep") from None
    except Exception as exc:
        raise UntrustedInputError(f"a value cannot be read ({clip(str(exc), 80)})") from None


def _scan(text: str) -> None:
    """The guard over libyaml's events, without building anything."""
    parser = yaml.CSafeLoader(text)
    guard = _Guard()
    try:
        while parser.check_event():
            guard.event(parser.get_event())
    finally:
        parser.dispose()


def _load(text: str, loader_class: type) -> Any:
    loader = loader_class(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()
