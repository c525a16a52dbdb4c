import argparse
import glob
import os
import sys

import nibabel as nib
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "src"))

from neuroseg import brain_extraction  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description="skull-strip every T1 volume of a study")
    parser.add_argument("study_dir")
    parser.add_argument("--out", default="masks")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(args.study_dir, "sub-*", "anat", "*_T1w.nii.gz"))):
        image = nib.load(path)
        mask = brain_extraction(image.get_fdata(), modality="t1")
        out_path = os.path.join(args.out, os.path.basename(path).replace("_T1w", "_brainmask"))
        nib.save(nib.Nifti1Image((mask > 0.5).astype(np.uint8), image.affine), out_path)
        print("wrote", out_path)


if __name__ == "__main__":
    main()
