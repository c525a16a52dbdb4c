# source: https://github.com/tensorflow/tensorflow/issues/56404
# note: the report's pipeline order (generator -> Python-level parse -> cache(path) -> mask map -> shuffle): the cache after the Python parse goes to a file on disk, not to RAM, and the shuffle buffer is a few thousand elements; the in-memory cache-after-py_function pattern is not present
