"""Output formats. Each reporter turns a list of findings into text; none of them lints or reads files."""

from __future__ import annotations

from typing import Callable, Dict, Sequence

from tflint_mem.core.findings import Finding
from tflint_mem.output.reporters import github, json_format, junit, sarif, text

Reporter = Callable[[Sequence[Finding]], str]

REPORTERS: Dict[str, Reporter] = {
    "text": text.render,
    "json": json_format.render,
    "sarif": sarif.render,
    "github": github.render,
    "junit": junit.render,
}
