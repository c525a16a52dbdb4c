import numpy as np
import tensorflow as tf

from deeplab_model import DeepLabResNetModel

IMG_MEAN = np.array((104.00698793, 116.66876762, 122.67891434), dtype=np.float32)


class VideoSegmenter:
    def __init__(self, restore_from, num_classes=2):
        self.frame_ph = tf.placeholder(tf.float32, shape=(None, None, 3))
        self.mask_ph = tf.placeholder(tf.float32, shape=(None, None))
        data = tf.concat([self.frame_ph - IMG_MEAN, tf.expand_dims(self.mask_ph, -1)], axis=2)
        net = DeepLabResNetModel({'data': tf.expand_dims(data, 0)}, is_training=False,
                                 num_classes=num_classes)
        logits = tf.image.resize_bilinear(net.layers['fc1_voc12'], tf.shape(data)[0:2])
        self.pred = tf.argmax(logits, axis=3)[0]

        config = tf.ConfigProto()
        config.gpu_options.allow_growth = True
        self.sess = tf.Session(config=config)
        self.sess.run(tf.global_variables_initializer())
        tf.train.Saver(var_list=tf.global_variables()).restore(self.sess, restore_from)
        self.sess.graph.finalize()

    def segment(self, frame, prev_mask):
        out = self.sess.run(self.pred, feed_dict={self.frame_ph: frame, self.mask_ph: prev_mask})
        return out.astype(np.uint8)
