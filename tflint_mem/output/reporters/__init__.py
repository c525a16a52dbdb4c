"""Output formats. Each reporter turns a list of findings into text; none of them lints.

The text formats (`full`, the default, and `concise`; `text` is the concise format under its earlier name) are
rendered by `text`, `full` with the source lines the findings point into; the others by `REPORTERS`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Callable, Iterator, Mapping, Sequence

from tflint_mem.output.formats import CONCISE as CONCISE
from tflint_mem.output.formats import FULL as FULL
from tflint_mem.output.formats import TEXT_FORMATS as TEXT_FORMATS

if TYPE_CHECKING:
    from tflint_mem.core.findings import Finding

Reporter = Callable[[Sequence["Finding"]], str]
MODULES = {  # format -> the module rendering it
    "text": "text",
    "concise": "text",
    "json": "json_format",
    "sarif": "sarif",
    "github": "github",
    "junit": "junit",
}


class _Reporters(Mapping[str, Reporter]):
    """The reporters by format name. A reporter's module is imported when its format is asked for: a run prints
    one format, and some cost more to import than a short run's lint (JUnit's XML library)."""

    def __getitem__(self, name: str) -> Reporter:
        module = importlib.import_module(f"{__name__}.{MODULES[name]}")
        render: Reporter = module.render
        return render

    def __iter__(self) -> Iterator[str]:
        return iter(MODULES)

    def __len__(self) -> int:
        return len(MODULES)


REPORTERS: Mapping[str, Reporter] = _Reporters()
