import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()


class TfPoseEstimator:
    def __init__(self, graph_path, target_size=(432, 368)):
        self.target_size = target_size
        with tf.io.gfile.GFile(graph_path, "rb") as f:
            graph_def = tf.compat.v1.GraphDef()
            graph_def.ParseFromString(f.read())
        self.graph = tf.compat.v1.get_default_graph()
        tf.import_graph_def(graph_def, name="TfPoseEstimator")
        self.persistent_sess = tf.compat.v1.Session(graph=self.graph)
        self.tensor_image = self.graph.get_tensor_by_name("TfPoseEstimator/image:0")
        output = self.graph.get_tensor_by_name("TfPoseEstimator/Openpose/concat_stage7:0")
        self.upsample_size = tf.compat.v1.placeholder(tf.int32, shape=(2,), name="upsample_size")
        self.heat_up = tf.image.resize(output[:, :, :, :19], self.upsample_size)
        self.paf_up = tf.image.resize(output[:, :, :, 19:], self.upsample_size)
        self.peaks = tf.nn.max_pool2d(self.heat_up, ksize=3, strides=1, padding="SAME")
        self.graph.finalize()

    def inference(self, npimg, upsample_size=4.0):
        h, w = self.target_size[1] // 8, self.target_size[0] // 8
        size = [int(h * upsample_size), int(w * upsample_size)]
        heat, paf, peak = self.persistent_sess.run(
            [self.heat_up, self.paf_up, self.peaks],
            feed_dict={self.tensor_image: [npimg], self.upsample_size: size})
        return np.where(heat == peak, heat, 0.0)[0], paf[0]
