"""The ideas of the reference text on the cards themselves (not only in tooltips)."""

from __future__ import annotations

from deck_helpers import sentence_session, traced

from explorer.core.backend import numpy_backend
from explorer.core.attention.pipeline import run
from explorer.app.cards import build_cards


def _cards(session, **options):
    trace = run(session, numpy_backend(), **options) if options else traced(session)
    return {c.key: c for c in build_cards(trace, 0, 2)}


def test_the_first_card_names_the_kind_of_attention():
    assert _cards(sentence_session(4))["embeddings"].description.startswith("Encoder self-attention")
    assert _cards(sentence_session(4, mode="causal"))["embeddings"].description.startswith(
        "Decoder self-attention")
    cross = _cards(sentence_session(4, mode="cross"))
    assert cross["embeddings"].description.startswith("Cross-attention: the queries come from the decoder")
    assert "keys and values" in cross["source_embeddings"].description


def test_scores_mask_and_weights_cards_teach_the_text():
    causal = _cards(sentence_session(4, mode="causal"))
    scores = causal["heads[0].scores"].description
    assert "row = the query word, column = the key word" in scores and "Not symmetric" in scores
    assert "to avoid cheating during next-token prediction" in causal["heads[0].masked"].description
    assert "dot product with itself" in causal["heads[0].w_q"].description
    wv = causal["heads[0].weighted_values"]
    assert wv.formula == "query i = 3: a_3j · v_j"  # build_cards(…, query=2): the third query, counted from 1


def test_the_scaled_card_says_when_the_scaling_is_off():
    session = sentence_session(4)
    on = _cards(session)["heads[0].scaled"].description
    off = _cards(session, scale=False)["heads[0].scaled"].description
    assert "Dividing by √d_k" in on and off.startswith("√d_k scaling is off") and "Dividing" not in off


def test_the_value_card_says_what_v_holds_and_why_a_third_matrix():
    cards = _cards(sentence_session(4))
    wv, wq = cards["heads[0].w_v"].description, cards["heads[0].w_q"].description
    assert "what each token passes on when a query attends to it" in wv
    assert "A third matrix, because what a token passes on differs from how it is matched" in wv
    assert "Starts random, learned in training" in wv and len(wv) >= len(wq)


def test_the_scores_row_names_the_mask_only_when_there_is_one(qtbot):
    from explorer.core.attention.text_steps import stage_caption
    from explorer.app.document import Document
    from explorer.ui.steps.steps_tab import PipelinePanel
    from explorer.app.view_state import ViewState

    assert stage_caption("scores") == "1–3 – Dot products, ÷ √d_k, softmax"
    assert stage_caption("scores", masked=True) == "1–3 – Dot products, ÷ √d_k, the causal mask, softmax"
    assert stage_caption("scores", masked=True, causal=False) == "1–3 – Dot products, ÷ √d_k, the mask, softmax"
    document = Document(sentence_session(4))
    panel = PipelinePanel(document, ViewState(document))
    qtbot.addWidget(panel)
    panel.refresh()
    label = panel.stage_labels["scores"]
    assert "mask" not in label.text() and "(" not in label.text()
    with qtbot.waitSignal(document.changed):
        document.apply(sentence_session(4, mode="causal"), "Causal")
    panel.refresh()
    assert label.text() == "1–3 – Dot products, ÷ √d_k, the causal mask, softmax"


def test_the_scores_card_says_why_its_matrix_is_not_symmetric_in_each_mode():
    import dataclasses

    assert "Not symmetric because Q ≠ K (W_Q ≠ W_K)" in _cards(sentence_session(4))["heads[0].scores"].description
    cross = _cards(sentence_session(4, mode="cross"))["heads[0].scores"].description
    assert "Not symmetric: the queries come from X_dec, the keys from X_enc" in cross
    session = sentence_session(4)
    tied = dataclasses.replace(session, heads=(dataclasses.replace(session.heads[0], w_k=session.heads[0].w_q),))
    assert "Symmetric here (s_ij = s_ji), because W_K = W_Q" in _cards(tied)["heads[0].scores"].description
