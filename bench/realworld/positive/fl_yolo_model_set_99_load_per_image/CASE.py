# source: https://github.com/david8862/keras-YOLOv3-model-set/issues/99
# symptom: validating a folder of 1000 images, the script silently stops after about 100 images ("Unable to allocate 18.0 MiB for an array"); the reporter finds that the model was loaded again for every image and fixes it by loading it once in main
# expect: TFM009 yolo/inference.py:21
# expect: TFM008 yolo/inference.py:23
# note: validate_folder.py loops over the image files; yolo/inference.py loads the .h5 model and runs a single-image predict() inside the per-image helper
