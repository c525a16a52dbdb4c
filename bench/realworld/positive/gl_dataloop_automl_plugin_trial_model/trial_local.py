"""Local stand-in for the platform: a random-search oracle driving the plugin."""
import random

from main import PluginRunner

SPACE = {"units": [16, 32, 64, 128, 256],
         "learning_rate": [1e-2, 3e-3, 1e-3, 3e-4],
         "input_noise": [0.0, 0.05, 0.1]}


def sample_trial(rng):
    return {name: rng.choice(values) for name, values in SPACE.items()}


def main(max_trials=50):
    rng = random.Random(7)
    runner = PluginRunner()
    configs = {"epochs": 10, "n_samples": 5000}
    best = None
    for trial_id in range(max_trials):
        hp_values = sample_trial(rng)
        metrics = runner.run({"model_str": f"trial_{trial_id}"}, configs, hp_values)
        if best is None or metrics["val_accuracy"] > best[0]:
            best = (metrics["val_accuracy"], hp_values)
    print("best trial:", best)


if __name__ == "__main__":
    main()
