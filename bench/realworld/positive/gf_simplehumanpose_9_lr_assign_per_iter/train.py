"""Main training loop: feed batches, update the LR schedule, snapshot."""
import argparse
import time

import tensorflow.compat.v1 as tf

from trainer import Trainer


def main(net_fn, loader, cfg):
    trainer = Trainer(net_fn, cfg)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        total = cfg.end_epoch * cfg.iters_per_epoch
        for itr in range(total):
            trainer.set_lr(sess, trainer.lr_for(itr))
            imgs, hms = loader.next_batch()
            t0 = time.time()
            _, loss = sess.run([trainer.train_op, trainer.loss],
                               feed_dict={trainer.images: imgs, trainer.heatmaps: hms})
            if itr % cfg.display == 0:
                print(f"itr {itr}/{total} loss {loss:.5f} ({time.time() - t0:.3f}s)")
            if (itr + 1) % cfg.iters_per_epoch == 0:
                trainer.save(sess, cfg.model_dump_dir + "/snapshot", itr)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--cfg", default="config.yaml")
    args = ap.parse_args()
    from config import load_config, build_loader, resnet_pose  # project-local
    cfg = load_config(args.cfg)
    main(resnet_pose, build_loader(cfg), cfg)
