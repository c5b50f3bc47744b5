"""Fitting the window to the screen it is on: zoom steps, a restored geometry
clamped inside the screen, and which status-bar labels fit.

Pure rules on plain numbers and ``(x, y, width, height)`` tuples, so they are
tested without Qt; the main window only applies them.
"""

from __future__ import annotations

import math
from typing import Sequence

from explorer.core.wording import translate

Rect = tuple[int, int, int, int]

#: The zoom levels View → Zoom In / Zoom Out step through (1.0 is Actual Size).
ZOOM_STEPS: tuple[float, ...] = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)
MIN_ZOOM, MAX_ZOOM = ZOOM_STEPS[0], ZOOM_STEPS[-1]


def clamp_zoom(zoom: float) -> float:
    """``zoom`` limited to [MIN_ZOOM, MAX_ZOOM] (a hand-edited setting may be anything)."""
    return min(max(float(zoom), MIN_ZOOM), MAX_ZOOM)


def zoom_in(zoom: float) -> float:
    """The next step above ``zoom`` (MAX_ZOOM stays MAX_ZOOM); off-step values go to the next step up."""
    return next((z for z in ZOOM_STEPS if z > zoom + 1e-9), MAX_ZOOM)


def zoom_out(zoom: float) -> float:
    """The next step below ``zoom`` (MIN_ZOOM stays MIN_ZOOM)."""
    return next((z for z in reversed(ZOOM_STEPS) if z < zoom - 1e-9), MIN_ZOOM)


def zoom_text(zoom: float) -> str:
    """How the status bar shows a zoom: ``"Zoom 150 %"``."""
    return translate("ScreenFit", "Zoom {percent} %").format(percent=round(zoom * 100))


def clamp_rect(rect: Rect, area: Rect) -> Rect:
    """``rect`` moved, and shrunk where it is larger, to lie inside ``area``.

    Both are ``(x, y, width, height)``. A window saved on a 2560×1600 screen
    and opened on a 1280×720 one (or at a larger scale factor, which makes the
    logical screen smaller) is fitted to the screen rather than restored half
    off it; one that already fits is returned unchanged.
    """
    x, y, w, h = rect
    ax, ay, aw, ah = area
    w, h = min(w, aw), min(h, ah)
    x = min(max(x, ax), ax + aw - w)
    y = min(max(y, ay), ay + ah - h)
    return (x, y, w, h)


def labels_that_fit(widths: Sequence[int], room: int, spacing: int = 0) -> tuple[bool, ...]:
    """Which of the status bar's labels to show in ``room`` pixels.

    ``widths`` are in priority order (the first matters most). Each label is
    shown if it fits in the room the ones before it left, costing its width
    plus ``spacing``; one that does not fit is hidden whole (its text goes in
    a tooltip) rather than clipped. The first label is always shown.
    """
    shown: list[bool] = []
    used = 0
    for k, width in enumerate(widths):
        fits = k == 0 or used + width + spacing <= room
        shown.append(fits)
        if fits:
            used += width + spacing
    return tuple(shown)


#: However much the inputs panel asks for, the views beside it keep this share of the room.
VIEWS_SHARE = 0.4


def inputs_pane_width(wanted: int, room: int, floor: int, views_least: int = 0) -> int:
    """The width of the inputs pane in a splitter ``room`` pixels wide.

    What the panel ``wanted`` (X's token column and its first columns whole),
    never less than ``floor`` (the pane's minimum), and never so
    much that the views keep under :data:`VIEWS_SHARE` of the room (at 1280 px
    with the Inspector open the heatmap still has about 400 px) or under
    ``views_least`` (what they need to show their titles whole: more at 150 % zoom)."""
    most = room - max(int(round(VIEWS_SHARE * room)), views_least)
    return max(0, min(max(wanted, floor), most))


def room_for(wanted: int, views_least: int = 0) -> int:
    """The least splitter room in which :func:`inputs_pane_width` gives the pane all it ``wanted``."""
    room = max(math.ceil(wanted / (1 - VIEWS_SHARE)), wanted + views_least)
    while inputs_pane_width(wanted, room, 0, views_least) < wanted:  # the views' share is rounded
        room += 1
    return room


def docks_width(wanted: int, total: int, docks: int, least: int, views_least: int = 0) -> int | None:
    """How wide the docks on the right are so that the inputs pane shows X whole.

    ``total`` is the room of the splitter and the docks together (the splitter's with the
    docks hidden), ``docks`` their width as the person left it (with its separator), ``least``
    the narrowest they still read at. ``docks`` when X fits beside them (or when nothing
    makes it fit: X scrolls sideways, the docks stay); narrower, down to ``least``, when
    that is enough; None when only without them X is whole (they step aside: at 1280 px
    and 150 % zoom X at d_model 8 needs 726 px and the views 390)."""
    need = room_for(wanted, views_least)
    spare = total - need
    if spare >= docks:
        return docks
    if spare >= least:
        return spare
    return None if total >= need else docks
