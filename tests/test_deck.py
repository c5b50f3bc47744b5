"""The lecture deck: what its pages say, where things go, and the PDF and PowerPoint files."""

from __future__ import annotations

import pytest
from deck_helpers import WORDS, page_keys, pdf_pages_and_text, sentence_session, traced

from explorer.export.deck.files import export_deck
from explorer.export.deck.page_types import MAX_DECK_TOKENS, MAX_ZOOM, STEP_SLOTS, Slot, fit_figure
from explorer.export.deck.plan import default_query, plan_deck, sentence_text
from explorer.export.deck.choices import deck_choice, filters_for
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError
from explorer.app.lecture import order


# -- the plan (no Qt) ----------------------------------------------------------------
def test_plan_walks_the_lecture_order_with_each_steps_title_formula_and_shapes():
    trace = traced(sentence_session(6, mode="causal"))
    plan = plan_deck(trace, 0)
    keys = order(trace, 0)
    pages = page_keys(trace, 0)
    # Title, the steps (the "why √d_k" page after ÷ √d_k), the weights as lines (one head,
    # 6 tokens: every line), the closing slide.
    assert [p.key for p in plan.steps] == keys and [p.key for p in plan.views] == ["lines:0"]
    assert plan.page_count == len(keys) + 4 == len(pages) + 3
    for k, (page, key) in enumerate(zip(plan.steps, keys)):
        step = trace.get(key)
        assert (page.title, page.formula, page.description) == (step.title, step.formula, step.description)
        assert f"card {k + 1} / {len(keys)}" in page.kicker and "Step 4 of" not in page.kicker
        assert page.facts[0].startswith(f"Shape: {step.shape_text}")
        assert "\u221ad_k = 1.732" in page.facts[-1]
        assert page.footer.endswith(f"{pages.index(key) + 2} / {len(pages) + 3}")
    # The "why √d_k" page follows ÷ √d_k, numbered in its place, with the session's d_k.
    (aside,) = plan.asides
    assert aside.after == "heads[0].scaled" and aside.page.key == "why_sqrt_dk"
    assert aside.page.footer.endswith(f"{pages.index('why_sqrt_dk') + 2} / {len(pages) + 3}")
    assert aside.page.title == "Why divide by \u221ad_k?" and aside.page.kicker.startswith("2 \u2013 Divide by")
    assert "This session: d_k = 3, \u221ad_k = 1.732" in aside.page.facts
    assert "d_k = 512" in aside.page.description and aside.data.spread(3).session
    # The lines page comes after every step page, numbered after them.
    assert plan.views[0].footer.endswith(f"{len(pages) + 2} / {len(pages) + 3}")
    scores = plan.steps[keys.index("heads[0].scores")]
    assert "From: Q 6 \u00d7 3,  K 6 \u00d7 3" in scores.facts
    title = plan.title_page
    assert title.kicker == "Masked (causal) self-attention"
    assert title.sentence == "\u201c" + " ".join(WORDS[:6]) + "\u201d"
    assert any("n = 6 tokens" in f and "d_k = 3" in f for f in title.facts)
    # In causal mode the weighted values are shown for the last query: the first sees only itself.
    assert plan.query == 5 == default_query(trace)
    assert any("\u201chard\u201d" in f for f in plan.steps[keys.index("heads[0].weighted_values")].facts)


def test_a_second_head_ends_with_the_heads_combined():
    trace = traced(sentence_session(4, heads=2, w_o=True))
    plan = plan_deck(trace, 1)
    assert [p.key for p in plan.steps][-2:] == ["concat", "projected"]
    assert all("head 2 of 2" in p.kicker for p in plan.steps)


def test_bad_head_query_and_too_long_a_sequence_are_refused_in_one_line():
    trace = traced(sentence_session(3))
    with pytest.raises(ExportError, match="no head 1: this session has 1 head"):
        plan_deck(trace, 1)
    with pytest.raises(ExportError, match="no query row 3"):
        plan_deck(trace, 0, query=3)
    from explorer.core.generate import random_session

    long = traced(random_session(MAX_DECK_TOKENS + 1, d_model=2, d_k=2, d_v=2))
    with pytest.raises(ExportError, match=f"up to {MAX_DECK_TOKENS} tokens"):
        plan_deck(long, 0)


def test_a_long_sentence_is_shortened_and_says_how_much_is_left_out():
    tokens = tuple(f"word{k}" for k in range(300))
    text = sentence_text(tokens)
    assert text.startswith("\u201cword0 word1") and text.endswith("more tokens)")
    shown = text.count("word")
    assert f"(+{300 - shown} more tokens)" in text and len(text) < 200
    assert sentence_text(("a", "b")) == "\u201ca b\u201d"


