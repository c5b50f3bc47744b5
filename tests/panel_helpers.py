"""The Step by step tab as a reader uses it: a card is drawn when it is scrolled into view."""

from __future__ import annotations

from PySide6.QtCore import QPoint


def scroll_to(qtbot, panel, key: str):
    """Scroll ``panel`` (a PipelinePanel) until the card ``key`` is in view; return the card, drawn."""
    # A long sequence's new cards are filled over several turns and placed together: until
    # then the cards on screen are the last trace's.
    qtbot.waitUntil(lambda: not panel.placing and key in panel.cards)
    card, body = panel.cards[key], panel.scroll.widget()
    # Laid out, the scrolled body grown to hold it: a card just revealed has no place until then.
    qtbot.waitUntil(lambda: card.isVisible() and card.mapTo(body, QPoint(0, card.height())).y() <= body.height())
    def seen_and_drawn() -> bool:
        # Scrolled to again at each look, as a reader keeps it in view: on a loaded machine
        # the cards' placement could land after the first scroll and move it out again.
        if not panel.in_view.contains(card):
            panel.scroll.ensureWidgetVisible(card)
        return panel.in_view.contains(card) and not card.numbers_stale

    qtbot.waitUntil(seen_and_drawn)
    return card


def draw_every_card(panel) -> None:
    """Bring every card up to date, in view or not (as if each had been scrolled to)."""
    for card in panel.cards.values():
        card.draw_stale()
