import numpy as np
import tensorflow.compat.v1 as tf

from vgg import build_vgg19, content_loss, style_loss


def stylize(content_img, style_img, init_img, args):
    with tf.device(args.device), tf.Session() as sess:
        net = build_vgg19(content_img.shape, args.model_weights)
        sess.run(net["input"].assign(content_img))
        L_content = content_loss(sess, net, args.content_layers)
        L_style = style_loss(sess, net, style_img, args.style_layers)
        L_tv = tf.image.total_variation(net["input"])
        loss = args.content_weight * L_content + args.style_weight * L_style + args.tv_weight * L_tv
        train_op = tf.train.AdamOptimizer(args.learning_rate).minimize(loss)
        sess.run(tf.global_variables_initializer())
        sess.run(net["input"].assign(init_img))
        for it in range(args.max_iterations):
            sess.run(train_op)
            if it % args.print_iterations == 0:
                print("iteration %d loss %.2f" % (it, float(np.squeeze(sess.run(loss)))))
        return sess.run(net["input"])
