# source: https://github.com/tensorflow/tensorflow/issues/39435
# symptom: initializing the variables of a graph over and over again gets slower and slower: each iteration of the restart loop takes longer than the previous one
# expect: TFM010 10
# note: a snippet without imports (tf, tqdm, time and plt come from an earlier cell, TF 1.14); the loop re-creates the initializer op on every restart instead of running one built before the loop
w = tf.get_variable("w", shape=(100, 1000))
sess = tf.Session()
times = []
for i in tqdm(range(2000)):
    s = time.time()
    sess.run(tf.global_variables_initializer())
    times.append(time.time() - s)

plt.plot(times)
plt.xlabel("restart")
plt.ylabel("seconds per initialization")
plt.show()
