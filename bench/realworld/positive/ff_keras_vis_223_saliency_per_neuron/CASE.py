# source: https://github.com/raghakot/keras-vis/issues/223
# symptom: memory increases and the iterations slow down (estimated remaining time keeps growing) while the saliency of each of the 4096 neurons of the last dense layer is computed for one image; an earlier thread traced it to a new gradient tensor being added to the graph on every call
# expect: TFM010 saliency_utils.py:9
# note: folder case, Keras 2 with the TensorFlow 1 backend: analyze.py loops over images and over every neuron, rewriting the last layer's weights so only that neuron is active, and calls saliency_utils.neuron_gradients, which builds K.gradients and a K.function for the model on every call and then runs them in the Keras session; the other ops built in that helper are related locations of the same root cause
