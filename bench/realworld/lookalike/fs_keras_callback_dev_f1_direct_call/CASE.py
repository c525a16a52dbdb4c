# source: https://keras.io/guides/writing_your_own_callbacks/
# note: a custom end-of-epoch metric written the way the Keras callbacks guide uses self.model inside hooks: the dev batches are encoded once in __init__ and on_epoch_end calls the model directly (training=False) on each batch instead of going through predict(); the results are plain Python lists of ints
