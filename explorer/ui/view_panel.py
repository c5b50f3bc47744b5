"""The right panel: a heatmap of one step of the selected head, with its controls."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from explorer.core.trace import PREVIEW_SIDE, Step, Trace
from explorer.ui.document import Document
from explorer.ui.heatmap import SEQUENTIAL_MAPS, DeferredValues, Heatmap
from explorer.ui.view_state import ViewState

#: Steps a heatmap can show, in pipeline order, with the name in the selector.
STEP_CHOICES = (
    ("weights", "Attention weights  softmax(S′)"),
    ("scores", "Scores  Q·Kᵀ"),
    ("scaled", "Scaled scores  S / √d_k"),
    ("masked", "Masked scores (causal)"),
    ("q", "Queries  Q"),
    ("k", "Keys  K"),
    ("v", "Values  V"),
    ("output", "Output  Z = A·V"),
    ("concat", "All heads concatenated"),
    ("projected", "Projected  Z·W_O"),
)


#: Picture sizes go up in steps of this many cells, so that resizing the window
#: by a few pixels does not make a new picture of a long sequence.
PREVIEW_STEP = 256


def step_mask(trace: Trace, step: Step, shape: tuple[int, int]) -> np.ndarray | None:
    """Cells to draw as masked, at the picture's ``shape``: the causal mask
    (j > i) on the masked scores and on causal weights.

    On a reduced picture (blocks of k × k cells) the same triangle marks the
    blocks that are masked whole, so it is built at the picture's size and
    never as a full n × n array.
    """
    causal = step.key.replace(step.id, "masked") in trace
    if step.id == "masked" or (step.id == "weights" and causal):
        return _upper_triangle(tuple(shape))
    return None


@lru_cache(maxsize=16)
def _upper_triangle(shape: tuple[int, int]) -> np.ndarray:
    # One read-only array per picture size: a repaint reuses it (and a card
    # can tell by identity that its mask did not change).
    mask = np.triu(np.ones(shape, dtype=bool), k=1)
    mask.setflags(write=False)
    return mask


def picture_how(step_id: str) -> str:
    """How a step's picture reduces blocks of cells: the maximum for the weights
    (a bright cell stays visible), the mean for everything else."""
    return "max" if step_id == "weights" else "mean"


def shown_values(step: Step, display: np.ndarray) -> np.ndarray | DeferredValues:
    """The exact values behind a picture, for tooltips and clicks. A lazy step
    drawn through a smaller picture is made only when a cell is first read."""
    if step.is_lazy and display.shape != step.shape[:2]:
        return DeferredValues(step.shape, lambda: step.array, source=step)
    return step.array


def axis_names(step: Step) -> tuple[str, str]:
    """What the rows and columns of a step are, for the heatmap's axes."""
    rows = "keys" if step.id in ("k", "v") else "queries"
    if step.id in ("scores", "scaled", "masked", "weights"):
        return rows, "keys"
    return rows, "dimensions"


