"""An imported head keeps its identity (model folder name, layer and head from 1)."""

from __future__ import annotations

import dataclasses

from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import load, save
from explorer.app.frame import Frame
from explorer.app.identity import head_identity, model_name

MODEL = {"name": "nreimers/MiniLM-L6-H384-uncased", "folder": "/models/all-MiniLM-L6-v2/", "sentence": "a b",
         "layer": 5, "head": 11, "layers": 6, "heads": 12}


def test_the_package_name_layer_and_head_counted_from_1(tmp_path):
    session = dataclasses.replace(load_preset("01-thinking-machines"), extras={"model": MODEL})
    assert model_name(MODEL) == "all-MiniLM-L6-v2"
    assert head_identity(session) == "all-MiniLM-L6-v2 · layer 6 · head 12"
    save(session, tmp_path / "head.json")
    again = load(tmp_path / "head.json")
    assert again.extras["model"]["layer"] == 5  # the file stays 0-based
    assert head_identity(again) == "all-MiniLM-L6-v2 · layer 6 · head 12"


def test_other_sessions_have_no_identity_and_odd_extras_are_ignored():
    session = load_preset("01-thinking-machines")
    assert head_identity(session) is None
    odd = dataclasses.replace(session, extras={"model": {"name": "m", "layer": "x", "head": True}})
    assert head_identity(odd) == "m"


def test_the_window_title_names_the_head(qtbot):
    from explorer.ui.window.main_window import MainWindow, Unsaved

    window = MainWindow(load_preset("01-thinking-machines"))
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    assert "layer" not in window.windowTitle()
    session = dataclasses.replace(window.document.session, extras={"model": MODEL})
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(session, "Imported")  # as the import's caller opens a head
    assert "(all-MiniLM-L6-v2 · layer 6 · head 12)" in window.windowTitle()


def _imported(heads: int = 1):
    """The reference example as if imported: layer 6, head 12 of all-MiniLM-L6-v2 (heads added after)."""
    from explorer.core.edits import resize

    session = dataclasses.replace(load_preset("01-thinking-machines"), extras={"model": MODEL})
    return resize(session, heads=heads, fill="zeros", seed=0) if heads > 1 else session


def test_an_installed_package_is_named_by_the_model_not_its_inner_folder():
    from explorer.core.models.installed import KNOWN

    minilm = next(k for k in KNOWN if k.kind == "bert")
    folder = f"/venv/lib/python3.11/site-packages/{minilm.module}/{minilm.inside}"
    assert model_name({"name": "nreimers/MiniLM-L6-H384-uncased", "folder": folder}) == "all-MiniLM-L6-v2"
    assert model_name({"name": "x", "folder": "/data/model"}) == "model"  # any other folder: its own name
    # A GGUF head by its file (the package's model name), not its general.name, a training run's.
    smollm2 = next(k for k in KNOWN if k.kind == "gguf")
    file = f"/venv/lib/python3.11/site-packages/{smollm2.module}/{smollm2.inside}"
    assert model_name({"name": "Smollm2 135M 8k Lc100K Mix1 Ep2", "file": file}) == smollm2.name
    assert model_name({"name": "x", "file": "/data/tinyllama-1.1b.Q4_0.gguf"}) == "tinyllama-1.1b.Q4_0"


def test_heads_are_named_from_1_and_the_imported_one_by_who_it_is():
    from explorer.app.identity import head_name, head_names

    plain = load_preset("04-two-heads")
    assert head_names(plain) == ["Head 1", "Head 2"] and head_name(plain, 1, capital=False, of=2) == "head 2 of 2"
    one = _imported()
    assert head_names(one) == ["all-MiniLM-L6-v2 · layer 6 · head 12"]
    assert head_name(one, 0, capital=False, of=1) == "all-MiniLM-L6-v2 · layer 6 · head 12"
    more = _imported(heads=3)
    assert head_names(more) == ["Head 1 (all-MiniLM-L6-v2 · layer 6 · head 12)", "Head 2", "Head 3"]
    assert head_name(more, 2, capital=False) == "head 3"
    assert head_name(more, 0, capital=False, of=3) == "head 1 of 3 (all-MiniLM-L6-v2 · layer 6 · head 12)"


def test_the_head_selectors_name_the_imported_head(qtbot, tmp_path):
    from explorer.ui.window.main_window import MainWindow, Unsaved

    window = MainWindow(load_preset("01-thinking-machines"))
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    combos = (window.inputs.head_combo, window.pipeline.head_combo)
    window.pipeline.refresh()  # built when first shown
    assert [c.itemText(0) for c in combos] == ["Head 1", "Head 1"]
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(_imported(), "Imported")
    window.pipeline.refresh()
    assert [c.itemText(0) for c in combos] == ["all-MiniLM-L6-v2 · layer 6 · head 12"] * 2
    # Saved by the window: the identity stays in the file as extra keys (0-based there).
    assert window.files.save_to(tmp_path / "imported.json")
    again = load(tmp_path / "imported.json")
    assert again.extras["model"] == MODEL and head_identity(again) == "all-MiniLM-L6-v2 · layer 6 · head 12"


