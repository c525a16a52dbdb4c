import numpy as np
import tensorflow as tf

from losses import content_loss, style_loss, temporal_loss
from vgg import load_vgg_weights, vgg_layers


def build_model(input_img, vgg_path):
    _, h, w, d = input_img.shape
    weights = load_vgg_weights(vgg_path)
    net = {"input": tf.Variable(np.zeros((1, h, w, d), dtype=np.float32))}
    net.update(vgg_layers(net["input"], weights))
    return net


def stylize(args, content_img, style_imgs, init_img, frame=None):
    with tf.device(args.device), tf.Session() as sess:
        net = build_model(content_img, args.model_weights)
        L_total = args.content_weight * content_loss(sess, net, content_img)
        L_total += args.style_weight * style_loss(sess, net, style_imgs)
        L_total += args.tv_weight * tf.image.total_variation(net["input"])
        if frame is not None and frame > 1:
            L_total += args.temporal_weight * temporal_loss(sess, net, frame, init_img)
        train_op = tf.train.AdamOptimizer(args.learning_rate).minimize(L_total)
        sess.run(tf.global_variables_initializer())
        sess.run(net["input"].assign(init_img))
        for it in range(args.max_iterations):
            sess.run(train_op)
            if args.verbose and it % args.print_iterations == 0:
                print("iteration %d loss %g" % (it, sess.run(L_total)))
        return sess.run(net["input"])
