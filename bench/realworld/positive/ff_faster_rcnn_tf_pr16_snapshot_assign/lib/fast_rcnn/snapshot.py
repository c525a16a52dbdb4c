import os

import numpy as np


def save_unnormalized_snapshot(sess, saver, net, bbox_means, bbox_stds, output_dir, iteration):
    """Save a checkpoint whose bbox_pred layer predicts unnormalised targets, then restore the training values."""
    weights, biases = net.bbox_pred_variables()
    orig_weights = weights.eval(session=sess)
    orig_biases = biases.eval(session=sess)
    stds = np.tile(bbox_stds, (orig_weights.shape[0], 1))
    sess.run(weights.assign(orig_weights * stds))
    sess.run(biases.assign(orig_biases * bbox_stds + bbox_means))

    os.makedirs(output_dir, exist_ok=True)
    filename = os.path.join(output_dir, f"VGGnet_fast_rcnn_iter_{iteration + 1}.ckpt")
    saver.save(sess, filename)
    print(f"Wrote snapshot to: {filename}")

    sess.run(weights.assign(orig_weights))
    sess.run(biases.assign(orig_biases))
