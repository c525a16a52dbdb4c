# source: https://github.com/keras-team/keras/issues/8424
# symptom: a custom loss that runs a pretrained VGG16 on the predicted and target images fails when the model is compiled and trained
# expect: TFM014 12
# note: the loss function constructs VGG16(include_top=False) itself, so the network is rebuilt each time Keras calls (traces) the loss; standalone Keras imports and the backend as K
from keras import backend as K
from keras.applications.vgg16 import VGG16
from keras.layers import Conv2D, Input
from keras.models import Model


def vgg_loss(y_true, y_pred):
    vggmodel = VGG16(include_top=False, input_shape=(128, 128, 3))
    vggmodel.trainable = False
    f_p = vggmodel(y_pred)
    f_t = vggmodel(y_true)
    return K.mean(K.square(f_p - f_t))


def build_colorizer():
    inp = Input((128, 128, 1))
    x = Conv2D(32, 3, padding="same", activation="relu")(inp)
    x = Conv2D(32, 3, padding="same", activation="relu")(x)
    return Model(inp, Conv2D(3, 1, activation="sigmoid")(x))


if __name__ == "__main__":
    import numpy as np

    net = build_colorizer()
    net.compile(optimizer="adam", loss=vgg_loss)
    rgb = np.random.rand(64, 128, 128, 3).astype("float32")
    net.fit(rgb.mean(axis=-1, keepdims=True), rgb, epochs=1, batch_size=8)
