"""Interactive translation with beam search.

usage: python translate.py --checkpoint runs/enfr/model.ckpt --vocab data/vocab.txt
"""
import argparse
import sys

import tensorflow as tf

from decoding.beam import BeamSearchDecoder
from nmt.model import Seq2SeqModel
from nmt.vocab import Vocabulary


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--vocab", required=True)
    parser.add_argument("--beam_size", type=int, default=5)
    parser.add_argument("--max_len", type=int, default=60)
    return parser.parse_args()


def main():
    args = parse_args()
    vocab = Vocabulary.load(args.vocab)
    model = Seq2SeqModel(vocab_size=len(vocab), mode="infer")
    sess = tf.Session()
    tf.train.Saver().restore(sess, args.checkpoint)
    decoder = BeamSearchDecoder(sess, model, beam_size=args.beam_size, max_len=args.max_len)
    for line in sys.stdin:
        ids = vocab.encode(line.strip())
        encoder_state = sess.run(model.encoder_state, {model.source: [ids]})
        best = decoder.decode(encoder_state)
        print(vocab.decode(best), flush=True)


if __name__ == "__main__":
    main()
