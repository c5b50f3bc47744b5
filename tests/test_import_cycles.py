"""No module of the app imports itself back through others (an import cycle).

Every ``import`` counts, at the top of a module or inside a function (a lazy
import hides a cycle; it does not remove it), except those under
``if TYPE_CHECKING:``, which never run. A module's import of a package counts
as an import of the package's ``__init__`` and of any submodule named.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "explorer"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@lru_cache(maxsize=1)  # read, never changed, by every test here: built once (2 s each time)
def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # One walk of the tree (not a map of every node's parent, then another walk): it goes
        # breadth first, so an `if TYPE_CHECKING:` (its else too) is seen, and everything
        # under it set aside, before the imports inside it are reached.
        never_run: set[int] = set()
        targets: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and id(node) not in never_run and "TYPE_CHECKING" in ast.unparse(node.test):
                never_run.update(id(inner) for inner in ast.walk(node))
            elif not isinstance(node, (ast.Import, ast.ImportFrom)) or id(node) in never_run:
                continue
            elif isinstance(node, ast.Import):
                targets |= {a.name for a in node.names}
            elif node.module and node.level == 0:
                targets.add(node.module)
                targets |= {f"{node.module}.{a.name}" for a in node.names}
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each strongly connected group of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def test_the_graph_sees_lazy_imports():
    graph = import_graph()
    assert "explorer.core.session" in graph["explorer.cli"] or any(
        t.startswith("explorer.core") for t in graph["explorer.cli"])


@pytest.mark.parametrize("layer", ["explorer.core", "explorer.app", "explorer.export", "explorer.ui", "explorer"])
def test_no_import_cycle(layer):
    graph = import_graph()
    found = [c for c in cycles(graph) if any(m.startswith(layer) for m in c)]
    assert not found, "import cycles: " + "; ".join(" ↔ ".join(c) for c in found)
