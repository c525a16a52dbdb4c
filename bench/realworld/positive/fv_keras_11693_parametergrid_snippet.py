# source: https://github.com/keras-team/keras/issues/11693
# symptom: grid search over a CNN on GPU: small grids work, larger grids end in ResourceExhaustedError: OOM when allocating tensor
# expect: TFM009 31
# note: The report drives gridmodel() through KerasClassifier + GridSearchCV; this snippet writes the same grid x
# note: 3-fold loop out by hand (ParameterGrid/KFold from scikit-learn), one fresh model per fit, no clear_session().

def gridmodel(learn_rate=0.01, momentum=0):
    model = Sequential()
    model.add(Conv2D(32, (3, 3), padding="same", input_shape=x_train.shape[1:], activation="relu"))
    model.add(Conv2D(32, (3, 3), activation="relu"))
    model.add(MaxPooling2D(pool_size=(2, 2)))
    model.add(Dropout(0.25))
    model.add(Conv2D(64, (3, 3), padding="same", activation="relu"))
    model.add(MaxPooling2D(pool_size=(2, 2)))
    model.add(Flatten())
    model.add(Dense(512, activation="relu"))
    model.add(Dropout(0.5))
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy",
                  optimizer=SGD(learning_rate=learn_rate, momentum=momentum),
                  metrics=["accuracy"])
    return model

param_grid = dict(learn_rate=[0.001, 0.01, 0.1, 0.2, 0.3],
                  momentum=[0.0, 0.2, 0.4, 0.6, 0.8, 0.9])

scores = {}
for params in ParameterGrid(param_grid):
    fold_scores = []
    for train_idx, val_idx in KFold(n_splits=3, shuffle=True, random_state=7).split(x_train):
        model = gridmodel(**params)
        model.fit(x_train[train_idx], y_train[train_idx], epochs=10, batch_size=64, verbose=0)
        fold_scores.append(model.evaluate(x_train[val_idx], y_train[val_idx], verbose=0)[1])
    scores[tuple(sorted(params.items()))] = np.mean(fold_scores)
    print(params, scores[tuple(sorted(params.items()))])

best = max(scores, key=scores.get)
print("Best: %f using %s" % (scores[best], dict(best)))
