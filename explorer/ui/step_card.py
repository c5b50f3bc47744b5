"""One card of the pipeline panel: a step's title, formula, shape and matrix.

Small matrices are printed as numbers (:class:`NumberGrid`, painted so that
cells can be outlined when the inspector highlights them); larger ones become
a :class:`~explorer.ui.heatmap.Heatmap`. A card knows nothing of traces: the
panel hands it a :class:`CardContent` with the numbers already computed.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from explorer.core.session import Session
from explorer.core.trace import Step, Trace
from explorer.ui.heatmap import DeferredValues, Heatmap
from explorer.ui.matrix_model import format_number
from explorer.ui.view_panel import axis_names, picture_how, shown_values, step_mask

#: Past this many rows or columns numbers no longer fit a card: draw a heatmap.
MAX_GRID_CELLS = 12
#: Colour-blind-safe pair (Okabe–Ito orange and blue): cells vs. cards.
SELECTED = QColor(230, 159, 0)
CURRENT = QColor(0, 114, 178)
HEATMAP_SIZE = QSize(340, 300)
#: Cells a side of a card's picture of a long sequence (under twice its pixels).
CARD_PICTURE_SIDE = 256
#: The n × m steps, whose pictures the worker makes while the cards are shown.
PICTURED_STEPS = ("scores", "scaled", "masked", "weights")
#: Cards are at least this wide so that a 1 × 1 matrix still gets a readable note.
MIN_TEXT_WIDTH = 200
Cells = frozenset[tuple[int, int]]


@dataclass(frozen=True)
class CardContent:
    """What a card shows. ``values`` is 2-D; ``mask`` marks cells drawn as masked;
    ``index_prefix`` is prepended to a clicked (row, col) (``(i,)`` for the
    weighted values of query i)."""

    key: str
    title: str
    formula: str
    shape_text: str
    values: np.ndarray | DeferredValues
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    description: str = ""
    mask: np.ndarray | None = None
    probability: bool = False
    index_prefix: tuple[int, ...] = ()
    axis_names: tuple[str, str] = ("rows", "columns")
    #: A reduced picture of ``values`` (Step.preview) when it has more cells
    #: than a card can show; ``mask`` then has the picture's shape.
    display: np.ndarray | None = None


def same_content(a: CardContent | None, b: CardContent) -> bool:
    """Whether ``b`` shows exactly what ``a`` shows. Arrays are compared by
    identity: traces and sessions are immutable, so the same array object is
    the same numbers (an edit that leaves a card's step alone keeps its array)."""
    if a is None:
        return False
    for f in fields(CardContent):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if isinstance(x, DeferredValues) and isinstance(y, DeferredValues):
            same = x.source is y.source and x.source is not None
        elif isinstance(x, (np.ndarray, DeferredValues)) or isinstance(y, (np.ndarray, DeferredValues)):
            same = x is y
        else:
            same = x == y
        if not same:
            return False
    return True


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way towards ``b`` (for tints that suit light and dark palettes)."""
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


class NumberGrid(QWidget):
    """A read-only matrix of numbers with row and column labels; emits the clicked cell."""

    cell_clicked = Signal(int, int)
    PAD = 8

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._values = np.zeros((0, 0))
        self._texts: list[list[str]] = []
        self._rows: tuple[str, ...] = ()
        self._cols: tuple[str, ...] = ()
        self._mask: np.ndarray | None = None
        self._selected: Cells = frozenset()
        self._sources: Cells = frozenset()
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.setFont(font)
        self._header_font = QFont(font)
        self._header_font.setPointSizeF(font.pointSizeF() * 0.9)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._geometry = (0, 0, 0, 0)  # label width, header height, cell width, cell height

    # -- content -----------------------------------------------------------------
    def set_matrix(self, values: np.ndarray, rows: tuple[str, ...], cols: tuple[str, ...],
                   mask: np.ndarray | None = None) -> None:
        self._values = np.asarray(values, dtype=np.float64)
        self._rows, self._cols, self._mask = tuple(rows), tuple(cols), mask
        self._texts = [[self._format(i, j) for j in range(self._values.shape[1])]
                       for i in range(self._values.shape[0])]
        self._measure()
        self.updateGeometry()
        self.update()

    def set_highlights(self, selected: Cells, sources: Cells) -> None:
        """``selected``: the inspected cell; ``sources``: the cells it reads."""
        if (selected, sources) != (self._selected, self._sources):
            self._selected, self._sources = frozenset(selected), frozenset(sources)
            self.update()

    @property
    def values(self) -> np.ndarray:
        return self._values

    def highlights(self) -> tuple[Cells, Cells]:
        return self._selected, self._sources

    def text_at(self, i: int, j: int) -> str:
        return self._texts[i][j]

    def _format(self, i: int, j: int) -> str:
        value = float(self._values[i, j])
        if np.isneginf(value):
            return "−∞"
        return format_number(value, 4).replace("-", "−")

    def _masked(self, i: int, j: int) -> bool:
        return self._mask is not None and bool(self._mask[i, j])

    # -- geometry ----------------------------------------------------------------
    def _measure(self) -> None:
        numbers, header = QFontMetrics(self.font()), QFontMetrics(self._header_font)
        texts = [t for row in self._texts for t in row]
        cell_w = max([numbers.horizontalAdvance(t) for t in texts] +
                     [header.horizontalAdvance(c) for c in self._cols] + [24]) + 2 * self.PAD
        label_w = max([header.horizontalAdvance(r) for r in self._rows] + [0]) + 2 * self.PAD
        self._geometry = (label_w, header.height() + self.PAD, cell_w, numbers.height() + self.PAD + 2)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        label_w, header_h, cell_w, cell_h = self._geometry
        rows, cols = self._values.shape
        return QSize(label_w + cols * cell_w + 2, header_h + rows * cell_h + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def cell_rect(self, i: int, j: int) -> QRect:
        """The widget rectangle of cell (i, j)."""
        label_w, header_h, cell_w, cell_h = self._geometry
        return QRect(label_w + j * cell_w, header_h + i * cell_h, cell_w, cell_h)

    def cell_at(self, pos: QPoint) -> tuple[int, int] | None:
        label_w, header_h, cell_w, cell_h = self._geometry
        if pos.x() < label_w or pos.y() < header_h or not cell_w or not cell_h:
            return None
        i, j = (pos.y() - header_h) // cell_h, (pos.x() - label_w) // cell_w
        rows, cols = self._values.shape
        return (i, j) if i < rows and j < cols else None

    # -- painting and mouse ------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        palette = self.palette()
        base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
        muted = _blend(text, base, 0.45)
        grid = _blend(text, base, 0.82)
        masked_bg = _blend(text, base, 0.9)
        label_w, header_h, cell_w, cell_h = self._geometry
        rows, cols = self._values.shape
        painter.setFont(self._header_font)
        painter.setPen(muted)
        for j, label in enumerate(self._cols):
            painter.drawText(QRect(label_w + j * cell_w, 0, cell_w, header_h - 2),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), label)
        for i, label in enumerate(self._rows):
            painter.drawText(QRect(0, header_h + i * cell_h, label_w - self.PAD // 2, cell_h),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)
        body = QRect(label_w, header_h, cols * cell_w, rows * cell_h)
        painter.fillRect(body, base)
        painter.setFont(self.font())
        for i in range(rows):
            for j in range(cols):
                rect = self.cell_rect(i, j)
                masked = self._masked(i, j)
                if (i, j) in self._selected:
                    painter.fillRect(rect, SELECTED)
                elif (i, j) in self._sources:
                    painter.fillRect(rect, _blend(base, SELECTED, 0.35))
                elif masked:
                    painter.fillRect(rect, masked_bg)
                # The strong orange fill is light in both themes: dark text reads on it.
                painter.setPen(QColor(20, 20, 20) if (i, j) in self._selected else muted if masked else text)
                painter.drawText(rect.adjusted(self.PAD // 2, 0, -self.PAD, 0),
                                 int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), self._texts[i][j])
        painter.setPen(QPen(grid, 1))
        for i in range(rows + 1):
            painter.drawLine(label_w, header_h + i * cell_h, label_w + cols * cell_w, header_h + i * cell_h)
        for j in range(cols + 1):
            painter.drawLine(label_w + j * cell_w, header_h, label_w + j * cell_w, header_h + rows * cell_h)
        # Outlines last, so neighbouring fills do not cover them.
        for i, j in self._sources - self._selected:
            painter.setPen(QPen(_blend(SELECTED, text, 0.15), 1.5))
            painter.drawRect(QRectF(self.cell_rect(i, j)).adjusted(1, 1, -1, -1))
        for i, j in self._selected:
            painter.setPen(QPen(_blend(SELECTED, text, 0.45), 2.5))
            painter.drawRect(QRectF(self.cell_rect(i, j)).adjusted(1.5, 1.5, -1.5, -1.5))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and cell is not None:
            self.cell_clicked.emit(*cell)
        else:
            super().mousePressEvent(event)


class StepCard(QFrame):
    """Title, shape, formula, a note, and the matrix (numbers or a heatmap).

    ``role`` is ``"current"`` (the step being taught: a strong frame),
    ``"read"`` (an input of the current step: a light frame) or ``""``.
    """

    #: (card key, index): a cell was clicked; the index includes ``index_prefix``.
    cell_clicked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.content: CardContent | None = None
        self.role = ""
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        policy = self.sizePolicy()
        # Hidden cards keep their place: revealing a step must not move the others.
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title.setFont(font)
        self.shape = QLabel()
        self.shape.setToolTip("rows × columns")
        top.addWidget(self.title, 1)
        top.addWidget(self.shape)
        layout.addLayout(top)
        self.extra_row = QHBoxLayout()
        layout.addLayout(self.extra_row)
        self.formula = QLabel()
        font = self.formula.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.formula.setFont(font)
        self.formula.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.formula)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.grid = NumberGrid()
        self.grid.cell_clicked.connect(self._clicked)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignLeft)
        self.heatmap: Heatmap | None = None
        self._overlay: pg.ImageItem | None = None
        self._highlight: tuple[Cells, Cells] = (frozenset(), frozenset())
        for label in (self.shape, self.note):
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)

    @property
    def key(self) -> str:
        return self.content.key if self.content else ""

    @property
    def uses_heatmap(self) -> bool:
        return self.content is not None and max(self.content.values.shape) > MAX_GRID_CELLS

    def add_extra(self, widget: QWidget) -> None:
        """A control in the card's header row (e.g. the query chooser)."""
        self.extra_row.addWidget(widget)
        self.extra_row.addStretch(1)

    def set_content(self, content: CardContent) -> None:
        if same_content(self.content, content):
            return  # e.g. the step cards while the next trace is computing: nothing to redraw
        self.content = content
        self.title.setText(content.title)
        self.shape.setText(content.shape_text)
        self.formula.setText(content.formula)
        self.formula.setVisible(bool(content.formula))
        self.note.setText(content.description)
        self.note.setVisible(bool(content.description))
        if self.uses_heatmap:
            self._ensure_heatmap()
            self.grid.hide()
            self.heatmap.show()
            self.heatmap.set_matrix(content.values, content.row_labels, content.col_labels,
                                    probability=content.probability, mask=content.mask,
                                    axis_names=content.axis_names, display=content.display)
            width = HEATMAP_SIZE.width()
        else:
            if self.heatmap is not None:
                self.heatmap.hide()
            self.grid.show()
            self.grid.set_matrix(content.values, content.row_labels, content.col_labels, content.mask)
            width = self.grid.sizeHint().width()
        # Notes wrap to the matrix's width, but a tiny matrix must not make a tall, thin card.
        width = max(width, MIN_TEXT_WIDTH, self.title.sizeHint().width() + self.shape.sizeHint().width() + 12,
                    self.formula.sizeHint().width())
        self.note.setFixedWidth(width)
        self._paint_highlights()
        self.adjustSize()

    def _ensure_heatmap(self) -> None:
        if self.heatmap is not None:
            return
        self.heatmap = Heatmap()
        self.heatmap.setFixedSize(HEATMAP_SIZE)
        self.heatmap.cell_clicked.connect(self._clicked)
        self._overlay = pg.ImageItem(axisOrder="row-major")
        self._overlay.setZValue(8)
        self.heatmap.plot.addItem(self._overlay)
        self.layout().addWidget(self.heatmap)

    def _clicked(self, i: int, j: int) -> None:
        if self.content is not None:
            self.cell_clicked.emit(self.content.key, self.content.index_prefix + (i, j))

    # -- highlights ----------------------------------------------------------------
    def set_highlights(self, selected: Cells, sources: Cells) -> None:
        self._highlight = (frozenset(selected), frozenset(sources))
        self._paint_highlights()

    def highlights(self) -> tuple[Cells, Cells]:
        """(selected cells, source cells) shown in this card."""
        return self._highlight

    def _paint_highlights(self) -> None:
        selected, sources = self._highlight
        if not self.uses_heatmap:
            self.grid.set_highlights(selected, sources)
            return
        self._overlay.setVisible(bool(selected or sources))
        if not (selected or sources):
            return  # no rows × cols × 4 overlay to build (64 MB at 4096 tokens)
        rows, cols = self.content.values.shape[:2]
        # At the picture's size: a highlighted cell marks the block it falls in.
        pr, pc = self.content.display.shape if self.content.display is not None else (rows, cols)
        overlay = np.zeros((pr, pc, 4), dtype=np.ubyte)
        for cells, alpha in ((sources, 120), (selected, 230)):
            for i, j in cells:
                if i < rows and j < cols:
                    overlay[i * pr // rows, j * pc // cols] = (SELECTED.red(), SELECTED.green(), SELECTED.blue(),
                                                               alpha)
        self._overlay.setImage(overlay, autoLevels=False, levels=(0, 255))
        self._overlay.setRect(0, 0, cols, rows)

    def set_role(self, role: str) -> None:
        if role != self.role:
            self.role = role
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        border, width = _blend(palette.color(QPalette.ColorRole.Text), base, 0.8), 1.0
        fill = base
        if self.role == "current":
            border, width = CURRENT, 3.5
        elif self.role == "read":
            border, width = _blend(CURRENT, base, 0.45), 2.5
            fill = _blend(base, CURRENT, 0.06)
        painter.setPen(QPen(border, width))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2), 8, 8)
        painter.end()


