"""The main window's actions and menus, as a table.

Each :class:`ActionSpec` gives an action's text, shortcut and tip; what it
does is a callable the window hands :func:`build_actions` under the action's
name (its commands, declared in one place, never looked up by a method's name
as a string); :data:`MENUS` lists what each menu holds, by action name, with
``"-"`` for a separator and ``"@name"`` for a submenu or group the window
builds itself (recent files, examples, modes, steps, presentation, zoom,
table, theme, precision, decimals).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from explorer.app.document import Refused

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


ACTIONS = (
    ActionSpec("open", "&Open…", K.Open, "Open a session file"),
    ActionSpec("save", "&Save", K.Save, "Save the session"),
    ActionSpec("save_as", "Save &As…", K.SaveAs, "Save the session to a new file"),
    ActionSpec("save_exercise", "Save as Exer&cise…", None,
               "For teachers: the session as an exercise file with a goal, editable cells, checks and hints"),
    ActionSpec("quit", "&Quit", K.Quit, "Close the window"),
    ActionSpec("generate", "New &Long Sequence…", "Ctrl+Shift+N",
               "Make a session with many tokens: patterned heads or random numbers"),
    ActionSpec("model", "Import from &Model…", "Ctrl+Shift+M",
               "One head of a BERT-family model for a sentence you type"),
    ActionSpec("import", "&Import Embeddings…", "Ctrl+I",
               "Replace X by a matrix from a .npy or CSV file"),
    ActionSpec("export", "&Export Figure or Matrix…", "Ctrl+E",
               "PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices"),
    ActionSpec("export_explanation", "Export E&xplanation…", "Ctrl+Shift+E",
               "The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure"),
    ActionSpec("export_lecture", "Export &Lecture…", "Ctrl+Alt+E",
               "The selected head step by step as a PDF or PowerPoint deck, one page per step"),
    ActionSpec("export_animation", "Export A&nimation…", "Ctrl+Alt+A",
               "The lecture, a training run, a decode or a sweep as an MP4 video, a GIF or PNG frames"),
    ActionSpec("copy_figure", "Copy &Figure", "Ctrl+Shift+C",
               "Copy the shown heatmap as an image, for slides"),
    ActionSpec("copy_latex", "Copy as &LaTeX", "Ctrl+Alt+L", "Copy the shown matrix as a LaTeX bmatrix"),
    ActionSpec("randomize", "&Randomize", "Ctrl+R",
               "Fill every matrix with seeded random numbers (seed in the Sizes box)"),
    ActionSpec("train", "&Train…", "Ctrl+Shift+T",
               "Gradient descent on W_Q and W_K (and W_V) toward a target attention, live, one undo step"),
    ActionSpec("exercises", "E&xercises…", "Ctrl+Shift+X",
               "The course: exercises that check themselves as you edit, with hints and worked solutions"),
    ActionSpec("why_sqrt_dk", "&Why √d_k?", None,
               "The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives"),
    ActionSpec("decode", "&Decode Next Token…", None,
               "Append a token as a decoder with a KV cache does: what is reused, what one step costs"),
    ActionSpec("online_softmax", "&Online Softmax…", None,
               "Flash attention's softmax over key tiles: running max, running sum, rescaled accumulator"),
    ActionSpec("shortcuts", "&Keyboard Shortcuts", ("F1", "Ctrl+/"),
               "Every action that has keys, grouped by menu, searchable"),
    ActionSpec("model_view", "&Model View…", "Ctrl+Alt+M",
               "Every layer × head of a BERT-family model for a sentence, and attention rollout; click a head to open it"),
    ActionSpec("about", "&About Attention Explorer", None,
               "Versions of the app, Qt, NumPy and the backend in use"),
)

#: Mode → the three modes: (session mode, menu text, tip).
MODE_NAMES = (("self", "Self-attention", "Encoder: every token attends to every token"),
              ("causal", "Masked (causal)", "Decoder: each token attends only to itself and tokens on its left"),
              ("cross", "Cross-attention", "Queries from the decoder tokens; keys and values from the source"))

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("&File", ("open", "@recent", "@examples", "generate", "import", "model", "-", "save", "save_as",
               "save_exercise", "-",
               "export", "export_explanation", "export_lecture", "export_animation", "-", "quit")),
    ("&Edit", ("undo", "redo", "-", "copy_figure", "copy_latex", "-", "randomize")),
    ("&Mode", ("@modes",)),
    ("&Steps", ("@steps", "-", "why_sqrt_dk", "-", "train", "exercises", "-", "decode", "online_softmax")),
    ("&View", ("@presentation", "-", "@docks", "-", "model_view", "-", "@table", "-", "@zoom", "-", "@theme",
               "@precision", "@decimals")),
    ("&Help", ("shortcuts", "-", "about")),
)
#: View → Decimals: (places, menu text, tip) for 1 to 6 places.
DECIMAL_CHOICES = tuple((d, f"&{d}   ({0.123456789:.{d}f})", f"Print values with {d} decimal{'s' if d > 1 else ''} "
                         "in cells, cards and figures (the inspector keeps every digit)") for d in range(1, 7))
#: View → Show as Table (checkable, made by the view choices): the Heatmap tab's numbers as a table.
#: Ctrl+T, not Ctrl+Alt+T: GNOME and Ubuntu take Ctrl+Alt+T for a terminal before the app sees it.
TABLE_ACTION = ActionSpec("heatmap_table", "Show as &Table", "Ctrl+T",
                          "The heatmap's numbers as a table with token headers, read cell by cell with the "
                          "arrow keys (and by a screen reader)")
TOOLBAR = ("open", "save", "-", "undo", "redo", "-", "@modes", "-", "randomize")


def make_action(window: QMainWindow, text: str, slot, shortcut=None, tip: str = "") -> QAction:
    """A QAction owned by ``window`` with its shortcut shown in the tooltip."""
    action = QAction(text, window)
    if isinstance(shortcut, tuple):
        action.setShortcuts([QKeySequence(k) for k in shortcut])
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
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
        action = make_action(window, spec.text, lambda _checked=False, slot=slot: slot(), spec.shortcut, spec.tip)
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
    """Checkable, exclusive actions, one per (name, text, tip); ``shortcut(k)`` gives the k-th's keys."""
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
