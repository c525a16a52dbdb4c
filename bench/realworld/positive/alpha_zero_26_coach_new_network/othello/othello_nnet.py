from tensorflow.keras.layers import Activation, BatchNormalization, Conv2D, Dense, Dropout, Flatten, Input, Reshape
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam


class OthelloNNet:
    def __init__(self, board_x, board_y, action_size, channels, lr=0.001):
        boards = Input(shape=(board_x, board_y))
        x = Reshape((board_x, board_y, 1))(boards)
        for padding in ("same", "same", "valid", "valid"):
            x = Activation("relu")(BatchNormalization(axis=3)(Conv2D(channels, 3, padding=padding)(x)))
        x = Flatten()(x)
        x = Dropout(0.3)(Activation("relu")(BatchNormalization(axis=1)(Dense(1024)(x))))
        pi = Dense(action_size, activation="softmax", name="pi")(x)
        v = Dense(1, activation="tanh", name="v")(x)
        self.model = Model(inputs=boards, outputs=[pi, v])
        self.model.compile(loss=["categorical_crossentropy", "mean_squared_error"], optimizer=Adam(lr))
