"""Each 2025–26 variant leaves the app the ways every step does: a figure of its own step,
the step as a matrix, a lecture deck page, and the pipeline slide, from the Python API
(the command line's own code)."""

from __future__ import annotations

import csv

import numpy as np
import pytest

import explorer
from explorer.core.attention.pipeline import run
from explorer.export.deck.pdf import pdf_page_count
from test_variants_v4 import base, latent_session

CASES = {
    "softcapped": lambda: base(softcap=1.0, positions={"kind": "alibi"}),
    "sink_share": lambda: base(sinks=[0.5, -1.0]),
    "masked": lambda: base("self", topk=2),
    "weights_2": lambda: base(differential={"lambda": 0.5}),
    "recurrent": lambda: base(kernel="elu1"),
    "q_norm": lambda: base(qk_norm={"scope": "all"}),
    "absorbed": lambda: latent_session(True),
}


@pytest.mark.parametrize("step", list(CASES))
def test_a_variant_s_step_exports_as_figure_matrix_and_deck(step, tmp_path):
    session = CASES[step]()
    trace = run(session)
    png = explorer.export(session, tmp_path / "step.png", step=step, head=1)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = explorer.export(session, tmp_path / "step.svg", step=step, head=2)
    assert b"<svg" in svg.read_bytes()[:2000]
    table = explorer.export(session, tmp_path / "step.csv", step=step, head=1)
    rows = list(csv.reader(table.read_text(encoding="utf-8").splitlines()))
    array = np.asarray(trace.get(f"heads[0].{step}").array)
    body = np.array([[float(x) for x in row[1:]] for row in rows[1:]])
    np.testing.assert_allclose(body, array.reshape(body.shape), rtol=1e-15)
    deck = explorer.export(session, tmp_path / "deck.pdf", step="lecture", head=1)
    # A page per step of the head and per session step, the title page and the closing slide (at least).
    assert pdf_page_count(deck.read_bytes()) >= len(trace.head_steps(0)) + 2
    slide = explorer.export(session, tmp_path / "slide.png", step="pipeline", head=1)
    assert slide.stat().st_size > 10_000


def test_the_cache_card_exports_as_a_table(tmp_path):
    session = latent_session(True)
    out = explorer.export(session, tmp_path / "cache.csv", step="cache")
    rows = list(csv.reader(out.read_text(encoding="utf-8").splitlines()))
    assert rows[0] == ["Cache and cost", "bytes per token"]
    assert rows[4][0].startswith("◀ MLA") and float(rows[4][1]) == 8 * 5
