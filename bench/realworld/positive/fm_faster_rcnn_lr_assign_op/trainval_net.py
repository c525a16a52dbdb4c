import tensorflow.compat.v1 as tf

from nets.resnet_v1 import resnetv1
from roi_data import combined_roidb
from solver.train_val import SolverWrapper

tf.disable_eager_execution()

if __name__ == "__main__":
    roidb = combined_roidb("voc_2007_trainval")
    net = resnetv1(num_layers=101)
    config = tf.ConfigProto(allow_soft_placement=True)
    config.gpu_options.allow_growth = True
    with tf.Session(config=config) as sess:
        SolverWrapper(net, roidb, "output/res101").train_model(sess, max_iters=110000)
