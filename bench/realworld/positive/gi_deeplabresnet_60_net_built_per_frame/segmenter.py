import numpy as np
import tensorflow as tf

from deeplab_model import DeepLabResNetModel

IMG_MEAN = np.array((104.00698793, 116.66876762, 122.67891434), dtype=np.float32)


def create_session():
    config = tf.ConfigProto()
    config.gpu_options.allow_growth = True
    return tf.Session(config=config)


def segment_frame(sess, frame, prev_mask, num_classes, restore_from, first):
    """Segment one frame, using the mask of the previous frame as 4th channel."""
    img = tf.convert_to_tensor(frame.astype(np.float32) - IMG_MEAN)
    mask = tf.convert_to_tensor(prev_mask.astype(np.float32))

    data = tf.concat([img, tf.expand_dims(mask, axis=-1)], axis=2)
    with tf.variable_scope('', reuse=not first):
        net = DeepLabResNetModel({'data': tf.expand_dims(data, 0)},
                                 is_training=False, num_classes=num_classes)

    raw_output = net.layers['fc1_voc12']
    raw_output_up = tf.image.resize_bilinear(raw_output, tf.shape(data)[0:2])
    raw_output_up = tf.argmax(raw_output_up, axis=3)
    pred = tf.expand_dims(raw_output_up, axis=3)

    if first:
        sess.run(tf.global_variables_initializer())
        loader = tf.train.Saver(var_list=tf.global_variables())
        loader.restore(sess, restore_from)

    out = sess.run(pred)
    return out[0, :, :, 0].astype(np.uint8)
