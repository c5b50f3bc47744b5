"""WCAG 2.2 contrast, measured on drawn pixels: text 4.5:1 (1.4.3) and the parts a
reader needs to see 3:1 (1.4.11), in every window theme and every figure theme.

The window is rendered offscreen; for each label, button and status line that
shows text, the text's colour is the drawn pixel that contrasts most with the
widget's background (the colour most of its pixels have), so what is checked is
what a student sees, whichever palette role or style sheet chose the colours.
The exported heatmap is checked the same way: tick and row labels, the values in
cells, the masked cells' hatching (against their grey and the page), the colour
bar's ticks. Every failing pair is reported at once, with its colours and ratio.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTextEdit

from explorer.ui.window.theme import THEMES, apply_theme

TEXT, NON_TEXT, ENHANCED = 4.5, 3.0, 7.0


def _linear(channel: np.ndarray) -> np.ndarray:
    c = np.asarray(channel, dtype=float) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def luminance(rgb) -> np.ndarray:
    """WCAG relative luminance of sRGB bytes (the last axis: r, g, b)."""
    lin = _linear(np.asarray(rgb)[..., :3])
    return lin @ np.array([0.2126, 0.7152, 0.0722])


def contrast(a, b) -> float:
    """WCAG contrast ratio of two sRGB colours, 1 to 21."""
    la, lb = float(luminance(a)), float(luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def test_the_contrast_function_matches_wcag():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert contrast((0x76, 0x76, 0x76), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # WCAG's own grey


def pixels(image: QImage) -> np.ndarray:
    """An image as an (h, w, 3) array of bytes."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, line = image.width(), image.height(), image.bytesPerLine()
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=line * h).reshape(h, line)
    return data[:, : 3 * w].reshape(h, w, 3).copy()


def mode_colour(area: np.ndarray) -> tuple[int, int, int]:
    """The colour most pixels of ``area`` have: a widget's or a cell's background."""
    # Each colour packed into one integer (0xRRGGBB, which sorts as the (r, g, b) rows do, so a
    # tie goes to the same colour): np.unique on rows sorts structured rows, 1 s a figure.
    flat = area.reshape(-1, 3).astype(np.uint32)
    colours, counts = np.unique((flat[:, 0] << 16) | (flat[:, 1] << 8) | flat[:, 2], return_counts=True)
    c = int(colours[counts.argmax()])
    return (c >> 16, (c >> 8) & 0xFF, c & 0xFF)


def most_contrasting(area: np.ndarray, background) -> tuple[tuple[int, int, int], float]:
    """The pixel of ``area`` that contrasts most with ``background``, and the ratio."""
    flat = area.reshape(-1, 3)
    lum = luminance(flat)
    lb = float(luminance(background))
    ratios = (np.maximum(lum, lb) + 0.05) / (np.minimum(lum, lb) + 0.05)
    k = int(ratios.argmax())
    return tuple(int(v) for v in flat[k]), float(ratios[k])


def hexes(c) -> str:
    return "#%02x%02x%02x" % tuple(c)


class Failures:
    def __init__(self, where: str):
        self.where, self.lines = where, []

    def check(self, what: str, fore, back, ratio: float, least: float) -> None:
        if ratio < least:
            self.lines.append(f"{what}: {hexes(fore)} on {hexes(back)} is {ratio:.2f}:1 (needs {least}:1)")

    def assert_none(self) -> None:
        assert not self.lines, f"{self.where}: {len(self.lines)} pairs too faint\n  " + "\n  ".join(self.lines)


# --- the window ------------------------------------------------------------------------------

def _text_widgets(window):
    """The widgets that show text in palette colours: labels (not pictures), buttons, check
    boxes, the inspector's text, the status bar: each with its rect in the window."""
    found = []
    for w in window.findChildren(QLabel):
        if w.isVisibleTo(window) and w.text().strip() and w.pixmap().isNull() and w.width() > 4:
            found.append((f"label {w.objectName() or w.text()[:40]!r}", w))
    for w in window.findChildren(QAbstractButton):
        if w.isVisibleTo(window) and w.text().strip() and w.width() > 4:
            found.append((f"{type(w).__name__} {w.text()[:40]!r}", w))
    for w in window.findChildren(QTextEdit):
        if w.isVisibleTo(window) and (w.toPlainText().strip() or w.placeholderText().strip()):
            found.append((f"{type(w).__name__} {w.objectName()!r}", w.viewport()))
    status = window.statusBar()
    if status.isVisible():
        found.append(("status bar", status))
    return [(name, _visible_rect(window, w)) for name, w in found] + _heatmap_axes(window)


def _visible_rect(window, widget) -> QRect:
    """Where ``widget`` is drawn in the window, cut to what of it shows (scroll areas, splitters)."""
    rect = widget.visibleRegion().boundingRect()
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size()).intersected(window.rect())


