# source: https://github.com/ipazc/mtcnn/issues/125
# symptom: process is killed after a while when face detection runs in a loop over a large image dataset
# expect: TFM008 detector.py:29
# expect: TFM008 detector.py:37
# note: detector.py runs the P-Net on every scale of the image pyramid and the R-Net on the candidate crops with model.predict, once per image; crop_dataset.py is the loop over the dataset
