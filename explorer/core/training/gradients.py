"""The training loss of a session and its gradient, written out by hand.

An :class:`Objective` says what training aims at: target attention weights
``T`` (n × m) for one head, a target output ``Z*`` (n × d_out, the session's
final output: the head's Z, the concatenated heads, or concat·W_O), or both.
The loss, exactly as the issue defines it:

* weights: L_A = −(1/r) Σ_i Σ_j T_ij · ln A_ij over the r rows of T that are
  not all zero (an all-zero row means "no target");
* output: L_Z = (1/(n·d_out)) Σ (O − Z*)²;
* both: L = L_A + L_Z.

The forward is the pipeline's own (:mod:`explorer.core.attention.forward`):
positions, RoPE, ALiBi, the visibility rule (causal ∧ window ∧ padding),
grouped-query heads, biases, W_O, the temperature and the scaling, so the
loss of a run is the loss of the weights ``compute`` shows.
:class:`LossFunction` evaluates L and ∂L/∂θ for every parameter θ of the
session against the array backend ``xp``, with no autograd library. Per head,
backwards:

====================================  ============================================
∂L/∂O = 2(O − Z*)/(n·d_out)           the squared error
∂L/∂W_O = Cᵀ·∂L/∂O, ∂L/∂C = ∂L/∂O·W_Oᵀ  through the output projection (if any)
∂L/∂A = ∂L/∂Z·Vᵀ, ∂L/∂V = Aᵀ·∂L/∂Z      through Z = A·V
∂L/∂S′ = A ⊙ (∂L/∂A − rowsum(A ⊙ ∂L/∂A))  the softmax's Jacobian, row by row
        + (A ⊙ rowsum(T) − T)/r        the cross-entropy through the softmax
∂L/∂S = ∂L/∂S′ / c                     c = √d_k (× temperature; 1 with scaling off);
                                       ALiBi's bias is a constant: it passes ∂L/∂S′ on
∂L/∂Q_rot = ∂L/∂S·K_rot, ∂L/∂K_rot = ∂L/∂Sᵀ·Q_rot   through S = Q_rot·K_rotᵀ
∂L/∂Q = R⁻¹(∂L/∂Q_rot)                 RoPE turns back (a rotation's transpose)
∂L/∂W_Q = Xᵀ·∂L/∂Q, ∂L/∂b_Q = Σ_i ∂L/∂Q_i  (W_K, W_V alike, from X_src)
====================================  ============================================

Hidden cells (the visibility rule) have A = 0 and T = 0, so they pass no
gradient; the mask needs no step of its own. Grouped-query heads share one
W_K and W_V per KV group: the group's parameter is named after its first head
(``heads[0].w_k`` for the group of heads 1–2) and its gradient is the sum over
the group's heads.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.forward import SHARED_BY_GROUP, kv_owner, score_divisor
from explorer.core.backend import Backend, numpy_backend
from explorer.core.session import HEAD_BIASES, HEAD_MATRICES, Session
from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.variants import group_heads

__all__ = ["HEAD_PARAMETERS", "Backward", "Forward", "LossFunction", "Objective", "loss_and_gradients",
           "output_width", "parameter_id", "parameter_of", "parameters", "per_head", "score_divisor", "split_id",
           "with_parameters"]

#: Parameter names of a head, in display order (biases only where the head has them).
HEAD_PARAMETERS = HEAD_MATRICES + HEAD_BIASES


def parameter_id(head: int, name: str) -> str:
    """``"heads[0].w_q"``: the id of parameter ``name`` of ``head`` (0-based)."""
    return step_key(name, head)


def parameter_of(session: Session, head: int, name: str) -> str:
    """The id of the array head ``head`` reads for ``name``: with grouped-query
    heads a K or V parameter is its KV group's, named after the group's first head."""
    return parameter_id(kv_owner(session, head) if name in SHARED_BY_GROUP else head, name)


def split_id(param: str) -> tuple[int | None, str]:
    """``"heads[1].b_k"`` → ``(1, "b_k")``; ``"w_o"`` → ``(None, "w_o")``; ValueError otherwise."""
    name, head = parse_key(param)
    if (head is None and name == "w_o") or (head is not None and name in HEAD_PARAMETERS):
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
    """Every trainable array of ``session`` by id, in order: per head W_Q, W_K, W_V
    (d_model × d_k, d_model × d_k, d_model × d_v), then the biases it has
    (d_k, d_k, d_v), then W_O ((heads·d_v) × d_out) when there is one. A KV group's
    W_K, W_V (b_K, b_V) appear once, under its first head."""
    out: dict[str, np.ndarray] = {}
    for h, head in enumerate(session.heads):
        for name in HEAD_PARAMETERS:
            value = getattr(head, name)
            if value is not None and parameter_of(session, h, name) == parameter_id(h, name):
                out[parameter_id(h, name)] = value
    if session.w_o is not None:
        out["w_o"] = session.w_o
    return out


def with_parameters(session: Session, values: Mapping[str, Any]) -> Session:
    """A new session with the arrays in ``values`` (ids as :func:`parameters`)
    replacing its own (a KV group's in every head of the group); the rest is
    shared. Validated like any session."""
    heads = list(session.heads)
    changes: dict[int, dict[str, Any]] = {}
    w_o = session.w_o
    for param, value in values.items():
        head, name = split_id(param)
        if head is None:
            w_o = value
        elif name in SHARED_BY_GROUP and session.kv_groups is not None:
            for h in group_heads(session, session.kv_group(head)):
                changes.setdefault(h, {})[name] = value
        else:
            changes.setdefault(head, {})[name] = value
    for h, fields in changes.items():
        heads[h] = replace(heads[h], **fields)
    return replace(session, heads=tuple(heads), w_o=w_o)


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
    RoPE), S (n × m), A (n × m), Z (n × d_v); C (n × heads·d_v, the concatenation) and
    O (n × d_out, the final output)."""

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


@dataclass(eq=False)
class Backward:
    """A backward pass: L, the forward arrays, ∂L/∂θ by parameter id, ∂L/∂O
    (n × d_out, None without an output target) and per head ∂L/∂S′ (n × m),
    ∂L/∂Q (n × d_k), ∂L/∂K (m × d_k) and ∂L/∂V (m × d_v) of that head alone
    (a KV group's parameter sums its heads'), None where no loss reaches it."""

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

    def _param(self, params: Mapping[str, Any], h: int, name: str) -> Any:
        return params.get(parameter_of(self.session, h, name))

    def forward(self, params: Mapping[str, Any]) -> Forward:
        """Q, K, V, their rotations, A, Z per head, the concat and the output, for ``params``."""
        xp = self.xp
        fwd = Forward([], [], [], [], [], [], [], [], None, None)
        for h in range(len(self.session.heads)):
            p = {name: self._param(params, h, name) for name in HEAD_PARAMETERS}
            one = forward.head_pass(self.inputs, h, p["w_q"], p["w_k"], p["w_v"], p["b_q"], p["b_k"], p["b_v"])
            for store, value in zip((fwd.q, fwd.k, fwd.v, fwd.q_rot, fwd.k_rot, fwd.scores, fwd.a, fwd.z),
                                    (one.q, one.k, one.v, one.q_rot, one.k_rot, one.scores, one.a, one.z)):
                store.append(value)
        fwd.concat = fwd.z[0] if len(fwd.z) == 1 else xp.concatenate(fwd.z, axis=1)
        fwd.out = fwd.concat @ params["w_o"] if "w_o" in params else fwd.concat
        return fwd

    def _weights_loss(self, fwd: Forward) -> Any:
        xp = self.xp
        h = self.objective.head
        log_a = forward.log_softmax(xp, self.session, h, fwd.scores[h], self.divisor, np.float64)
        # T is 0 wherever ln A is −∞ (hidden keys: refused with the target), and 0·(−∞) is NaN.
        log_a = xp.where(self.target > 0, log_a, 0.0)
        return -(self.target * log_a).sum() / self.rows

    def value(self, params: Mapping[str, Any]) -> float:
        """L at ``params`` (a host float)."""
        fwd = self.forward(params)
        return self._value(fwd)

    def _value(self, fwd: Forward) -> float:
        total = 0.0
        if self.target is not None:
            total += float(self._weights_loss(fwd))
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
        back = Backward(self._value(fwd), fwd, {}, None, [], [], [], [])
        grads = back.grads
        for pid, value in params.items():
            grads[pid] = xp.zeros_like(value)
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
        for h in range(len(session.heads)):
            a = fwd.a[h]
            d_scaled = d_val = d_q = d_k = None
            if d_concat is not None:
                dz = d_concat[:, h * d_v:(h + 1) * d_v]
                da = dz @ fwd.v[h].T
                d_val = a.T @ dz
                # The softmax's Jacobian, row by row: ∂A_ik/∂S′_ij = A_ik(δ_kj − A_ij).
                d_scaled = a * (da - (da * a).sum(axis=1, keepdims=True))
            if self.target is not None and h == self.objective.head:
                ce = (a * self.target_rows - self.target) / self.rows
                d_scaled = ce if d_scaled is None else d_scaled + ce
            if d_scaled is not None:
                d_s = d_scaled / self.divisor
                # Through S = Q_rot·K_rotᵀ, then RoPE turned back (identity without it).
                d_q = forward.rotate(xp, session, d_s @ fwd.k_rot[h], np.float64, inverse=True)
                d_k = forward.rotate(xp, session, d_s.T @ fwd.q_rot[h], np.float64, inverse=True)
                self._add(grads, params, parameter_of(session, h, "w_q"), parameter_of(session, h, "b_q"),
                          self.x, d_q)
                self._add(grads, params, parameter_of(session, h, "w_k"), parameter_of(session, h, "b_k"),
                          self.src, d_k)
            if d_val is not None:
                self._add(grads, params, parameter_of(session, h, "w_v"), parameter_of(session, h, "b_v"),
                          self.src, d_val)
            back.d_scaled.append(d_scaled)
            back.d_values.append(d_val)
            back.d_queries.append(d_q)
            back.d_keys.append(d_k)
        return back

    @staticmethod
    def _add(grads: dict[str, Any], params: Mapping[str, Any], w_id: str, b_id: str, inputs: Any,
             d_proj: Any) -> None:
        # Proj = inputs·W + b: ∂L/∂W = inputsᵀ·∂L/∂Proj, and the bias gets the column sums;
        # added, since the heads of a KV group share one W_K and W_V.
        if w_id in grads:
            grads[w_id] = grads[w_id] + inputs.T @ d_proj
        if b_id in grads:
            grads[b_id] = grads[b_id] + d_proj.sum(axis=0)


def loss_and_gradients(session: Session, objective: Objective, backend: Backend | None = None,
                       *, scale: bool = True, temperature: float = 1.0) -> tuple[float, dict[str, np.ndarray]]:
    """L and ∂L/∂θ at the session's own parameters, as host NumPy arrays keyed
    like :func:`parameters` (each the shape of its parameter)."""
    fn = LossFunction(session, objective, backend, scale=scale, temperature=temperature)
    loss, grads = fn.value_and_gradients(fn.device_parameters())
    return loss, {k: np.asarray(fn.backend.to_host(v)) for k, v in grads.items()}