# -- what the pipeline panel's cards show ---------------------------------------------

#: The panel's rows, in reading order (like the reference text's figure).
STAGES = (
    ("inputs", "Inputs: token embeddings and learned weights"),
    ("linear", "Step 1 · Three linear transformations"),
    ("scores", "Steps 2–3 · Scores, ÷√d_k, softmax"),
    ("sum", "Steps 4–5 · Weighted values and their sum"),
    ("heads", "Heads combined"),
)
_STAGE_OF = {"q": "linear", "k": "linear", "v": "linear", "scores": "scores", "scaled": "scores",
             "masked": "scores", "weights": "scores", "weighted_values": "sum", "output": "sum",
             "concat": "heads", "projected": "heads", "w_o": "heads"}
#: One query's weighted values (m × d_v) are shown up to this many numbers.
MAX_WEIGHTED_VALUES = 2_000_000


def stage_of(key: str) -> str:
    """The row a card key belongs to (``"heads[0].scores"`` → ``"scores"``)."""
    return _STAGE_OF.get(key.rsplit(".", 1)[-1], "inputs")


def _input_card(session: Session, matrix_id: str) -> CardContent:
    values = session.matrix(matrix_id)
    cross = session.mode == "cross"
    dims = tuple(f"x{c + 1}" for c in range(session.d_model))
    if matrix_id in ("embeddings", "source_embeddings"):
        source = matrix_id == "source_embeddings"
        rows = session.source_tokens if source else session.tokens
        title = ("Encoder tokens X_enc" if source else "Decoder tokens X_dec") if cross else "Embeddings X"
        note = ("Source tokens: the keys and values come from these" if source else
                "Target tokens: the queries come from these") if cross else "One row per token"
        return CardContent(matrix_id, title, "", f"{values.shape[0]} × {values.shape[1]}",
                           values, tuple(rows), dims, note, axis_names=("tokens", "dimensions"))
    name = matrix_id.rsplit(".", 1)[-1]
    prefix = {"w_q": "q", "w_k": "k", "w_v": "v", "w_o": "o"}[name]
    rows = dims if name != "w_o" else tuple(f"z{r + 1}" for r in range(values.shape[0]))
    note = {"w_q": "Learned: embedding → query", "w_k": "Learned: embedding → key",
            "w_v": "Learned: embedding → value", "w_o": "Learned: mixes the heads' outputs"}[name]
    head = "" if name == "w_o" or len(session.heads) == 1 else f" (head {int(matrix_id[6:-5]) + 1})"
    return CardContent(matrix_id, f"W_{name[2:].upper()}{head}", "",
                       f"{values.shape[0]} × {values.shape[1]}", values, rows,
                       tuple(f"{prefix}{c + 1}" for c in range(values.shape[1])), note,
                       axis_names=("dimensions", "dimensions"))


