# source: https://github.com/apple/turicreate/issues/2726
# symptom: object-detector training on master crashes because the TF image augmenter leaks memory (fixed in PR #2728 by building each batch's augmentation in a fresh tf.Graph)
# expect: TFM010 object_detector/_tf_image_augmenter.py:9
# note: folder case: train.py pulls a batch per iteration from DataIterator (object_detector/data_iterator.py), whose __next__ calls get_augmented_data(); that function opens a session and builds the constant, flip, jitter and resize ops in the default graph for every batch before running them
