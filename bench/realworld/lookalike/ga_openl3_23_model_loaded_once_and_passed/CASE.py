# source: https://github.com/marl/openl3/pull/23
# note: the API added in that PR: the embedding model is loaded once with load_audio_embedding_model() and passed to get_audio_embedding(model=...) for every file, so the per-file loop never builds a model (the lazy build inside get_audio_embedding only runs when no model is given)
