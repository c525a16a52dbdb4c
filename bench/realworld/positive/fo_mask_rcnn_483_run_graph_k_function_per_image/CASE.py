# source: https://github.com/matterport/Mask_RCNN/issues/483
# symptom: extracting the ROI feature vectors image by image with model.run_graph() makes memory climb every iteration until it reaches 100% and the process is killed
# expect: TFM010 mrcnn/model.py:31
# note: package layout, Keras 2 on a TF1 session: MaskRCNN.run_graph builds a new K.function (new graph nodes plus a callable) on each call and runs it at once; extract_roi_features.py calls it once per image id, so the graph grows with the dataset (the reporter links keras-team/keras#8495 for the same K.function-per-call cause)
