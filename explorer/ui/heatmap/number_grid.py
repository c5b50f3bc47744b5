"""A read-only matrix of numbers, painted so that cells can be outlined.

The step cards print small matrices with it: row and column labels, a fixed
format per number, masked cells as every heatmap and figure draws them (grey,
hatched, "masked"), and the inspected cell and the cells
it reads outlined (Okabe–Ito orange, readable in light and dark palettes).
A score matrix also bands the hovered (else the selected) cell's row and
column (Okabe–Ito blue): row = the query word, column = the key word.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from explorer.core.io.safe_text import plain
from explorer.core.numbers import DEFAULT_DECIMALS, format_number
from explorer.export.painting import paint_masked_cell
from explorer.export.theme import DARK, LIGHT
from explorer.app.cell_numbers import masked_text, nonfinite_text
from explorer.ui.window.fonts import scaled_font

#: Colour-blind-safe pair (Okabe–Ito orange and blue): cells vs. cards.
SELECTED = QColor(230, 159, 0)
#: nan / ±∞ that are not the mask: an error, in red (as in the heatmaps).
ERROR = QColor(214, 39, 40)
CURRENT = QColor(0, 114, 178)
Cells = frozenset[tuple[int, int]]


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way towards ``b`` (for tints that suit light and dark palettes)."""
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