def test_figures_decks_and_matrix_files_name_the_imported_head():
    from explorer.core.attention.pipeline import run
    from explorer.export.deck.plan import plan_deck
    from explorer.export.heatmap import HeatmapFigure
    from explorer.export.matrices import csv_text, markdown_text
    from explorer.export.slide import PipelineFigure
    from explorer.export.view import matrix_view

    who = "all-MiniLM-L6-v2 · layer 6 · head 12"
    trace = run(_imported())
    figure = HeatmapFigure(matrix_view(trace, "heads[0].weights"))
    assert figure.meta.startswith(f"{who}  ·  2 × 2")
    assert who in PipelineFigure(trace, 0, session=trace.session).subtitle
    deck = plan_deck(trace, 0)
    assert f"This deck: {who}, " in " ".join(deck.title_page.facts)
    assert all(who in page.kicker for page in deck.steps) and who in deck.name
    assert csv_text(matrix_view(trace, "heads[0].scores")).startswith(f"1 · Scores ({who}),")
    assert markdown_text(matrix_view(trace, "heads[0].scores")).startswith(f"**1 · Scores \\({who}\\)**")
    plain = run(load_preset("01-thinking-machines"))
    assert HeatmapFigure(matrix_view(plain, "heads[0].weights")).meta.startswith("head 1  ·  2 × 2")
    assert "head 1 of 1" in plan_deck(plain, 0).steps[0].kicker


# One function names a head on every surface: each test below fails if that surface says "Head 1"
# for the imported head (as the Lines tab, the heads grid and the deck's lines slide once did).
WHO = "all-MiniLM-L6-v2 · layer 6 · head 12"


def test_the_lines_tab_chooser_and_its_lines_name_the_imported_head(qtbot, window):
    from explorer.app.lines import lines_data

    with qtbot.waitSignal(window.document.changed):
        window.document.apply(_imported(heads=2), "Imported")
    window.tabs.setCurrentWidget(window.lines)  # the Lines tab refreshes while it is shown
    qtbot.waitUntil(lambda: window.lines.head.count() == 3)
    assert [window.lines.head.itemText(i) for i in range(3)] == ["All heads", f"Head 1 ({WHO})", "Head 2"]
    data = lines_data(window.document.snapshot.trace, 0)
    assert data.title.startswith(f"Attention weights, head 1 ({WHO}):") and data.name(0) == f"head 1 ({WHO})"
    assert lines_data(window.document.snapshot.trace).names == (f"head 1 ({WHO})", "head 2")
    assert window.lines.default_name() == "lines-head-1-all-minilm-l6-v2-layer-6-head-12.svg"
    window.lines.head.setCurrentIndex(0)  # all heads: no head in the name
    assert window.lines.default_name() == "lines.svg"


def test_the_heads_grid_names_the_imported_head(qtbot):
    from explorer.app.document import Document
    from explorer.ui.steps.steps_tab import PipelinePanel
    from explorer.app.view_state import ViewState

    document = Document(_imported(heads=2))
    view = ViewState(document)
    panel = PipelinePanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(1200, 800)
    panel.show()
    qtbot.waitExposed(panel)
    panel.all_check.setChecked(True)
    grid = panel.heads_grid
    qtbot.waitUntil(lambda: len(grid.titles) == 2)
    assert [t.text().split("  ")[0] for t in grid.titles] == [f"Head 1 ({WHO})", "Head 2"]


def test_the_decks_lines_slide_names_the_imported_head():
    from explorer.core.attention.pipeline import run
    from explorer.export.deck.views import _lines_page

    assert _lines_page(run(_imported()), 0, "").title == f"The weights as lines: {WHO}"


def test_the_heatmap_tab_and_cards_name_the_imported_head():
    from explorer.core.attention.pipeline import run
    from explorer.app.cards import build_cards
    from explorer.app.heatmap import resolve
    from explorer.app.view import View

    trace = run(_imported())
    assert f"  ·  {WHO}  ·  " in resolve(Frame.of(trace, View(step="weights")), 64).title
    titles = [c.title for c in build_cards(trace, 0, 0)]
    assert f"W_Q ({WHO})" in titles
    plain = run(load_preset("01-thinking-machines"))  # the only head of a plain session: not named
    assert "head" not in resolve(Frame.of(plain, View(step="weights")), 64).title


def test_the_export_dialogs_file_name_names_the_imported_head(qtbot):
    from pathlib import Path

    from explorer.app.document import Document
    from explorer.ui.export.export_dialog import ExportDialog

    document = Document(_imported())
    dialog = ExportDialog(document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    assert Path(dialog.path.text()).stem == "attention-weights-all-minilm-l6-v2-layer-6-head-12"
    plain = ExportDialog(Document(load_preset("01-thinking-machines")), None, step_key="heads[0].weights")
    qtbot.addWidget(plain)
    assert Path(plain.path.text()).stem == "attention-weights"
