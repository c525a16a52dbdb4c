# source: https://github.com/minerva-ml/open-solution-toxic-comments/pull/39
# symptom: (fixed variant) k-fold training of the toxic-comment models: the PR clears the Keras session at the end of every fold
# note: Correct per the rule's definition: every fold iteration ends with _clean_env(), which calls K.clear_session()
# note: (and gc.collect()), exactly what the PR added; the session is cleared through a helper rather than inline.
