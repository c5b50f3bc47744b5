"""A training run as an animation: the loss curve growing and the weights moving as W_Q, W_K learn.

The run is the Train panel's and ``train``'s own :class:`~explorer.core.training.trainer.Trainer`
(the one forward, exact gradients). It is run twice: once for the losses alone,
so that every frame shares the chart's axes (the curve grows into a fixed
frame instead of rescaling), then again, deterministically, drawing a frame
every ``every`` steps. Only the current weights are kept, never the frames.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

from explorer.core.attention.step_keys import step_id_of
from explorer.core.backend import Backend
from explorer.core.session import Session
from explorer.core.training.gradients import Objective
from explorer.core.training.trainer import TrainConfig, Trainer
from explorer.core.wording import translate
from explorer.export.animation.scenes import Animation, Shot, hold_frames
from explorer.export.options import FigureOptions
from explorer.export.render import ensure_gui
from explorer.export.theme import theme
from explorer.export.training_figure import TrainingFigure


def training_animation(session: Session, objective: Objective, config: TrainConfig, *,
                       target_name: str = "", options: FigureOptions | None = None, fps: int = 30,
                       every: int = 1, hold: float = 2.0, backend: Backend | None = None,
                       check: Callable[[], None] | None = None) -> Animation:
    """The run of ``config.steps`` steps toward ``objective``: the start held ``hold`` seconds,
    a frame every ``every`` steps, the end held ``hold`` seconds. TrainingError when the loss
    overflows (before any frame is made); TargetError for a target that does not fit.
    ``check()`` is called between the steps of the planning run and may raise to stop it."""
    if not isinstance(every, int) or every < 1:
        raise ValueError("every: " + translate("Training", "a frame every 1 or more steps"))  # the option's name kept
    ensure_gui()  # figures measure their text when made
    options = options or FigureOptions()
    first = Trainer(session, objective, config, backend)
    for _ in range(config.steps):
        if check is not None:
            check()
        first.step()
    losses = first.losses
    finite = [v for v in losses if math.isfinite(v)]
    low, high = min(min(finite), 0.0), max(finite)
    loss_range = (low, high if high > low else low + 1.0)
    head = objective.head if objective.head is not None else 0
    marks = list(range(every, config.steps, every)) + ([config.steps] if config.steps else [])
    held = hold_frames(hold, fps)

    trained = tuple(dict.fromkeys(step_id_of(pid) for pid in first.ids))  # "w_q", as the Train panel names it

    def figure(trainer: Trainer) -> TrainingFigure:
        return TrainingFigure(trainer.start, trainer.session(), trainer.losses, head, target_name, options,
                              trained=trained, optimizer=config.optimizer, span=config.steps,
                              loss_range=loss_range)

    def shots() -> Iterator[Shot]:
        trainer = Trainer(session, objective, config, backend)
        yield Shot(figure(trainer), held,
                   caption=translate("Training", "step {step} of {total}").format(step=0, total=config.steps))
        for mark in marks:
            while trainer.step_count < mark:
                trainer.step()
            last = mark == config.steps
            yield Shot(figure(trainer), held if last else 1,
                       caption=translate("Training", "step {step} of {total}").format(step=mark, total=config.steps))

    ends = (figure(first),)  # the widest figure is the last one (its numbers are the longest)
    start = TrainingFigure(first.start, first.start, losses[:1], head, target_name, options, trained=trained,
                           optimizer=config.optimizer, span=config.steps, loss_range=loss_range)
    extent = (max(f.width for f in (*ends, start)), max(f.height for f in (*ends, start)))
    count = held + max(len(marks) - 1, 0) + (held if marks else 0)
    title = (translate("Training", "Training the attention weights toward “{target}”").format(target=target_name)
             if target_name else translate("Training", "Training the attention weights"))
    return Animation("training", title, fps, count, extent, theme(options.theme).background, shots)
