"""A heatmap of one matrix: pyqtgraph's ImageItem with token labels.

Like pyqtgraph's MatrixDisplayExample: a row-major ImageItem, inverted Y,
query tokens down the left, key tokens across the top, a linked colour bar
(on light stand-ins for PlotItem and ColorBarItem: :mod:`explorer.ui.heatmap.matrix_plot`).
Masked cells get an overlay of their own so they read as "masked", not as a
weight of zero; nan / ±∞ cells are drawn as errors. Every token is labelled
(:mod:`explorer.ui.heatmap.token_axis`, by the one rule of :mod:`explorer.app.labels`);
values are printed in the cells when they fit at a legible size, else the
view may say they are hidden (:mod:`explorer.ui.heatmap.cell_values`); the
tooltip always has the exact value.
Fonts follow the widget's font (zoom) and colours its palette (theme).
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QWidget

from explorer.core.attention.steps import colour_scale, shown_axes
from explorer.export.colormaps import lut
from explorer.export.theme import DARK, LIGHT, Theme, rgb
from explorer.app import cell_numbers
from explorer.app.cards import DeferredValues, Released
from explorer.app.cell_numbers import cell_text  # noqa: F401 - re-exported: the cells' one format
from explorer.ui.heatmap.cell_layer import MAX_OUTLINED, CellLayer
from explorer.ui.heatmap.cell_values import CellValues
from explorer.ui.heatmap.labels import TokenLabels
from explorer.ui.heatmap.mouse import HeatmapMouse
from explorer.ui.heatmap.matrix_plot import ColourBar, MatrixPlot
from explorer.ui.heatmap.token_axis import TokenAxis
from explorer.ui.heatmap.zoom import HeatmapZoom

#: Colour-blind-safe maps offered for values in [0, 1] or of one sign.
SEQUENTIAL_MAPS = ("viridis", "cividis", "magma", "CET-CBL1")
#: Colour-blind-safe diverging maps for signed values, centred on 0.
DIVERGING_MAPS = ("rdbu", "CET-CBD1")
#: Masked cells take the figures' grey (light and dark), so the window and a slide agree.
MASKED_RGBA = (*rgb(LIGHT.mask_fill), 255)
MASKED_RGBA_DARK = (*rgb(DARK.mask_fill), 255)
#: Under the error cells' red hatching (a neutral ground no colour map uses as a value).
ERROR_RGBA = (250, 250, 250, 255)


@lru_cache(maxsize=None)
def colormap(name: str) -> pg.ColorMap:
    """The pyqtgraph map for ``name``, built from the same table the exported
    figures use, so a slide shows exactly the colours of the window.
    (Cached: building one converts 256 colours, too slow for every repaint.)"""
    table = lut(name)
    return pg.ColorMap(np.linspace(0.0, 1.0, len(table)), table)


class Heatmap(HeatmapZoom, HeatmapMouse, TokenLabels, CellValues, pg.GraphicsLayoutWidget):
    """Shows a 2-D array with row and column labels; emits the clicked and the hovered cell."""

    cell_clicked = Signal(int, int)
    #: The map the colour rule picked for the matrix shown changed (its name, e.g. "rdbu").
    colour_map_changed = Signal(str)
    #: The cell under the mouse changed: (row, col), or None when it left the matrix.
    cell_hovered = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setBackground(None)
        self.ci.layout.setContentsMargins(6, 6, 6, 6)
        self.left_axis, self.top_axis = TokenAxis("left"), TokenAxis("top")
        # A light plot (no menus nobody can open): the Step by step tab builds thirteen.
        self.plot = MatrixPlot(self.left_axis, self.top_axis)
        self.addItem(self.plot)
        self.plot.invertY(True)
        self.plot.getViewBox().setDefaultPadding(0.0)
        # Cells fill the view (no aspect lock), so the token labels sit right
        # against the matrix instead of floating beside a letterboxed image.
        self._axis_names: tuple[str, str] | None = None
        self._titles: tuple[str, str] | None = None
        self._shown_map: str | None = None
        self.image = pg.ImageItem(axisOrder="row-major")
        # Matrices larger than the screen are drawn at screen resolution.
        self.image.setAutoDownsample(True)
        self.plot.addItem(self.image)
        self.mask_item = pg.ImageItem(axisOrder="row-major")
        self.mask_item.setZValue(5)
        self.plot.addItem(self.mask_item)
        self.error_item = pg.ImageItem(axisOrder="row-major")
        self.error_item.setZValue(6)
        self.plot.addItem(self.error_item)
        self.cells = CellLayer()
        self.plot.addItem(self.cells)
        self._init_bands()
        self.colorbar = ColourBar(values=(0, 1), colorMap=colormap("viridis"), width=16)
        self.colorbar.setImageItem(self.image, insert_in=self.plot)
        self._values = np.zeros((0, 0))
        self._raw = self._values
        self._picture = self._values
        self._mask: np.ndarray | None = None
        self._negatives_marked = False
        self._errors = np.zeros((0, 0), dtype=bool)
        #: How many cells of the picture are nan or ±∞ (not the mask): the window can say so.
        self.nonfinite_count = 0
        self._rows: tuple[str, ...] = ()
        self._cols: tuple[str, ...] = ()
        self._label_key: tuple | None = None
        self._laying_out = False
        self._titles_visible = True
        self._init_values()
        self._cmap_name = "viridis"
        self._colour_args: tuple | None = None  # what the colour rule reads (set_matrix), again on a theme switch
        self._signed = False
        self._apply_palette()
        self.plot.getViewBox().sigResized.connect(self._on_resized)
        self._init_zoom()
        self.scene().sigMouseMoved.connect(self._hover)
        self.scene().sigMouseClicked.connect(self._click)

    # -- fonts and colours follow the widget ---------------------------------------
    def label_font(self) -> QFont:
        """The token labels' font: the widget's own (zoom changes it)."""
        return QFont(self.font())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.FontChange and hasattr(self, "cells"):
            self._titles = None  # the titles' size follows the font
            self._label_key = self._number_key = None
            self._relayout()
        elif kind == QEvent.Type.PaletteChange and hasattr(self, "cells"):
            self._apply_palette()
        super().changeEvent(event)

    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def _masked_rgba(self) -> tuple[int, int, int, int]:
        return MASKED_RGBA_DARK if self._dark() else MASKED_RGBA

    def _mask_theme(self) -> Theme:
        return DARK if self._dark() else LIGHT

    def _apply_colour_rule(self) -> None:
        """THE colour rule, shared with every exported figure (explorer.core.attention.steps.colour_scale);
        a dark theme gets the dark diverging map, as a dark slide does."""
        if self._colour_args is None:
            return
        picture, probability, colormap_name, mask, signed = self._colour_args
        dark = self._dark()
        name, low, high = colour_scale(picture, probability, colormap_name or self._cmap_name, mask=mask, dark=dark)
        self._signed = bool(signed) or low < 0 < high
        if name != self._shown_map:
            self._shown_map = name
            self.colorbar.setColorMap(colormap(name))
            self.colour_map_changed.emit(name)
        if (low, high) != tuple(self.colorbar.levels()):
            # Same levels (weights are always 0…1): the colour bar's axis keeps its drawing.
            self.colorbar.setLevels((low, high))

    def _apply_palette(self) -> None:
        # A theme switch changes the palette: labels and titles take the new text colour,
        # signed values the theme's diverging map.
        self._apply_colour_rule()
        if self._mask is not None and self._values.ndim >= 2:  # masked cells take the theme's grey
            rows, cols = self._values.shape[:2]
            self._overlay(self.mask_item, self._mask, self._masked_rgba(), rows, cols)
            self._set_masked_cells()
        self._number_key = None  # text colours follow
        self._update_numbers()
        colour = self.palette().color(QPalette.ColorRole.WindowText)
        for axis in (self.left_axis, self.top_axis, self.colorbar.axis):
            axis.setTextPen(pg.mkPen(colour))
        # The colour bar's frame and ticks: the theme's secondary grey, 3:1 at least (pyqtgraph's was 2.7:1).
        self.colorbar.axis.setPen(pg.mkPen(self.palette().color(QPalette.ColorRole.PlaceholderText)))
        self._titles = None
        self._set_titles()
        self.cells.update()

    def _set_titles(self) -> None:
        if self._axis_names is None:
            return
        shown = shown_axes(self._axis_names)  # compared in English, read in the chosen language
        names = (shown[0] + self._note(self.left_axis), shown[1] + self._note(self.top_axis))
        if names == self._titles:
            return  # re-rendering the title HTML is slow
        self._titles = names
        style = {"color": self.palette().color(QPalette.ColorRole.WindowText).name(),
                 "font-size": f"{self.font().pointSizeF():.1f}pt"}
        for axis, name in zip((self.left_axis, self.top_axis), names):
            axis.setLabel(name, **style)
            axis.showLabel(self._titles_visible)

    @staticmethod
    def _note(axis: TokenAxis) -> str:
        return f"  ({axis.labels.stride_note})" if axis.labels.stride_note else ""

    def set_axis_titles_visible(self, visible: bool) -> None:
        """Show or hide "queries" / "keys" (small multiples leave them to their card)."""
        self._titles_visible = visible
        for axis in (self.left_axis, self.top_axis):
            axis.showLabel(visible)
        self._label_key = None
        self._relayout()

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
                   colormap_name: str | None = None, axis_names: tuple[str, str] | None = None,
                   display: np.ndarray | None = None) -> None:
        """Show ``values`` (rows × cols).

        ``probability`` fixes the colour range to [0, 1]; ``signed`` centres a
        diverging map on 0 (default: when the values have both signs);
        ``mask`` marks cells drawn as masked. ``display`` is a reduced copy
        for the picture when ``values`` has more cells than the screen
        (``Step.preview``); ``mask`` then has its shape. Tooltips and clicks
        always use the full ``values``. ``axis_names``: the axes' titles as the step table names them,
        in English (by default "queries" and "keys"), shown in the chosen language.
        """
        if axis_names is None:
            axis_names = ("queries", "keys")
        # Kept in its own dtype: a float32 trace of 4096 tokens converted to
        # float64 here was a 128 MB copy on the UI thread at every edit. With a
        # picture, values may be DeferredValues: read only for a tooltip or click.
        if display is None:
            values = np.asarray(values)
        picture = values if display is None else np.asarray(display)
        if axis_names != self._axis_names:
            self._axis_names = axis_names
            self._titles = None
        finite = np.where(np.isfinite(picture), picture, 0.0)
        reshaped = values.shape != self._values.shape
        self._raw = values
        self._picture = picture
        # The full array is kept as it is (no n × m copy per repaint at long sequences).
        self._values = finite if display is None else values
        self._rows, self._cols = tuple(rows), tuple(cols)
        self._mask = mask if mask is not None and mask.any() else None
        self._colour_args = (picture, probability, colormap_name, mask, signed)
        self._apply_colour_rule()
        self.image.setImage(finite, autoLevels=False)
        full_rows, full_cols = values.shape[:2]
        if finite.size:
            self.image.setRect(0, 0, full_cols, full_rows)
        self._overlay(self.mask_item, self._mask, self._masked_rgba(), full_rows, full_cols)
        mask_here = self._mask if self._mask is not None and self._mask.shape == picture.shape else None
        self._errors = cell_numbers.nonfinite_cells(picture, mask_here) if picture.ndim == 2 else self._errors[:0]
        self.nonfinite_count = int(self._errors.sum())
        self._overlay(self.error_item, self._errors if self.nonfinite_count else None, ERROR_RGBA,
                      full_rows, full_cols)
        self.cells.set_cells((full_rows, full_cols), self._errors)
        self._set_masked_cells()
        self._set_negative_cells()
        self._show_bands()
        if reshaped:
            self.reset_zoom()  # a new shape: the whole matrix (the same shape keeps the zoom chosen)
        self._number_key = None  # new numbers: new texts (if they show)
        self._relayout()

    def let_go_of_values(self) -> None:
        """Drop the full values behind a reduced picture (a hidden heatmap: the picture
        and the shape stay, the next :meth:`set_matrix` brings new values before it
        can be seen, hovered or clicked)."""
        if self._picture.shape != tuple(self._values.shape[:2]) and not isinstance(self._raw, Released):
            self._raw = self._values = Released(self._values.shape)

    def _set_masked_cells(self) -> None:
        # Hatched only at full resolution: a reduced picture's pixel is many cells, grey alone
        # (as a figure drawn as an image is).
        full = self._mask is not None and self._mask.shape == tuple(self._values.shape[:2])
        self.cells.set_masked(self._mask if full else None, self._mask_theme())

    def set_negatives_marked(self, marked: bool) -> None:
        """View → Mark Negative Cells: a notch on every cell below 0 (at full resolution, up to
        :data:`~explorer.ui.heatmap.cell_layer.MAX_OUTLINED` cells: bounded work per edit)."""
        if bool(marked) != self._negatives_marked:
            self._negatives_marked = bool(marked)
            self._set_negative_cells()

    def _set_negative_cells(self) -> None:
        values = self._values
        full = values.ndim == 2 and self._picture.shape == tuple(values.shape)
        negative = None
        if self._negatives_marked and full and values.size <= MAX_OUTLINED:
            negative = values < 0  # the finite copy: nan and ∞ are the error cells' own look
            if self._mask is not None and self._mask.shape == negative.shape:
                negative &= ~self._mask
        self.cells.set_negatives(negative)

    @staticmethod
    def _overlay(item: pg.ImageItem, cells: np.ndarray | None, rgba: tuple, rows: int, cols: int) -> None:
        if cells is None:
            item.hide()
            return
        overlay = np.zeros(cells.shape + (4,), dtype=np.ubyte)
        overlay[cells] = rgba
        item.setImage(overlay, autoLevels=False, levels=(0, 255))
        item.setRect(0, 0, cols, rows)
        item.show()

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
        if self._colour_args is not None:
            picture, probability, _old, mask, signed = self._colour_args
            self._colour_args = (picture, probability, name, mask, signed)
        shown = self._shown_map
        self._apply_colour_rule()
        if self._shown_map != shown:
            self._number_key = None  # the text colours follow the cell colours
            self._update_numbers()

    def shown_map(self) -> str | None:
        """The map the cells are drawn in (the colour rule's choice for this matrix and theme)."""
        return self._shown_map

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
