# source: https://github.com/q1r8/CP-2021-FIRE-FOREST/blob/HEAD/app/model_testing.py
# symptom: (repository script, no issue filed) one model.predict call per test photo while building the submission: slow, memory growth on older TF 2.x
# expect: TFM008 24
# note: pasted without its import block (keras load_model, PIL Image, cv2 as cv, numpy, pandas, yaml)

config = yaml.safe_load(open("./train_classification_config.yaml", "r"))
test_photos_path = config.get("test_dir", "./test")
image_size = tuple(config.get("image_size", (320, 320)))
test_images = sorted(os.listdir(test_photos_path))

model = load_model(config["model_path"])
rows = []


def read_rgb(path):
    image = cv.imread(path)
    image = cv.cvtColor(image, cv.COLOR_BGR2RGB)
    image = Image.fromarray(image.astype("uint8"), "RGB").resize(image_size)
    return np.asarray(image, dtype="float32") / 255.0


for name in test_images:
    image = np.expand_dims(read_rgb(f"{test_photos_path}/{name}"), axis=0)
    label = int(np.argmax(model.predict(image)))
    rows.append({"image": name, "label": label})

submission = pd.DataFrame(rows)
submission.to_csv("submission.csv", index=False)
print(submission["label"].value_counts())
