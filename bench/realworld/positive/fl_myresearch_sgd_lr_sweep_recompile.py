# source: https://github.com/jakIT-ops/MyResearch/blob/HEAD/ML_DEEPlearning/BeginnersGuideToDeepLearning/04Fine-tuneKerasModel/ChallengeChangeTheModelOptimizer/main.py
# symptom: a learning-rate sweep compiles the one already-built model again for every learning rate and keeps fitting it; each compile throws away the traced train function and the next fit traces and pins a new one, and later rates start from the previous run's weights
# expect: TFM013 24
# note: written with star imports, as in many course exercises; the sonar model is built once above the loop and only compile()/fit() run per learning rate
from keras.layers import *
from keras.models import *
from keras.optimizers import *
import pandas as pd

data = pd.read_csv("sonar.csv")
features = data.drop(["R"], axis=1).values.astype("float32")
target = (data["R"] == "R").astype("float32").values

model = Sequential()
model.add(Input(shape=(features.shape[1],)))
model.add(Dense(32, activation="relu"))
model.add(Dense(64, activation="relu"))
model.add(Dense(1, activation="sigmoid"))

learning_rates = [0.000001, 0.01, 0.1, 1]
history = {}
for lr in learning_rates:
    print("\nTesting model with learning rate: %f\n" % lr)
    model.compile(optimizer=SGD(learning_rate=lr), loss="binary_crossentropy", metrics=["accuracy"])
    fit = model.fit(features, target, epochs=20, batch_size=10, verbose=0)
    history[lr] = fit.history["accuracy"][-1]

print(history)
