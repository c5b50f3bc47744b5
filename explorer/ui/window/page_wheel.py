"""The mouse wheel over a plot scrolls the page the plot sits in.

pyqtgraph's plots take the wheel to zoom: over a scrolling page of them (the
Step by step cards, the Train panel) the page stopped scrolling and the plot
shrank. A plot that is not meant to zoom on the wheel hands it on here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget


def scroll_page(widget: QWidget, event: QWheelEvent) -> None:
    """Hand ``event`` to the nearest scroll area around ``widget`` (the page), or let it go.

    Handed over, not only ignored: Qt passes an ignored wheel event on to the
    parent only when it came from the system, so a synthesized one (a test, an
    accessibility tool) would stop at the plot."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QAbstractScrollArea):
        area = area.parentWidget()
    if area is None:
        event.ignore()
        return
    viewport = area.viewport()
    local = QPointF(viewport.mapFromGlobal(event.globalPosition().toPoint()))
    QApplication.sendEvent(viewport, QWheelEvent(local, event.globalPosition(), event.pixelDelta(),
                                                 event.angleDelta(), event.buttons(), event.modifiers(),
                                                 event.phase(), event.inverted(), event.source()))
    event.accept()
