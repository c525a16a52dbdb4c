"""Per-neuron gradient maps, in the spirit of keras-vis' visualize_saliency."""
import numpy as np
from keras import backend as K


def neuron_gradients(model, image, penultimate_layer_name="fc7"):
    """Gradient of the (masked) model output w.r.t. the penultimate activations for one image."""
    penultimate_output = model.get_layer(penultimate_layer_name).output
    grads = K.gradients(K.sum(model.output), penultimate_output)[0]
    grads = grads / (K.sqrt(K.mean(K.square(grads))) + K.epsilon())
    compute = K.function([model.input, K.learning_phase()], [grads])
    grads_value = compute([image[np.newaxis], 0])[0]
    return np.abs(grads_value[0])
