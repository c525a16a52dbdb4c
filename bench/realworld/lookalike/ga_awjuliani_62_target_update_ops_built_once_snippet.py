# source: https://github.com/awjuliani/DeepRL-Agents/issues/62
# note: the Double-Dueling-DQN notebook pattern asked about in the thread: updateTargetGraph() builds the soft-update assign ops (op_holder) once, before the episode loop; updateTarget() only runs the prebuilt ops with sess.run every update step, so no ops are added while training

def updateTargetGraph(tfVars, tau):
    total_vars = len(tfVars)
    op_holder = []
    for idx, var in enumerate(tfVars[0:total_vars // 2]):
        op_holder.append(tfVars[idx + total_vars // 2].assign((var.value() * tau) + ((1 - tau) * tfVars[idx + total_vars // 2].value())))
    return op_holder


def updateTarget(op_holder, sess):
    for op in op_holder:
        sess.run(op)


tf.reset_default_graph()
mainQN = Qnetwork(h_size)
targetQN = Qnetwork(h_size)
init = tf.global_variables_initializer()
trainables = tf.trainable_variables()
targetOps = updateTargetGraph(trainables, tau)
myBuffer = experience_buffer()

with tf.Session() as sess:
    sess.run(init)
    updateTarget(targetOps, sess)
    for i in range(num_episodes):
        episodeBuffer = experience_buffer()
        s = processState(env.reset())
        d, rAll, j = False, 0, 0
        while j < max_epLength:
            j += 1
            if np.random.rand(1) < e or total_steps < pre_train_steps:
                a = np.random.randint(0, 4)
            else:
                a = sess.run(mainQN.predict, feed_dict={mainQN.scalarInput: [s]})[0]
            s1, r, d = env.step(a)
            s1 = processState(s1)
            total_steps += 1
            episodeBuffer.add(np.reshape(np.array([s, a, r, s1, d]), [1, 5]))
            if total_steps > pre_train_steps and total_steps % update_freq == 0:
                trainBatch = myBuffer.sample(batch_size)
                Q1 = sess.run(mainQN.predict, feed_dict={mainQN.scalarInput: np.vstack(trainBatch[:, 3])})
                Q2 = sess.run(targetQN.Qout, feed_dict={targetQN.scalarInput: np.vstack(trainBatch[:, 3])})
                doubleQ = Q2[range(batch_size), Q1]
                targetQ = trainBatch[:, 2] + (y * doubleQ * (1 - trainBatch[:, 4]))
                sess.run(mainQN.updateModel, feed_dict={mainQN.scalarInput: np.vstack(trainBatch[:, 0]),
                                                        mainQN.targetQ: targetQ,
                                                        mainQN.actions: trainBatch[:, 1]})
                updateTarget(targetOps, sess)
            rAll += r
            s = s1
            if d:
                break
        myBuffer.add(episodeBuffer.buffer)
        rList.append(rAll)
