# source: https://github.com/tensorflow/tensorflow/issues/62783
# symptom: a TinyML architecture search creates and trains hundreds to thousands of Keras models; memory grows steadily (tracemalloc points at the symbolic tensors of each Conv2D) until the machine runs out after a couple of days; gc.collect() does not help
# expect: TFM009 tinynas/search.py:16
# note: folder case: the search loop (`while evaluated < budget`) in tinynas/search.py samples an architecture and calls build_candidate from tinynas/space.py (relative import) for every candidate, then compiles, fits, evaluates and deletes it; run_search.py only starts the search once
