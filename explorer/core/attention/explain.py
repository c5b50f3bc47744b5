"""The arithmetic behind one number of a trace (the inspector's core).

``explain(trace, session, step_key, index)`` answers "how was this cell
computed?" for any cell of any step: it returns an :class:`Explanation` whose
lines hold the actual numbers (the vectors, the products, their sum, the
division by √d_k, the mask, the exponentials of the row, the row sum ...) and
whose ``sources`` name the cells that feed the selected number, so a view can
highlight them.

Every number is recomputed here, on the host in float64, from the trace's own
arrays (and the session's matrices for Q, K, V and W_O, rounded first to the
trace's dtype, which is what the pipeline multiplied). For a float64 trace the
result reproduces the trace's value to about 1e-15 relative to the size of the
terms; for a float32 trace it shows the exact arithmetic on the float32 inputs,
so the last digits can differ from the stored float32 value.

The API is 0-based (``index``, ``sources``, step keys like ``heads[0]``); the
text counts rows, columns and heads from 1, as the editors and the reference
text do. A trace with problems (overflow) says so in a last line.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Callable, Sequence

import numpy as np

from explorer.core.attention.explain_context import Built, Context, dot_lines as _dot, scaled_line
from explorer.core.attention.explain_recent import recent_builder
from explorer.core.attention.explain_variants import BUILDERS as VARIANT_BUILDERS, bias_line, mask_line
from explorer.core.attention.explain_text import MAX_TERMS, Cell, Explanation, Line, elide, exact_sum, fmt, fmt_result, paren, sub, vector
from explorer.core.io.safe_text import plain
from explorer.core.session import Session
from explorer.core.attention.step_keys import input_symbol, step_key as make_key
from explorer.core.attention.text_steps import text_step
from explorer.core.attention.trace import Step, Trace
from explorer.core.attention.variants import group_name
from explorer.core.wording import translate

__all__ = ["MAX_TERMS", "Cell", "Explanation", "Line", "explain", "fmt"]

# -- shared pieces ---------------------------------------------------------------

def _equals(x: float) -> str:
    """"= 0.25", or "≈ 1" for a result that only rounds to a whole number."""
    shown = fmt_result(x)
    return shown if shown.startswith("≈") else f"= {shown}"


def _superscript(n: int) -> str:
    return str(n).translate(str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"))


def _row_cells(ref: str, row: int, count: int) -> list[Cell]:
    return [Cell(ref, row, c) for c in range(count)]


def _col_cells(ref: str, col: int, count: int) -> list[Cell]:
    return [Cell(ref, r, col) for r in range(count)]


def _labels(step: Step, i: int, j: int) -> str:
    return f"{step.row_labels[i]} → {step.col_labels[j]}"


def _column_of(matrix: str, c: int) -> str:
    """"W_Q column 3": a column of a weight matrix, counted from 1."""
    return translate("Explain", "{matrix} column {column}").format(matrix=matrix, column=c + 1)


# -- one builder per step ----------------------------------------------------------
# Each returns (title, computed value, lines, sources).

def _linear(ctx: Context) -> Built:
    i, c = ctx.index
    sid = ctx.step.id
    from_source = ctx.session.mode == "cross" and sid in ("k", "v")
    x_id = "source_embeddings" if from_source else "embeddings"
    # With sinusoidal positions the maps read X + PE, a step of the trace.
    with_pe = "x_pe_src" if from_source else "x_pe"
    if with_pe in ctx.trace:
        x_id = with_pe
    w_id = make_key(f"w_{sid}", ctx.head)
    x = (np.asarray(ctx.trace.get(x_id).array, dtype=np.float64) if x_id == with_pe else ctx.matrix(x_id))
    w = ctx.matrix(w_id)
    if x.shape[0] != ctx.step.shape[0] or w.shape[1] != ctx.step.shape[1]:
        raise ValueError(f"the session does not match the trace ({x_id} or {w_id} has another shape)")
    # The names the cards use: X_dec / X_enc in cross mode, X otherwise (+ PE with positions).
    x_name = input_symbol("source_embeddings" if from_source else "embeddings", ctx.session.mode)
    if x_id == with_pe:
        x_name += " + PE"
    x_sym = x_name.split(" ")[0].replace("X", "x")
    w_name = f"W_{sid.upper()}"
    bias = ctx.session.heads[ctx.head].bias(sid)
    # With a bias the dot product is not q_ic yet: it gets its own symbol, (X·W_Q)_ic.
    dot_symbol = sub(f"({x_name.split(' ')[0]}·{w_name})", i, c) if bias is not None else sub(sid, i, c)
    lines, total = _dot(sub(x_sym, i), x[i], _column_of(w_name, c), w[:, c], dot_symbol)
    row_of = translate("Explain", "(row {row} of {matrix}: {token})").format(row=i + 1, matrix=x_name,
                                                                           token=ctx.step.row_labels[i])
    lines[0] = replace(lines[0], formula=lines[0].formula + "  " + row_of)
    if bias is not None:
        # The bias as the pipeline added it: rounded to the trace's dtype first.
        b = float(np.asarray(bias[c], dtype=ctx.trace.dtype))
        dot, total = total, total + b
        name = f"b_{sid.upper()}[{c + 1}]"
        lines.append(Line(translate("Explain", "bias"),
                          f"{sub(sid, i, c)} = {dot_symbol} + {name} = {fmt(dot)} + {paren(b)} "
                          f"= {fmt(total)}", (dot, b), total))
    whose = translate("Explain", "head {head}").format(head=ctx.head + 1)
    if sid in ("k", "v") and ctx.session.kv_groups is not None:
        # Grouped-query attention: this K (V) is the group's, the same number in each head that shares it.
        group = group_name(ctx.session, ctx.session.kv_group(ctx.head))
        whose = translate("Explain", "head {head}, {matrix} of {group}").format(
            head=ctx.head + 1, matrix=sid.upper(), group=group)
        lines.append(Line(translate("Explain", "group"),
                          translate("Explain", "{matrix} of {group}: {weights} is the group's, so {symbol} is the "
                                               "same number in each of those heads").format(
                              matrix=sid.upper(), group=group, weights=w_name, symbol=sub(sid, i, c))))
    title = f"{ctx.step.title} {sub(sid, i, c)} ({ctx.step.row_labels[i]}, {whose})"
    sources = _row_cells(x_id, i, x.shape[1]) + _col_cells(w_id, c, w.shape[0])
    return title, total, lines, sources


def _qk(ctx: Context) -> tuple[str, str]:
    """The step ids the scores read: the rotated q and k under RoPE."""
    return ("q_rot", "k_rot") if ctx.key("q_rot") in ctx.trace else ("q", "k")


def _scores(ctx: Context) -> Built:
    i, j = ctx.index
    qs, ks = _qk(ctx)
    q, k = ctx.row(qs, i), ctx.row(ks, j)
    lines, total = _dot(sub(qs, i), q, sub(ks, j), k, sub("s", i, j))
    title = translate("Explain", "Score {symbol} ({tokens}, head {head})").format(
        symbol=sub('s', i, j), tokens=_labels(ctx.step, i, j), head=ctx.head + 1)
    sources = _row_cells(ctx.key(qs), i, len(q)) + _row_cells(ctx.key(ks), j, len(k))
    return title, total, lines, sources


def _scaled(ctx: Context) -> Built:
    i, j = ctx.index
    line, scaled = scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    title = translate("Explain", "Scaled score {symbol} ({tokens}, head {head})").format(
        symbol=sub('s′', i, j), tokens=_labels(ctx.step, i, j), head=ctx.head + 1)
    return title, scaled, [line], [Cell(ctx.key("scores"), i, j)]


#: The masked score's own symbol: after the mask it is not s′ any more (−∞ where hidden).
MASKED = "ŝ"


def _masked_symbol(line: Line, i: int, j: int) -> Line:
    """The mask line, naming the masked score it makes."""
    return replace(line, formula=f"{sub(MASKED, i, j)}: {line.formula}")


def _masked(ctx: Context) -> Built:
    i, j = ctx.index
    before = "biased" if ctx.key("biased") in ctx.trace else "scaled"
    line, value = mask_line(ctx.session, i, j, ctx.cell(before, i, j))
    line = _masked_symbol(line, i, j)
    title = translate("Explain", "Masked score {symbol} ({tokens}, head {head})").format(
        symbol=sub(MASKED, i, j), tokens=_labels(ctx.step, i, j), head=ctx.head + 1)
    return title, value, [line], [Cell(ctx.key(before), i, j)]


def _weights(ctx: Context) -> Built:
    i, j = ctx.index
    causal = ctx.key("masked") in ctx.trace  # causal, a window or padding
    biased = ctx.key("biased") in ctx.trace
    qs, ks = _qk(ctx)
    q, k = ctx.row(qs, i), ctx.row(ks, j)
    lines, score = _dot(sub(qs, i), q, sub(ks, j), k, sub("s", i, j))
    scaled_text, scaled = scaled_line(ctx, i, j, score)
    lines.append(scaled_text)
    if biased:
        bias, scaled = bias_line(ctx, i, j, scaled)
        lines.append(bias)
    if causal:
        lines.append(_masked_symbol(mask_line(ctx.session, i, j, scaled)[0], i, j))
    # The softmax reads the whole row as the trace holds it (the logits fed to it),
    # so the result below is the trace's arithmetic, not a second opinion.
    logits = "masked" if causal else ("biased" if biased else "scaled")
    row = ctx.row(logits, i)
    peak = raw_peak = float(row.max())
    if not math.isfinite(peak):  # every key masked, or an overflow: the pipeline shifts by 0
        peak = 0.0
    with np.errstate(all="ignore"):
        exps = np.exp(row - peak)
    total = exact_sum(exps)
    result = float(exps[j]) / total
    symbol = MASKED if causal else ("s″" if biased else "s′")  # the softmax's input, by its own name
    r = sub(symbol, i)
    row_text = (translate("Explain", "{row}· after the mask = {values}") if causal
                else "{row}· = {values}").format(row=r, values=vector(row, keep=j))
    lines += [
        Line(translate("Explain", "row {row}").format(row=i + 1), row_text, tuple(row.tolist())),
        Line(translate("Explain", "row max"),
             translate("Explain", "max = {max}  (subtracted before exp so that exp cannot overflow)").format(
                 max=fmt(peak))
             if peak == raw_peak else
             translate("Explain", "max = {max} is not finite, so 0 is subtracted instead").format(max=fmt(raw_peak)),
             tuple(row.tolist()), peak),
        Line("exp", translate("Explain", "exp({row}j − max) for every key j: {values}").format(
                 row=r, values=elide(len(exps), lambda t: fmt(exps[t]), ", ", keep=j, values=exps)),
             tuple(exps.tolist())),
        Line(translate("Explain", "row sum"),
             "Σ = " + elide(len(exps), lambda t: fmt(exps[t]), " + ", keep=j, values=exps)
             + f" = {fmt(total)}", tuple(exps.tolist()), total),
        Line("softmax", f"{sub('a', i, j)} = exp({sub(symbol, i, j)} − max) / Σ = "
                        f"{fmt(exps[j])} / {fmt(total)} {_equals(result)}", (float(exps[j]), total), result),
    ]
    title = translate("Explain", "Attention weight {symbol} ({tokens}, head {head})").format(
        symbol=sub('a', i, j), tokens=_labels(ctx.step, i, j), head=ctx.head + 1)
    sources = (_row_cells(ctx.key(qs), i, len(q)) + _row_cells(ctx.key(ks), j, len(k))
               + [Cell(ctx.key("scores"), i, j)])
    if biased:
        sources.append(Cell(ctx.key("bias"), i, j))
    if causal:
        sources.append(Cell(ctx.key("biased" if biased else "scaled"), i, j))
    sources += _row_cells(ctx.key(logits), i, len(row))
    return title, result, lines, sources


def _weighted_values(ctx: Context) -> Built:
    i, j, c = ctx.index
    a, v = ctx.cell("weights", i, j), ctx.cell("v", j, c)
    result = a * v
    lines = [Line(translate("Explain", "product"),
                  f"{sub('a', i, j)}·{sub('v', j, c)} = {paren(a)}·{paren(v)} = {fmt(result)}",
                  (a, v), result)]
    title = translate("Explain", "Weighted value {symbol} ({tokens}, head {head})").format(
        symbol=f"{sub('a', i, j)}·{sub('v', j, c)}", tokens=_labels(ctx.step, i, j), head=ctx.head + 1)
    return title, result, lines, [Cell(ctx.key("weights"), i, j), Cell(ctx.key("v"), j, c)]


def _output(ctx: Context) -> Built:
    i, c = ctx.index
    a, v = ctx.row("weights", i), ctx.col("v", c)
    terms = a * v
    total = exact_sum(terms)
    z = sub("z", i, c)
    lines = [
        Line(translate("Explain", "weights"),
             translate("Explain", "row {row} of A = {values}").format(row=i + 1, values=vector(a)), tuple(a.tolist())),
        Line(translate("Explain", "values"),
             translate("Explain", "column {column} of V = {values}").format(column=c + 1, values=vector(v)),
             tuple(v.tolist())),
        Line(translate("Explain", "terms"),
             translate("Explain", "{weight}j·v_j{column} for every key j: {terms}").format(
                 weight=sub('a', i), column=c + 1,
                 terms=elide(len(a), lambda t: f"{paren(a[t])}·{paren(v[t])} = {fmt(terms[t])}", ", ",
                             values=terms)),
             tuple(terms.tolist())),
        Line(translate("Explain", "sum"),
             f"{z} = Σ_j = " + elide(len(terms), lambda t: paren(terms[t]), " + ", values=terms)
             + f" {_equals(total)}",
             tuple(terms.tolist()), total),
    ]
    title = translate("Explain", "Output {symbol} ({token}, head {head})").format(
        symbol=z, token=ctx.step.row_labels[i], head=ctx.head + 1)
    sources = _row_cells(ctx.key("weights"), i, len(a)) + _col_cells(ctx.key("v"), c, len(v))
    return title, total, lines, sources


def _concat(ctx: Context) -> Built:
    i, c = ctx.index
    h, col = 0, c
    # Walk the heads' widths (all d_v today, but the trace is the authority).
    while col >= ctx.trace.get(make_key("output", h)).shape[1]:
        col -= ctx.trace.get(make_key("output", h)).shape[1]
        h += 1
    value = float(ctx.trace.get(make_key("output", h)).array[i, col])
    # Z⁽ʰ⁾ is head h's whole output; z_ic one number of a row Z_i (the cards' names).
    lines = [Line(translate("Explain", "from head"),
                  translate("Explain", "column {column} of Z = [Z⁽¹⁾ | … | Z⁽ʰ⁾] is column {head_column} of head "
                                       "{head}'s output Z⁽{head_superscript}⁾: {symbol} = {value}").format(
                      column=c + 1, head_column=col + 1, head=h + 1, head_superscript=_superscript(h + 1),
                      symbol=sub('z', i, col), value=fmt(value)),
                  (value,), value)]
    title = translate("Explain", "Concatenated heads {symbol} ({token})").format(
        symbol=sub('z', i, c), token=ctx.step.row_labels[i])
    return title, value, lines, [Cell(make_key("output", h), i, col)]


def _projected(ctx: Context) -> Built:
    i, c = ctx.index
    z = np.asarray(ctx.trace.get("concat").array[i], dtype=np.float64)
    w = ctx.matrix("w_o")
    if w.shape[0] != len(z) or w.shape[1] != ctx.step.shape[1]:
        raise ValueError("the session does not match the trace (w_o has another shape)")
    lines, total = _dot(sub("z", i), z, _column_of("W_O", c), w[:, c], sub("o", i, c))
    title = translate("Explain", "Projected output {symbol} ({token})").format(
        symbol=sub('o', i, c), token=ctx.step.row_labels[i])
    sources = _row_cells("concat", i, len(z)) + _col_cells("w_o", c, w.shape[0])
    return title, total, lines, sources


_BUILDERS: dict[str, Callable[[Context], Built]] = {
    "q": _linear, "k": _linear, "v": _linear,
    "scores": _scores, "scaled": _scaled, "masked": _masked, "weights": _weights,
    "weighted_values": _weighted_values, "output": _output,
    "concat": _concat, "projected": _projected,
    **VARIANT_BUILDERS,
}


def _stored_value(ctx: Context) -> float:
    """The trace's own number at the index, without building a lazy step."""
    if ctx.step.id == "weighted_values":
        # n×m×d_v, built only on demand: read just the selected query's row.
        i, j, c = ctx.index
        return float(ctx.step.row(i)[j, c])
    if len(ctx.index) == 2:
        return float(ctx.step.row(ctx.index[0])[ctx.index[1]])
    return float(ctx.step.array[ctx.index])


