# source: https://github.com/JiahuiYu/generative_inpainting/issues/194
# symptom: batch inpainting of images with different resolutions rebuilds the generator graph for every image; each image slower and memory keeps growing
# expect: TFM010 inpaint_ops.py:18
# note: test.py was put in a loop over image/mask pairs; the graph is built from tf.constant inputs of each image's shape and run once, so every image adds a full copy of the network to the default graph
