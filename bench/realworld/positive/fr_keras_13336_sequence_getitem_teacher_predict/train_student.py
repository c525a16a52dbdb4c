import glob

import tensorflow as tf

from distill.sequence import SoftLabelSequence


def build_student(num_classes=100):
    base = tf.keras.applications.MobileNetV3Small(input_shape=(224, 224, 3), include_top=False, weights=None, pooling="avg")
    out = tf.keras.layers.Dense(num_classes, activation="softmax")(base.output)
    return tf.keras.Model(base.input, out)


if __name__ == "__main__":
    paths = sorted(glob.glob("data/train/*/*.jpg"))
    seq = SoftLabelSequence(paths, "models/teacher_resnet152.keras")
    student = build_student()
    student.compile(optimizer="adam", loss=tf.keras.losses.KLDivergence())
    student.fit(seq, epochs=30, workers=4, use_multiprocessing=False)
