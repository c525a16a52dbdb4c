# source: https://www.whosebug.com/index.php/question/5269088/How-to-speed-up-the-Grad-CAM-calculation-within-a-loop-in-Keras
# symptom: Grad-CAM over tens of thousands of images at constant speed
# note: the accepted answer: the gradient op and the backend function are created once by make_grad_fn() before the loop; the per-image loop only calls the prebuilt function
import cv2
import numpy as np
import tensorflow.compat.v1 as tf
from tensorflow.compat.v1.keras import backend as K

tf.disable_v2_behavior()


def make_grad_fn(model, class_idx, layer_name):
    class_output = model.output[:, class_idx]
    conv_output = model.get_layer(layer_name).output
    grads = K.gradients(class_output, conv_output)[0]
    return K.function([model.input], [conv_output, grads])


def grad_cam(grad_fn, image, channel_index=None):
    output, grad_val = grad_fn([image])
    output, grad_val = output[0], grad_val[0]
    weights = np.mean(grad_val, axis=(0, 1))
    cam = np.maximum(np.dot(output, weights), 0)
    return cam / (cam.max() + 1e-8)


def visual_attention(images, model, class_idx, layer_name="block5_conv3"):
    grad_fn = make_grad_fn(model, class_idx, layer_name)
    heatmaps = []
    for i in range(0, len(images)):
        heatmap = grad_cam(grad_fn, images[i][np.newaxis])
        heatmaps.append(cv2.resize(heatmap, (224, 224)))
    return np.stack(heatmaps)


if __name__ == "__main__":
    model = tf.keras.applications.VGG16(weights="imagenet")
    data = np.load("attention_set.npz")
    maps = visual_attention(data["images"], model, class_idx=int(data["class_idx"]))
    np.save("gradcam_maps.npy", maps)
