# source: https://github.com/ipazc/mtcnn/issues/87
# symptom: running MTCNN detect_faces over 100,000 large images (>1000x1000) fills 16 GB of RAM; small images leak much less
# expect: TFM008 facelib/detector.py:39
# expect: TFM008 facelib/detector.py:57
# note: detector built once; detect_faces runs the P-Net once per pyramid scale (one new input shape per scale) and the R-Net on the candidate crops, both through Keras predict, for every image of the dataset loop