def _step_card(trace: Trace, step: Step, query: int) -> CardContent:
    head = "" if step.head is None or trace.n_heads == 1 else f"  ·  head {step.head + 1}"
    if step.id == "weighted_values":
        _n, m, d_v = step.shape
        # Step.row builds one query's m × d_v slice, never the whole n × m × d_v array.
        values = step.row(query) if m * d_v <= MAX_WEIGHTED_VALUES else np.zeros((0, 0))
        note = (f"Row j is value v_j times the weight a_{query}j of key j for query "
                f"“{step.row_labels[query]}”; the output sums these rows")
        if not values.size:
            note = f"{step.shape_text} numbers: too many to show; the output card holds their sums"
        v_dims = tuple(f"v{c + 1}" for c in range(d_v))
        return CardContent(step.key, f"Weighted values a_ij·v_j{head}", f"query i = {query}: a_{query}j · v_j",
                           step.shape_text, values, step.col_labels, v_dims, note,
                           index_prefix=(query,), axis_names=("keys", "dimensions"))
    display = None
    if len(step.shape) == 2 and max(step.shape) > CARD_PICTURE_SIDE:
        # Long sequences: a picture (made in the worker while the cards are
        # shown), not an n × m pass, mask and overlay on the UI thread per card.
        display = step.preview(CARD_PICTURE_SIDE, picture_how(step.id))
    values = step.array if display is None else shown_values(step, display)
    shape = step.shape[:2] if display is None else display.shape
    return CardContent(step.key, step.title + head, step.formula, step.shape_text, values,
                       step.row_labels, step.col_labels, step.description, mask=step_mask(trace, step, shape),
                       probability=step.id == "weights", axis_names=axis_names(step), display=display)


def card_pictures() -> list[tuple[str, int, str]]:
    """The pictures the cards of a long sequence draw (see Document.want_pictures)."""
    return [(step_id, CARD_PICTURE_SIDE, picture_how(step_id)) for step_id in PICTURED_STEPS]


def build_cards(trace: Trace, session: Session, head: int, query: int) -> list[CardContent]:
    """Every card for ``head``, in pipeline order: inputs, the head's steps, then concat/projected.

    ``query`` is the query row whose weighted values are shown.
    """
    cards = [_input_card(session, mid) for mid in ("embeddings", "source_embeddings")
             if mid != "source_embeddings" or session.mode == "cross"]
    cards += [_input_card(session, f"heads[{head}].{w}") for w in ("w_q", "w_k", "w_v")]
    cards += [_step_card(trace, step, query) for step in trace.head_steps(head)]
    if "concat" in trace:
        cards.append(_step_card(trace, trace.get("concat"), query))
    if session.w_o is not None and "projected" in trace:
        cards += [_input_card(session, "w_o"), _step_card(trace, trace.get("projected"), query)]
    return cards