def _in_window(window, heatmap, item) -> QRect:
    box = heatmap.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(heatmap.mapTo(window, box.topLeft()), box.size()).intersected(window.rect())


def _heatmap_axes(window):
    """The Heatmap tab's token labels and its colour bar's values (pyqtgraph items, not
    widgets), each cut clear of the cells and the gradient its rect overlaps."""
    heatmap = window.view_panel.heatmap
    if not heatmap.isVisibleTo(window):
        return []
    bar_right = _in_window(window, heatmap, heatmap.colorbar.bar).right()
    values = _in_window(window, heatmap, heatmap.colorbar.axis)
    values.setLeft(bar_right + 4)  # right of the axis line and the ticks
    return [("heatmap row labels", _in_window(window, heatmap, heatmap.left_axis).adjusted(0, 0, -10, 0)),
            ("heatmap column labels", _in_window(window, heatmap, heatmap.top_axis).adjusted(0, 0, 0, -10)),
            ("heatmap colour bar values", values)]


def _screen_hatching(window, drawn: np.ndarray, failures: Failures) -> None:
    """The Heatmap tab's masked cells: their hatching against their grey (3:1), along
    each cell's upper band, clear of its text."""
    heatmap = window.view_panel.heatmap
    if not heatmap.isVisibleTo(window):
        return
    box = heatmap.plot.getViewBox()
    for i, j in heatmap.cells.masked_cells():
        corners = [heatmap.mapTo(window, heatmap.mapFromScene(box.mapViewToScene(QPointF(x, y))))
                   for x, y in ((j + 0.05, i + 0.05), (j + 0.95, i + 0.2))]
        r = QRect(corners[0], corners[1]).normalized()
        band = drawn[r.top(): r.bottom() + 1, r.left(): r.right() + 1]
        fill = mode_colour(band)
        hatch, ratio = most_contrasting(band, fill)
        failures.check(f"heatmap hatching of masked cell ({i}, {j})", hatch, fill, ratio, NON_TEXT)


def _colour_bar_frame(window, drawn: np.ndarray, failures: Failures) -> None:
    """The colour bar's frame, its left edge against the window (WCAG 1.4.11: 3:1)."""
    heatmap = window.view_panel.heatmap
    if not heatmap.isVisibleTo(window):
        return
    bar = _in_window(window, heatmap, heatmap.colorbar.bar)
    middle = slice(bar.top() + bar.height() // 4, bar.bottom() - bar.height() // 4)
    outside = drawn[middle, bar.left() - 3: bar.left() - 1]
    back = mode_colour(outside)
    frame, ratio = most_contrasting(drawn[middle, bar.left(): bar.left() + 1], back)
    failures.check("heatmap colour bar frame", frame, back, ratio, NON_TEXT)


def window_failures(qtbot, window, theme: str, least: float) -> Failures:
    window.statusBar().showMessage("Randomized with seed 3: the same seed gives the same numbers")
    qtbot.waitUntil(lambda: not (window.document.jobs.busy() or window.document.busy), timeout=20000)
    QApplication.processEvents()
    drawn = pixels(window.grab().toImage().scaled(window.size()))
    failures = Failures(f"window, {theme} theme")
    for name, r in _text_widgets(window):
        if r.width() < 4 or r.height() < 6:
            continue
        area = drawn[r.top(): r.bottom() + 1, r.left(): r.right() + 1]
        back = mode_colour(area)
        fore, ratio = most_contrasting(area, back)
        if ratio < 1.2:  # nothing drawn there (an empty status line, a label scrolled away)
            continue
        failures.check(name, fore, back, ratio, least)
    _colour_bar_frame(window, drawn, failures)
    _screen_hatching(window, drawn, failures)
    return failures


@pytest.fixture
def themed(qapp):
    yield qapp
    apply_theme(qapp, "light")  # the other tests expect the light palette


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "system"])
def test_window_text_reaches_its_contrast(qtbot, themed, theme):
    from windows import open_window

    apply_theme(themed, theme)
    window = open_window(qtbot, "02-causal-decoder")  # masked cells to look at
    window.resize(1280, 720)
    window.whatif  # the inspector's tabs: made when first needed
    least = ENHANCED if theme == "high-contrast" else TEXT
    window_failures(qtbot, window, theme, least).assert_none()


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "system"])
def test_palette_text_roles_reach_their_contrast(theme):
    """The roles text is drawn in, against the roles it is drawn on (a cheap check of
    what the pixels test samples only where such a widget happens to be shown)."""
    from PySide6.QtGui import QPalette

    from explorer.ui.window.theme import focus_color, palette, resolve_theme

    role = QPalette.ColorRole
    pal = palette(resolve_theme(theme))
    least = ENHANCED if theme == "high-contrast" else TEXT
    pairs = [(role.WindowText, role.Window, least), (role.Text, role.Base, least),
             (role.Text, role.AlternateBase, least),
             (role.ButtonText, role.Button, least), (role.PlaceholderText, role.Window, least),
             (role.PlaceholderText, role.Base, least), (role.PlaceholderText, role.Button, least),
             (role.ToolTipText, role.ToolTipBase, least), (role.HighlightedText, role.Highlight, TEXT),
             (role.Link, role.Base, TEXT), (role.Link, role.Window, TEXT)]
    failures = Failures(f"palette, {theme} theme")
    for fore, back, need in pairs:
        f, b = pal.color(fore), pal.color(back)
        fc, bc = (f.red(), f.green(), f.blue()), (b.red(), b.green(), b.blue())
        failures.check(f"{fore.name} on {back.name}", fc, bc, contrast(fc, bc), need)
    ring = focus_color(resolve_theme(theme))
    for back in (role.Window, role.Base, role.Button):
        b = pal.color(back)
        rc, bc = (ring.red(), ring.green(), ring.blue()), (b.red(), b.green(), b.blue())
        failures.check(f"focus ring on {back.name}", rc, bc, contrast(rc, bc), NON_TEXT)
    failures.assert_none()


