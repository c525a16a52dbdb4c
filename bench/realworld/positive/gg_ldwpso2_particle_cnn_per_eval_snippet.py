# source: https://github.com/ta-seri/LDWPSO-CNN/issues/2
# symptom: during the PSO hyper-parameter search each particle's model.fit makes memory climb; with 10 particles and 15 iterations the run crashes
# expect: TFM009 8
# note: pasted without imports, data arrays and PSO bookkeeping live elsewhere; every particle evaluation builds and trains a new CNN and nothing clears the Keras session

def train_model(params):
    filters, kernel, dense_units, lr = int(params[0]), int(params[1]), int(params[2]), float(params[3])
    model = keras.Sequential([
        keras.layers.Conv2D(filters, kernel, activation="relu", input_shape=(28, 28, 1)),
        keras.layers.MaxPooling2D(),
        keras.layers.Flatten(),
        keras.layers.Dense(dense_units, activation="relu"),
        keras.layers.Dense(10, activation="softmax"),
    ])
    model.compile(optimizer=keras.optimizers.Adam(lr), loss="categorical_crossentropy", metrics=["accuracy"])
    model.fit(x_train, y_train, batch_size=128, epochs=3, verbose=0, validation_split=0.1)
    _, acc = model.evaluate(x_test, y_test, verbose=0)
    return 1.0 - acc


n_particles, n_iterations = 10, 15
w_max, w_min, c1, c2 = 0.9, 0.4, 2.0, 2.0
positions = np.random.uniform(lower, upper, size=(n_particles, 4))
velocities = np.zeros_like(positions)
pbest, pbest_cost = positions.copy(), np.full(n_particles, np.inf)
gbest, gbest_cost = None, np.inf

for it in range(n_iterations):
    w = w_max - (w_max - w_min) * it / n_iterations
    for i in range(n_particles):
        cost = train_model(positions[i])
        if cost < pbest_cost[i]:
            pbest[i], pbest_cost[i] = positions[i].copy(), cost
        if cost < gbest_cost:
            gbest, gbest_cost = positions[i].copy(), cost
    r1, r2 = np.random.rand(*positions.shape), np.random.rand(*positions.shape)
    velocities = w * velocities + c1 * r1 * (pbest - positions) + c2 * r2 * (gbest - positions)
    positions = np.clip(positions + velocities, lower, upper)
    print("iteration %d best error %.4f" % (it, gbest_cost))
