"""View → Theme repaints every view and editor at once, not after a restart."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from explorer.ui.window.theme import apply_theme


@pytest.fixture
def light_window(qapp, window):
    window.whatif  # made when first needed (behind the Inspector's tab): now, to be drawn below
    apply_theme(qapp, "light")
    QApplication.processEvents()
    yield window
    apply_theme(qapp, "light")  # the other tests expect the light palette


def lightness_at(widget, x: int | None = None, y: int = 4) -> int:
    """The lightness of a pixel of ``widget`` as it is drawn now (near its top right corner by default)."""
    image = widget.grab().toImage()
    return image.pixelColor(image.width() - 4 if x is None else x, y).lightness()


def drawn(window) -> dict[str, int]:
    inputs, table = window.inputs, window.whatif.rows_table.viewport()
    return {
        # Empty viewport right of the last column: the editor's own background.
        "W_Q editor": lightness_at(inputs.editors["w_q"].viewport()),
        "X editor": lightness_at(inputs.editors["embeddings"].viewport()),
        "heatmap": lightness_at(window.view_panel.heatmap, 2, 2),
        "inspector": lightness_at(window.inspector.text_view.viewport()),
        "what-if table": lightness_at(table, 4, table.height() - 2),
    }


def test_switching_to_dark_repaints_the_editors_and_the_plot(qtbot, light_window):
    window = light_window
    before = drawn(window)
    assert all(value > 200 for value in before.values()), before
    window.view_choices.theme_actions["dark"].trigger()
    QApplication.processEvents()
    after = drawn(window)
    # The W editors sit under a style sheet (the weight tabs), the heatmap is a
    # pyqtgraph view with a cached background: both kept the light colours.
    assert all(value < 80 for value in after.values()), after
    window.view_choices.theme_actions["light"].trigger()
    QApplication.processEvents()
    assert all(value > 200 for value in drawn(window).values())


def test_the_banner_follows_the_theme(qtbot, light_window):
    window = light_window
    window.refuse("refused")
    light = window.error_banner.grab().toImage().pixelColor(window.error_banner.width() // 2, 3).lightness()
    window.view_choices.theme_actions["dark"].trigger()
    QApplication.processEvents()
    dark = window.error_banner.grab().toImage().pixelColor(window.error_banner.width() // 2, 3).lightness()
    assert light > 200 > 80 > dark


def test_high_contrast_is_chosen_remembered_and_restored(qtbot, light_window, tmp_path):
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QPalette

    from explorer.ui.window.settings import Settings
    from explorer.ui.window.theme import current_theme

    window = light_window
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.view_choices.settings = settings
    window.view_choices.theme_actions["high-contrast"].trigger()
    QApplication.processEvents()
    pal = QApplication.instance().palette()
    assert pal.color(QPalette.ColorRole.Window).name() == "#ffffff"
    assert pal.color(QPalette.ColorRole.WindowText).name() == "#000000"
    assert current_theme() == "light"  # figures and the lines draw in the light figure theme
    assert settings.theme == "high-contrast"
    assert Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)).theme == "high-contrast"
    window.view_choices.settings = None  # a switch not remembered, then the remembered one restored
    window.view_choices.theme_actions["light"].trigger()
    window.view_choices.restore(Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)))
    assert window.view_choices.theme_actions["high-contrast"].isChecked()
