"""The 16:9 pipeline slide at 2, 8 and 12 long words: every card labels every token whole,
Output labels its rows, d_k is stated, the header's tokens wrap inside the page, the footer
says each thing once. Read back from the PDF (text and where QtPdf finds it), the PowerPoint
deck's closing picture, and the layout itself."""

from __future__ import annotations

import dataclasses

import pytest
from deck_helpers import pdf_pages_and_text

from explorer.core.attention.pipeline import run
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset
from explorer.export.options import FigureOptions

LONG_WORDS = ("Internationalization", "transformers", "understanding", "representations", "multiplication",
              "probabilities", "contextualized", "embeddings", "decomposition", "normalization",
              "interpretability", "visualization")
TOKEN_STEPS = ("scores", "scaled", "masked", "weights")  # columns are the tokens (keys)
PT = 72 / 96  # PDF points per logical pixel


def long_session(n: int, mode_preset: str = "02-causal-decoder"):
    """The lecture's sentence of ``n`` long words (as /work/shots/sessions.py writes it)."""
    s = resize(load_preset(mode_preset), n=n, fill="random", seed=3)
    return dataclasses.replace(s, tokens=LONG_WORDS[:n])


def slide(n: int, theme: str = "light"):
    from explorer.export.files import build_figure

    s = long_session(n)
    return s, build_figure(run(s), "heads[0].pipeline", FigureOptions(theme=theme), session=s)


@pytest.fixture(scope="module")
def slides(qapp):
    """:func:`slide`, laid out once per (n, theme) for the module: the tests only read a layout
    (a 12-word slide's search tries 200 plans), and the files' tests compare theirs with it."""
    made: dict[tuple[int, str], tuple] = {}

    def get(n: int, theme: str = "light"):
        if (n, theme) not in made:
            made[n, theme] = slide(n, theme)
        return made[n, theme]

    return get


def pdf_occurrences(path, words, page: int = 0) -> dict[str, list]:
    """Where each of ``words`` is found whole in the PDF's text, as rectangles in points.

    QtPdf breaks upright (rotated) text into lines at odd places ("transform" / "ers"), so the
    words are looked for in the text without its line breaks and each find is mapped back to
    the characters QtPdf placed: a word found there was drawn whole, never "Internation…"."""
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    doc.load(str(path))
    text = doc.getAllText(page).text()
    kept = [i for i, c in enumerate(text) if c not in "\r\n"]
    joined = "".join(text[i] for i in kept)
    found: dict[str, list] = {}
    for word in words:
        start = 0
        while (k := joined.find(word, start)) >= 0:
            first, last = kept[k], kept[k + len(word) - 1]
            found.setdefault(word, []).append(doc.getSelectionAtIndex(page, first, last + 1 - first)
                                              .boundingRectangle())
            start = k + 1
    doc.close()
    return found


def _inside(rect, card_rect) -> bool:
    """A found word (points) lies in a card (logical pixels)."""
    c = rect.center()
    return card_rect.contains(c.x() / PT, c.y() / PT)


# -- the layout ------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 8, 12])
def test_every_card_labels_every_token_whole_and_output_its_rows(slides, n):
    s, figure = slides(n)
    assert figure.tier == "whole"
    for card in figure.cards:
        block = card.block
        assert block.rows.stride == 1 and block.cols.stride == 1, card.view.step_id
        assert not block.rows.shortened and not block.cols.shortened, card.view.step_id
        assert block.label_font.pixelSize() >= 9  # smaller, but legible on a projector
        if block.show_row_labels:
            assert block.rows.texts == s.tokens, card.view.step_id
        if card.view.step_id in TOKEN_STEPS:
            assert block.cols.texts == s.tokens, card.view.step_id
        # Inside its card, and the card inside the slide.
        assert block.width <= card.rect.width() and 0 < card.rect.left() and card.rect.right() < figure.width
        assert 0 < card.rect.top() and card.rect.bottom() < figure.height
    by_step = {c.view.step_id: c.block for c in figure.cards}
    assert by_step["output"].show_row_labels and by_step["output"].rows.texts == s.tokens
    assert by_step["output"].cols.texts == ("z1", "z2", "z3")
    # The readouts never borrow their rows' labels from a card three cards away.
    assert by_step["weights"].show_row_labels or n <= 2
    assert by_step["scores"].show_row_labels and by_step["q"].show_row_labels


