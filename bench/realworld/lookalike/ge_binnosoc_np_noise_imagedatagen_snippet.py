# source: https://github.com/binnosoc/deep-learning/blob/HEAD/Custom_data_augmentation.py
# note: numpy noise is drawn in an ImageDataGenerator preprocessing_function, which Keras calls eagerly in Python for every image; it is neither a tf.function nor a Dataset.map function, so the noise is fresh per image; ImageDataGenerator, np, plt and x come from the surrounding script
def add_random_noise(image):
    noise = np.random.normal(0, 0.1 * 255, image.shape)
    return np.clip(image + noise, 0, 255)


datagen = ImageDataGenerator(
    rotation_range=15,
    horizontal_flip=True,
    preprocessing_function=add_random_noise,
)

i = 0
for batch in datagen.flow(x, batch_size=1):
    plt.figure(i)
    plt.imshow(batch[0].astype("uint8"))
    i += 1
    if i % 4 == 0:
        break
plt.show()
