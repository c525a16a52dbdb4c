# source: https://github.com/tensorflow/tensorflow/issues/39435
# note: the same restart loop written the way TF1 expects: the initializer op is created once before the loop and the graph finalized, so running that existing op 2000 times adds nothing to the graph and each re-initialisation takes the same time
import time

import matplotlib.pyplot as plt
import tensorflow.compat.v1 as tf
from tqdm import tqdm

tf.disable_v2_behavior()

w = tf.get_variable("w", shape=(100, 1000))
init = tf.global_variables_initializer()
sess = tf.Session()
sess.graph.finalize()
times = []
for i in tqdm(range(2000)):
    s = time.time()
    sess.run(init)
    times.append(time.time() - s)

plt.plot(times)
plt.show()