@pytest.mark.parametrize("n", [8, 12])
def test_the_weights_still_show_their_numbers(slides, n):
    _, figure = slides(n, "dark")
    weights = next(c.block for c in figure.cards if c.view.step_id == "weights")
    assert weights.shows_values
    assert weights.value_texts[1][0] == f"{weights.view.values[1, 0]:.3f}"


@pytest.mark.parametrize("n", [2, 8, 12])
def test_header_states_d_k_first_and_wraps_the_tokens_inside_the_slide(slides, n):
    from explorer.export.painting import formula_width

    s, figure = slides(n)
    inner = figure.width - 2 * figure.margin
    assert "d_{k} = 3" in figure.header_lines[0]  # before the list, never pushed off
    assert all(formula_width(figure.subtitle_font, line) <= inner for line in figure.header_lines)
    assert len(figure.header_lines) == (1 if n == 2 else 2)
    header = " ".join(figure.header_lines)
    assert all(token + ("," if k < n - 1 else "") in header for k, token in enumerate(s.tokens))


def test_footer_says_each_thing_once_and_is_never_cut(qapp):
    """A long sequence's labels are thinned, and the footer says so once per kind, whole."""
    from explorer.export.painting import formula_width

    base = load_preset("02-causal-decoder")
    s = dataclasses.replace(resize(base, n=40, fill="random", seed=1),
                            tokens=tuple(f"{LONG_WORDS[k % 12]}{k}" for k in range(40)))
    from explorer.export.files import build_figure

    figure = build_figure(run(s), "heads[0].pipeline", FigureOptions(), session=s)
    assert figure.tier != "whole"
    parts = "; ".join(figure.footer_lines).split("; ")
    assert len(parts) == len(set(parts)) and parts[0] == figure.note.split("; ")[0]
    said = {p for c in figure.cards if c.block.note for p in c.block.note.split("; ")}
    assert said and set(parts[2:]) == said  # each thing the labels leave out, whole, once
    assert any("labelled" in p for p in parts)
    assert all(formula_width(figure.note_font, line) <= figure._note_width() for line in figure.footer_lines)
    assert "\u2026 and 24 more" in figure.header_lines[-1]  # the header lists 16, and says so


