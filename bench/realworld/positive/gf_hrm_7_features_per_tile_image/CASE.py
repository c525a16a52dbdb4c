# source: https://github.com/WFP-VAM/HRM/issues/7
# symptom: scoring satellite tiles is slow because predict() is called once for every image; the maintainers moved to one predict() per batch of images
# expect: TFM008 nn_features.py:19
# note: score_tiles.main loops over survey clusters; NNExtractor.tile_features runs a comprehension over the cluster's images and calls features_for, which calls self.net.predict on a single preprocessed image.
