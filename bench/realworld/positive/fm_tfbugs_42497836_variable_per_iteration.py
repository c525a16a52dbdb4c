# source: https://github.com/ForeverZyh/TensorFlow-Program-Bugs/blob/HEAD/StackOverflow/CCM-12/42497836-fix/example.py
# symptom: the counter never gets past 1, and every pass of the loop adds another variable and another initializer op to the default graph
# expect: TFM002 8
# expect: TFM010 9
# note: pasted notebook cell without imports (tf is never bound); the "fixed" version from the benchmark of Stack Overflow bugs moves the tf.Variable and the initializer into the session loop, so each iteration grows the TF1 graph
with tf.Session() as session:
    for batch_no in range(5):
        seen = tf.Variable(0, name="seen_batches")
        init_all = tf.global_variables_initializer()
        session.run(init_all)
        seen = seen + 1
        print("batches seen:", session.run(seen))
