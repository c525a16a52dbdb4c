# source: https://github.com/cosmoquester/transformers-bart-pretrain/issues/18
# symptom: static checker report, confirmed and fixed by the maintainer: read_data is called in a for loop over the input files, and the tf.function tokenize_fn defined and called inside it creates a new graph every time (retracing warning)
# expect: TFM006 18
# note: make_tfrecord script: every input shard goes through read_data(), which defines a new @tf.function tokenizer wrapper and maps it over the shard's lines, so each of the hundreds of shards traces the SentencePiece tokenizer graph again
import argparse
import glob
import os

import tensorflow as tf
import tensorflow_text as text


def read_data(file_path, tokenizer, max_length=512):
    """Tokenise one text shard into a dataset of int32 id sequences."""
    bos = tf.constant([tokenizer.string_to_id("<s>")], tf.int32)
    eos = tf.constant([tokenizer.string_to_id("</s>")], tf.int32)

    @tf.function
    def tokenize_fn(line):
        ids = tf.cast(tokenizer.tokenize(line), tf.int32)[: max_length - 2]
        return tf.concat([bos, ids, eos], axis=0)

    lines = tf.data.TextLineDataset(file_path).filter(lambda x: tf.strings.length(x) > 0)
    return lines.map(tokenize_fn)


def serialize(ids):
    feature = {"input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids))}
    return tf.train.Example(features=tf.train.Features(feature=feature)).SerializeToString()


def main(args):
    with open(args.sp_model_path, "rb") as f:
        tokenizer = text.SentencepieceTokenizer(f.read(), add_bos=False, add_eos=False)
    os.makedirs(args.output_dir, exist_ok=True)
    for file_path in sorted(glob.glob(args.input_pattern)):
        dataset = read_data(file_path, tokenizer)
        out_path = os.path.join(args.output_dir, os.path.basename(file_path) + ".tfrecord")
        with tf.io.TFRecordWriter(out_path) as writer:
            for ids in dataset:
                writer.write(serialize(ids.numpy().tolist()))
        print("wrote", out_path)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--input-pattern", required=True)
    parser.add_argument("--sp-model-path", required=True)
    parser.add_argument("--output-dir", required=True)
    main(parser.parse_args())
