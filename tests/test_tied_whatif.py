"""The what-if "tie W_K to W_Q": a symmetric score matrix, each token dominated by itself."""

from __future__ import annotations

import dataclasses

import numpy as np

from explorer.core.generate import random_session
from explorer.core.io.presets import load_preset
from explorer.app.tied import MAX_TIED_TOKENS, tied_scores


def test_tied_scores_are_symmetric_and_counted_on_the_diagonal():
    session = random_session(5, 6, 4, 4, seed=3)
    tied = tied_scores(session, 0, decimals=6)
    values = np.array([[float(c) for c in row] for row in tied.cells])
    np.testing.assert_allclose(values, values.T)
    q = session.embeddings @ session.heads[0].w_q
    np.testing.assert_allclose(values, q @ q.T / 2, atol=1e-5)  # √d_k = 2
    own = [bool(values[i, i] >= values[i].max()) for i in range(5)]
    assert list(tied.own_max) == own
    assert f"{sum(own)} of 5 tokens score highest with themselves" in tied.caption
    assert "symmetric" in tied.caption and "random" in tied.caption


def test_long_sessions_show_only_the_first_tokens_and_w_v_identity_needs_square():
    session = random_session(300, 6, 4, 4, seed=1)
    tied = tied_scores(session)
    assert len(tied.labels) == len(tied.cells) == MAX_TIED_TOKENS
    assert f"first {MAX_TIED_TOKENS} of 300 tokens" in tied.caption
    assert "needs d_v = d_model" in tied.identity_v
    square = random_session(3, 4, 4, 4, seed=2)
    assert "A·X" in tied_scores(square).identity_v and "needs" not in tied_scores(square).identity_v


def test_a_biased_head_ties_the_bias_too():
    session = load_preset("01-thinking-machines")
    head = dataclasses.replace(session.heads[0], b_q=np.ones(session.heads[0].w_q.shape[1]))
    biased = dataclasses.replace(session, heads=(head,))
    assert tied_scores(biased).cells != tied_scores(session).cells


def test_the_panel_shows_the_tied_matrix(qtbot):
    from explorer.app.document import Document
    from explorer.app.view_state import ViewState
    from explorer.ui.tools.whatif import WhatIfPanel

    document = Document(load_preset("01-thinking-machines"))
    view = ViewState(document)
    panel = WhatIfPanel(document, view)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    panel.refresh()
    table = panel.tied_table
    n = document.snapshot.session.n
    assert table.rowCount() == table.columnCount() == n
    assert all(table.item(i, j).text() == table.item(j, i).text() for i in range(n) for j in range(n))
    assert table.item(0, 0).font().bold() and not table.item(0, 1).font().bold()
    assert "symmetric" in panel.tied_caption.text()
    assert table.horizontalHeaderItem(1).text() == "2" and table.verticalHeaderItem(1).text() == "2 Machines"
