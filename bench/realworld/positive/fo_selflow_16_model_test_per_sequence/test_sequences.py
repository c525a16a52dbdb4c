import glob
import os

from model import SelFlowModel


def main():
    model = SelFlowModel(restore_model="models/Sintel/supervise_finetune", save_dir="results")
    for seq_dir in sorted(glob.glob("images/sintel_test/*")):
        frames = sorted(glob.glob(os.path.join(seq_dir, "*.png")))
        for i in range(len(frames) - 1):
            name = f"{os.path.basename(seq_dir)}_{i:04d}"
            model.test(frames[i:i + 2], save_name=name)
            print("wrote", name)


if __name__ == "__main__":
    main()
