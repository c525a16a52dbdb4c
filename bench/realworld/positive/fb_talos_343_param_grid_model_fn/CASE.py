# source: https://github.com/autonomio/talos/issues/343
# symptom: memory used by Python grows through a hyper-parameter search over a feed-forward tense classifier (10,000-word vocabulary) and is not returned even after the search; the maintainer points at the generator created in every round
# expect: TFM009 search.py:24
# note: folder case: the search loop in search.py (standing in for Talos' Scan, which calls the user's model function once per permutation) calls models.tense_model (`import models`); models.py uses star imports (`from keras.models import *`) and builds the Sequential model and a new batch generator per round; tense_model returns the model (with the History, as Talos requires), so the site is the call in the search loop
