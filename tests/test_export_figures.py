"""Figures: PNG sizes and pixels, SVG text, PDF pages, the pipeline slide."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtGui import QImage

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.export.colormaps import ColorScale, lut
from explorer.export.files import build_figure, export
from explorer.export.options import FigureOptions
from explorer.export.render import physical_size_mm, pixel_size, render_image
from explorer.export.theme import DARK, LIGHT
from explorer.export.view import ExportError

SVG = "{http://www.w3.org/2000/svg}"
# The reference text's two-word example, rounded as a student reads it.
REFERENCE_WEIGHTS = [[0.760, 0.240], [0.090, 0.910]]


@pytest.fixture
def trace(qapp):
    return run(load_preset("01-thinking-machines"))


@pytest.fixture
def causal(qapp):
    return run(load_preset("02-causal-decoder"))


def rgb(image: QImage, x: float, y: float) -> tuple[int, int, int]:
    c = image.pixelColor(int(x), int(y))
    return c.red(), c.green(), c.blue()


def close(a, b, tol=4) -> bool:
    return max(abs(int(x) - int(y)) for x, y in zip(a, b)) <= tol


def svg_texts(path) -> list[str]:
    root = ET.parse(path).getroot()
    return ["".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")]


def pdf_document(path):
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    return doc


# -- PNG ----------------------------------------------------------------------
@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_png_pixel_size_for_each_scale(tmp_path, trace, scale):
    path = tmp_path / f"w{scale}.png"
    export(trace, "heads[0].weights", path, options=FigureOptions(scale=scale))
    image = QImage(str(path))
    figure = build_figure(trace, "heads[0].weights")
    assert (image.width(), image.height()) == (round(figure.width * scale), round(figure.height * scale))
    assert (image.width(), image.height()) == pixel_size(figure, scale)
    assert image.width() > 300 * scale  # a real figure, not an empty image
    # 300 dpi tag (pHYs, in dots per metre).
    assert image.dotsPerMeterX() == image.dotsPerMeterY() == round(300 / 0.0254)


@pytest.mark.parametrize("scale", [1, 3])
def test_png_cells_show_the_reference_weights(tmp_path, trace, scale):
    path = tmp_path / "w.png"
    options = FigureOptions(scale=scale, values=False)
    export(trace, "heads[0].weights", path, options=options)
    image = QImage(str(path))
    figure = build_figure(trace, "heads[0].weights", options)
    viridis = ColorScale("viridis", 0.0, 1.0)
    seen = []
    for i in range(2):
        for j in range(2):
            centre = figure.cell_rect(i, j).center()
            got = rgb(image, centre.x() * scale, centre.y() * scale)
            expected = viridis.color(REFERENCE_WEIGHTS[i][j])
            assert close(got, expected), (i, j, got, expected)
            seen.append(got)
    # Four clearly different colours: the test would catch a blank heatmap.
    assert len({tuple(c) for c in seen}) == 4
    assert close(seen[3], tuple(lut("viridis")[232]))  # 0.910 is near the yellow end


def test_values_are_printed_in_contrasting_colour(trace):
    options = FigureOptions(scale=2, values=True)
    figure = build_figure(trace, "heads[0].weights", options)
    image = render_image(figure, 2)
    # Cell (1, 0) is dark purple (0.090): its number is drawn in white.
    rect = figure.cell_rect(1, 0)
    pixels = [rgb(image, x * 2, rect.center().y() * 2) for x in np.linspace(rect.left() + 4, rect.right() - 4, 60)]
    assert any(min(p) > 200 for p in pixels)
    # Away from the text the cell keeps its colour.
    corner = rgb(image, (rect.left() + 4) * 2, (rect.top() + 4) * 2)
    assert close(corner, ColorScale("viridis", 0, 1).color(REFERENCE_WEIGHTS[1][0]))


def test_dark_and_light_backgrounds(trace):
    for name, theme in (("light", LIGHT), ("dark", DARK)):
        image = render_image(build_figure(trace, "heads[0].weights", FigureOptions(theme=name)), 1)
        expected = tuple(int(theme.background[k:k + 2], 16) for k in (1, 3, 5))
        assert rgb(image, 2, 2) == expected


def test_masked_cells_are_grey_not_on_the_colormap(causal):
    options = FigureOptions(values=False)
    figure = build_figure(causal, "heads[0].weights", options)
    image = render_image(figure, 2)
    fill = tuple(int(LIGHT.mask_fill[k:k + 2], 16) for k in (1, 3, 5))
    hatch = tuple(int(LIGHT.mask_hatch[k:k + 2], 16) for k in (1, 3, 5))
    masked = figure.cell_rect(0, 3)
    colours = {rgb(image, x * 2, masked.center().y() * 2)
               for x in np.linspace(masked.left() + 2, masked.right() - 2, 40)}
    assert any(close(c, fill) for c in colours) and any(close(c, hatch, 30) for c in colours)
    # An unmasked cell in the same row shows its weight (exactly 1.0: yellow).
    kept = figure.cell_rect(0, 0).center()
    assert close(rgb(image, kept.x() * 2, kept.y() * 2), tuple(lut("viridis")[255]))


def test_three_d_step_needs_a_query_row(causal):
    with pytest.raises(ExportError, match="query row"):
        build_figure(causal, "heads[0].weighted_values")
    figure = build_figure(causal, "heads[0].weighted_values", query=2)
    assert figure.view.shape == (4, 3)


# -- SVG ----------------------------------------------------------------------
def test_svg_is_xml_with_real_text(tmp_path, trace):
    path = tmp_path / "w.svg"
    export(trace, "heads[0].weights", path, options=FigureOptions(title="Who attends to whom"))
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg"
    texts = svg_texts(path)
    assert "Who attends to whom" in texts
    assert texts.count("Thinking") >= 2 and texts.count("Machines") >= 2  # row and column labels
    assert "0.760" in texts and "0.910" in texts
    # Cells are vector rectangles, not an embedded picture.
    assert len(list(root.iter(f"{SVG}rect"))) >= 4
    assert not list(root.iter(f"{SVG}image"))


def test_svg_physical_size(tmp_path, trace):
    path = tmp_path / "w.svg"
    export(trace, "heads[0].weights", path, options=FigureOptions(width_mm=120))
    root = ET.parse(path).getroot()
    assert root.get("width").endswith("mm") and float(root.get("width")[:-2]) == pytest.approx(120, abs=0.5)
    figure = build_figure(trace, "heads[0].weights")
    height = float(root.get("height")[:-2])
    assert height == pytest.approx(120 * figure.height / figure.width, abs=0.5)
    assert root.get("viewBox").split()[2:] == [f"{figure.width:g}", f"{figure.height:g}"]


def test_svg_escapes_awkward_labels(tmp_path):
    session = load_preset("01-thinking-machines").with_tokens(["<b>&", "\"q\""])
    path = tmp_path / "w.svg"
    export(run(session), "heads[0].weights", path)
    assert "<b>&" in svg_texts(path)


# -- PDF ----------------------------------------------------------------------
def test_pdf_one_page_of_the_stated_size_with_text(tmp_path, trace):
    path = tmp_path / "w.pdf"
    export(trace, "heads[0].weights", path)
    assert path.read_bytes().startswith(b"%PDF")
    figure = build_figure(trace, "heads[0].weights")
    w_mm, h_mm = physical_size_mm(figure)
    doc = pdf_document(path)
    assert doc.pageCount() == 1
    size = doc.pagePointSize(0)
    assert size.width() == pytest.approx(w_mm / 25.4 * 72, abs=0.5)
    assert size.height() == pytest.approx(h_mm / 25.4 * 72, abs=0.5)
    text = doc.getAllText(0).text()
    assert "Thinking" in text and "Machines" in text and "Attention weights" in text
    doc.close()


def test_pdf_width_option(tmp_path, trace):
    path = tmp_path / "w.pdf"
    export(trace, "heads[0].scores", path, options=FigureOptions(width_mm=100, theme="dark"))
    doc = pdf_document(path)
    assert doc.pagePointSize(0).width() == pytest.approx(100 / 25.4 * 72, abs=0.5)
    doc.close()


# -- the pipeline slide -------------------------------------------------------------
def test_pipeline_slide_is_16_9_with_every_step(tmp_path, causal):
    session = load_preset("02-causal-decoder")
    png = tmp_path / "slide.png"
    export(causal, "heads[0].pipeline", png, options=FigureOptions(scale=1), session=session)
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1280, 720)
    svg = tmp_path / "slide.svg"
    export(causal, "heads[0].pipeline", svg, session=session)
    texts = svg_texts(svg)
    titles = [causal.step(s).title for s in ("q", "k", "v", "scores", "scaled", "masked", "weights", "output")]
    assert all(t in texts for t in titles), set(titles) - set(texts)
    found = [texts.index(t) for t in titles]
    assert found == sorted(found)  # painted in pipeline order
    assert "Scaled dot-product attention" in texts


def test_pipeline_pdf_is_a_widescreen_slide(tmp_path, trace):
    path = tmp_path / "slide.pdf"
    export(trace, "heads[0].pipeline", path)
    doc = pdf_document(path)
    size = doc.pagePointSize(0)
    assert (size.width(), size.height()) == (pytest.approx(960, abs=0.5), pytest.approx(540, abs=0.5))
    text = doc.getAllText(0).text()
    assert "Queries" in text and "Attention weights" in text and "Thinking" in text
    doc.close()


def test_pipeline_slide_has_no_self_attention_mask(trace):
    figure = build_figure(trace, "heads[0].pipeline")
    assert [c.view.step_id for c in figure.rows[1]] == ["scores", "scaled", "weights", "output"]
    for card in (c for row in figure.rows for c in row):
        assert card.block is not None
        assert card.rect.contains(card.rect.left() + 1, card.rect.top() + 1)
        assert card.block.width <= card.rect.width() and card.block.height <= card.rect.height()
        assert 0 < card.rect.left() and card.rect.right() < figure.width
        assert 0 < card.rect.top() and card.rect.bottom() < figure.height


def test_pipeline_slide_fits_many_tokens(qapp):
    rng = np.random.default_rng(0)
    base = load_preset("01-thinking-machines")
    n = 40
    from dataclasses import replace

    session = replace(base, tokens=tuple(f"token{i}" for i in range(n)), embeddings=rng.normal(size=(n, 3)))
    figure = build_figure(run(session), "heads[0].pipeline")
    for card in (c for row in figure.rows for c in row):
        assert card.block.width <= card.rect.width() and card.block.height <= card.rect.height()
    image = render_image(figure, 1)
    assert (image.width(), image.height()) == (1280, 720)


# -- failures ----------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_unwritable_figure_path_errors_and_leaves_nothing(tmp_path, trace, fmt):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    with pytest.raises(ExportError, match="cannot write .*afile is a file, not a folder"):
        export(trace, "heads[0].weights", blocker / f"x.{fmt}")
    assert [p.name for p in tmp_path.iterdir()] == ["afile"]


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_failure_while_painting_keeps_the_old_file(tmp_path, trace, monkeypatch, fmt):
    from explorer.export.heatmap import HeatmapFigure

    path = tmp_path / f"w.{fmt}"
    path.write_bytes(b"old")

    def broken(self, painter):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(HeatmapFigure, "paint", broken)
    with pytest.raises(ExportError, match="No space left on device"):
        export(trace, "heads[0].weights", path)
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def _long_session(n: int):
    from dataclasses import replace

    base = load_preset("01-thinking-machines")
    rng = np.random.default_rng(1)
    return replace(base, tokens=tuple(f"t{i}" for i in range(n)), embeddings=rng.normal(size=(n, 3)))


def test_long_sequences_draw_small_cells_without_numbers(tmp_path, qapp):
    trace = run(_long_session(300))
    figure = build_figure(trace, "heads[0].weights")  # numbers asked for, but they cannot fit
    assert figure.block.cell >= 1 and not figure.block.shows_values
    export(trace, "heads[0].weights", tmp_path / "ok.png", options=FigureOptions(scale=1))
    assert QImage(str(tmp_path / "ok.png")).width() == pixel_size(figure, 1)[0]


def test_oversized_png_is_refused_with_advice(tmp_path, qapp):
    # A heatmap of any n now fits (tests/test_export_long.py); a figure that
    # would not is still refused before any pixel is allocated.
    from explorer.export.render import MAX_PIXELS, write_png

    class Huge:
        width, height = MAX_PIXELS / 2 + 1, 100.0

        def paint(self, painter):  # pragma: no cover - never reached
            raise AssertionError("painted before the size check")

    with pytest.raises(ExportError, match="smaller scale or SVG/PDF"):
        write_png(Huge(), tmp_path / "big.png", scale=2)
    assert not list(tmp_path.iterdir())


def test_bad_options_are_refused():
    with pytest.raises(ExportError, match="scale"):
        FigureOptions(scale=5)
    with pytest.raises(ExportError, match="theme"):
        FigureOptions(theme="sepia")
    with pytest.raises(ExportError, match="colormap"):
        FigureOptions(colormap="rainbow-ish")
