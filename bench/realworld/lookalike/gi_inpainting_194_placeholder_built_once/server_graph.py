import tensorflow as tf

from inpaint_model import InpaintCAModel


class Inpainter:
    def __init__(self, checkpoint_dir):
        config = tf.ConfigProto()
        config.gpu_options.allow_growth = True
        self.sess = tf.Session(config=config)
        self.input_ph = tf.placeholder(tf.float32, shape=(1, None, None, 6), name="input")
        output = InpaintCAModel().build_server_graph(self.input_ph, dynamic=True)
        output = (output + 1.) * 127.5
        self.output = tf.saturate_cast(tf.reverse(output, [-1]), tf.uint8)
        assign_ops = [tf.assign(v, tf.contrib.framework.load_variable(checkpoint_dir, v.name))
                      for v in tf.global_variables()]
        self.sess.run(assign_ops)
        self.sess.graph.finalize()

    def __call__(self, image_and_mask):
        return self.sess.run(self.output, feed_dict={self.input_ph: image_and_mask})[0][:, :, ::-1]
