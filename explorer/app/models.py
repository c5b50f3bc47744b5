"""Real models as the window uses them: what is installed, whether their extras
are, importing one head for a sentence, and every layer × head of a model for
the Model view (with its rollout). The computation is the core's
(:mod:`explorer.core.models`); widgets reach it only through here, and run it
on the job runner.
"""

from __future__ import annotations

from explorer.core.models import bert, gguf_file
from explorer.core.models.bert import ModelError
from explorer.core.models.installed import Shape, import_head, installed, resolve, shape_of
from explorer.core.models.model_view import SINK_SHARE, Cancelled, ModelAttention, model_attention
from explorer.core.models.rollout import rollout

__all__ = ["SINK_SHARE", "Cancelled", "ModelAttention", "ModelError", "Shape", "bert_missing", "gguf_missing",
           "import_head", "installed", "model_attention", "resolve", "rollout", "shape_of"]


def bert_missing() -> str | None:
    """What to install to read a BERT-family (safetensors) model, or None."""
    return bert.extra_missing()


def gguf_missing() -> str | None:
    """What to install to read a GGUF model, or None."""
    return gguf_file.extra_missing()
