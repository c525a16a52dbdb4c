# source: https://github.com/franneck94/TensorCross/issues/30
# symptom: "N out of the last M calls to Model.make_train_function.<locals>.train_function triggered tf.function retracing" while the grid search creates one model per parameter combination and fold
# expect: TFM009 examples/grid_search_cv.py:9
# note: examples/grid_search_cv.py passes build_model to GridSearchCV (tensorcross/model_selection.py, re-exported by tensorcross/__init__.py); GridSearchCV.fit loops over parameter combinations and folds and calls self.build_fn for each, so the Sequential in build_model is built, compiled and trained once per fold without clear_session. The builder is reached through a stored callable, not a direct call.
