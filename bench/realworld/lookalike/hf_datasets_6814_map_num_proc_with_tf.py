# source: https://github.com/huggingface/datasets/issues/6814
# note: Hugging Face datasets' map(num_proc=32) spawns worker processes that write to Arrow files; it is not a tf.data map, even in a script that then hands the result to TensorFlow
import numpy as np
import tensorflow as tf
from datasets import Audio, load_dataset
from transformers import AutoFeatureExtractor

feature_extractor = AutoFeatureExtractor.from_pretrained("facebook/wav2vec2-base")


def prepare_dataset(batch):
    sample = batch["audio"]
    inputs = feature_extractor(sample["array"], sampling_rate=16000)
    batch["input_values"] = inputs.input_values[0]
    batch["input_length"] = len(sample["array"].squeeze())
    return batch


ds = load_dataset("parquet", data_files="speech/*.parquet", split="train")
ds = ds.shard(num_shards=4, index=0)
ds = ds.cast_column("audio", Audio(sampling_rate=16_000))
ds = ds.map(prepare_dataset, num_proc=32, writer_batch_size=100, keep_in_memory=False, desc="preprocess dataset")

tf_ds = ds.to_tf_dataset(columns=["input_values"], label_cols=["label"], batch_size=8, shuffle=True)
for batch, labels in tf_ds.take(1):
    print(np.shape(batch), labels)
