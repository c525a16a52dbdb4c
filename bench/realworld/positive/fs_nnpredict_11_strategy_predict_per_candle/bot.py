import time

import ccxt
import pandas as pd

from strategies import NNPredict

PAIRS = ["BTC/USDT", "ETH/USDT", "SOL/USDT", "ADA/USDT"]


def fetch_candles(exchange, pair, timeframe="5m", limit=975):
    rows = exchange.fetch_ohlcv(pair, timeframe=timeframe, limit=limit)
    return pd.DataFrame(rows, columns=["date", "open", "high", "low", "close", "volume"])


def main():
    exchange = ccxt.binance()
    strategy = NNPredict()
    while True:
        for pair in PAIRS:
            df = fetch_candles(exchange, pair)
            df = strategy.populate_indicators(df, {"pair": pair})
            df = strategy.populate_entry_trend(df, {"pair": pair})
            if df["enter_long"].iloc[-1]:
                print(time.strftime("%H:%M:%S"), "entry signal", pair)
        time.sleep(60)


if __name__ == "__main__":
    main()
