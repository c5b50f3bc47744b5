"""``explorer.head_view`` and ``explorer.model_view``: BertViz's calls, answered by native windows.

They take what BertViz takes: ``attention``, per layer, from transformers'
``output_attentions=True`` (a tuple of batch × heads × n × n tensors, batch 1),
a list of heads × n × n arrays, or TransformerLens's ``cache["pattern", layer]``
(batch × heads × n × n; one such array alone is one layer), as NumPy, CuPy or
torch; and the n ``tokens``. ``head_view`` opens the Lines view of a layer,
``model_view`` the Model view's grid of every layer × head (and its rollout);
clicking a thumbnail opens that head's lines. Layers and heads in BertViz's
arguments (``layer``, ``heads``, ``include_layers``, ``include_heads``) count
from 0, as BertViz counts them; the screen counts from 1. There is nothing
upstream of weights, and the windows say so. Needs Qt's event loop as
:func:`explorer.show` does.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.app.given_weights import DEFAULT_NAME, GivenWeights, nothing_upstream
from explorer.core.io.budget import check_bytes
from explorer.core.io.from_arrays import as_array
from explorer.core.session_error import ArgumentError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.ui.lines.weights_window import WeightsLinesWindow
    from explorer.ui.model_view.model_view import ModelViewDialog

#: The windows open now, held so that Python does not collect them while they are shown.
_OPEN: list[Any] = []
#: How far a weight may stray outside [0, 1] by rounding (float16 and float32 softmaxes do).
_SLACK = 1e-3


def _layer(value: Any, name: str) -> np.ndarray:
    """heads × n × m of one layer: batch × heads × n × m with batch 1, or heads × n × m."""
    array = as_array(value, name)
    if array.ndim == 4:
        if array.shape[0] != 1:
            raise ArgumentError(name, translate("Weights", "a batch of {count} sequences: pass one, e.g. [a[i:i+1] "
                                                           "for a in attention]").format(count=array.shape[0]))
        array = array[0]
    if array.ndim != 3:
        raise ArgumentError(name, translate("Weights", "expected heads × n × n (or batch × heads × n × n) "
                                                       "weights, got {count} dimension(s) ({shape})")
                            .format(count=array.ndim, shape=" × ".join(map(str, array.shape))))
    return array


def given_weights(attention: Any, tokens: Sequence[str], prettify_tokens: bool = True,
                  include_layers: Sequence[int] | None = None, name: str = DEFAULT_NAME) -> GivenWeights:
    """``attention`` in any of the layouts above as layers × heads × n × n weights with their tokens.
    ArgumentError naming ``attention`` (with the layer and index) or ``tokens`` for what does not fit."""
    if isinstance(attention, (tuple, list)):
        if not attention:
            raise ArgumentError("attention", translate("Weights", "no layers: expected one array per layer"))
        layers = [_layer(a, f"attention[{i}]") for i, a in enumerate(attention)]
    else:
        array = as_array(attention, "attention")
        # A stack of layers (torch.stack(outputs.attentions)) or one layer alone.
        layers = ([_layer(a, f"attention[{i}]") for i, a in enumerate(array)] if array.ndim == 5
                  else [_layer(array, "attention")])
    first = layers[0].shape
    for i, layer in enumerate(layers):
        if layer.shape != first:
            raise ArgumentError(f"attention[{i}]", translate("Weights", "expected {shape} as layer 0 has, got {got}")
                                .format(shape=" × ".join(map(str, first)), got=" × ".join(map(str, layer.shape))))
    check_bytes(translate("Weights", "the attention weights ({layers} layers × {shape})")
                .format(layers=len(layers), shape=" × ".join(map(str, first))),
                12 * len(layers) * int(np.prod(first)))  # the float64 stack, then the float32 copy kept
    weights = np.stack(layers)
    if weights.shape[-1] != weights.shape[-2]:
        raise ArgumentError("attention", translate("Weights", "expected n × n weights (a token attends to the same "
                                                              "tokens), got {rows} × {columns}")
                            .format(rows=weights.shape[-2], columns=weights.shape[-1]))
    bad = np.argwhere(~np.isfinite(weights) | (weights < -_SLACK) | (weights > 1 + _SLACK))
    if bad.size:
        layer, *rest = (int(i) for i in bad[0])
        raise ArgumentError(f"attention[{layer}]", translate("Weights", "{value} at {index} is not a weight "
                                                                        "(a finite number from 0 to 1)")
                            .format(value=weights[tuple(bad[0])], index=tuple(rest)))
    labels = _tokens(tokens, weights.shape[-1], prettify_tokens)
    if include_layers is not None:
        weights = weights[_indices(include_layers, weights.shape[0], "include_layers")]
    out = np.clip(weights, 0.0, 1.0).astype(np.float32)
    out.setflags(write=False)
    return GivenWeights(out, labels, name)


def _tokens(tokens: Sequence[str], n: int, prettify: bool) -> tuple[str, ...]:
    if isinstance(tokens, str) or tokens is None:
        raise ArgumentError("tokens", translate("Weights", "expected a list of n labels (one per token)"))
    labels = [str(t) for t in tokens]
    if len(labels) != n:
        raise ArgumentError("tokens", translate("Weights", "expected {n} labels (the weights are {n} × {n}), got "
                                                           "{count}").format(n=n, count=len(labels)))
    if prettify:  # as BertViz does: GPT-2's Ġ and SentencePiece's ▁ mark a space, </w> a word's end
        labels = [t.replace("Ġ", " ").replace("▁", " ").replace("</w>", "") for t in labels]
    return tuple(labels)


def _indices(values: Sequence[int] | int, count: int, name: str) -> list[int]:
    items = [values] if isinstance(values, (int, np.integer)) else list(values)
    for v in items:
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or not 0 <= v < count:
            raise ArgumentError(name, translate("Weights", "{value} is not one of 0 … {last} (counted from 0, as "
                                                           "BertViz counts)").format(value=repr(v), last=count - 1))
    if not items:
        raise ArgumentError(name, translate("Weights", "empty: name at least one"))
    return [int(v) for v in items]


def _unsupported(**given: Any) -> None:
    for name, value in given.items():
        if value is not None:
            raise ArgumentError(name, translate("Weights", "encoder–decoder attention is not drawn yet: pass one "
                                                           "stack of self-attention weights as attention"))


class WeightsView:
    """A handle on a window of given weights (:func:`head_view`, :func:`model_view`)."""

    def __init__(self, window: Any, given: GivenWeights, theme: str | None = None):
        #: The Qt window (a WeightsLinesWindow or the ModelViewDialog), while it is open.
        self.window = window
        self.weights = given
        self.theme = theme
        _OPEN.append(self)
        window.destroyed.connect(lambda *_: _OPEN.remove(self) if self in _OPEN else None)

    def export(self, path: str | Path, theme: str | None = None) -> Path:
        """Write what the window shows (its lines, its grid or its rollout) to ``path``: PNG, SVG or PDF
        from the suffix. Raises ExportError (a ValueError) naming the path when it cannot."""
        from explorer.api.figures import figure_application

        figure_application()
        self.window.write_to(Path(path), theme or self.theme)  # ExportError naming the path
        return Path(path)

    def close(self) -> None:
        self.window.close()


def _window_app() -> None:
    from explorer.api.qt_loop import NoEventLoop, loop_running

    if not loop_running():
        raise NoEventLoop(translate("Weights", "no Qt event loop runs here, so the window could not answer: in "
                                               "IPython or Jupyter run %gui qt first"))
    from explorer.api.figures import figure_application
    from explorer.ui.window.app import application

    figure_application()
    application()


def _lines_window(given: GivenWeights, layer: int, heads: tuple[int, ...] | None) -> WeightsLinesWindow:
    from PySide6.QtCore import Qt

    from explorer.ui.lines.weights_window import WeightsLinesWindow

    window = WeightsLinesWindow(given, layer, heads)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    window.raise_()
    return window


def head_view(attention: Any, tokens: Sequence[str], sentence_b_start: int | None = None,
              prettify_tokens: bool = True, layer: int | None = None, heads: Sequence[int] | None = None,
              encoder_attention: Any = None, decoder_attention: Any = None, cross_attention: Any = None,
              encoder_tokens: Any = None, decoder_tokens: Any = None, include_layers: Sequence[int] | None = None,
              html_action: str = "view") -> WeightsView:
    """BertViz's head view in a native window: the lines of ``layer`` (default the first
    listed), every head in ``heads`` (default all) in its colour, one head or all from a chooser.

    ``attention``: per layer, batch(1) × heads × n × n or heads × n × n (see the module);
    ``tokens``: n labels. ``sentence_b_start`` is taken and not used (BertViz filters its
    sentences with it; here both show). Returns a :class:`WeightsView` (``export``, ``close``)."""
    _unsupported(encoder_attention=encoder_attention, decoder_attention=decoder_attention,
                 cross_attention=cross_attention, encoder_tokens=encoder_tokens, decoder_tokens=decoder_tokens)
    if html_action != "view":
        raise ArgumentError("html_action", translate("Weights", "a native window has no HTML: use the returned "
                                                                "view's export()"))
    given = given_weights(attention, tokens, prettify_tokens, include_layers, name="head_view")
    chosen = 0 if layer is None else _indices(layer, given.layers, "layer")[0]
    listed = None if heads is None else tuple(_indices(heads, given.heads, "heads"))
    _window_app()
    return WeightsView(_lines_window(given, chosen, listed), given)


def model_view(attention: Any, tokens: Sequence[str], sentence_b_start: int | None = None,
               prettify_tokens: bool = True, display_mode: str = "dark", encoder_attention: Any = None,
               decoder_attention: Any = None, cross_attention: Any = None, encoder_tokens: Any = None,
               decoder_tokens: Any = None, include_layers: Sequence[int] | None = None,
               include_heads: Sequence[int] | None = None, html_action: str = "view") -> WeightsView:
    """BertViz's model view in a native window: every layer × head as a thumbnail (layers down),
    its share of weight on the first token, the attention rollout as a second view; a click opens
    that head's lines. ``display_mode`` ("dark" or "light") is the theme its exports default to."""
    _unsupported(encoder_attention=encoder_attention, decoder_attention=decoder_attention,
                 cross_attention=cross_attention, encoder_tokens=encoder_tokens, decoder_tokens=decoder_tokens)
    if html_action != "view":
        raise ArgumentError("html_action", translate("Weights", "a native window has no HTML: use the returned "
                                                                "view's export()"))
    if display_mode not in ("dark", "light"):
        raise ArgumentError("display_mode", translate("Weights", "expected dark or light, not {given}")
                            .format(given=repr(display_mode)))
    given = given_weights(attention, tokens, prettify_tokens, include_layers, name="model_view")
    if include_heads is not None:
        picked = _indices(include_heads, given.heads, "include_heads")
        weights = np.ascontiguousarray(given.weights[:, picked])
        weights.setflags(write=False)
        given = GivenWeights(weights, given.tokens, given.name)
    _window_app()
    from PySide6.QtCore import Qt

    from explorer.app.jobs import JobRunner
    from explorer.ui.model_view.model_view import ModelViewDialog

    def open_lines(layer: int, head: int) -> None:
        WeightsView(_lines_window(given, layer, None), given).window.choose(layer, head)

    jobs = JobRunner()
    dialog: ModelViewDialog = ModelViewDialog(jobs=jobs, open_weights=open_lines)
    jobs.setParent(dialog)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show_weights(given.model_attention(), nothing_upstream())
    view = WeightsView(dialog, given, display_mode)
    dialog.show()
    dialog.raise_()
    return view
