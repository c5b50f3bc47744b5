"""The main window's actions and menus, as a table.

Each :class:`ActionSpec` names the window method it triggers, its shortcut
and its tip; :data:`MENUS` lists what each menu holds, by action name, with
``"-"`` for a separator and ``"@name"`` for a submenu or group the window
builds itself (recent files, examples, modes, steps, presentation, zoom,
theme, precision, decimals).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

K = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    name: str
    text: str
    slot: str
    #: One key sequence, or a tuple of them (the first is the one menus show).
    shortcut: QKeySequence.StandardKey | str | tuple[str, ...] | None = None
    tip: str = ""


ACTIONS = (
    ActionSpec("open", "&Open…", "open_dialog", K.Open, "Open a session file"),
    ActionSpec("save", "&Save", "save", K.Save, "Save the session"),
    ActionSpec("save_as", "Save &As…", "save_as", K.SaveAs, "Save the session to a new file"),
    ActionSpec("quit", "&Quit", "close", K.Quit, "Close the window"),
    ActionSpec("generate", "New &Long Sequence…", "generate_dialog", "Ctrl+Shift+N",
               "Make a session with many tokens: patterned heads or random numbers"),
    ActionSpec("model", "Import from &Model…", "model_import_dialog", "Ctrl+Shift+M",
               "One head of a BERT-family model for a sentence you type"),
    ActionSpec("import", "&Import Embeddings…", "import_embeddings_dialog", "Ctrl+I",
               "Replace X by a matrix from a .npy or CSV file"),
    ActionSpec("export", "&Export Figure or Matrix…", "export_dialog", "Ctrl+E",
               "PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices"),
    ActionSpec("export_explanation", "Export E&xplanation…", "export_explanation_dialog", "Ctrl+Shift+E",
               "The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure"),
    ActionSpec("export_lecture", "Export &Lecture…", "export_lecture_dialog", "Ctrl+Alt+E",
               "The selected head step by step as a PDF or PowerPoint deck, one page per step"),
    ActionSpec("copy_figure", "Copy &Figure", "copy_figure", "Ctrl+Shift+C",
               "Copy the shown heatmap as an image, for slides"),
    ActionSpec("copy_latex", "Copy as &LaTeX", "copy_latex", "Ctrl+Alt+L", "Copy the shown matrix as a LaTeX bmatrix"),
    ActionSpec("randomize", "&Randomize", "randomize", "Ctrl+R",
               "Fill every matrix with seeded random numbers (seed in the Sizes box)"),
    ActionSpec("train", "&Train…", "show_train", "Ctrl+Shift+T",
               "Gradient descent on W_Q and W_K (and W_V) toward a target attention, live, one undo step"),
    ActionSpec("why_sqrt_dk", "&Why √d_k?", "why_sqrt_dk_dialog", None,
               "The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and the softmax it gives"),
    ActionSpec("decode", "&Decode Next Token…", "decode_dialog", None,
               "Append a token as a decoder with a KV cache does: what is reused, what one step costs"),
    ActionSpec("online_softmax", "&Online Softmax…", "online_softmax_dialog", None,
               "Flash attention's softmax over key tiles: running max, running sum, rescaled accumulator"),
    ActionSpec("shortcuts", "&Keyboard Shortcuts", "shortcuts_dialog", ("F1", "Ctrl+/"),
               "Every action that has keys, grouped by menu, searchable"),
    ActionSpec("model_view", "&Model View…", "show_model_view", "Ctrl+Alt+M",
               "Every layer × head of a BERT-family model for a sentence, and attention rollout; click a head to open it"),
    ActionSpec("about", "&About Attention Explorer", "about", None,
               "Versions of the app, Qt, NumPy and the backend in use"),
)

MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("&File", ("open", "@recent", "@examples", "generate", "import", "model", "-", "save", "save_as", "-",
               "export", "export_explanation", "export_lecture", "-", "quit")),
    ("&Edit", ("undo", "redo", "-", "copy_figure", "copy_latex", "-", "randomize")),
    ("&Mode", ("@modes",)),
    ("&Steps", ("@steps", "-", "why_sqrt_dk", "-", "train", "-", "decode", "online_softmax")),
    ("&View", ("@presentation", "-", "@docks", "-", "model_view", "-", "@zoom", "-", "@theme", "@precision",
               "@decimals")),
    ("&Help", ("shortcuts", "-", "about")),
)
#: View → Decimals: (places, menu text, tip) for 1 to 6 places.
DECIMAL_CHOICES = tuple((d, f"&{d}   ({0.123456789:.{d}f})", f"Print values with {d} decimal{'s' if d > 1 else ''} "
                         "in cells, cards and figures (the inspector keeps every digit)") for d in range(1, 7))
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


def build_actions(window: QMainWindow) -> dict[str, QAction]:
    """Every action of :data:`ACTIONS`, also set as ``window.<name>_action``."""
    actions = {}
    for spec in ACTIONS:
        slot = getattr(window, spec.slot)
        action = make_action(window, spec.text, lambda _checked=False, slot=slot: slot(), spec.shortcut, spec.tip)
        setattr(window, f"{spec.name}_action", action)
        actions[spec.name] = action
    return actions


def choice_group(window: QMainWindow, choices, slot, shortcut=None) -> tuple[QActionGroup, dict[str, QAction]]:
    """Checkable, exclusive actions, one per (name, text, tip); ``shortcut(k)`` gives the k-th's keys."""
    group = QActionGroup(window)
    actions: dict[str, QAction] = {}
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
