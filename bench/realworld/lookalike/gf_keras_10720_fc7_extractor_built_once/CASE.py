# source: https://github.com/keras-team/keras/issues/10720
# note: the fc7 feature extractor (a Model from the VGGFace input to the fc7 output, as in the report) is built once in the embedder's constructor; the indexing loop over videos only calls it directly on each video's stacked face crops (model(x, training=False)), so no model is created and no predict loop is set up per iteration.
