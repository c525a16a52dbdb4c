# source: https://github.com/N3PDF/vegasflow/issues/84
# symptom: refine_grid_per_dimension() is called for every dimension after every iteration and defines two tf.functions for its while loop, so each call traces new graphs ("triggered tf.function retracing")
# expect: TFM006 14
# expect: TFM006 18
import tensorflow as tf

DTYPE = tf.float64
BINS_MAX = 50


def refine_grid_per_dimension(t_res_sq, subdivisions):
    avg_per_bin = tf.reduce_sum(t_res_sq) / BINS_MAX

    @tf.function
    def while_check(bin_weight, *args):
        return bin_weight < avg_per_bin

    @tf.function
    def while_body(bin_weight, n_bin, cur, prev):
        n_bin += 1
        bin_weight += t_res_sq[n_bin]
        return bin_weight, n_bin, subdivisions[n_bin + 1], subdivisions[n_bin]

    new_edges = [tf.constant(0.0, dtype=DTYPE)]
    bin_weight, n_bin = tf.constant(0.0, dtype=DTYPE), tf.constant(-1)
    cur, prev = tf.constant(0.0, dtype=DTYPE), tf.constant(0.0, dtype=DTYPE)
    for _ in range(BINS_MAX - 1):
        bin_weight, n_bin, cur, prev = tf.while_loop(while_check, while_body, (bin_weight, n_bin, cur, prev))
        bin_weight -= avg_per_bin
        new_edges.append(cur - (cur - prev) * bin_weight / t_res_sq[n_bin])
    new_edges.append(tf.constant(1.0, dtype=DTYPE))
    return tf.stack(new_edges)


def refine_grid(arr_res2, divisions):
    for j in range(divisions.shape[0]):
        divisions[j].assign(refine_grid_per_dimension(arr_res2[j, :], divisions[j, :]))
