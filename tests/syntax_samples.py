"""Small programs that together use every piece of Python syntax libcst parses, for tests that walk trees."""

from __future__ import annotations

SAMPLES = {
    "decorators-and-defs": '''
import tensorflow as tf
from . import sibling
from ..pkg.mod import (a as b, c)
from os import *

@tf.function(input_signature=[tf.TensorSpec([None])])
@other
def f(x, /, y: int = 1, *args: str, z, w=2, **kwargs) -> "tf.Tensor":
    """Doc."""
    global g
    return x

async def h(a, *, b):
    async with ctx() as (c, d), other:
        async for i in aiter():
            await i
    nonlocal_holder = [lambda q=1, *r, s, **t: q]
    yield
    yield from ()
''',
    "classes-and-control-flow": """
class C(Base, metaclass=Meta):
    attr: int = 3
    def m(self):
        def inner():
            nonlocal x
        for i, (j, k) in enumerate(data):  # comment
            if i: continue
            elif j: break
            else: pass
        else:
            pass
        while x > 0 and not y or z is not None:
            x -= 1; y += 2
        try:
            raise ValueError("v") from None
        except (A, B) as error:
            del a[0], b.c
        else:
            assert x, "msg"
        finally:
            pass
        with open(p) as fh, lock:
            pass
        try:
            pass
        except* C:
            pass
""",
    "expressions": """
x = [i ** 2 for i in range(10) if i % 2 for j in k]
y = {k: v for k, v in d.items()}
z = {s for s in t}
g = (a @ b for a in c)
w = (n := 10) + -n + ~n + +n
t = a if b else c
s = a[1:2, ::3, ...]
u = f"{x!r:>{width}} {y=} {z:{'nested'}}" f'{1}' "plain"
raw = rb"bytes" b"more"
v = 0x1F + 1_000 + 1.5e3 + 2j + 0o7 + 0b1
star, *rest = [*a, *b]
d = {**base, "k": 1, **more}
call(*args, key=value, **kw)
cmp = 1 < x <= 2 != y in z not in w
bits = a | b & c ^ d << 1 >> 2
text = ("implicit"
        "concatenation")
back = 1 + \\
    2
print(x, end="")
lam = lambda: (yield)
""",
    "match-statement": """
match command.split():
    case [action]:
        pass
    case [action, obj, *others]:
        pass
    case Point(x=0, y=0) | Point(1, 2):
        pass
    case {"key": value, **rest}:
        pass
    case str() as text if text:
        pass
    case -1 | 1.5 | "s" | None | True:
        pass
    case (a, b):
        pass
    case _:
        pass
""",
    "comments-and-whitespace": (
        "\n# leading comment\n\n\ndef f():\n\n    # inside\n    pass  # trailing\n\n\n# footer\n"
    ),
    "tabs-crlf-formfeed": "if x:\r\n\tif y:\r\n\t\tpass\r\n\x0c\r\nz = 1\r\n",
    "empty": "",
}
