"""Where things are in the real window, measured on the same window built offscreen.

The real-window tests click tabs, a heatmap and a card at pixel positions. Written as
constants, they broke the day the inputs pane learnt to size itself to X (the tabs moved
left by 90 px, and the click meant for "Step by step" raised nothing). Instead the test
builds the same window on the same session at the real window's size here, in its own
offscreen Qt, and reads each place from the widgets' geometry: the same code, fonts
and size lay out the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QStyle, QTabBar, QWidget


@dataclass(frozen=True)
class Places:
    """Points (x, y) and regions (rows, columns) in the window's client area."""

    step_by_step_tab: tuple[int, int]
    lines_tab: tuple[int, int]
    tab_bar: tuple[slice, slice]
    heatmap_plot: tuple[int, int]
    left_of_docks: slice
    inspector_tab: tuple[int, int]
    what_if_tab: tuple[int, int]
    #: On the Step by step tab: the first card's heatmap (None when the first card draws none)
    #: and the page's visible part.
    first_card_heatmap: tuple[int, int] | None
    steps_page: tuple[slice, slice]


def _rect(widget: QWidget, window: QWidget, rect: QRect | None = None) -> QRect:
    rect = widget.rect() if rect is None else rect
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size())


def _centre(rect: QRect) -> tuple[int, int]:
    return rect.center().x(), rect.center().y()


def _region(rect: QRect) -> tuple[slice, slice]:
    return slice(rect.top(), rect.bottom() + 1), slice(rect.left(), rect.right() + 1)


def _dock_tab(window: QWidget, text: str) -> tuple[int, int]:
    for bar in window.findChildren(QTabBar):
        if bar is window.tabs.tabBar() or not bar.isVisible():
            continue
        for index in range(bar.count()):
            if bar.tabText(index) == text:
                return _centre(_rect(bar, window, bar.tabRect(index)))
    raise AssertionError(f"no dock tab named {text!r}")


def measure(qtbot, session: Path, size: tuple[int, int]) -> Places:
    """The places of the window on ``session`` at client ``size``, built offscreen and closed again."""
    from explorer.core.io.session_files import load
    from explorer.ui.window.file_actions import Unsaved
    from explorer.ui.window.main_window import MainWindow

    window = MainWindow(load(session))
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size and not window.inputs_width.fitting
                    and not window.document.jobs.busy())
    bar = window.tabs.tabBar()
    heatmap = _rect(window.view_panel.heatmap, window)
    tabs = dict(step_by_step_tab=_centre(_rect(bar, window, bar.tabRect(1))),
                lines_tab=_centre(_rect(bar, window, bar.tabRect(2))),
                tab_bar=_region(_rect(bar, window)),
                heatmap_plot=_centre(heatmap),
                left_of_docks=slice(0, _rect(window.inspector_dock, window).left()),
                inspector_tab=_dock_tab(window, "Inspector"),
                what_if_tab=_dock_tab(window, "What if…"))
    window.tabs.setCurrentIndex(1)
    panel = window.pipeline
    qtbot.waitUntil(lambda: bool(panel.order) and not panel.placing and not window.inputs_width.fitting
                    and not window.document.jobs.busy())
    seen: list[QRect] = []

    def first_card_heatmap() -> QRect:  # the heatmap of the topmost card shown (Embeddings X)
        shown = [_rect(c.heatmap, window) for c in panel.cards.values()
                 if c.isVisible() and c.heatmap is not None and c.heatmap.isVisible()]
        return min(shown, key=lambda r: r.top()) if shown else QRect()

    def laid_out() -> bool:  # the same place three looks running: the cards' layout has landed
        seen.append(first_card_heatmap())
        return len(seen) > 2 and seen[-1] == seen[-2] == seen[-3]

    qtbot.waitUntil(laid_out)
    first_heatmap = None if seen[-1].isNull() else _centre(seen[-1])
    # The cards scroll, the lecture bar above them stays; the scroll bar's thumb moves on its own.
    page = _rect(panel.scroll.viewport(), window).intersected(_rect(window.steps_area.viewport(), window))
    page.setRight(page.right() - window.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) - 2)
    page = _region(page)
    window.close()
    return Places(first_card_heatmap=first_heatmap, steps_page=page, **tabs)

