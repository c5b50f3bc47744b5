"""Focus is always visible: a ring on X's current cell, a spin box and a button, in both themes,
in a colour that stands 3:1 off the window, base and button colours (WCAG's non-text contrast)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from explorer.ui.window.focus_ring import FocusRing, ring_of
from explorer.ui.window.theme import apply_theme, contrast_ratio, focus_color, palette

THEMES = pytest.mark.parametrize("theme", ["light", "dark"])
Role = QPalette.ColorRole


@pytest.fixture
def themed(qapp, request):
    """The application in the test's theme, put back to light afterwards for the other tests."""
    apply_theme(qapp, request.param)
    yield request.param
    apply_theme(qapp, "light")


def pixels_of(widget: QWidget, color: QColor) -> int:
    """How many pixels of ``widget``, as it draws itself now, are exactly ``color``."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rgb = np.frombuffer(image.constBits(), np.uint32).reshape(image.height(), image.bytesPerLine() // 4)
    return int(np.count_nonzero((rgb[:, :image.width()] & 0xFFFFFF) == (color.rgb() & 0xFFFFFF)))


def focus_on(qtbot, widget: QWidget) -> None:
    widget.setFocus()
    qtbot.waitUntil(lambda: widget.hasFocus() and (ring := ring_of(widget)) is not None and ring.isVisible())


def test_the_focus_colour_stands_3_to_1_off_every_background():
    for name in ("light", "dark"):
        pal = palette(name)
        for role in (Role.Window, Role.Base, Role.Button, Role.AlternateBase):
            assert contrast_ratio(focus_color(name), pal.color(role)) >= 3.0, (name, role)
        # Inside it, the base colour keeps it apart from a selected cell's highlight.
        assert contrast_ratio(pal.color(Role.Base), pal.color(Role.Highlight)) >= 3.0, name


@pytest.mark.parametrize("themed", ["light", "dark"], indirect=True)
def test_a_cell_a_spin_box_and_a_button_show_the_ring_only_with_focus(qtbot, themed):
    from windows import open_window

    win = open_window(qtbot, "02-causal-decoder")
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    colour = focus_color(themed)
    editor = win.inputs.editors["embeddings"]
    spin = win.inputs.spins["d_model"]
    win.tabs.setCurrentWidget(win.lines)
    button = win.lines.export_button
    qtbot.waitUntil(button.isVisible)
    for widget in (editor, spin, button):
        assert pixels_of(widget, colour) == 0, type(widget).__name__  # no focus, no ring

    # X's current cell: framed while the table has focus, and the frame follows the cell.
    model = editor.model()
    editor.setCurrentIndex(model.index(1, 2))
    focus_on(qtbot, editor)
    ring = ring_of(editor)
    assert isinstance(ring, FocusRing) and ring.parentWidget() is editor.viewport()
    assert ring.geometry() == editor.visualRect(model.index(1, 2))
    assert pixels_of(editor, colour) > 0
    editor.setCurrentIndex(model.index(2, 3))
    qtbot.waitUntil(lambda: ring.geometry() == editor.visualRect(model.index(2, 3)))

    for widget in (spin, button):
        focus_on(qtbot, widget)
        assert pixels_of(widget, colour) > 0, type(widget).__name__
    # Focus left the table and the spin box: their rings are gone.
    qtbot.waitUntil(lambda: not ring_of(editor).isVisible() and not ring_of(spin).isVisible())
    assert pixels_of(editor, colour) == 0 and pixels_of(spin, colour) == 0
    # The other theme: the ring shown takes its colour at once.
    other = "dark" if themed == "light" else "light"
    apply_theme(QApplication.instance(), other)
    assert pixels_of(button, focus_color(other)) > 0 and pixels_of(button, colour) == 0
