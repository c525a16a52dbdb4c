# source: https://github.com/rstudio/keras3/issues/946
# symptom: training ~400 small networks in a loop (one per data subset): early iterations run smoothly, then RAM keeps growing and the laptop slows down
# expect: TFM009 segment_model.py:12
# note: The report is written in R (keras_model_sequential inside for(i in 1:400)); the case reproduces the same per-
# note: subset loop with the Python API, the loop in train_all.py and the build in fit_segment().
