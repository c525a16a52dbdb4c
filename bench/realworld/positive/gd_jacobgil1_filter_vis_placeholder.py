# source: https://github.com/jacobgil/keras-filter-visualization/issues/1
# symptom: visualizing 16 filters of VGG16 conv5_1 from a placeholder input: each filter index builds its own loss and gradient ops before the 20 gradient-ascent iterations, and the script slows down as the graph grows
# expect: TFM010 26
# expect: TFM010 27
# note: pasted script shape (Keras 2 with TF1 backend); the helper that builds the ops is called from the loop over filter_indexes and runs them through the backend session
from keras import backend as K
from keras.applications import vgg16
import numpy as np
import tensorflow as tf
import cv2
from tqdm import tqdm

img_width, img_height = 128, 128
num_filters = 16
iterations = 20
layer_name = "block5_conv1"
filter_indexes = range(0, num_filters)

input_placeholder = K.placeholder((1, img_width, img_height, 3))
model = vgg16.VGG16(input_tensor=input_placeholder, weights="imagenet", include_top=False)
layer = model.get_layer(layer_name)
sess = K.get_session()


def visualize_filter(filter_index):
    loss = tf.reduce_mean(layer.output[:, :, :, filter_index])
    grads = tf.gradients(loss, input_placeholder)[0]
    grads = grads / (tf.sqrt(tf.reduce_mean(tf.square(grads))) + 1e-5)
    img = np.random.random((1, img_width, img_height, 3)) * 20 + 128.0
    for _ in range(iterations):
        grads_value = sess.run(grads, feed_dict={input_placeholder: img})
        img += grads_value
    return img[0]


filters = []
for filter_index in tqdm(filter_indexes):
    filters.append(visualize_filter(filter_index))
stitched = np.concatenate([np.clip(f, 0, 255).astype("uint8") for f in filters], axis=1)
cv2.imwrite("%s_filters.png" % layer_name, stitched)
