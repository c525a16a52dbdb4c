from tensorflow.keras.layers import (Activation, BatchNormalization, Conv2D, Dense, Dropout,
                                     Flatten, Input, Reshape)
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam


class OthelloNNet:
    def __init__(self, game, args):
        self.board_x, self.board_y = game.getBoardSize()
        self.action_size = game.getActionSize()
        self.args = args

        self.input_boards = Input(shape=(self.board_x, self.board_y))
        x = Reshape((self.board_x, self.board_y, 1))(self.input_boards)
        for padding in ("same", "same", "valid", "valid"):
            x = Activation("relu")(BatchNormalization(axis=3)(Conv2D(args.num_channels, 3, padding=padding)(x)))
        x = Flatten()(x)
        x = Dropout(args.dropout)(Activation("relu")(BatchNormalization(axis=1)(Dense(1024)(x))))
        x = Dropout(args.dropout)(Activation("relu")(BatchNormalization(axis=1)(Dense(512)(x))))
        self.pi = Dense(self.action_size, activation="softmax", name="pi")(x)
        self.v = Dense(1, activation="tanh", name="v")(x)

        self.model = Model(inputs=self.input_boards, outputs=[self.pi, self.v])
        self.model.compile(loss=["categorical_crossentropy", "mean_squared_error"], optimizer=Adam(args.lr))
