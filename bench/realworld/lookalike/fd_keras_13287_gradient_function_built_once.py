# source: https://github.com/keras-team/keras/issues/13287
# symptom: memory grew while a K.function computing the gradient of an LSTM's output with respect to its input was called 10,000 times under TensorFlow 1.14; the same script did not leak with TensorFlow 1.13.1
# note: look-alike: the gradient tensor and the backend function are built once, before the loop, and the loop only calls the function with new samples; the growth in the report was a TensorFlow 1.14 regression, not something this code adds per iteration
import keras
import keras.backend as K
import numpy as np


def saliency_over_samples(model, samples):
    grads = K.gradients(model.output, model.input)[0]
    func = K.function([model.input], [grads])
    maps = []
    for sample in samples:
        maps.append(np.abs(func([sample[None]])[0]).sum(axis=-1))
    return np.concatenate(maps)


if __name__ == "__main__":
    nn = keras.models.Sequential()
    nn.add(keras.layers.LSTM(20, input_shape=(400, 4)))
    nn.add(keras.layers.Dense(5))
    nn.compile(optimizer="adam", loss="mse")
    data = np.random.rand(10000, 400, 4)
    print(saliency_over_samples(nn, data).shape)
