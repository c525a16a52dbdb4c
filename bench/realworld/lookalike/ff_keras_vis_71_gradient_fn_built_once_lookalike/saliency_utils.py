"""Per-neuron gradient maps with a gradient function compiled once."""
import numpy as np
from keras import backend as K


def make_gradient_fn(model, penultimate_layer_name="fc7"):
    penultimate_output = model.get_layer(penultimate_layer_name).output
    grads = K.gradients(K.sum(model.output), penultimate_output)[0]
    grads = grads / (K.sqrt(K.mean(K.square(grads))) + K.epsilon())
    compute = K.function([model.input, K.learning_phase()], [grads])

    def gradients_for(image):
        return np.abs(compute([image[np.newaxis], 0])[0][0])

    return gradients_for
