"""explorer.core (and the compute command) never load Qt or pyqtgraph."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import sys, pkgutil, importlib
import explorer.core, explorer.cli
for mod in pkgutil.walk_packages(explorer.core.__path__, "explorer.core."):
    importlib.import_module(mod.name)
import explorer.ui.window.display_check
bad = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"})
print(",".join(bad))
"""


def test_core_imports_no_qt():
    result = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
