# source: https://github.com/Alejogb1/job-board/blob/HEAD/gpu-blog-data/why-does-tensorflows-labelimagepy-become-increasingly-slow-in.md
# symptom: label_image-style classification of a folder in TF1: every image goes through a helper that builds new read/decode/resize ops before running them, so the default graph keeps growing and each image takes longer than the previous one
# expect: TFM010 label_image.py:17
# note: classify_dir.py loops over the files and runs the session; label_image.read_tensor_from_image_file (another module) builds the preprocessing ops on each call
