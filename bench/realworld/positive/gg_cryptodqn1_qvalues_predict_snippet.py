# source: https://github.com/MohammadAsadolahi/Reinforcement-learning-algorithm-Deep-Q-learning-for-cryptocurrency-trading/issues/1
# symptom: memory erupts during training; the author says TensorFlow keeps growing when model.predict(X) or model(X) runs in the RL loop
# expect: TFM008 28
# note: pasted as in the issue thread, imports and the price loader left out; Q-values are predicted on every candle of every episode

def build_q_network(window, n_actions=3):
    net = keras.Sequential([
        keras.layers.Dense(64, activation="relu", input_shape=(window,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(n_actions, activation="linear"),
    ])
    net.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
    return net

window = 30
model = build_q_network(window)
prices = load_prices("BTCUSDT_15m.csv")
epsilon, gamma = 1.0, 0.95
replay = []

for episode in range(500):
    position, profit = 0, 0.0
    for t in range(window, len(prices) - 1):
        state = np.array(prices[t - window:t]).reshape(1, window)
        if np.random.rand() < epsilon:
            action = np.random.randint(3)
        else:
            q_values = model.predict(state, verbose=0)
            action = int(np.argmax(q_values[0]))
        reward = (prices[t + 1] - prices[t]) * (action - 1)
        profit += reward
        next_state = np.array(prices[t - window + 1:t + 1]).reshape(1, window)
        replay.append((state, action, reward, next_state))
        if len(replay) > 20000:
            replay.pop(0)
        if len(replay) >= 64 and t % 16 == 0:
            batch = random.sample(replay, 64)
            s = np.vstack([b[0] for b in batch])
            ns = np.vstack([b[3] for b in batch])
            target = model.predict_on_batch(s)
            nxt = model.predict_on_batch(ns)
            for i, (_, a, r, _) in enumerate(batch):
                target[i][a] = r + gamma * np.max(nxt[i])
            model.fit(s, target, epochs=1, verbose=0)
    epsilon = max(0.05, epsilon * 0.99)
    print(f"episode {episode} profit {profit:.2f} epsilon {epsilon:.3f}")
