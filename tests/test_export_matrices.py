"""Matrix export: CSV, .npz, LaTeX and Markdown round-trip the numbers."""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys

import numpy as np
import pytest

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.export.files import export, format_for
from explorer.export.matrices import csv_text, latex_text, markdown_text, write_matrix
from explorer.core.numbers import format_number
from explorer.export.numbers import parse_number
from explorer.export.view import ExportError, figure_keys, matrix_view, resolve_key, valid_step_ids

REFERENCE_WEIGHTS = [[0.760, 0.240], [0.090, 0.910]]


@pytest.fixture
def trace():
    return run(load_preset("01-thinking-machines"))


@pytest.fixture
def causal():
    return run(load_preset("02-causal-decoder"))


def parse_csv(text):
    rows = list(csv.reader(io.StringIO(text)))
    header, body = rows[0], rows[1:]
    return header[1:], [r[0] for r in body], np.array([[float(x) for x in r[1:]] for r in body])


def parse_bmatrix(text):
    body = text.split(r"\begin{bmatrix}")[1].split(r"\end{bmatrix}")[0]
    rows = []
    for line in body.strip().splitlines():
        cells = line.split("%")[0].replace(r"\\", "").split("&")
        rows.append([parse_number(c) for c in cells])
    return np.array(rows)


def parse_markdown(text):
    lines = [line for line in text.splitlines() if line.startswith("|")]
    split = [[c.strip() for c in line.strip("|").split("|")] for line in lines]
    header, body = split[0], split[2:]
    return header[1:], [r[0] for r in body], np.array([[parse_number(c) for c in r[1:]] for r in body])


def test_csv_round_trips_exactly(trace):
    view = matrix_view(trace, "heads[0].weights")
    cols, rows, values = parse_csv(csv_text(view))
    assert cols == ["Thinking", "Machines"] and rows == ["Thinking", "Machines"]
    np.testing.assert_array_equal(values, trace.step("weights").array)  # full precision, bit for bit
    np.testing.assert_allclose(values, REFERENCE_WEIGHTS, atol=5e-4)


def test_csv_keeps_minus_infinity_of_the_mask(causal):
    _, _, values = parse_csv(csv_text(matrix_view(causal, "heads[0].masked")))
    np.testing.assert_array_equal(values, causal.step("masked").array)
    assert np.isneginf(values[0, 1])


@pytest.mark.parametrize("decimals", [None, 2, 6])
def test_latex_bmatrix_round_trips(trace, decimals):
    view = matrix_view(trace, "heads[0].scaled")
    text = latex_text(view, decimals)
    d = 4 if decimals is None else decimals
    np.testing.assert_allclose(parse_bmatrix(text), view.values, atol=0.5 * 10 ** -d + 1e-12)
    # Labels are comments: the matrix pastes into an equation as it is.
    assert "% queries down, keys across: Thinking & Machines" in text
    assert text.count("% Thinking") == 1 and text.count("% Machines") == 1


def test_latex_weights_default_to_three_decimals(trace):
    text = latex_text(matrix_view(trace, "heads[0].weights"))
    assert "0.760 & 0.240" in text and "0.090 & 0.910" in text
    np.testing.assert_allclose(parse_bmatrix(text), REFERENCE_WEIGHTS, atol=1e-12)


def test_latex_masked_is_minus_infinity(causal):
    text = latex_text(matrix_view(causal, "heads[0].masked"))
    assert r"-\infty" in text
    values = parse_bmatrix(text)
    assert np.isneginf(values[0, 3]) and np.isfinite(values[3, 0])


def test_latex_array_style_escapes_labels(trace):
    session = load_preset("01-thinking-machines").with_tokens(["a_b & c", "50%"])
    view = matrix_view(run(session), "heads[0].weights")
    text = latex_text(view, 3, style="array")
    assert r"\text{a\_b \& c}" in text and r"\text{50\%}" in text
    rows = [line for line in text.splitlines() if line.strip().startswith(r"\text{")]
    numbers = [[parse_number(c) for c in line.split("&")[1:] if c.strip()] for line in
               (r.replace(r"\\", "").replace(r"\&", "") for r in rows)]
    np.testing.assert_allclose(numbers, view.values, atol=5e-4)


def test_markdown_round_trips(causal):
    view = matrix_view(causal, "heads[0].scores")
    cols, rows, values = parse_markdown(markdown_text(view, 5))
    assert cols == list(view.col_labels) and rows == list(view.row_labels)
    np.testing.assert_allclose(values, view.values, atol=5e-6)


def test_markdown_escapes_pipes():
    session = load_preset("01-thinking-machines").with_tokens(["a|b", "c"])
    text = markdown_text(matrix_view(run(session), "heads[0].weights"))
    assert r"a\|b" in text
    cols, _, values = parse_markdown(text.replace(r"\|", "/"))
    assert cols == ["a/b", "c"] and values.shape == (2, 2)


def test_npz_loads_without_pickle(tmp_path, causal):
    path = tmp_path / "w.npz"
    export(causal, "heads[0].weights", path)
    with np.load(path, allow_pickle=False) as data:
        np.testing.assert_array_equal(data["values"], causal.step("weights").array)
        assert data["row_labels"].tolist() == ["The", "cat", "sat", "down"]
        assert data["col_labels"].dtype.kind == "U"
        assert str(data["key"]) == "heads[0].weights"
        assert data["mask"].tolist()[0] == [False, True, True, True]


