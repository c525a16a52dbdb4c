# source: https://github.com/rcdilorenzo/abfs/blob/e4747db4f012070c62e2a6ecb7391ce72e7ca850/abfs/keras/custom_tensor_board.py
# symptom: a TensorBoard subclass renders a sample building-footprint prediction at each epoch end by calling model.predict once per image tile; epoch ends become slower and memory grows over long runs
# expect: TFM008 custom_tensor_board.py:16
# note: the predict lives in a small method handed to the data module, which calls it once per tile in a double loop; the whole thing runs from the TensorBoard subclass's on_epoch_end hook
