from keras.utils import to_categorical
from sklearn.model_selection import train_test_split

from cnn.model_generator import ModelGenerator
from data.loader import load_image_folders


class ModelRunner:
    def __init__(self, model_dir, hyper_parameters, state_space_parameters):
        self.model_dir = model_dir
        self.hyper_parameters = hyper_parameters
        self.state_space_parameters = state_space_parameters

    def run_one_model(self, model_descr, iteration):
        learning_rate = self.hyper_parameters.INITIAL_LEARNING_RATES[0]
        x_train, y_train, x_test, y_test = load_image_folders(self.hyper_parameters.DATASET)
        x_train, x_test = x_train.astype("float32") / 255.0, x_test.astype("float32") / 255.0
        y_train, y_test = to_categorical(y_train), to_categorical(y_test)
        x_train, x_val, y_train, y_val = train_test_split(x_train, y_train, test_size=0.2,
                                                          random_state=42)
        model = ModelGenerator(self.hyper_parameters,
                               self.state_space_parameters).generate_model(
            model_descr, x_train.shape[1:], learning_rate)
        history = model.fit(x_train, y_train, validation_data=(x_val, y_val),
                            epochs=self.hyper_parameters.MAX_EPOCHS,
                            batch_size=self.hyper_parameters.TRAIN_BATCH_SIZE, verbose=2)
        scores = model.evaluate(x_test, y_test, verbose=0)
        accs = dict(enumerate(history.history["val_accuracy"], start=1))
        return {"learning_rate": learning_rate, "status": "SUCCESS",
                "test_accs": accs, "test_data_accuracy": scores[1]}
