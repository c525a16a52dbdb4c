# source: https://github.com/bhky/opennsfw2/issues/19
# symptom: calling predict_images in a for-loop over batches of images ends in OOM on a 4 GB machine; the library makes a new model on every call
# expect: TFM009 opennsfw2/_inference.py:21
# note: the loop is the user's script; predict_images is re-exported by the package __init__ and calls the model builder from another module of the package
