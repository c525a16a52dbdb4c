# source: https://github.com/DongjunLee/text-cnn-tensorflow/issues/1
# symptom: predicting a 100k-row corpus processes only 2-3 sentences per second
# expect: TFM008 textcnn/predict.py:20
# note: the user loops over the csv with iterrows and calls the single-example predict helper per row; the helper runs model.predict on a one-sentence batch each time
