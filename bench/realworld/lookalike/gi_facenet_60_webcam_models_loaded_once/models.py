import tensorflow as tf

import align.detect_face
import facenet


class FacePipeline:
    minsize = 20
    threshold = [0.6, 0.7, 0.7]
    factor = 0.709

    def __init__(self, model_dir, meta_file, ckpt_file):
        self.graph = tf.Graph()
        with self.graph.as_default():
            self.sess = tf.Session()
            with self.sess.as_default():
                self.pnet, self.rnet, self.onet = align.detect_face.create_mtcnn(self.sess, None)
                facenet.load_model(model_dir, meta_file, ckpt_file)
            self.images_placeholder = self.graph.get_tensor_by_name("input:0")
            self.embeddings = self.graph.get_tensor_by_name("embeddings:0")
            self.phase_train = self.graph.get_tensor_by_name("phase_train:0")
        self.graph.finalize()

    def detect(self, frame):
        boxes, points = align.detect_face.detect_face(
            frame, self.minsize, self.pnet, self.rnet, self.onet, self.threshold, self.factor)
        return boxes, points

    def embed(self, crops):
        return self.sess.run(self.embeddings, feed_dict={self.images_placeholder: crops,
                                                         self.phase_train: False})
