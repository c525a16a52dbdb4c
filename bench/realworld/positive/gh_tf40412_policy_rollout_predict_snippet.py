# source: https://github.com/tensorflow/tensorflow/issues/40412
# symptom: repeated Model.predict calls on one observation at a time are many times slower with tf.keras than with standalone keras; a rollout of a few thousand steps takes minutes
# expect: TFM008 22
# note: snippet style from the thread (star imports, env and helpers defined in other cells); the policy network is queried with predict once per environment step.
from tensorflow.keras.models import *
from tensorflow.keras.layers import *

policy = Sequential([
    Input(shape=(4,)),
    Dense(64, activation="relu"),
    Dense(64, activation="relu"),
    Dense(2, activation="softmax"),
])
policy.compile(optimizer="adam", loss="categorical_crossentropy")


def rollout(env, max_steps=500):
    observation = env.reset()
    total_reward = 0.0
    trajectory = []
    for step in range(max_steps):
        probs = policy.predict(observation[None, :], verbose=0)[0]
        action = int(np.random.choice(len(probs), p=probs))
        next_observation, reward, done, _ = env.step(action)
        trajectory.append((observation, action, reward))
        total_reward += reward
        observation = next_observation
        if done:
            break
    return trajectory, total_reward


for episode in range(200):
    t0 = time.time()
    steps, score = rollout(env)
    print(f"episode {episode}: {len(steps)} steps, reward {score:.1f}, {time.time() - t0:.2f}s")