# --- the exported heatmap --------------------------------------------------------------------

SCALE = 2


def _area(image: np.ndarray, left: float, top: float, right: float, bottom: float) -> np.ndarray:
    """The pixels of a rectangle given in the figure's logical pixels."""
    return image[int(top * SCALE): int(bottom * SCALE), int(left * SCALE): int(right * SCALE)]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_figure_labels_cells_and_hatching_reach_their_contrast(qapp, theme):
    from explorer.core.attention.pipeline import run
    from explorer.core.io.presets import load_preset
    from explorer.export.files import build_figure
    from explorer.export.heatmap import BAR_GAP, MARGIN
    from explorer.export.options import FigureOptions
    from explorer.export.render import render_image

    trace = run(load_preset("02-causal-decoder"))
    figure = build_figure(trace, "heads[0].weights", FigureOptions(theme=theme, scale=SCALE))
    image = pixels(render_image(figure, SCALE))
    back = mode_colour(image)
    failures = Failures(f"heatmap figure, {theme} theme")
    block, grid = figure.block, figure.block.grid
    n, m = figure.view.shape
    gx, gy = MARGIN + grid.left(), figure.content_top + grid.top()

    for i in range(n):  # row labels, left of the grid
        cell = figure.cell_rect(i, 0)
        fore, ratio = most_contrasting(_area(image, MARGIN, cell.top(), gx - 2, cell.bottom()), back)
        failures.check(f"row label {i}", fore, back, ratio, TEXT)
    for j in range(m):  # column labels, above it
        cell = figure.cell_rect(0, j)
        fore, ratio = most_contrasting(_area(image, cell.left(), figure.content_top, cell.right(), gy - 2), back)
        failures.check(f"column label {j}", fore, back, ratio, TEXT)

    for i in range(n):
        for j in range(m):
            cell = figure.cell_rect(i, j)
            inner = _area(image, cell.left() + 1, cell.top() + 1, cell.right() - 1, cell.bottom() - 1)
            fill = mode_colour(inner)
            fore, ratio = most_contrasting(inner, fill)
            kind = "masked" if figure.view.mask[i, j] else "value"
            failures.check(f"{kind} text in cell ({i}, {j})", fore, fill, ratio, TEXT)
            if figure.view.mask[i, j]:
                # The hatching, along the cell's upper band (clear of its text): it is what
                # tells a masked cell from a pale colour, so it must stand out of its grey,
                # and it draws the cell's edge on the page.
                band_bottom = cell.top() + cell.height() * 0.2
                band = _area(image, cell.left() + 1, cell.top() + 1, cell.right() - 1, band_bottom)
                hatch, ratio = most_contrasting(band, fill)
                failures.check(f"hatching of cell ({i}, {j})", hatch, fill, ratio, NON_TEXT)
                failures.check(f"hatching of cell ({i}, {j}) on the page", hatch, back, contrast(hatch, back), NON_TEXT)

    # The colour bar's tick marks (the frame's colour, with the page on either side).
    bar = figure.bar
    bar_left, bar_top = MARGIN + block.width + BAR_GAP, gy
    right = bar_left + 18.0
    span = bar.scale.vmax - bar.scale.vmin
    for value, text in bar.labels:
        ty = bar_top + bar.height - (value - bar.scale.vmin) / span * bar.height
        tick, ratio = most_contrasting(_area(image, right + 1.5, ty - 2, right + 4, ty + 2), back)
        failures.check(f"colour bar tick {text}", tick, back, ratio, NON_TEXT)
        label, ratio = most_contrasting(_area(image, right + 12, ty - 8, right + 12 + bar.label_w, ty + 8), back)
        failures.check(f"colour bar label {text}", label, back, ratio, TEXT)
    failures.assert_none()
