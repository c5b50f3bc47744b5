"""How a heatmap lays out its token labels: every token, by the one rule of :mod:`explorer.app.labels`.

A mixin of :class:`~explorer.ui.heatmap.heatmap.Heatmap` (kept apart so that neither
module grows past a screenful of concerns): it measures with the widget's own
font, shrinks the labels of a small figure (down to
:data:`~explorer.app.labels.MIN_FONT_SCALE`) rather than leave tokens out,
and gives the two axes the room their labels need. Work is done only when the
labels, the font or the size change, never per edit of the numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetricsF

from explorer.export.painting import widest_label
from explorer.app.labels import cells_room, fit_scale, layout_columns, layout_rows

#: A side's labels take at most this share of the widget (the rest is the matrix).
LABEL_SHARE = 0.25
#: The ink of a line of text is about this share of its height: neighbouring labels may touch, not overlap.
INK_SHARE = 0.9


class TokenLabels:
    """Label layout for a Heatmap (which provides the axes, labels, font and size)."""

    def _on_resized(self) -> None:
        if not self._laying_out:
            self._relayout()

    def _relayout(self) -> None:
        """Lay the labels out for the current size and font (only when either or the labels changed),
        then the numbers. The axes' room changes the matrix's size, so this settles in a few rounds."""
        if self._laying_out:
            return
        self._laying_out = True
        try:
            for _ in range(4):
                if not self._layout_labels():
                    break
                self.plot.layout.activate()  # the axes' new room, now (not at the next paint)
        finally:
            self._laying_out = False
        self._update_numbers()

    def _layout_labels(self) -> bool:
        """Lay the labels out if their key changed; whether it did."""
        rect = self.plot.getViewBox().sceneBoundingRect()
        font = self.label_font()
        key = (self._rows, self._cols, font.key(), round(rect.width()), round(rect.height()),
               self.width(), self.height(), self._titles_visible)
        if key == self._label_key:
            return False
        self._label_key = key
        rows, cols = len(self._rows), len(self._cols)
        # A small figure draws its labels smaller rather than leave tokens out.
        line = QFontMetricsF(font).height() * INK_SHARE
        scale = min(fit_scale(rows, rect.height() / max(rows, 1), line),
                    fit_scale(cols, rect.width() / max(cols, 1), line))
        if scale < 1:  # a little under: font heights do not scale exactly with point sizes
            font.setPointSizeF(max(font.pointSizeF() * scale * 0.96, 5.0))
        metrics = QFontMetricsF(font)
        line = metrics.height() * INK_SHARE
        measure = metrics.horizontalAdvance
        # The stride note names what the axis counts: tokens, or a matrix's dimensions.
        names = self._axis_names or ("", "")
        what = ["dimensions" if "dimension" in name else "tokens" for name in names]
        left = layout_rows(self._rows, rect.height() / max(rows, 1), line,
                           max(self.width() * LABEL_SHARE, 3 * line), measure, what=what[0])
        top = layout_columns(self._cols, rect.width() / max(cols, 1), line,
                             max(self.height() * LABEL_SHARE, 3 * line), measure, what=what[1])
        self.left_axis.set_labels(left, self._rows, font)
        self.top_axis.set_labels(top, self._cols, font)
        self._set_titles()
        return True

    def label_texts(self, side: str) -> tuple[str, ...]:
        """The texts drawn along ``side`` ("left": rows, "top": columns)."""
        return (self.left_axis if side == "left" else self.top_axis).labels.texts

    def label_note(self) -> str:
        """What the reader should know about the labels ("" when every one shows whole)."""
        notes = [a.labels.stride_note for a in (self.left_axis, self.top_axis) if a.labels.stride_note]
        return "; ".join(dict.fromkeys(notes))

    def fitting_size(self, rows: int, cols: int, minimum: QSize, maximum: QSize,
                     labels: tuple[tuple[str, ...], tuple[str, ...]] | None = None) -> QSize:
        """A fixed size that gives each of ``rows`` × ``cols`` cells a whole label line
        (with ``labels``, rows and columns, else this widget's; in its font), within
        ``minimum`` … ``maximum``."""
        font = self.label_font()
        line = QFontMetricsF(font).height()
        row_labels, col_labels = labels if labels is not None else (self._rows, self._cols)
        widest = max(widest_label(font, row_labels), widest_label(font, col_labels))
        room = min(widest, max(minimum.width(), minimum.height()) * LABEL_SHARE) + 20
        bar = 60 if self.colorbar.isVisible() else 0
        width = room + cells_room(cols, line) + bar + 16
        height = room + cells_room(rows, line) + 16
        return QSize(int(min(max(width, minimum.width()), maximum.width())),
                     int(min(max(height, minimum.height()), maximum.height())))
