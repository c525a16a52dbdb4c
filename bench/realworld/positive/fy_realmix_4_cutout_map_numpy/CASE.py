# source: https://github.com/uizard-technologies/realmix/issues/4
# symptom: making ~25,000 cutout-augmented copies of the unlabeled set gets the process killed (memory overflow)
# expect: TFM015 third_party/random_eraser_tf.py:17
# expect: TFM015 third_party/random_eraser_tf.py:21
# note: keeps the project's shape: the cutout eraser in third_party draws its box with NumPy and is mapped over the tfrecord dataset by the augmentation script
