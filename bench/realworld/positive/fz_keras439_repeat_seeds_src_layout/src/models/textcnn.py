from tensorflow import keras


class TextCNN(keras.Model):
    """Kim-style CNN for binary sentence classification."""

    def __init__(self, cfg):
        super().__init__(name="textcnn")
        self.embed = keras.layers.Embedding(cfg["vocab"], cfg["emb_dim"])
        self.convs = [keras.layers.Conv1D(cfg["filters"], k, activation="relu")
                      for k in cfg["kernel_sizes"]]
        self.pool = keras.layers.GlobalMaxPooling1D()
        self.concat = keras.layers.Concatenate()
        self.dropout = keras.layers.Dropout(cfg["dropout"])
        self.out = keras.layers.Dense(1, activation="sigmoid")

    def call(self, inputs, training=False):
        x = self.embed(inputs)
        x = self.concat([self.pool(conv(x)) for conv in self.convs])
        x = self.dropout(x, training=training)
        return self.out(x)
