"""The Import from model dialog: reads the folder's config, imports the chosen head."""

from __future__ import annotations

import json
import os

import pytest

if not os.environ.get("CI"):  # in CI the model extra is installed: missing is a failure
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")

from explorer.core import bert  # noqa: E402
from explorer.ui.model_import_dialog import ModelImportDialog  # noqa: E402
from tiny_bert import HEADS, LAYERS, SENTENCE, tiny_config, write_model  # noqa: E402


def test_dialog_follows_the_folder_and_imports_the_head(qtbot, tmp_path):
    folder = write_model(tmp_path / "tiny")
    dialog = ModelImportDialog(None, folder)
    qtbot.addWidget(dialog)
    assert "tiny-bert" in dialog.info.text() and f"{LAYERS} layers" in dialog.info.text()
    assert (dialog.layer.maximum(), dialog.head.maximum()) == (LAYERS, HEADS)
    assert dialog.ok_button.isEnabled()
    dialog.sentence.setText(SENTENCE)
    dialog.layer.setValue(2)
    dialog.head.setValue(2)
    session = dialog.session()
    assert session.tokens[0] == "[CLS]" and session.tokens[-1] == "[SEP]"
    assert session.extras["model"]["layer"] == 1 and session.extras["model"]["head"] == 1
    assert session.heads[0].has_biases


def test_dialog_says_what_is_wrong_with_a_folder(qtbot, tmp_path):
    folder = write_model(tmp_path / "bad", config=tiny_config(model_type="gpt2"))
    dialog = ModelImportDialog(None, folder)
    qtbot.addWidget(dialog)
    assert "gpt2" in dialog.info.text() and "not supported" in dialog.info.text()
    assert not dialog.ok_button.isEnabled()
    dialog.folder.setText("")
    assert not dialog.ok_button.isEnabled()
    # A folder whose weights do not fit: OK is on (config reads), session() refuses in one line.
    good = write_model(tmp_path / "good")
    (good / "config.json").write_text(json.dumps(tiny_config(hidden_size=12, num_attention_heads=2)))
    dialog.folder.setText(str(good))
    assert dialog.ok_button.isEnabled()
    with pytest.raises(bert.ModelError, match="shape"):
        dialog.session()


def test_dialog_without_the_extra_says_what_to_install(qtbot, monkeypatch):
    monkeypatch.setattr(bert, "extra_missing", lambda: "importing a model needs safetensors: pip install x")
    dialog = ModelImportDialog(None)
    qtbot.addWidget(dialog)
    assert "pip install" in dialog.info.text()
    assert not dialog.ok_button.isEnabled() and not dialog.folder.isEnabled()
    with pytest.raises(ValueError, match="safetensors"):
        dialog.session()
