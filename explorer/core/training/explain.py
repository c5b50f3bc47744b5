"""One entry of ∂L/∂θ, term by term (the inspector's view of a training gradient).

``explain_gradient(session, objective, param, row, col)`` returns an
:class:`~explorer.core.attention.explain.Explanation` (the inspector's type) for
∂L/∂W_Q[a, b] (W_K, W_V, W_O, or a bias entry): first how ∂L/∂S′ arises (the
softmax's Jacobian, and for a weights target its closed form with the
cross-entropy), then the chain back through S = Q·Kᵀ (or Z = A·V, or O = C·W_O)
with the live numbers, query by query, and the sum that is the entry.
Computed on the host in float64; ``computed`` is the last line's fsum, equal to
:func:`explorer.core.training.gradients.loss_and_gradients`' entry up to rounding.
Indices in the API are 0-based; the text counts from 1.
"""

from __future__ import annotations


import numpy as np

from explorer.core.attention.forward import uses_rope
from explorer.core.attention.explain_text import Cell, Explanation, Line, elide, exact_sum, fmt, paren, sub
from explorer.core.training.gradients import HEAD_PARAMETERS, LossFunction, Objective, split_id
from explorer.core.session import Session
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.variants import group_heads
from explorer.core.wording import translate

#: At most this many per-query (or per-key) lines; the final sum always lists every term.
MAX_LINES = 6


def _sum_line(label: str, formula: str, a: np.ndarray, b: np.ndarray) -> tuple[Line, float]:
    products = a * b
    total = exact_sum(products)
    text = elide(len(a), lambda t: f"{paren(a[t])}·{paren(b[t])}", " + ")
    return Line(label, f"{formula} = {text} = {fmt(total)}", tuple(products.tolist()), total), total


def _origin_lines(fn: LossFunction, h: int, objective: Objective) -> list[Line]:
    """How ∂L/∂S′ of head h comes about, in words and formulas."""
    lines = [Line(translate("TrainingExplain", "softmax"),
                  translate("TrainingExplain", "∂A_ik/∂S′_ij = A_ik·(δ_kj − A_ij)  (the softmax's Jacobian, within row i)"))]
    if objective.weights is not None and objective.head == h:
        lines.append(Line(translate("TrainingExplain", "cross-entropy"),
                          f"L_A = −(1/r) Σ T_ij·ln A_ij, r = {fn.rows}: ∂L/∂S′_ij = "
                          "Σ_k (−T_ik/(r·A_ik))·A_ik(δ_kj − A_ij) = (A_ij·Σ_k T_ik − T_ij)/r"))
    if objective.output is not None:
        lines.append(Line(translate("TrainingExplain", "squared error"),
                          "∂L/∂O = 2(O − Z*)/(n·d_out); ∂L/∂A_ij = Σ_c ∂L/∂Z_ic·V_jc; "
                          "∂L/∂S′_ij = A_ij·(∂L/∂A_ij − Σ_k A_ik·∂L/∂A_ik)"))
    if fn.session.softcap is not None:
        cap = fmt(float(fn.session.softcap))
        lines.append(Line(translate("TrainingExplain", "soft-cap"),
                          translate("TrainingExplain", "the softmax reads {cap}·tanh(S′/{cap}), so ∂L/∂S′_ij is the above "
                                               "times 1 − tanh²(S′_ij/{cap})").format(cap=cap)))
    lines.append(Line(translate("TrainingExplain", "scaling"),
                      f"∂L/∂S_ij = ∂L/∂S′_ij / {fmt(fn.divisor)}  (S′ = S / {fmt(fn.divisor)})"))
    return lines


def _group(session: Session, h: int) -> tuple[int, ...]:
    """The heads that read head ``h``'s K and V (its KV group; ``h`` alone without groups)."""
    return tuple(group_heads(session, session.kv_group(h))) if session.kv_groups is not None else (h,)


def _through_values(session: Session, h: int, members: tuple[int, ...]) -> str:
    """The line of Z = A·V's step back, saying when a KV group shares the V."""
    if len(members) < 2:
        return translate("TrainingExplain", "Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic")
    return translate("TrainingExplain", "Z = A·V, so ∂L/∂V_jc = Σ_i A_ij·∂L/∂Z_ic; KV group {group} shares this V among "
                                "heads {first}–{last}, so their parts add up").format(
        group=session.kv_group(h) + 1, first=members[0] + 1, last=members[-1] + 1)


