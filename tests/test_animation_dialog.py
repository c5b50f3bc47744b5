"""File → Export Animation…, driven through the real window: the four animations written as PNG
frames, an MP4 and a GIF read back, Cancel and failures that keep the old file, refusals that
name their field, the preview landing from the job runner, and the keyboard."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QFileDialog, QLabel, QLineEdit, QWidget

from windows import open_window


@pytest.fixture(autouse=True)
def _own_settings(private_settings):
    """The dialog remembers its folder and format: each test starts from none."""


def open_dialog(window, qtbot, settled: bool = True):
    """The dialog as File → Export Animation… opens it, once its first preview landed. A test that
    goes on to other choices at once passes ``settled=False``: its first preview (a second of the
    lecture encoded at 1280 × 720) is then cancelled by the next, as a person's change does;
    the preview landing is tested on its own (test_the_preview_shows_a_pixmap_once_the_runner_delivered)."""
    window.export_animation_action.trigger()
    dialog = window.exports.animation
    assert dialog is not None and dialog.isVisible()  # the window's child: closed with it, if a test fails
    if settled:
        qtbot.waitUntil(lambda: dialog.estimate is not None)
    return dialog


def choose(dialog, qtbot, what: str, path: Path, **controls) -> None:
    """Choose ``what``, write to ``path``, set spin boxes ("training_page.steps" → value), and wait for
    the preview of it."""
    dialog.what.setCurrentIndex(dialog.what.findData(what))
    dialog.set_path(path)
    for name, value in controls.items():
        page, control = name.split(".")
        getattr(getattr(dialog, page), control).setValue(value)
    dialog.refresh()  # at once: the debounce would only delay it
    qtbot.waitUntil(lambda: dialog.estimate is not None or dialog.status.property("error") is True)
    assert dialog.status.property("error") is not True, dialog.status.text()


def export(dialog, qtbot, key: bool = False):
    """Export (the button, or Enter) and wait for the file; returns what was written."""
    with qtbot.waitSignal(dialog.written) as signal:
        if key:
            qtbot.keyClick(dialog, Qt.Key.Key_Return)
        else:
            dialog.export_button.click()
    return signal.args[0]


def _fast(dialog) -> None:
    """Few frames: 5 a second, short holds (the counts are what is tested, not the length)."""
    dialog.fps.setValue(5)
    dialog.hold.setValue(0.5)


@pytest.mark.parametrize("what, preset", [("lecture", "01-thinking-machines"), ("training", "01-thinking-machines"),
                                          ("decode", "02-causal-decoder"), ("sweep", "01-thinking-machines")])
def test_each_animation_writes_as_many_png_frames_as_the_dialog_and_the_plan_say(qtbot, tmp_path, what, preset):
    from explorer.ui.export.animation_plan import plan

    window = open_window(qtbot, preset)
    dialog = open_dialog(window, qtbot, settled=False)
    dialog.what.setCurrentIndex(dialog.what.findData(what))
    _fast(dialog)
    if what == "training":
        dialog.training_page.steps.setValue(12)
        dialog.training_page.every.setValue(3)
    if what == "sweep":
        dialog.sweep_page.seconds.setValue(1.0)
    choose(dialog, qtbot, what, tmp_path / "frames")
    said = dialog.frames
    assert f"{said} frames" in dialog.length.text() and "about" in dialog.length.text()
    assert said == plan(dialog.request()).frame_count  # the Animation's own count
    written = export(dialog, qtbot)
    files = sorted((tmp_path / "frames").iterdir())
    assert written.frames == said == len(files) and files[0].name == "frame_0001.png"
    assert written.fmt == "png" and (written.width, written.height) == (1280, 720)
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Wrote {tmp_path / 'frames'} (folder of PNG frames): {said} frames"), message
    qtbot.waitUntil(lambda: window.exports.animation is None)  # closed once written, and deleted


def test_an_mp4_holds_the_frames_the_dialog_said(qtbot, tmp_path):
    import av

    window = open_window(qtbot, "02-causal-decoder")
    dialog = open_dialog(window, qtbot, settled=False)
    _fast(dialog)
    choose(dialog, qtbot, "decode", tmp_path / "decode.mp4")
    assert dialog.fps.value() == 5
    written = export(dialog, qtbot)
    with av.open(str(tmp_path / "decode.mp4")) as container:
        stream = container.streams.video[0]
        count = sum(1 for _ in container.decode(stream))
        assert stream.average_rate == 5 and (stream.width, stream.height) == (1280, 720)
    assert count == written.frames == dialog.frames
    assert "(MP4 video)" in window.statusBar().currentMessage()


def test_a_gif_is_at_25_fps_unless_set_and_holds_the_frames_said(qtbot, tmp_path):
    from PIL import Image

    window = open_window(qtbot, "02-causal-decoder")
    dialog = open_dialog(window, qtbot, settled=False)
    assert dialog.fps.value() == 30  # an MP4 by default
    choose(dialog, qtbot, "decode", tmp_path / "decode.gif")
    assert dialog.fps.value() == 25  # a GIF's own
    dialog.fps.stepBy(-1)
    assert dialog.fps.value() == 20  # the arrows step through the rates a GIF can have
    dialog.size_box.setCurrentIndex(dialog.size_box.findData("own"))
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.estimate is not None)
    written = export(dialog, qtbot)
    with Image.open(tmp_path / "decode.gif") as gif:
        assert gif.n_frames == written.frames == dialog.frames
        assert gif.info["duration"] == 50 and gif.size == (written.width, written.height)
    assert written.width % 2 == 0 and written.width != 1280  # the figures' own size, made even


def test_an_fps_a_gif_cannot_have_is_refused_in_one_line_until_fixed(window, qtbot, tmp_path):
    dialog = open_dialog(window, qtbot, settled=False)
    dialog.hold.setValue(0.5)  # the rate is what is refused: shorter holds only preview sooner
    choose(dialog, qtbot, "lecture", tmp_path / "a.gif")
    dialog.fps.setValue(30)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("fps: "))
    assert "25" in dialog.status.text() and "\n" not in dialog.status.text()
    assert not dialog.export_button.isEnabled() and not dialog.export_now()
    dialog.fps.setValue(10)
    qtbot.waitUntil(dialog.export_button.isEnabled)
    assert dialog.status.text() == ""
    # A size no frame can have is refused by the same rule (the list offers none; the figures'
    # own size is checked by the preview once the plan knows it).
    from dataclasses import replace

    from explorer.ui.export.animation_plan import refusal

    assert refusal(replace(dialog.request(), size=(32, 32))).startswith("size: 32 × 32 pixels")
    assert refusal(replace(dialog.request(), path=tmp_path / "talk.mov")).startswith("file: ")
    dialog.close()


def test_a_bad_sweep_is_named_in_one_line_and_export_stays_off_until_fixed(window, qtbot, tmp_path):
    dialog = open_dialog(window, qtbot, settled=False)
    _fast(dialog)  # the refusal is of the cell: a shorter sweep (each frame a slide of its own) previews sooner
    dialog.sweep_page.seconds.setValue(1.0)
    choose(dialog, qtbot, "sweep", tmp_path / "sweep.mp4")
    dialog.sweep_page.cell.setText("heads[0].w_z[1,1]")  # names no cell: refused after the debounce
    qtbot.waitUntil(lambda: dialog.status.text().startswith("sweep: "))
    assert "w_z" in dialog.status.text() and "\n" not in dialog.status.text()
    assert not dialog.export_button.isEnabled()
    assert dialog.preview.pixmap().isNull()  # no preview of an animation that cannot be made
    dialog.sweep_page.cell.setText("heads[0].w_k[2,2]")
    dialog.sweep_page.start.setValue(1.0)
    dialog.sweep_page.end.setValue(1.0)  # from == to: a still sweep is fine
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled() and dialog.estimate is not None)
    assert dialog.status.text() == ""
    dialog.close()


def test_the_preview_shows_a_pixmap_once_the_runner_delivered(window, qtbot, hold):
    from explorer.ui.export import animation_plan

    release, threads = hold(animation_plan, "preview")
    window.export_animation_action.trigger()
    dialog = window.exports.animation
    assert dialog.preview.pixmap().isNull() and dialog.length.text() == "Measuring\u2026"  # the window answers
    with qtbot.waitSignal(dialog.preview.shown):
        release.set()
    assert not dialog.preview.pixmap().isNull() and dialog.preview.count >= 2
    assert threads and "animation preview" in threads[0]  # drawn on the job runner, not the UI thread
    qtbot.waitUntil(lambda: dialog.estimate is not None)
    dialog.close()


def test_cancel_half_way_keeps_the_old_file_byte_for_byte(window, qtbot, tmp_path, hold):
    from explorer.export.animation import encode

    old = tmp_path / "lecture.mp4"
    old.write_bytes(b"the lecture recorded last week")
    dialog = open_dialog(window, qtbot, settled=False)
    _fast(dialog)  # the cancel comes at the first frame: a shorter lecture only previews sooner
    choose(dialog, qtbot, "lecture", old)
    release, threads = hold(encode.Mp4Writer, "add")
    assert dialog.export_now()
    qtbot.waitUntil(lambda: bool(threads))  # the first frame is being encoded
    assert dialog.writing and not dialog.export_button.isEnabled() and not dialog.controls.isEnabled()
    assert dialog.close_button.text() == "Cancel" and dialog.progress.isVisible()
    dialog.close()  # the window's close button half-way: refused
    assert dialog.isVisible() and dialog.writing
    with qtbot.waitSignal(dialog.write_ended) as ended:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Escape is Cancel while writing
        release.set()
    assert ended.args == ["cancelled"]
    assert old.read_bytes() == b"the lecture recorded last week"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lecture.mp4"]  # nothing half-written left
    assert dialog.status.text() == "Cancelled: nothing was written; lecture.mp4 is as it was."
    assert dialog.isVisible() and dialog.export_button.isEnabled() and dialog.close_button.text() == "Close"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # now Escape closes
    qtbot.waitUntil(lambda: window.exports.animation is None)


def test_the_window_stays_live_while_it_writes(window, qtbot, tmp_path, hold):
    from explorer.export.animation import encode

    dialog = open_dialog(window, qtbot, settled=False)
    _fast(dialog)
    choose(dialog, qtbot, "lecture", tmp_path / "lecture.mp4")
    release, threads = hold(encode.Mp4Writer, "add")
    dialog.export_now()
    qtbot.waitUntil(lambda: bool(threads))
    window.view_state.set_decimals(1)  # the window takes input meanwhile ...
    assert window.view_state.decimals == 1
    with qtbot.waitSignal(dialog.written):
        release.set()
    assert (tmp_path / "lecture.mp4").stat().st_size > 0


def test_a_failed_write_says_why_in_one_line_and_leaves_the_folder(window, qtbot, tmp_path):
    folder = tmp_path / "frames"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    dialog = open_dialog(window, qtbot, settled=False)
    _fast(dialog)  # refused before the first frame: a shorter lecture only previews sooner
    choose(dialog, qtbot, "lecture", folder)
    with qtbot.waitSignal(dialog.write_ended) as ended:
        dialog.export_now()
    assert ended.args == ["failed"]
    text = dialog.status.text()
    assert text.startswith("Nothing was written (frames is as it was): ") and "not empty" in text and "\n" not in text
    assert [p.name for p in folder.iterdir()] == ["notes.txt"] and dialog.isVisible()
    dialog.close()


def test_decode_says_why_outside_causal_mode(window, qtbot, tmp_path):
    dialog = open_dialog(window, qtbot, settled=False)
    dialog.what.setCurrentIndex(dialog.what.findData("decode"))
    qtbot.waitUntil(lambda: dialog.status.text().startswith("decode: "))
    assert "causal" in dialog.decode_page.note.text() and not dialog.decode_page.prompt.isEnabled()
    assert not dialog.export_button.isEnabled()
    window.set_mode("causal")  # the dialog follows the document
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled() and dialog.decode_page.prompt.isEnabled())
    dialog.close()


def test_the_sweep_starts_at_the_selected_cell_and_the_run_at_the_train_panel(window, qtbot):
    window.view_state.select("heads[0].w_k", (1, 2))
    window.tools.show_train()
    panel = window.tools.train
    panel.steps_spin.setValue(17)
    panel.lr_spin.setValue(0.05)
    panel.optimizer_combo.setCurrentIndex(1)
    dialog = open_dialog(window, qtbot, settled=False)
    assert dialog.sweep_page.cell.text() == "heads[0].w_k[2,3]"
    page = dialog.training_page
    assert (page.steps.value(), page.lr.value(), page.optimizer.currentData()) == (17, 0.05, "adam")
    window.export_animation_action.trigger()  # a second time: the same dialog, raised
    assert window.exports.animation is dialog
    dialog.close()


def test_the_action_sits_after_export_lecture_and_every_control_is_reachable(window, qtbot, tmp_path, monkeypatch):
    def no_dialog(*_args):
        raise AssertionError("Enter opened the Save dialog")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    file_menu = window.menuBar().actions()[0].menu()
    actions = [a for a in file_menu.actions() if not a.isSeparator()]
    assert actions[actions.index(window.export_lecture_action) + 1] is window.export_animation_action
    assert window.export_animation_action.text() == "Export A&nimation…"
    dialog = open_dialog(window, qtbot, settled=False)
    kinds = (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractButton)
    for what in ("lecture", "training", "decode", "sweep"):
        dialog.what.setCurrentIndex(dialog.what.findData(what))
        shown = [w for w in dialog.findChildren(QWidget)  # a spin box's or combo's own line edit is part of it
                 if isinstance(w, kinds) and not isinstance(w.parent(), (QAbstractSpinBox, QComboBox))
                 and w.isVisibleTo(dialog) and w.isEnabled()]
        assert all(w.accessibleName() or isinstance(w, QAbstractButton) for w in shown)  # a button says its text
        # Tab from What reaches every control shown, in the order of the form.
        reached, w = [], dialog.what
        while w not in reached:
            reached.append(w)
            w = w.nextInFocusChain()
            while not (w.isVisibleTo(dialog) and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus):
                w = w.nextInFocusChain()
        assert set(shown) <= set(reached), what
        # Each control has a label with a letter of its own (Close is Escape).
        labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is not None
                  and label.isVisibleTo(dialog)]
        assert {label.buddy() for label in labels} >= {w for w in shown if not isinstance(w, QAbstractButton)}
        texts = [label.text() for label in labels] + [b.text() for b in shown if isinstance(b, QAbstractButton)]
        letters = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
        assert len(letters) == len(set(letters)) == len(texts) - 1, (what, texts)
    _fast(dialog)
    choose(dialog, qtbot, "training", tmp_path / "run", **{"training_page.steps": 5})
    dialog.file.browse.setFocus()  # Enter on Browse… exports too (Space presses it)
    written = export(dialog, qtbot, key=True)
    assert written.frames == len(list((tmp_path / "run").iterdir()))


def test_escape_closes_and_browse_adds_the_filters_suffix(window, qtbot, tmp_path, monkeypatch):
    asked = []

    def answer(*args):
        asked.append(args)
        return str(tmp_path / "talk"), "GIF (*.gif)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    dialog = open_dialog(window, qtbot, settled=False)
    dialog.file.browse.click()
    assert dialog.path.text() == str(tmp_path / "talk.gif") and dialog.fps.value() == 25
    assert asked[0][3] == "MP4 video (*.mp4);;GIF (*.gif);;Folder of PNG frames (*)"
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.exports.animation is None)


def test_chosen_paths_and_sweep_cells():
    from explorer.core.io.presets import load_preset
    from explorer.ui.export.animation_plan import chosen_path, sweep_cell, sweep_text

    assert chosen_path("/a/talk", "MP4 video (*.mp4)") == Path("/a/talk.mp4")
    assert chosen_path("/a/talk.gif", "MP4 video (*.mp4)") == Path("/a/talk.mp4")
    assert chosen_path("/a/talk.mp4", "Folder of PNG frames (*)") == Path("/a/talk")
    assert chosen_path("/a/talk.v2", "GIF (*.gif)") == Path("/a/talk.v2.gif")
    session = load_preset("01-thinking-machines")
    assert sweep_cell(session, 0, None, None) == "heads[0].w_q[1,1]"
    assert sweep_cell(session, 0, "embeddings", (1, 0)) == "x[2,1]"
    assert sweep_cell(session, 0, "heads[0].weights", (1, 1)) == "heads[0].w_q[1,1]"  # a step: not a session cell
    assert sweep_text("cell", " x[1,2] ", -2.0, 2.0) == "x[1,2]=-2.0:2.0"
    assert sweep_text("temperature", "x[1,2]", 2.0, 0.1) == "temperature=2.0:0.1"


@pytest.mark.parametrize("error, said", [
    (ValueError("steps: the loss overflowed at step 3 (try a smaller learning rate)\nmore"),
     "steps: the loss overflowed at step 3 (try a smaller learning rate)"),
    (RuntimeError("a library's panic\nin its second line"), "the animation failed (RuntimeError: a library's panic"),
])
def test_a_plan_that_fails_is_said_in_one_line_and_turns_export_off(window, qtbot, monkeypatch, error, said):
    from explorer.ui.export import animation_plan

    dialog = open_dialog(window, qtbot)

    def fails(_request, _check=None):
        raise error

    monkeypatch.setattr(animation_plan, "plan", fails)
    dialog.training_page.steps.setValue(40)  # a change: previewed again after the debounce
    qtbot.waitUntil(lambda: not dialog.export_button.isEnabled())
    text = dialog.status.text()
    assert text.startswith(said) and "\n" not in text  # one line, whatever the exception said
    assert dialog.length.text() == "" and dialog.preview.pixmap().isNull()
    monkeypatch.undo()
    dialog.training_page.steps.setValue(30)
    qtbot.waitUntil(dialog.export_button.isEnabled)
    dialog.close()
