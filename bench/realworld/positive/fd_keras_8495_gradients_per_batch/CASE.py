# source: https://github.com/keras-team/keras/issues/8495
# symptom: memory keeps growing while the per-layer gradients of VGG16 are computed for every batch from the data generator (TensorFlow backend), until the process runs out of memory
# expect: TFM010 grads.py:10
# note: folder case: inspect_gradients.py loops over generator batches and, for every batch, asks grads.gradient_tensors for the gradient tensors (which calls K.gradients and so adds a new set of gradient ops to the graph) and runs them with the Keras session; the report's helper built a K.function around the same fresh gradients
