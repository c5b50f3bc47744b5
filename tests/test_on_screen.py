"""OnScreen (explorer/ui/window/on_screen.py): a panel is handed the latest frame while
it can be seen and when it comes on screen; a hidden one lets go of the last snapshot
when a new one is published, then draws the next frame in full; a panel in a tabbed
dock follows what its dock says."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabWidget, QWidget

from explorer.app.document import Document
from explorer.app.view_state import ViewState
from explorer.core.io.presets import load_preset
from explorer.ui.window.on_screen import OnScreen


class Recorder(QWidget):
    """A panel that records what it is handed."""

    def __init__(self, view: ViewState):
        super().__init__()
        self.handed: list[tuple] = []  # (frame, old)
        self.let_go_count = 0
        self.seen: list[bool] = []
        OnScreen.of(view).add(self, lambda frame, old: self.handed.append((frame, old)),
                              let_go=self.let_go, seen=self.seen.append)

    def let_go(self) -> None:
        self.let_go_count += 1


def parts(qtbot):
    document = Document(load_preset("04-two-heads"))
    view = ViewState(document)
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    front, back = Recorder(view), Recorder(view)
    tabs.addTab(front, "front")
    tabs.addTab(back, "back")
    tabs.show()
    qtbot.waitExposed(tabs)
    return document, view, tabs, front, back


def edit(document: Document, value: float) -> None:
    document.apply(document.session.with_cells("embeddings", 0, 0, np.array([[value]])), "edit")


def test_the_raised_page_is_handed_each_frame_the_hidden_one_the_latest_when_raised(qtbot):
    document, view, tabs, front, back = parts(qtbot)
    assert len(front.handed) == 1 and front.handed[0][1] is None  # the first frame, to draw in full
    assert back.handed == [] and front.seen == [True] and back.seen == []
    view.set_head(1)
    edit(document, 3.0)
    assert len(front.handed) == 3 and front.handed[-1][1] is front.handed[-2][0]  # each with the one before
    assert back.handed == [] and back.let_go_count == 1  # the edit: it lets go of the last snapshot
    tabs.setCurrentIndex(1)
    assert back.seen == [True] and front.seen == [True, False]
    (frame, old), = back.handed
    assert old is None and frame.snapshot is document.snapshot and frame.head == 1  # the latest, in full
    view.select("heads[1].weights", (0, 1))
    assert len(back.handed) == 2 and back.handed[-1][1] is frame and len(front.handed) == 3


def test_a_hidden_panel_that_saw_only_a_view_change_draws_from_what_it_showed(qtbot):
    document, view, tabs, front, back = parts(qtbot)
    tabs.setCurrentIndex(1)
    tabs.setCurrentIndex(0)
    shown = back.handed[-1][0]
    view.set_head(1)  # the same snapshot: nothing to let go of
    assert back.let_go_count == 0
    tabs.setCurrentIndex(1)
    assert back.handed[-1][1] is shown and back.handed[-1][0].head == 1


def test_redraw_and_show_now(qtbot):
    document, view, tabs, front, back = parts(qtbot)
    screen = OnScreen.of(view)
    screen.redraw(front)  # a new font: drawn anew at once
    assert len(front.handed) == 2 and front.handed[-1][1] is None
    screen.redraw(back)  # hidden: when it is raised
    assert back.handed == []
    screen.show_now(back)  # needed now although hidden (the Steps menu)
    assert len(back.handed) == 1
    screen.show_now(back)  # nothing newer
    tabs.setCurrentIndex(1)
    assert len(back.handed) == 1


def test_a_panel_in_a_tabbed_dock_follows_its_dock(qtbot):
    document = Document(load_preset("04-two-heads"))
    view = ViewState(document)
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    docks = []
    for name in ("inspector", "whatif"):
        dock = QDockWidget(name, window)
        dock.setObjectName(name)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks.append(dock)
    window.tabifyDockWidget(*docks)
    panel = Recorder(view)
    docks[1].setWidget(panel)
    screen = OnScreen.of(view)
    screen.follow_dock(panel, docks[1])
    docks[0].raise_()
    window.show()
    qtbot.waitExposed(window)
    edit(document, 2.0)
    assert panel.handed == [] and not screen.on_screen(panel)
    docks[1].raise_()
    qtbot.waitUntil(lambda: screen.on_screen(panel))
    assert len(panel.handed) == 1 and panel.handed[0][0].snapshot is document.snapshot and panel.seen[-1]
    docks[0].raise_()
    qtbot.waitUntil(lambda: not screen.on_screen(panel))
    assert panel.seen[-1] is False


def test_a_deleted_panel_is_forgotten(qtbot):
    document, view, tabs, front, back = parts(qtbot)
    handed = back.handed
    tabs.removeTab(1)
    back.deleteLater()
    qtbot.waitUntil(lambda: len(OnScreen.of(view)._panels) == 1)
    edit(document, 5.0)
    assert handed == []
