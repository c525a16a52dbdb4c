# source: https://openillumi.com/?p=67403
# symptom: training gets slower fold after fold and GPU memory runs out during a hyper-parameter search with cross-validation, although a new model object is created in every iteration
# expect: TFM009 cross_validate.py:23
# note: the article's scenario (grid search x k-fold, a new model per iteration, no clear_session): the grid loop is in main(), the fold loop in run_folds() builds, compiles and trains a Sequential model per fold; the final model is built once from nets.py after the search.
