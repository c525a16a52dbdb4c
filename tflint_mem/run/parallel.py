"""Check many files: read each once, answer from the cache where possible, lint the rest in a process pool.

The pool is used only when there is enough work to repay starting it (`--jobs 1`, one file, or a few
small files stay in this process). Files go to the workers project by project, largest first, in chunks
of similar size, so one big file does not hold up the end of the run and a worker holds one project's
summaries at a time. Results come back as each chunk finishes, so
callers sort them; a file that cannot be read, or that makes a worker fail, is one error and the
other files are still checked (a worker that dies is replaced, and the files it held are retried one
by one). Results are slimmed before they are kept: the decoded source only for fixed files (what `--diff`
compares), never the libcst nodes, so memory does not grow with the number
of files.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

from tflint_mem.core.options import Resolve
from tflint_mem.core.results import FileResult
from tflint_mem.engine.active import ActiveRule
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.contents import content_digest
from tflint_mem.run.reading import read_source
from tflint_mem.source.decode import SourceText, decode_source
from tflint_mem.source.excerpts import excerpts

if TYPE_CHECKING:  # the linting machinery is imported only when a file is linted (not for cached results)
    from concurrent.futures import ProcessPoolExecutor

    from tflint_mem.analysis.project import ProjectView
    from tflint_mem.run.projects import Projects

# Below this much source the pool's start-up (about 50 ms a worker) costs more than it saves.
POOL_MIN_BYTES = 512 * 1024
CHUNKS_PER_JOB = 16

RulesFor = Callable[[Path], Sequence[ActiveRule]]
# Called with each file's result, its rules, path and bytes; returns the result to keep (where `--fix` plugs in).
Finish = Callable[[FileResult, Sequence[ActiveRule], Path, bytes], FileResult]


@dataclass(frozen=True)
class Checking:
    """How each file is checked: the result cache, the screen, and what to do with each result.

    `finish` sees cached results too, with their decoded source attached; it runs in the worker that linted
    the file, so it must be picklable where workers are spawned (a module-level function or a partial of one).
    `resolve_fixes=False` (for outputs that print no edits) lints without resolving fixes into edits, and
    accepts cached results whose fixes were not resolved; a `finish` that fixes needs the fixes it applies resolved
    (True, or `SAFE_ONLY` for the safe ones).
    """

    cache: Optional[ResultCache] = None
    screen: bool = True
    finish: Optional[Finish] = None
    projects: Optional[Projects] = None  # the other modules of each file's project, for calls across modules
    resolve_fixes: Resolve = True

    def key(self, content: str, rules: Sequence[ActiveRule], path: Path) -> Optional[str]:
        """The result cache key: the file's content digest, its rules, and the project modules its findings
        depend on."""
        if self.cache is None:
            return None
        extra = b""
        if self.projects is not None:
            extra = self.projects.dependency_digest(os.path.normpath(os.path.abspath(path)))
        return self.cache.key_of(content, rules, extra)

    def view(self, path: Path) -> Optional[ProjectView]:
        return self.projects.view(str(path)) if self.projects is not None else None

    def group(self, path: Path) -> str:
        return self.projects.group(str(path)) if self.projects is not None else ""


# What each worker is started with: the run's distinct rule lists, and how to check files.
_Settings = Tuple[List[Sequence[ActiveRule]], Checking]


@dataclass(frozen=True)
class Outcome:
    """What checking one file gave: a result, or an error line (a file that cannot be read)."""

    path: Path
    result: Optional[FileResult] = None
    error: Optional[str] = None


@dataclass(frozen=True)
class _Task:
    path: Path
    rules: int  # index into the run's distinct rule lists
    size: int
    group: str = ""  # the file's project (`Projects.group`)


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def lint_file_bytes(
    data: bytes,
    filename: str,
    rules: Sequence[ActiveRule],
    screen: bool = True,
    project: Optional[ProjectView] = None,
    resolve_fixes: Resolve = True,
) -> FileResult:
    """`tflint_mem.run.notebook.lint_file_bytes`, imported (with all the rules run on) only when a file is linted."""
    from tflint_mem.run.notebook import lint_file_bytes as lint

    return lint(data, filename, rules, screen=screen, project=project, resolve_fixes=resolve_fixes)


def read_error(path: Path, error: OSError) -> str:
    return f"{path}: cannot read: {error.strerror or error}"


def check_file(
    path: Path,
    rules: Sequence[ActiveRule],
    checking: Checking = Checking(),
    data: Optional[bytes] = None,
    lookup: bool = True,
) -> Outcome:
    """Read (unless `data` is given), look up (unless the caller just did), lint and store one file; never
    raises for one bad file."""
    try:
        if data is None:
            data = read_source(path)
    except OSError as error:
        return Outcome(path, error=read_error(path, error))
    cache = checking.cache
    key = checking.key(content_digest(data), rules, path) if cache is not None else None
    if cache is not None and key is not None and lookup:
        hit = cache.get(key, str(path), needs_edits=checking.resolve_fixes)
        if hit is not None:
            return _finished(hit, rules, path, data, checking, cached=True)
    try:
        result = lint_file_bytes(
            data,
            str(path),
            rules,
            screen=checking.screen,
            project=checking.view(path),
            resolve_fixes=checking.resolve_fixes,
        )
    except Exception as error:  # a bug outside the rules' own containment: report it, go on
        result = FileResult(str(path), internal_errors=[f"internal error on {path}: {type(error).__name__}: {error}"])
    result.excerpts = excerpts(result)
    if cache is not None and key is not None:
        cache.put(key, result)
    return _finished(result, rules, path, data, checking, cached=False)


def _finished(
    result: FileResult,
    rules: Sequence[ActiveRule],
    path: Path,
    data: Optional[bytes],
    checking: Checking,
    cached: bool,
) -> Outcome:
    if checking.finish is not None:
        if data is None:  # a cached result, its file trusted by its size and time: read now, to be fixed
            try:
                data = read_source(path)
            except OSError as error:
                return Outcome(path, error=read_error(path, error))
        if cached and result.findings:  # a file without findings has nothing to fix: not even decoded
            decoded = decode_source(data)
            if isinstance(decoded, SourceText):
                result = dataclasses.replace(result, source=decoded)
        try:
            result = checking.finish(result, rules, path, data)
        except Exception as error:  # like a rule's failure: one error line, the scan goes on
            message = f"internal error on {path}: {type(error).__name__}: {error}"
            result = dataclasses.replace(result, internal_errors=[*result.internal_errors, message])
    return Outcome(path, result=slim(result))


def slim(result: FileResult) -> FileResult:
    """What is worth keeping of a file's result once it is done (see the module docstring): the decoded source
    only beside a fixed one (what `--diff` compares); findings are shown from the file on disk."""
    keep_source = getattr(result, "fixed_source", None) is not None
    return dataclasses.replace(result, source=result.source if keep_source else None)


def scan(
    files: Sequence[Path],
    rules_for: RulesFor,
    jobs: int = 1,
    cache: Optional[ResultCache] = None,
    screen: bool = True,
    finish: Optional[Finish] = None,
    projects: Optional[Projects] = None,
    resolve_fixes: Resolve = True,
) -> Iterator[Outcome]:
    """An outcome for every file, in no particular order. Fixes are resolved into edits as `resolve_fixes` says
    (all of them if it is False and a `finish` needs them)."""
    checking = Checking(cache, screen, finish, projects, resolve_fixes or finish is not None)
    if cache is not None and projects is not None and jobs > 1 and len(files) > 1:
        from tflint_mem.run.import_index import learn_imports

        # The import graph the keys need before any file is linted, parsed in parallel.
        learn_imports(projects.all, jobs)
    rule_lists: List[Sequence[ActiveRule]] = []
    index_of: Dict[int, int] = {}
    pending: List[_Task] = []
    for path in files:
        rules = rules_for(path)
        index = index_of.get(id(rules))
        if index is None:
            index = index_of[id(rules)] = len(rule_lists)
            rule_lists.append(rules)
        if cache is None:
            if jobs <= 1:
                yield check_file(path, rules, checking)
            else:
                try:
                    size = os.stat(path).st_size
                except OSError as error:
                    yield Outcome(path, error=read_error(path, error))
                    continue
                pending.append(_Task(path, index, size, checking.group(path)))
            continue
        module = os.path.normpath(os.path.abspath(path))
        try:
            if not os.path.isfile(module):
                read_source(module)  # raises the error a reader gets (no such file, not a regular file...)
            content, data = cache.contents.read(module)
        except OSError as error:
            yield Outcome(path, error=read_error(path, error))
            continue
        key = checking.key(content, rules, path)
        hit = cache.get(key, str(path), needs_edits=checking.resolve_fixes) if key is not None else None
        if hit is not None:
            yield _finished(hit, rules, path, data, checking, cached=True)
            continue
        if jobs <= 1:
            yield check_file(path, rules, checking, data, lookup=False)
        else:
            size = os.stat(module).st_size if data is None else len(data)
            pending.append(_Task(path, index, size, checking.group(path)))
    if not pending:
        return
    if len(pending) < 2 or sum(task.size for task in pending) < POOL_MIN_BYTES:
        for task in pending:
            yield check_file(task.path, rule_lists[task.rules], checking, lookup=False)
        return
    yield from _in_pool(pending, rule_lists, jobs, checking)


def _chunks(tasks: List[_Task], jobs: int) -> List[List[_Task]]:
    """Chunks of about equal size (a big file is a chunk of its own), project by project, the biggest projects
    first and each project's largest files first: a worker then moves from one project to the next a few times,
    and keeps one project's summaries at a time (`Projects.view`)."""
    target = max(1, sum(task.size for task in tasks) // (jobs * CHUNKS_PER_JOB))
    groups: Dict[str, List[_Task]] = {}
    for task in tasks:
        groups.setdefault(task.group, []).append(task)
    chunks: List[List[_Task]] = []
    for group in sorted(groups.values(), key=lambda group: -sum(task.size for task in group)):
        current: List[_Task] = []
        size = 0
        for task in sorted(group, key=lambda task: -task.size):
            current.append(task)
            size += task.size
            if size >= target:
                chunks.append(current)
                current, size = [], 0
        if current:
            chunks.append(current)
    return chunks


def _in_pool(
    tasks: List[_Task], rule_lists: List[Sequence[ActiveRule]], jobs: int, checking: Checking
) -> Iterator[Outcome]:
    from concurrent.futures import as_completed
    from concurrent.futures.process import BrokenProcessPool

    cache = checking.cache
    if cache is not None and not cache.prepare():  # here, once: workers only add entries
        checking = dataclasses.replace(checking, cache=None)
    if checking.cache is not None and checking.projects is not None:
        _prime(tasks, checking.projects, jobs)
    settings: _Settings = (rule_lists, checking)
    chunks = _chunks(tasks, jobs)
    failed: List[_Task] = []
    pool = _pool(min(jobs, len(chunks)), settings)
    try:
        futures = {pool.submit(_check_chunk, chunk): chunk for chunk in chunks}
        for future in as_completed(futures):
            try:
                outcomes = future.result()
            except BrokenProcessPool:  # a worker died (a crash, the OOM killer): every unfinished chunk fails
                failed.extend(futures[future])
                continue
            except Exception as error:  # a bug outside check_file's own containment: the chunk's files say so
                reason = f"{type(error).__name__}: {error}"
                outcomes = [_internal_error(task.path, reason) for task in futures[future]]
            yield from outcomes
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    yield from _one_by_one(sorted(failed, key=lambda task: task.size), settings)


def _prime(tasks: List[_Task], projects: Projects, jobs: int) -> None:
    """The summaries of each project with many files to lint, worked out once by the workers between them
    (`run.priming`), not once by each."""
    from tflint_mem.run.priming import MIN_FILES, prime_summaries

    counts: Dict[str, int] = {}
    for task in tasks:
        counts[task.group] = counts.get(task.group, 0) + 1  # the group is the project's root (`Projects.group`)
    prime_summaries([p for p in projects.all if counts.get(str(p.root), 0) >= MIN_FILES], jobs)


def _one_by_one(tasks: List[_Task], settings: _Settings) -> Iterator[Outcome]:
    """Files whose worker died, each alone in one worker (never in this process: the file may kill it), so
    only a file that kills its worker again is reported as an error."""
    from concurrent.futures.process import BrokenProcessPool

    pool: Optional[ProcessPoolExecutor] = None
    try:
        for task in tasks:
            pool = pool or _pool(1, settings)
            try:
                yield from pool.submit(_check_chunk, [task]).result()
            except BrokenProcessPool:
                pool.shutdown(wait=True)
                pool = None
                yield _worker_failed(task.path)
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _pool(workers: int, settings: _Settings) -> ProcessPoolExecutor:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # fork shares the loaded modules and rules with the workers at no cost; elsewhere, the platform's default.
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else None)
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_start_worker, initargs=settings)


def _worker_failed(path: Path) -> Outcome:
    return _internal_error(path, "the process checking it died (a crash, or out of memory)")


def _internal_error(path: Path, reason: str) -> Outcome:
    return Outcome(path, result=FileResult(str(path), internal_errors=[f"internal error on {path}: {reason}"]))


_worker: Dict[str, _Settings] = {}


def _start_worker(rule_lists: List[Sequence[ActiveRule]], checking: Checking) -> None:
    for rules in rule_lists:
        for rule in rules:
            rule.implementation  # noqa: B018  (a spawned worker imports the rule modules afresh: load them once)
    _worker["settings"] = (rule_lists, checking)


def _check_chunk(chunk: List[_Task]) -> List[Outcome]:
    rule_lists, checking = _worker["settings"]
    return [check_file(task.path, rule_lists[task.rules], checking, lookup=False) for task in chunk]
