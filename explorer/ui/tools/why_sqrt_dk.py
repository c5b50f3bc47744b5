"""Steps → Why √d_k? (and the ÷ √d_k card's button): the chart of why the scores are divided.

A non-modal window showing :class:`explorer.export.scaling_figure.ScalingFigure`
for the published session's d_k, painted by the same code as its export
(Export…: PNG, SVG or PDF; a failure is said in a message box and the status
line, the old file kept). The numbers are sampled once per d_k
(:func:`explorer.core.attention.scaling_demo.scaling_demo`), again only when an edit
changes d_k; the chart follows the theme, and its window the zoom (its
fonts are relative to the text's, :mod:`explorer.ui.window.fonts`). Esc closes it.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from explorer.app.why_sqrt_dk import TITLE, ScalingDemo, demo
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.options import FigureOptions
from explorer.export.scaling_figure import ScalingFigure
from explorer.export.view import ExportError
from explorer.app.snapshot import Snapshot
from explorer.app.document import Document
from explorer.ui.window.fonts import scaled_font
from explorer.ui.window.presentation import fit_to_screen
from explorer.ui.window.theme import current_theme

#: (filter, suffix) of the Export… file dialog, the vector formats first (English: translated where shown).
FILTERS = ((QT_TRANSLATE_NOOP("WhySqrtDk", "SVG figure (*.svg)"), ".svg"),
           (QT_TRANSLATE_NOOP("WhySqrtDk", "PDF figure (*.pdf)"), ".pdf"),
           (QT_TRANSLATE_NOOP("WhySqrtDk", "PNG image (*.png)"), ".png"))


class FigureView(QWidget):
    """Paints a figure scaled to fit, centred on the figure's own background."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.figure: ScalingFigure | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(420, 320)

    def set_figure(self, figure: ScalingFigure) -> None:
        self.figure = figure
        self.updateGeometry()
        self.update()

    def zoom(self) -> float:
        """The text's size against the application's: View → Zoom, as this window's fonts follow it."""
        base = QApplication.font().pointSizeF()
        return self.font().pointSizeF() / base if base > 0 else 1.0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        if self.figure is None:
            return QSize(800, 600)
        k = self.zoom()
        return QSize(math.ceil(self.figure.width * k), math.ceil(self.figure.height * k))

    def scale(self) -> float:
        """How much the figure is shrunk or enlarged to fit (never past 2 ×)."""
        f = self.figure
        return min(2.0, self.width() / f.width, self.height() / f.height) if f is not None else 1.0

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        f = self.figure
        if f is None:
            p.end()
            return
        p.fillRect(self.rect(), QColor(f.theme.background))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        k = self.scale()
        p.translate((self.width() - f.width * k) / 2, (self.height() - f.height * k) / 2)
        p.scale(k, k)
        f.paint(p)
        p.end()


class WhySqrtDkDialog(QDialog):
    """The chart for the document's d_k, with Export… and Close."""

    #: Emitted after each export attempt with what the status line says.
    exported = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("ScalingDemo", TITLE))  # marked where it is written (scaling_demo.py)
        self.setModal(False)
        self._document = document
        self.demo: ScalingDemo | None = None
        self.message_box: QMessageBox | None = None
        self._fitted = False
        self.view = FigureView()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.export_button = QPushButton(translate("WhySqrtDk", "&Export\u2026"))
        self.export_button.setToolTip(translate("WhySqrtDk", "Save the chart as an SVG, PDF or PNG figure, as it looks "
                                                             "here"))
        self.export_button.clicked.connect(self.export_dialog)
        close = QPushButton(translate("WhySqrtDk", "Close"))
        close.setToolTip(translate("WhySqrtDk", "Close this window (Esc)"))
        close.clicked.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.export_button)
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self.export_button.setDefault(True)
        document.changed.connect(self._on_published)
        self._on_published(document.snapshot)
        scaled_font(self, 1.0)  # the window's text follows View → Zoom (its size too, below)
        hint = self.view.sizeHint()
        self.resize(min(hint.width() + 24, 1400), min(hint.height() + 72, 980))

    @property
    def figure(self) -> ScalingFigure:
        return self.view.figure

    def _on_published(self, snapshot: Snapshot) -> None:
        """A new snapshot: sample again only when its d_k differs from the chart's."""
        trace = snapshot.trace
        d_k = snapshot.session.d_k
        if self.demo is None or self.demo.session_d_k != d_k:
            self.demo = demo(d_k, reuse=self.demo)  # the standard rows are not sampled again
            self._draw()
        if self.demo.session_shown and trace.scale:
            note = translate("WhySqrtDk", "This session: d_k = {d_k}, \u221ad_k = {root:.3f}")
        elif trace.scale:
            note = translate("WhySqrtDk", "This session: d_k = {d_k}, \u221ad_k = {root:.3f} (not sampled: past the "
                                          "chart's range)")
        elif self.demo.session_shown:
            note = translate("WhySqrtDk", "This session: d_k = {d_k}, \u221ad_k = {root:.3f}. Its \u221ad_k scaling is "
                                          "switched off in What if\u2026: its scores reach the softmax undivided")
        else:
            note = translate("WhySqrtDk", "This session: d_k = {d_k}, \u221ad_k = {root:.3f} (not sampled: past the "
                                          "chart's range). Its \u221ad_k scaling is switched off in What if\u2026: its "
                                          "scores reach the softmax undivided")
        self.status.setText(note.format(d_k=d_k, root=math.sqrt(d_k)))

    def _draw(self) -> None:
        self.view.set_figure(self.make_figure())

    def make_figure(self, theme: str | None = None) -> ScalingFigure:
        """The chart in ``theme`` (default: the app's), at its natural size."""
        return ScalingFigure(self.demo, FigureOptions(theme=theme or current_theme()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._fitted:  # a zoomed chart on a small projector: inside the screen, not past it
            self._fitted = True
            fit_to_screen(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.PaletteChange and self.demo is not None:
            self._draw()  # a theme switch: the chart in the new colours
        elif event.type() == QEvent.Type.FontChange:
            self.view.updateGeometry()
        super().changeEvent(event)

    # -- export ---------------------------------------------------------------------
    def export_dialog(self) -> None:
        filters = ";;".join(translate("WhySqrtDk", text) for text, _ in FILTERS)
        path, chosen = QFileDialog.getSaveFileName(self, translate("WhySqrtDk", "Export the chart"), "why-sqrt-dk.svg",
                                                   filters)
        if not path:
            return
        suffix = {translate("WhySqrtDk", text): suffix for text, suffix in FILTERS}.get(chosen, ".svg")
        if not Path(path).suffix:
            path += suffix
        self.export_to(Path(path))

    def export_to(self, path: Path, theme: str | None = None) -> bool:
        """Write the chart to ``path`` (format from the suffix); say what happened. False when it failed."""
        from explorer.export.lines_export import write_figure

        try:
            message = write_figure(self.make_figure(theme), path)
        except ExportError as err:
            self.status.setText(str(err))
            self.exported.emit(str(err))
            self._warn(str(err))
            return False
        self.status.setText(message)
        self.exported.emit(message)
        return True

    def _warn(self, message: str) -> None:
        """A window-modal message that does not block the caller (or a test)."""
        box = QMessageBox(QMessageBox.Icon.Warning, translate("WhySqrtDk", "Could not export the chart"), message,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message_box = box
        box.open()
