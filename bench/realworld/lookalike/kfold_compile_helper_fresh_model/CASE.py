# source: https://github.com/keras-team/keras/issues/9151
# symptom: none: every fold builds a new model, compiles it once through a helper of another module, trains it and clears the session
# note: the fix fchollet gives in the thread (a fresh model per iteration plus clear_session()); the helper compiles a different model on each call, so it is not the same model compiled again
