# source: https://github.com/unography/Tensorflow-Examples/issues/10
# symptom: running the retraining example over many images in a for loop is very slow and gets slower: each image re-imports the whole frozen graph into the default graph before running it
# expect: TFM010 classifier.py:15
# note: run_inference_on_image calls create_graph() (import_graph_def into the default graph) and runs a session on every call; batch_classify.py calls it once per image file.
