# source: https://github.com/keras-team/keras/issues/7538
# note: the online learner from that issue: the single-layer network is built and compiled once in __init__, then trained one example at a time with train_on_batch on n-hot vectors whose shape never changes, so there is no per-example model build, recompile or retrace (the thread is about raw speed of batch-size-1 updates, not memory)
from keras.models import *
from keras.layers import *
from keras.optimizers import *


class OnlineLearner:
    def __init__(self, input_data, dim=10000, lr=0.01):
        self.dim = dim
        self.batches = self.batch_generator(input_data)
        self.network = Sequential()
        self.network.add(Dense(dim, input_dim=dim, kernel_initializer="zero",
                               activation="linear", use_bias=False))
        self.network.compile(loss=self.summed_squared_error, optimizer=SGD(learning_rate=lr))

    @staticmethod
    def summed_squared_error(y_true, y_pred):
        return K.sum(K.square(y_pred - y_true), axis=-1)

    def n_hot(self, indices):
        vec = np.zeros((1, self.dim), dtype=np.float32)
        vec[0, indices] = 1.0
        return vec

    def batch_generator(self, input_data):
        for cues, outcomes in input_data:
            yield self.n_hot(cues), self.n_hot(outcomes)

    def learn(self, num_events, report_every=10000):
        losses = []
        for event in range(num_events):
            x, y = next(self.batches)
            loss = self.network.train_on_batch(x, y)
            losses.append(float(loss))
            if (event + 1) % report_every == 0:
                print("event %d  mean loss %.5f" % (event + 1, np.mean(losses[-report_every:])))
        return losses


learner = OnlineLearner(events_from_corpus("corpus.txt"), dim=10000)
learner.learn(num_events=1000000)
