"""A figure of the inspector's explanation: the arithmetic behind one number.

Lines are real text in SVG and PDF (a monospaced font keeps the columns of
numbers aligned), sized to the longest line, so the figure can go on a slide
next to the heatmap it explains.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from explorer.core.attention.explain import Explanation
from explorer.core.wording import translate
from explorer.export.files import FIGURE_FORMATS, format_for
from explorer.export.options import FigureOptions
from explorer.export.painting import font, line_height, text_width
from explorer.export.theme import theme
from explorer.export.view import ExportError, WriteError

MARGIN = 28.0
GAP = 18.0
MONO_FAMILIES = ("DejaVu Sans Mono", "Menlo", "Consolas", "Liberation Mono", "monospace")


def _mono(px: float) -> QFont:
    f = font(px)
    f.setFamilies(list(MONO_FAMILIES))
    f.setStyleHint(QFont.StyleHint.Monospace)
    return f


class ExplanationFigure:
    """Title, then one row per line of arithmetic: its label and its formula."""

    def __init__(self, explanation: Explanation, options: FigureOptions | None = None):
        self.explanation = explanation
        self.options = options or FigureOptions()
        self.theme = theme(self.options.theme)
        self.title = self.options.title or explanation.heading
        self.title_font = font(20, bold=True)
        self.label_font = _mono(14)
        self.body_font = _mono(14)
        self.row = line_height(self.body_font) * 1.35
        self.label_width = max((text_width(self.label_font, ln.label) for ln in explanation.lines), default=0.0)
        body = max((text_width(self.body_font, ln.formula) for ln in explanation.lines), default=0.0)
        self.width = max(2 * MARGIN + self.label_width + GAP + body, 2 * MARGIN + text_width(self.title_font, self.title))
        self.title_height = line_height(self.title_font) * 1.6
        self.height = 2 * MARGIN + self.title_height + self.row * len(explanation.lines)

    def paint(self, painter: QPainter) -> None:
        t = self.theme
        painter.fillRect(QRectF(0, 0, self.width, self.height), QColor(t.background))
        painter.setFont(self.title_font)
        painter.setPen(QColor(t.text))
        top = MARGIN
        painter.drawText(QRectF(MARGIN, top, self.width - 2 * MARGIN, self.title_height),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), self.title)
        top += self.title_height
        for line in self.explanation.lines:
            painter.setFont(self.label_font)
            painter.setPen(QColor(t.muted))
            painter.drawText(QRectF(MARGIN, top, self.label_width, self.row),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line.label)
            painter.setFont(self.body_font)
            painter.setPen(QColor(t.text))
            x = MARGIN + self.label_width + GAP
            painter.drawText(QRectF(x, top, self.width - x - MARGIN, self.row),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line.formula)
            top += self.row


def export_explanation(explanation: Explanation, path: str | Path, fmt: str | None = None,
                       options: FigureOptions | None = None) -> Path:
    """Write the explanation as a PNG, SVG or PDF figure (atomically).

    ExportError (one line) for another format or a path that cannot be written.
    """
    from explorer.export.render import ensure_gui, write_pdf, write_png, write_svg

    path = Path(path)
    fmt = format_for(path, fmt)
    if fmt not in FIGURE_FORMATS:
        raise ExportError(translate("Explanation", "an explanation is a figure: save it as {formats}, not {format}")
                          .format(formats=", ".join(FIGURE_FORMATS), format=fmt))
    options = options or FigureOptions()
    ensure_gui()
    figure = ExplanationFigure(explanation, options)
    try:
        if fmt == "png":
            write_png(figure, path, options.scale, options.dpi)
        elif fmt == "svg":
            write_svg(figure, path, options.width_mm, figure.title)
        else:
            write_pdf(figure, path, options.width_mm, figure.title)
    except OSError as err:
        raise WriteError(translate("Explanation", "cannot write {path}: {reason}").format(
            path=path, reason=err.strerror or err)) from None
    return path

