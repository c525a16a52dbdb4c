# source: https://github.com/Alejogb1/job-board/blob/HEAD/gpu-blog-data/why-does-tensorflows-labelimagepy-become-increasingly-slow-in.md
# symptom: none: the graph is built once and reused for every image
# note: the post's advice applied: the preprocessing ops are built once around a file-name placeholder (label_image.build_reader, called before the loop) and the loop in classify_dir.py only feeds file names
