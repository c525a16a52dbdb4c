# source: https://github.com/tensorflow/tensorflow/issues/38651
# symptom: GPU memory stays allocated and grows across cross-validation folds and replicates unless clear_session() is executed manually at the start of each fold/replicate; del model + gc.collect() do not release it
# expect: TFM009 cvrun/trainer.py:9
# note: run_cv.py loops over replicates and folds and calls fit_one (cvrun/trainer.py, re-exported by cvrun/__init__.py), which clones the template model from cvrun/template.py, trains and deletes it; no clear_session.
