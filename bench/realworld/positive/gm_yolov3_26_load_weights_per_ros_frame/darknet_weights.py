"""Load original Darknet YOLOv3 weights into the TF variables."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


def load_weights(var_list, weights_file):
    """Return the list of assign ops that copy the Darknet weights."""
    with open(weights_file, "rb") as fp:
        np.fromfile(fp, dtype=np.int32, count=5)
        weights = np.fromfile(fp, dtype=np.float32)

    ptr = 0
    assign_ops = []
    i = 0
    while i < len(var_list) - 1:
        var1 = var_list[i]
        var2 = var_list[i + 1]
        if "Conv" in var1.name.split("/")[-2] and "BatchNorm" in var2.name.split("/")[-2]:
            gamma, beta, mean, var = var_list[i + 1:i + 5]
            for v in [beta, gamma, mean, var]:
                shape = v.shape.as_list()
                n = int(np.prod(shape))
                vals = weights[ptr:ptr + n].reshape(shape)
                ptr += n
                assign_ops.append(tf1.assign(v, vals, validate_shape=True))
            i += 4
        shape = var1.shape.as_list()
        n = int(np.prod(shape))
        vals = weights[ptr:ptr + n].reshape((shape[3], shape[2], shape[0], shape[1]))
        vals = np.transpose(vals, (2, 3, 1, 0))
        ptr += n
        assign_ops.append(tf1.assign(var1, vals, validate_shape=True))
        i += 1
    return assign_ops
