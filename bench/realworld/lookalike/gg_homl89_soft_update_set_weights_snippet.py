# source: https://github.com/ageron/handson-ml2/issues/89
# note: look-alike: the corrected soft update from the thread copies weights as NumPy arrays with get_weights()/set_weights() after every step; in TF2 eager this creates no graph ops, no new models and no tf.function, so nothing accumulates per step
# pasted from the notebook: env, model, target, play_one_step and training_step come from earlier cells

tau = 0.01
rewards = []
best_score = 0

for episode in range(600):
    obs = env.reset()
    for step in range(200):
        epsilon = max(1 - episode / 500, 0.01)
        obs, reward, done, info = play_one_step(env, obs, epsilon)
        if done:
            break
    rewards.append(step)
    if step >= best_score:
        best_weights = model.get_weights()
        best_score = step
    print("\rEpisode: {}, Steps: {}, eps: {:.3f}".format(episode, step + 1, epsilon), end="")
    if episode > 50:
        training_step(batch_size)
        target_weights = target.get_weights()
        online_weights = model.get_weights()
        for index in range(len(target_weights)):
            target_weights[index] = (1 - tau) * target_weights[index] + tau * online_weights[index]
        target.set_weights(target_weights)

model.set_weights(best_weights)
