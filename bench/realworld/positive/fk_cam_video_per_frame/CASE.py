# source: https://github.com/PracticalDL/Practical-Deep-Learning-Book/pull/69
# symptom: processing a video frame by frame fills the RAM until Python crashes: process_image() initialises the model again for every frame and the memory is not released until the kernel restarts
# expect: TFM009 visualization.py:20
# note: folder case: video.py splits the video into frames and calls visualization.process_image() once per frame; process_image builds the ResNet50 each time (the PR moves the model creation to module level so it runs once)
