import os
from functools import wraps

import psutil


def memory(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        proc = psutil.Process(os.getpid())
        before = proc.memory_info().rss / 1024 / 1024
        print("before call %s, memory used: %.4f MB" % (func.__name__, before))
        result = func(*args, **kwargs)
        after = proc.memory_info().rss / 1024 / 1024
        print("after call %s, memory used: %.4f MB" % (func.__name__, after))
        return result
    return wrapper
