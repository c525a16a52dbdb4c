# source: https://github.com/tensorflow/tensorflow/issues/9471
# symptom: time per training step keeps increasing (reading one image goes from <1 s to 3-10 s): get_image() builds read_file/decode_image ops for every image and runs them with the default session
# expect: TFM010 13
# note: three calls deep: the step loop in train() calls load_batch(), which calls get_image() once per path
import numpy as np
import tensorflow as tf

CHANNELS = 3
SIZE = 224


def get_image(image_path):
    contents = tf.read_file(image_path)
    image = tf.image.decode_image(contents, channels=CHANNELS)
    sess = tf.get_default_session()
    return sess.run(image)


def load_batch(paths):
    images = []
    for path in paths:
        image = get_image(path)
        images.append(image[:SIZE, :SIZE])
    return np.stack(images).astype(np.float32) / 255.0


def train(path_queue, labels_by_path, model, num_steps):
    path_batch = path_queue.dequeue_many(32)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        coord = tf.train.Coordinator()
        threads = tf.train.start_queue_runners(sess=sess, coord=coord)
        for step in range(num_steps):
            paths = sess.run(path_batch)
            x = load_batch(paths)
            y = np.array([labels_by_path[p] for p in paths])
            _, loss = sess.run([model.train_op, model.loss], feed_dict={model.x: x, model.y: y})
        coord.request_stop()
        coord.join(threads)
