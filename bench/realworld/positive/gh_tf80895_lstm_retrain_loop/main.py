import numpy as np

import pipeline
import settings


def make_windows(series, timesteps):
    windows = [series[i:i + timesteps] for i in range(len(series) - timesteps)]
    return np.stack(windows).astype("float32")


def main():
    rng = np.random.default_rng(7)
    series = rng.normal(size=(settings.NUM_SAMPLES * 20, settings.NUM_FEATURES))
    x = make_windows(series, settings.TIMESTEPS)
    y = np.eye(settings.NUM_CLASSES)[rng.integers(0, settings.NUM_CLASSES, len(x))]
    split = int(len(x) * 0.8)
    pipeline.run(x[:split], y[:split], x[split:], y[split:], x[-settings.NUM_SAMPLES:])


if __name__ == "__main__":
    main()
