"""A decode as an animation: the KV cache growing one token at a time, the cached rows reused.

Each frame is one decode step of the session's own tokens (causal mode), made by
:func:`~explorer.core.attention.kv_cache.decode_step`, the Decode Next Token
dialog's own code: the K and V rows of the earlier tokens come from the cache
(drawn with a dashed outline: read, not recomputed), the new token's row is
computed (a solid outline), and its one row of weights over every key so far.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from explorer.core.attention.kv_cache import DecodeStep, cache_of, decode_step
from explorer.core.edits import resize
from explorer.core.io.safe_text import plain
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate
from explorer.export.animation.scenes import Animation, Shot, hold_frames
from explorer.export.heatmap import HeatmapFigure
from explorer.export.options import FigureOptions
from explorer.export.render import ensure_gui
from explorer.export.painting import draw_text, font, line_height, text_width
from explorer.export.theme import theme
from explorer.export.view import MatrixView

MARGIN, GAP = 32.0, 40.0
#: The outline of the row computed now (orange reads on both themes and in grey print as solid).
NEW_COLOUR = "#e8590c"


def _view(step_id: str, title: str, formula: str, values: np.ndarray, rows: tuple[str, ...],
          cols: tuple[str, ...], row_caption: str, col_caption: str) -> MatrixView:
    return MatrixView(key=step_id, step_id=step_id, head=0, title=title, formula=formula,
                      values=np.asarray(values, dtype=np.float64), row_labels=rows, col_labels=cols,
                      row_caption=row_caption, col_caption=col_caption,
                      mask=np.zeros(np.shape(values), dtype=bool))


class DecodeFigure:
    """One decode step of ``head``: its K cache, V cache and the new query's weights."""

    def __init__(self, step: DecodeStep, head: int, options: FigureOptions, total: int):
        s = step.session
        t = s.n
        self.theme = th = theme(options.theme)
        group = s.kv_group(head)
        keys, values = cache_of(s)[group]
        tokens = tuple(plain(tok) for tok in s.tokens)
        sub = FigureOptions(theme=options.theme, values=options.values, colormap=options.colormap,
                            decimals=options.decimals)

        def dims(prefix: str, count: int) -> tuple[str, ...]:
            return tuple(f"{prefix}{i + 1}" for i in range(count))

        token_axis, dimension_axis = translate("Decode", "tokens"), translate("Decode", "dimensions")
        self.panels = [
            HeatmapFigure(_view("k", translate("Decode", "K cache"), "k_j = x_j·W_K", keys, tokens,
                                dims("k", keys.shape[1]), token_axis, dimension_axis), sub),
            HeatmapFigure(_view("v", translate("Decode", "V cache"), "v_j = x_j·W_V", values, tokens,
                                dims("v", values.shape[1]), token_axis, dimension_axis), sub),
            HeatmapFigure(_view("weights", translate("Decode", "Weights of “{token}”").format(token=tokens[-1]),
                                "a_t = softmax(q_t·Kᵀ / √d_k)", step.heads[head].weights[None, :], tokens[-1:],
                                tokens, translate("Decode", "query"), translate("Decode", "keys")), sub),
        ]
        c = step.cost
        if len(s.heads) > 1 and len(s.kv_heads) < len(s.heads):  # which head, and which KV group's cache it reads
            title = translate("Decode", "Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head "
                                        "{head}, KV group {group}")
        elif len(s.heads) > 1:
            title = translate("Decode", "Decoding with a KV cache: token {token} of {total}, “{text}”  ·  head "
                                        "{head}")
        else:
            title = translate("Decode", "Decoding with a KV cache: token {token} of {total}, “{text}”")
        self.title = title.format(token=t, total=total, text=tokens[-1], head=head + 1, group=group + 1)
        if t == 2:
            cached = translate("Decode", "Read from the cache (dashed): {cached} K and V row per KV group, not "
                                         "recomputed.  Computed now (solid): one q, k and v row per head and one "
                                         "row of {count} weights.")
        else:
            cached = translate("Decode", "Read from the cache (dashed): {cached} K and V rows per KV group, not "
                                         "recomputed.  Computed now (solid): one q, k and v row per head and one "
                                         "row of {count} weights.")
        self.lines = (
            cached.format(cached=t - 1, count=t),
            translate("Decode", "One decode step: {decode:,} multiply-adds; a prefill of all {count} tokens: "
                                "{prefill:,}.  The cache holds {numbers:,} numbers.").format(
                decode=c.decode_multiply_adds, count=t, prefill=c.prefill_multiply_adds, numbers=c.cache_numbers),
        )
        self.title_font, self.line_font = font(26, bold=True), font(16)
        self.top = MARGIN + line_height(self.title_font) + 8 + 2 * (line_height(self.line_font) + 4) + 12
        widths = [p.width for p in self.panels]
        self.width = float(np.ceil(max(2 * MARGIN + sum(widths) + GAP * 2,
                                       2 * MARGIN + max(text_width(self.line_font, x) for x in self.lines),
                                       2 * MARGIN + text_width(self.title_font, self.title))))
        self.height = float(np.ceil(self.top + max(p.height for p in self.panels) + MARGIN))
        self.rows = t
        self.muted, self.text = th.muted, th.text

    def paint(self, p: QPainter) -> None:
        th = self.theme
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        y = MARGIN
        h = line_height(self.title_font)
        draw_text(p, QRectF(MARGIN, y, self.width - 2 * MARGIN, h), self.title, self.title_font, th.text, left)
        y += h + 8
        for line in self.lines:
            lh = line_height(self.line_font)
            draw_text(p, QRectF(MARGIN, y, self.width - 2 * MARGIN, lh), line, self.line_font, th.muted, left)
            y += lh + 4
        x = MARGIN
        for k, panel in enumerate(self.panels):
            p.save()
            p.translate(x, self.top)
            panel.paint(p)
            if k < 2:
                self._outline(p, panel)
            else:
                self._box(p, panel, 0, 0, Qt.PenStyle.SolidLine, NEW_COLOUR)
            p.restore()
            x += panel.width + GAP

    def _box(self, p: QPainter, panel: HeatmapFigure, first: int, last: int, style: Qt.PenStyle, colour: str) -> None:
        cols = panel.view.shape[1]
        rect = panel.cell_rect(first, 0).united(panel.cell_rect(last, cols - 1)).adjusted(-2, -2, 2, 2)
        pen = QPen(QColor(colour), 3.0, style)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect)

    def _outline(self, p: QPainter, panel: HeatmapFigure) -> None:
        if self.rows > 1:
            self._box(p, panel, 0, self.rows - 2, Qt.PenStyle.DashLine, self.text)
        self._box(p, panel, self.rows - 1, self.rows - 1, Qt.PenStyle.SolidLine, NEW_COLOUR)


