from common import tf_util as U


def learn(env, policy, update_op, obs_ph, adv_ph, save_per_iter=100, ckpt_dir="checkpoint", max_iters=5000):
    sess = U.get_session()
    iters_so_far = 0
    while iters_so_far < max_iters:
        obs, adv = env.rollout(policy)
        sess.run(update_op, feed_dict={obs_ph: obs, adv_ph: adv})
        iters_so_far += 1
        if iters_so_far % save_per_iter == 0:
            U.save_state("%s/iter_%d" % (ckpt_dir, iters_so_far))
