# source: http://www.tastones.com/zh-tw/stackoverflow/tensorflow/how-to-debug-a-memory-leak-in-tensorflow/use_graph.finalize_to_catch_nodes_being_added_to_the_graph/
# symptom: memory leak in a TF1 training loop: each iteration adds nodes to the graph (tf.square of the loss, or an overloaded operator on it), so the graph and memory grow
# expect: TFM010 12
# note: the page's leaking loop without graph.finalize(); `loss` and the data feed come from earlier cells, so the snippet has no imports
train_op = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
init = tf.global_variables_initializer()

with tf.Session() as sess:
    sess.run(init)
    for step in range(1000000):
        sess.run(train_op, feed_dict=next_feed())
        loss_sq = tf.square(loss)
        if step % 1000 == 0:
            print(step, sess.run(loss_sq, feed_dict=next_feed()))
