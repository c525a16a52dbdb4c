# source: https://github.com/DataTalksClub/machine-learning-zoomcamp/blob/HEAD/08-deep-learning/09-dropout.md
# symptom: (course material, no issue filed) a new Xception-based model is built and trained for every dropout rate in one process; memory grows with each rate
# expect: TFM009 model.py:8
# expect: TFM009 model.py:18
# note: the course cell split into a small project: train.py sweeps the rates and calls make_model() from model.py for each one
