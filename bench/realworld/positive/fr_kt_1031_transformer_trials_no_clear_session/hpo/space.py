import random


def sample_hparams(rng: random.Random):
    return {
        "num_transformer_blocks": rng.choice([2, 4, 6, 8]),
        "head_size": rng.choice([32, 64, 96, 128]),
        "num_heads": rng.choice([2, 4, 6, 8]),
        "ff_dim": rng.choice([64, 128, 192, 256]),
        "learning_rate": 10 ** rng.uniform(-4, -2),
        "dropout_rate": rng.choice([0.1, 0.2, 0.3]),
    }
