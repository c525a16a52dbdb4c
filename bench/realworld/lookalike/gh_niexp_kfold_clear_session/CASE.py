# source: https://github.com/vmberto/ni-experiments
# symptom: memory accumulation across folds and configurations in a long robustness-experiment sweep
# note: the repository's pattern: one (config, architecture, fold) combination per iteration, keras.backend.clear_session() and gc.collect() at the top of every iteration before the fold's model is built and trained; the model is never reused across iterations.
