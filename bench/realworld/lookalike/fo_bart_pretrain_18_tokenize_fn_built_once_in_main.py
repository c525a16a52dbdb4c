# source: https://github.com/cosmoquester/transformers-bart-pretrain/issues/18
# note: the fixed layout the maintainer adopted: the tokenizer wrapper is created once by a factory called from main() (with an input_signature on the scalar string line), and every shard's dataset maps that same function, so the SentencePiece graph is traced once for all shards
import argparse
import glob
import os

import tensorflow as tf
import tensorflow_text as text


def make_tokenize_fn(tokenizer, max_length=512):
    bos = tf.constant([tokenizer.string_to_id("<s>")], tf.int32)
    eos = tf.constant([tokenizer.string_to_id("</s>")], tf.int32)

    @tf.function(input_signature=[tf.TensorSpec([], tf.string)])
    def tokenize_fn(line):
        ids = tf.cast(tokenizer.tokenize(line), tf.int32)[: max_length - 2]
        return tf.concat([bos, ids, eos], axis=0)

    return tokenize_fn


def read_data(file_path, tokenize_fn):
    lines = tf.data.TextLineDataset(file_path).filter(lambda x: tf.strings.length(x) > 0)
    return lines.map(tokenize_fn)


def serialize(ids):
    feature = {"input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids))}
    return tf.train.Example(features=tf.train.Features(feature=feature)).SerializeToString()


def main(args):
    with open(args.sp_model_path, "rb") as f:
        tokenizer = text.SentencepieceTokenizer(f.read(), add_bos=False, add_eos=False)
    tokenize_fn = make_tokenize_fn(tokenizer)
    os.makedirs(args.output_dir, exist_ok=True)
    for file_path in sorted(glob.glob(args.input_pattern)):
        out_path = os.path.join(args.output_dir, os.path.basename(file_path) + ".tfrecord")
        with tf.io.TFRecordWriter(out_path) as writer:
            for ids in read_data(file_path, tokenize_fn):
                writer.write(serialize(ids.numpy().tolist()))
        print("wrote", out_path)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--input-pattern", required=True)
    parser.add_argument("--sp-model-path", required=True)
    parser.add_argument("--output-dir", required=True)
    main(parser.parse_args())
