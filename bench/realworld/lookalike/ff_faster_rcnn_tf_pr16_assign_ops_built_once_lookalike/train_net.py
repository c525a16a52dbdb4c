import argparse

import tensorflow as tf

from lib.datasets.factory import get_imdb
from lib.fast_rcnn.train import SolverWrapper
from lib.networks.VGGnet_train import VGGnet_train
from lib.roi_data_layer.layer import RoIDataLayer

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--iters", type=int, default=70000)
    parser.add_argument("--imdb", default="voc_2007_trainval")
    args = parser.parse_args()

    imdb = get_imdb(args.imdb)
    roidb, bbox_means, bbox_stds = imdb.prepare_roidb()
    network = VGGnet_train()
    with tf.Session(config=tf.ConfigProto(allow_soft_placement=True)) as sess:
        solver = SolverWrapper(sess, network, RoIDataLayer(roidb, imdb.num_classes), "output/faster_rcnn",
                               bbox_means, bbox_stds)
        solver.train_model(args.iters)
