"""Stepping the Step by step tab through a lecture: Previous, Next, Play, Reset.

A mixin of :class:`~explorer.ui.steps.steps_tab.PipelinePanel` (which provides
``_view``, ``_frame``, ``_screen``, ``timer``, ``order``, ``refresh`` and the
``advanced`` signal). Every move changes the view state's lecture position;
the panel draws what :func:`explorer.app.lecture.resolve` says of it.
"""

from __future__ import annotations

from explorer.app import lecture


class LectureStepping:
    """The lecture position and its moves."""

    def _ensure_built(self) -> None:
        # Stepping from the Steps menu while the panel is still hidden needs
        # the order of the cards: build them now.
        self._screen.show_now(self)
        if not self.order:
            self.refresh()

    @property
    def position(self) -> int:
        """The current step's index in :attr:`order`."""
        return self._view.position

    @property
    def current_key(self) -> str | None:
        """The step being taught, or None when every step is shown."""
        return lecture.resolve(self._frame).current

    def next(self) -> None:  # noqa: A003 - a lecture's "next"
        self._step_to(self.position + 1)

    def previous(self) -> None:
        self._step_to(self.position - 1)

    def reset(self) -> None:
        self.stop()
        self._step_to(0)

    def stop(self) -> None:
        self.timer.stop()
        self._view.update(playing=False)

    def play(self) -> None:
        """Reveal one step every ``PLAY_INTERVAL_MS`` (the panel's timer; from the start when at the end)."""
        self._ensure_built()
        if self._view.show_all or self.position >= len(self.order) - 1:
            self._step_to(0)
        self.timer.start()
        self._view.update(playing=True)

    def _on_play(self, checked: bool) -> None:
        self.play() if checked else self.stop()

    def _on_tick(self) -> None:
        if self.position >= len(self.order) - 1:
            self.stop()
            return
        self.next()
        self.advanced.emit(self.position)
        if self.position >= len(self.order) - 1:
            self.stop()

    def _step_to(self, position: int) -> None:
        self._ensure_built()
        # Stepping is lecture mode: leave "all steps" so that the reveal is seen.
        self._view.update(show_all=False, lecture=min(max(position, 0), len(self.order) - 1))