def prefix(session: Session, n: int) -> Session:
    """The first ``n`` tokens of ``session`` (what was decoded so far)."""
    return resize(session, n=n)


def decode_animation(session: Session, head: int = 0, options: FigureOptions | None = None, *, fps: int = 30,
                     hold: float = 1.0, prompt: int = 1) -> Animation:
    """Decode the session's tokens after the first ``prompt`` one at a time, each step held ``hold``
    seconds, the last twice as long. SessionError (one line) when the session cannot be decoded."""
    ensure_gui()  # figures measure their text when made
    options = options or FigureOptions()
    if session.mode != "causal":
        raise SessionError("mode", translate("Decode", "a decode animation needs causal mode (a decoder), not "
                                                       "{mode}").format(mode=repr(session.mode)))
    if not 0 <= head < len(session.heads):
        raise SessionError("head", translate("Decode", "no head {head}; this session has heads 1 to {last}").format(
            head=head + 1, last=len(session.heads)))
    n = session.n
    if not 1 <= prompt < n:
        raise SessionError("prompt", translate("Decode", "the prompt must leave a token to decode: 1 to {last} "
                                                         "tokens, not {prompt}").format(last=n - 1, prompt=prompt))

    def step(t: int) -> DecodeStep:  # the step that appends token t (counted from 1)
        return decode_step(prefix(session, t - 1), session.tokens[t - 1], session.embeddings[t - 1])

    held = hold_frames(hold, fps)

    def shots() -> Iterator[Shot]:
        for t in range(prompt + 1, n + 1):
            yield Shot(DecodeFigure(step(t), head, options, n), held * (2 if t == n else 1),
                       caption=translate("Decode", "token {token} of {total}").format(token=t, total=n))

    def figure_at(frame: int) -> DecodeFigure:  # token prompt + 1 + frame // held; the last holds twice
        return DecodeFigure(step(min(prompt + 1 + frame // held, n)), head, options, n)

    last = DecodeFigure(step(n), head, options, n)
    return Animation("decode", translate("Decode", "Decoding “{text}” with a KV cache").format(
                         text=plain(session.tokens[-1])), fps,
                     held * (n - prompt + 1), (last.width, last.height), theme(options.theme).background, shots,
                     figure_at)
