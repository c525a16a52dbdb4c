import os
import sys

from separation import Separator


def separator_music(file_name, out_dir):
    separator = Separator("spleeter:2stems")
    separator.separate_to_file(file_name, out_dir)


if __name__ == "__main__":
    in_dir, out_dir = sys.argv[1], sys.argv[2]
    for name in sorted(os.listdir(in_dir)):
        if name.endswith((".mp3", ".wav")):
            target = os.path.join(out_dir, os.path.splitext(name)[0])
            os.makedirs(target, exist_ok=True)
            separator_music(os.path.join(in_dir, name), target)
