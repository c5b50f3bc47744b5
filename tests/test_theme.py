"""explorer.ui.window.theme: light and dark palettes, following the system, heatmap colours."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from explorer.ui.window.theme import (THEMES, apply_theme, contrast_ratio, current_theme, palette,
                               resolve_theme, text_color_on)

Role = QPalette.ColorRole


@pytest.fixture
def app(qapp: QApplication):
    """The test QApplication, put back to the light theme afterwards for the other tests."""
    yield qapp
    apply_theme(qapp, "light")


def lightness(app: QApplication, role: QPalette.ColorRole) -> int:
    return app.palette().color(role).lightness()


def test_dark_theme_has_a_dark_background_and_light_text(app, qtbot):
    assert apply_theme(app, "dark") == "dark"
    for background in (Role.Window, Role.Base, Role.Button):
        assert lightness(app, background) < 100
    for text in (Role.WindowText, Role.Text, Role.ButtonText):
        assert lightness(app, text) > 200
    # Widgets created afterwards inherit it.
    label = QLabel("x")
    qtbot.addWidget(label)
    assert label.palette().color(Role.Window).lightness() < 100
    assert current_theme(app) == "dark"


def test_light_theme_has_a_light_background_and_dark_text(app):
    apply_theme(app, "dark")
    assert apply_theme(app, "light") == "light"
    for background in (Role.Window, Role.Base, Role.Button):
        assert lightness(app, background) > 200
    for text in (Role.WindowText, Role.Text, Role.ButtonText):
        assert lightness(app, text) < 100
    assert current_theme(app) == "light"


def test_text_keeps_enough_contrast_in_both_palettes():
    for name in ("light", "dark"):
        pal = palette(name)
        for text, background in ((Role.WindowText, Role.Window), (Role.Text, Role.Base),
                                 (Role.ButtonText, Role.Button), (Role.HighlightedText, Role.Highlight)):
            ratio = contrast_ratio(pal.color(text), pal.color(background))
            assert ratio >= 4.5, (name, text, background, ratio)


def test_a_theme_uses_the_fusion_style(app):
    apply_theme(app, "dark")
    assert app.style().name().lower() == "fusion"


def test_system_follows_the_desktop_colour_scheme():
    assert resolve_theme("system", Qt.ColorScheme.Dark) == "dark"
    assert resolve_theme("system", Qt.ColorScheme.Light) == "light"
    assert resolve_theme("system", Qt.ColorScheme.Unknown) == "light"
    # An explicit choice wins over the desktop.
    assert resolve_theme("light", Qt.ColorScheme.Dark) == "light"
    assert resolve_theme("dark", Qt.ColorScheme.Light) == "dark"


def test_system_theme_changes_when_the_desktop_does(app):
    apply_theme(app, "system")  # offscreen the scheme is unknown: light
    assert current_theme(app) == "light"
    app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert current_theme(app) == "dark"
    app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert current_theme(app) == "light"


def test_a_chosen_theme_ignores_the_desktop(app):
    apply_theme(app, "light")
    app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert current_theme(app) == "light"


def test_unknown_theme_is_refused(app):
    with pytest.raises(ValueError):
        apply_theme(app, "purple")
    assert set(THEMES) == {"system", "light", "dark", "high-contrast"}


def test_values_inside_cells_are_black_on_bright_colours_and_white_on_dark_ones():
    # Both ends of viridis and the middle.
    assert text_color_on(QColor("#440154")) == QColor("#ffffff")
    assert text_color_on(QColor("#fde725")) == QColor("#000000")
    assert text_color_on(QColor("#21918c")) == QColor("#000000")
    assert text_color_on(QColor("#000000")) == QColor("#ffffff")
    assert text_color_on(QColor("#ffffff")) == QColor("#000000")
