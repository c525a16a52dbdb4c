"""Timings of the integration layers, against the plain engine call they wrap.

    python -m bench.integrations

- notebook: one source split into code cells with magics, linted as a notebook, against the same source as `.py`;
- SARIF / GitHub / JUnit rendering of 2,000 findings;
- the language server: `didOpen` to `publishDiagnostics` for a 1,200-line file (a real pygls client over stdio,
  each lint re-reading the configuration).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, List

import nbformat
from lsprotocol import types
from pygls.lsp.client import LanguageClient

from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.engine.lint import default_rules, lint_bytes
from tflint_mem.output.reporters import REPORTERS
from tflint_mem.run.notebook import lint_notebook_bytes

ROOT = Path(__file__).resolve().parents[1]
SOURCE = (ROOT / "examples" / "leaky_training.py").read_text()


def median_ms(run: Callable[[], object], repeat: int = 15) -> float:
    times: List[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def notebook_bytes(source: str, copies: int) -> bytes:
    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_code_cell("%matplotlib inline\n!nvidia-smi"))
    for _ in range(copies):
        lines = source.splitlines(keepends=True)
        for start in range(0, len(lines), 12):
            nb.cells.append(nbformat.v4.new_code_cell("".join(lines[start : start + 12])))
            nb.cells.append(nbformat.v4.new_markdown_cell("Notes"))
    return str(nbformat.writes(nb)).encode()


def bench_notebook() -> None:
    rules = default_rules()
    for copies in (1, 20):
        text = SOURCE * copies
        data = notebook_bytes(SOURCE, copies)
        script = median_ms(lambda text=text: lint_bytes(text.encode(), "x.py", rules))
        notebook = median_ms(lambda data=data: lint_notebook_bytes(data, "x.ipynb", rules))
        lines = text.count("\n")
        print(f"notebook, {lines:>5} lines: as .py {script:7.1f} ms, as .ipynb {notebook:7.1f} ms")


def bench_reporters() -> None:
    fix = Fix("safe", "Lower it", (Edit("64", Location(3, 40), Location(3, 43)),))
    findings = [
        Finding(
            "TFM004",
            "oversized-num-parallel-calls",
            "message",
            f"pkg/m{i % 50}.py",
            Location(i, 5),
            Location(i, 30),
            fix=fix,
        )
        for i in range(1, 2001)
    ]
    for name in ("text", "json", "sarif", "github", "junit"):
        elapsed = median_ms(lambda render=REPORTERS[name]: render(findings), 5)
        print(f"render 2,000 findings as {name:<6}: {elapsed:7.1f} ms")


async def lsp_round_trips(text: str, count: int) -> List[float]:
    client = LanguageClient("bench", "1")
    received: asyncio.Queue[types.PublishDiagnosticsParams] = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        received.put_nowait(params)

    await client.start_io(sys.executable, "-m", "tflint_mem", "server")
    await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    times = []
    with tempfile.TemporaryDirectory() as folder:
        for number in range(count):
            uri = (Path(folder) / f"m{number}.py").as_uri()
            start = time.perf_counter()
            client.text_document_did_open(
                types.DidOpenTextDocumentParams(types.TextDocumentItem(uri, "python", 1, text))
            )
            while (await received.get()).uri != uri:
                pass
            times.append(time.perf_counter() - start)
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return times


def bench_lsp() -> None:
    rules = default_rules()
    for name in ("leaky_training.py", "fixed_training.py"):
        text = (ROOT / "examples" / name).read_text() * 20
        times = asyncio.run(lsp_round_trips(text, 12))[2:]
        engine = median_ms(lambda text=text: lint_bytes(text.encode(), "x.py", rules), 5)
        print(
            f"server didOpen -> diagnostics, {name} x20 ({text.count(chr(10))} lines): "
            f"median {statistics.median(times) * 1000:.1f} ms (engine alone {engine:.1f} ms)"
        )


if __name__ == "__main__":
    bench_notebook()
    bench_reporters()
    bench_lsp()
