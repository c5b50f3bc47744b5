"""Status messages are whole or shortened in the middle (the full text in the tooltip),
and the person's next action clears them."""

from __future__ import annotations

from explorer.ui.window.status_bar import StatusBar

LONG = ("the number typed in X row 3, column 2 is not a number: write digits 0-9 with a point, "
        "e.g. 1.5 or 2e-3; the session is unchanged and every step still shows the last values")


def test_a_long_message_keeps_its_start_and_its_end(qtbot, window):
    window.resize(1280, 720)
    bar = window.statusBar()
    assert isinstance(bar, StatusBar)
    window.refuse(LONG)
    label = bar.message_label
    qtbot.waitUntil(lambda: label.width() > 100)
    shown = label.text()
    assert bar.currentMessage() == f"Refused: {LONG}"
    assert shown.startswith("Refused: the number") and shown.endswith("last values") and "…" in shown
    assert label.fontMetrics().horizontalAdvance(shown) <= label.width()
    assert label.toolTip() == f"Refused: {LONG}"
    window.resize(600, 720)
    # Narrower (the less important labels give way): fitted again, still both ends.
    qtbot.waitUntil(lambda: label.text() not in ("", shown))
    assert label.text().startswith("Refused") and label.text().endswith("values")


def test_a_short_message_is_whole_and_the_next_edit_clears_it(qtbot, window):
    bar = window.statusBar()
    window.refuse("not a number")
    assert bar.message_label.text() == "Refused: not a number" and bar.message_label.toolTip() == ""
    model = window.inputs.models["embeddings"]
    model.setData(model.index(0, 1), "0.5")  # the next action
    assert bar.currentMessage() == "" and bar.message_label.text() == ""


def test_a_message_an_action_shows_after_its_own_change_stays(window):
    window.randomize()
    assert window.statusBar().currentMessage().startswith("Randomized with seed")
