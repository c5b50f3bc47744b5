"""16 384 tokens: the spin box, the generator and the files agree on the limit,
which is the memory the trace needs against what the machine has."""

from __future__ import annotations

import pytest

from explorer.core.io.budget import BudgetError, max_tokens, trace_bytes
from explorer.core.edits import MAX_SIZE, resize
from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError


def test_the_editors_offer_16384_tokens_and_no_more():
    assert MAX_SIZE == 16384
    session = resize(load_preset(), n=MAX_SIZE, d_model=2, d_k=2, d_v=2, fill="zeros")
    assert session.n == MAX_SIZE
    with pytest.raises(SessionError, match="between 1 and 16384"):
        resize(load_preset(), n=MAX_SIZE + 1, d_model=2, d_k=2, d_v=2)


def test_the_n_spin_box_reaches_16384_where_the_memory_holds_it(qtbot, monkeypatch):
    from explorer.ui.window.main_window import MainWindow, Unsaved

    needs = trace_bytes(MAX_SIZE, MAX_SIZE, 64, 64, 64, 1, "auto")
    monkeypatch.setenv("ATTENTION_EXPLORER_MEMORY_LIMIT", str(2 * needs))
    window = MainWindow(resize(load_preset(), n=8, d_model=64, d_k=64, d_v=64, fill="random", seed=1))
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    assert window.inputs.spins["n"].maximum() == MAX_SIZE
    # With half the memory the box stops where the trace still fits, and says so the same way an edit is refused.
    monkeypatch.setenv("ATTENTION_EXPLORER_MEMORY_LIMIT", str(needs // 2))
    limit = max_tokens(64, 64, 64, 1, "auto", limit=needs // 2, ceiling=MAX_SIZE)
    assert limit < MAX_SIZE
    with pytest.raises(BudgetError, match="memory"):
        window.document.apply(resize(window.document.session, n=limit + 64), "n = more")
