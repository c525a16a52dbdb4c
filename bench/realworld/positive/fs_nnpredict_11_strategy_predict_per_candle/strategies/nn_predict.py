import numpy as np
import pandas as pd

from .predictors import NNPredictorLSTM


class NNPredict:
    """Enter when the network predicts a gain above the threshold."""

    lookahead = 6
    seq_len = 12
    features = ["close", "volume", "rsi", "mfi", "bb_width"]

    def __init__(self):
        self.classifier_list = {}

    def get_classifier(self, pair):
        if pair not in self.classifier_list:
            self.classifier_list[pair] = NNPredictorLSTM(pair.replace("/", "_"), self.seq_len, len(self.features))
        return self.classifier_list[pair]

    def update_predictions(self, dataframe: pd.DataFrame, pair) -> pd.DataFrame:
        values = dataframe[self.features].to_numpy(dtype=np.float32)
        values = (values - values.mean(axis=0)) / (values.std(axis=0) + 1e-9)
        windows = np.stack([values[i - self.seq_len:i] for i in range(len(values) - 128, len(values))])
        dataframe.loc[dataframe.index[-128:], "predicted_gain"] = self.get_classifier(pair).predict(windows)
        return dataframe

    def populate_indicators(self, dataframe: pd.DataFrame, metadata: dict) -> pd.DataFrame:
        close = dataframe["close"]
        delta = close.diff()
        dataframe["rsi"] = 100 - 100 / (1 + delta.clip(lower=0).rolling(14).mean() / (-delta.clip(upper=0)).rolling(14).mean())
        dataframe["mfi"] = (dataframe["volume"] * close).rolling(14).mean()
        dataframe["bb_width"] = close.rolling(20).std() * 4 / close.rolling(20).mean()
        dataframe = dataframe.fillna(0.0)
        return self.update_predictions(dataframe, metadata["pair"])

    def populate_entry_trend(self, dataframe: pd.DataFrame, metadata: dict) -> pd.DataFrame:
        dataframe["enter_long"] = (dataframe["predicted_gain"] > 0.01).astype(int)
        return dataframe