def explain_gradient(session: Session, objective: Objective, param: str, row: int, col: int | None = None,
                     *, scale: bool = True, temperature: float = 1.0) -> Explanation:
    """∂L/∂``param``[row, col] (``col`` None for a bias entry ``row``) at the session's
    own weights, as lines of arithmetic. ValueError for an unknown id or a cell outside it."""
    fn = LossFunction(session, objective, scale=scale, temperature=temperature)
    params = fn.device_parameters()
    if param not in params:
        raise ValueError(f"the session has no parameter {param!r}")
    index = (row,) if col is None else (row, col)
    if np.ndim(params[param]) != len(index) or any(not 0 <= i < s for i, s in zip(index, params[param].shape)):
        raise ValueError(f"{param}: no entry {index} in an array of shape {params[param].shape}")
    h, name = split_id(param)
    if name not in HEAD_PARAMETERS + ("w_o",):
        raise ValueError(translate("TrainingExplain", "{parameter}: only W_Q, W_K, W_V, W_O and the biases are explained "
                                              "step by step").format(parameter=param))
    unexplained = [what for what, used in (("QK-norm", session.qk_norm),
                                           (translate("TrainingExplain", "differential attention"), session.differential),
                                           (translate("TrainingExplain", "linear attention"), session.kernel),
                                           (translate("TrainingExplain", "latent attention"), session.latent))
                   if used is not None]
    if unexplained and name in ("w_q", "w_k", "b_q", "b_k"):
        raise ValueError(translate("TrainingExplain", "the step-by-step ∂L/∂{parameter} does not go through {variant} yet")
                         .format(parameter=name.upper() if name.startswith("w_") else name, variant=unexplained[0]))
    back = fn.backward(params)
    value = float(back.grads[param][index])
    fwd = back.forward
    lines: list[Line] = []
    sources: list[Cell] = []
    if name == "w_o":
        a, b = index
        line, total = _sum_line("∂L/∂W_O", f"Σ_i C_i{a + 1}·∂L/∂O_i{b + 1}", fwd.concat[:, a], back.d_out[:, b])
        lines = [Line(translate("TrainingExplain", "squared error"),
                      translate("TrainingExplain", "∂L/∂O = 2(O − Z*)/(n·d_out); O = C·W_O, so ∂L/∂W_O = Cᵀ·∂L/∂O")), line]
        sources = [Cell("concat", i, a) for i in range(session.n)]
    elif name in ("w_v", "b_v"):
        c = index[-1]
        members = _group(session, h)
        per_key = np.zeros(session.m)
        reached = False
        for hh in members:
            d_val = back.d_values[hh]
            if d_val is None:
                continue
            reached = True
            per_key = per_key + d_val[:, c]
            if len(members) > 1:
                values = (", ".join(fmt(x) for x in d_val[:min(session.m, MAX_LINES), c])
                          + (", …" if session.m > MAX_LINES else ""))
                lines.append(Line(translate("TrainingExplain", "head {head}").format(head=hh + 1),
                                  translate("TrainingExplain", "Σ_i A_ij·∂L/∂Z_i{column} of head {head}: {values}")
                                  .format(column=c + 1, head=hh + 1, values=values)))
        if not reached:
            lines.append(Line(translate("TrainingExplain", "no path"),
                              translate("TrainingExplain", "no output target: V does not change the loss here")))
        else:
            lines.insert(0, Line(translate("TrainingExplain", "through A·V"), _through_values(session, h, members)))
        lines += [Line(sub("∂L/∂V", j, c), f"{sub('∂L/∂V', j, c)} = {fmt(per_key[j])}", (), float(per_key[j]))
                  for j in range(min(session.m, MAX_LINES))]
        inputs = fn.src[:, index[0]] if name == "w_v" else np.ones(session.m)
        label = f"Σ_j X_j{index[0] + 1}·∂L/∂V_j{c + 1}" if name == "w_v" else f"Σ_j ∂L/∂V_j{c + 1}"
        line, total = _sum_line(f"∂L/∂{name.upper()}", label, inputs, per_key)
        lines.append(line)
    else:
        which = name[-1]  # "q" or "k"
        b = index[-1]
        members = _group(session, h) if which == "k" else (h,)
        rope = uses_rope(session)
        count = session.n if which == "q" else session.m
        chain = np.zeros(count)
        reached = [hh for hh in members if back.d_scaled[hh] is not None]
        if not reached:
            lines.append(Line(translate("TrainingExplain", "no path"),
                              translate("TrainingExplain", "no target reaches this head's scores: the gradient is 0")))
        for hh in reached:
            if len(members) > 1:
                lines.append(Line(translate("TrainingExplain", "head {head}").format(head=hh + 1),
                                  translate("TrainingExplain", "head {head} of KV group {group} reads this K: its part of "
                                                       "the gradient").format(head=hh + 1,
                                                                              group=session.kv_group(hh) + 1)))
            lines += _origin_lines(fn, hh, objective)
            d_s = back.d_scaled[hh] / fn.divisor
            rot = "_rot" if rope else ""
            if which == "q":  # S = Q·Kᵀ: ∂L/∂Q_ib = Σ_j ∂L/∂S_ij·K_jb
                for i in range(min(count, MAX_LINES)):
                    line, _ = _sum_line(sub(f"∂L/∂Q{rot}", i, b), f"Σ_j ∂L/∂S_{i + 1}j·K{rot}_j{b + 1}",
                                        d_s[i], fwd.k_rot[hh][:, b])
                    lines.append(line)
                part = back.d_queries[hh][:, b]
                sources = [Cell(step_key("k_rot" if rope else "k", hh), j, b) for j in range(session.m)]
            else:  # ∂L/∂K_jb = Σ_i ∂L/∂S_ij·Q_ib
                for j in range(min(count, MAX_LINES)):
                    line, _ = _sum_line(sub(f"∂L/∂K{rot}", j, b), f"Σ_i ∂L/∂S_i{j + 1}·Q{rot}_i{b + 1}",
                                        d_s[:, j], fwd.q_rot[hh][:, b])
                    lines.append(line)
                part = back.d_keys[hh][:, b]
                sources += [Cell(step_key("q_rot" if rope else "q", hh), i, b) for i in range(session.n)]
            if rope:
                proj = which.upper()
                values = ", ".join(fmt(x) for x in part[:MAX_LINES]) + (", …" if count > MAX_LINES else "")
                lines.append(Line("RoPE", translate("TrainingExplain", "{proj}_rot = R_p·{proj} turns each row by its position "
                                                               "p, so ∂L/∂{proj}_p = R_pᵀ·∂L/∂{proj}_rot,p (turned "
                                                               "back by the same angles): column {column} = {values}")
                                  .format(proj=proj, column=b + 1, values=values)))
            chain = chain + part
        if len(reached) > 1:
            lines.append(Line(translate("TrainingExplain", "KV group"),
                              translate("TrainingExplain", "∂L/∂K_j{column} = the sum over heads {heads}")
                              .format(column=b + 1, heads=", ".join(str(hh + 1) for hh in reached))))
        inputs, sym = (fn.x, "i") if which == "q" else (fn.src, "j")
        proj = which.upper()
        if name.startswith("w_"):
            a = index[0]
            line, total = _sum_line(f"∂L/∂W_{proj}", f"Σ_{sym} X_{sym}{a + 1}·∂L/∂{proj}_{sym}{b + 1}",
                                    inputs[:, a], chain)
        else:
            line, total = _sum_line(f"∂L/∂b_{proj}", f"Σ_{sym} ∂L/∂{proj}_{sym}{b + 1}", np.ones(count), chain)
            if which == "k" and not rope:
                lines.append(Line(translate("TrainingExplain", "note"),
                                  translate("TrainingExplain", "Σ_j ∂L/∂S′_ij = 0 in every row (a softmax ignores a shift of "
                                                       "its row), so b_K's gradient is always 0")))
        lines.append(line)
    if fn.inputs.pe is not None:
        lines.append(Line(translate("TrainingExplain", "positions"),
                          translate("TrainingExplain", "X here is X + PE: the linear maps read the embeddings with their "
                                               "sinusoidal positions added")))
    cell = "".join(f"[{i + 1}]" for i in index)
    entry = f"∂L/∂{name.upper() if name.startswith('w_') else name}{cell}"
    title = entry if h is None else translate("TrainingExplain", "{entry} (head {head})").format(entry=entry, head=h + 1)
    return Explanation(title=title,
                       step_key=param, index=index, value=value, computed=total, lines=tuple(lines),
                       sources=tuple(sources))
