"""File → Export Lecture… and the status bar of every export, driven through the real window."""

from __future__ import annotations

from pathlib import Path

from deck_helpers import page_keys, pdf_pages_and_text
from PySide6.QtWidgets import QDialog, QFileDialog



def _answer(monkeypatch, path: Path | str, selected: str) -> list:
    """Make the save dialog answer ``path`` with filter ``selected``; returns what it was asked."""
    asked: list = []

    def fake(*args, **kwargs):
        asked.append(args)
        return str(path), selected

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return asked


def test_export_lecture_action_writes_the_pptx_and_says_where(window, tmp_path, monkeypatch):
    from pptx import Presentation

    asked = _answer(monkeypatch, tmp_path / "lecture", "PowerPoint deck, dark (*.pptx)")
    assert window.export_lecture_action.shortcut().toString() == "Ctrl+Alt+E"
    window.export_lecture_action.trigger()
    written = tmp_path / "lecture.pptx"  # the filter's suffix is added to a bare name
    prs = Presentation(str(written))
    trace = window.document.trace
    assert len(prs.slides) == len(page_keys(trace, 0)) + 3  # title, steps (and √d_k), the lines page, closing
    assert str(prs.slides[1].background.fill.fore_color.rgb) == "17191D"  # the dark filter
    assert window.statusBar().currentMessage() == f"Wrote {written} ({len(prs.slides)} slides)"
    # The dialog offered both formats in both themes (and PowerPoint with the video), the app's theme first.
    filters = asked[0][3].split(";;")
    assert len(filters) == 6 and asked[0][4] == "PDF deck, light (*.pdf)"


def test_the_video_filter_puts_the_lecture_on_a_slide_of_the_deck(window, tmp_path, monkeypatch):
    import av
    from pptx import Presentation

    _answer(monkeypatch, tmp_path / "with-video", "PowerPoint deck with the lecture as a video, light (*.pptx)")
    window.export_lecture_action.trigger()
    written = tmp_path / "with-video.pptx"
    prs = Presentation(str(written))
    assert len(prs.slides) == len(page_keys(window.document.trace, 0)) + 4  # the video's slide after the title
    assert [s.name for s in prs.slides[1].shapes] == ["lecture video"]
    video = next(p for p in prs.part.package.iter_parts() if str(p.partname).endswith(".mp4"))
    (tmp_path / "v.mp4").write_bytes(video.blob)
    with av.open(str(tmp_path / "v.mp4")) as container:
        assert container.streams.video[0].codec_context.name == "h264"
    assert window.statusBar().currentMessage() == f"Wrote {written} ({len(prs.slides)} slides)"


def test_lecture_pdf_uses_the_views_head_decimals_and_colormap(window, tmp_path, monkeypatch, qtbot):
    from explorer.export.deck import files as deck

    seen = []
    real = deck.deck_bytes

    def spy(*args, **kwargs):
        seen.append(args[3])
        return real(*args, **kwargs)

    monkeypatch.setattr(deck, "deck_bytes", spy)
    window.view_state.set_decimals(1)
    window.view_state.set_colormap("cividis")
    path = tmp_path / "deck.pdf"
    assert window.exports.export_lecture_to(path, theme="light")
    assert seen[0].colormap == "cividis" and seen[0].decimals == 1
    count, texts, _ = pdf_pages_and_text(path)
    assert count == len(page_keys(window.document.trace, 0)) + 3  # title, steps (and √d_k), the lines page, closing
    weights = " ".join(texts[1 + page_keys(window.document.trace, 0).index("heads[0].weights")].split())
    assert "0.8" in weights and "0.760" not in weights  # one decimal, as the view shows
    assert window.statusBar().currentMessage() == f"Wrote {path} ({count} pages)"


def test_lecture_is_of_the_state_after_the_last_edit(window, tmp_path):
    import dataclasses

    session = window.document.session
    window.document.apply(dataclasses.replace(session, tokens=("Internationalization", "matters")), "Rename")
    path = tmp_path / "renamed.pdf"
    assert window.exports.export_lecture_to(path)
    _count, texts, _ = pdf_pages_and_text(path)
    assert "Internationalization matters" in " ".join(texts[0].split())


