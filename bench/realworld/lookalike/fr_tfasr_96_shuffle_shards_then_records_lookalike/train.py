import tensorflow as tf

from asr.datasets import ASRTFRecordDataset

if __name__ == "__main__":
    train = ASRTFRecordDataset("/data/librispeech/tfrecords", "train", buffer_size=1000).create()
    for step, (features, transcripts) in enumerate(train.take(3)):
        print(step, features.shape, transcripts.shape)
