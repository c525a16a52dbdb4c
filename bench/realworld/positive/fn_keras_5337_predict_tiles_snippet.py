# source: https://github.com/keras-team/keras/issues/5337
# symptom: out of memory when using model.predict(): both the model and one batch take about 10% of GPU memory, but calling predict (or the model) on one batch after another in a loop runs out of memory after a while, whatever the batch size
# expect: TFM008 23
# note: snippet pasted into a notebook cell with no imports (keras, np and glob come from earlier cells); a segmentation model loaded once predicts tile after tile in a loop over the slide files
model = keras.models.load_model("models/unet_tiles.h5", compile=False)

TILE = 512
files = sorted(glob.glob("slides/*.npy"))
masks = {}


def tiles_of(slide):
    h, w = slide.shape[:2]
    for y in range(0, h - TILE + 1, TILE):
        for x in range(0, w - TILE + 1, TILE):
            yield (y, x), slide[y:y + TILE, x:x + TILE]


for path in files:
    slide = np.load(path).astype("float32") / 255.0
    mask = np.zeros(slide.shape[:2], dtype="uint8")
    for (y, x), tile in tiles_of(slide):
        prob = model.predict(tile[np.newaxis], batch_size=1)[0, ..., 0]
        mask[y:y + TILE, x:x + TILE] = (prob > 0.5).astype("uint8")
    masks[path] = mask
    print(path, mask.mean())
