"""The layers hold: the import-linter contracts in pyproject.toml, and a model
that runs in an interpreter where Qt was never loaded."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MODEL_WITHOUT_QT = """
import sys, pkgutil, importlib
import explorer.model
for mod in pkgutil.walk_packages(explorer.model.__path__, "explorer.model."):
    importlib.import_module(mod.name)
from explorer.core.backend import numpy_backend
from explorer.core.io.presets import load_preset
from explorer.model import cards, heatmap, inspector, lecture, whatif
from explorer.model.snapshot import ComputeOptions, Wants, make_snapshot
from explorer.model.view import View, clamp
snap = make_snapshot(load_preset("02-causal-decoder"), numpy_backend(), ComputeOptions(), 1, Wants.of(stats=True))
view = clamp(View(show_all=False, lecture=3).select("heads[0].weights", (1, 0)), snap.trace)
heatmap.resolve(snap.trace, view, 512); cards.build_cards(snap.trace, 0, 1); lecture.frame(snap.trace, view)
assert inspector.resolve(snap.trace, view).explanation is not None; whatif.resolve(snap, 0)
bad = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"})
print(",".join(bad))
"""


def test_import_contracts_are_kept():
    lint = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which("lint-imports")
    assert lint, "lint-imports (import-linter) is missing: it is in the test extra"
    result = subprocess.run([lint, "--config", str(ROOT / "pyproject.toml"), "--no-cache"], capture_output=True,
                            text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 kept, 0 broken" in result.stdout


def test_the_model_resolves_every_view_without_qt():
    result = subprocess.run([sys.executable, "-c", MODEL_WITHOUT_QT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
