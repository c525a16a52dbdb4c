import numpy as np


def run(sess, net, data_test):
    ph_image, ph_label = net.placeholders()
    acc_total, n = 0.0, 0
    data_test.reset()
    while not data_test.one_epoch_completed:
        image, label = data_test.next_batch()
        feed_dict = {ph_image: image.astype(np.float32) / 255.0,
                     ph_label: label.astype(np.int32)}
        acc_total += sess.run(net.acc, feed_dict=feed_dict)
        n += 1
    print("Validation: %3.3f" % (acc_total / n))
