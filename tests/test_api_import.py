"""``import explorer`` loads no Qt and is quick; nor do load, preset, compute and explain load Qt."""

from __future__ import annotations

import subprocess
import sys

QT = '{"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"}'

HEADLESS = f"""
import sys, tempfile, os
import explorer
assert not [m for m in sys.modules if m.split(".")[0] in {QT}], "import explorer"
s = explorer.preset("causal-decoder")
path = os.path.join(tempfile.mkdtemp(), "s.json")
from explorer.core.io.session_files import save
save(s, path)
s = explorer.load(path)
t = explorer.compute(explorer.Session.from_arrays(s.embeddings, s.heads[0].w_q, s.heads[0].w_k, s.heads[0].w_v))
t.step("weights"); t.to_dict(); explorer.presets()
explorer.explain(s, "weights", row=2, col=1, format="latex")
print(",".join(sorted(m for m in sys.modules if m.split(".")[0] in {QT})))
"""

TIMED = """
import time
start = time.perf_counter()
import explorer
print(time.perf_counter() - start)
"""


def test_the_headless_api_loads_no_qt():
    result = subprocess.run([sys.executable, "-c", HEADLESS], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_import_explorer_takes_under_0_3_s():
    # The best of three fresh processes: the import itself, not the machine's other work.
    times = [float(subprocess.run([sys.executable, "-c", TIMED], capture_output=True, text=True, timeout=60,
                                  check=True).stdout) for _ in range(3)]
    assert min(times) < 0.3, times