# -- the files ---------------------------------------------------------------------------
@pytest.mark.parametrize("n, theme", [(2, "light"), (8, "dark"), (12, "light"), (12, "dark")])
def test_pdf_text_has_every_token_whole_in_every_card_and_d_k(tmp_path, slides, n, theme):
    from explorer.export.files import export

    s = long_session(n)
    path = tmp_path / "slide.pdf"
    options = FigureOptions(theme=theme)
    export(run(s), "heads[0].pipeline", path, options=options, session=s)
    _, figure = slides(n, theme)  # the same layout, for where each card is
    count, texts, (page_w, page_h) = pdf_pages_and_text(path)
    assert count == 1 and (page_w, page_h) == (pytest.approx(960, abs=0.5), pytest.approx(540, abs=0.5))
    text = texts[0]
    assert "\u2026" not in text  # nothing shortened anywhere
    assert "dk = 3" in text  # d_k (its k a subscript)
    assert text.count("each card its own range") == 1
    found = pdf_occurrences(path, s.tokens + ("z1", "z2", "z3", "dk = 3"))
    for card in figure.cards:
        rows = len(s.tokens) if card.block.show_row_labels else 0
        cols = len(s.tokens) if card.view.step_id in TOKEN_STEPS else 0
        for token in s.tokens:
            here = [r for r in found.get(token, []) if _inside(r, card.rect)]
            # Once down the side, once across the top: whole, each where its card draws it.
            assert len(here) == (rows > 0) + (cols > 0), (card.view.step_id, token, len(here))
    output = next(c for c in figure.cards if c.view.step_id == "output")
    assert all(any(_inside(r, output.rect) for r in found[z]) for z in ("z1", "z2", "z3"))
    # The header: above the cards, every token inside the page's width.
    top = min(c.rect.top() for c in figure.cards) * PT
    for token in s.tokens:
        header = [r for r in found[token] if r.bottom() < top]
        assert len(header) == 1, token
        assert figure.margin * PT - 1 <= header[0].left() and header[0].right() <= page_w - figure.margin * PT + 1
    (d_k,) = found["dk = 3"]
    assert d_k.bottom() < top and d_k.right() <= page_w


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pptx_closing_slide_is_this_slide_and_says_its_tokens_and_d_k(tmp_path, slides, theme):
    """The deck's PowerPoint ends with the slide as one full-page picture (as the PDF's last page):
    its pixels are this layout's, and its alternative text lists d_k and every token whole."""
    from pptx import Presentation
    from PySide6.QtGui import QImage

    from explorer.export.deck.files import export_deck
    from explorer.export.deck.page_types import PICTURE_DPI
    from explorer.export.options import LOGICAL_DPI
    from explorer.export.render import png_bytes

    s = long_session(12)
    trace = run(s)
    path = tmp_path / "deck.pptx"
    options = FigureOptions(theme=theme)
    export_deck(trace, 0, path, options=options, session=s)
    (picture,) = list(Presentation(str(path)).slides)[-1].shapes
    description = picture._element.nvPicPr.cNvPr.get("descr")
    assert "d_k = 3" in description and "\u2026" not in description
    assert all(token in description.split("tokens: ")[1].split(", ") for token in s.tokens)
    _, figure = slides(12, theme)  # PipelineFigure(trace, 0, options, s), laid out on its own
    assert figure.tier == "whole"
    shown = QImage.fromData(picture.image.blob)
    scale = min(shown.width() / figure.width, shown.height() / figure.height) * LOGICAL_DPI / PICTURE_DPI
    expected = QImage.fromData(png_bytes(figure, scale * PICTURE_DPI / LOGICAL_DPI, PICTURE_DPI))
    assert shown.size() == expected.size() and shown == expected


def test_deck_pdf_closing_page_is_the_slide_with_every_token_whole(tmp_path, slides):
    from explorer.export.deck.files import export_deck

    s = long_session(12)
    path = tmp_path / "deck.pdf"
    export_deck(run(s), 0, path, options=FigureOptions(theme="dark"), session=s)
    count, texts, _ = pdf_pages_and_text(path)
    closing = texts[-1]
    assert "Step 1 \u2013 Linear transformations" in closing and "\u2026" not in closing and "dk = 3" in closing
    found = pdf_occurrences(path, s.tokens, page=count - 1)
    # Header once; rows of Q, K, V, Scores, Weights, Output; columns of the four token cards.
    _, figure = slides(12, "dark")
    labelled = sum(c.block.show_row_labels for c in figure.cards) + sum(
        c.view.step_id in TOKEN_STEPS for c in figure.cards)
    assert all(len(found[t]) == 1 + labelled for t in s.tokens)


def test_wrap_units_never_splits_a_unit_nor_starts_a_line_with_its_joiner(qapp):
    from explorer.export.painting import font, formula_width
    from explorer.export.slide import wrap_units

    f = font(16)
    units = [("", "tokens: Internationalization,"), (" ", "transformers,"), (" ", "understanding")]
    width = formula_width(f, "tokens: Internationalization, transformers,") + 1
    assert wrap_units(units, f, width) == ["tokens: Internationalization, transformers,", "understanding"]
    assert wrap_units(units, f, 10) == [u for _, u in units]  # one unit a line, none cut
