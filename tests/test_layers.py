"""The layers hold: the import-linter contracts in pyproject.toml, an application
layer whose plain-data half runs where Qt was never loaded and whose document and
view state need no widget, and widgets grouped by feature."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The application layer's Qt objects: the document (QUndoStack, signals), the view
#: state, the job runner (a queued signal brings results back to the UI thread) and its
#: cycle collector (a timer on the UI thread).
QT_OBJECTS = ("explorer.app.document", "explorer.app.view_state", "explorer.app.jobs",
              "explorer.app.jobs.runner", "explorer.app.jobs.collector",
              # QtCore's QTranslator reads the language's catalogue; the core translates through a plain function.
              "explorer.app.language")

MODEL_WITHOUT_QT = """
import sys, pkgutil, importlib
import explorer.app
for mod in pkgutil.walk_packages(explorer.app.__path__, "explorer.app."):
    if mod.name not in %r:
        importlib.import_module(mod.name)
from explorer.core.backend import numpy_backend
from explorer.core.io.presets import load_preset
from explorer.app import cards, heatmap, inspector, lecture, lines, whatif
from explorer.app.snapshot import ComputeOptions, Wants, make_snapshot
from explorer.app.view import View, clamp
from explorer.app.frame import Frame
snap = make_snapshot(load_preset("02-causal-decoder"), numpy_backend(), ComputeOptions(), 1, Wants.of(stats=True))
view = clamp(View(show_all=False, lecture=3).select("heads[0].weights", (1, 0)), snap.trace)
frame = Frame(snap, view, snap.options)
heatmap.resolve(frame, 512); cards.resolve(frame); lecture.resolve(frame)
assert inspector.resolve(frame).explanation is not None; whatif.resolve(frame); lines.resolve(frame)
bad = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"})
print(",".join(bad))
""" % (QT_OBJECTS,)


def test_import_contracts_are_kept():
    lint = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which("lint-imports")
    assert lint, "lint-imports (import-linter) is missing: it is in the test extra"
    result = subprocess.run([lint, "--config", str(ROOT / "pyproject.toml"), "--no-cache"], capture_output=True,
                            text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "5 kept, 0 broken" in result.stdout


def test_the_model_resolves_every_view_without_qt():
    result = subprocess.run([sys.executable, "-c", MODEL_WITHOUT_QT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


APP_WITHOUT_WIDGETS = """
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from explorer.core.io.presets import load_preset
from explorer.core.attention.step_keys import step_key
from explorer.app.document import Document
from explorer.app.view_state import ViewState
doc = Document(load_preset("04-two-heads"))
view = ViewState(doc)
published = []
doc.changed.connect(published.append)
start = doc.session
view.set_head(1)
view.select(step_key("weights", 1), (3, 2))
edited = start.with_cells("embeddings", 0, 0, [[9.0]])
doc.apply(edited, "edit X")
assert doc.settled().session is edited and published and published[-1].session is edited
doc.undo_stack.undo()
assert doc.settled().session.equals(start) and published[-1].session.equals(start)
doc.undo_stack.redo()
assert doc.settled().session.equals(edited)
assert view.head == 1 and view.index == (3, 2)
# The job runner too: a long sequence's recompute runs on it and lands by the event loop, no widget.
from explorer.app.jobs import pool
from explorer.core.edits import resize
pool.INLINE_WORK = 0
landed = []
doc.changed.connect(lambda snap: landed.append(snap) or app.quit())
long = resize(doc.session, n=64, fill="random", seed=1)
doc.apply(long, "long")
assert doc.busy and doc.jobs.busy("recompute")
app.exec()
assert landed[-1].session is long and not doc.busy and landed[-1].trace.session.n == 64
class Panic(BaseException):
    pass
def panic(job):
    raise Panic("boom")
heard = []
doc.jobs.submit("read", panic, failed=lambda m: heard.append(m) or app.quit())
app.exec()
assert heard == ["Panic: boom"], heard
bad = sorted(m for m in sys.modules if m.startswith(("PySide6.QtWidgets", "pyqtgraph")))
print(",".join(bad))
"""


def test_edit_undo_redo_and_publish_need_no_widget():
    result = subprocess.run([sys.executable, "-c", APP_WITHOUT_WIDGETS], capture_output=True, text=True,
                            timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_the_application_layer_uses_only_qtcore_and_the_undo_stack():
    import ast

    allowed = {"PySide6.QtCore", "PySide6.QtGui"}
    for path in sorted((ROOT / "explorer" / "app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            for name in names:
                if name.startswith("PySide6"):
                    assert name in allowed, f"{path.name} imports {name}"
                    module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                    assert module in QT_OBJECTS, f"{path.name} imports Qt"
                    if name == "PySide6.QtGui":
                        assert {a.name for a in node.names} <= {"QUndoCommand", "QUndoStack"}, path.name


def test_widgets_are_grouped_by_feature():
    ui = ROOT / "explorer" / "ui"
    assert not [p.name for p in ui.glob("*.py") if p.name != "__init__.py"], "a widget module outside a feature"
    features = {p.name for p in ui.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert features == {"window", "editors", "heatmap", "steps", "lines", "model_view", "export", "train", "tools",
                        "exercises"}
