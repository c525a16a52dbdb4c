# source: https://github.com/gbnk0/simple-image-classifier/issues/30
# symptom: every classification request loads the retrained graph again; requests get slower and the API's memory grows
# expect: TFM010 classifier.py:19
# note: TF1 label_image style; each request imports the frozen GraphDef into the default graph and runs it, so the default graph gains a full copy of the network per request
