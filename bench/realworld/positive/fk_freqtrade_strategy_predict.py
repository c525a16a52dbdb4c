# source: https://github.com/freqtrade/freqtrade/issues/7826
# symptom: a dry-run bot's RAM grows continuously over days; after a week of digging the reporter found the leak was TensorFlow: the strategy's custom code calls model.predict on the processed candles every time freqtrade asks for indicators (see tensorflow/tensorflow#44711)
# expect: TFM008 48
# note: freqtrade calls populate_indicators for every pair on every new candle of the bot loop; the Keras model is loaded once in bot_start, but predict runs on each call
import numpy as np
import pandas as pd
import talib.abstract as ta
import tensorflow as tf
from freqtrade.strategy import IStrategy

FEATURES = ["rsi", "mfi", "adx", "cci", "ema_ratio", "volume_z"]


class KerasEnsembleStrategy(IStrategy):
    INTERFACE_VERSION = 3
    timeframe = "5m"
    minimal_roi = {"0": 0.03, "60": 0.01}
    stoploss = -0.06
    process_only_new_candles = True
    startup_candle_count = 100

    def bot_start(self, **kwargs) -> None:
        self.model = tf.keras.models.load_model("user_data/models/ensemble_v3.h5")
        stats = np.load("user_data/models/feature_stats.npz")
        self.mean, self.std = stats["mean"], stats["std"]

    def bot_loop_start(self, **kwargs) -> None:
        import os
        import psutil
        mem = psutil.Process(os.getpid()).memory_info()
        self.logger_ram = mem.rss / 1024 / 1024

    def _prepare(self, dataframe: pd.DataFrame) -> np.ndarray:
        frame = pd.DataFrame(index=dataframe.index)
        frame["rsi"] = ta.RSI(dataframe)
        frame["mfi"] = ta.MFI(dataframe)
        frame["adx"] = ta.ADX(dataframe)
        frame["cci"] = ta.CCI(dataframe)
        frame["ema_ratio"] = ta.EMA(dataframe, timeperiod=12) / ta.EMA(dataframe, timeperiod=48)
        vol = dataframe["volume"]
        frame["volume_z"] = (vol - vol.rolling(48).mean()) / vol.rolling(48).std()
        frame = frame.fillna(0.0)
        return ((frame[FEATURES].values - self.mean) / self.std).astype("float32")

    def populate_indicators(self, dataframe: pd.DataFrame, metadata: dict) -> pd.DataFrame:
        df_processed = self._prepare(dataframe)
        # model is a keras wrapped tensorflow model (tf.keras.Model)
        pred = self.model.predict(df_processed, verbose=0)
        pred_df = pd.DataFrame(pred, index=dataframe.index, columns=["p_down", "p_flat", "p_up"])
        dataframe["signal"] = (pred_df["p_up"] > 0.6).astype(int) - (pred_df["p_down"] > 0.6).astype(int)
        return dataframe

    def populate_entry_trend(self, dataframe: pd.DataFrame, metadata: dict) -> pd.DataFrame:
        dataframe.loc[dataframe["signal"] == 1, "enter_long"] = 1
        return dataframe

    def populate_exit_trend(self, dataframe: pd.DataFrame, metadata: dict) -> pd.DataFrame:
        dataframe.loc[dataframe["signal"] == -1, "exit_long"] = 1
        return dataframe
