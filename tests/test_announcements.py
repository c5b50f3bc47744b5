"""What changes out of sight is said to assistive technology and shown in the status bar:
a recompute ("Recomputed", politely), a refusal (at once), the lecture's step. The window's
status bar hands each announcement to Qt's accessibility (a QAccessibleAnnouncementEvent) and
emits :attr:`StatusBar.announced` with it, which these tests wait on."""

from __future__ import annotations

from windows import open_window


def test_an_edit_is_heard_as_recomputed_politely(qtbot):
    window = open_window(qtbot)
    bar = window.statusBar()
    model = window.inputs.models["embeddings"]
    with qtbot.waitSignal(bar.announced, check_params_cb=lambda text, urgent: text == "Recomputed" and not urgent):
        model.setData(model.index(0, 0), "0.75")


def test_a_refusal_is_heard_at_once_and_shown(qtbot):
    window = open_window(qtbot)
    bar = window.statusBar()
    model = window.inputs.models["embeddings"]
    before = window.document.session
    with qtbot.waitSignal(bar.announced, check_params_cb=lambda text, urgent: text.startswith("Refused") and urgent):
        model.setData(model.index(0, 1), "not a number")  # column 0 holds the tokens
    assert window.document.session is before
    assert bar.currentMessage().startswith("Refused")


def test_the_lecture_says_each_step_it_moves_to(qtbot):
    window = open_window(qtbot)
    window.tabs.setCurrentWidget(window.steps_area)
    panel = window.pipeline
    bar = window.statusBar()
    said: list[str] = []
    bar.announced.connect(lambda text, _urgent: said.append(text))
    with qtbot.waitSignal(bar.announced, check_params_cb=lambda text, _u: "card 2 /" in text):
        panel.next_action.trigger()
    assert bar.currentMessage() == said[-1]
