"""Attention Explorer from a plain Python script: arrays in, numbers and a figure out, then the window.

    python examples/script.py [OUTPUT_FOLDER]

Builds a three-token causal head from NumPy arrays, prints its attention
weights and how one of them was computed, writes them as an SVG figure, then
opens the desktop window on it and waits (``block=True``) until you close it;
what you typed into the window is read back and printed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

import explorer

out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
X = np.array([[1.0, 0.0, 1.0], [0.0, 2.0, 0.0], [1.0, 1.0, 1.0]])  # three tokens, d_model = 3
W_Q = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])  # d_model × d_k
W_K = np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
W_V = np.eye(3)  # d_model × d_v

session = explorer.Session.from_arrays(X, W_Q, W_K, W_V, tokens=["The", "cat", "sat"], mode="causal")
trace = explorer.compute(session)
print("attention weights (rows: queries, columns: keys):")
print(np.round(trace.step("weights", head=1), 3))
print(explorer.explain(session, "weights", row=3, col=1))
print("wrote", explorer.export(session, out / "weights.svg", step="weights"))

window = explorer.show(session, block=True)  # returns once the window is closed
print(f"after the window closed, X[1][1] = {window.session.embeddings[0, 0]}")