def test_weighted_values_needs_a_query_row(causal):
    with pytest.raises(ExportError, match="choose a query row"):
        matrix_view(causal, "heads[0].weighted_values")
    view = matrix_view(causal, "heads[0].weighted_values", query=1)
    # Only that row was computed, never the whole n × m × d_v array.
    assert causal.step("weighted_values").is_lazy
    np.testing.assert_array_equal(view.values, causal.step("weighted_values").array[1])
    assert view.row_labels == ("The", "cat", "sat", "down")
    assert view.mask[:, 0].tolist() == [False, False, True, True]  # keys after "cat" are masked


def test_steps_resolve_and_unknown_ones_list_the_valid(causal):
    assert resolve_key(causal, "weights", 0) == "heads[0].weights"
    assert resolve_key(causal, "pipeline", 0) == "heads[0].pipeline"
    assert "masked" in valid_step_ids(causal)
    with pytest.raises(ExportError, match="valid steps: q, k, v"):
        resolve_key(causal, "softmax", 0)
    with pytest.raises(ExportError, match="no head 2"):
        resolve_key(causal, "weights", 2)
    two = run(load_preset("04-two-heads"))
    assert resolve_key(two, "concat") == "concat"
    assert "heads[1].pipeline" in figure_keys(two)


def test_format_from_suffix_or_flag():
    assert format_for("x/fig.SVG") == "svg"
    assert format_for("x/fig.txt", "md") == "md"
    with pytest.raises(ExportError, match="cannot tell the format"):
        format_for("fig.jpeg")
    with pytest.raises(ExportError, match="unknown format"):
        format_for("fig.png", "gif")


@pytest.mark.parametrize("fmt", ["csv", "npz", "tex", "md"])
def test_unwritable_path_errors_and_leaves_nothing(tmp_path, trace, fmt):
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    target = blocker / f"x.{fmt}"
    with pytest.raises(ExportError, match="is a file, not a folder"):
        export(trace, "heads[0].weights", target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]
    assert blocker.read_text() == "not a folder"


def test_failed_write_keeps_the_old_file(tmp_path, trace, monkeypatch):
    path = tmp_path / "w.csv"
    path.write_text("old")
    import explorer.export.matrices as matrices

    def broken(view):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(matrices, "csv_text", broken)
    with pytest.raises(ExportError, match="No space left"):
        export(trace, "heads[0].weights", path)
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["w.csv"]


def test_pipeline_is_not_a_matrix(tmp_path, trace):
    with pytest.raises(ExportError, match="figure, not a matrix"):
        export(trace, "heads[0].pipeline", tmp_path / "p.csv")
    assert not list(tmp_path.iterdir())


def test_numbers_format_and_parse():
    assert format_number(-0.0004, 3) == "0.000"  # never "-0.000"
    assert format_number(-1.5, 2) == "\u22121.50"
    assert format_number(float("-inf"), 2) == "\u2212\u221e"
    assert format_number(1.5e7, 2, unicode_minus=False) == "1.50e+07"
    for text in ("\u22121.50", "-1.5", r"-\infty", "\u2212\u221e"):
        assert re.match(r"-?(1\.5|inf)", str(parse_number(text)))


def test_matrix_export_loads_no_qt(tmp_path):
    # The command writes matrices on machines without Qt's libraries.
    code = (
        "import sys\n"
        "from explorer.core.attention.pipeline import run\n"
        "from explorer.core.io.presets import load_preset\n"
        "from explorer.export import export\n"
        "t = run(load_preset())\n"
        f"for f in ('csv', 'npz', 'tex', 'md'): export(t, 'heads[0].weights', r'{tmp_path}/w.' + f)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    assert len(list(tmp_path.iterdir())) == 4


def test_write_matrix_rejects_unknown_format(tmp_path, trace):
    with pytest.raises(ValueError):
        write_matrix(matrix_view(trace, "heads[0].weights"), tmp_path / "x.bin", "bin")


def test_text_exports_name_the_matrix_as_the_cards_do_counted_from_1():
    from explorer.app.cards import build_cards

    two = run(load_preset("04-two-heads"))
    view = matrix_view(two, "heads[1].weights")
    card = {c.key: c for c in build_cards(two, 1, 0)}["heads[1].weights"]
    # The cards' numbering (the text's step 3): the card says it in its kicker, a file in its name.
    assert card.kicker.startswith("3 – ") and card.title.startswith("Attention weights")
    name = "3 · Attention weights (head 2)"
    assert list(csv.reader(io.StringIO(csv_text(view))))[0][0] == name
    assert latex_text(view).splitlines()[0].startswith(f"% {name}: ")
    assert markdown_text(view).splitlines()[0].startswith(r"**3 · Attention weights \(head 2\)**: ")  # ( ) escaped
    q = matrix_view(two, "heads[1].q")
    assert latex_text(q, style="array").splitlines()[0].startswith("% Step 1 · Queries (head 2): ")
    wv = matrix_view(two, "heads[0].weighted_values", query=1)
    assert markdown_text(wv).splitlines()[0].startswith("**4 · Weighted values for query “Machines” \\(head 1\\)**")
    concat = matrix_view(two, "concat")
    assert csv_text(concat).splitlines()[0].startswith("Concatenated heads,")
    for text in (csv_text(view), latex_text(view), markdown_text(view), csv_text(wv), latex_text(q)):
        assert "heads[" not in text and "[0]" not in text and "[1]" not in text  # no 0-based key for people
    from explorer.export.matrices import npz_arrays

    assert str(npz_arrays(view)["key"]) == "heads[1].weights"  # the machine field keeps the key
