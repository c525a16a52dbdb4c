"""Main training loop on a finalized graph."""
import time

import tensorflow.compat.v1 as tf

from trainer import Trainer


def main(net_fn, loader, cfg):
    trainer = Trainer(net_fn, cfg)
    with tf.Session() as sess:
        sess.run(trainer.init_op)
        sess.graph.finalize()
        total = cfg.end_epoch * cfg.iters_per_epoch
        current_lr = None
        for itr in range(total):
            lr = trainer.lr_for(itr)
            if lr != current_lr:
                trainer.set_lr(sess, lr)
                current_lr = lr
            imgs, hms = loader.next_batch()
            t0 = time.time()
            _, loss = sess.run([trainer.train_op, trainer.loss],
                               feed_dict={trainer.images: imgs, trainer.heatmaps: hms})
            if itr % cfg.display == 0:
                print(f"itr {itr}/{total} loss {loss:.5f} ({time.time() - t0:.3f}s)")
            if (itr + 1) % cfg.iters_per_epoch == 0:
                trainer.saver.save(sess, cfg.model_dump_dir + "/snapshot", global_step=itr)
