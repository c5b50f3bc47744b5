"""An editor's model says which cells changed: one edited cell repaints one cell,
not every visible cell of the table; new labels or shapes repaint all."""

from __future__ import annotations

import numpy as np

from explorer.core.edits import randomize
from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.editors.matrix_model import MatrixModel


def _spans(model: MatrixModel, action) -> list[tuple[int, int, int, int]]:
    spans: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: spans.append((a.row(), a.column(), b.row(), b.column())))
    action()
    return spans


def test_one_edited_cell_is_the_one_cell_said_changed(qapp):
    document = Document(load_preset())
    try:
        x = MatrixModel(document, "embeddings", labels=True)
        w_q, w_k = MatrixModel(document, "heads[0].w_q"), MatrixModel(document, "heads[0].w_k")
        spans_k: list = []
        w_k.dataChanged.connect(lambda *a: spans_k.append(a))
        assert _spans(w_q, lambda: w_q.setData(w_q.index(1, 2), "0.75")) == [(1, 2, 1, 2)]
        assert spans_k == []  # another matrix: nothing
        assert _spans(x, lambda: x.setData(x.index(1, 2), "0.5")) == [(1, 2, 1, 2)]  # column 0 holds the tokens
        # Undo says the same cell again; a token renamed repaints the whole table.
        assert _spans(x, document.undo_stack.undo) == [(1, 2, 1, 2)]  # X's edit undone
        assert _spans(w_q, document.undo_stack.undo) == [(1, 2, 1, 2)]  # then W_Q's
        rows, cols = x.rowCount(), x.columnCount()
        assert _spans(x, lambda: x.setData(x.index(0, 0), "A")) == [(0, 0, rows - 1, cols - 1)]
    finally:
        document.close()


def test_a_block_of_changes_is_said_as_its_bounding_box(qapp):
    document = Document(load_preset())
    try:
        w_v = MatrixModel(document, "heads[0].w_v")
        before = document.session.heads[0].w_v
        spans = _spans(w_v, lambda: document.apply(randomize(document.session, seed=9), "Randomize"))
        changed = np.argwhere(before != document.session.heads[0].w_v)
        assert len(changed) > 4
        assert spans == [(*changed.min(axis=0), *changed.max(axis=0))]
        assert _spans(w_v, lambda: w_v.set_block(0, 1, [["1", "2"], ["3", "4"]])) == [(0, 1, 1, 2)]
    finally:
        document.close()


def test_the_roles_a_cell_does_not_use_are_answered_without_reading_its_number(qapp, monkeypatch):
    # Qt's delegate asks a dozen roles of every cell it paints: a repaint of the editors
    # at 4096 tokens was 2500 calls, each of which read the cell's number.
    from PySide6.QtCore import Qt

    document = Document(load_preset())
    try:
        model = MatrixModel(document, "heads[0].w_q")
        reads: list[str] = []
        session_type = type(document.session)
        real = session_type.matrix
        monkeypatch.setattr(session_type, "matrix", lambda self, key: (reads.append(key), real(self, key))[1])
        index = model.index(1, 2)
        unused = (Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.DecorationRole,
                  Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.SizeHintRole, Qt.ItemDataRole.BackgroundRole)
        assert [model.data(index, role) for role in unused] == [None] * len(unused)
        assert model.data(index, Qt.ItemDataRole.TextAlignmentRole) == int(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        assert reads == []
        value = float(document.session.heads[0].w_q[1, 2])
        assert float(model.data(index, Qt.ItemDataRole.EditRole)) == value and reads == ["heads[0].w_q"]
    finally:
        document.close()


def test_an_edited_number_of_the_same_width_lays_nothing_out_again(window, qtbot):
    # Adjusting to its contents, an editor asked the whole inputs panel for a layout at
    # every edited cell; its size hint follows its columns, which are told when they change.
    from PySide6.QtCore import QEvent, QObject

    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(100)  # the layouts of the first show done
    editor, model = window.inputs.editors["w_q"], window.inputs.models["w_q"]
    requests: list[QObject] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.LayoutRequest:
                requests.append(obj)
            return False

    watch = Watch()
    panel = window.inputs
    for widget in (panel, *panel.findChildren(QObject)):
        if widget.isWidgetType():
            widget.installEventFilter(watch)
    width = editor.sizeHint().width()
    model.setData(model.index(0, 0), "0.5")  # a number as wide as the column's narrowest ("−0.0")
    qtbot.wait(50)
    assert requests == [] and editor.sizeHint().width() == width
    model.setData(model.index(0, 0), "-123.456")  # wider: the column, the hint and the panel follow
    qtbot.waitUntil(lambda: editor.sizeHint().width() > width)
    qtbot.waitUntil(lambda: panel in requests)
