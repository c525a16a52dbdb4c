# source: https://github.com/marl/openl3/issues/38
# symptom: memory keeps growing while computing embeddings for many audio files; the reporter found get_embedding loads (builds) the model again for every file
# expect: TFM009 models.py:33
# note: extract_embeddings.py calls get_audio_embedding() once per wav without passing a model, so every call builds a new Keras embedding network (and its variables) through load_audio_embedding_model(); nothing clears the session
