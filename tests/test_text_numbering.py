"""One numbering everywhere: the reference text's step numbers and names (text_steps.TEXT_STEPS)
on the Step by step cards and lecture line, the pipeline slide, the lecture deck and `explain`.
The slide and the deck are read back from their PDFs (QtPdf), the PowerPoint from its text."""

from __future__ import annotations

import pytest
from deck_helpers import pdf_pages_and_text, sentence_session, traced

from explorer.app import lecture
from explorer.app.cards import build_cards
from explorer.app.frame import Frame
from explorer.app.view import View
from explorer.core.attention.text_steps import (
    STAGES,
    TEXT_STEPS,
    number_span,
    score_row_label,
    text_number,
    text_step,
)
from explorer.export.deck.plan import plan_deck
from explorer.export.options import FigureOptions

#: Every step the text numbers or names, as the pipeline has it (RoPE's q_rot, k_rot aside).
TEXT_IDS = ("q", "k", "v", "scores", "scaled", "masked", "weights", "weighted_values", "output")


def _flat(text: str) -> str:
    """Text compared as read: without line breaks and spacing, and a subscript's "_" (the
    slide sets √d_k with a real subscript; QtPdf reads it back as "√dk")."""
    return "".join(text.split()).replace("_", "")


def test_the_table_numbers_step_1_then_1_to_5_and_names_the_mask():
    assert [t.label for t in TEXT_STEPS] == [
        "Step 1 – Linear transformations", "1 – Dot products q·k", "2 – Divide by √d_k",
        "Mask: future tokens are masked", "3 – Softmax", "4 – Values × weights", "5 – Add the weighted values"]
    assert text_step("q") == text_step("v") == text_step("k_rot") == "Step 1 – Linear transformations"
    assert [text_number(s) for s in ("scores", "scaled", "weights", "weighted_values", "output")] == \
        ["1", "2", "3", "4", "5"]
    assert text_step("masked") == "Mask: future tokens are masked"  # named, not numbered, as in the text
    assert text_step("masked", causal=False).startswith("Mask")
    assert text_step("concat") == text_step("bias") == ""
    # The panel's rows and the slide's second row take their numbers from the table.
    assert dict(STAGES)["linear"].startswith(text_step("q"))
    assert dict(STAGES)["scores"].startswith("1–3") and dict(STAGES)["sum"].startswith("4–5")
    assert number_span(("weights",)) == "3" and score_row_label(TEXT_IDS) == "1–5 – Attention score"


@pytest.mark.parametrize("mode", ["self", "causal"])
def test_every_step_has_the_tables_number_and_name_on_screen_slide_deck_and_explain(tmp_path, qapp, capsys, mode):
    from pptx import Presentation

    from explorer.core.io.session_files import save
    from explorer.explain_cli import explain_main
    from explorer.export.deck.files import export_deck
    from explorer.export.files import export

    session = sentence_session(4, mode=mode)
    trace = traced(session)
    causal = mode == "causal"
    ids = [s for s in TEXT_IDS if f"heads[0].{s}" in trace]
    assert ("masked" in ids) == causal
    labels = {s: text_step(s, causal) for s in ids}

    # Screen: each card's kicker, and the lecture line at that card.
    cards = {c.key: c for c in build_cards(trace, 0, 0)}
    keys = lecture.order(trace, 0)
    for sid, label in labels.items():
        key = f"heads[0].{sid}"
        assert cards[key].kicker == label and not cards[key].title[:1].isdigit()  # the number is said once
        status = lecture.resolve(Frame.of(trace, View(show_all=False, lecture=keys.index(key)))).status
        assert status.startswith(f"{label}  ·  card {keys.index(key) + 1} / {len(keys)}")

    # Deck: each step's page starts with its label (the PDF's text and the PowerPoint's kicker box).
    plan = plan_deck(trace, 0)
    pdf, pptx = tmp_path / "deck.pdf", tmp_path / "deck.pptx"
    for path in (pdf, pptx):
        export_deck(trace, 0, path, options=FigureOptions(), session=session)
    _, texts, _ = pdf_pages_and_text(pdf)
    slides = list(Presentation(str(pptx)).slides)
    by_key = {p.key: k for k, p in enumerate(plan.steps)}
    pages = [p.key for p in plan.steps]
    for sid, label in labels.items():
        page = pages.index(f"heads[0].{sid}") + 1 + (sid not in ("q", "k", "v", "scores", "scaled"))  # √d_k aside
        assert plan.steps[by_key[f"heads[0].{sid}"]].kicker.startswith(label)
        assert _flat(texts[page]).startswith(_flat(label)), (sid, texts[page][:80])
        kicker = next(s for s in slides[page].shapes if s.name == "kicker").text_frame.text
        assert kicker.startswith(label)

    # Slide (alone and as the deck's closing page): "Step 1 – …" over Q, K, V; each later card its label.
    slide = tmp_path / "slide.pdf"
    export(trace, "heads[0].pipeline", slide, options=FigureOptions(), session=session)
    for text in (pdf_pages_and_text(slide)[1][0], texts[-1]):
        flat = _flat(text)
        assert _flat("Step 1 – Linear transformations") in flat and _flat("1–5 – Attention score") in flat
        for sid, label in labels.items():
            assert _flat(label) in flat, sid
        assert "ATTENTION" not in text and "LINEAR" not in text  # the old "1 LINEAR … / 2 ATTENTION" rows
    alt = next(iter(slides[-1].shapes))._element.nvPicPr.cNvPr.get("descr")
    assert all(label in alt for label in labels.values())

    # explain: the first line names the step as the table does.
    path = tmp_path / "session.json"
    save(session, path)
    for sid, label in labels.items():
        assert explain_main([str(path), "--step", sid, "--row", "2", "--col", "1"]) == 0
        first = capsys.readouterr().out.splitlines()[0]
        assert first.endswith(f"   ({label})"), (sid, first)
