"""One card of the step-by-step panel: a step's number and name in the text, its title, formula, shape and matrix.

Small matrices are printed as numbers (:class:`~explorer.ui.heatmap.number_grid.NumberGrid`);
larger ones become a :class:`~explorer.ui.heatmap.heatmap.Heatmap`. A card knows
nothing of traces: the panel hands it a
:class:`~explorer.app.cards.CardContent` resolved from the snapshot.
"""

from __future__ import annotations

import dataclasses
import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.app.card_diff import same_frame, same_numbers
from explorer.app.cards import CardContent, Released, same_content
from explorer.app.reading import banded_reading
from explorer.ui.heatmap.fitting_size import FittingSize
from explorer.ui.heatmap.heatmap import Heatmap
from explorer.ui.heatmap.reading_guide import guide_height, guide_label
from explorer.ui.heatmap.number_grid import CURRENT, SELECTED, Cells, NumberGrid, blend
from explorer.ui.window.fonts import scaled_font
from explorer.core.wording import translate

#: Past this many rows or columns numbers no longer fit a card: draw a heatmap.
MAX_GRID_CELLS = 12
HEATMAP_SIZE = QSize(340, 300)
#: A card's heatmap grows with its tokens up to this, so that each gets a whole label line.
MAX_HEATMAP_SIZE = QSize(640, 600)
#: Cards are at least this wide so that a 1 × 1 matrix still gets a readable note.
MIN_TEXT_WIDTH = 200
#: A title wider than this wraps (an imported head's name is long) rather than widening the card.
MAX_TITLE_WIDTH = 360


