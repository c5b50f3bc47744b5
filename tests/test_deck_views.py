"""The deck's pages that read the weights another way: lines, and for an imported head the model view and rollout."""

from __future__ import annotations

import dataclasses
import os

import numpy as np
import pytest
from deck_helpers import page_keys, pdf_pages_and_text, sentence_session, traced

from explorer.core.generate import random_session
from explorer.export.deck.files import deck_bytes, write_deck
from explorer.export.deck.plan import plan_deck
from explorer.export.deck.views import LINES_PER_TOKEN, MAX_ALL_LINES_TOKENS, ModelRun, model_run
from explorer.export.options import FigureOptions


def test_a_toy_deck_has_the_heads_lines_and_says_why_there_is_no_model_page():
    trace = traced(sentence_session(5, heads=2))
    plan = plan_deck(trace, 1, model=model_run(trace.session))
    keys = page_keys(trace, 1)  # the steps and the "why √d_k" page
    assert [p.key for p in plan.views] == ["lines:1", "lines:all"]
    assert plan.page_count == len(keys) + 4
    head, both = plan.views
    assert head.title == "The weights as lines: head 2" and "head 2 of 2" in head.kicker
    assert both.title == "The weights as lines: every head, one colour each"
    assert head.facts[0].endswith("25 lines") and both.facts[0].endswith("50 lines (25 pairs × 2 heads)")
    assert head.footer.endswith(f"{len(keys) + 2} / {len(keys) + 4}")
    assert plan.left_out == ("Model view and rollout: left out, the session is not a model's head (File → Import "
                             "from Model), so there are no other layers to show",)
    assert not any("left out" in f for f in plan.title_page.facts)  # a toy session lacks nothing


def test_a_causal_lines_page_says_what_the_mask_hides():
    plan = plan_deck(traced(sentence_session(4, mode="causal")), 0)
    assert "Future tokens are masked: no line to a key after its query (j > i)" in plan.views[0].facts
    assert plan.views[0].facts[0].endswith("10 lines")  # 4 · 5 / 2 visible pairs
    assert "the model was not run for this deck" in plan.left_out[0]


def test_past_40_tokens_the_lines_page_is_thinned_below_a_stated_threshold(qapp):
    from explorer.export.deck.pages import step_figure

    n = MAX_ALL_LINES_TOKENS + 24
    session = random_session(n, d_model=8, d_k=4, d_v=4, seed=3)
    trace = traced(session)
    plan = plan_deck(trace, 0)
    page = plan.views[0]
    figure = step_figure(trace, page, FigureOptions(), plan.query, plan.model)
    lines = figure.painter.lines
    assert 0 < len(lines) <= LINES_PER_TOKEN * n < n * n == lines.total
    weights = trace.step("weights").array
    assert np.all(lines.weight >= lines.threshold) and int((weights >= lines.threshold).sum()) == len(lines)
    assert f"Lines with a weight below {lines.threshold:.3g} are left out" in page.facts[1]
    assert f"{len(lines):,} of {n * n:,} lines drawn" in page.facts[0]
    # A slide cannot be hovered: its note states the thinning and says nothing of hovering.
    assert lines.thinning in figure.painter.notes() and not any("Hover" in t for t in figure.painter.notes())
    short = plan_deck(traced(random_session(MAX_ALL_LINES_TOKENS, d_model=8, d_k=4, d_v=4, seed=3)), 0)
    assert len(short.views[0].facts) == 1  # every line drawn: no threshold to state


# -- an imported head: the model's own pages -----------------------------------------------
if os.environ.get("CI"):
    import safetensors  # noqa: F401
    import tokenizers  # noqa: F401


@pytest.fixture
def imported(tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    from tiny_bert import SENTENCE, write_model

    from explorer.core.models import bert

    write_model(tmp_path / "tiny")
    return bert.import_head(tmp_path / "tiny", SENTENCE, 1, 0)


def test_an_imported_heads_deck_adds_the_model_view_and_rollout_and_the_files_hold_their_text(imported, tmp_path,
                                                                                              qapp):
    from pptx import Presentation

    from explorer.core.models import bert
    from explorer.export.deck.pages import step_figure

    session = imported
    trace = traced(session)
    run = model_run(session)
    assert run.why == "" and (run.layer, run.head) == (1, 0)
    np.testing.assert_array_equal(run.attention.weights[1],
                                  bert.attention_weights(session.extras["model"]["folder"],
                                                         session.extras["model"]["sentence"], 1))
    plan = plan_deck(trace, 0, model=run)
    assert [p.key for p in plan.views] == ["lines:0", "model_view", "rollout", "rollout_lines"] and not plan.left_out
    grid = step_figure(trace, plan.views[1], FigureOptions(), plan.query, plan.model)
    assert grid.highlight == (1, 0) and plan.views[1].wide and "Layer 2, head 1 (this deck's head) is framed" in \
        plan.views[1].facts
    for fmt in ("pdf", "pptx"):
        deck = deck_bytes(trace, 0, fmt, session=session)  # runs the model itself
        path = write_deck(deck, tmp_path / f"deck.{fmt}")
        if fmt == "pdf":
            count, texts, _ = pdf_pages_and_text(path)
            texts = [" ".join(t.split()) for t in texts]
        else:
            slides = Presentation(str(path)).slides
            count = len(slides)
            texts = [" ".join(" ".join(sh.text_frame.text.split()) for sh in slide.shapes if sh.has_text_frame)
                     for slide in slides]
        assert count == plan.page_count == len(page_keys(trace, 0)) + 6
        lines, grid_page, roll, roll_lines = texts[-5:-1]
        assert "The weights as lines: tiny · layer 2 · head 1" in lines  # the head by who it is, as the kicker
        assert "Every layer × head" in grid_page and "2 layers × 2 heads" in grid_page
        assert "Attention rollout" in roll and "not an explanation" in roll and "Abnar & Zuidema" in roll
        assert "Rollout after layer 2, as lines" in roll_lines
        if fmt == "pdf":  # the figures' own text (in the .pptx they are pictures)
            assert "attention sink: 50% or more" in grid_page and "R after layer 2" in roll
            assert "output positions" in roll_lines and "[CLS]" in roll_lines
            # The rollout heatmaps are labelled: each token under both heatmaps and left of their row.
            flat = "".join(roll.split())  # upright labels come back a letter or two at a time
            assert flat.count("".join(session.tokens)) == 3  # under each of the 2 heatmaps, left of their row


def test_why_the_model_pages_are_left_out_is_said_on_an_imported_heads_title_page(imported, tmp_path):
    import shutil

    edited = dataclasses.replace(imported, tokens=("x",) * imported.n)
    run = model_run(edited)
    assert run.attention is None and "tokens were edited since the import" in run.why
    plan = plan_deck(traced(edited), 0, model=run)
    assert [p.key for p in plan.views] == ["lines:0"]
    assert any("Model view and rollout: left out, the session's tokens were edited" in f
               for f in plan.title_page.facts)
    shutil.rmtree(imported.extras["model"]["folder"])
    assert "is not on this computer" in model_run(imported).why
    assert plan_deck(traced(imported), 0, model=ModelRun(None, "because")).left_out == (
        "Model view and rollout: left out, because",)
