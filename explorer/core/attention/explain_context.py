"""What every explanation builder reads: the cell's context, the one scaled-score line
and the lines of a dot product.

Shared by :mod:`explorer.core.attention.explain` (the plain steps),
:mod:`explorer.core.attention.explain_variants` (positions, RoPE, ALiBi, the mask) and
:mod:`explorer.core.attention.explain_recent` (the version-4 variants), so none of
them imports another's private names.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.explain_text import Cell, Line, elide, exact_sum, fmt, paren, sub, vector
from explorer.core.session import Session
from explorer.core.attention.step_keys import key_for_head
from explorer.core.attention.trace import Step, Trace
from explorer.core.wording import translate

#: What a builder returns: (title, computed value, lines, sources).
Built = tuple[str, float, list[Line], list[Cell]]


@dataclass(frozen=True)
class Context:
    """What an explanation of one cell reads: the trace, its session, the step and the cell."""

    trace: Trace
    session: Session
    step: Step
    index: tuple[int, ...]

    @property
    def head(self) -> int:
        return int(self.step.head) if self.step.head is not None else 0

    def key(self, step_id: str) -> str:
        return key_for_head(step_id, self.head)

    def row(self, step_id: str, i: int) -> np.ndarray:
        """Row ``i`` of a step of this head, as float64 on the host."""
        # Step.row: a long sequence's scores are made again one query at a time.
        return np.asarray(self.trace.get(self.key(step_id)).row(i), dtype=np.float64)

    def col(self, step_id: str, c: int) -> np.ndarray:
        """Column ``c`` of a step of this head, as float64 on the host."""
        return np.asarray(self.trace.get(self.key(step_id)).array[:, c], dtype=np.float64)

    def cell(self, step_id: str, i: int, j: int) -> float:
        return float(self.trace.get(self.key(step_id)).row(i)[j])

    def matrix(self, matrix_id: str) -> np.ndarray:
        """A session matrix as the pipeline saw it: rounded to the trace's dtype, then float64."""
        return np.asarray(self.session.matrix(matrix_id), dtype=self.trace.dtype).astype(np.float64)


def scaled_line(ctx: Context, i: int, j: int, score: float) -> tuple[Line, float]:
    """s′_ij = s_ij / divisor, with the divisor computed exactly as the pipeline does."""
    # The pipeline's own divisor (√d_k · T), not one worked out again here.
    d_k = ctx.session.heads[ctx.head].d_k
    t = ctx.trace.temperature
    divisor = ctx.trace.divisor
    if ctx.trace.scale and t == 1.0:
        symbol, numbers = "√d_k", f"√{d_k}"
    elif ctx.trace.scale:
        symbol, numbers = "(√d_k·T)", f"(√{d_k}·{fmt(t)})"
    elif t != 1.0:
        symbol, numbers = "T", fmt(t)
    else:
        symbol, numbers = "1", "1"
    scaled = score / divisor
    s, s2 = sub("s", i, j), sub("s′", i, j)
    formula = f"{s2} = {s} / {symbol} = {fmt(score)} / {numbers}"
    if numbers != fmt(divisor):
        formula += f" = {fmt(score)} / {fmt(divisor)}"
    formula += f" = {fmt(scaled)}"
    if not ctx.trace.scale:
        formula += "  " + translate("ExplainContext", "(√d_k scaling off)")
    return Line(translate("ExplainContext", "scaled"), formula, (score, divisor), scaled), scaled


def dot_lines(a_label: str, a: np.ndarray, b_label: str, b: np.ndarray, result: str) -> tuple[list[Line], float]:
    """Lines for a · b: both vectors, the elementwise products, and their (exactly rounded) sum."""
    products = a * b
    total = exact_sum(products)
    lines = [
        Line(a_label, f"{a_label} = {vector(a)}", tuple(a.tolist())),
        Line(b_label, f"{b_label} = {vector(b)}", tuple(b.tolist())),
        Line(translate("ExplainContext", "products"),
             translate("ExplainContext", "{a}·{b}, term by term: {products}").format(
                 a=a_label, b=b_label,
                 products=elide(len(a), lambda t: f"{paren(a[t])}·{paren(b[t])} = {fmt(products[t])}", ", ",
                                values=products)),
             tuple(products.tolist())),
        Line(translate("ExplainContext", "sum"),
             f"{result} = " + elide(len(products), lambda t: paren(products[t]), " + ", values=products)
             + f" = {fmt(total)}", tuple(products.tolist()), total),
    ]
    return lines, total
