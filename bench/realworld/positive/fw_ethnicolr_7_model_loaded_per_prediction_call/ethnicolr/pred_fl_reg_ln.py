import os

import numpy as np
import pandas as pd
from keras.models import load_model
from keras.preprocessing import sequence

MODELFN = "models/fl_voter_reg/lstm/fl_all_ln_lstm.h5"
VOCABFN = "models/fl_voter_reg/lstm/fl_all_ln_vocab.csv"
RACEFN = "models/fl_voter_reg/lstm/fl_ln_race.csv"
NGRAMS = 2
FEATURE_LEN = 20

path = os.path.dirname(__file__)
MODEL = os.path.join(path, MODELFN)
VOCAB = os.path.join(path, VOCABFN)
RACE = os.path.join(path, RACEFN)


def _ngrams(name, n=NGRAMS):
    return [name[i:i + n] for i in range(len(name) - n + 1)]


def pred_fl_reg_ln(df, namecol, num_iter=100, conf_int=1.0):
    """Predict race/ethnicity from the last name column of df."""
    if namecol not in df.columns:
        raise ValueError("The last name column does not exist in the dataframe")

    vdf = pd.read_csv(VOCAB)
    vocab = {ng: idx for idx, ng in enumerate(vdf.vocab.tolist())}
    races = pd.read_csv(RACE).race.tolist()

    model = load_model(MODEL)

    df = df.copy()
    df["__last"] = df[namecol].str.strip().str.title()
    seqs = [[vocab.get(ng, 0) for ng in _ngrams(n)] for n in df["__last"].fillna("")]
    X = sequence.pad_sequences(seqs, maxlen=FEATURE_LEN)

    proba = model.predict(X, verbose=0)
    df["race"] = [races[i] for i in np.argmax(proba, axis=-1)]
    for i, race in enumerate(races):
        df[race] = proba[:, i]
    return df.drop(columns="__last")
