import pickle

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()

MODEL_PB = "etc/20170511-185253/20170511-185253.pb"
CLASSIFIER_PKL = "output/classifier.pkl"


def _import_facenet(pb_path):
    with tf.gfile.GFile(pb_path, "rb") as f:
        graph_def = tf.GraphDef()
        graph_def.ParseFromString(f.read())
    tf.import_graph_def(graph_def, name="")


def _image_tensor(path, size=160):
    raw = tf.read_file(path)
    image = tf.image.decode_png(raw, channels=3)
    image = tf.image.resize_image_with_crop_or_pad(image, size, size)
    image = tf.image.per_image_standardization(image)
    return tf.expand_dims(image, 0)


def classify_face(image_path):
    with open(CLASSIFIER_PKL, "rb") as f:
        svm, class_names = pickle.load(f)
    with tf.Session() as sess:
        image = _image_tensor(image_path)
        _import_facenet(MODEL_PB)
        graph = tf.get_default_graph()
        images_ph = graph.get_tensor_by_name("input:0")
        embeddings = graph.get_tensor_by_name("embeddings:0")
        phase_train = graph.get_tensor_by_name("phase_train:0")
        batch = sess.run(image)
        emb = sess.run(embeddings, feed_dict={images_ph: batch, phase_train: False})
    probs = svm.predict_proba(emb)[0]
    best = int(np.argmax(probs))
    return class_names[best], float(probs[best])
