"""Output formats. Each reporter turns a list of findings into text; none of them lints.

The text formats (`full`, the default, and `concise`; `text` is the concise format under its earlier name) are
rendered by `text`, `full` with the source lines the findings point into; the others by `REPORTERS`.
"""

from __future__ import annotations

from typing import Callable, Dict, Sequence

from tflint_mem.core.findings import Finding
from tflint_mem.output.formats import CONCISE as CONCISE
from tflint_mem.output.formats import FULL as FULL
from tflint_mem.output.formats import TEXT_FORMATS as TEXT_FORMATS
from tflint_mem.output.reporters import github, json_format, junit, sarif, text

Reporter = Callable[[Sequence[Finding]], str]

REPORTERS: Dict[str, Reporter] = {
    "text": text.render,
    "concise": text.render,
    "json": json_format.render,
    "sarif": sarif.render,
    "github": github.render,
    "junit": junit.render,
}
