import time

import numpy as np
import tensorflow.compat.v1 as tf

CHECKPOINTS_DIR = "checkpoints/"


def test_model(model, batch_gen, batch_num, model_id):
    saver = tf.train.Saver()
    start_time = time.time()
    print("## Testing model : {}".format(model_id))
    with tf.Session() as sess:
        ot = time.time()
        sess.run(tf.global_variables_initializer())
        ckpt = tf.train.get_checkpoint_state(CHECKPOINTS_DIR + str(model_id) + "/")
        if ckpt and ckpt.model_checkpoint_path:
            saver.restore(sess, ckpt.model_checkpoint_path)
        print("restore took %.3fs" % (time.time() - ot))
        accs = []
        for _ in range(batch_num):
            x, y = next(batch_gen)
            accs.append(sess.run(model.accuracy, feed_dict={model.x: x, model.y: y}))
    print("model %d: acc %.4f (%.2fs)" % (model_id, float(np.mean(accs)), time.time() - start_time))
    return float(np.mean(accs))
