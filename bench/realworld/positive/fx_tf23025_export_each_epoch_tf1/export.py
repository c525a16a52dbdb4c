import os

import tensorflow as tf


def export_serving(sess, model, export_root, epoch):
    export_dir = os.path.join(export_root, "epoch_%03d" % epoch)
    if tf.io.gfile.exists(export_dir):
        tf.io.gfile.rmtree(export_dir)
    tf.compat.v1.saved_model.simple_save(
        sess,
        export_dir,
        inputs={"features": model.input},
        outputs={"scores": model.output},
    )
    size = tf.io.gfile.stat(os.path.join(export_dir, "saved_model.pb")).length
    print("exported %s (%d bytes)" % (export_dir, size))
    return export_dir


def prune_exports(export_root, keep=3):
    dirs = sorted(d for d in tf.io.gfile.listdir(export_root) if d.startswith("epoch_"))
    for d in dirs[:-keep]:
        tf.io.gfile.rmtree(os.path.join(export_root, d))
