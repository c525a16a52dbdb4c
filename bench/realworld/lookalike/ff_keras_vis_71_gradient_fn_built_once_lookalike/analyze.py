import glob

import numpy as np
from keras.models import load_model
from keras.preprocessing import image as kimage

from saliency_utils import make_gradient_fn


def load_face(path):
    img = kimage.load_img(path, target_size=(224, 224))
    return kimage.img_to_array(img) / 255.0


model = load_model("vgg_face_finetuned.h5")
last_dense = model.layers[-1]
kernel, bias = last_dense.get_weights()
n_neurons = kernel.shape[0]
gradients_for = make_gradient_fn(model)

for image_path in sorted(glob.glob("faces/*.jpg")):
    face = load_face(image_path)
    per_neuron = []
    for neuron in range(n_neurons):
        masked = np.zeros_like(kernel)
        masked[neuron, :] = 1.0
        last_dense.set_weights([masked, np.zeros_like(bias)])
        per_neuron.append(gradients_for(face))
    last_dense.set_weights([kernel, bias])
    np.save(image_path.replace(".jpg", "_neuron_grads.npy"), np.stack(per_neuron))
