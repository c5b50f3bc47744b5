"""A heatmap of one matrix: pyqtgraph's ImageItem with token labels.

Like pyqtgraph's MatrixDisplayExample: a row-major ImageItem, inverted Y,
query tokens down the left, key tokens across the top, a linked ColorBarItem.
Masked cells get an overlay of their own so they read as "masked", not as a
weight of zero. Values are printed in the cells while the cells are large
enough to read them; the tooltip always has the exact value.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPalette
from PySide6.QtWidgets import QToolTip, QWidget

from explorer.core.numbers import format_number
from explorer.core.steps import colour_scale
from explorer.export.colormaps import lut
from explorer.model.cards import DeferredValues
from explorer.ui.theme import text_color_on

#: Colour-blind-safe maps offered for values in [0, 1] or of one sign.
SEQUENTIAL_MAPS = ("viridis", "cividis", "magma", "CET-CBL1")
#: Colour-blind-safe diverging maps for signed values, centred on 0.
DIVERGING_MAPS = ("rdbu", "CET-CBD1")
MASKED_RGBA = (200, 200, 200, 255)
#: Print values in cells only up to this many cells (beyond that text is noise).
MAX_LABELLED_CELLS = 400
MIN_CELL_PX = (34.0, 18.0)
MAX_TICKS = 40


@lru_cache(maxsize=None)
def colormap(name: str) -> pg.ColorMap:
    """The pyqtgraph map for ``name``, built from the same table the exported
    figures use, so a slide shows exactly the colours of the window.
    (Cached: building one converts 256 colours, too slow for every repaint.)"""
    table = lut(name)
    return pg.ColorMap(np.linspace(0.0, 1.0, len(table)), table)


def cell_text(value: float, decimals: int) -> str:
    """A value printed in a cell: a fixed number of decimals, so a column of
    weights lines up on a slide (0.760 above 0.090), unless it is too large."""
    if value == 0 or 10 ** -decimals <= abs(value) < 1e4:
        return f"{value:.{decimals}f}"
    return format_number(value, decimals)


def _ticks(labels: tuple[str, ...], room: int) -> list[tuple[float, str]]:
    """Every k-th label (at cell centres) so that at most ``room`` of them show."""
    step = max(1, math.ceil(len(labels) / max(room, 1)))
    return [(i + 0.5, labels[i]) for i in range(0, len(labels), step)]


class Heatmap(pg.GraphicsLayoutWidget):
    """Shows a 2-D array with row and column labels; emits the clicked cell."""

    cell_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setBackground(None)
        self.ci.layout.setContentsMargins(6, 6, 6, 6)
        self.plot = self.addPlot()
        self.plot.invertY(True)
        self.plot.hideButtons()
        self.plot.setMenuEnabled(False)
        self.plot.getViewBox().setDefaultPadding(0.0)
        # Cells fill the view (no aspect lock), so the token labels sit right
        # against the matrix instead of floating beside a letterboxed image.
        tick_font = QFont()
        tick_font.setPointSizeF(10.5)
        text_colour = self.palette().color(QPalette.ColorRole.WindowText)
        for side in ("left", "top"):
            self.plot.showAxis(side)
            axis = self.plot.getAxis(side)
            axis.setStyle(tickLength=0, tickFont=tick_font)
            axis.setTextPen(pg.mkPen(text_colour))
            axis.setPen(pg.mkPen(None))
        self.plot.hideAxis("bottom")
        self._label_style = {"color": text_colour.name(), "font-size": "10pt"}
        self._tick_font = tick_font
        self._axis_names: tuple[str, str] | None = None
        self._shown_map: str | None = None
        self.image = pg.ImageItem(axisOrder="row-major")
        # Matrices larger than the screen are drawn at screen resolution.
        self.image.setAutoDownsample(True)
        self.plot.addItem(self.image)
        self.mask_item = pg.ImageItem(axisOrder="row-major")
        self.mask_item.setZValue(5)
        self.plot.addItem(self.mask_item)
        self.colorbar = pg.ColorBarItem(values=(0, 1), colorMap=colormap("viridis"), interactive=False,
                                        width=16)
        self.colorbar.setImageItem(self.image, insert_in=self.plot)
        self._values = np.zeros((0, 0))
        self._raw = self._values
        self._mask: np.ndarray | None = None
        self._rows: tuple[str, ...] = ()
        self._cols: tuple[str, ...] = ()
        self._tick_key: tuple | None = None
        self._texts: list[pg.TextItem] = []
        self._show_values = True
        self._cmap_name = "viridis"
        self._signed = False
        self.decimals = 3
        self.plot.getViewBox().sigResized.connect(self._layout_texts)
        self.scene().sigMouseMoved.connect(self._hover)
        self.scene().sigMouseClicked.connect(self._click)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # A theme switch changes the palette: labels follow the new text colour.
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "_label_style"):
            colour = self.palette().color(QPalette.ColorRole.WindowText)
            self._label_style["color"] = colour.name()
            for side in ("left", "top"):
                axis = self.plot.getAxis(side)
                axis.setTextPen(pg.mkPen(colour))
                axis.setLabel(axis.labelText, **self._label_style)
        super().changeEvent(event)

    # -- content ---------------------------------------------------------------
    @property
    def values(self) -> np.ndarray:
        """The array shown (masked cells hold their underlying value)."""
        return self._values

    @property
    def levels(self) -> tuple[float, float]:
        low, high = self.colorbar.levels()
        return float(low), float(high)

    def set_matrix(self, values: np.ndarray | DeferredValues, rows: tuple[str, ...], cols: tuple[str, ...], *,
                   signed: bool | None = None, probability: bool = False, mask: np.ndarray | None = None,
                   colormap_name: str | None = None, axis_names: tuple[str, str] = ("queries", "keys"),
                   display: np.ndarray | None = None) -> None:
        """Show ``values`` (rows × cols).

        ``probability`` fixes the colour range to [0, 1]; ``signed`` centres a
        diverging map on 0 (default: when the values have both signs);
        ``mask`` marks cells drawn as masked. ``display`` is a reduced copy
        for the picture when ``values`` has more cells than the screen
        (``Step.preview``); ``mask`` then has its shape. Tooltips and clicks
        always use the full ``values``.
        """
        # Kept in its own dtype: a float32 trace of 4096 tokens converted to
        # float64 here was a 128 MB copy on the UI thread at every edit. With a
        # picture, values may be DeferredValues: read only for a tooltip or click.
        if display is None:
            values = np.asarray(values)
        picture = values if display is None else np.asarray(display)
        if axis_names != self._axis_names:  # re-rendering the label HTML is slow
            self._axis_names = axis_names
            self.plot.getAxis("left").setLabel(axis_names[0], **self._label_style)
            self.plot.getAxis("top").setLabel(axis_names[1], **self._label_style)
        finite = np.where(np.isfinite(picture), picture, 0.0)
        reshaped = values.shape != self._values.shape
        self._raw = values
        # The full array is kept as it is (no n × m copy per repaint at long
        # sequences); only a small one is cleaned of −∞ for the cell texts.
        self._values = finite if display is None else values
        self._rows, self._cols = tuple(rows), tuple(cols)
        self._mask = mask if mask is not None and mask.any() else None
        # THE colour rule, shared with every exported figure (explorer.core.steps.colour_scale).
        name, low, high = colour_scale(picture, probability, colormap_name or self._cmap_name, mask=mask)
        self._signed = bool(signed) or low < 0 < high
        if name != self._shown_map:
            self._shown_map = name
            self.colorbar.setColorMap(colormap(name))
        self.image.setImage(finite, autoLevels=False)
        if (low, high) != tuple(self.colorbar.levels()):
            # Same levels (weights are always 0…1): the colour bar's axis keeps its drawing.
            self.colorbar.setLevels((low, high))
        full_rows, full_cols = values.shape[:2]
        if finite.size:
            self.image.setRect(0, 0, full_cols, full_rows)
        if self._mask is not None:
            overlay = np.zeros(self._mask.shape + (4,), dtype=np.ubyte)
            overlay[self._mask] = MASKED_RGBA
            self.mask_item.setImage(overlay, autoLevels=False, levels=(0, 255))
            self.mask_item.setRect(0, 0, full_cols, full_rows)
            self.mask_item.show()
        else:
            self.mask_item.hide()
        self._update_ticks()
        if reshaped:
            self.plot.getViewBox().setRange(xRange=(0, max(full_cols, 1)), yRange=(0, max(full_rows, 1)), padding=0)
        self._make_texts()

    def _is_masked(self, i: int, j: int) -> bool:
        """Whether full-size cell (i, j) is drawn masked (the mask may be reduced)."""
        if self._mask is None:
            return False
        rows, cols = self._values.shape[:2]
        mr, mc = self._mask.shape
        return bool(self._mask[i * mr // rows, j * mc // cols])

    def set_colormap(self, name: str) -> None:
        """The map for unsigned values (signed values always use a diverging map)."""
        self._cmap_name = name
        if not self._signed:
            self._shown_map = name
            self.colorbar.setColorMap(colormap(name))
            self._make_texts()

    def set_show_values(self, show: bool) -> None:
        self._show_values = show
        self._make_texts()

    # -- values in cells -------------------------------------------------------
    def _make_texts(self) -> None:
        rows, cols = self._values.shape if self._values.ndim == 2 else (0, 0)
        wanted = rows * cols if self._show_values and rows * cols <= MAX_LABELLED_CELLS else 0
        while len(self._texts) < wanted:
            item = pg.TextItem(anchor=(0.5, 0.5))
            item.setZValue(10)
            self.plot.addItem(item)
            self._texts.append(item)
        for item in self._texts[wanted:]:
            item.hide()
        if not wanted:
            return
        cmap = self.colorbar.colorMap()
        low, high = self.levels
        span = (high - low) or 1.0
        rgba = cmap.map(np.clip((self._values.ravel() - low) / span, 0, 1), mode="byte")
        font = QFont()
        font.setPointSizeF(self._cell_font_size())
        for k, item in enumerate(self._texts[:wanted]):
            i, j = divmod(k, cols)
            masked = self._is_masked(i, j)
            item.setText("−∞" if masked and np.isneginf(self._raw_value(i, j)) else
                         "masked" if masked else cell_text(float(self._values[i, j]), self.decimals))
            item.setColor(QColor(90, 90, 90) if masked else text_color_on(QColor(*(int(c) for c in rgba[k][:3]))))
            item.setFont(font)
            item.setPos(j + 0.5, i + 0.5)
        self._layout_texts()

    def _cell_font_size(self) -> float:
        # Text grows with the cells (a 2 × 2 matrix on a slide wants big numbers).
        width, height = self.cell_pixels()
        return float(min(max(min(height * 0.22, width * 0.14), 9.0), 22.0))

    def _raw_value(self, i: int, j: int) -> float:
        return float(self._raw[i, j])

    def cell_pixels(self) -> tuple[float, float]:
        """On-screen width and height of one cell."""
        rows, cols = self._values.shape if self._values.ndim == 2 else (0, 0)
        if not rows or not cols:
            return 0.0, 0.0
        rect = self.plot.getViewBox().sceneBoundingRect()
        return rect.width() / cols, rect.height() / rows

    def pixel_side(self) -> int:
        """The shorter side of the matrix area in device pixels. A square picture
        of up to twice as many cells a side is drawn as it is; a larger one is
        averaged down again by pyqtgraph at every repaint."""
        rect = self.plot.getViewBox().sceneBoundingRect()
        return math.ceil(min(rect.width(), rect.height()) * self.devicePixelRatioF())

    def _update_ticks(self) -> None:
        # As many labels as fit without overlapping: rows need a line each,
        # columns need the width of their longest label.
        rect = self.plot.getViewBox().sceneBoundingRect()
        longest = max((len(t) for t in self._cols), default=1)
        row_room = int(rect.height() // 16) or MAX_TICKS
        col_room = int(rect.width() // (longest * 7.5 + 12)) or MAX_TICKS
        # New ticks make pyqtgraph lay out and redraw both axes (a few ms a
        # frame): an edit that changes only the numbers keeps them.
        key = (self._rows, self._cols, row_room, col_room, self.plot.getAxis("left").label.isVisible())
        if key == self._tick_key:
            return
        self._tick_key = key
        shown_rows = _ticks(self._rows, min(row_room, MAX_TICKS))
        left = self.plot.getAxis("left")
        left.setTicks([shown_rows, []])
        # pyqtgraph widens an axis for its labels only after a paint, so the
        # first frame (and a --screenshot) dropped long labels: size it now.
        metrics = QFontMetricsF(self._tick_font)
        widest = max((metrics.horizontalAdvance(t) for _, t in shown_rows), default=0.0)
        label = QFontMetricsF(QFont()).height() * 1.6 if left.label.isVisible() else 0.0
        left.setWidth(int(widest + label + 12))
        self.plot.getAxis("top").setTicks([_ticks(self._cols, min(col_room, MAX_TICKS)), []])

    def _layout_texts(self) -> None:
        self._update_ticks()
        width, height = self.cell_pixels()
        visible = width >= MIN_CELL_PX[0] and height >= MIN_CELL_PX[1]
        rows, cols = self._values.shape if self._values.ndim == 2 else (0, 0)
        wanted = rows * cols if self._show_values and rows * cols <= MAX_LABELLED_CELLS else 0
        font = QFont()
        font.setPointSizeF(self._cell_font_size())
        for item in self._texts[:wanted]:
            item.setVisible(visible)
            item.setFont(font)

    def texts_visible(self) -> list[str]:
        """The texts currently printed in cells (for tests and exports)."""
        return [t.toPlainText() for t in self._texts if t.isVisible()]

    # -- mouse -----------------------------------------------------------------
    def cell_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """The (row, column) under a scene position, or None outside the matrix."""
        view = self.plot.getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return None
        point = view.mapSceneToView(scene_pos)
        i, j = int(math.floor(point.y())), int(math.floor(point.x()))
        rows, cols = self._values.shape if self._values.ndim == 2 else (0, 0)
        if 0 <= i < rows and 0 <= j < cols:
            return i, j
        return None

    def describe_cell(self, i: int, j: int) -> str:
        value = float(self._raw[i, j])
        masked = self._is_masked(i, j)
        shown = "masked (future token)" if masked else repr(value)
        return f"{self._rows[i]} → {self._cols[j]}: {shown}"

    def _hover(self, scene_pos: QPointF) -> None:
        cell = self.cell_at(scene_pos)
        if cell is None:
            self.setToolTip("")
            return
        text = self.describe_cell(*cell)
        self.setToolTip(text)
        QToolTip.showText(self.mapToGlobal(self.mapFromScene(scene_pos)), text, self)

    def _click(self, event) -> None:  # pyqtgraph's MouseClickEvent
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None:
            self.cell_clicked.emit(*cell)
