"""The export dialog and the clipboard functions, driven as the main window will."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QGuiApplication, QImage

from explorer.core.io.presets import load_preset
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.render import pixel_size
from explorer.app.document import Document
from explorer.ui.export.clipboard import copy_figure_to_clipboard, copy_latex_to_clipboard
from explorer.ui.export.export_dialog import ExportDialog


pytestmark = pytest.mark.usefixtures("private_settings")  # choices are remembered in QSettings


@pytest.fixture
def document(qapp):
    return Document(load_preset("02-causal-decoder"))


@pytest.fixture
def dialog(qtbot, document):
    dlg = ExportDialog(document, None, step_key="heads[0].weights")
    qtbot.addWidget(dlg)
    return dlg


def test_opens_on_the_given_step(dialog):
    assert dialog.step_key == "heads[0].weights"
    assert dialog.what.currentText().startswith("Attention weights")
    keys = [dialog.what.itemData(i) for i in range(dialog.what.count())]
    assert "heads[0].pipeline" in keys and "heads[0].masked" in keys


def test_exports_a_png_and_closes(dialog, tmp_path, qtbot):
    path = tmp_path / "w.png"
    dialog.set_choice(fmt="png", path=path)
    dialog.scale.setValue(3)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    with qtbot.waitSignal(dialog.accepted):
        dialog.export_button.click()
    image = QImage(str(path))
    figure = build_figure(dialog.document.trace, "heads[0].weights", dialog.options())
    assert (image.width(), image.height()) == pixel_size(figure, 3)
    assert image.pixelColor(1, 1).lightness() < 60  # the dark theme was used


def test_matrix_format_writes_text(dialog, tmp_path, qtbot):
    path = tmp_path / "w.tex"
    dialog.set_choice("heads[0].scores", "tex", path)
    dialog.decimals.setValue(2)
    assert dialog.export_now()
    text = path.read_text()
    assert r"\begin{bmatrix}" in text and "% The" in text
    assert not dialog.theme.isEnabled()  # figure options do not apply to a matrix


def test_failure_is_shown_and_dialog_stays_open(dialog, tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_text("")
    dialog.set_choice(fmt="pdf", path=blocker / "x.pdf")
    assert dialog.export_now() is False
    assert "not a folder" in dialog.status.text()
    assert dialog.status.property("error") is True
    assert dialog.result() == 0
    assert [p.name for p in tmp_path.iterdir()] == ["afile"]


def test_pipeline_allows_only_figure_formats(dialog):
    dialog.set_choice(fmt="csv")
    dialog.set_choice("heads[0].pipeline")
    assert dialog.fmt == "png"
    model = dialog.format.model()
    enabled = {dialog.format.itemData(i): model.item(i).isEnabled() for i in range(dialog.format.count())}
    assert enabled == {"png": True, "svg": True, "pdf": True, "csv": False, "npz": False, "tex": False, "md": False}
    assert not dialog.copy_latex_button.isEnabled()


def test_weighted_values_asks_for_a_query_row(dialog, tmp_path):
    dialog.set_choice("heads[0].weighted_values", "csv", tmp_path / "wv.csv")
    assert dialog.query.isEnabled() and dialog.query.count() == 4
    dialog.query.setCurrentIndex(2)
    assert dialog.export_now()
    rows = (tmp_path / "wv.csv").read_text().splitlines()
    # Named as the card is, counted from 1 (query 3 is "sat"); the 0-based key is not for people.
    assert rows[0] == "4 · Weighted values for query “sat” (head 1),v1,v2,v3" and len(rows) == 5


def test_file_name_follows_choices_until_typed(dialog, tmp_path, qtbot):
    dialog.set_choice("heads[0].scores", "svg")
    assert dialog.path.text().endswith("attention-scores.svg")
    dialog.path.clear()
    qtbot.keyClicks(dialog.path, str(tmp_path / "mine.svg"))
    dialog.set_choice("heads[0].q", "pdf")
    assert dialog.path.text() == str(tmp_path / "mine.pdf")


def test_preview_shows_figure_and_size(dialog):
    dialog.set_choice(fmt="png")
    dialog.scale.setValue(2)
    dialog.refresh_preview()
    assert dialog.preview.currentWidget() is dialog.preview_image
    assert not dialog.preview_image.pixmap().isNull()
    figure = build_figure(dialog.document.trace, "heads[0].weights")
    w, h = pixel_size(figure, 2)
    assert f"{w} \u00d7 {h} pixels" in dialog.size_note.text()
    dialog.set_choice(fmt="md")
    dialog.refresh_preview()
    assert dialog.preview_text.toPlainText().startswith(r"**3 · Attention weights \(head 1\)**")


def test_document_change_updates_the_choices(dialog, document, qtbot):
    with qtbot.waitSignal(document.changed):
        document.reset(load_preset("04-two-heads"))
    keys = [dialog.what.itemData(i) for i in range(dialog.what.count())]
    assert "heads[1].pipeline" in keys and "concat" in keys and "heads[0].masked" not in keys
    assert dialog.step_key == "heads[0].weights"


def test_copy_figure_to_clipboard(document, qapp):
    options = FigureOptions(scale=1)
    image = copy_figure_to_clipboard(document, "heads[0].pipeline", options)
    assert (image.width(), image.height()) == (1280, 720)
    pasted = QGuiApplication.clipboard().image()
    assert (pasted.width(), pasted.height()) == (1280, 720)


def test_copy_as_latex(document, qapp):
    text = copy_latex_to_clipboard(document, "heads[0].weights")
    assert QGuiApplication.clipboard().text() == text
    body = text.split(r"\begin{bmatrix}")[1].split(r"\end{bmatrix}")[0]
    first = [float(x) for x in body.strip().splitlines()[0].split("%")[0].replace(r"\\", "").split("&")]
    np.testing.assert_allclose(first, document.trace.step("weights").array[0], atol=5e-4)


def test_dialog_buttons_copy(dialog):
    dialog.copy_image_button.click()
    assert "Copied" in dialog.status.text()
    assert not QGuiApplication.clipboard().image().isNull()
    dialog.copy_latex_button.click()
    assert r"\begin{bmatrix}" in QGuiApplication.clipboard().text()


def test_starts_as_the_screen_looks(qtbot, document):
    from explorer.app.view import View

    dlg = ExportDialog(document, None, step_key="heads[0].weights",
                       view=View(colormap="magma", decimals=2, show_values=False), dark=True)
    qtbot.addWidget(dlg)
    options = dlg.options()
    assert (options.colormap, options.decimals, options.theme, options.values) == ("magma", 2, "dark", False)
