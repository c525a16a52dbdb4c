# source: https://github.com/tensorflow/tensorflow/issues/36988
# symptom: PC memory rises on every step while an object-detection model trains inside one @tf.function train(); without the decorator memory stays flat
# expect: TFM014 15
# note: the whole epoch loop, the shuffle and the Adam optimizer live inside the tf.function; the optimizer is constructed in the traced body
import tensorflow as tf
from tqdm import tqdm

import losses
from detector import build_mobilenet_ssd
from records import load_training_records


@tf.function
def train(model, dataset, epochs=50, lr=1e-5, checkpoints=None):
    optimizer = tf.keras.optimizers.Adam(learning_rate=lr)
    for i in range(epochs):
        dataset = dataset.shuffle(1000)
        for images, boxes, labels in tqdm(dataset, desc="Epoch {} of {}".format(i + 1, epochs)):
            with tf.GradientTape() as tape:
                localization, classification = model(images, training=True)
                loss = 0.6 * losses.smooth_l1(boxes, localization) + 0.4 * losses.focal(labels, classification)
            gradients = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(gradients, model.trainable_variables))
        if checkpoints:
            model.save_weights(checkpoints)


if __name__ == "__main__":
    train(build_mobilenet_ssd(num_classes=21), load_training_records("voc/*.tfrecord").batch(16),
          checkpoints="weights/ssd.h5")