def test_a_failed_lecture_export_is_said_and_keeps_the_old_file(window, tmp_path, monkeypatch):
    from explorer.export.deck import pdf as deck_pdf

    path = tmp_path / "deck.pdf"
    path.write_bytes(b"old")
    monkeypatch.setattr(deck_pdf, "pdf_page_count", lambda data: 1)
    assert not window.exports.export_lecture_to(path)
    assert "the PDF has 1 pages" in window.last_message
    assert path.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["deck.pdf"]
    window._message_box.close()


def test_a_wrong_suffix_in_the_dialog_is_said(window, tmp_path, monkeypatch):
    _answer(monkeypatch, tmp_path / "deck.png", "PDF deck, light (*.pdf)")
    window.exports.export_lecture_dialog()
    assert "not .png" in window.last_message and not list(tmp_path.iterdir())
    window._message_box.close()


def test_cancel_writes_nothing(window, tmp_path, monkeypatch):
    from explorer.ui.window import background

    def cancelled(parent, label, call, **_runner):
        raise background.Cancelled()

    monkeypatch.setattr(background, "run_with_progress", cancelled)
    assert not window.exports.export_lecture_to(tmp_path / "deck.pdf")
    assert not list(tmp_path.iterdir())
    assert "cancelled" in window.statusBar().currentMessage()


def test_the_lecture_action_sits_after_export_explanation_in_the_file_menu(window):
    file_menu = window.menuBar().actions()[0].menu()
    actions = [a for a in file_menu.actions() if not a.isSeparator()]
    k = actions.index(window.export_explanation_action)
    assert actions[k + 1] is window.export_lecture_action


def test_export_dialog_and_explanation_say_where_they_wrote(window, tmp_path, monkeypatch):
    from explorer.ui.export import export_dialog

    written = tmp_path / "weights.svg"

    given = {}

    class Accepting:
        def __init__(self, *args, **kwargs):
            given.update(kwargs)
            self.written = written

        def exec(self):
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(export_dialog, "ExportDialog", Accepting)
    window.view_state.set_decimals(2)
    window.exports.export_dialog()
    assert window.statusBar().currentMessage() == f"Wrote {written}"
    assert given["view"] is window.view_state.state and given["view"].decimals == 2  # starts as the screen looks
    assert given["dark"] is False
    window.view_state.select("heads[0].scores", (1, 1))
    path = tmp_path / "score.svg"
    assert window.exports.export_explanation_to(path)
    assert window.statusBar().currentMessage() == f"Wrote {path}"


def test_a_training_run_gets_its_page_in_the_deck_before_the_closing_slide(window, tmp_path, monkeypatch, qtbot):
    from pptx import Presentation

    from explorer.ui.window.main_window import Unsaved

    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    window.tools.show_train()
    window.tools.train.train(3)
    qtbot.waitUntil(lambda: not window.tools.train.running, timeout=30000)
    _answer(monkeypatch, tmp_path / "lecture.pptx", "PowerPoint deck, light (*.pptx)")
    window.export_lecture_action.trigger()
    prs = Presentation(str(tmp_path / "lecture.pptx"))
    steps = len(page_keys(window.document.trace, 0))
    assert len(prs.slides) == steps + 4  # title, the steps (and why √d_k), the lines page, the training run, closing
    training = prs.slides[steps + 2]
    assert training.shapes.title.text == "Learned weights"
    texts = " ".join(shape.text_frame.text for shape in training.shapes if shape.has_text_frame)
    assert "Target: Previous token" in texts and "3 steps of gradient descent" in texts
    assert any(shape.shape_type == 13 for shape in training.shapes)  # 13: a picture (the loss curve figure)
    _answer(monkeypatch, tmp_path / "lecture.pdf", "PDF deck, light (*.pdf)")
    window.export_lecture_action.trigger()
    pages, texts, _size = pdf_pages_and_text(tmp_path / "lecture.pdf")
    assert pages == steps + 4 and "Before training" in texts[steps + 2] and "Learned weights" in texts[steps + 2]
