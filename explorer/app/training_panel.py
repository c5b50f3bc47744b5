"""The Train panel's choices as plain data: targets, what trains, what the status line says.

The panel only forwards its controls here and draws what comes back, so the
rules (which target a choice means, which matrices train by default, how far
the weights are from the target) are tested without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.training.gradients import Objective
from explorer.core.session import Session
from explorer.core.training.trainer import LATENT_INSTEAD, TrainConfig
from explorer.core.training.targets import TargetError, keys_target, named_target_for
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: (name, menu text, what it teaches), in the panel's order. The texts of this table and of
#: STARTS are English, translated where shown: translate("TrainingPanel", text).
TARGETS = (
    ("previous", QT_TRANSLATE_NOOP("TrainingPanel", "Previous token"),
     QT_TRANSLATE_NOOP("TrainingPanel", "query i attends to key i − 1 (the first query to itself)")),
    ("itself", QT_TRANSLATE_NOOP("TrainingPanel", "Itself"),
     QT_TRANSLATE_NOOP("TrainingPanel", "every query attends to its own key")),
    ("first", QT_TRANSLATE_NOOP("TrainingPanel", "First token"),
     QT_TRANSLATE_NOOP("TrainingPanel", "every query attends to the first key")),
    ("keys", QT_TRANSLATE_NOOP("TrainingPanel", "A key per query (click the target)"),
     QT_TRANSLATE_NOOP("TrainingPanel", "click a cell of the target to choose that query's key")),
    ("pasted", QT_TRANSLATE_NOOP("TrainingPanel", "Pasted weights"),
     QT_TRANSLATE_NOOP("TrainingPanel", "a matrix from the clipboard: rows that sum to 1 (a row of zeros: no target)")),
    ("output", QT_TRANSLATE_NOOP("TrainingPanel", "Pasted output Z*"),
     QT_TRANSLATE_NOOP("TrainingPanel", "train toward an output Z (n × d_v) from the clipboard; W_V (W_UV) trains "
                                        "too")),
)
TARGET_NAMES = tuple(t[0] for t in TARGETS)
STARTS = (("current", QT_TRANSLATE_NOOP("TrainingPanel", "the current weights")),
          ("random", QT_TRANSLATE_NOOP("TrainingPanel", "random weights (seed)")),
          ("zeros", QT_TRANSLATE_NOOP("TrainingPanel", "zeros")))


@dataclass(frozen=True)
class TrainChoices:
    """What the panel's controls say (plain values)."""

    target: str = "previous"
    head: int = 0
    #: The key each query should attend to for the "keys" target (None: no target for that row).
    keys: tuple[int | None, ...] = ()
    #: The pasted matrix for "pasted" / "output".
    pasted: np.ndarray | None = None
    train: tuple[str, ...] = ("w_q", "w_k")
    optimizer: str = "sgd"
    lr: float = 0.3
    steps: int = 300
    start: str = "current"
    seed: int = 0
    tie: bool = False


def default_trained(target: str, session: Session | None = None) -> tuple[str, ...]:
    """What trains unless the person says otherwise, the trainer's own default: W_Q and W_K
    for a weights target, W_V too for an output target (only it reaches Z through V); in a
    latent ``session`` W_UK and W_UV in their place (its K and V are c·W_UK, c·W_UV)."""
    names = ("w_q", "w_k", "w_v") if target == "output" else ("w_q", "w_k")
    if session is not None and session.latent is not None:
        names = tuple(LATENT_INSTEAD.get(name, name) for name in names)
    return names


def target_matrix(choices: TrainChoices, session: Session) -> np.ndarray | None:
    """The weights target T (n × m) the choices mean, or None for an output target.
    TargetError (field ``target``) when a pasted target is missing."""
    n, m = session.n, session.m
    if choices.target in ("previous", "itself", "first"):
        return named_target_for(choices.target, session)
    if choices.target == "keys":
        keys = tuple(choices.keys[:n]) + (None,) * max(0, n - len(choices.keys))
        return keys_target(keys, m)
    if choices.target == "pasted":
        if choices.pasted is None:
            raise TargetError("target", translate("TrainingPanel", "paste a target matrix first (Paste target)"))
        return np.asarray(choices.pasted, dtype=np.float64)
    if choices.target == "output":
        return None
    raise TargetError("target", f"unknown target {choices.target!r}")


def objective_for(choices: TrainChoices, session: Session) -> Objective:
    """The training objective of the choices (checked by the Trainer against the session)."""
    if choices.target == "output":
        if choices.pasted is None:
            raise TargetError("output_target", translate("TrainingPanel", "paste a target output Z* first (Paste "
                                                                          "target)"))
        return Objective(output=np.asarray(choices.pasted, dtype=np.float64), head=choices.head)
    return Objective(weights=target_matrix(choices, session), head=choices.head)


def config_for(choices: TrainChoices, scale: bool = True, temperature: float = 1.0) -> TrainConfig:
    """The core's configuration: the chosen head only, the chosen start, and the
    What if… state on screen (``scale``, ``temperature``): the run trains the
    attention the window shows."""
    return TrainConfig(train=tuple(choices.train), heads=(choices.head,), optimizer=choices.optimizer,
                       lr=float(choices.lr), steps=int(choices.steps),
                       seed=choices.seed if choices.start == "random" else None,
                       zeros=choices.start == "zeros", tie=choices.tie, scale=scale, temperature=temperature)


def status_text(step: int, steps: int, loss: float, reached: float | None = None) -> str:
    """The panel's one line: where the run stands."""
    if reached is not None and np.isfinite(reached):
        return translate("TrainingPanel", "Step {step} of {steps} · loss {loss:.4g} · {reached:.0%} of the weight on "
                                          "the target").format(step=step, steps=steps, loss=loss, reached=reached)
    return translate("TrainingPanel", "Step {step} of {steps} · loss {loss:.4g}").format(step=step, steps=steps,
                                                                                        loss=loss)


def symmetric(scores: np.ndarray, tolerance: float = 1e-9) -> bool:
    """Whether a square score matrix is symmetric (what tying W_K to W_Q keeps)."""
    return scores.shape[0] == scores.shape[1] and bool(
        np.allclose(scores, scores.T, rtol=0, atol=tolerance * max(1.0, float(np.abs(scores).max(initial=0)))))
