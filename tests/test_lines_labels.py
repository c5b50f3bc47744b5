"""Every token label of the Lines view reads whole: on the tab at 1280 × 720 with 12 long words,
and in its exported figure. From the layout, not pixels: each label's rectangle holds its whole
text in the font it is drawn with (the hovered token's in bold too)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QFontMetrics

from explorer.app.labels import TOKEN_CHARS, capped, elide_middle
from explorer.app.lines import lines_data
from explorer.core.attention.pipeline import run
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset

#: The lecture's long words (docs/make_screenshots.py's): "Internationalization" is 20 characters.
LONG_WORDS = ("Internationalization", "transformers", "understanding", "representations", "multiplication",
              "probabilities", "contextualized", "embeddings", "decomposition", "normalization",
              "interpretability", "visualization")


def long_words(n: int = 12):
    session = resize(load_preset("02-causal-decoder"), n=n, fill="random", seed=3)
    return dataclasses.replace(session, tokens=LONG_WORDS[:n])


def assert_whole(boxes, tokens) -> None:
    """Each box says its whole token, and its rectangle holds the text in the box's font."""
    assert boxes
    for box in boxes:
        assert box.text == tokens[box.index], box
        advance = QFontMetrics(box.font).horizontalAdvance(box.text)
        assert advance <= box.rect.width(), (box.text, advance, box.rect.width())


# -- the rules, without Qt ----------------------------------------------------------------
def test_a_long_token_is_capped_and_shortened_in_the_middle():
    assert capped("Internationalization") == "Internationalization"  # 20 characters: whole
    long = "Internationalizations-of-software"
    assert len(capped(long)) == TOKEN_CHARS and capped(long) == "Internatio…-software"
    measure = len  # one unit a character
    assert elide_middle("transformers", 12, measure) == "transformers"
    assert elide_middle("transformers", 7, measure) == "tra…ers"
    assert elide_middle("transformers", 6, measure) == "tra…rs"


# -- the tab at 1280 × 720 ----------------------------------------------------------------
@pytest.mark.parametrize("zoom", [1.0, 1.5], ids=["100%", "150%"])
def test_the_lines_tab_at_1280_by_720_shows_12_long_words_whole(qtbot, zoom):
    from explorer.export.lines_figure import least_px, lines_least
    from explorer.ui.window.main_window import MainWindow, Unsaved

    win = MainWindow(long_words())
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.resize(1280, 720)
    win.presentation.set_zoom(zoom)
    panel = win.lines
    with qtbot.waitSignal(panel.shown):
        win.tabs.setCurrentWidget(panel)
    canvas = panel.canvas
    qtbot.waitUntil(lambda: win.width() == 1280 and not win.document.busy and canvas.painter is not None
                    and canvas.painter.width == canvas.width())
    assert_whole(canvas.label_boxes(), LONG_WORDS)
    assert canvas.painter.label_px >= least_px(14.0)  # never under the legible minimum
    g = canvas.painter.geometry
    assert g.right - g.left >= lines_least(canvas.width()) - 1  # the lines keep their room
    # The hovered token is drawn bold, in the same room.
    for side in ("query", "key"):
        for index in (0, 11):
            canvas.hover(side, index)
            boxes = canvas.label_boxes()
            assert any(b.font.bold() and (b.side, b.index) == (side, index) for b in boxes)
            assert_whole(boxes, LONG_WORDS)
    canvas.hover(None)


def test_past_the_legible_minimum_a_label_is_shortened_in_the_middle_and_whole_in_the_tooltip(qapp):
    from explorer.export.lines_figure import LinesPainter, least_px

    data = lines_data(run(long_words()), 0)
    painter = LinesPainter(data, width=360, height=500, numbers=True)  # far too narrow for the words
    assert painter.label_px == least_px(14.0)
    boxes = painter.label_boxes()
    short = [b for b in boxes if b.text != LONG_WORDS[b.index]]
    assert short and all("…" in b.text and b.text[0] == LONG_WORDS[b.index][0]
                         and b.text[-1] == LONG_WORDS[b.index][-1] for b in short)
    for box in boxes:
        assert QFontMetrics(box.font).horizontalAdvance(box.text) <= box.rect.width()
    assert any("hover for the full text" in note for note in painter.notes())


# -- the exported figure ------------------------------------------------------------------
@pytest.mark.parametrize("focus", [None, ("query", 0), ("key", 0)])
def test_the_exported_lines_figure_holds_every_long_word_whole(qapp, focus):
    from explorer.app.lines import focus_lines
    from explorer.export.lines_figure import LinesFigure

    data = lines_data(run(long_words()), 0)
    figure = LinesFigure(data, focus=focus)
    painter = figure.painter
    assert painter.label_px == 14  # a figure takes the width its labels need, at full size
    assert_whole(painter.label_boxes(focus_lines(data, *focus) if focus else None), LONG_WORDS)
