# source: https://github.com/blue-oil/blueoil/issues/185
# symptom: "A prefetch queue of 200 is used. For dataset with large images this number of queue can increase the RAM use significantly"; training on large segmentation images fills host RAM
# expect: TFM011 pipeline.py:27
# note: blueoil's own iterator kept 200 prepared batches; the case writes the same choice with tf.data (prefetch of 200 batches of 1024x1024 images, about 12 GB of host buffers); config in config.py, pipeline in pipeline.py, fit in train.py
