import numpy as np
import pandas as pd
import tensorflow as tf

from gpr import GPR, ScipyTrainer

WINDOW = 250


def main():
    prices = pd.read_csv("prices.csv", index_col=0)["close"].values
    returns = np.diff(np.log(prices))
    model = GPR(input_dim=1)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        trainer = ScipyTrainer(sess)
        forecasts = []
        for t in range(WINDOW, len(returns)):
            x = np.arange(WINDOW, dtype=np.float64)[:, None] / WINDOW
            y = returns[t - WINDOW:t, None]
            result = trainer.minimize(model, feed_dict={model.X: x, model.Y: y})
            forecasts.append(float(result.fun))
            if t % 50 == 0:
                print(t, result.fun, len(sess.graph.get_operations()))
    np.save("nlml.npy", np.array(forecasts))


if __name__ == "__main__":
    main()
