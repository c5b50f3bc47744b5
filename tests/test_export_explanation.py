"""The inspector's explanation as a figure: SVG and PDF with real text, PNG."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from explorer.core.attention.explain import explain
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.export.explanation import export_explanation
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError


@pytest.fixture
def explanation(qapp):
    session = load_preset("01-thinking-machines")
    return explain(run(session), session, "heads[0].weights", (0, 1))


def svg_texts(path) -> str:
    root = ET.parse(path).getroot()
    return " ".join("".join(el.itertext()) for el in root.iter() if el.tag.endswith("text"))


def test_svg_holds_the_arithmetic_as_text(explanation, tmp_path):
    path = export_explanation(explanation, tmp_path / "a.svg")
    texts = svg_texts(path)
    assert "Attention weight a_12" in texts
    for line in explanation.lines:
        assert line.label in texts
    assert "0.239632" in texts  # the weight itself, in the softmax line


def test_pdf_text_and_png_size(explanation, tmp_path):
    from PySide6.QtPdf import QPdfDocument

    pdf = export_explanation(explanation, tmp_path / "a.pdf")
    assert pdf.read_bytes().startswith(b"%PDF")
    document = QPdfDocument()
    document.load(str(pdf))
    assert document.pageCount() == 1
    assert "row sum" in document.getAllText(0).text()
    png = export_explanation(explanation, tmp_path / "a.png", options=FigureOptions(scale=3))
    image = QImage(str(png))
    assert image.width() > 600 and image.height() > 200
    small = QImage(str(export_explanation(explanation, tmp_path / "b.png", options=FigureOptions(scale=1))))
    assert image.width() == pytest.approx(3 * small.width(), abs=2)


def test_matrix_formats_and_unwritable_paths_are_refused(explanation, tmp_path):
    with pytest.raises(ExportError, match="figure"):
        export_explanation(explanation, tmp_path / "a.csv")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ExportError, match="cannot write"):
        export_explanation(explanation, blocker / "a.svg")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_window_exports_the_selected_cells_explanation(window, tmp_path):
    assert not window.exports.export_explanation_to(tmp_path / "none.svg")  # nothing selected yet
    window.view_state.select("heads[0].scores", (1, 1))
    path = tmp_path / "score.svg"
    assert window.exports.export_explanation_to(path)
    assert "s_22 = 4 + 0 + 0 = 4" in svg_texts(path)
