# source: https://github.com/rinuboney/ladder/issues/2
# symptom: the learning-rate Variable is updated with sess.run(learning_rate.assign(...)) at every epoch boundary after decay starts; the issue recommends a placeholder fed per step instead of assigning (each assign call adds a node)
# expect: TFM010 14
# note: training loop as pasted from ladder.py (inputs, train_step, saver, mnist and the hyper-parameters are defined above it in the script)
print("=== Training ===")
for i in tqdm(range(i_iter, num_iter)):
    images, labels = mnist.train.next_batch(batch_size)
    sess.run(train_step, feed_dict={inputs: images, outputs: labels, training: True})
    if (i > 1) and ((i + 1) % (num_iter // num_epochs) == 0):
        epoch_n = i // (num_examples // batch_size)
        if (epoch_n + 1) >= decay_after:
            ratio = 1.0 * (num_epochs - (epoch_n + 1))
            ratio = max(0, ratio / (num_epochs - decay_after))
            sess.run(learning_rate.assign(starter_learning_rate * ratio))
        saver.save(sess, "checkpoints/model.ckpt", epoch_n)
        acc = sess.run(accuracy, feed_dict={inputs: mnist.test.images,
                                            outputs: mnist.test.labels, training: False})
        with open("train_log", "a") as f:
            f.write("%d, %s\n" % (epoch_n + 1, acc))

print("Final Accuracy: ", sess.run(accuracy, feed_dict={
    inputs: mnist.test.images, outputs: mnist.test.labels, training: False}), "%")
sess.close()
