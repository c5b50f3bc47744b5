"""The training loss of a session and its gradient, written out by hand.

An :class:`Objective` says what training aims at: target attention weights
``T`` (n × m) for one head, a target output ``Z*`` (n × d_out, the session's
final output: the head's Z, the concatenated heads, or concat·W_O), or both.
The loss, exactly as the issue defines it:

* weights: L_A = −(1/r) Σ_i Σ_j T_ij · ln A_ij over the r rows of T that are
  not all zero (an all-zero row means "no target"); ln A_ij = l_ij − ln(Σ_visible eˡ
  + e^sink) with a sink, ln P_ij − ln rowsum P_i in linear attention, and refused
  for differential attention (A₁ − λA₂ can be negative);
* output: L_Z = (1/(n·d_out)) Σ (O − Z*)²;
* both: L = L_A + L_Z.

The forward is the pipeline's own (:func:`explorer.core.attention.forward.heads_pass`):
positions, RoPE (scaled), ALiBi, the visibility rule (causal ∧ window ∧ padding),
grouped-query heads, biases, W_O, the temperature and the scaling, and version 4's
QK-norm, soft-cap, sinks, top-k, differential, linear and latent attention, so the
loss of a run is the loss of the weights ``compute`` shows.
:class:`LossFunction` evaluates L and ∂L/∂θ for every parameter θ of the
session against the array backend ``xp``, with no autograd library. Per head,
backwards (:mod:`~explorer.core.training.head_backward` down to q_rot and k_rot,
:mod:`~explorer.core.training.param_backward` from there to θ):

====================================  ============================================
∂L/∂O = 2(O − Z*)/(n·d_out)           the squared error
∂L/∂W_O = Cᵀ·∂L/∂O, ∂L/∂C = ∂L/∂O·W_Oᵀ  through the output projection (if any)
∂L/∂A = ∂L/∂Z·Vᵀ, ∂L/∂V = Aᵀ·∂L/∂Z      through Z = A·V
∂L/∂l = A ⊙ (∂L/∂A − rowsum(A ⊙ ∂L/∂A))  the softmax's Jacobian, row by row (l: the
        + (A ⊙ rowsum(T) − T)/r        logits it reads), and the cross-entropy through it
∂L/∂sink_h = Σ_i σ_i·(rowsum(T)_i/r     a sink is one more column of each row's softmax,
        − rowsum(A ⊙ ∂L/∂A)_i)         σ_i its share; its own column is dropped
top-k, visibility                      the kept set is a constant: a hidden cell has
                                       A = 0 (and T = 0) and passes nothing
∂L/∂S′ = ∂L/∂l ⊙ (1 − tanh²(S′/c_cap))  through the soft-cap l = c_cap·tanh(S′/c_cap)
∂L/∂S = ∂L/∂S′ / c                     c = √d (× temperature; 1 with scaling off);
                                       ALiBi's bias is a constant: it passes ∂L/∂S′ on
∂L/∂Q_rot = ∂L/∂S·K_rot, ∂L/∂K_rot = ∂L/∂Sᵀ·Q_rot   through S = Q_rot·K_rotᵀ
differential: A = A₁ − λA₂             ∂L/∂A₁ = ∂L/∂A, ∂L/∂A₂ = −λ∂L/∂A, each through
                                       its own softmax to its half of Q_rot, K_rot
linear: A = P / rowsum P               ∂L/∂P = (∂L/∂A − rowsum(A ⊙ ∂L/∂A))/rowsum P
        P = φ(Q_rot)·φ(K_rot)ᵀ          − (T/P − rowsum T/rowsum P)/r; hidden P is 0;
                                       ∂L/∂Q_rot = (∂L/∂P·φ(K_rot)) ⊙ φ′(Q_rot), K alike
∂L/∂Q = Rᵀ(∂L/∂Q_rot)                  RoPE turns back (YaRN's cos, sin factor included:
                                       the transpose); differential: each half alone
latent, decoupled RoPE                 ∂L/∂W_QR,h = Xᵀ·Rᵀ(∂L/∂Q_rot[:, d_k:]); ∂L/∂W_KR =
                                       Xᵀ·Rᵀ(Σ_h ∂L/∂K_rot,h[:, d_k:]) (one shared key)
QK-norm y = g ⊙ x / rms(x)             ∂L/∂x = (g ⊙ ∂L/∂y)/rms − x·Σ(g ⊙ ∂L/∂y ⊙ x)/(D·rms³),
                                       ∂L/∂g = Σ_rows ∂L/∂y ⊙ x/rms; scope "all": one rms over
                                       every head's row side by side, so the heads mix
∂L/∂W_Q = Xᵀ·∂L/∂Q, ∂L/∂b_Q = Σ_i ∂L/∂Q_i  (W_K, W_V alike, from X_src)
latent: K_h = c·W_UK,h, V_h = c·W_UV,h  ∂L/∂W_UK,h = cᵀ·∂L/∂K_h (W_UV alike); ∂L/∂W_DKV =
                                       X_srcᵀ·Σ_h (∂L/∂K_h·W_UK,hᵀ + ∂L/∂V_h·W_UV,hᵀ)
====================================  ============================================

Hidden cells (the visibility rule) have A = 0 and T = 0, so they pass no
gradient; the mask needs no step of its own. Grouped-query heads share one
W_K and W_V per KV group: the group's parameter is named after its first head
(``heads[0].w_k`` for the group of heads 1–2) and its gradient is the sum over
the group's heads. The session's own arrays (``"g_q"``, ``"g_k"``, ``"sinks"``,
``"w_dkv"``, ``"w_kr"``) sum over every head that reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.forward import SESSION_PARAMETERS, SHARED_BY_GROUP, HeadPass, own_parameter, score_divisor
from explorer.core.attention.latent import HEAD_LATENT
from explorer.core.attention.recent_matrices import vector_ids
from explorer.core.backend import Backend, numpy_backend
from explorer.core.session import HEAD_BIASES, HEAD_MATRICES, Session
from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.variants import group_heads
from explorer.core.training.head_backward import HeadGrads, head_backward, log_weights
from explorer.core.training.param_backward import lookup, params_backward

__all__ = ["HEAD_PARAMETERS", "LATENT_ARRAYS", "SESSION_ARRAYS", "Backward", "Forward", "LossFunction", "Objective",
           "loss_and_gradients", "output_width", "parameter_id", "parameter_of", "parameters", "per_head",
           "score_divisor", "split_id", "with_parameters"]

#: Parameter names of a head, in display order (biases only where the head has them).
HEAD_PARAMETERS = HEAD_MATRICES + HEAD_BIASES
#: Version 4's trainable arrays: one of the whole session (QK-norm's gains and the sink
#: logits: flat vectors; latent attention's W_DKV, W_KR), or latent attention's of a head.
SESSION_ARRAYS = SESSION_PARAMETERS
LATENT_ARRAYS = HEAD_LATENT


def parameter_id(head: int, name: str) -> str:
    """``"heads[0].w_q"``: the id of parameter ``name`` of ``head`` (0-based)."""
    return step_key(name, head)


def parameter_of(session: Session, head: int, name: str) -> str:
    """The id of the array head ``head`` reads for ``name``: with grouped-query
    heads a K or V parameter is its KV group's, named after the group's first head;
    ``"g_q"``, ``"sinks"``, ``"w_dkv"``… are the session's own."""
    return forward.param_id(session, head, name)


