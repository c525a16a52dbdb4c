# source: https://github.com/tensorflow/hub/issues/40
# note: the fix discussed in the thread: the universal sentence encoder is loaded once at module import instead of inside get_embeddings; the per-row loop only calls the loaded TF2 SavedModel eagerly on one string, which builds no model and creates no graph ops
