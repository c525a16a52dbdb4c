import tensorflow as tf


class InferenceWrapper(object):
    """Builds the show-and-tell inference graph once and exposes feed/step helpers."""

    def __init__(self, build_model_fn, checkpoint_path):
        self.graph = tf.Graph()
        with self.graph.as_default():
            self.image_feed = tf.placeholder(tf.string, shape=[], name="image_feed")
            self.input_feed = tf.placeholder(tf.int64, shape=[None], name="input_feed")
            self.state_feed = tf.placeholder(tf.float32, shape=[None, 1024], name="state_feed")
            outputs = build_model_fn(self.image_feed, self.input_feed, self.state_feed)
            self.initial_state = outputs["initial_state"]
            self.softmax = outputs["softmax"]
            self.new_state = outputs["new_state"]
            saver = tf.train.Saver()
        self.sess = tf.Session(graph=self.graph)
        saver.restore(self.sess, checkpoint_path)
        self.graph.finalize()

    def feed_image(self, encoded_image):
        return self.sess.run(self.initial_state, feed_dict={self.image_feed: encoded_image})

    def inference_step(self, input_feed, state_feed):
        return self.sess.run([self.softmax, self.new_state],
                             feed_dict={self.input_feed: input_feed, self.state_feed: state_feed})
