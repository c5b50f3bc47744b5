"""Small multiples: every head's attention weights side by side.

Clicking a head's heatmap makes it the selected head (``view.head``) and
selects the clicked weight for the inspector. At most :data:`PAGE` heads are
drawn at once, the page holding the selected head: a session may have
hundreds, and a widget per head froze the window for a minute at 512.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from explorer.core.attention.step_keys import step_key
from explorer.app.cards import CARD_PICTURE_SIDE, step_mask
from explorer.app.frame import Frame
from explorer.app.identity import head_name
from explorer.app.document import Document
from explorer.ui.heatmap.fitting_size import FittingSize
from explorer.ui.heatmap.heatmap import Heatmap
from explorer.app.view_state import ViewState
from explorer.ui.window.on_screen import OnScreen
from explorer.core.wording import translate

COLUMNS = 4
#: A tile's smallest and largest size: it grows with the tokens so that each gets a whole label line.
TILE = QSize(240, 220)
MAX_TILE = QSize(420, 400)
#: Heads drawn at once (four rows of four).
PAGE = 16


def page_of(head: int, n_heads: int) -> range:
    """The heads shown with ``head`` selected: its page of :data:`PAGE`."""
    start = (max(0, min(head, n_heads - 1)) // PAGE) * PAGE
    return range(start, min(n_heads, start + PAGE))


#: The cards' picture size: the worker makes the weights' picture at it while
#: the step-by-step tab is shown, so the thumbnails reuse it.
THUMBNAIL_SIDE = CARD_PICTURE_SIDE


class HeadsGrid(QWidget):
    """One small weights heatmap per head, titled "Head 1", "Head 2" …"""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self.heatmaps: list[Heatmap] = []
        self._sizes: list[FittingSize] = []  # each tile's, measured again only when its labels change
        self.titles: list[QLabel] = []
        #: The heads of the tiles, in order (a page of at most PAGE).
        self.shown: range = range(0)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.page_note = QLabel()
        self.page_note.setWordWrap(True)
        self.page_note.hide()
        outer.addWidget(self.page_note)
        self._layout = QGridLayout()
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setHorizontalSpacing(10)
        outer.addLayout(self._layout)
        view.colormap_changed.connect(self._on_colormap)
        view.decimals_changed.connect(self._on_decimals)
        self._screen = OnScreen.of(view)
        self._screen.add(self, self.show_frame, let_go=self.let_go, seen=self._seen)  # built when first shown

    @property
    def _frame(self) -> Frame:
        """The latest frame: the one shown, or (hidden) the one to show when raised."""
        return self._view.frame

    def _seen(self, on_screen: bool) -> None:
        # The tiles' pictures come with each snapshot from the worker while they can be
        # seen (a long sequence's, when the tab is raised, too: see Document.want_pictures).
        # Qt shows children before their parent: this asks before the cards' panel does.
        pictures = [("weights", THUMBNAIL_SIDE, "max")] if on_screen else []
        self._document.want_pictures("heads", pictures, complete=on_screen)

    def let_go(self) -> None:
        # Hidden (one head, or behind another tab): its tiles kept the last trace's weights.
        for heatmap in self.heatmaps:
            heatmap.let_go_of_values()

    def _add_tile(self, slot: int) -> None:
        tile = QWidget()
        box = QVBoxLayout(tile)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        title = QLabel()
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        heatmap = Heatmap()
        heatmap.setFixedSize(TILE)
        # Small multiples share one scale (0…1, shown in the weights card): the colour bar
        # and axis titles would take the room the cells need.
        heatmap.plot.layout.removeItem(heatmap.colorbar)
        heatmap.colorbar.hide()
        heatmap.set_axis_titles_visible(False)
        heatmap.set_colormap(self._view.colormap)
        heatmap.set_decimals(self._view.decimals)
        heatmap.cell_clicked.connect(lambda i, j, s=slot: self._clicked(self.shown[s], i, j))
        box.addWidget(title)
        box.addWidget(heatmap)
        self._layout.addWidget(tile, slot // COLUMNS, slot % COLUMNS)
        self.heatmaps.append(heatmap)
        self.titles.append(title)
        self._sizes.append(FittingSize())

    def show_frame(self, frame: Frame, old: Frame | None) -> None:
        """Draw ``frame``: the tiles anew for a new snapshot, another page or when ``old``
        is None (nothing drawn, or let go of); else only the selected head."""
        if frame.published_since(old) or frame.head not in self.shown:
            self.refresh()
        elif frame.head != old.head:
            self._mark_selected(frame.head)

    def refresh(self) -> None:
        if self._document.completing:
            return  # the runner makes the thumbnails' pictures; the completed snapshot's frame brings them
        trace = self._frame.trace
        self.shown = page_of(self._frame.head, trace.n_heads)
        while len(self.heatmaps) > len(self.shown):
            self.heatmaps.pop()
            self.titles.pop()
            self._sizes.pop()
            item = self._layout.takeAt(self._layout.count() - 1)
            item.widget().deleteLater()
        while len(self.heatmaps) < len(self.shown):
            self._add_tile(len(self.heatmaps))
        paged = trace.n_heads > PAGE
        self.page_note.setVisible(paged)
        if paged:
            self.page_note.setText(
                translate("HeadsGrid", "Heads {first}–{last} of {heads}: pick another head in the Head list to see "
                                       "its page of {page}.").format(first=self.shown.start + 1, last=self.shown.stop,
                                                                     heads=trace.n_heads, page=PAGE))
        for slot, (head, heatmap) in enumerate(zip(self.shown, self.heatmaps)):
            step = trace.get(step_key("weights", head))
            display = step.preview(THUMBNAIL_SIDE)  # a thumbnail needs no more cells than this
            heatmap.set_matrix(step.array, step.row_labels, step.col_labels, probability=True, display=display,
                               mask=step_mask(trace, step, display.shape), colormap_name=self._view.colormap)
            heatmap.setFixedSize(self._sizes[slot].of(heatmap, step.shape[:2], (step.row_labels, step.col_labels),
                                                      TILE, MAX_TILE))
        notes = [h.label_note() for h in self.heatmaps if h.label_note()]
        if notes:  # a long sequence: say which tokens the tiles label
            labels = translate("HeadsGrid", "Labels: {note}.").format(note=notes[0])
            self.page_note.setText((self.page_note.text() + "  " if paged else "") + labels)
            self.page_note.show()
        self._mark_selected(self._frame.head)

    def _mark_selected(self, head: int) -> None:
        for h, title in zip(self.shown, self.titles):
            font = QFont(title.font())
            font.setBold(h == head)
            font.setUnderline(h == head)
            title.setFont(font)
            name = head_name(self._frame.session, h)  # an imported head: who it is
            title.setText(translate("HeadsGrid", "{head}  (selected)").format(head=name) if h == head else name)
            title.setToolTip(name)  # the tile may elide it

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # Zoom changes the font: the tiles' size follows their labels.
        if event.type() == QEvent.Type.FontChange and self.heatmaps:
            self._screen.redraw(self)
        super().changeEvent(event)

    def _on_decimals(self, decimals: int) -> None:
        for heatmap in self.heatmaps:
            heatmap.set_decimals(decimals)

    def _on_colormap(self, name: str) -> None:
        for heatmap in self.heatmaps:
            heatmap.set_colormap(name)

    def _clicked(self, head: int, i: int, j: int) -> None:
        self._view.set_head(head)
        self._view.select(step_key("weights", head), (i, j))
