# source: https://github.com/dennybritz/cnn-text-classification-tf/pull/161
# note: TF1 k-fold training of the text CNN: each fold builds its model inside its own new tf.Graph() with a session bound to that graph, so the ops created per fold live in a graph that is dropped after the fold; the training step ops are built once per fold before the step loop