def test_figure_is_fitted_centred_and_never_blown_up_past_the_cap():
    box = Slot(100, 50, 800, 600)
    x, y, zoom = fit_figure(1600, 600, box)
    assert zoom == 0.5 and x == 100 and y == 50 + (600 - 300) / 2
    x, y, zoom = fit_figure(100, 100, box)
    assert zoom == MAX_ZOOM and x == 100 + (800 - 150) / 2


def test_the_file_dialog_choice_gives_path_format_and_theme():
    filters, first = filters_for("dark")
    assert first == "PDF deck, dark (*.pdf)" and "PowerPoint deck, light (*.pptx)" in filters.split(";;")
    assert deck_choice("/t/lecture", "PowerPoint deck, dark (*.pptx)") == (
        __import__("pathlib").Path("/t/lecture.pptx"), "pptx", "dark")
    # The suffix typed wins over the filter's format; the theme stays the filter's.
    path, fmt, theme = deck_choice("/t/deck.PDF", "PowerPoint deck, light (*.pptx)")
    assert (path.name, fmt, theme) == ("deck.PDF", "pdf", "light")
    with pytest.raises(ExportError, match="not .png"):
        deck_choice("/t/deck.png", first)


# -- layout (Qt fonts, no widgets) --------------------------------------------------
def test_texts_flow_down_the_column_and_a_long_one_is_set_smaller(qapp):
    from explorer.export.deck.pages import layout_texts

    texts = {"kicker": "Step 1 of 8", "title": "Scores", "formula": "S = Q\u00b7K\u1d40", "facts": "a\nb",
             "description": "x " * 400, "footer": "f"}
    placed = layout_texts(texts, STEP_SLOTS)
    title, formula, facts = placed["title"][0], placed["formula"][0], placed["facts"][0]
    assert formula.top() == pytest.approx(title.bottom() - 2 + STEP_SLOTS["formula"].y)
    assert facts.top() > formula.bottom()
    description, f = placed["description"]
    assert f.pixelSize() < STEP_SLOTS["description"].px  # shrunk to fit its slot's height
    assert description.height() <= STEP_SLOTS["description"].h + 2
    assert placed["footer"][0].top() == STEP_SLOTS["footer"].y  # fixed slots stay put


# -- the files ----------------------------------------------------------------------
def test_pdf_has_a_16_9_page_per_step_plus_title_and_closing_with_real_text(tmp_path, qapp):
    session = sentence_session(12)
    trace = traced(session)
    path = tmp_path / "deck.pdf"
    deck = export_deck(trace, 0, path, options=FigureOptions(decimals=1), session=session)
    keys = order(trace, 0)
    count, texts, size = pdf_pages_and_text(path)
    texts = [" ".join(t.split()) for t in texts]  # QtPdf gives each wrapped line on its own
    pages = page_keys(trace, 0)
    assert count == deck.pages == len(keys) + 4 == len(pages) + 3  # title, steps, √d_k, lines, closing
    assert size == pytest.approx((960, 540), abs=0.5)  # 13.33 × 7.5 in
    assert "Scaled dot-product attention" in texts[0] and "internationalization" in texts[0]
    for key, text in zip(pages, texts[1:-1]):
        if key == "why_sqrt_dk":  # the chart's labels are text too
            assert "Why divide by" in text and "this session" in text and "Softmax of one row" in text
        else:
            # Compared without spaces: on a page full of text (the softmax's, with its quotes from the
            # text) QtPdf's reader takes the text to run downwards and gives it a character a line.
            flat = "".join(text.split())
            assert "".join(trace.get(key).title.split()) in flat and "".join(trace.get(key).shape_text.split()) in flat
    assert "\u221ad_k = 1.732" in texts[5]
    assert "Step 1 \u2013 Linear transformations" in texts[-1]  # the closing page is the pipeline slide
    assert path.read_bytes().rstrip().endswith(b"%%EOF")


def test_dark_pdf_pages_are_dark_with_light_text(tmp_path, qapp):
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument

    session = sentence_session(2)
    path = tmp_path / "dark.pdf"
    export_deck(traced(session), 0, path, options=FigureOptions(theme="dark"), session=session)
    doc = QPdfDocument(None)
    doc.load(str(path))
    image = doc.render(2, QSize(640, 360))
    doc.close()
    corner = image.pixelColor(5, 5)
    assert corner.lightness() < 40
    # The title's glyphs are light: the brightest pixel of the title's band.
    band = [image.pixelColor(x, y).lightness() for x in range(24, 200) for y in range(40, 60)]
    assert max(band) > 200


