# source: https://github.com/gabrielelanaro/ml-prototypes/pull/48
# symptom: stylising a GIF/video frame by frame with the eager style-transfer loop gets slower per frame and memory keeps climbing
# expect: TFM009 styletransfer/model.py:40
# expect: TFM002 styletransfer/model.py:45
# note: the video path calls run_style_transfer once per frame; each call builds a new VGG19 feature extractor (no clear_session) and a new tf.Variable for the image being optimised
