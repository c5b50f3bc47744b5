"""Undo and redo across random mixed edit sequences return to each state exactly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.core.edits import randomize, resize, set_mode, set_output_projection
from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.editors.matrix_model import MatrixModel

cell_edit = st.tuples(st.just("cell"), st.sampled_from(["embeddings", "heads[0].w_q", "heads[0].w_k",
                                                        "heads[0].w_v"]),
                      st.integers(0, 10), st.integers(0, 10),
                      st.floats(-100, 100, allow_nan=False).map(lambda x: round(x, 3)))
paste = st.tuples(st.just("paste"), st.integers(0, 10), st.integers(0, 10))
size = st.tuples(st.just("size"), st.sampled_from(["n", "d_model", "d_k", "d_v", "heads"]), st.integers(1, 5),
                 st.sampled_from(["zeros", "random"]))
mode = st.tuples(st.just("mode"), st.sampled_from(["self", "causal", "cross"]))
rand = st.tuples(st.just("randomize"), st.integers(0, 1000))
w_o = st.tuples(st.just("w_o"), st.booleans())
preset = st.tuples(st.just("preset"), st.sampled_from(["02-causal-decoder", "03-cross-attention", "04-two-heads"]))
operations = st.lists(st.one_of(cell_edit, paste, size, mode, rand, w_o, preset), min_size=1, max_size=12)


def perform(document: Document, model: MatrixModel, op: tuple) -> None:
    kind, *args = op
    session = document.session
    if kind == "cell":
        matrix_id, row, col, value = args
        rows, cols = session.matrix(matrix_id).shape
        model.set_matrix_id(matrix_id)
        model.setData(model.index(row % rows, col % cols), str(value))
    elif kind == "paste":
        model.set_matrix_id("heads[0].w_v")
        model.set_block(0, 0, [["1.5", "-2"]] if session.d_v >= 2 else [["1.5"]])
    elif kind == "size":
        name, value, fill = args
        document.apply(resize(session, **{name: value}, fill=fill, seed=value), f"size {name}")
    elif kind == "mode":
        document.apply(set_mode(session, args[0]), "mode")
    elif kind == "randomize":
        document.apply(randomize(session, args[0]), "randomize")
    elif kind == "w_o":
        document.apply(set_output_projection(session, args[0]), "w_o")
    elif kind == "preset":
        document.apply(load_preset(args[0]), "preset")


@settings(max_examples=60, deadline=None)
@given(operations)
def test_undo_redo_walks_back_and_forth_exactly(qapp, ops):
    document = Document(load_preset("01-thinking-machines"))
    model = MatrixModel(document, "embeddings")
    states = [document.session]
    for op in ops:
        before = document.undo_stack.count()
        perform(document, model, op)
        if document.undo_stack.count() != before:  # one user action is one undo step (or none if a no-op)
            assert document.undo_stack.count() == before + 1
            states.append(document.session)
    assert len(states) == document.undo_stack.count() + 1
    for expected in reversed(states[:-1]):
        document.undo_stack.undo()
        assert document.session.equals(expected)
        # The trace always follows the session.
        assert document.trace.step("weights").shape[0] == expected.n
    assert not document.modified
    for expected in states[1:]:
        document.undo_stack.redo()
        assert document.session.equals(expected)
    document.deleteLater()
