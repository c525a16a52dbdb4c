# source: https://github.com/dpressel/rude-carnie/pull/47
# symptom: memory use and per-image time grow steadily while classifying a folder of faces; the crop helpers in utils.py add resize/standardize/stack ops to the graph for every image
# expect: TFM010 utils.py:23
# note: guess.py loops over the images and runs the session; utils.make_multi_crop_batch (another module) builds the crop ops each time it is called
