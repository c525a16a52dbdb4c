import tensorflow as tf

from utils import conv_block, normalize, xent


class MAML(object):
    def __init__(self, dim_input=1, dim_output=1, test_num_updates=5, num_filters=32):
        self.dim_input, self.dim_output = dim_input, dim_output
        self.update_lr = 0.4
        self.meta_lr = tf.placeholder_with_default(0.001, ())
        self.test_num_updates = test_num_updates
        self.dim_hidden = num_filters
        self.channels = 1
        self.img_size = int((dim_input / self.channels) ** 0.5)

    def construct_weights(self):
        weights = {}
        k = 3
        conv_init = tf.contrib.layers.xavier_initializer_conv2d(dtype=tf.float32)
        fc_init = tf.contrib.layers.xavier_initializer(dtype=tf.float32)
        weights["conv1"] = tf.get_variable("conv1", [k, k, self.channels, self.dim_hidden], initializer=conv_init)
        weights["b1"] = tf.Variable(tf.zeros([self.dim_hidden]))
        for i in (2, 3, 4):
            weights["conv%d" % i] = tf.get_variable("conv%d" % i, [k, k, self.dim_hidden, self.dim_hidden],
                                                    initializer=conv_init)
            weights["b%d" % i] = tf.Variable(tf.zeros([self.dim_hidden]))
        weights["w5"] = tf.get_variable("w5", [self.dim_hidden, self.dim_output], initializer=fc_init)
        weights["b5"] = tf.Variable(tf.zeros([self.dim_output]), name="b5")
        return weights

    def forward(self, inp, weights, reuse=False, scope=""):
        hidden = tf.reshape(inp, [-1, self.img_size, self.img_size, self.channels])
        for i in (1, 2, 3, 4):
            hidden = conv_block(hidden, weights["conv%d" % i], weights["b%d" % i], reuse, scope + str(i - 1))
        hidden = tf.reduce_mean(hidden, [1, 2])
        return tf.matmul(hidden, weights["w5"]) + weights["b5"]

    def construct_model(self, input_tensors, prefix="metatrain_"):
        self.inputa, self.inputb = input_tensors["inputa"], input_tensors["inputb"]
        self.labela, self.labelb = input_tensors["labela"], input_tensors["labelb"]
        with tf.variable_scope("model", reuse=None) as training_scope:
            if "weights" in dir(self):
                training_scope.reuse_variables()
                weights = self.weights
            else:
                self.weights = weights = self.construct_weights()
            task_losses = []
            for inputa, inputb, labela, labelb in zip(tf.unstack(self.inputa), tf.unstack(self.inputb),
                                                      tf.unstack(self.labela), tf.unstack(self.labelb)):
                loss_a = xent(self.forward(inputa, weights, reuse=True), labela)
                grads = dict(zip(weights.keys(), tf.gradients(loss_a, list(weights.values()))))
                fast = {k: weights[k] - self.update_lr * grads[k] for k in weights}
                task_losses.append(xent(self.forward(inputb, fast, reuse=True), labelb))
            total = tf.reduce_mean(tf.stack(task_losses))
        if prefix == "metatrain_":
            self.metatrain_op = tf.train.AdamOptimizer(self.meta_lr).minimize(total)
            self.total_loss = total
        else:
            self.metaval_total_loss = total
