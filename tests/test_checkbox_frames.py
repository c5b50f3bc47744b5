"""Check boxes can be seen in both themes: their frame, as Fusion really draws it, keeps 3:1
(WCAG's contrast for a control's outline) against the box's fill, in a QCheckBox and in the
Positions & masks box's padding list. In the dark theme it used to be 1.05:1, invisible."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionViewItem,
)

from explorer.ui.window.theme import (
    apply_theme,
    contrast_ratio,
    indicator_outline,
    indicator_palette,
    palette,
)

Role, Group = QPalette.ColorRole, QPalette.ColorGroup
ENOUGH = 3.0


@pytest.fixture(params=["light", "dark"])
def theme(request, qapp: QApplication):
    apply_theme(qapp, request.param)
    yield request.param
    apply_theme(qapp, "light")  # the other tests expect the light palette


def frame_pixel(widget, rect) -> QColor:
    """The pixel of the box's left edge, half way down: Fusion's 1-pixel frame."""
    image = widget.grab().toImage()
    return image.pixelColor(QPoint(rect.left(), rect.center().y()))


def test_the_frame_colour_contrasts_with_the_fill_and_the_window_in_both_palettes():
    for name in ("light", "dark"):
        pal = palette(name)
        frame = indicator_outline(pal)
        for background in (Role.Base, Role.Window):
            assert contrast_ratio(frame, pal.color(background)) >= ENOUGH, (name, background)
        # Disabled: still there, but fainter than an enabled box.
        disabled = contrast_ratio(indicator_outline(pal, Group.Disabled), pal.color(Role.Base))
        assert 1.5 <= disabled < contrast_ratio(frame, pal.color(Role.Base)), (name, disabled)


def test_the_class_palette_only_moves_the_window_colour():
    pal = palette("dark")
    framed = indicator_palette(pal)
    for role in (Role.Base, Role.Text, Role.WindowText, Role.Highlight, Role.Button):
        assert framed.color(role) == pal.color(role)
    assert framed.color(Role.Window) != pal.color(Role.Window)
    # Fusion darkens the window colour by 40% and lightens it by 10%, or by 140% where the
    # platform says the scheme is dark: either way the frame comes out as asked.
    want = indicator_outline(pal)
    for scheme, lighter in ((Qt.ColorScheme.Unknown, 110), (Qt.ColorScheme.Dark, 240)):
        got = indicator_palette(pal, scheme).color(Role.Window).darker(140).lighter(lighter)
        assert abs(got.valueF() - want.valueF()) < 0.01, (scheme, got.name(), want.name())


def test_a_check_box_frame_is_drawn_visible(qtbot, theme):
    box = QCheckBox("Use W_O")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    drawn = frame_pixel(box, rect)
    fill = box.palette().color(Role.Base)
    assert contrast_ratio(drawn, fill) >= ENOUGH, (theme, drawn.name(), fill.name())
    assert contrast_ratio(drawn, QApplication.palette().color(Role.Window)) >= ENOUGH


def test_the_padding_lists_boxes_are_drawn_visible_after_a_theme_switch(qtbot, window, theme):
    window.files.load_preset("09-padding")  # keys 6-8 padded, 1-5 not
    box = window.inputs.variants_box
    listing = box.padding_list
    listing.scrollToTop()
    qtbot.waitUntil(lambda: listing.isVisible() and listing.model().rowCount() == 8)
    base = QApplication.palette().color(Role.Base)
    for row in (0, 5):  # an unticked box and a ticked one
        index = listing.model().index(row, 0)
        option = QStyleOptionViewItem()
        listing.initViewItemOption(option)
        option.rect = listing.visualRect(index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
        rect = listing.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, listing)
        drawn = frame_pixel(listing.viewport(), rect)
        assert contrast_ratio(drawn, base) >= ENOUGH, (theme, row, drawn.name(), base.name())
    # The list itself still paints its base colour: only the boxes' frames changed.
    image = listing.viewport().grab().toImage()
    assert image.pixelColor(listing.viewport().width() - 3, listing.viewport().height() - 3) == base
