"""The deck teaches the thirteen ideas of the reference text that the window teaches, in the
text's words, each on the page of its step, and says the scores include each word with itself.
The default example's PDF and PowerPoint are read back."""

from __future__ import annotations

import pytest
from deck_helpers import pdf_pages_and_text, sentence_session, traced

from explorer.core.attention.pipeline import run
from explorer.core.attention.steps import STEPS
from explorer.core.io.presets import load_preset
from explorer.export.deck.ideas import IDEAS, ideas_on, quoted
from explorer.export.deck.plan import plan_deck
from explorer.export.options import FigureOptions

#: The words of the ideas the issue found missing: the decoder's mask, the correlation matrix,
#: weights random then learned, and each word's score with itself.
MISSING = ("future tokens are masked (to avoid cheating during next token prediction)", "Think correlation matrix",
           "Each weight matrix is initialized randomly", "The proper weights are learned through training.",
           "each word in the sequence \u2014 including itself")


def _flat(text: str) -> str:
    """Text as read back, without its line breaks or spacing (QtPdf splits lines where it likes)."""
    return "".join(text.split())


def test_thirteen_ideas_in_the_texts_words_each_with_a_step():
    assert len(IDEAS) == 13 and len({idea.name for idea in IDEAS}) == 13
    for idea in IDEAS:
        assert idea.step in STEPS and (not idea.instead or idea.instead in STEPS)
        assert idea.quotes and all(q and "\u201c" not in q for q in idea.quotes)
    every = " ".join(q for idea in IDEAS for q in idea.quotes)
    assert all(words in every for words in MISSING)
    assert quoted(("a", "b")) == "\u201ca \u2026 b\u201d"


def test_the_default_examples_deck_carries_every_idea_on_its_steps_page(tmp_path, qapp):
    from pptx import Presentation

    from explorer.export.deck.files import export_deck

    session = load_preset()
    trace = run(session)
    plan = plan_deck(trace, 0)
    pages = [p.key for p in plan.steps]
    ids = [trace.get(k).id for k in pages]
    assert "masked" not in ids  # self-attention: the mask's idea goes on the softmax's page
    pdf, pptx = tmp_path / "deck.pdf", tmp_path / "deck.pptx"
    for path in (pdf, pptx):
        export_deck(trace, 0, path, options=FigureOptions(), session=session)
    _, texts, _ = pdf_pages_and_text(pdf)
    slides = list(Presentation(str(pptx)).slides)
    after_aside = ids.index("scaled")
    for idea in IDEAS:
        home = idea.step if idea.step in ids else idea.instead
        k = ids.index(home)
        page = 1 + k + (k > after_aside)  # the title page first; "why √d_k" after ÷ √d_k
        assert quoted(idea.words("self")) in plan.steps[k].ideas
        box = next(s for s in slides[page].shapes if s.name == "ideas").text_frame.text
        for words in idea.quotes:
            assert _flat(words) in _flat(texts[page]), (idea.name, home)
            assert _flat(words) in _flat(box), (idea.name, home)
            # On its step's page only.
            assert sum(_flat(words) in _flat(t) for t in texts) == 1, idea.name
    scores = _flat(texts[1 + ids.index("scores")])
    assert _flat("including itself") in scores


def test_a_causal_deck_teaches_the_mask_on_its_page_and_cross_attention_in_its_own_words():
    causal = plan_deck(traced(sentence_session(4, mode="causal")), 0)
    ideas = {p.key.split(".")[-1]: " ".join(p.ideas) for p in causal.steps}
    assert "to avoid cheating during next token prediction" in ideas["masked"]
    assert "cheating" not in ideas["weights"] and "probability distribution" in ideas["weights"]
    cross = plan_deck(traced(sentence_session(4, mode="cross")), 0)
    ideas = {p.key.split(".")[-1]: " ".join(p.ideas) for p in cross.steps}
    assert "CROSS ATTENTION: Encoder - keys and values Decoder - queries" in ideas["v"]
    assert "including itself" not in ideas["scores"]  # the keys are the other sentence's words
    assert "Think correlation matrix" in ideas["scores"]
    assert ideas_on("concat", ["q", "concat"], "self") == ()


@pytest.mark.parametrize("n, mode", [(2, "self"), (8, "self"), (8, "causal"), (12, "cross")])
def test_the_quotes_fit_above_the_footer_and_stay_legible(qapp, n, mode):
    from explorer.export.deck.page_types import STEP_SLOTS
    from explorer.export.deck.pages import layout_page

    plan = plan_deck(traced(sentence_session(n, mode=mode)), 0)
    for page in plan.steps:
        _, _, placed = layout_page(page)
        if "ideas" not in placed:
            assert not page.ideas
            continue
        rect, font = placed["ideas"]
        assert rect.bottom() <= STEP_SLOTS["footer"].y, page.key
        assert font.pixelSize() >= 14, page.key  # not shrunk past reading from the back of a room
        others = [r for name, (r, _) in placed.items() if name not in ("ideas", "footer")]
        assert all(r.bottom() <= rect.top() for r in others), page.key