def split_id(param: str) -> tuple[int | None, str]:
    """``"heads[1].b_k"`` → ``(1, "b_k")``; ``"w_o"`` → ``(None, "w_o")``; ``"sinks"`` →
    ``(None, "sinks")``; ``"heads[0].w_uk"`` → ``(0, "w_uk")``; ValueError otherwise."""
    name, head = parse_key(param)
    if head is None and (name == "w_o" or name in SESSION_ARRAYS):
        return head, name
    if head is not None and (name in HEAD_PARAMETERS or name in LATENT_ARRAYS):
        return head, name
    raise ValueError(f"not a parameter id: {param!r}")


def per_head(session: Session, values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` keyed by parameter id (gradients, say) keyed by every matrix id that
    reads each one: a KV group's W_K gradient under each head of the group."""
    out = dict(values)
    for h in range(len(session.heads)):
        for name in SHARED_BY_GROUP:
            pid = parameter_of(session, h, name)
            if pid in values:
                out[parameter_id(h, name)] = values[pid]
    return out


def parameters(session: Session) -> dict[str, np.ndarray]:
    """Every trainable array of ``session`` by id, in display order: per head W_Q, W_K, W_V
    (d_model × d_k, d_model × d_k, d_model × d_v), then the biases it has (d_k, d_k, d_v);
    W_O ((heads·d_v) × d_out) when there is one; then version 4's: ``"sinks"`` (H),
    ``"g_q"``, ``"g_k"`` (d_k, or H·d_k over all heads; ones when the file gave none),
    ``"w_dkv"``, ``"w_kr"`` and per head ``"heads[h].w_uk"``, ``"w_uv"``, ``"w_qr"``.
    A KV group's W_K, W_V (b_K, b_V) appear once, under its first head; a latent head
    has none (its keys and values are c·W_UK, c·W_UV)."""
    out: dict[str, np.ndarray] = {}
    for h, head in enumerate(session.heads):
        for name in HEAD_PARAMETERS:
            if session.latent is not None and name in SHARED_BY_GROUP:
                continue
            value = getattr(head, name)
            if value is not None and parameter_of(session, h, name) == parameter_id(h, name):
                out[parameter_id(h, name)] = value
    if session.w_o is not None:
        out["w_o"] = session.w_o
    for pid in vector_ids(session):
        out[pid] = own_parameter(session, pid)
    if session.latent is not None:
        for pid in session.latent.matrix_ids(len(session.heads)):
            out[pid] = own_parameter(session, pid)
    return out


def with_parameters(session: Session, values: Mapping[str, Any]) -> Session:
    """A new session with the arrays in ``values`` (ids as :func:`parameters`)
    replacing its own (a KV group's in every head of the group); the rest is
    shared. Validated like any session."""
    heads = list(session.heads)
    changes: dict[int, dict[str, Any]] = {}
    w_o = session.w_o
    recent: dict[str, Any] = {}
    for param, value in values.items():
        head, name = split_id(param)
        if name in SESSION_ARRAYS or name in LATENT_ARRAYS:
            recent[param] = value
        elif head is None:
            w_o = value
        elif name in SHARED_BY_GROUP and session.kv_groups is not None:
            for h in group_heads(session, session.kv_group(head)):
                changes.setdefault(h, {})[name] = value
        else:
            changes.setdefault(head, {})[name] = value
    for h, fields in changes.items():
        heads[h] = replace(heads[h], **fields)
    out = replace(session, heads=tuple(heads), w_o=w_o) if changes or w_o is not session.w_o else session
    for param, value in recent.items():  # vectors go in flat: with_matrix keeps them as they are stored
        out = out.with_matrix(param, np.asarray(value, dtype=np.float64))
    return out


def output_width(session: Session) -> int:
    """d_out of the final output: W_O's columns, else heads · d_v."""
    return int(session.w_o.shape[1]) if session.w_o is not None else len(session.heads) * session.d_v


@dataclass(frozen=True, eq=False)
class Objective:
    """What training aims at. ``weights``: T (n × m, rows summing to 1 or all
    zero) for head ``head`` (0-based); ``output``: Z* (n × d_out). Either or
    both; check them with :func:`explorer.core.training.targets.check_objective`."""

    weights: np.ndarray | None = None
    head: int = 0
    output: np.ndarray | None = None


@dataclass(eq=False)
class Forward:
    """The arrays of one forward pass (on the device): per head Q (n × d_k),
    K (m × d_k), V (m × d_v), the rotated Q and K (Q and K themselves without
    RoPE; after QK-norm with it; [q ; RoPE(X·W_QR)] with latent attention's decoupled
    RoPE), S (n × m; the first map's in differential attention), A (n × m), Z (n × d_v);
    C (n × heads·d_v, the concatenation) and O (n × d_out, the final output).
    ``heads`` holds each head's whole :class:`~explorer.core.attention.forward.HeadPass`
    (logits, hidden cells, sink shares, the second map, φ(q), φ(k), the latent c)."""

    q: list[Any]
    k: list[Any]
    v: list[Any]
    q_rot: list[Any]
    k_rot: list[Any]
    scores: list[Any]
    a: list[Any]
    z: list[Any]
    concat: Any
    out: Any
    heads: list[HeadPass] = field(default_factory=list)

    @classmethod
    def of(cls, passes: list[HeadPass], concat: Any, out: Any) -> Forward:
        """The record of :func:`forward.heads_pass`' heads, the concat and the output."""
        return cls(*([getattr(one, name) for one in passes]
                      for name in ("q", "k", "v", "q_rot", "k_rot", "scores", "a", "z")),
                   concat, out, list(passes))


@dataclass(eq=False)
class Backward:
    """A backward pass: L, the forward arrays, ∂L/∂θ by parameter id, ∂L/∂O
    (n × d_out, None without an output target) and per head ∂L/∂S′ (n × m: of the
    scaled scores plus ALiBi, before the soft-cap; the first map's in differential
    attention, ∂L/∂P in linear attention), ∂L/∂Q (n × d_k), ∂L/∂K (m × d_k; the
    projections' outputs, before QK-norm and RoPE) and ∂L/∂V (m × d_v) of that head
    alone (a KV group's parameter sums its heads'), None where no loss reaches it."""

    loss: float
    forward: Forward
    grads: dict[str, Any]
    d_out: Any
    d_scaled: list[Any]
    d_values: list[Any]
    d_queries: list[Any]
    d_keys: list[Any]


class LossFunction:
    """L(θ) and ∂L/∂θ for one session's inputs and one objective, on ``backend``.

    Parameters θ are a dict of device arrays keyed like :func:`parameters`
    (:meth:`device_parameters` makes one from the session). The inputs X,
    X_src (positions added), the mode, the variants and which biases exist
    come from ``session``; computation is float64.
    """

    def __init__(self, session: Session, objective: Objective, backend: Backend | None = None,
                 *, scale: bool = True, temperature: float = 1.0):
        self.session = session
        self.objective = objective
        self.backend = backend or numpy_backend()
        xp = self.backend.xp
        self.xp = xp
        self.inputs = forward.inputs(session, xp, np.float64, scale=scale, temperature=temperature)
        self.divisor = self.inputs.divisor
        self.x, self.src = self.inputs.x, self.inputs.src
        self.target = None if objective.weights is None else xp.asarray(objective.weights, dtype=np.float64)
        if self.target is not None:
            self.target_rows = self.target.sum(axis=1, keepdims=True)  # 1 for a row with a target, 0 without
            self.rows = max(1, int(self.backend.to_host((self.target_rows[:, 0] > 0).sum())))
        self.z_star = None if objective.output is None else xp.asarray(objective.output, dtype=np.float64)

    def device_parameters(self, session: Session | None = None) -> dict[str, Any]:
        """The parameters of ``session`` (default: this one's) as device float64 arrays."""
        return {k: self.xp.asarray(v, dtype=np.float64) for k, v in parameters(session or self.session).items()}

    def forward(self, params: Mapping[str, Any]) -> Forward:
        """Every head's forward (:func:`forward.heads_pass`, every variant), the concat and
        the output, for ``params``."""
        xp = self.xp
        passes = forward.heads_pass(self.inputs, params)
        z = [one.z for one in passes]
        concat = z[0] if len(z) == 1 else xp.concatenate(z, axis=1)
        out = concat @ params["w_o"] if "w_o" in params else concat
        return Forward.of(passes, concat, out)

    def _sink(self, params: Mapping[str, Any], h: int) -> float | None:
        if self.session.sinks is None:
            return None
        return float(lookup(self.session, params, h, "sinks")[h])

    def _weights_loss(self, fwd: Forward, params: Mapping[str, Any]) -> Any:
        h = self.objective.head
        log_a = log_weights(self.xp, self.session, h, fwd.heads[h], self.divisor, self._sink(params, h))
        # T is 0 wherever ln A is −∞ (hidden keys: refused with the target), and 0·(−∞) is NaN.
        log_a = self.xp.where(self.target > 0, log_a, 0.0)
        return -(self.target * log_a).sum() / self.rows

    def value(self, params: Mapping[str, Any]) -> float:
        """L at ``params`` (a host float)."""
        return self._value(self.forward(params), params)

    def _value(self, fwd: Forward, params: Mapping[str, Any]) -> float:
        total = 0.0
        if self.target is not None:
            total += float(self._weights_loss(fwd, params))
        if self.z_star is not None:
            diff = fwd.out - self.z_star
            total += float((diff * diff).sum()) / diff.size
        return total

    def value_and_gradients(self, params: Mapping[str, Any]) -> tuple[float, dict[str, Any]]:
        """L and ∂L/∂θ (device arrays shaped like each θ) for every parameter in ``params``."""
        back = self.backward(params)
        return back.loss, back.grads

    def backward(self, params: Mapping[str, Any]) -> Backward:
        """The forward pass, L, the intermediate gradients and ∂L/∂θ for every parameter."""
        xp = self.xp
        session = self.session
        fwd = self.forward(params)
        back = Backward(self._value(fwd, params), fwd, {pid: xp.zeros_like(v) for pid, v in params.items()},
                        None, [], [], [], [])
        grads = back.grads
        d_concat = None
        if self.z_star is not None:
            d_out = 2.0 * (fwd.out - self.z_star) / fwd.out.size
            if "w_o" in params:
                grads["w_o"] = fwd.concat.T @ d_out
                d_concat = d_out @ params["w_o"].T
            else:
                d_concat = d_out
            back.d_out = d_out
        d_v = session.d_v
        per_head: list[HeadGrads] = []
        for h, one in enumerate(fwd.heads):
            dz = None if d_concat is None else d_concat[:, h * d_v:(h + 1) * d_v]
            weights = self.target is not None and h == self.objective.head
            g = head_backward(xp, session, one, self.divisor, dz, self.target if weights else None,
                              self.target_rows if weights else None, self.rows if weights else 1)
            per_head.append(g)
            back.d_scaled.append(g.d_scaled)
            back.d_values.append(g.d_v)
        if "sinks" in grads:
            grads["sinks"] = xp.stack([xp.asarray(0.0 if g.d_sink is None else g.d_sink, dtype=np.float64)
                                       for g in per_head])
        back.d_queries, back.d_keys = params_backward(self.inputs, params, fwd.heads, per_head, grads)
        return back


def loss_and_gradients(session: Session, objective: Objective, backend: Backend | None = None,
                       *, scale: bool = True, temperature: float = 1.0) -> tuple[float, dict[str, np.ndarray]]:
    """L and ∂L/∂θ at the session's own parameters, as host NumPy arrays keyed
    like :func:`parameters` (each the shape of its parameter)."""
    fn = LossFunction(session, objective, backend, scale=scale, temperature=temperature)
    loss, grads = fn.value_and_gradients(fn.device_parameters())
    return loss, {k: np.asarray(fn.backend.to_host(v)) for k, v in grads.items()}
