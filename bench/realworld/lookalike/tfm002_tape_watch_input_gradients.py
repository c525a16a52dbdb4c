# source: https://www.tensorflow.org/tutorials/generative/adversarial_fgsm
# note: resembles a leak: gradients with respect to each input image, computed in a loop
# note: the FGSM tutorial's approach: the input stays a tensor and is watched with tape.watch(); no tf.Variable is made per image
import tensorflow as tf

pretrained_model = tf.keras.applications.MobileNetV2(include_top=True, weights="imagenet")
pretrained_model.trainable = False
loss_object = tf.keras.losses.CategoricalCrossentropy()


def create_adversarial_pattern(input_image, input_label):
    with tf.GradientTape() as tape:
        tape.watch(input_image)
        prediction = pretrained_model(input_image)
        loss = loss_object(input_label, prediction)
    gradient = tape.gradient(loss, input_image)
    return tf.sign(gradient)


def perturb_all(images, labels, epsilon=0.01):
    adversarial = []
    for image, label in zip(images, labels):
        image = tf.convert_to_tensor(image[None], dtype=tf.float32)
        label = tf.one_hot([label], 1000)
        adversarial.append(tf.clip_by_value(image + epsilon * create_adversarial_pattern(image, label), -1, 1))
    return adversarial
