"""The Export dialog at long sequences: the preview is the export's figure,
drawn small off the UI thread, latest choices only."""

from __future__ import annotations

import threading

import pytest

import explorer.ui.export.preview as preview_module
from explorer.core.generate import random_session
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.render import pixel_size
from explorer.export.view import pipeline_key
from explorer.app.document import Document
from explorer.ui.export.export_dialog import ExportDialog
from explorer.ui.export.purposes import PREVIEW, draws_inline


pytestmark = pytest.mark.usefixtures("private_settings")  # choices are remembered in QSettings


@pytest.fixture
def drawn_on(monkeypatch):
    """The purposes of the runner's jobs previews were drawn in (the name a worker
    thread has while it runs a job ends with its purpose)."""
    threads: list[str] = []
    real = preview_module.render_preview

    def recorded(figure, width, height):
        threads.append(threading.current_thread().name.partition(": ")[2] or threading.current_thread().name)
        return real(figure, width, height)

    monkeypatch.setattr(preview_module, "render_preview", recorded)
    return threads


@pytest.fixture
def long_document(qapp):
    n = 600  # 360 000 weights: drawn on the runner
    document = Document(random_session(n=n, d_model=8, d_k=8, d_v=8, mode="causal", seed=5), dtype="float32")
    assert not draws_inline(document.session)
    yield document
    document.close()


def test_a_long_sequences_preview_is_drawn_on_the_runner(qtbot, long_document, drawn_on):
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.set_choice(fmt="png")
    dialog.scale.setValue(1)
    with qtbot.waitSignal(dialog.preview_ready, timeout=30_000):
        dialog.refresh_preview()
        assert dialog.size_note.text() == "measuring\u2026"  # nothing was drawn on this thread
        # The choices' changes above asked for a refresh 50 ms on; this one drew
        # them, so that one is dropped (it said "measuring…" over this note in CI).
        assert not dialog._preview_timer.isActive()
    assert drawn_on and set(drawn_on) == {PREVIEW}
    figure = build_figure(long_document.trace, "heads[0].weights", FigureOptions(scale=1))
    w, h = pixel_size(figure, 1)
    assert dialog.size_note.text() == f"{w} \u00d7 {h} pixels, 300 dpi"
    pixmap = dialog.preview_image.pixmap()
    assert not pixmap.isNull() and pixmap.width() <= max(520, dialog.preview_image.contentsRect().width())


def test_only_the_latest_choices_are_shown(qtbot, long_document, monkeypatch):
    # The first draw is held until every choice is made, so what is skipped does
    # not depend on how fast this machine draws.
    release = threading.Event()
    drawn: list[tuple[str, str]] = []
    real = preview_module.make_preview

    def held(snapshot, key, options, *args):
        if snapshot.session is not long_document.session:
            return real(snapshot, key, options, *args)  # an earlier test's dialog, still finishing
        release.wait(30)
        drawn.append((threading.current_thread().name.partition(": ")[2], options.theme))
        return real(snapshot, key, options, *args)

    monkeypatch.setattr(preview_module, "make_preview", held)
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.set_choice(fmt="png")
    for theme in ("dark", "light", "dark"):
        dialog.theme.setCurrentIndex(dialog.theme.findData(theme))
        dialog.refresh_preview()
    shown: list = []
    dialog.preview_ready.connect(lambda: shown.append(dialog.preview_image.pixmap().toImage()))
    release.set()
    assert long_document.jobs.wait(PREVIEW, 30)
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    # Every preview shown is of the last choice (dark): the light one in
    # between never reached the screen, nor was it drawn. The held draw is the
    # dialog's first (its opening theme); after it only the latest choice (the
    # control's own 50 ms timer may ask for it again, more than once on a busy machine).
    assert all(image.pixelColor(2, 2).lightness() < 60 for image in shown)
    assert drawn and {purpose for purpose, _theme in drawn} == {PREVIEW}
    themes = [theme for _purpose, theme in drawn]
    assert themes[-1] == "dark" and set(themes[1:]) <= {"dark"}, drawn


def test_a_long_sequence_at_any_scale_has_a_size_and_no_error(qtbot, long_document):
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.set_choice(fmt="png")
    dialog.scale.setValue(4)
    with qtbot.waitSignal(dialog.preview_ready, timeout=30_000):
        dialog.refresh_preview()
    assert "pixels" in dialog.size_note.text() and dialog.status.text() == ""


def test_a_failing_preview_is_said_in_one_line(qtbot, long_document, monkeypatch):
    class Panic(BaseException):
        """A library's panic: a BaseException, not an Exception."""

    def panics(*_args):
        raise Panic("in the painter\nsecond line")

    monkeypatch.setattr(preview_module, "make_preview", panics)
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.set_choice(fmt="png")
    dialog.refresh_preview()
    qtbot.waitUntil(lambda: "cannot draw the preview" in dialog.status.text(), timeout=30_000)
    assert dialog.status.text() == "cannot draw the preview (Panic: in the painter\\x0asecond line)"
    assert dialog.status.property("error") is True and not long_document.jobs.busy(PREVIEW)


def test_a_closed_dialog_draws_nothing_more(qtbot, long_document, hold):
    release, threads = hold(preview_module, "make_preview")
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.set_choice(fmt="png")
    dialog.refresh_preview()
    qtbot.waitUntil(lambda: bool(threads))
    shown: list[int] = []
    dialog.preview_ready.connect(lambda: shown.append(1))
    dialog.reject()
    release.set()
    assert long_document.jobs.finish(PREVIEW, 30)  # what came back is handed over now: dropped
    assert shown == [] and len(threads) == 1  # and the choices asked for nothing after it


def test_the_pipeline_slides_preview_is_drawn_on_the_runner_even_for_two_words(qtbot, drawn_on):
    # The 16:9 slide lays itself out for 60–600 ms whatever the length: drawn in line,
    # a two-word session's preview froze the dialog that long at each choice.
    document = Document(random_session(n=2, d_model=4, d_k=3, d_v=3, mode="causal", seed=1))
    slide = pipeline_key(0)
    assert draws_inline(document.session, "heads[0].weights") and not draws_inline(document.session, slide)
    dialog = ExportDialog(document, None, step_key=slide)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.preview_ready, timeout=30_000):
        dialog.refresh_preview()
    assert drawn_on and set(drawn_on) == {PREVIEW}
    document.close()
