"""The main window's actions and menus, as a table.

Each :class:`ActionSpec` gives an action's text, shortcut and tip; what it
does is a callable the window hands :func:`build_actions` under the action's
name (its commands, declared in one place, never looked up by a method's name
as a string); :data:`MENUS` lists what each menu holds, by action name, with
``"-"`` for a separator and ``"@name"`` for a submenu or group the window
builds itself (recent files, examples, modes, steps, presentation, zoom,
table, negatives, theme, language, precision, decimals).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from explorer.app.document import Refused
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

K = QKeySequence.StandardKey
#: What a choice of a group is named by: a theme's name, a number of decimal places.
Choice = TypeVar("Choice")


@dataclass(frozen=True)
class ActionSpec:
    name: str
    text: str
    #: One key sequence, or a tuple of them (the first is the one menus show).
    shortcut: QKeySequence.StandardKey | str | tuple[str, ...] | None = None
    tip: str = ""

    @property
    def shown_text(self) -> str:
        """:attr:`text` in the chosen language (the table keeps the English)."""
        return shown(self.text)

    @property
    def shown_tip(self) -> str:
        """:attr:`tip` in the chosen language."""
        return shown(self.tip)


def shown(text: str) -> str:
    """A text of this module's tables (a menu's title, an action's text or tip, a mode's
    name), marked ``QT_TRANSLATE_NOOP("Actions", …)``, in the chosen language."""
    return translate("Actions", text)


def shown_choices(choices: Iterable[tuple[Choice, str, str]]) -> tuple[tuple[Choice, str, str], ...]:
    """(name, text, tip) choices of this module's tables (:data:`MODE_NAMES`) with their
    text and tip in the chosen language, for :func:`choice_group`."""
    return tuple((name, shown(text), shown(tip)) for name, text, tip in choices)


ACTIONS = (
    ActionSpec("open", QT_TRANSLATE_NOOP("Actions", "&Open…"), K.Open,
               QT_TRANSLATE_NOOP("Actions", "Open a session file")),
    ActionSpec("save", QT_TRANSLATE_NOOP("Actions", "&Save"), K.Save,
               QT_TRANSLATE_NOOP("Actions", "Save the session")),
    ActionSpec("save_as", QT_TRANSLATE_NOOP("Actions", "Save &As…"), K.SaveAs,
               QT_TRANSLATE_NOOP("Actions", "Save the session to a new file")),
    ActionSpec("save_exercise", QT_TRANSLATE_NOOP("Actions", "Save as Exer&cise…"), None,
               QT_TRANSLATE_NOOP("Actions", "For teachers: the session as an exercise file with a goal, editable "
                                            "cells, checks and hints")),
    ActionSpec("quit", QT_TRANSLATE_NOOP("Actions", "&Quit"), K.Quit,
               QT_TRANSLATE_NOOP("Actions", "Close the window")),
    ActionSpec("generate", QT_TRANSLATE_NOOP("Actions", "New Lon&g Sequence…"), "Ctrl+Shift+N",
               QT_TRANSLATE_NOOP("Actions", "Make a session with many tokens: patterned heads or random numbers")),
    ActionSpec("model", QT_TRANSLATE_NOOP("Actions", "Import from &Model…"), "Ctrl+Shift+M",
               QT_TRANSLATE_NOOP("Actions", "One head of a BERT-family model for a sentence you type")),
    ActionSpec("import", QT_TRANSLATE_NOOP("Actions", "&Import Embeddings…"), "Ctrl+I",
               QT_TRANSLATE_NOOP("Actions", "Replace X by a matrix from a .npy or CSV file")),
    ActionSpec("export", QT_TRANSLATE_NOOP("Actions", "&Export Figure or Matrix…"), "Ctrl+E",
               QT_TRANSLATE_NOOP("Actions", "PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices")),
    ActionSpec("export_explanation", QT_TRANSLATE_NOOP("Actions", "Export E&xplanation…"), "Ctrl+Shift+E",
               QT_TRANSLATE_NOOP("Actions", "The inspector's arithmetic for the selected number as a PNG, SVG or PDF "
                                            "figure")),
    ActionSpec("export_lecture", QT_TRANSLATE_NOOP("Actions", "Export &Lecture…"), "Ctrl+Alt+E",
               QT_TRANSLATE_NOOP("Actions", "The selected head step by step as a PDF or PowerPoint deck, one page per "
                                            "step")),
    ActionSpec("export_animation", QT_TRANSLATE_NOOP("Actions", "Export A&nimation…"), "Ctrl+Alt+A",
               QT_TRANSLATE_NOOP("Actions", "The lecture, a training run, a decode or a sweep as an MP4 video, a GIF "
                                            "or PNG frames")),
    ActionSpec("copy_figure", QT_TRANSLATE_NOOP("Actions", "Copy &Figure"), "Ctrl+Shift+C",
               QT_TRANSLATE_NOOP("Actions", "Copy the shown heatmap as an image, for slides")),
    ActionSpec("copy_latex", QT_TRANSLATE_NOOP("Actions", "Copy as &LaTeX"), "Ctrl+Alt+L",
               QT_TRANSLATE_NOOP("Actions", "Copy the shown matrix as a LaTeX bmatrix")),
    ActionSpec("randomize", QT_TRANSLATE_NOOP("Actions", "Ran&domize"), "Ctrl+R",
               QT_TRANSLATE_NOOP("Actions", "Fill every matrix with seeded random numbers (seed in the Sizes box)")),
    ActionSpec("train", QT_TRANSLATE_NOOP("Actions", "&Train…"), "Ctrl+Shift+T",
               QT_TRANSLATE_NOOP("Actions", "Gradient descent on W_Q and W_K (and W_V) toward a target attention, "
                                            "live, one undo step")),
    ActionSpec("exercises", QT_TRANSLATE_NOOP("Actions", "E&xercises…"), "Ctrl+Shift+X",
               QT_TRANSLATE_NOOP("Actions", "The course: exercises that check themselves as you edit, with hints and "
                                            "worked solutions")),
    ActionSpec("why_sqrt_dk", QT_TRANSLATE_NOOP("Actions", "&Why √d_k?"), None,
               QT_TRANSLATE_NOOP("Actions", "The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the "
                                            "softmax it gives")),
    ActionSpec("decode", QT_TRANSLATE_NOOP("Actions", "&Decode Next Token…"), None,
               QT_TRANSLATE_NOOP("Actions", "Append a token as a decoder with a KV cache does: what is reused, what "
                                            "one step costs")),
    ActionSpec("online_softmax", QT_TRANSLATE_NOOP("Actions", "&Online Softmax…"), None,
               QT_TRANSLATE_NOOP("Actions", "Flash attention's softmax over key tiles: running max, running sum, "
                                            "rescaled accumulator")),
    ActionSpec("shortcuts", QT_TRANSLATE_NOOP("Actions", "&Keyboard Shortcuts"), ("F1", "Ctrl+/"),
               QT_TRANSLATE_NOOP("Actions", "Every action that has keys, grouped by menu, searchable")),
    ActionSpec("model_view", QT_TRANSLATE_NOOP("Actions", "&Model View…"), "Ctrl+Alt+M",
               QT_TRANSLATE_NOOP("Actions", "Every layer × head of a BERT-family model for a sentence, and attention "
                                            "rollout; click a head to open it")),
    ActionSpec("about", QT_TRANSLATE_NOOP("Actions", "&About Attention Explorer"), None,
               QT_TRANSLATE_NOOP("Actions", "Versions of the app, Qt, NumPy and the backend in use")),
)

#: Mode → the three modes: (session mode, menu text, tip).
MODE_NAMES = (("self", QT_TRANSLATE_NOOP("Actions", "Self-attention"),
               QT_TRANSLATE_NOOP("Actions", "Encoder: every token attends to every token")),
              ("causal", QT_TRANSLATE_NOOP("Actions", "Masked (causal)"),
               QT_TRANSLATE_NOOP("Actions", "Decoder: each token attends only to itself and tokens on its left")),
              ("cross", QT_TRANSLATE_NOOP("Actions", "Cross-attention"),
               QT_TRANSLATE_NOOP("Actions", "Queries from the decoder tokens; keys and values from the source")))

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("Actions", "&File"),
     ("open", "@recent", "@examples", "generate", "import", "model", "-", "save", "save_as", "save_exercise", "-",
      "export", "export_explanation", "export_lecture", "export_animation", "-", "quit")),
    (QT_TRANSLATE_NOOP("Actions", "&Edit"), ("undo", "redo", "-", "copy_figure", "copy_latex", "-", "randomize")),
    (QT_TRANSLATE_NOOP("Actions", "&Mode"), ("@modes",)),
    (QT_TRANSLATE_NOOP("Actions", "&Steps"),
     ("@steps", "-", "why_sqrt_dk", "-", "train", "exercises", "-", "decode", "online_softmax")),
    (QT_TRANSLATE_NOOP("Actions", "&View"),
     ("@presentation", "-", "@docks", "-", "model_view", "-", "@table", "@negatives", "-", "@zoom", "-", "@theme", "@language",
      "@precision", "@decimals")),
    (QT_TRANSLATE_NOOP("Actions", "&Help"), ("shortcuts", "-", "about")),
)


def decimal_choices() -> tuple[tuple[int, str, str], ...]:
    """View → Decimals: (places, menu text, tip) for 1 to 6 places, the tips in the chosen language."""
    return tuple((d, f"&{d}   ({0.123456789:.{d}f})",
                  translate("Actions", "Print values with 1 decimal in cells, cards and figures "
                                       "(the inspector keeps every digit)") if d == 1 else
                  translate("Actions", "Print values with {places} decimals in cells, cards and figures "
                                       "(the inspector keeps every digit)").format(places=d))
                 for d in range(1, 7))


#: View → Show as Table (checkable, made by the view choices): the Heatmap tab's numbers as a table.
#: Ctrl+T, not Ctrl+Alt+T: GNOME and Ubuntu take Ctrl+Alt+T for a terminal before the app sees it.
TABLE_ACTION = ActionSpec("heatmap_table", QT_TRANSLATE_NOOP("Actions", "Show as &Table"), "Ctrl+T",
                          QT_TRANSLATE_NOOP("Actions", "The heatmap's numbers as a table with token headers, read "
                                                       "cell by cell with the arrow keys (and by a screen reader)"))
NEGATIVES_ACTION = ActionSpec("mark_negatives", QT_TRANSLATE_NOOP("Actions", "Mark &Negative Cells"), None,
                              QT_TRANSLATE_NOOP("Actions", "A notch in the corner of every cell below 0, on screen "
                                                           "and in figures: the sign without reading the colour"))
TOOLBAR = ("open", "save", "-", "undo", "redo", "-", "@modes", "-", "randomize")


def make_action(window: QMainWindow, text: str, slot, shortcut=None, tip: str = "") -> QAction:
    """A QAction owned by ``window`` with its shortcut shown in the tooltip (``text`` and
    ``tip`` as they are shown: the caller translates them)."""
    action = QAction(text, window)
    if isinstance(shortcut, tuple):
        action.setShortcuts([QKeySequence(k) for k in shortcut])
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(translate("Actions", "{tip} ({keys})").format(tip=tip, keys=keys)
                          if shortcut is not None else tip)
    action.triggered.connect(slot)
    return action


def build_actions(window: QMainWindow, commands: Mapping[str, Callable[[], object]]) -> dict[str, QAction]:
    """Every action of :data:`ACTIONS`, triggering ``commands[name]``, also set as
    ``window.<name>_action``. The commands and the table must name the same
    actions (ValueError otherwise: a menu item that does nothing, or a command no menu offers)."""
    if set(commands) != {spec.name for spec in ACTIONS}:
        raise ValueError(f"commands and actions differ: {sorted(set(commands) ^ {s.name for s in ACTIONS})}")
    actions = {}
    for spec in ACTIONS:
        slot = _refusals_said(window, commands[spec.name])
        action = make_action(window, spec.shown_text, lambda _checked=False, slot=slot: slot(), spec.shortcut,
                             spec.shown_tip)
        setattr(window, f"{spec.name}_action", action)
        actions[spec.name] = action
    return actions


def _refusals_said(window: QMainWindow, slot: Callable[[], object]) -> Callable[[], None]:
    """``slot``, with an edit a rule of the document refused (Randomize in an exercise, whose
    cells are locked) said in the window's one way (``window.refuse``), never raised into Qt."""
    def run() -> None:
        try:
            slot()
        except Refused as err:
            refuse = getattr(window, "refuse", None)
            if refuse is None:
                raise
            refuse(str(err))
    return run


def choice_group(window: QMainWindow, choices: Iterable[tuple[Choice, str, str]], slot: Callable[[Choice], object],
                 shortcut: Callable[[int], str] | None = None) -> tuple[QActionGroup, dict[Choice, QAction]]:
    """Checkable, exclusive actions, one per (name, text, tip) (text and tip as shown: translated by
    the caller); ``shortcut(k)`` gives the k-th's keys."""
    group = QActionGroup(window)
    actions: dict[Choice, QAction] = {}
    for k, (name, text, tip) in enumerate(choices):
        action = make_action(window, text, lambda _c=False, name=name: slot(name),
                             shortcut(k) if shortcut else None, tip)
        action.setCheckable(True)
        group.addAction(action)
        actions[name] = action
    return group, actions


def fill(container: QMenu, items: tuple[str, ...], actions: dict[str, QAction], special) -> None:
    """Add ``items`` to a menu or toolbar: action names, ``"-"``, or ``"@name"`` for ``special(name, container)``."""
    for item in items:
        if item == "-":
            container.addSeparator()
        elif item.startswith("@"):
            special(item[1:], container)
        else:
            container.addAction(actions[item])
