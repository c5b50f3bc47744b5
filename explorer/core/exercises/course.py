"""The shipped course: the exercise files in ``resources/exercises``, in file-name order.

Found as the presets are (:mod:`explorer.core.io.resources`): inside the installed
package, or the checkout's ``resources/`` folder. File names start with their place
in the course (``01-…``), which follows the reference text's order.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources.abc import Traversable

from explorer.core.backend import Backend
from explorer.core.exercises.format import Exercise, exercise_from_text
from explorer.core.io.resources import resource
from explorer.core.session import SessionError



@dataclass(frozen=True)
class CourseEntry:
    """One shipped exercise: ``name`` (the file's stem, ``"01-thinking-attends-to-itself"``),
    its ``title`` and the ``file`` it is read from."""

    name: str
    title: str
    file: Traversable

    def load(self, backend: Backend | None = None) -> Exercise:
        return exercise_from_text(self.file.read_text(encoding="utf-8"), backend)


def course(backend: Backend | None = None) -> list[CourseEntry]:
    """Every shipped exercise, in course order (each read and checked)."""
    out = []
    for node in sorted(resource("exercises").iterdir(), key=lambda n: n.name):
        if node.name.endswith(".json"):
            try:
                exercise = exercise_from_text(node.read_text(encoding="utf-8"), backend)
            except SessionError as err:  # name the file: the course is many
                raise SessionError(node.name, str(err)) from None
            out.append(CourseEntry(node.name[: -len(".json")], exercise.title, node))
    return out


def course_exercise(name: str, backend: Backend | None = None) -> Exercise:
    """The shipped exercise ``name`` (file stem); KeyError if there is none."""
    node = resource("exercises", f"{name}.json")
    if not node.is_file():
        raise KeyError(name)
    return exercise_from_text(node.read_text(encoding="utf-8"), backend)
