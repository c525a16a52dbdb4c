# source: https://github.com/DrSleep/tensorflow-deeplab-resnet/issues/60
# symptom: inference over video frames builds the DeepLab network again for every frame; graph and memory grow, each frame slower
# expect: TFM010 segmenter.py:20
# expect: TFM010 segmenter.py:27
# note: the user turned inference.py into a per-frame loop (previous mask fed as extra input channel); the network and its pre/post-processing ops are built inside the per-frame function that also calls sess.run
