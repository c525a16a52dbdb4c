import keras


def build_sub_model(input_shapes, nb_classes, pool_factor, kernel_size):
    input_layers, stage_1_layers = [], []
    for input_shape in input_shapes:
        input_layer = keras.layers.Input(input_shape)
        input_layers.append(input_layer)
        conv_layer = keras.layers.Conv1D(filters=256, kernel_size=kernel_size, padding="same",
                                         activation="sigmoid")(input_layer)
        pool_size = max(1, int(conv_layer.shape[1]) // pool_factor)
        stage_1_layers.append(keras.layers.MaxPooling1D(pool_size=pool_size)(conv_layer))
    concat_layer = keras.layers.Concatenate(axis=-1)(stage_1_layers)
    kernel_size = int(min(kernel_size, int(concat_layer.shape[1])))
    full_conv = keras.layers.Conv1D(filters=256, kernel_size=kernel_size, padding="same",
                                    activation="sigmoid")(concat_layer)
    full_max = keras.layers.MaxPooling1D(pool_size=max(1, int(full_conv.shape[1]) // pool_factor))(full_conv)
    fully_connected = keras.layers.Dense(256, activation="sigmoid")(keras.layers.Flatten()(full_max))
    output_layer = keras.layers.Dense(nb_classes, activation="softmax")(fully_connected)
    model = keras.models.Model(inputs=input_layers, outputs=output_layer)
    model.compile(loss="categorical_crossentropy", optimizer=keras.optimizers.Adam(learning_rate=0.1),
                  metrics=["accuracy"])
    return model
