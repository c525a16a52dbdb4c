# source: https://github.com/yanpanlau/Keras-FlappyBird/pull/19
# symptom: experience replay trains slowly because it iterates over the minibatch one sample at a time; the merged PR trains the entire batch in one go instead and "really speeds up the calculation"
# expect: TFM008 33
# expect: TFM008 34
# note: snippet from a notebook cell with no imports (np, random, game_state, model, D and the constants come from earlier cells); inside the game loop, every replay step loops over the 32 sampled transitions and calls model.predict twice per transition before one train_on_batch
t = 0
epsilon = INITIAL_EPSILON
s_t = stack_frames(game_state.frame_step(np.eye(ACTIONS)[0])[0])

while True:
    if random.random() <= epsilon:
        action_index = random.randrange(ACTIONS)
    else:
        action_index = int(np.argmax(model.predict_on_batch(s_t)[0]))
    a_t = np.eye(ACTIONS)[action_index]
    if epsilon > FINAL_EPSILON and t > OBSERVE:
        epsilon -= (INITIAL_EPSILON - FINAL_EPSILON) / EXPLORE

    x_t1, r_t, terminal = game_state.frame_step(a_t)
    s_t1 = append_frame(s_t, x_t1)
    D.append((s_t, action_index, r_t, s_t1, terminal))
    if len(D) > REPLAY_MEMORY:
        D.popleft()

    loss = 0.0
    if t > OBSERVE:
        minibatch = random.sample(D, BATCH)
        inputs = np.zeros((BATCH, s_t.shape[1], s_t.shape[2], s_t.shape[3]))
        targets = np.zeros((BATCH, ACTIONS))
        for i in range(len(minibatch)):
            state_t, action_t, reward_t, state_t1, terminal_t = minibatch[i]
            inputs[i:i + 1] = state_t
            targets[i] = model.predict(state_t)
            Q_sa = model.predict(state_t1)
            if terminal_t:
                targets[i, action_t] = reward_t
            else:
                targets[i, action_t] = reward_t + GAMMA * np.max(Q_sa)
        loss += model.train_on_batch(inputs, targets)

    s_t = s_t1
    t += 1
    if t % 1000 == 0:
        model.save_weights("model.weights.h5", overwrite=True)
        print(f"TIMESTEP {t} / EPSILON {epsilon:.4f} / ACTION {action_index} / REWARD {r_t} / Loss {loss:.4f}")