def test_pptx_is_16_9_with_editable_titles_and_300_dpi_pictures(tmp_path, qapp):
    from pptx import Presentation
    from pptx.enum.shapes import MSO_SHAPE_TYPE
    from PySide6.QtGui import QImage

    session = sentence_session(6)
    trace = traced(session)
    path = tmp_path / "deck.pptx"
    deck = export_deck(trace, 0, path, options=FigureOptions(theme="light"), session=session)
    prs = Presentation(str(path))
    keys = page_keys(trace, 0)
    slides = list(prs.slides)
    assert len(slides) == deck.pages == len(keys) + 3  # title, steps, the lines page, closing
    assert prs.slide_width * 9 == prs.slide_height * 16 and prs.slide_width == 12192000
    assert "internationalization" in prs.core_properties.title
    assert slides[0].shapes.title.text == "Scaled dot-product attention"
    for key, slide in zip(keys, slides[1:-1]):
        if key == "why_sqrt_dk":
            title, formula = "Why divide by \u221ad_k?", "Var(q\u00b7k) = d_k,   Var(q\u00b7k / \u221ad_k) = 1"
        else:
            title, formula = trace.get(key).title, trace.get(key).formula
        assert slide.shapes.title.text == title
        texts = [s.text_frame.text for s in slide.shapes if s.has_text_frame]
        assert any(formula in t.replace("\u00a0", " ") for t in texts)
        pictures = [s for s in slide.shapes if s.shape_type == MSO_SHAPE_TYPE.PICTURE]
        assert len(pictures) == 1
        pic = pictures[0]
        image = QImage.fromData(pic.image.blob)
        assert image.width() / (pic.width / 914400) == pytest.approx(300, abs=0.5)
        assert image.height() / (pic.height / 914400) == pytest.approx(300, abs=0.5)
        assert round(image.dotsPerMeterX() * 0.0254) == 300
    closing = [s for s in slides[-1].shapes if s.shape_type == MSO_SHAPE_TYPE.PICTURE]
    assert len(closing) == 1 and (closing[0].width, closing[0].height) == (prs.slide_width, prs.slide_height)
    assert QImage.fromData(closing[0].image.blob).size().toTuple() == (4000, 2250)


def test_dark_pptx_has_dark_backgrounds_and_light_text(tmp_path, qapp):
    from pptx import Presentation

    from explorer.export.theme import DARK

    session = sentence_session(2)
    path = tmp_path / "dark.pptx"
    export_deck(traced(session), 0, path, options=FigureOptions(theme="dark"), session=session)
    for slide in Presentation(str(path)).slides:
        assert str(slide.background.fill.fore_color.rgb) == DARK.background.lstrip("#").upper()
        for shape in slide.shapes:
            if shape.has_text_frame:
                for run in (r for p in shape.text_frame.paragraphs for r in p.runs):
                    assert str(run.font.color.rgb) in (DARK.text.lstrip("#").upper(), DARK.muted.lstrip("#").upper())


def test_a_deck_that_fails_its_check_leaves_the_old_file(tmp_path, qapp, monkeypatch):
    from explorer.export.deck import pdf as deck_pdf

    session = sentence_session(2)
    path = tmp_path / "deck.pdf"
    path.write_bytes(b"the old deck")
    monkeypatch.setattr(deck_pdf, "pdf_page_count", lambda data: 3)
    with pytest.raises(ExportError, match="the PDF has 3 pages, not the 12 planned"):
        export_deck(traced(session), 0, path, session=session)
    assert path.read_bytes() == b"the old deck"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck.pdf"]
    with pytest.raises(ExportError, match="the folder .* does not exist"):
        export_deck(traced(session), 0, tmp_path / "missing" / "deck.pptx", session=session)



def test_deck_figures_leave_the_header_to_the_page_and_captions_count_heads_from_1():
    from explorer.core.attention.pipeline import run
    from explorer.core.io.presets import load_preset
    from explorer.export.files import build_figure
    from explorer.export.options import FigureOptions
    from explorer.export.render import svg_bytes

    trace = run(load_preset("04-two-heads"))
    full = build_figure(trace, "heads[1].weights", FigureOptions())
    bare = build_figure(trace, "heads[1].weights", FigureOptions(title="", header=False))
    assert bare.height < full.height and bare.content_top < full.content_top
    svg = svg_bytes(full).decode()
    assert "head 2" in svg and "heads[1]" not in svg
    assert "Attention weights" not in svg_bytes(bare).decode()
