# source: https://www.kdnuggets.com/2017/05/how-not-program-tensorflow-graph.html
# source: https://opendatascience.com/how-not-to-program-the-tensorflow-graph/
# symptom: calling session.run(tf.global_variables_initializer()) repeatedly adds a new initializer op to the graph each time; everything put in the graph stays there, so repeated construction inside a loop grows the graph and slows it down
# expect: TFM010 25
# expect: TFM002 26
# note: my own random-restart fitting script: every restart re-initializes the variables with a fresh initializer op and makes a new step-counter variable, inside the loop that runs the session
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.random_normal([4, 1]))
b = tf.Variable(tf.zeros([1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

data_x = np.random.randn(512, 4).astype("float32")
data_y = data_x @ np.array([[1.0], [-2.0], [0.5], [3.0]], dtype="float32")

best = None
sess = tf.Session()
for restart in range(50):
    sess.run(tf.global_variables_initializer())
    steps = tf.Variable(0, trainable=False)
    sess.run(steps.initializer)
    for _ in range(200):
        sess.run(train, {x: data_x, y: data_y})
    final = sess.run(loss, {x: data_x, y: data_y})
    if best is None or final < best:
        best = final
print(best)
