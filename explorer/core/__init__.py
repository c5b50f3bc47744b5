"""Pure computation: sessions, the attention pipeline, backends. Never imports Qt."""
