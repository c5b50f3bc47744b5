"""Values in a heatmap's cells: printed at a size fitted to the cells, or hidden and said so.

The size is :func:`explorer.app.cell_numbers.cell_font_size`'s (down to its
legible minimum); when even that does not fit, no numbers are drawn and, in a
view that asked for it (:meth:`CellValues.numbers_note_label`), one line says
why and where the value still is (the tooltip, presentation mode), by
:func:`explorer.app.cell_numbers.hidden_note`. A mixin of
:class:`~explorer.ui.heatmap.heatmap.Heatmap` (it reads its values, mask, cells and fonts).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel

from explorer.app import cell_numbers
from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.core.wording import translate
from explorer.ui.window.theme import text_color_on


class CellValues:
    """The numbers half of a heatmap (``self`` is the Heatmap)."""

    def _init_values(self) -> None:
        self._show_values = True
        self._number_key: tuple | None = None
        self._numbers_note: QLabel | None = None
        self.decimals = DEFAULT_DECIMALS

    def set_show_values(self, show: bool) -> None:
        """Values in cells (the Heatmap tab's switch)."""
        self._show_values = show
        self._number_key = None
        self._update_numbers()

    def set_decimals(self, decimals: int) -> None:
        """How many decimals the cells print (View → Decimals)."""
        if decimals != self.decimals:
            self.decimals = int(decimals)
            self._number_key = None
            self._update_numbers()

    def numbers_note_label(self) -> QLabel:
        """The one-line note "Numbers hidden: cells too small …", for the owner's layout
        (made on the first call; a heatmap whose owner never asks says nothing:
        the small multiples and the Train panel's maps would repeat it a dozen times)."""
        if self._numbers_note is None:
            note = QLabel()
            note.setWordWrap(True)  # one line at the default layout; wrapped, never cut, when narrower
            note.setToolTip(cell_numbers.hidden_why())
            note.setAccessibleName(translate("CellValues", "Why the numbers are hidden"))
            note.hide()
            self._numbers_note = note
            self._show_note()
        return self._numbers_note

    def numbers_note(self) -> str:
        """What the note says now ("" when the numbers show, are switched off, or there are no cells)."""
        rows, cols = self._values.shape[:2] if self._values.ndim == 2 else (0, 0)
        return cell_numbers.hidden_note(self._show_values, rows * cols, self.cells.numbers_shown())

    def _show_note(self) -> None:
        if self._numbers_note is None:
            return
        text = self.numbers_note()
        if text != self._numbers_note.text():
            self._numbers_note.setText(text)
        self._numbers_note.setVisible(bool(text))

    def _update_numbers(self) -> None:
        """Print the values when they fit their cells at a legible size, at a size that grows with the cells."""
        self._fit_numbers()
        self._show_note()

    def _fit_numbers(self) -> None:
        width, height = self.cell_pixels()
        font = self.label_font()
        key = (self._show_values, round(width, 1), round(height, 1), font.key(), self.decimals)
        if key == self._number_key:
            return
        self._number_key = key
        label_size = font.pointSizeF()
        metrics = QFontMetricsF(font)
        rows, cols = self._values.shape[:2] if self._values.ndim == 2 else (0, 0)
        exact = self._picture.shape[:2] == (rows, cols)  # a reduced picture has no per-cell numbers
        # Cheap first: could even "0.0" fit? (Cells of a long sequence are never formatted.)
        if not (self._show_values and exact and rows and cols and cell_numbers.could_fit(
                width, height, metrics.horizontalAdvance("0.0"), metrics.height(), label_size, label_size)):
            self.cells.set_numbers([], [], None)
            return
        mask = self._mask if self._mask is not None and self._mask.shape == (rows, cols) else None
        texts = cell_numbers.cell_texts(self._picture, mask, self.decimals)
        widths = [[metrics.horizontalAdvance(t) for t in row] for row in texts]
        texts, size = cell_numbers.fit_texts(texts, widths, mask, width, height, metrics.height(), label_size)
        if size is None:
            self.cells.set_numbers([], [], None)
            return
        number_font = QFont(font)
        number_font.setPointSizeF(size)
        self.cells.set_numbers(texts, self._text_colours(mask), number_font)

    def _text_colours(self, mask: np.ndarray | None) -> list[list[QColor]]:
        rows, cols = self._values.shape[:2]
        low, high = self.levels
        span = (high - low) or 1.0
        with np.errstate(invalid="ignore"):  # error cells (nan/inf) get the low end; they are drawn as errors
            where = np.nan_to_num(np.clip((np.asarray(self._values, dtype=float).ravel() - low) / span, 0, 1))
        rgba = self.colorbar.colorMap().map(where, mode="byte")
        masked_text = QColor(self._mask_theme().mask_text)
        return [[masked_text if mask is not None and mask[i, j] else
                 text_color_on(QColor(*(int(c) for c in rgba[i * cols + j][:3]))) for j in range(cols)]
                for i in range(rows)]

    def number_point_size(self) -> float | None:
        """The point size of the numbers in the cells, or None when none show."""
        return self.cells.number_font().pointSizeF() if self.cells.numbers_shown() else None

    def texts_visible(self) -> list[str]:
        """The texts currently printed in cells (for tests and exports)."""
        return self.cells.texts()
