"""Lines no one can see are not drawn (explorer.app.faint), and the view says how many it drew.

The colour difference a left-out line would make is measured on a QImage the
app's painter drew, in CIE L*a*b* from Pillow's colour management (LittleCMS),
not from the rule's own conversion."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageCms
from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from explorer.app import faint
from explorer.app.lines import PALETTE_DARK, PALETTE_LIGHT, LinesData, build_lines
from explorer.app.lines_geometry import line_widths
from explorer.export.theme import DARK, LIGHT

_TO_LAB = ImageCms.buildTransform(ImageCms.createProfile("sRGB"), ImageCms.createProfile("LAB", 6504),
                                  "RGB", "LAB")


def _lab(rgb: np.ndarray) -> np.ndarray:
    """L* 0–100, a*, b* of an h × w × 3 uint8 sRGB array (Pillow's LAB mode stores L*·255/100, and a*, b*
    as signed bytes)."""
    out = np.asarray(ImageCms.applyTransform(Image.fromarray(rgb, "RGB"), _TO_LAB))
    ab = out[..., 1:].view(np.int8).astype(np.float64)
    return np.concatenate([out[..., :1] * 100 / 255, ab], axis=-1)


def _strongest_difference(color: str, background: str, alpha_byte: int, width: float, ratio: float) -> float:
    """The largest ΔE*ab between the background and any pixel of one line drawn as the Lines view draws it."""
    image = QImage(round(300 * ratio), round(120 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(background))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    c = QColor(color)
    pen = QPen(QColor(c.red(), c.green(), c.blue(), alpha_byte), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(pen)
    p.drawLines([QLineF(20, 10.3, 280, 77.6), QLineF(20, 100.5, 280, 100.5)])  # slanted and level, apart
    p.end()
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    pixels = np.frombuffer(rgba.constBits(), np.uint8).reshape(rgba.height(), rgba.bytesPerLine() // 4, 4)
    rgb = np.ascontiguousarray(pixels[:, :rgba.width(), :3])
    bg = np.ascontiguousarray(np.broadcast_to(rgb[0:1, 0:1], (1, 1, 3)))
    return float(np.linalg.norm(_lab(rgb) - _lab(bg)[0, 0], axis=-1).max())


@pytest.mark.parametrize("theme, palette", [(LIGHT, PALETTE_LIGHT), (DARK, PALETTE_DARK)])
@pytest.mark.parametrize("ratio", [1.0, 2.0])
@pytest.mark.parametrize("spacing", [2.0, 30.0])
def test_a_line_left_out_as_too_faint_changes_no_pixel_noticeably(qapp, theme, palette, ratio, spacing):
    for color in palette:
        least = faint.least_alpha_byte(color, theme.background, ratio, spacing)
        assert 1 < least < 40  # something is left out, and not lines a person reads
        weakest_dropped = least - 1
        width = float(line_widths(np.array([weakest_dropped / 255]), spacing)[0])
        assert _strongest_difference(color, theme.background, weakest_dropped, width, ratio) < faint.JUST_NOTICEABLE
        # ... while a line of weight 0.2 is plainly seen
        strong = float(line_widths(np.array([0.2]), spacing)[0])
        assert _strongest_difference(color, theme.background, 51, strong, ratio) > faint.JUST_NOTICEABLE


def test_a_sharper_screen_and_wider_rows_show_fainter_lines(qapp):
    color = PALETTE_LIGHT[0]
    assert faint.least_alpha_byte(color, "#ffffff", 2.0, 4.0) < faint.least_alpha_byte(color, "#ffffff", 1.0, 4.0)
    assert faint.least_alpha_byte(color, "#ffffff", 1.0, 24.0) <= faint.least_alpha_byte(color, "#ffffff", 1.0, 4.0)
    assert faint.least_alpha_byte("#ffffff", "#ffffff", 1.0, 4.0) == 256  # the background's colour: never seen


def test_lines_below_each_heads_least_are_left_out_and_counted():
    rng = np.random.default_rng(4)
    n = 40
    weights = []
    for _ in range(2):
        s = rng.normal(size=(n, n)) * 2.5
        e = np.exp(s - s.max(axis=1, keepdims=True))
        weights.append(e / e.sum(axis=1, keepdims=True))
    tokens = tuple(f"t{i}" for i in range(n))
    data = LinesData(tokens, tokens, tuple(weights), (0, 1), causal=True)
    least = (0.02, 0.05)
    lines = build_lines(data, least=least)
    visible = [np.tril(np.ones((n, n), bool)) & (w >= t) for w, t in zip(weights, least)]
    assert len(lines) == sum(int(v.sum()) for v in visible)
    assert lines.total == 2 * n * (n + 1) // 2 and lines.faint == lines.total - len(lines) > 0
    for h in (0, 1):
        mine = lines.head == h
        assert (lines.weight[mine] >= least[h]).all()
        assert set(zip(lines.query[mine].tolist(), lines.key[mine].tolist())) == set(zip(*np.nonzero(visible[h])))
    assert lines.note == (f"{len(lines):,} of {lines.total:,} lines drawn: the others are too faint to see. "
                          "Hover a token for all of its lines.")
    thinned = build_lines(data, max_lines=200, least=least)  # past the cap as well: both said
    assert len(thinned) < 200 and thinned.threshold > 0
    assert thinned.thinning.endswith(f"too faint to see or weigh below {thinned.threshold:.3g}.")
    assert build_lines(data).faint == 0 and build_lines(data).note == ""


def test_the_lines_tab_draws_what_can_be_seen_and_hover_shows_every_line(qtbot, window):
    from explorer.core.edits import resize

    window.document.apply(resize(window.document.session, n=64, fill="random", seed=3), "64 tokens")
    window.document.wait_idle()
    panel = window.lines
    with qtbot.waitSignal(panel.shown, timeout=30_000):
        window.tabs.setCurrentWidget(panel)
    lines = panel.canvas.lines
    trace = window.document.trace
    theme = LIGHT if window.palette().window().color().lightness() > 128 else DARK
    w = trace.step("weights", window.view_state.head).array
    spacing = panel.canvas.height() / 64
    least = faint.least_seen([(PALETTE_LIGHT if theme is LIGHT else PALETTE_DARK)[window.view_state.head]],
                             theme.background, panel.canvas.devicePixelRatioF(), spacing)[0]
    assert len(lines) == int((w >= least).sum()) and 0 < len(lines) < w.size == lines.total
    assert panel.note.text().startswith(f"{len(lines):,} of {w.size:,} lines drawn")
    panel.canvas.hover("query", 5)
    assert len(panel.canvas.focus) == 64  # every line of the hovered token, the faint ones too