class ViewPanel(QWidget):
    """Step selector, colormap, value switch and the heatmap."""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        controls = QHBoxLayout()
        self.step_combo = QComboBox()
        self.step_combo.setToolTip("Which step of the selected head the heatmap shows")
        self.step_combo.setAccessibleName("Step shown")
        # No "Show" label: at 1280 px with the docks open it cut the step names
        # short ("softmax(" without its S′); the names say what the box is.
        self.step_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.step_combo.currentIndexChanged.connect(self._on_step_chosen)
        controls.addWidget(self.step_combo, 1)
        controls.addSpacing(12)
        controls.addWidget(QLabel("Colours"))
        self.cmap_combo = QComboBox()
        self.cmap_combo.addItems(list(SEQUENTIAL_MAPS))
        self.cmap_combo.setToolTip("colour-blind-safe maps; signed values always use a diverging map centred on 0")
        self.cmap_combo.currentTextChanged.connect(view.set_colormap)
        controls.addWidget(self.cmap_combo)
        self.values_check = QCheckBox("Values in cells")
        self.values_check.setChecked(view.show_values)
        self.values_check.toggled.connect(view.set_show_values)
        controls.addWidget(self.values_check)
        layout.addLayout(controls)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.formula = QLabel()
        self.formula.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.formula)
        self.heatmap = Heatmap()
        self.heatmap.setMinimumSize(320, 260)
        layout.addWidget(self.heatmap, 1)

        self._shown: tuple | None = None
        self._side = PREVIEW_SIDE
        self.heatmap.plot.getViewBox().sigResized.connect(self._on_resized)
        document.changed.connect(self.refresh)
        view.head_changed.connect(self.refresh)
        view.step_changed.connect(self.refresh)
        view.step_changed.connect(self._want_picture)
        view.colormap_changed.connect(self._on_colormap)
        view.show_values_changed.connect(self.heatmap.set_show_values)
        self._want_picture()
        self.refresh()

    def current_step(self) -> Step:
        trace = self._document.trace
        head = min(self._view.head, trace.n_heads - 1)
        wanted = self._view.step
        key = wanted if wanted in ("concat", "projected") else f"heads[{head}].{wanted}"
        if key not in trace:
            key = f"heads[{head}].weights"
        return trace.get(key)

    def _available(self) -> list[tuple[str, str]]:
        trace = self._document.trace
        return [(sid, text) for sid, text in STEP_CHOICES
                if (sid in ("concat", "projected") and sid in trace) or f"heads[0].{sid}" in trace]

    def _on_step_chosen(self, index: int) -> None:
        if index >= 0:
            self._view.set_step(self.step_combo.itemData(index))

    def _on_colormap(self, name: str) -> None:
        with QSignalBlocker(self.cmap_combo):
            self.cmap_combo.setCurrentText(name)
        self.heatmap.set_colormap(name)

    def preview_side(self) -> int:
        """Cells a side of the picture: the heatmap's pixels, rounded up to a step
        (so under twice the pixels of its shorter side: pyqtgraph need not reduce it)."""
        side = -(-self.heatmap.pixel_side() // PREVIEW_STEP) * PREVIEW_STEP
        return min(PREVIEW_SIDE, max(PREVIEW_STEP, side))

    def picture(self) -> tuple[str, int, str]:
        """The picture this heatmap draws: (step id, cells a side, how)."""
        step_id = self._view.step
        return step_id, self._side, picture_how(step_id)

    def _want_picture(self) -> None:
        # Next traces from the worker come with this picture made.
        self._document.want_pictures("heatmap", [self.picture()])

    def _on_resized(self) -> None:
        side = self.preview_side()
        if side != self._side:
            self._side = side
            self._want_picture()
            self._shown = None  # redraw at the new size
            self.refresh()

    def refresh(self) -> None:
        # A session change whose trace is still computing (long sequences)
        # leaves the picture as it is: repaint once, when the trace lands.
        shown = (self._document.trace, self._view.head, self._view.step)
        if shown == self._shown:
            return
        self._shown = shown
        available = self._available()
        with QSignalBlocker(self.step_combo):
            if [self.step_combo.itemData(i) for i in range(self.step_combo.count())] != [a[0] for a in available]:
                self.step_combo.clear()
                for sid, text in available:
                    self.step_combo.addItem(text, sid)
        step = self.current_step()
        with QSignalBlocker(self.step_combo):
            self.step_combo.setCurrentIndex(max(self.step_combo.findData(step.id), 0))
        trace = self._document.trace
        head_note = "" if step.head is None or trace.n_heads == 1 else f"  ·  head {step.head + 1}"
        self.title.setText(f"{step.title}{head_note}  ·  {step.shape_text}")
        self.formula.setText(step.formula)
        display = step.preview(self._side, picture_how(step.id))
        self.heatmap.set_matrix(shown_values(step, display), step.row_labels, step.col_labels, display=display,
                                probability=step.id == "weights", mask=step_mask(trace, step, display.shape),
                                colormap_name=self._view.colormap, axis_names=axis_names(step))
