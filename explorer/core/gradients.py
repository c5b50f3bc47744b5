"""The training loss of a session and its gradient, written out by hand.

An :class:`Objective` says what training aims at: target attention weights
``T`` (n × m) for one head, a target output ``Z*`` (n × d_out, the session's
final output: the head's Z, the concatenated heads, or concat·W_O), or both.
The loss, exactly as the issue defines it:

* weights: L_A = −(1/r) Σ_i Σ_j T_ij · ln A_ij over the r rows of T that are
  not all zero (an all-zero row means "no target");
* output: L_Z = (1/(n·d_out)) Σ (O − Z*)²;
* both: L = L_A + L_Z.

:class:`LossFunction` evaluates L and ∂L/∂θ for every parameter θ of the
session (each head's W_Q, W_K, W_V, the biases it has, and W_O) against the
array backend ``xp``, with no autograd library. Per head, backwards:

====================================  ============================================
∂L/∂O = 2(O − Z*)/(n·d_out)           the squared error
∂L/∂W_O = Cᵀ·∂L/∂O, ∂L/∂C = ∂L/∂O·W_Oᵀ  through the output projection (if any)
∂L/∂A = ∂L/∂Z·Vᵀ, ∂L/∂V = Aᵀ·∂L/∂Z      through Z = A·V
∂L/∂S′ = A ⊙ (∂L/∂A − rowsum(A ⊙ ∂L/∂A))  the softmax's Jacobian, row by row
        + (A ⊙ rowsum(T) − T)/r        the cross-entropy through the softmax
∂L/∂S = ∂L/∂S′ / c                     c = √d_k (× temperature; 1 with scaling off)
∂L/∂Q = ∂L/∂S·K, ∂L/∂K = ∂L/∂Sᵀ·Q       through S = Q·Kᵀ
∂L/∂W_Q = Xᵀ·∂L/∂Q, ∂L/∂b_Q = Σ_i ∂L/∂Q_i  (W_K, W_V alike, from X_src)
====================================  ============================================

Masked cells (causal mode) have A = 0 and T = 0, so they pass no gradient;
the mask needs no step of its own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Mapping

import numpy as np

from explorer.core.backend import Backend, numpy_backend
from explorer.core.pipeline import causal_mask, softmax_rows
from explorer.core.session import HEAD_BIASES, HEAD_MATRICES, Session

#: Parameter names of a head, in display order (biases only where the head has them).
HEAD_PARAMETERS = HEAD_MATRICES + HEAD_BIASES


def parameter_id(head: int, name: str) -> str:
    """``"heads[0].w_q"``: the id of parameter ``name`` of ``head`` (0-based)."""
    return f"heads[{head}].{name}"


def split_id(param: str) -> tuple[int | None, str]:
    """``"heads[1].b_k"`` → ``(1, "b_k")``; ``"w_o"`` → ``(None, "w_o")``; ValueError otherwise."""
    if param == "w_o":
        return None, "w_o"
    if param.startswith("heads[") and "]." in param:
        head, name = param[len("heads["):].split("].", 1)
        if head.isdigit() and name in HEAD_PARAMETERS:
            return int(head), name
    raise ValueError(f"not a parameter id: {param!r}")


def parameters(session: Session) -> dict[str, np.ndarray]:
    """Every trainable array of ``session`` by id, in order: per head W_Q, W_K, W_V
    (d_model × d_k, d_model × d_k, d_model × d_v), then the biases it has
    (d_k, d_k, d_v), then W_O ((heads·d_v) × d_out) when there is one."""
    out: dict[str, np.ndarray] = {}
    for h, head in enumerate(session.heads):
        for name in HEAD_PARAMETERS:
            value = getattr(head, name)
            if value is not None:
                out[parameter_id(h, name)] = value
    if session.w_o is not None:
        out["w_o"] = session.w_o
    return out


def with_parameters(session: Session, values: Mapping[str, Any]) -> Session:
    """A new session with the arrays in ``values`` (ids as :func:`parameters`)
    replacing its own; the rest is shared. Validated like any session."""
    heads = list(session.heads)
    changes: dict[int, dict[str, Any]] = {}
    w_o = session.w_o
    for param, value in values.items():
        head, name = split_id(param)
        if head is None:
            w_o = value
        else:
            changes.setdefault(head, {})[name] = value
    for h, fields in changes.items():
        heads[h] = replace(heads[h], **fields)
    return replace(session, heads=tuple(heads), w_o=w_o)


def output_width(session: Session) -> int:
    """d_out of the final output: W_O's columns, else heads · d_v."""
    return int(session.w_o.shape[1]) if session.w_o is not None else len(session.heads) * session.d_v


