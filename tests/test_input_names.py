"""One name for each input matrix: X (self, causal), X_dec and X_enc (cross), from step_keys.input_symbol.

The source matrix was "X (source)" in the editors' tooltips, the inspector and
the problems line, and "X_enc" on the cards, in the formulas, explanations
and the deck; the decoder's X was "X" on the deck's pages and "X_dec" on the
cards. Every surface now asks :func:`input_symbol` (or :func:`matrix_title`,
which reads it), and no module spells the symbols itself.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run
from explorer.core.attention.step_keys import input_symbol, matrix_title
from explorer.app.frame import Frame
from explorer.app.cards import _input_card
from explorer.app.inspector import resolve
from explorer.app.view import View
from test_step_key_grammar import package_code_strings

_SPELLED = re.compile(r"(?<![\w])X_(enc|dec|src)(?![\w])|X \(source\)")


def _cross():
    return random_session(3, 4, 3, 3, mode="cross", m=4, seed=3)


def test_the_names():
    assert input_symbol("source_embeddings") == "X_enc"
    assert input_symbol("embeddings", "cross") == "X_dec" and input_symbol("embeddings", "causal") == "X"
    assert matrix_title("source_embeddings", "cross") == "X_enc"
    assert matrix_title("embeddings", "cross") == "X_dec" and matrix_title("embeddings") == "X"


def test_the_inspector_card_and_explain_name_the_source_alike():
    session = _cross()
    trace = run(session)
    inspector = resolve(Frame.of(trace, View(selected="source_embeddings", index=(0, 0)))).text
    assert inspector.startswith("X_enc[1, 1] = ")
    assert _input_card(session, "source_embeddings").title == "Encoder tokens X_enc"
    assert _input_card(session, "embeddings").title == "Decoder tokens X_dec"


def test_the_editors_tooltip_names_the_source_x_enc(window):
    window.document.apply(_cross(), "cross")
    model = window.inputs.models["source_embeddings"]
    tip = model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("X_enc[1, 1] = "), tip
    tip = window.inputs.models["embeddings"].data(window.inputs.models["embeddings"].index(0, 1),
                                                  Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("X_dec[1, 1] = "), tip


def test_the_deck_names_the_inputs_as_the_cards_do():
    from explorer.export.deck.plan import _step_facts
    from explorer.core.attention.step_keys import step_key

    trace = run(_cross())
    k = _step_facts(trace, step_key("k", 0), 0)
    q = _step_facts(trace, step_key("q", 0), 0)
    assert any(f.startswith("From: X_enc 4 × 4") for f in k), k
    assert any(f.startswith("From: X_dec 3 × 4") for f in q), q


def test_no_module_spells_the_input_symbols_itself():
    found = [f"{path}:{line}: {text!r}" for path, line, text in package_code_strings() if _SPELLED.search(text)]
    assert not found, "name the inputs with step_keys.input_symbol:\n" + "\n".join(found)
