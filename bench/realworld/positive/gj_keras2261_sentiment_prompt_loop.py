# source: https://github.com/keras-team/keras/issues/2261
# symptom: using predict on sentences typed by the user is slow; each sentence is mapped to ids, padded and sent through model.predict on its own
# expect: TFM008 44
# note: the IMDB LSTM classifier is trained once, then find_sentiment reads sentences in a loop and calls model.predict with batch_size=1 per sentence
import numpy as np
from keras.datasets import imdb
from keras.layers import LSTM, Dense, Embedding
from keras.models import Sequential
from keras.preprocessing import sequence


class SentimentLSTM(object):
    def __init__(self, max_features=20000, maxlen=80):
        self.max_features = max_features
        self.maxlen = maxlen
        self.word_index = imdb.get_word_index()
        self.model = Sequential()
        self.model.add(Embedding(max_features, 128))
        self.model.add(LSTM(128, dropout=0.2, recurrent_dropout=0.2))
        self.model.add(Dense(1, activation="sigmoid"))
        self.model.compile(loss="binary_crossentropy", optimizer="adam", metrics=["accuracy"])

    def train(self, epochs=3):
        (x_train, y_train), (x_test, y_test) = imdb.load_data(num_words=self.max_features)
        x_train = sequence.pad_sequences(x_train, maxlen=self.maxlen)
        x_test = sequence.pad_sequences(x_test, maxlen=self.maxlen)
        self.model.fit(x_train, y_train, batch_size=32, epochs=epochs,
                       validation_data=(x_test, y_test))

    def encode(self, text):
        ids = []
        for word in text.lower().split():
            idx = self.word_index.get(word.strip(".,!?\"'"))
            if idx is not None and idx + 3 < self.max_features:
                ids.append(idx + 3)
        return ids

    def find_sentiment(self):
        while True:
            text = input("review> ")
            if not text:
                break
            X = sequence.pad_sequences([self.encode(text)], maxlen=self.maxlen)
            pred = self.model.predict(X, batch_size=1)
            label = "positive" if pred[0, 0] > 0.5 else "negative"
            print(label, float(np.round(pred[0, 0], 3)))


if __name__ == "__main__":
    clf = SentimentLSTM()
    clf.train()
    clf.find_sentiment()
