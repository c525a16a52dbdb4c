"""The import statements of a module read from its text: what the parser finds, or None when the scan is unsure."""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest

from tflint_mem.run.import_scan import scan_imported_names
from tflint_mem.run.project import _imported_names

SURE = [
    "import os\nimport numpy as np, tensorflow.keras as keras\n",
    "from . import model\nfrom ..utils.io import (\n    load,  # a comment\n    save as store,\n)\n",
    "from pkg.mod import *\nfrom __future__ import annotations\n",
    'def f():\n    """Use it as:\n\n    import secret\n    from x import y\n    """\n    import json\n',
    "x = 'import a'  # import b\ny = \"from c import d\"\nfrom e import f\n",
    "if TYPE_CHECKING:\n    from typing import List\n",
    "try:\n    import ujson as json\nexcept ImportError:\n    import json\n",
    "import a\r\nfrom b import (c,\r\n    d)\r\n",
    "s = r'''\\'''\nimport hidden\n'''\nimport shown\n",
    "x = f'{value!r} import'\nclass C:\n    from m import n\n",
    "x = 1\n",
]

UNSURE = [
    "import os; import sys\n",  # two statements on a line
    "try: import ujson\nexcept ImportError: pass\n",  # a compound statement on one line
    "def g():\n    x = (yield\n    from y)\nimport a\n",  # a line of an expression that starts with `from`
    "from a.b \\\n    import c\n",  # a line joined to the last one that starts with `import`
    "raise ValueError('x') \\\n    from error\nimport a\n",  # a `from` line that is no import
]


@pytest.mark.parametrize("text", SURE)
def test_the_scan_finds_what_the_parser_finds(text: str) -> None:
    found = scan_imported_names(text)
    assert found is not None
    assert sorted(found) == sorted(_imported_names(ast.parse(text)))


@pytest.mark.parametrize("text", UNSURE)
def test_the_scan_gives_up_where_it_cannot_be_sure(text: str) -> None:
    assert scan_imported_names(text) is None


def test_a_docstring_import_is_not_an_import() -> None:
    text = textwrap.dedent(
        '''
        """Example:

        from secret import key
        """
        import public
        '''
    )
    assert scan_imported_names(text) == ["public"]


@pytest.mark.real
def test_the_scan_agrees_with_the_parser_on_the_installed_tensorflow_and_keras_sources() -> None:
    packages = (pytest.importorskip("tensorflow"), pytest.importorskip("keras"))
    roots = [Path(package.__file__).parent for package in packages]
    checked = unsure = 0
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            text = path.read_text(encoding="utf-8", errors="replace")
            try:
                tree = ast.parse(text)
            except (SyntaxError, ValueError):
                continue
            found = scan_imported_names(text)
            if found is None:
                unsure += 1
                continue
            assert sorted(found) == sorted(_imported_names(tree)), path
            checked += 1
    assert checked > 1000 and unsure < checked / 100
