"""Small multiples: every head's attention weights side by side.

Clicking a head's heatmap makes it the selected head (``view.head``) and
selects the clicked weight for the inspector.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from explorer.core.step_keys import step_key
from explorer.model.cards import CARD_PICTURE_SIDE, step_mask
from explorer.ui.document import Document
from explorer.ui.heatmap import Heatmap
from explorer.ui.view_state import ViewState
from explorer.ui.visible_refresh import RefreshWhenVisible

COLUMNS = 4
TILE = QSize(240, 220)


#: The cards' picture size: the worker makes the weights' picture at it while
#: the step-by-step tab is shown, so the thumbnails reuse it.
THUMBNAIL_SIDE = CARD_PICTURE_SIDE


class HeadsGrid(RefreshWhenVisible, QWidget):
    """One small weights heatmap per head, titled "Head 1", "Head 2" …"""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self.heatmaps: list[Heatmap] = []
        self.titles: list[QLabel] = []
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setHorizontalSpacing(10)
        document.changed.connect(self.request_refresh)
        view.head_changed.connect(self._mark_selected)
        view.colormap_changed.connect(self._on_colormap)
        self.request_refresh()  # built when first shown (it starts behind a tab)

    def _add_tile(self, head: int) -> None:
        tile = QWidget()
        box = QVBoxLayout(tile)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        title = QLabel(f"Head {head + 1}")
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        heatmap = Heatmap()
        heatmap.setFixedSize(TILE)
        # Small multiples share one scale (0…1, shown in the weights card): the colour bar
        # and axis titles would take the room the cells need.
        heatmap.plot.layout.removeItem(heatmap.colorbar)
        heatmap.colorbar.hide()
        heatmap.set_colormap(self._view.colormap)
        heatmap.cell_clicked.connect(lambda i, j, h=head: self._clicked(h, i, j))
        box.addWidget(title)
        box.addWidget(heatmap)
        self._layout.addWidget(tile, head // COLUMNS, head % COLUMNS)
        self.heatmaps.append(heatmap)
        self.titles.append(title)

    def refresh(self) -> None:
        trace = self._document.snapshot.trace
        while len(self.heatmaps) > trace.n_heads:
            self.heatmaps.pop()
            self.titles.pop()
            item = self._layout.takeAt(self._layout.count() - 1)
            item.widget().deleteLater()
        while len(self.heatmaps) < trace.n_heads:
            self._add_tile(len(self.heatmaps))
        for head, heatmap in enumerate(self.heatmaps):
            step = trace.get(step_key("weights", head))
            display = step.preview(THUMBNAIL_SIDE)  # a thumbnail needs no more cells than this
            heatmap.set_matrix(step.array, step.row_labels, step.col_labels, probability=True, display=display,
                               mask=step_mask(trace, step, display.shape), colormap_name=self._view.colormap)
            for side in ("left", "top"):
                heatmap.plot.getAxis(side).showLabel(False)
        self._mark_selected(self._view.head)

    def _mark_selected(self, head: int) -> None:
        for h, title in enumerate(self.titles):
            font = QFont(title.font())
            font.setBold(h == head)
            font.setUnderline(h == head)
            title.setFont(font)
            title.setText(f"Head {h + 1}" + ("  (selected)" if h == head else ""))

    def _on_colormap(self, name: str) -> None:
        for heatmap in self.heatmaps:
            heatmap.set_colormap(name)

    def _clicked(self, head: int, i: int, j: int) -> None:
        self._view.set_head(head)
        self._view.select(step_key("weights", head), (i, j))
