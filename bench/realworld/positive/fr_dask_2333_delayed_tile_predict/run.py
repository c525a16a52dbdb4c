import glob
import sys

from distributed import Client

from tiles.pipeline import predict_all

if __name__ == "__main__":
    client = Client(sys.argv[1])
    paths = sorted(glob.glob("scenes/*.npy"))
    results = predict_all(paths, "models/landcover_cnn.h5")
    for path, classes in results.items():
        print(path, classes.shape)