def score_divisor(session: Session, scale: bool = True, temperature: float = 1.0) -> float:
    """c in S′ = S / c: √d_k (or 1 with scaling off), times the temperature, as pipeline.run divides."""
    if not temperature > 0 or not math.isfinite(temperature):
        raise ValueError("temperature must be a positive number")
    return (math.sqrt(session.d_k) if scale else 1.0) * temperature


@dataclass(frozen=True, eq=False)
class Objective:
    """What training aims at. ``weights``: T (n × m, rows summing to 1 or all
    zero) for head ``head`` (0-based); ``output``: Z* (n × d_out). Either or
    both; check them with :func:`explorer.core.training_targets.check_objective`."""

    weights: np.ndarray | None = None
    head: int = 0
    output: np.ndarray | None = None


def log_softmax_rows(xp: Any, s: Any, divisor: float, mask: Any = None) -> Any:
    """ln softmax(S / c) row by row, without forming A (so ln A_ij stays finite
    where A_ij underflows to 0); −∞ where ``mask`` is True."""
    e = s if mask is None else xp.where(mask, -xp.inf, s)
    peak = e.max(axis=1, keepdims=True)
    peak = xp.where(xp.isfinite(peak), peak, 0)
    shifted = (e - peak) / divisor
    return shifted - xp.log(xp.exp(shifted).sum(axis=1, keepdims=True))


@dataclass(eq=False)
class Forward:
    """The arrays of one forward pass (on the device): per head Q (n × d_k),
    K (m × d_k), V (m × d_v), A (n × m), Z (n × d_v); C (n × heads·d_v, the
    concatenation) and O (n × d_out, the final output)."""

    q: list[Any]
    k: list[Any]
    v: list[Any]
    a: list[Any]
    z: list[Any]
    concat: Any
    out: Any


@dataclass(eq=False)
class Backward:
    """A backward pass: L, the forward arrays, ∂L/∂θ by parameter id, ∂L/∂O
    (n × d_out, None without an output target) and per head ∂L/∂S′ (n × m)
    and ∂L/∂V (m × d_v), None where no loss reaches that head."""

    loss: float
    forward: Forward
    grads: dict[str, Any]
    d_out: Any
    d_scaled: list[Any]
    d_values: list[Any]


