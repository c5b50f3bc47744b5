"""An imported head keeps its identity (model folder name, layer and head from 1)."""

from __future__ import annotations

import dataclasses

from explorer.core.presets import load_preset
from explorer.core.session_io import load, save
from explorer.model.identity import head_identity, model_name

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
    from explorer.ui.main_window import MainWindow, Unsaved

    window = MainWindow(load_preset("01-thinking-machines"))
    window.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    assert "layer" not in window.windowTitle()
    session = dataclasses.replace(window.document.session, extras={"model": MODEL})
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(session, "Imported")  # as the import's caller opens a head
    assert "(all-MiniLM-L6-v2 · layer 6 · head 12)" in window.windowTitle()
