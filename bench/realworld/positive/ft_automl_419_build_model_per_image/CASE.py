# source: https://github.com/google/automl/issues/419
# symptom: running inference over an image directory fails with 'Variable efficientnet-b3/stem/conv2d/kernel already exists, disallowed'; the maintainer explains build_model is called in the loop, rebuilding the graph per image
# expect: TFM010 input_utils.py:18
# expect: TFM002 det_model.py:12
# note: the user's modified inference(): inside one session, the loop over image names rebuilds the input pipeline ops and the detection network for every image
