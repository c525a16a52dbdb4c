# source: https://github.com/tensorflow/tensorflow/issues/32376
# source: https://github.com/tensorflow/tensorflow/issues/30646
# symptom: following the text-loading tutorial with 1,265,800 lines, shuffle(buffer_size=number of elements) fills RAM before every epoch until the system hangs
# expect: TFM011 33
# note: the tutorial's BUFFER_SIZE is raised to the size of the user's own CSV; the buffer is a module-level constant
import tensorflow as tf
import tensorflow_datasets as tfds

BUFFER_SIZE = 1265800
BATCH_SIZE = 64
TAKE_SIZE = 50000
FILE_NAMES = ["cowper.txt", "derby.txt", "butler.txt"]


def labeler(example, index):
    return example, tf.cast(index, tf.int64)


labeled = []
for i, name in enumerate(FILE_NAMES):
    lines = tf.data.TextLineDataset(name)
    labeled.append(lines.map(lambda ex, i=i: labeler(ex, i)))

all_labeled_data = labeled[0]
for ds in labeled[1:]:
    all_labeled_data = all_labeled_data.concatenate(ds)

tokenizer = tfds.deprecated.text.Tokenizer()
vocabulary = set()
for text, _ in all_labeled_data.take(200000):
    vocabulary.update(tokenizer.tokenize(text.numpy()))

all_labeled_data = all_labeled_data.shuffle(BUFFER_SIZE, reshuffle_each_iteration=True)
encoder = tfds.deprecated.text.TokenTextEncoder(vocabulary)


def encode(text, label):
    encoded = tf.py_function(lambda t: encoder.encode(t.numpy()), inp=[text], Tout=tf.int64)
    encoded.set_shape([None])
    return encoded, label


encoded_data = all_labeled_data.map(encode)
train_data = encoded_data.skip(TAKE_SIZE).padded_batch(BATCH_SIZE, padded_shapes=([None], []))
test_data = encoded_data.take(TAKE_SIZE).padded_batch(BATCH_SIZE, padded_shapes=([None], []))
