import pickle

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()

FROZEN_MODEL = "models/20180402-114759/20180402-114759.pb"
CLASSIFIER = "models/lfw_classifier.pkl"


def _input_pipeline(paths, image_size=160, batch_size=32):
    queue = tf.train.string_input_producer(paths, num_epochs=1, shuffle=False)
    reader = tf.WholeFileReader()
    _, contents = reader.read(queue)
    image = tf.image.decode_png(contents, channels=3)
    image = tf.image.resize_image_with_crop_or_pad(image, image_size, image_size)
    image = tf.image.per_image_standardization(image)
    image.set_shape((image_size, image_size, 3))
    return tf.train.batch([image], batch_size=batch_size, allow_smaller_final_batch=True)


def identify_people(paths):
    with open(CLASSIFIER, "rb") as f:
        classifier, class_names = pickle.load(f)
    with tf.Session() as sess:
        images = _input_pipeline(paths)
        with tf.gfile.GFile(FROZEN_MODEL, "rb") as f:
            graph_def = tf.GraphDef()
            graph_def.ParseFromString(f.read())
        tf.import_graph_def(graph_def, name="")
        graph = tf.get_default_graph()
        embeddings = graph.get_tensor_by_name("embeddings:0")
        images_ph = graph.get_tensor_by_name("input:0")
        train_ph = graph.get_tensor_by_name("phase_train:0")
        sess.run(tf.local_variables_initializer())
        coord = tf.train.Coordinator()
        threads = tf.train.start_queue_runners(coord=coord, sess=sess)
        all_emb = []
        try:
            while not coord.should_stop():
                batch = sess.run(images)
                all_emb.append(sess.run(embeddings, feed_dict={images_ph: batch, train_ph: False}))
        except tf.errors.OutOfRangeError:
            pass
        finally:
            coord.request_stop()
            coord.join(threads)
    probs = classifier.predict_proba(np.concatenate(all_emb))
    best = np.argmax(probs, axis=1)
    return [(class_names[i], float(probs[k, i])) for k, i in enumerate(best)]
