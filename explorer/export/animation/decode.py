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

        self.panels = [
            HeatmapFigure(_view("k", "K cache", "k_j = x_j·W_K", keys, tokens, dims("k", keys.shape[1]),
                                "tokens", "dimensions"), sub),
            HeatmapFigure(_view("v", "V cache", "v_j = x_j·W_V", values, tokens, dims("v", values.shape[1]),
                                "tokens", "dimensions"), sub),
            HeatmapFigure(_view("weights", f"Weights of “{tokens[-1]}”", "a_t = softmax(q_t·Kᵀ / √d_k)",
                                step.heads[head].weights[None, :], tokens[-1:], tokens, "query", "keys"), sub),
        ]
        c = step.cost
        self.title = f"Decoding with a KV cache: token {t} of {total}, “{tokens[-1]}”"
        if len(s.heads) > 1:  # which head, and which KV group's cache it reads
            grouped = len(s.kv_heads) < len(s.heads)
            self.title += f"  \u00b7  head {head + 1}" + (f", KV group {group + 1}" if grouped else "")
        self.lines = (
            f"Read from the cache (dashed): {t - 1} K and V row{'s' if t != 2 else ''} per KV group, "
            f"not recomputed.  Computed now (solid): one q, k and v row per head and one row of {t} weights.",
            f"One decode step: {c.decode_multiply_adds:,} multiply-adds; a prefill of all {t} tokens: "
            f"{c.prefill_multiply_adds:,}.  The cache holds {c.cache_numbers:,} numbers.",
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
        raise SessionError("mode", f"a decode animation needs causal mode (a decoder), not {session.mode!r}")
    if not 0 <= head < len(session.heads):
        raise SessionError("head", f"no head {head + 1}; this session has heads 1 to {len(session.heads)}")
    n = session.n
    if not 1 <= prompt < n:
        raise SessionError("prompt", f"the prompt must leave a token to decode: 1 to {n - 1} tokens, not {prompt}")

    def step(t: int) -> DecodeStep:  # the step that appends token t (counted from 1)
        return decode_step(prefix(session, t - 1), session.tokens[t - 1], session.embeddings[t - 1])

    held = hold_frames(hold, fps)

    def shots() -> Iterator[Shot]:
        for t in range(prompt + 1, n + 1):
            yield Shot(DecodeFigure(step(t), head, options, n), held * (2 if t == n else 1),
                       caption=f"token {t} of {n}")

    def figure_at(frame: int) -> DecodeFigure:  # token prompt + 1 + frame // held; the last holds twice
        return DecodeFigure(step(min(prompt + 1 + frame // held, n)), head, options, n)

    last = DecodeFigure(step(n), head, options, n)
    return Animation("decode", f"Decoding “{plain(session.tokens[-1])}” with a KV cache", fps,
                     held * (n - prompt + 1), (last.width, last.height), theme(options.theme).background, shots,
                     figure_at)
