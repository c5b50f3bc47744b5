"""examples/notebook.ipynb runs top to bottom on a real IPython kernel (its cells check their own results).

nbclient starts an ipykernel in a process of its own, as Jupyter does; ``%gui
qt`` there runs Qt's event loop inside the kernel, offscreen here. The kernel
is this interpreter's (its ``python3`` kernel spec), so it imports this checkout's
explorer as the tests do.
"""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
from nbclient import NotebookClient

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_the_notebook_runs_top_to_bottom(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # the kernel inherits this process's environment
    notebook = nbformat.read(EXAMPLES / "notebook.ipynb", as_version=4)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(EXAMPLES)}})
    client.execute()  # a failing cell (an assertion among them) raises CellExecutionError, naming it
    said = "\n".join(o.get("text", "") + str(o.get("data", {}).get("text/plain", ""))
                     for cell in notebook.cells if cell.cell_type == "code" for o in cell.get("outputs", []))
    assert "nothing upstream to edit" in said and "minilm-lines.svg" in said
    assert "Attention weight a_12 (Thinking → Machines" in said
    assert not any(o.get("output_type") == "error" for cell in notebook.cells for o in cell.get("outputs", []))
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"