class StepCard(QFrame):
    """Title, shape, formula, a note, and the matrix (numbers or a heatmap).

    ``role`` is ``"current"`` (the step being taught: a strong frame),
    ``"read"`` (an input of the current step: a light frame) or ``""``.
    """

    #: (card key, index): a cell was clicked; the index includes ``index_prefix``.
    cell_clicked = Signal(str, object)
    #: Painted with numbers still waiting (a layout moved it into view): the panel draws them.
    shown_stale = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.content: CardContent | None = None
        self.role = ""
        #: The width the panel gives a card (None: any); see set_room.
        self.room: int | None = None
        self._too_wide = False
        #: The heatmap was narrowed to the room (see set_content): a wider room lays it out again.
        self._narrowed = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        policy = self.sizePolicy()
        # Hidden cards keep their place: revealing a step must not move the others.
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(4)
        # The text's number and name of the step over its title, as on the deck's pages.
        self.kicker = QLabel()
        self.kicker.setVisible(False)
        layout.addWidget(self.kicker)
        top = QHBoxLayout()
        self.title = QLabel()
        scaled_font(self.title, 1.2, bold=True)
        self.title.setWordWrap(True)
        self.shape = QLabel()
        self.shape.setToolTip(translate("StepCard", "rows × columns"))
        top.addWidget(self.title, 1)
        top.addWidget(self.shape)
        layout.addLayout(top)
        self.extra_row = QHBoxLayout()
        layout.addLayout(self.extra_row)
        self.formula = QLabel()
        scaled_font(self.formula, 1.1)
        self.formula.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.formula)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.grid = NumberGrid()
        self.grid.cell_clicked.connect(self._clicked)
        self.grid.cell_hovered.connect(self._show_reading)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignLeft)
        # A score matrix's reading guide: the hovered (else the selected) cell in words.
        self.guide = guide_label()
        layout.addWidget(self.guide)
        self.heatmap: Heatmap | None = None
        self._size = FittingSize()
        #: True while the heatmap shows an older edit's numbers than ``content`` (see set_content).
        self.numbers_stale = False
        self.decimals = DEFAULT_DECIMALS
        self._overlay: pg.ImageItem | None = None
        self._highlight: tuple[Cells, Cells] = (frozenset(), frozenset())
        for label in (self.kicker, self.shape, self.note):
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)

    @property
    def key(self) -> str:
        return self.content.key if self.content else ""

    @property
    def uses_heatmap(self) -> bool:
        """A heatmap instead of the number grid: past MAX_GRID_CELLS a side, or when the
        grid is wider than the room the panel has (a zoomed projector)."""
        return self.content is not None and (max(self.content.values.shape) > MAX_GRID_CELLS or self._too_wide)

    def set_room(self, width: int | None) -> None:
        """The width the card may take; a number grid wider than it gives way to a heatmap
        (one wide card must not push every card beside it out of sight)."""
        if width == self.room:
            return
        self.room = width
        content = self.content
        if content is None:
            return
        flips = max(content.values.shape) <= MAX_GRID_CELLS and self._grid_too_wide() != self._too_wide
        # A heatmap narrowed to the old room, or wider than the new one, is laid out again.
        refits = self.uses_heatmap and (self._narrowed or (width is not None and self.width() > width))
        if flips or refits:
            self.content = None
            self.set_content(content)

    def _inner_room(self) -> int | None:
        """The room less the card's own margins and frame: what its matrix and texts may take."""
        if self.room is None:
            return None
        margins = self.layout().contentsMargins()
        return self.room - margins.left() - margins.right() - 2 * self.frameWidth()

    def _grid_too_wide(self) -> bool:
        inner = self._inner_room()
        return inner is not None and self.grid.sizeHint().width() > inner

    def add_extra(self, widget: QWidget) -> None:
        """A control in the card's header row (e.g. the query chooser)."""
        self.extra_row.addWidget(widget)
        self.extra_row.addStretch(1)

    def set_content(self, content: CardContent, draw: bool = True) -> None:
        """Show ``content``. With ``draw`` False (a card out of sight) a heatmap's
        numbers wait for :meth:`draw_stale`; a new frame (texts, shape, labels,
        size) is laid out at once, so the cards around it stay in place."""
        old = self.content
        if same_content(old, content):
            return  # e.g. the step cards while the next trace is computing: nothing to redraw
        if same_numbers(old, content) and not self.numbers_stale:
            self.content = content  # new arrays, the same numbers (K and V after an edit of W_Q)
            return
        self.content = content
        if same_frame(old, content) and self.uses_heatmap and self.heatmap is not None:
            # Only the numbers changed: the card keeps its size, texts and layout.
            self.numbers_stale = True
            if draw:
                self.draw_stale()
            else:
                # Out of sight until scrolled to: the last trace's arrays need not live on in it.
                self.heatmap.let_go_of_values()
            return
        if same_frame(old, content) and not self.uses_heatmap and self._grid_numbers(content):
            return
        self.numbers_stale = False
        self.kicker.setText(content.kicker)
        self.kicker.setVisible(bool(content.kicker))
        self.title.setText(content.title)
        self.shape.setText(content.shape_text)
        self.formula.setText(content.formula)
        self.formula.setVisible(bool(content.formula))
        self.note.setText(content.description)
        self.note.setVisible(bool(content.description))
        self._too_wide = False
        if max(content.values.shape) <= MAX_GRID_CELLS:
            self.grid.set_matrix(content.values, content.row_labels, content.col_labels, content.mask)
            self._too_wide = self._grid_too_wide()
        if self.uses_heatmap:
            self.prepare_heatmap()
            self.grid.hide()
            self.heatmap.show()
            if draw:
                self._set_heatmap_matrix(content)
            else:
                # Sized and laid out now, drawn when seen: raising the tab drew a dozen
                # heatmaps of which three or four are in view.
                self.numbers_stale = True
                self.heatmap.let_go_of_values()
            size = self._size.of(self.heatmap, content.values.shape[:2], (content.row_labels, content.col_labels),
                                 HEATMAP_SIZE, MAX_HEATMAP_SIZE)
            inner = self._inner_room()
            # Never wider than the tab (150 % zoom, long words): the labels give way, not the page.
            self._narrowed = inner is not None and size.width() > inner
            self.heatmap.setFixedSize(QSize(inner, size.height()) if self._narrowed else size)
            width = self.heatmap.width()
        else:
            if self.heatmap is not None:
                self.heatmap.hide()
            self.grid.show()
            width = self.grid.sizeHint().width()
        # Notes wrap to the matrix's width, but a tiny matrix must not make a tall, thin card.
        title = min(self.title.fontMetrics().horizontalAdvance(self.title.text()), MAX_TITLE_WIDTH)
        width = max(width, MIN_TEXT_WIDTH, title + self.shape.sizeHint().width() + 12,
                    self.formula.sizeHint().width(), self.kicker.sizeHint().width())
        inner = self._inner_room()
        if inner is not None and self.uses_heatmap:
            width = min(width, max(inner, MIN_TEXT_WIDTH))  # the texts wrap inside the tab
        self.note.setFixedWidth(width)
        self._size_guide(width)
        self._paint_highlights()
        self.adjustSize()

    def _grid_numbers(self, content: CardContent) -> bool:
        """Set new numbers in the grid already laid out for this frame; False when they
        need another size (wider numbers): the caller then lays out the whole card."""
        grid = self.grid
        size = grid.sizeHint()
        grid.set_matrix(content.values, content.row_labels, content.col_labels, content.mask)
        if grid.sizeHint() != size:
            return False
        # The texts, the card's size and every card around it stay: setting them again at
        # every edit laid out the card, its row and the whole page again before the paint.
        self._paint_highlights()
        return True

    def _size_guide(self, width: int) -> None:
        """The guide's room, fixed for its longest line: moving the mouse must not reflow the cards."""
        content = self.content
        reading = content.reading if content is not None else None
        self.grid.set_bands(reading is not None)
        if self.heatmap is not None:
            self.heatmap.set_bands(reading is not None)
        self.guide.setVisible(reading is not None)
        if reading is None:
            return
        self.guide.setFixedSize(width, guide_height(self.guide, reading, content.row_labels, content.col_labels,
                                                    self.decimals, width))

    def _show_reading(self, *_hovered) -> None:
        """The guide's line for the banded cell of the grid or heatmap shown (or how to read one)."""
        content = self.content
        if content is None or content.reading is None:
            return
        shown = self.heatmap if self.uses_heatmap else self.grid
        cell = shown.banded_cell() if shown is not None else None
        self.guide.setText(banded_reading(content.reading, cell, content.row_labels, content.col_labels,
                                          content.values, self.decimals, trim=shown is self.grid, card=True))

    def draw_stale(self) -> None:
        """Draw numbers that :meth:`set_content` left for later (nothing if none wait)."""
        if self.numbers_stale and self.content is not None:
            self.numbers_stale = False
            self._set_heatmap_matrix(self.content)
            self._show_reading()  # the guide prints the banded cell's new number

    def let_go(self) -> None:
        """Drop the numbers behind a reduced picture (the panel is hidden: they are the
        last trace's n × m arrays); the frame and the picture stay, and the next
        :meth:`set_content` draws the new numbers."""
        content = self.content
        if content is None or content.display is None:
            return  # small enough to show whole: nothing worth dropping
        self.content = dataclasses.replace(content, values=Released(content.values.shape))
        if self.heatmap is not None:
            self.heatmap.let_go_of_values()

    def _set_heatmap_matrix(self, content: CardContent) -> None:
        self.heatmap.set_matrix(content.values, content.row_labels, content.col_labels,
                                probability=content.probability, mask=content.mask,
                                axis_names=content.axis_names, display=content.display)

    def set_decimals(self, decimals: int) -> None:
        """How many decimals the card's numbers print (View → Decimals)."""
        self.decimals = int(decimals)
        self.grid.set_decimals(decimals)
        if self.heatmap is not None:
            self.heatmap.set_decimals(decimals)
        if self.content is not None and self.content.reading is not None:
            self._size_guide(self.note.width())  # the guide prints the number too
            self._show_reading()
        if self.content is not None and not self.uses_heatmap:
            self.adjustSize()  # wider or narrower numbers

    def prepare_heatmap(self) -> None:
        """Build the card's heatmap (hidden) if it has none: cards built ahead have one ready."""
        if self.heatmap is not None:
            return
        self.heatmap = Heatmap()
        self.heatmap.hide()
        self.heatmap.setFixedSize(HEATMAP_SIZE)
        self.heatmap.set_decimals(self.decimals)
        self.heatmap.cell_clicked.connect(self._clicked)
        self.heatmap.cell_hovered.connect(self._show_reading)
        self._overlay = pg.ImageItem(axisOrder="row-major")
        self._overlay.setZValue(8)
        self.heatmap.plot.addItem(self._overlay)
        self.layout().insertWidget(self.layout().indexOf(self.guide), self.heatmap)  # the guide reads it, below

    def _clicked(self, i: int, j: int) -> None:
        if self.content is not None:
            self.cell_clicked.emit(self.content.key, self.content.index_prefix + (i, j))

    # -- highlights ----------------------------------------------------------------
    def set_highlights(self, selected: Cells, sources: Cells) -> None:
        self._highlight = (frozenset(selected), frozenset(sources))
        self._paint_highlights()

    def highlights(self) -> tuple[Cells, Cells]:
        """(selected cells, source cells) shown in this card."""
        return self._highlight

    def _paint_highlights(self) -> None:
        selected, sources = self._highlight
        self._paint_cells(selected, sources)
        self._show_reading()  # the selected cell is read while none is hovered

    def _paint_cells(self, selected: Cells, sources: Cells) -> None:
        if not self.uses_heatmap:
            self.grid.set_highlights(selected, sources)
            return
        self.heatmap.set_selected_cell(next(iter(selected)) if len(selected) == 1 else None)
        self._overlay.setVisible(bool(selected or sources))
        if not (selected or sources):
            return  # no rows × cols × 4 overlay to build (64 MB at 4096 tokens)
        rows, cols = self.content.values.shape[:2]
        # At the picture's size: a highlighted cell marks the block it falls in.
        pr, pc = self.content.display.shape if self.content.display is not None else (rows, cols)
        overlay = np.zeros((pr, pc, 4), dtype=np.ubyte)
        for cells, alpha in ((sources, 120), (selected, 230)):
            for i, j in cells:
                if i < rows and j < cols:
                    overlay[i * pr // rows, j * pc // cols] = (SELECTED.red(), SELECTED.green(), SELECTED.blue(),
                                                               alpha)
        self._overlay.setImage(overlay, autoLevels=False, levels=(0, 255))
        self._overlay.setRect(0, 0, cols, rows)

    def set_role(self, role: str) -> None:
        if role != self.role:
            self.role = role
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.numbers_stale:
            # Shown without the panel noticing: it draws the numbers in its budget (a queued
            # draw each, four cards scrolled into view were drawn back to back).
            self.shown_stale.emit()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        border, width = blend(palette.color(QPalette.ColorRole.Text), base, 0.8), 1.0
        fill = base
        if self.role == "current":
            border, width = CURRENT, 3.5
        elif self.role == "read":
            border, width = blend(CURRENT, base, 0.45), 2.5
            fill = blend(base, CURRENT, 0.06)
        painter.setPen(QPen(border, width))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2), 8, 8)
        painter.end()
