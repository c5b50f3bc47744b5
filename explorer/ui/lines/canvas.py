"""The Lines tab's canvas: the lines of one head (or all), hover and pin a token.

It paints with :class:`explorer.export.lines_figure.LinesPainter` (the
export's own code, so the tab and its PNG/SVG/PDF agree). The overview is
painted once into a pixmap per data, size or theme (of many lines, into an
image by a job on the window's runner: :mod:`explorer.ui.lines.overview`);
hovering a token repaints only that token's lines over the background (one
row or column: m lines, not n × m), so hover stays within a frame at hundreds
of tokens.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from explorer.app.jobs import JobRunner
from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.export.lines_figure import LabelBox, LinesPainter
from explorer.export.theme import theme as export_theme
from explorer.app.lines import (
    Lines,
    LinesData,
    build_lines,
    focus_lines,
)
from explorer.app.lines_geometry import token_at
from explorer.ui.lines.overview import OverviewPainter, paint_in_line, paint_overview
from explorer.ui.window.theme import current_theme
from explorer.core.wording import translate

#: Around the tab's view: narrower than an exported figure's (the tab's own layout frames it),
#: so that its room goes to the token labels.
MARGIN = 8.0


class LinesCanvas(QWidget):
    """Paints one :class:`LinesData`; hover or click a token to keep only its lines."""

    #: The hovered or pinned token's lines (a :class:`Lines` with ``focus``), or None.
    focus_changed = Signal(object)

    def __init__(self, jobs: JobRunner, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMouseTracking(True)
        # Every paint covers the whole canvas (see paintEvent): the tab and window behind it
        # are not painted first at each new overview.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.data: LinesData | None = None
        self.lines: Lines | None = None
        self.decimals = DEFAULT_DECIMALS
        self._painter: LinesPainter | None = None  # see painter
        self.focus: Lines | None = None
        self._pinned = False
        self._base: QPixmap | None = None
        #: The overview last shown: drawn while a new one is painted off the UI thread.
        self._last: QPixmap | None = None
        #: Shown in place of the lines when they could not be chosen (see :meth:`show_message`).
        self._message: str | None = None
        self._overview = OverviewPainter(jobs, self)
        self._overview.painted.connect(self._on_painted)
        self._overview.failed.connect(lambda *_args: self.update())

    # -- content ---------------------------------------------------------------
    def set_data(self, data: LinesData | None, lines: Lines | None = None, decimals: int = DEFAULT_DECIMALS) -> None:
        """Show ``data`` (its overview lines ``lines``, made now when None); a hovered token stays hovered."""
        self.data = data
        self.lines = lines if lines is not None or data is None else build_lines(data)
        self.decimals = decimals
        self._message = None
        old = self.focus.focus if self.focus is not None else None
        self._invalidate()
        if self.isVisible():
            self._request_overview()  # now, not at the next paint: the job starts a paint event sooner
        if data is not None and old is not None:
            side, token = old
            if token < (data.n if side == "query" else data.m):
                self._set_focus(focus_lines(data, side, token), emit=True)
                return
        self._set_focus(None, emit=old is not None)

    def let_go(self) -> None:
        """Drop the data and its lines (the tab is hidden: they are the last trace's
        weights); a hovered or pinned token stays, for the data set when shown again."""
        self.data = self.lines = self._last = None
        self._invalidate()

    def show_picture_meanwhile(self) -> None:
        """Until :meth:`set_data`, show a picture of what is on screen and let go of the data
        behind it (the next lines are being chosen). The last trace's weights stayed alive
        beside the new trace: 2.5 n × n at the peak of an edit at 4096 tokens. The mouse is
        ignored meanwhile (a hovered or pinned token stays for the new data)."""
        if self.data is None:
            return
        if self.focus is not None or self._base is None:
            self._last = self.grab() if self.isVisible() else None  # a token's lines, or an overview being painted
        self.data = self.lines = None
        self._invalidate()

    def show_message(self, text: str) -> None:
        """Show ``text`` in place of the lines (they could not be chosen) until :meth:`set_data`."""
        self.data = self.lines = self._last = None
        self._message = text
        self._invalidate()

    @property
    def message(self) -> str | None:
        """What is shown in place of the lines (None: the lines, or a picture of them)."""
        return self._message

    def _invalidate(self) -> None:
        self._painter = None
        self._base = None
        self._overview.forget()
        self.update()

    def painter_args(self) -> dict:
        """What a painter of the canvas is made from, read on the UI thread."""
        return {"data": self.data, "theme": export_theme(current_theme()), "width": self.width(),
                "height": self.height(), "numbers": True, "decimals": self.decimals, "lines": self.lines,
                "margin": MARGIN}

    @property
    def painter(self) -> LinesPainter | None:
        """What the canvas paints with and finds tokens by (None without data): made when first
        asked for (laying out the labels takes 1–2 ms at 512 tokens; a job paints a large overview)."""
        if self._painter is None and self.data is not None:
            self._painter = LinesPainter(**self.painter_args())
        return self._painter

    # -- focus -----------------------------------------------------------------
    def hover(self, side: str | None, token: int = 0) -> None:
        """Keep only the lines of (``side``, ``token``) — "query" or "key" — or all of them for None."""
        if self.data is None or side is None:
            self._set_focus(None)
        else:
            self._set_focus(focus_lines(self.data, side, token))

    def _set_focus(self, focus: Lines | None, emit: bool = True) -> None:
        same = (focus is None and self.focus is None) or (
            focus is not None and self.focus is not None and focus.focus == self.focus.focus)
        self.focus = focus
        if focus is None:
            self._pinned = False
        self.update()
        if emit and not same:
            self.focus_changed.emit(focus)

    def label_boxes(self) -> list[LabelBox]:
        """The token labels as painted now (the hovered or pinned one in bold); none without data."""
        painter = self.painter
        return painter.label_boxes(self.focus) if painter is not None else []

    def token_under(self, x: float, y: float) -> tuple[str, int] | None:
        painter = self.painter
        if painter is None:
            return None
        return token_at(painter.geometry, x, y, painter.label_width)

    @property
    def waiting(self) -> bool:
        """Whether only a picture is shown (show_picture_meanwhile) until the next data."""
        return self.data is None and self._last is not None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self._pinned and not self.waiting:
            hit = self.token_under(event.position().x(), event.position().y())
            if hit is None:
                if self.focus is not None:
                    self.hover(None)
            elif self.focus is None or self.focus.focus != hit:
                self.hover(*hit)
            if hit is not None and self.data is not None:  # the full label: long ones are shortened with "…"
                side, token = hit
                self.setToolTip((self.data.queries if side == "query" else self.data.keys)[token])
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click pins the token under the mouse (its lines stay when the mouse leaves); a second click frees it."""
        if self.waiting:
            return super().mousePressEvent(event)
        hit = self.token_under(event.position().x(), event.position().y())
        if hit is None or (self._pinned and self.focus is not None and self.focus.focus == hit):
            self.hover(None)
        else:
            self.hover(*hit)
            self._pinned = True
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if not self._pinned and self.focus is not None and not self.waiting:
            self.hover(None)
        super().leaveEvent(event)

    # -- painting --------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._invalidate()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: repaint in the new colours
            self._invalidate()
        super().changeEvent(event)

    def _request_overview(self) -> bool:
        """Ask a job for the overview when there are too many lines to paint in line;
        whether it was asked (the canvas shows the last overview, or None, until it lands)."""
        if self.lines is None or self.data is None or paint_in_line(len(self.lines)):
            return False
        ratio = self.devicePixelRatioF()
        args = self.painter_args()
        key = (id(self.data), id(self.lines), self.width(), self.height(), ratio, args["theme"].name,
               self.decimals)
        self._overview.request(key, lambda: LinesPainter(**args), ratio)
        return True

    def _background(self) -> QPixmap | None:
        """The overview (all lines) painted once, at the screen's pixel density; past
        what is painted in line, by a job (the last overview, or None, until it lands)."""
        if self._base is None:
            if self._request_overview():
                return self._last
            painter = self.painter
            if painter is None:
                return None
            # A pixmap: drawn at every repaint (a QImage cost 12 ms a paint at 1280 × 800)
            self._base = self._last = QPixmap.fromImage(paint_overview(painter, self.devicePixelRatioF()))
        return self._base

    @property
    def overview_pending(self) -> bool:
        """Whether an overview is being painted off the UI thread (the last one shows meanwhile)."""
        return self._overview.pending

    def _on_painted(self, _key: object, image: QImage) -> None:
        self._base = self._last = QPixmap.fromImage(image)
        self._overview.forget()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        # The painter (its labels laid out: 1–2 ms at 512 tokens) is made here only when the
        # overview is painted in line or a token's lines are: a job paints a large overview.
        p = QPainter(self)
        if self.data is None:
            p.fillRect(self.rect(), self.palette().window())
            if self._last is not None:  # what was shown, while the next lines are chosen
                p.drawPixmap(QRectF(self.rect()), self._last, QRectF(self._last.rect()))
            elif self._message is not None:
                self._paint_text(p, self._message)
            p.end()
            return
        if self.focus is None:
            base = self._background()
            if base is None:  # the first overview of many lines, still being painted (or refused)
                p.fillRect(self.rect(), self.palette().window())
                failure = self._overview.failure
                self._paint_text(p, translate("Canvas", "Drawing the lines\u2026") if failure is None
                                 else translate("Canvas", "The lines could not be drawn: {reason}").format(
                                     reason=failure))
            elif base.deviceIndependentSize().toSize() == self.size():
                p.drawPixmap(QPointF(0, 0), base)
            else:  # scaled while a new size's overview is painted
                p.drawPixmap(QRectF(self.rect()), base, QRectF(base.rect()))
        else:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            self.painter.paint(p, self.focus)
        p.end()

    def _paint_text(self, p: QPainter, text: str) -> None:
        p.setPen(self.palette().placeholderText().color())
        p.drawText(self.rect().adjusted(16, 16, -16, -16),
                   int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
