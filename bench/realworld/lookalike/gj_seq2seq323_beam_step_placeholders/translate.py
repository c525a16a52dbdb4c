"""Interactive translation with beam search (step graph built once)."""
import argparse
import sys

import tensorflow as tf

from decoding.beam import BeamSearchDecoder
from nmt.model import Seq2SeqModel
from nmt.vocab import Vocabulary


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--vocab", required=True)
    parser.add_argument("--beam_size", type=int, default=5)
    args = parser.parse_args()
    vocab = Vocabulary.load(args.vocab)
    model = Seq2SeqModel(vocab_size=len(vocab), mode="infer")
    sess = tf.Session()
    tf.train.Saver().restore(sess, args.checkpoint)
    decoder = BeamSearchDecoder(sess, model, beam_size=args.beam_size)
    for line in sys.stdin:
        ids = vocab.encode(line.strip())
        encoder_state = sess.run(model.encoder_state, {model.source: [ids] * args.beam_size})
        print(vocab.decode(decoder.decode(encoder_state)), flush=True)


if __name__ == "__main__":
    main()
