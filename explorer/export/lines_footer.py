"""The lines view's footer: the sentences under the lines and how they are set in its three lines.

:class:`LinesFooter` is a mixin of :class:`~explorer.export.lines_figure.LinesPainter` (which
provides ``data``, ``lines``, ``hover``, ``small``, ``margin``, ``width``, ``theme``, ``geometry``
and the label layouts): :meth:`~LinesFooter.notes` says what opacity means, the thinning or the
hovered token's lines, and shortened or skipped labels; :meth:`~LinesFooter._all_notes` lists every
sentence the footer may show (for the natural width); :meth:`~LinesFooter._paint_footer` wraps them
into three lines, cutting with "…" only what the last cannot hold. The texts keep the
"LinesFigure" translation context.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from explorer.core.wording import translate
from explorer.export.painting import draw_text, line_height
from explorer.app.labels import elide, wrap_words
from explorer.app.visibility import unlined_pairs
from explorer.app.lines import Lines, focus_caption


class LinesFooter:
    """The footer of :class:`~explorer.export.lines_figure.LinesPainter`."""

    def notes(self, focus: Lines | None = None) -> list[str]:
        """The footer's sentences: what opacity means, the thinning, shortened or skipped labels."""
        # The cards' words: what the visibility rule hides has no line.
        hidden = unlined_pairs(self.data.rule)
        if hidden:
            first = translate("LinesFigure", "Each line's opacity and width are its weight a_ij; {hidden}.").format(
                hidden=hidden)
        else:
            first = translate("LinesFigure", "Each line's opacity and width are its weight a_ij.")
        out = [first]
        if focus is not None and focus.focus is not None:
            out.append(focus_caption(self.data, focus))
        elif self.lines.threshold > 0:
            out.append(self.lines.note if self.hover else self.lines.thinning)
        sides = [getattr(self, "query_labels", None), getattr(self, "key_labels", None)]  # None while laying out
        label_notes = [s.note for s in sides if s is not None and s.note]
        if label_notes:
            out.append(label_notes[0])
        return out

    def _all_notes(self) -> list[str]:
        """Every sentence the footer may show (for the natural width): the overview's and a hovered token's."""
        widest_q = max(range(self.data.n), key=lambda i: len(self.data.queries[i]), default=None)
        out = self.notes(None)
        if widest_q is not None:
            out.append(focus_caption(self.data, Lines(*(np.zeros(0),) * 4, focus=("query", widest_q))))
        return out

    def _paint_footer(self, p: QPainter, focus: Lines | None) -> None:
        """The notes in the footer's three lines: a sentence too long for one (a longer language) wraps onto
        the next while there are lines left; only what the last line cannot hold is cut with "…"."""
        lh = line_height(self.small)
        y = self.geometry.bottom + 8
        room = self.width - 2 * self.margin
        measure = QFontMetricsF(self.small).horizontalAdvance
        shown: list[str] = []
        for text in self.notes(focus):
            lines = wrap_words(text, room, measure)
            left = 3 - len(shown)
            if len(lines) > left > 0:  # the last line that fits says there is more
                lines = lines[:left - 1] + [elide(" ".join(lines[left - 1:]), room, measure)]
            shown += lines[:max(left, 0)]
        for line in shown:  # (a single word wider than the room, a long token's name, is cut too)
            draw_text(p, QRectF(self.margin, y, room, lh), elide(line, room, measure), self.small, self.theme.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += lh
