"""The summaries of a project many of whose files are linted, worked out once, in parallel, before the linting.

Linting any file of a project asks for the summaries of most of its modules: what an imported function does, and
who calls this module's functions in a loop. Each worker of the pool would work them all out for itself (on
tf-agents, linting either half of its 574 files summarised 535 of its 536 modules, so two workers did nearly twice
the work of one). So the modules are first summarised by the workers between them, dependencies first, into the
summaries' cache; the workers that lint then read each summary from there. Without a cache there is nowhere to
share them, and a project with few files to lint asks for few summaries: neither is primed.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Sequence, Tuple

if TYPE_CHECKING:
    from tflint_mem.run.project import Project

MIN_FILES = 64  # files of one project to lint, for its summaries to be worked out ahead
CHUNKS_PER_JOB = 8

_projects: Sequence[Project] = ()  # the projects a forked worker summarises modules of


def prime_summaries(projects: Sequence[Project], jobs: int) -> None:
    """Summarise, in `jobs` processes, the linked modules of `projects` into their summaries' cache."""
    if jobs <= 1 or not sys.platform.startswith("linux"):
        return  # a worker must share the project as it is (fork)
    work = [
        (number, path)
        for number, project in enumerate(projects)
        if project.cache_folder is not None
        for path in project.linked_modules()
    ]
    if len(work) < 2 * jobs:
        return
    global _projects
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # Contiguous runs of the dependency order: what a chunk's modules import was most often summarised before.
    size = max(1, -(-len(work) // (jobs * CHUNKS_PER_JOB)))
    chunks = [work[start : start + size] for start in range(0, len(work), size)]
    _projects = projects
    try:
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for _ in pool.map(_summarise, chunks):
                pass
    except Exception:  # noqa: BLE001 - an optimisation: the linting workers summarise what they still need
        pass
    finally:
        _projects = ()


def _summarise(modules: Sequence[Tuple[int, str]]) -> int:
    for number, path in modules:
        _projects[number].summary(path)
    return len(modules)
