# source: https://github.com/abhijithneilabraham/ODD-or-EVEN-game-using-reinforcement-learning/blob/HEAD/reinforcement.py
# symptom: public repository code (no thread); three Keras predict calls per game step make training crawl, the per-call predict overhead (and TF 2.x leak) that RL issue threads report
# expect: TFM008 33
# expect: TFM008 35
# expect: TFM008 36
# note: written the way it is pasted in questions: star imports, gym env registered elsewhere (oddoreven-v0)
from keras.models import *
from keras.layers import *

model = Sequential()
model.add(InputLayer(batch_input_shape=(1, 5)))
model.add(Dense(10, activation="sigmoid"))
model.add(Dense(2, activation="linear"))
model.compile(loss="mse", optimizer="adam", metrics=["mae"])

env = gym.make("oddoreven-v0")
num_episodes = 1000
y = 0.95
eps = 0.5
decay_factor = 0.999
r_avg_list = []
for i in range(num_episodes):
    s = env.reset()
    eps *= decay_factor
    if i % 100 == 0:
        print("Episode {} of {}".format(i + 1, num_episodes))
    done = False
    r_sum = 0
    while not done:
        if np.random.random() < eps:
            a = np.random.randint(0, 2)
        else:
            a = np.argmax(model.predict(np.identity(5)[s:s + 1]))
        new_s, r, done, _ = env.step(a)
        target = r + y * np.max(model.predict(np.identity(5)[new_s:new_s + 1]))
        target_vec = model.predict(np.identity(5)[s:s + 1])[0]
        target_vec[a] = target
        model.fit(np.identity(5)[s:s + 1], target_vec.reshape(-1, 2), epochs=1, verbose=0)
        s = new_s
        r_sum += r
    r_avg_list.append(r_sum / 1000)
print(r_avg_list[-10:])
