# source: https://github.com/CLUEbenchmark/CLUE/issues/122
# note: snippet as quoted in the issue context (imports and FLAGS live elsewhere in data_utils.py). The serialized records are cached before the parser map, which is pure TF parsing, so the cache holds compact strings and no Python-function output; the issue only asked for num_parallel_calls on that map.

def parse_files_to_dataset(parser, file_names, split, num_batch, num_hosts, host_id,
                           num_core_per_host, bsz_per_core):
    if num_hosts > 1:
        file_names = file_names[host_id::num_hosts]
    tf.logging.info("Host %d handles %d files", host_id, len(file_names))

    dataset = tf.data.Dataset.from_tensor_slices(file_names)
    dataset = tf.data.TFRecordDataset(dataset)
    dataset = dataset.cache().map(parser)
    dataset = dataset.repeat()
    dataset = dataset.batch(bsz_per_core, drop_remainder=True)
    dataset = dataset.prefetch(num_core_per_host * bsz_per_core)
    return dataset


def get_input_fn(tfrecord_dir, split, bsz_per_host, seq_len, num_hosts=1):
    record_glob = os.path.join(tfrecord_dir, "record_info-{}-*.json".format(split))
    file_names = sorted(tf.gfile.Glob(record_glob.replace("record_info", "data").replace(".json", ".tfrecord")))

    def parser(record):
        features = {
            "input": tf.FixedLenFeature([seq_len], tf.int64),
            "seg_id": tf.FixedLenFeature([seq_len], tf.int64),
            "label": tf.FixedLenFeature([1], tf.int64),
        }
        return tf.parse_single_example(serialized=record, features=features)

    def input_fn(params):
        return parse_files_to_dataset(parser, file_names, split, None, num_hosts, 0, 1, bsz_per_host)

    return input_fn
