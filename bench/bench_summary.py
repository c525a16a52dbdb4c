"""What the module summary costs next to parsing: CPU seconds over real files.

    python -m bench.bench_summary [PATH ...]   # default: keras/src/models and tensorflow/python/distribute

Prints the CPU time (process time, so other load on the machine does not count) of parsing, of an
empty libcst visitor walk (the floor for any visitor), of building the ModuleSummary, and of linting
with the rules that use it.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path
from typing import Callable, List

import libcst as cst

from tflint_mem.analysis.imports import build_import_table
from tflint_mem.analysis.summary import ModuleSummary
from tflint_mem.engine.lint import default_rules, lint_bytes


def default_paths() -> List[Path]:
    paths = []
    for package, sub in (("keras", "src/models"), ("tensorflow", "python/distribute")):
        spec = importlib.util.find_spec(package)
        if spec is not None and spec.submodule_search_locations:
            paths.append(Path(next(iter(spec.submodule_search_locations))) / sub)
    return paths


def cpu(action: Callable[[], object]) -> float:
    start = time.process_time()
    action()
    return time.process_time() - start


def main(argv: List[str]) -> None:
    roots = [Path(arg) for arg in argv] or default_paths()
    files = sorted(p for root in roots for p in ([root] if root.is_file() else root.rglob("*.py")))
    sources = [p.read_bytes() for p in files]
    modules: List[cst.Module] = []
    parse = cpu(lambda: modules.extend(cst.parse_module(s) for s in sources))
    imports = [build_import_table(m) for m in modules]
    walk = cpu(lambda: [m.visit(cst.CSTVisitor()) for m in modules])
    summary = cpu(lambda: [ModuleSummary(m, i) for m, i in zip(modules, imports)])
    print(f"{len(files)} files, {sum(map(len, sources)) / 1e6:.1f} MB")
    print(f"  parse                      {parse:6.2f} s")
    print(f"  empty libcst visitor walk  {walk:6.2f} s")
    print(f"  ModuleSummary              {summary:6.2f} s ({summary / parse:.0%} of parsing)")
    for codes in (["TFM001", "TFM002", "TFM003", "TFM004", "TFM005"], ["TFM006", "TFM007", "TFM008", "TFM009"]):
        rules = default_rules(codes)
        seconds = cpu(lambda rules=rules: [lint_bytes(s, str(p), rules) for s, p in zip(sources, files)])
        print(f"  lint {codes[0]}-{codes[-1]} (parse included) {seconds:6.2f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
