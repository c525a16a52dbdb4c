# source: https://codemia.io/knowledge-hub/path/how_can_i_clear_a_model_created_with_keras_and_tensorflowas_backend
# note: notebook cell pasted without imports; candidate architectures are only built and exported (no training), and tf.keras.backend.clear_session() is the first statement of each iteration with references dropped afterwards, the repeated-experiment pattern from the answer
export_dir = "exported_archs"
summary = []

for units in [16, 32, 64, 128, 256]:
    tf.keras.backend.clear_session()

    model = tf.keras.Sequential([
        tf.keras.layers.Dense(units, activation="relu", input_shape=(10,)),
        tf.keras.layers.Dense(units // 2, activation="relu"),
        tf.keras.layers.Dense(1),
    ])

    with open(f"{export_dir}/mlp_{units}.json", "w") as fh:
        fh.write(model.to_json())
    summary.append((units, model.count_params()))

    del model
    gc.collect()

for units, params in summary:
    print(f"{units:>4} units -> {params:,} parameters")
