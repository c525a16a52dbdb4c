# source: https://github.com/xphongvn/rlcomp2020/issues/3
# note: look-alike: target_train() soft-updates the target network with get_weights()/set_weights() (NumPy, no graph ops) and is only called at the periodic save point; both networks are built once in __init__, actions use a direct model call
