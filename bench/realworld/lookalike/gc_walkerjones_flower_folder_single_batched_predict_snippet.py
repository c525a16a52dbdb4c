# source: https://github.com/walkerjones/PlantClassification/blob/08a73410b8d1a757270ac96b099b55de16a158c2/flowertest.py
# note: the per-file predict loop of the script restructured: the loop only loads and stacks the images, then a single predict call scores the whole folder; the print loop afterwards touches NumPy results only. No imports: keras, np and os come from the notebook it was pasted from.
model = keras.models.load_model('flowers_98.h5')
class_names = ['daisy', 'dandelion', 'rose', 'sunflower', 'tulip']

folder_path = "flowertest"
names, batch = [], []
for fname in sorted(os.listdir(folder_path)):
    img = keras.preprocessing.image.load_img(os.path.join(folder_path, fname), target_size=(180, 180))
    batch.append(keras.preprocessing.image.img_to_array(img))
    names.append(fname)

scores = model.predict(np.stack(batch), batch_size=64)

for fname, score in zip(names, scores):
    best = int(np.argmax(score))
    print("%-30s %12s %.1f%%" % (fname, class_names[best], 100 * score[best]))
