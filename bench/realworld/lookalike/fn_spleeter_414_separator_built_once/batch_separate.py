import os
import sys

from separation import Separator

if __name__ == "__main__":
    in_dir, out_dir = sys.argv[1], sys.argv[2]
    separator = Separator("spleeter:2stems")
    for name in sorted(os.listdir(in_dir)):
        if name.endswith((".mp3", ".wav")):
            target = os.path.join(out_dir, os.path.splitext(name)[0])
            os.makedirs(target, exist_ok=True)
            separator.separate_to_file(os.path.join(in_dir, name), target)
