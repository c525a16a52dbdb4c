from tensorflow.keras.applications.xception import preprocess_input
from tensorflow.keras.preprocessing.image import ImageDataGenerator


def get_generators(root, input_size=150, batch_size=32):
    train_gen = ImageDataGenerator(preprocessing_function=preprocess_input,
                                   shear_range=10, zoom_range=0.1, horizontal_flip=True)
    train_ds = train_gen.flow_from_directory(f'{root}/train', target_size=(input_size, input_size),
                                             batch_size=batch_size)
    val_gen = ImageDataGenerator(preprocessing_function=preprocess_input)
    val_ds = val_gen.flow_from_directory(f'{root}/validation', target_size=(input_size, input_size),
                                         batch_size=batch_size, shuffle=False)
    return train_ds, val_ds
