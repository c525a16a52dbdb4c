# source: https://github.com/Anthonymcqueen21/DataCamp/blob/HEAD/20-deep-learning-in-python/04-fine-tuning-keras-models/01-changing-optimization-parameters.py
# symptom: the course exercise compares learning rates by building a fresh model per rate inside a for loop ("You'll want the optimization to start from scratch every time") with no session clearing between models
# expect: TFM009 11
# note: exercise-style snippet: get_new_model, predictors and target are pre-loaded by the course environment, so the builder's body is not in the file; the model type comes only from the builder name and the compile-then-fit use
from keras.optimizers import SGD

lr_to_test = [0.000001, 0.01, 1]

for lr in lr_to_test:
    print(f"\n\nTesting model with learning rate: {lr:f}\n")
    model = get_new_model()
    my_optimizer = SGD(learning_rate=lr)
    model.compile(optimizer=my_optimizer, loss="categorical_crossentropy")
    model.fit(predictors, target)
