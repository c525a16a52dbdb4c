import numpy as np
import tensorflow.compat.v1 as tf


def complete_augmenter(img, ann, output_shape, seed):
    flipped = tf.image.random_flip_left_right(img, seed=seed)
    jittered = tf.image.random_brightness(flipped, max_delta=0.125, seed=seed)
    resized = tf.image.resize(jittered, output_shape)
    return resized, ann


class DataAugmenter(object):
    """Builds one augmentation sub-graph per batch slot, then only feeds it."""

    def __init__(self, output_height, output_width, batch_size, base_seed=0):
        self.batch_size = batch_size
        self.graph = tf.Graph()
        with self.graph.as_default():
            self.img_tf = [tf.placeholder(tf.float32, [None, None, 3]) for _ in range(batch_size)]
            self.ann_tf = [tf.placeholder(tf.float32, [None, 6]) for _ in range(batch_size)]
            self.resize_op_batch = []
            for i in range(batch_size):
                aug_img, aug_ann = complete_augmenter(self.img_tf[i], self.ann_tf[i],
                                                      (output_height, output_width),
                                                      seed=base_seed + i)
                self.resize_op_batch.append([aug_img, aug_ann])
            self.graph.finalize()
        self.session = tf.Session(graph=self.graph)

    def get_augmented_data(self, images, annotations):
        feed = {}
        for i in range(self.batch_size):
            feed[self.img_tf[i]] = images[i]
            feed[self.ann_tf[i]] = annotations[i]
        aug_output = self.session.run(self.resize_op_batch, feed_dict=feed)
        imgs = np.stack([o[0] for o in aug_output])
        anns = [o[1] for o in aug_output]
        return imgs, anns
