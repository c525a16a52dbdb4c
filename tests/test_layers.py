"""The layers contract: the packages of `tflint_mem` depend on each other one way only.

    core <- source <- analysis <- rules <- engine <- fixing <- run <- output <- integrations

A module may import its own layer and the layers below it, never one above; the packages form no cycle. Every
import counts, including those inside functions (a lazy import is still a dependency) and those under
`TYPE_CHECKING` (the annotation still ties the layers together). This is what import-linter's "layers" contract
checks, done with `ast` so that the suite needs no extra tool.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Set, Tuple

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tflint_mem"
LAYERS = ("core", "source", "analysis", "rules", "engine", "fixing", "run", "output", "integrations")
# The package's own entry points sit above every layer: `python -m tflint_mem` runs the CLI.
TOP = {"tflint_mem/__init__.py": None, "tflint_mem/__main__.py": "integrations"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path) -> Iterator[Tuple[int, str]]:
    """(row, absolute module name) of every import in the file, relative imports resolved."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    return imports_in(path.read_text(encoding="utf-8"), package)


def imports_in(text: str, package: List[str]) -> Iterator[Tuple[int, str]]:
    """(row, absolute module name) of every import in `text`, a module of the package `package`."""
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            yield node.lineno, module
            for alias in node.names:  # `from tflint_mem import rules` imports the package `rules`
                yield node.lineno, f"{module}.{alias.name}"


def layer_of(module: str) -> Optional[str]:
    parts = module.split(".")
    if parts[0] != "tflint_mem" or len(parts) < 2 or parts[1] not in LAYERS:
        return None
    return parts[1]


def source_layer(path: Path) -> Optional[str]:
    relative = path.relative_to(PACKAGE.parent).as_posix()
    if relative in TOP:
        return TOP[relative]
    return layer_of(module_name(path))


def package_files() -> List[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_every_module_belongs_to_a_layer() -> None:
    stray = [
        p for p in package_files() if p.relative_to(PACKAGE.parent).as_posix() not in TOP and source_layer(p) is None
    ]
    assert stray == []


def test_every_layer_is_a_package() -> None:
    assert [layer for layer in LAYERS if not (PACKAGE / layer / "__init__.py").is_file()] == []


def dependencies() -> Dict[str, Set[Tuple[str, str]]]:
    """Layer -> {(imported layer, 'file:row')} for every import of one layer by another."""
    found: Dict[str, Set[Tuple[str, str]]] = {layer: set() for layer in LAYERS}
    for path in package_files():
        layer = source_layer(path)
        if layer is None:
            continue
        for row, module in imported_modules(path):
            target = layer_of(module)
            if target is not None and target != layer:
                found[layer].add((target, f"{path.relative_to(PACKAGE.parent)}:{row}"))
    return found


@pytest.mark.parametrize("layer", LAYERS)
def test_layer_imports_only_the_layers_below(layer: str) -> None:
    rank = LAYERS.index(layer)
    upward = sorted(
        f"{where} imports {target}" for target, where in dependencies()[layer] if LAYERS.index(target) > rank
    )
    assert upward == []


def test_packages_form_no_cycle() -> None:
    edges = {layer: {target for target, _ in found} for layer, found in dependencies().items()}
    visiting: Set[str] = set()
    done: Set[str] = set()

    def visit(layer: str, path: List[str]) -> None:
        if layer in done:
            return
        assert layer not in visiting, " -> ".join([*path, layer])
        visiting.add(layer)
        for target in sorted(edges[layer]):
            visit(target, [*path, layer])
        visiting.discard(layer)
        done.add(layer)

    for layer in LAYERS:
        visit(layer, [])


def test_the_contract_sees_a_violation() -> None:
    """The import reader finds absolute, relative and lazy imports: an upward import cannot hide."""
    probe = "\n".join(
        [
            "import tflint_mem.run.cache",
            "from ..output import style",
            "def f():",
            "    from tflint_mem.integrations import cli",
        ]
    )
    rows = {(row, layer_of(name)) for row, name in imports_in(probe, ["tflint_mem", "core"])}
    assert {(1, "run"), (2, "output"), (4, "integrations")} <= rows
