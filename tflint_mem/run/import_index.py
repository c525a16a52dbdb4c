"""The names each project module imports, parsed in parallel when many are new to the index.

Cache keys need the whole import graph before the first file is linted, and a cold index has every module parsed
for its imports one at a time, in the process that hands files out, while the workers wait. With `jobs` processes
the modules the index does not know are parsed by a pool of their own first (what each learns is the same as the
project would learn itself, `Project.parsed_imports`); the graph is then resolved from the index, and the workers
that lint inherit it. Without a cache nothing needs the graph up front: each worker builds what it asks for.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, List, Sequence, Tuple

if TYPE_CHECKING:
    from tflint_mem.run.project import Project

# Below this much source to parse, forking a pool costs more than it saves.
MIN_BYTES = 512 * 1024
CHUNKS_PER_JOB = 8

_projects: Sequence[Project] = ()  # the projects a forked worker parses modules of


def learn_imports(projects: Sequence[Project], jobs: int, min_bytes: int = MIN_BYTES) -> None:
    """Parse, in `jobs` processes, the modules of `projects` whose imported names the index does not know (if they
    hold `min_bytes` of source at least)."""
    if jobs <= 1 or not sys.platform.startswith("linux"):
        return  # a worker must share the project as it is (fork); one process parses them as it goes
    unknown = [(number, path) for number, project in enumerate(projects) for path in project.unknown_imports()]
    sizes = [_size(path) for _, path in unknown]
    if len(unknown) < 2 * jobs or sum(sizes) < min_bytes:
        return
    global _projects
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    chunks = _chunks([module for _, module in sorted(zip(sizes, unknown), reverse=True)], jobs * CHUNKS_PER_JOB)
    _projects = projects
    try:
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for found in pool.map(_parse, chunks):
                for number, learnt in found:
                    projects[number].learn_imports([learnt])
    except Exception:  # noqa: BLE001 - an optimisation: the project parses what it still needs itself
        pass
    finally:
        _projects = ()


def _parse(modules: Sequence[Tuple[int, str]]) -> List[Tuple[int, Tuple[str, List[str]]]]:
    return [(number, _projects[number].parsed_imports([path])[0]) for number, path in modules]


def _chunks(modules: List[Tuple[int, str]], count: int) -> List[List[Tuple[int, str]]]:
    """`count` chunks at most, dealt round-robin from the largest file down (so they come out about even)."""
    chunks: List[List[Tuple[int, str]]] = [[] for _ in range(min(count, len(modules)))]
    for index, module in enumerate(modules):
        chunks[index % len(chunks)].append(module)
    return chunks


def _size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0
