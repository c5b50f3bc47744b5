"""Real models: BERT (safetensors) and Llama (GGUF) readers and forwards, installed model packages."""
