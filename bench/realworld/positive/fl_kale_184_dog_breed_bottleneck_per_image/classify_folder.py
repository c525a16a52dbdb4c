import glob
import sys

from breed.predict import predict_breed

image_paths = sorted(glob.glob(sys.argv[1] + "/*.jpg"))
correct = 0
for path in image_paths:
    name = predict_breed(path)
    expected = path.split("/")[-1].rsplit("_", 1)[0]
    correct += int(name == expected)
    print(f"{path}: {name}")
print(f"accuracy: {correct / max(len(image_paths), 1):.3f}")
