# source: https://github.com/appeler/ethnicolr/issues/7
# note: the change proposed in the thread ("wrap pred_fl_reg_ln up in a class, so that I can load the model once and then call the function at will"): the LSTM and vocabulary are loaded in __init__, the worker creates one classifier before its loop, and each record only runs the already-built model on a padded tensor