class LossFunction:
    """L(θ) and ∂L/∂θ for one session's inputs and one objective, on ``backend``.

    Parameters θ are a dict of device arrays keyed like :func:`parameters`
    (:meth:`device_parameters` makes one from the session). The inputs X,
    X_src, the mode and which biases exist come from ``session``; computation
    is float64.
    """

    def __init__(self, session: Session, objective: Objective, backend: Backend | None = None,
                 *, scale: bool = True, temperature: float = 1.0):
        self.session = session
        self.objective = objective
        self.backend = backend or numpy_backend()
        xp = self.backend.xp
        self.xp = xp
        self.divisor = score_divisor(session, scale, temperature)
        self.x = xp.asarray(session.embeddings, dtype=np.float64)
        self.src = xp.asarray(session.source_embeddings, dtype=np.float64) if session.mode == "cross" else self.x
        self.mask = causal_mask(xp, session.n, session.m) if session.mode == "causal" else None
        self.target = None if objective.weights is None else xp.asarray(objective.weights, dtype=np.float64)
        if self.target is not None:
            self.target_rows = self.target.sum(axis=1, keepdims=True)  # 1 for a row with a target, 0 without
            self.rows = max(1, int(self.backend.to_host((self.target_rows[:, 0] > 0).sum())))
        self.z_star = None if objective.output is None else xp.asarray(objective.output, dtype=np.float64)

    def device_parameters(self, session: Session | None = None) -> dict[str, Any]:
        """The parameters of ``session`` (default: this one's) as device float64 arrays."""
        return {k: self.xp.asarray(v, dtype=np.float64) for k, v in parameters(session or self.session).items()}

    def forward(self, params: Mapping[str, Any]) -> Forward:
        """Q, K, V, A, Z per head, the concat and the output, for parameters ``params``."""
        xp = self.xp
        fwd = Forward([], [], [], [], [], None, None)
        for h in range(len(self.session.heads)):
            q, k, v = (self._project(params, h, self.x, "q"), self._project(params, h, self.src, "k"),
                       self._project(params, h, self.src, "v"))
            a = softmax_rows(xp, q @ k.T, self.divisor, self.mask)
            for store, value in zip((fwd.q, fwd.k, fwd.v, fwd.a, fwd.z), (q, k, v, a, a @ v)):
                store.append(value)
        fwd.concat = fwd.z[0] if len(fwd.z) == 1 else xp.concatenate(fwd.z, axis=1)
        fwd.out = fwd.concat @ params["w_o"] if "w_o" in params else fwd.concat
        return fwd

    @staticmethod
    def _project(params: Mapping[str, Any], h: int, inputs: Any, which: str) -> Any:
        out = inputs @ params[parameter_id(h, f"w_{which}")]
        bias = params.get(parameter_id(h, f"b_{which}"))
        return out if bias is None else out + bias

    def _weights_loss(self, fwd: Forward) -> Any:
        xp = self.xp
        h = self.objective.head
        log_a = log_softmax_rows(xp, fwd.q[h] @ fwd.k[h].T, self.divisor, self.mask)
        # T is 0 wherever ln A is −∞ (masked cells: checked with the target), and 0·(−∞) is NaN.
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
        fwd = self.forward(params)
        back = Backward(self._value(fwd), fwd, {}, None, [], [])
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
        elif "w_o" in params:
            grads["w_o"] = xp.zeros_like(params["w_o"])
        d_v = self.session.d_v
        for h in range(len(self.session.heads)):
            a = fwd.a[h]
            d_scaled = None
            d_val = None
            if d_concat is not None:
                dz = d_concat[:, h * d_v:(h + 1) * d_v]
                da = dz @ fwd.v[h].T
                d_val = a.T @ dz
                # The softmax's Jacobian, row by row: ∂A_ik/∂S′_ij = A_ik(δ_kj − A_ij).
                d_scaled = a * (da - (da * a).sum(axis=1, keepdims=True))
            if self.target is not None and h == self.objective.head:
                ce = (a * self.target_rows - self.target) / self.rows
                d_scaled = ce if d_scaled is None else d_scaled + ce
            back.d_scaled.append(d_scaled)
            back.d_values.append(d_val)
            for name in HEAD_PARAMETERS:
                pid = parameter_id(h, name)
                if pid in params:
                    grads[pid] = xp.zeros_like(params[pid])
            if d_scaled is not None:
                d_s = d_scaled / self.divisor
                dq, dk = d_s @ fwd.k[h], d_s.T @ fwd.q[h]
                self._store(grads, params, h, "q", self.x, dq)
                self._store(grads, params, h, "k", self.src, dk)
            if d_val is not None:
                self._store(grads, params, h, "v", self.src, d_val)
        return back

    @staticmethod
    def _store(grads: dict[str, Any], params: Mapping[str, Any], h: int, which: str, inputs: Any, d_proj: Any) -> None:
        # Proj = inputs·W + b: ∂L/∂W = inputsᵀ·∂L/∂Proj, and the bias gets the column sums.
        grads[parameter_id(h, f"w_{which}")] = inputs.T @ d_proj
        bias = parameter_id(h, f"b_{which}")
        if bias in params:
            grads[bias] = d_proj.sum(axis=0)


def loss_and_gradients(session: Session, objective: Objective, backend: Backend | None = None,
                       *, scale: bool = True, temperature: float = 1.0) -> tuple[float, dict[str, np.ndarray]]:
    """L and ∂L/∂θ at the session's own parameters, as host NumPy arrays keyed
    like :func:`parameters` (each the shape of its parameter)."""
    fn = LossFunction(session, objective, backend, scale=scale, temperature=temperature)
    loss, grads = fn.value_and_gradients(fn.device_parameters())
    return loss, {k: np.asarray(fn.backend.to_host(v)) for k, v in grads.items()}
