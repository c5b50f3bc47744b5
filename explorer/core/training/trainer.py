"""Gradient descent on a session's weights toward a target.

A :class:`Trainer` holds one run: the starting session (the seed, "start from
zeros" and "tie W_K to W_Q" applied by :func:`starting_session`), the
parameters being trained (device arrays), the optimizer's state and the loss
after every step. :func:`train` runs it to the end and returns a
:class:`TrainResult` with the per-step losses and the trained
:class:`~explorer.core.session.Session` (a new one: sessions are immutable).

Optimizers: ``sgd`` is exactly θ ← θ − η·∂L/∂θ; ``adam`` is Kingma & Ba's
(bias-corrected first and second moments). With ``tie`` a head's W_K *is* its
W_Q (and b_K its b_Q when it has both): the shared matrix moves by the sum of
both gradients, so Q = K and the self-attention scores stay symmetric.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from explorer.core.backend import Backend, numpy_backend
from explorer.core.training.gradients import (HEAD_PARAMETERS, LATENT_ARRAYS, SESSION_ARRAYS, LossFunction, Objective,
                                              parameter_id, parameter_of, parameters, split_id, with_parameters)
from explorer.core.session import Session
from explorer.core.training.targets import TargetError, check_objective
from explorer.core.attention.variants import group_heads
from explorer.core.wording import translate

OPTIMIZERS = ("sgd", "adam")
#: What ``train`` may name: a head's matrices and biases, W_O, version 4's arrays of the
#: whole session (QK-norm's gains, the sinks, latent attention's W_DKV and W_KR) and latent
#: attention's of a head (W_UK, W_UV, W_QR).
TRAINABLE = HEAD_PARAMETERS + ("w_o",) + SESSION_ARRAYS + LATENT_ARRAYS
#: A latent head's keys and values come from c = X·W_DKV: what trains them instead.
LATENT_INSTEAD = {"w_k": "w_uk", "w_v": "w_uv", "b_k": "w_uk", "b_v": "w_uv"}
#: Defaults: enough for "previous token" from a random start at n = 6, d_k = 4
#: (tests/test_training.py holds it to that).
DEFAULT_LR = 0.3
DEFAULT_STEPS = 300


class TrainingError(ValueError):
    """The loss or the weights stopped being finite (a learning rate too large); one line."""


@dataclass(frozen=True)
class TrainConfig:
    """How to train. ``train``: names from :data:`TRAINABLE` (None: W_Q and W_K,
    plus W_V with an output target); ``heads``: 0-based heads whose parameters
    train (None: the objective's head, or every head with an output target);
    ``seed``: start the trained matrices from N(0, 1/d_model) random numbers
    (biases and sinks from 0) instead of the session's; ``zeros``: start them
    from 0 (with either, QK-norm's gains start from 1: a zero gain is stuck);
    ``tie``: W_K = W_Q in every trained head; ``scale``/``temperature``: the
    what-if controls of :func:`explorer.core.attention.pipeline.run`."""

    train: tuple[str, ...] | None = None
    heads: tuple[int, ...] | None = None
    optimizer: str = "sgd"
    lr: float = DEFAULT_LR
    steps: int = DEFAULT_STEPS
    seed: int | None = None
    zeros: bool = False
    tie: bool = False
    scale: bool = True
    temperature: float = 1.0
    betas: tuple[float, float] = (0.9, 0.999)
    eps: float = 1e-8


def trained_ids(session: Session, objective: Objective, config: TrainConfig) -> tuple[str, ...]:
    """The ids (``"heads[0].w_q"``, ``"w_o"``) of the parameters that train; TargetError
    (field ``train`` or ``heads``) for a name that is unknown or absent from the session."""
    names = config.train
    if names is None:
        names = ("w_q", "w_k", "w_v") if objective.output is not None else ("w_q", "w_k")
        if session.latent is not None:
            names = tuple(LATENT_INSTEAD.get(name, name) for name in names)
    if not names:
        raise TargetError("train", translate("Trainer", "name at least one matrix to train"))
    heads = config.heads
    if heads is None:
        heads = tuple(range(len(session.heads))) if objective.output is not None else (objective.head,)
    for h in heads:
        if not 0 <= h < len(session.heads):
            raise TargetError("heads", translate("Trainer", "head {head} does not exist (the session has {count})")
                              .format(head=h + 1, count=len(session.heads)))
    out: list[str] = []
    available = parameters(session)
    for name in names:
        if name not in TRAINABLE:
            raise TargetError("train", translate("Trainer", "unknown matrix {name}; expected some of {names}")
                              .format(name=repr(name), names=", ".join(TRAINABLE)))
        if name == "w_o" or name in SESSION_ARRAYS:
            if name not in available:
                raise TargetError("train", translate("Trainer", "the session has no {name} to train")
                                  .format(name="W_O" if name == "w_o" else name))
            out.append(name)
            continue
        if session.latent is not None and name in LATENT_INSTEAD:
            raise TargetError("train", translate("Trainer", "latent attention makes K and V from c = X·W_DKV: train "
                                                            "{instead} or w_dkv instead of {name}")
                              .format(instead=LATENT_INSTEAD[name], name=name))
        for h in heads:
            if name in LATENT_ARRAYS and parameter_id(h, name) not in available:
                if session.latent is not None:
                    text = translate("Trainer", "head {head} has no {name} to train")
                else:
                    text = translate("Trainer", "head {head} has no {name} to train (the session has no latent "
                                                "attention)")
                raise TargetError("train", text.format(head=h + 1, name=name))
            if getattr(session.heads[h], name, None) is None and name not in LATENT_ARRAYS:
                raise TargetError("train", translate("Trainer", "head {head} has no {name} (no bias) to train")
                                  .format(head=h + 1, name=name))
            # A grouped head's K and V are its KV group's: trained once for the group.
            out.append(parameter_of(session, h, name))
    return tuple(dict.fromkeys(out))


def _ties(session: Session, heads: set[int]) -> dict[str, str]:
    """W_K's id → W_Q's (and b_K → b_Q where a head has both) for the tied heads."""
    out = {}
    for h in sorted(heads):
        out[parameter_id(h, "w_k")] = parameter_id(h, "w_q")
        if session.heads[h].b_q is not None and session.heads[h].b_k is not None:
            out[parameter_id(h, "b_k")] = parameter_id(h, "b_q")
    return out


def _check_ties(session: Session, ids: tuple[str, ...]) -> None:
    """TargetError (field ``tie``) when a tied head shares its W_K with other heads:
    one W_K cannot equal each of their W_Q; and in latent attention, where no head has a W_K."""
    if session.latent is not None:
        raise TargetError("tie", translate("Trainer", "latent attention makes each head's K from c = X·W_DKV: "
                                                      "there is no W_K to tie to W_Q"))
    for h in sorted(_trained_heads(ids)):
        members = group_heads(session, session.kv_group(h))
        if len(members) > 1:
            raise TargetError("tie", translate("Trainer", "heads {first}–{last} share one W_K (KV group {group}): "
                                                          "it cannot be tied to each head's W_Q")
                              .format(first=members[0] + 1, last=members[-1] + 1, group=session.kv_group(h) + 1))


def _check_config(config: TrainConfig) -> None:
    if config.optimizer not in OPTIMIZERS:
        raise TargetError("optimizer", translate("Trainer", "unknown optimizer {name}; expected one of {names}")
                          .format(name=repr(config.optimizer), names=", ".join(OPTIMIZERS)))
    if not (isinstance(config.lr, (int, float)) and math.isfinite(config.lr) and config.lr > 0):
        raise TargetError("lr", translate("Trainer", "the learning rate must be a positive number, not {value}")
                          .format(value=repr(config.lr)))
    if isinstance(config.steps, bool) or not isinstance(config.steps, int) or config.steps < 0:
        raise TargetError("steps", translate("Trainer", "the number of steps must be a whole number ≥ 0, not {value}")
                          .format(value=repr(config.steps)))
    if config.seed is not None and config.zeros:
        raise TargetError("zeros", translate("Trainer", "start from zeros or from a seed, not both"))
    b1, b2 = config.betas
    if not (0 <= b1 < 1 and 0 <= b2 < 1) or not config.eps > 0:
        raise TargetError("betas", translate("Trainer", "Adam's betas must lie in [0, 1) and eps must be positive"))


def starting_session(session: Session, objective: Objective, config: TrainConfig) -> Session:
    """``session`` with the trained parameters re-drawn (``seed``), zeroed
    (``zeros``) or kept, then W_K (b_K) set to W_Q (b_Q) in tied heads."""
    ids = trained_ids(session, objective, config)
    if config.tie:
        _check_ties(session, ids)
    values: dict[str, np.ndarray] = {}
    if config.seed is not None or config.zeros:
        rng = np.random.default_rng(config.seed)
        current = parameters(session)
        for pid in ids:
            shape = current[pid].shape
            head, name = split_id(pid)
            if name in ("g_q", "g_k"):  # a zero gain silences every score and its own gradient
                values[pid] = np.ones(shape)
            elif config.zeros or name.startswith("b_") or name == "sinks":
                values[pid] = np.zeros(shape)
            else:
                values[pid] = rng.standard_normal(shape) / math.sqrt(shape[0])
    if config.tie:
        merged = {**parameters(session), **values}
        for k_id, q_id in _ties(session, _trained_heads(ids)).items():
            values[k_id] = merged[q_id]
    return with_parameters(session, values) if values else session


def _trained_heads(ids: tuple[str, ...]) -> set[int]:
    return {h for h, _ in map(split_id, ids) if h is not None}


class Trainer:
    """One training run, stepped by the caller (the panel steps it per frame;
    :func:`train` loops). ``losses[k]`` is the loss after k steps (``losses[0]``
    at the start); :meth:`gradients` are ∂L/∂θ at the current weights."""

    def __init__(self, session: Session, objective: Objective, config: TrainConfig = TrainConfig(),
                 backend: Backend | None = None):
        _check_config(config)
        objective = check_objective(objective, session)
        self.config = config
        self.objective = objective
        self.ids = trained_ids(session, objective, config)
        self.start = starting_session(session, objective, config)
        self.loss_fn = LossFunction(self.start, objective, backend or numpy_backend(),
                                    scale=config.scale, temperature=config.temperature)
        self.xp = self.loss_fn.xp
        self.ties = _ties(self.start, _trained_heads(self.ids)) if config.tie else {}
        # A tied W_K is not a parameter of its own: it follows W_Q.
        self.free = tuple(dict.fromkeys(self.ties.get(pid, pid) for pid in self.ids))
        self.params = self.loss_fn.device_parameters()
        self.step_count = 0
        self._moments: dict[str, tuple[Any, Any]] = {}
        loss, self._grads = self.loss_fn.value_and_gradients(self.params)
        if not math.isfinite(loss):
            _refuse_dropped_target(self.loss_fn, self.params, objective)
            raise TrainingError(translate("Trainer", "the loss at the start is not finite"))
        self.losses: list[float] = [loss]

    def _update(self, pid: str, grad: Any) -> Any:
        lr = self.config.lr
        if self.config.optimizer == "sgd":
            return self.params[pid] - lr * grad
        b1, b2 = self.config.betas
        m, v = self._moments.get(pid, (self.xp.zeros_like(grad), self.xp.zeros_like(grad)))
        m = b1 * m + (1 - b1) * grad
        v = b2 * v + (1 - b2) * grad * grad
        self._moments[pid] = (m, v)
        t = self.step_count + 1
        return self.params[pid] - lr * (m / (1 - b1 ** t)) / (self.xp.sqrt(v / (1 - b2 ** t)) + self.config.eps)

    def combined_gradient(self, pid: str) -> Any:
        """∂L/∂θ for a free parameter: with ties, W_Q's gradient plus W_K's (the chain rule for a shared matrix)."""
        grad = self._grads[pid]
        for k_id, q_id in self.ties.items():
            if q_id == pid:
                grad = grad + self._grads[k_id]
        return grad

    def step(self) -> float:
        """One optimizer step; returns the loss after it. TrainingError (the run
        keeps its last finite weights) when the loss or the weights overflow."""
        new = dict(self.params)
        for pid in self.free:
            new[pid] = self._update(pid, self.combined_gradient(pid))
        for k_id, q_id in self.ties.items():
            new[k_id] = new[q_id]
        with np.errstate(all="ignore"):
            loss, grads = self.loss_fn.value_and_gradients(new)
        finite = math.isfinite(loss) and all(self._valid(p, new[p]) for p in self.free)
        if not finite:
            raise TrainingError(translate("Trainer", "step {step}: the loss or the weights are no longer finite; "
                                                     "use a smaller learning rate").format(step=self.step_count + 1))
        self.params, self._grads = new, grads
        self.step_count += 1
        self.losses.append(loss)
        return loss

    def _valid(self, pid: str, value: Any) -> bool:
        # A sink of −∞ takes nothing and has gradient 0, so it stays −∞: allowed, as in a file.
        if pid == "sinks":
            return not bool((self.xp.isnan(value) | (value == self.xp.inf)).any())
        return bool(self.xp.isfinite(value).all())

    def gradients(self) -> dict[str, np.ndarray]:
        """∂L/∂θ at the current weights for every trained parameter id (host
        arrays; a tied W_K shows its own part, W_Q the part through Q)."""
        return {pid: np.asarray(self.loss_fn.backend.to_host(self._grads[pid])) for pid in self.ids}

    def session(self) -> Session:
        """The current weights as a new session (untrained parts shared with the start)."""
        moved = dict.fromkeys(self.ids + tuple(self.ties))  # a tied W_K moves with W_Q even when not named
        return with_parameters(self.start, {pid: self.loss_fn.backend.to_host(self.params[pid]) for pid in moved})


@dataclass(frozen=True, eq=False)
class TrainResult:
    """A finished (or stopped) run: ``losses`` has steps + 1 entries (the start first)."""

    start: Session
    session: Session
    losses: tuple[float, ...]
    trained: tuple[str, ...]
    stopped: bool = False
    gradients: dict[str, np.ndarray] = field(default_factory=dict)

    @property
    def steps(self) -> int:
        return len(self.losses) - 1


def train(session: Session, objective: Objective, config: TrainConfig = TrainConfig(),
          backend: Backend | None = None, *, on_step: Callable[[int, float], bool | None] | None = None) -> TrainResult:
    """Run ``config.steps`` steps. ``on_step(step, loss)`` is called after each;
    returning False stops the run early (Stop keeps what was reached)."""
    trainer = Trainer(session, objective, config, backend)
    stopped = False
    for _ in range(config.steps):
        loss = trainer.step()
        if on_step is not None and on_step(trainer.step_count, loss) is False:
            stopped = trainer.step_count < config.steps
            break
    return TrainResult(trainer.start, trainer.session(), tuple(trainer.losses), trainer.ids, stopped,
                       trainer.gradients())


def run_record(result: TrainResult, config: TrainConfig, target: str) -> dict[str, Any]:
    """A JSON-ready summary of a run, for a session file's ``"training"`` key
    (kept by readers that do not know it): the target's name (or "matrix"),
    the options, the trained ids and the loss after every step."""
    return {"target": target, "optimizer": config.optimizer, "lr": float(config.lr), "steps": result.steps,
            "seed": config.seed, "zeros": bool(config.zeros), "tie": bool(config.tie),
            "trained": list(result.trained), "losses": [float(x) for x in result.losses]}


def _refuse_dropped_target(loss_fn: LossFunction, params: dict[str, Any], objective: Objective) -> None:
    """A weights target on a key top-k drops has ln A = −∞: say which query and key (the kept
    set follows the weights, so it cannot be checked before the first forward)."""
    if objective.weights is None or loss_fn.session.topk is None:
        return
    hidden = loss_fn.forward(params).heads[objective.head].hidden
    if hidden is None:
        return
    dropped = np.argwhere((np.asarray(loss_fn.backend.to_host(hidden))) & (np.asarray(objective.weights) > 0))
    if dropped.size:
        i, j = (int(x) for x in dropped[0])
        raise TargetError("target", translate("Trainer", "query {query}'s target is on key {key}, which top-k drops "
                                                         "(its weight is 0, so ln A is −∞); aim at kept keys or give "
                                                         "an output target").format(query=i + 1, key=j + 1))