class NumberGrid(QWidget):
    """A read-only matrix of numbers with row and column labels; emits the clicked and the hovered cell."""

    cell_clicked = Signal(int, int)
    #: The cell under the mouse changed: (row, col), or None when it left the matrix.
    cell_hovered = Signal(object)
    PAD = 8

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._values = np.zeros((0, 0))
        self._texts: list[list[str]] = []
        self._rows: tuple[str, ...] = ()
        self._cols: tuple[str, ...] = ()
        self._mask: np.ndarray | None = None
        self._decimals = DEFAULT_DECIMALS  # until View → Decimals (set_decimals) says
        self._selected: Cells = frozenset()
        self._sources: Cells = frozenset()
        #: ((rows, cols, font key), (widest column label or 24, label column width, header height)).
        self._labels_measured: tuple = (None, (24, 0, 0))
        self._geometry = (0, 0, 0, 0)  # label width, header height, cell width, cell height
        scaled_font(self, 1.15)  # follows View → Zoom with the rest of the window
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._bands_on = False
        self._hovered: tuple[int, int] | None = None
        self.setMouseTracking(True)  # hover bands without a button held

    # -- content -----------------------------------------------------------------
    def set_matrix(self, values: np.ndarray, rows: tuple[str, ...], cols: tuple[str, ...],
                   mask: np.ndarray | None = None) -> None:
        self._values = np.asarray(values, dtype=np.float64)
        # Token labels as every output shows them: control characters as visible escapes.
        self._rows, self._cols, self._mask = tuple(map(plain, rows)), tuple(map(plain, cols)), mask
        self._texts = [[self._format(i, j) for j in range(self._values.shape[1])]
                       for i in range(self._values.shape[0])]
        before = self.sizeHint()
        self._measure()
        if self.sizeHint() != before:
            # Only a new size asks the card for a layout: an edit's new numbers of the same
            # width laid out the whole Step by step page again (its cards, their rows) each time.
            self.updateGeometry()
        self.update()

    def set_decimals(self, decimals: int) -> None:
        """How many decimals the numbers print (View → Decimals)."""
        if decimals != self._decimals:
            self._decimals = int(decimals)
            self.set_matrix(self._values, self._rows, self._cols, self._mask)

    def set_highlights(self, selected: Cells, sources: Cells) -> None:
        """``selected``: the inspected cell; ``sources``: the cells it reads."""
        if (selected, sources) != (self._selected, self._sources):
            self._selected, self._sources = frozenset(selected), frozenset(sources)
            self.update()

    def set_bands(self, enabled: bool) -> None:
        """Band the hovered (else the selected) cell's row and column (score matrices)."""
        if bool(enabled) != self._bands_on:
            self._bands_on = bool(enabled)
            self.update()

    @property
    def hovered_cell(self) -> tuple[int, int] | None:
        return self._hovered

    def banded_cell(self) -> tuple[int, int] | None:
        """The cell whose row and column are banded (hovered first, else the one selected), or None."""
        if not self._bands_on:
            return None
        rows, cols = self._values.shape
        selected = next(iter(self._selected)) if len(self._selected) == 1 else None
        for cell in (self._hovered, selected):
            if cell is not None and cell[0] < rows and cell[1] < cols:
                return cell
        return None

    def band_rects(self) -> tuple[QRect, QRect] | None:
        """(the row's, the column's) rectangles the bands are painted in, or None."""
        cell = self.banded_cell()
        if cell is None:
            return None
        rows, cols = self._values.shape
        row, col = self.cell_rect(cell[0], 0), self.cell_rect(0, cell[1])
        return (QRect(row.left(), row.top(), cols * row.width(), row.height()),
                QRect(col.left(), col.top(), col.width(), rows * col.height()))

    @property
    def values(self) -> np.ndarray:
        return self._values

    def highlights(self) -> tuple[Cells, Cells]:
        return self._selected, self._sources

    def text_at(self, i: int, j: int) -> str:
        return self._texts[i][j]

    def _format(self, i: int, j: int) -> str:
        value = float(self._values[i, j])
        if self._masked(i, j):
            return masked_text(value)
        if np.isneginf(value):
            return "−∞"  # the mask's value (red when a cell that is not masked holds it)
        if not np.isfinite(value):
            return nonfinite_text(value)
        return format_number(value, self._decimals, trim=True)

    def _masked(self, i: int, j: int) -> bool:
        return self._mask is not None and bool(self._mask[i, j])

    # -- geometry ----------------------------------------------------------------
    def _header_font(self) -> QFont:
        """Row and column labels: a little smaller than the numbers."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.9)
        return font

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FontChange:  # zoom: the cells grow with the text
            self._measure()
            self.updateGeometry()
            self.update()
        super().changeEvent(event)

    def _measure(self) -> None:
        font = self.font()
        labels = (self._rows, self._cols, font.key())
        if self._labels_measured[0] != labels:
            # The labels' widths, kept while labels and font stay: an edit changes the numbers only.
            header = QFontMetrics(self._header_font())
            self._labels_measured = (labels, (
                max([header.horizontalAdvance(c) for c in self._cols] + [24]),
                max([header.horizontalAdvance(r) for r in self._rows] + [0]) + 2 * self.PAD,
                header.height() + self.PAD))
        col_w, label_w, header_h = self._labels_measured[1]
        numbers = QFontMetrics(font)
        cell_w = max([numbers.horizontalAdvance(t) for row in self._texts for t in row] + [col_w]) + 2 * self.PAD
        self._geometry = (label_w, header_h, cell_w, numbers.height() + self.PAD + 2)

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
        muted = blend(text, base, 0.45)
        grid = blend(text, base, 0.82)
        look = DARK if base.lightness() < 128 else LIGHT  # the figures' masked cells, in this theme
        label_w, header_h, cell_w, cell_h = self._geometry
        rows, cols = self._values.shape
        painter.setFont(self._header_font())
        painter.setPen(muted)
        for j, label in enumerate(self._cols):
            painter.drawText(QRect(label_w + j * cell_w, 0, cell_w, header_h - 2),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), label)
        for i, label in enumerate(self._rows):
            painter.drawText(QRect(0, header_h + i * cell_h, label_w - self.PAD // 2, cell_h),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)
        body = QRect(label_w, header_h, cols * cell_w, rows * cell_h)
        painter.fillRect(body, base)
        bands = self.band_rects()
        for band in bands or ():  # a light wash under the numbers; outlined below
            painter.fillRect(band, blend(base, CURRENT, 0.14))
        painter.setFont(self.font())
        for i in range(rows):
            for j in range(cols):
                rect = self.cell_rect(i, j)
                masked = self._masked(i, j)
                if (i, j) in self._selected:
                    painter.fillRect(rect, SELECTED)
                elif (i, j) in self._sources:
                    painter.fillRect(rect, blend(base, SELECTED, 0.35))
                elif masked:
                    paint_masked_cell(painter, QRectF(rect), look)
                # The strong orange fill is light in both themes: dark text reads on it.
                error = not masked and not np.isfinite(self._values[i, j])
                painter.setPen(QColor(20, 20, 20) if (i, j) in self._selected else
                               QColor(look.mask_text) if masked else ERROR if error else text)
                painter.drawText(rect.adjusted(self.PAD // 2, 0, -self.PAD, 0),
                                 int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), self._texts[i][j])
        painter.setPen(QPen(grid, 1))
        for i in range(rows + 1):
            painter.drawLine(label_w, header_h + i * cell_h, label_w + cols * cell_w, header_h + i * cell_h)
        for j in range(cols + 1):
            painter.drawLine(label_w + j * cell_w, header_h, label_w + j * cell_w, header_h + rows * cell_h)
        # Outlines last, so neighbouring fills do not cover them.
        for band in bands or ():
            painter.setPen(QPen(blend(CURRENT, text, 0.15), 1.5))
            painter.drawRect(QRectF(band).adjusted(0.75, 0.75, -0.75, -0.75))
        for i, j in self._sources - self._selected:
            painter.setPen(QPen(blend(SELECTED, text, 0.15), 1.5))
            painter.drawRect(QRectF(self.cell_rect(i, j)).adjusted(1, 1, -1, -1))
        for i, j in self._selected:
            painter.setPen(QPen(blend(SELECTED, text, 0.45), 2.5))
            painter.drawRect(QRectF(self.cell_rect(i, j)).adjusted(1.5, 1.5, -1.5, -1.5))
        painter.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self._set_hovered(self.cell_at(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self._set_hovered(None)
        super().leaveEvent(event)

    def _set_hovered(self, cell: tuple[int, int] | None) -> None:
        if cell != self._hovered:
            self._hovered = cell
            if self._bands_on:
                self.update()
            self.cell_hovered.emit(cell)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and cell is not None:
            self.cell_clicked.emit(*cell)
        else:
            super().mousePressEvent(event)
