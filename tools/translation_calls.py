"""Every translatable text the GUI code asks for at run time, read from its syntax tree.

``pyside6-lupdate`` collects ``self.tr("…")`` (context: the enclosing class),
``translate("context", "…")`` / ``QCoreApplication.translate("context", "…")`` and the
``QT_TRANSLATE_NOOP`` marker (not ``QT_TR_NOOP``). A call it cannot see (a wrapper such as
``_tr("…")``, or a bare ``tr("…")`` outside a class, which it files under no context) would show
English forever; :func:`unseen_calls` lists them so a test can keep them out. So is a counted
``self.tr("%n …", "", n)``: PySide looks a counted text up in the context of the object's own
class only, never of the base class that holds the text (a subclass's table shows "1 points").
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class TextCall:
    """One translatable text: where it is asked for, its context and its source text."""

    path: str
    line: int
    context: str
    source: str
    numerus: bool


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _name(func: ast.AST) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


class _Collector(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.classes: list[str] = []
        self.calls: list[TextCall] = []
        self.unseen: list[tuple[str, int, str]] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        args = node.args
        if name == "tr" and args and _literal(args[0]) is not None:
            if isinstance(node.func, ast.Attribute) and self.classes and len(args) < 3:
                self._add(node, self.classes[-1], args[0], [])
            else:
                self.unseen.append((self.path, node.lineno, _literal(args[0])))
        elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
            context, source = _literal(args[0]), _literal(args[1])
            if source is not None and context is None:
                self.unseen.append((self.path, node.lineno, source))
            elif source is not None:
                self._add(node, context, args[1], args[3:4] if name == "translate" else [])
        elif name == "QT_TR_NOOP" and args and _literal(args[0]) is not None:
            self.unseen.append((self.path, node.lineno, _literal(args[0])))  # lupdate's Python reader skips it
        elif name is not None and name.lstrip("_") in ("tr", "translate") and args and _literal(args[0]) is not None:
            self.unseen.append((self.path, node.lineno, _literal(args[0])))
        self.generic_visit(node)

    def _add(self, node: ast.Call, context: str, source: ast.AST, count: list[ast.AST]) -> None:
        self.calls.append(TextCall(self.path, node.lineno, context, _literal(source), bool(count)))


def _collect(root: Path) -> list[_Collector]:
    collectors = []
    for path in sorted(root.rglob("*.py")):
        collector = _Collector(str(path.relative_to(root.parent)))
        collector.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        collectors.append(collector)
    return collectors


def text_calls(root: Path) -> list[TextCall]:
    """Every text lupdate collects from the Python files under ``root``."""
    return [call for collector in _collect(root) for call in collector.calls]


def unseen_calls(root: Path) -> list[tuple[str, int, str]]:
    """Calls with a literal text that lupdate would miss or file under no context."""
    return [call for collector in _collect(root) for call in collector.unseen]


if __name__ == "__main__":
    gui = Path(__file__).resolve().parent.parent / "gui"
    for path, line, text in unseen_calls(gui):
        print(f"{path}:{line}: {text[:70]!r}")
