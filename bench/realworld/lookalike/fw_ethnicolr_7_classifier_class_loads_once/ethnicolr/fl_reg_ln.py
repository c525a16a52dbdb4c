import os

import numpy as np
import pandas as pd
import tensorflow as tf

HERE = os.path.dirname(__file__)
MODEL = os.path.join(HERE, "models/fl_voter_reg/lstm/fl_all_ln_lstm.h5")
VOCAB = os.path.join(HERE, "models/fl_voter_reg/lstm/fl_all_ln_vocab.csv")
RACE = os.path.join(HERE, "models/fl_voter_reg/lstm/fl_ln_race.csv")
FEATURE_LEN = 20


class FloridaLastNameClassifier:
    def __init__(self, model_path=MODEL, vocab_path=VOCAB, race_path=RACE):
        vdf = pd.read_csv(vocab_path)
        self.vocab = {ng: idx for idx, ng in enumerate(vdf.vocab.tolist())}
        self.races = pd.read_csv(race_path).race.tolist()
        self.model = tf.keras.models.load_model(model_path, compile=False)

    def _encode(self, names):
        seqs = [[self.vocab.get(name[i:i + 2], 0) for i in range(len(name) - 1)] for name in names]
        padded = tf.keras.preprocessing.sequence.pad_sequences(seqs, maxlen=FEATURE_LEN)
        return tf.convert_to_tensor(padded)

    def predict(self, df, namecol):
        df = df.copy()
        names = df[namecol].fillna("").str.strip().str.title().tolist()
        proba = self.model(self._encode(names), training=False).numpy()
        df["race"] = [self.races[i] for i in np.argmax(proba, axis=-1)]
        for i, race in enumerate(self.races):
            df[race] = proba[:, i]
        return df
