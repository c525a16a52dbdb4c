# source: https://github.com/tensorflow/tensorflow/issues/35090
# symptom: the random augmentation applied inside Dataset.map repeats the same "random" values; the commenter needs the cutout position to change for every element and finds it only works when the map function is wrapped in py_function
# expect: TFM015 pipeline/augment.py:10
# expect: TFM015 pipeline/augment.py:11
# note: package layout: pipeline/augment.py maps random_cutout over the dataset; its offsets come from np.random.randint and its mask from np.ones, which run once when tf.data traces the function, so the same square is cut out of every image in every epoch; train.py only builds the dataset and calls fit (the thread's own code uses tfa.image.random_cutout with a seed, the NumPy form is the common variant of the same symptom)
