# source: https://github.com/tensorflow/tensorflow/issues/31061
# symptom: each call of the function that re-creates the dataset with from_tensor_slices and make_initializer creates new ops instead of reusing the old ones, so memory grows
# expect: TFM010 data_feed.py:15
# expect: TFM010 data_feed.py:17
# note: a growing-dataset experiment: the reinitializable iterator is built once, but the refresh helper in data_feed.py builds a new Dataset and initializer every time new labelled samples arrive
