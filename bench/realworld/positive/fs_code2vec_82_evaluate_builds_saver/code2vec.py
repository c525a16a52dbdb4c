import argparse

import tensorflow as tf

from tensorflow_model import Code2VecModel

tf.compat.v1.disable_eager_execution()


def parse_config():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", dest="train_path", required=True)
    parser.add_argument("--test", dest="test_path", required=True)
    parser.add_argument("--save", dest="save_path", default="models/java14/saved_model")
    parser.add_argument("--batch-size", dest="batch_size", type=int, default=1024)
    parser.add_argument("--test-batch-size", dest="test_batch_size", type=int, default=1024)
    parser.add_argument("--num-batches", dest="num_batches", type=int, default=200000)
    parser.add_argument("--save-every", dest="save_every", type=int, default=1000)
    parser.add_argument("--max-to-keep", dest="max_to_keep", type=int, default=10)
    parser.add_argument("--target-vocab", dest="target_vocab", type=int, default=261245)
    return parser.parse_args()


if __name__ == "__main__":
    Code2VecModel(parse_config()).train()
