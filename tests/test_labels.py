"""The one label rule: every token labelled, rotated then shortened, a stride only when lines cannot fit."""

from __future__ import annotations

from explorer.app.labels import ELLIPSIS, MAX_LABELS, elide, layout_columns, layout_rows


def width(text: str) -> float:
    """A monospaced font: 7 units a character (an independent, exact measure)."""
    return 7.0 * len(text)


WORDS = ("The", "internationalization", "of", "attention", "is", "hard")


def test_short_labels_in_wide_cells_stay_horizontal_and_whole():
    axis = layout_columns(("a", "cat", "sat"), cell=60, line=14, room=120, measure=width)
    assert axis.indices == (0, 1, 2) and axis.texts == ("a", "cat", "sat")
    assert not axis.rotated and axis.stride == 1 and not axis.shortened and axis.note == ""


def test_a_label_wider_than_its_cell_turns_every_column_upright_and_keeps_it_whole():
    axis = layout_columns(WORDS, cell=50, line=14, room=200, measure=width)
    assert axis.rotated and axis.texts == WORDS and axis.indices == tuple(range(6))
    assert axis.extent == width("internationalization")


def test_upright_labels_longer_than_the_room_are_shortened_and_say_so():
    axis = layout_columns(WORDS, cell=50, line=14, room=70, measure=width)
    assert axis.rotated and len(axis.texts) == 6  # none dropped
    assert axis.texts[1] == "internati" + ELLIPSIS and width(axis.texts[1]) <= 70
    assert axis.texts[0] == "The" and axis.shortened and "hover for the full text" in axis.note


def test_rows_are_shortened_to_their_room_and_never_dropped_while_lines_fit():
    axis = layout_rows(WORDS, cell=20, line=14, room=63, measure=width)
    assert axis.indices == tuple(range(6)) and axis.texts[1] == "internat" + ELLIPSIS
    assert all(width(t) <= 63 for t in axis.texts)


def test_cells_thinner_than_a_line_label_a_regular_stride_and_say_so():
    labels = tuple(f"t{i}" for i in range(40))
    axis = layout_rows(labels, cell=5, line=14, room=100, measure=width)
    assert axis.stride == 3 and axis.indices == tuple(range(0, 40, 3))
    assert axis.note == "every 3rd of 40 tokens labelled"


def test_past_max_labels_a_stride_even_when_lines_would_fit():
    labels = tuple(f"t{i}" for i in range(200))
    axis = layout_columns(labels, cell=30, line=14, room=100, measure=width)
    assert axis.stride == 4 and len(axis.indices) <= MAX_LABELS
    assert axis.note.startswith("every 4th of 200 tokens labelled")


def test_elide_keeps_at_least_one_character():
    assert elide("internationalization", 5, width) == "i" + ELLIPSIS
    assert elide("cat", 21, width) == "cat"