def explain(trace: Trace, session: Session, step_key: str, index: Sequence[int]) -> Explanation:
    """Explain the number at ``index`` of the step ``step_key`` of ``trace``.

    ``session`` must be the session the trace was computed from (its matrices
    supply X, W_Q, W_K, W_V and W_O). ``index`` is (row, col), or (i, j, c) for
    ``weighted_values``. Raises KeyError for an unknown step and IndexError for
    an index outside the step's shape.
    """
    step = trace.get(step_key)
    idx = tuple(int(i) for i in index)
    if len(idx) != len(step.shape) or any(not 0 <= i < s for i, s in zip(idx, step.shape)):
        raise IndexError(f"{step_key} is {step.shape_text}; there is no cell {idx}")
    # A version-4 head is made by forward.heads_pass: its own builders first (explain_recent).
    builder = recent_builder(session, step.id) or _BUILDERS.get(step.id)
    if builder is None:
        raise KeyError(f"no explanation for step {step.id!r}")
    q, k = trace.get(make_key("q", 0)).shape, trace.get(make_key("k", 0)).shape
    if (q[0], k[0], q[1], trace.n_heads) != (session.n, session.m, session.d_k, len(session.heads)):
        raise ValueError("the session does not match the trace (explain a trace with the session it was run on)")
    ctx = Context(trace, session, step, idx)
    with np.errstate(all="ignore"):  # an overflowed trace's inf and NaN are shown, not warned about
        title, computed, lines, sources = builder(ctx)
    lines += [Line(translate("Explain", "warning"), str(problem)) for problem in trace.problems]
    # Token labels reach the title and formulas: escape their control
    # characters here once, so the terminal, Markdown, LaTeX and the window all
    # show the same visible escapes and none of them receives an ESC or a CR.
    title = plain(title)
    lines = [replace(line, label=plain(line.label), formula=plain(line.formula)) for line in lines]
    # The text's number and name of the step: the same on the cards, the deck and the slide.
    return Explanation(title=title, named=text_step(step.id, trace.causal), step_key=step_key, index=idx,
                       value=_stored_value(ctx),
                       computed=float(computed), lines=tuple(lines), sources=tuple(sources),
                       dtype=trace.dtype.name)
