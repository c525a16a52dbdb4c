"""Check many files: read each once, answer from the cache where possible, lint the rest in a process pool.

The pool is used only when there is enough work to repay starting it (`--jobs 1`, one file, or a few
small files stay in this process). Files go to the workers largest first, in chunks of similar size,
so one big file does not hold up the end of the run. Results come back as each chunk finishes, so
callers sort them; a file that cannot be read, or that makes a worker fail, is one error and the
other files are still checked (a worker that dies is replaced, and the files it held are retried one
by one). Results are slimmed before they are kept: the decoded source only for files with findings
(what a fixer or reporter may need), never the libcst nodes, so memory does not grow with the number
of files.
"""

from __future__ import annotations

import dataclasses
import errno
import multiprocessing
import os
import stat
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Tuple

from tflint_mem.core.catalog import rule_class
from tflint_mem.engine.lint import ActiveRule, FileResult
from tflint_mem.run.cache import ResultCache
from tflint_mem.run.notebook import lint_file_bytes
from tflint_mem.source.decode import SourceText, decode_source

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
    """

    cache: Optional[ResultCache] = None
    screen: bool = True
    finish: Optional[Finish] = None


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


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def read_source(path: Path) -> bytes:
    """The bytes of a regular file. A FIFO or device is refused rather than read (reading a FIFO blocks)."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        chunks = []
        while True:
            chunk = os.read(descriptor, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


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
    key = cache.key(data, rules) if cache is not None else None
    if cache is not None and key is not None and lookup:
        hit = cache.get(key, str(path))
        if hit is not None:
            return _finished(hit, rules, path, data, checking, cached=True)
    try:
        result = lint_file_bytes(data, str(path), rules, screen=checking.screen)
    except Exception as error:  # a bug outside the rules' own containment: report it, go on
        result = FileResult(str(path), internal_errors=[f"internal error on {path}: {type(error).__name__}: {error}"])
    if cache is not None and key is not None:
        cache.put(key, result)
    return _finished(result, rules, path, data, checking, cached=False)


def _finished(
    result: FileResult, rules: Sequence[ActiveRule], path: Path, data: bytes, checking: Checking, cached: bool
) -> Outcome:
    if checking.finish is not None:
        if cached:
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
    """What is worth keeping of a file's result once it is done (see the module docstring)."""
    keep_source = bool(result.findings) or getattr(result, "fixed_source", None) is not None
    return dataclasses.replace(result, source=result.source if keep_source else None, raw=[])


def scan(
    files: Sequence[Path],
    rules_for: RulesFor,
    jobs: int = 1,
    cache: Optional[ResultCache] = None,
    screen: bool = True,
    finish: Optional[Finish] = None,
) -> Iterator[Outcome]:
    """An outcome for every file, in no particular order."""
    checking = Checking(cache, screen, finish)
    rule_lists: List[Sequence[ActiveRule]] = []
    index_of: Dict[int, int] = {}
    pending: List[_Task] = []
    for path in files:
        rules = rules_for(path)
        index = index_of.get(id(rules))
        if index is None:
            index = index_of[id(rules)] = len(rule_lists)
            rule_lists.append(rules)
        if jobs <= 1 and cache is None:
            yield check_file(path, rules, checking)
            continue
        try:
            data = read_source(path)
        except OSError as error:
            yield Outcome(path, error=read_error(path, error))
            continue
        if cache is not None:
            hit = cache.get(cache.key(data, rules), str(path))
            if hit is not None:
                yield _finished(hit, rules, path, data, checking, cached=True)
                continue
        if jobs <= 1:
            yield check_file(path, rules, checking, data, lookup=False)
        else:
            pending.append(_Task(path, index, len(data)))
    if not pending:
        return
    if len(pending) < 2 or sum(task.size for task in pending) < POOL_MIN_BYTES:
        for task in pending:
            yield check_file(task.path, rule_lists[task.rules], checking, lookup=False)
        return
    yield from _in_pool(pending, rule_lists, jobs, checking)


def _chunks(tasks: List[_Task], jobs: int) -> List[List[_Task]]:
    """Largest files first, grouped into chunks of about equal size (a big file is a chunk of its own)."""
    tasks = sorted(tasks, key=lambda task: -task.size)
    target = max(1, sum(task.size for task in tasks) // (jobs * CHUNKS_PER_JOB))
    chunks: List[List[_Task]] = []
    current: List[_Task] = []
    size = 0
    for task in tasks:
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
    cache = checking.cache
    if cache is not None and not cache.prepare():  # here, once: workers only add entries
        checking = dataclasses.replace(checking, cache=None)
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


def _one_by_one(tasks: List[_Task], settings: _Settings) -> Iterator[Outcome]:
    """Files whose worker died, each alone in one worker (never in this process: the file may kill it), so
    only a file that kills its worker again is reported as an error."""
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
            if rule.meta.has_visitor:
                rule_class(rule.meta)  # a spawned worker imports the rule modules afresh: give classes their meta
    _worker["settings"] = (rule_lists, checking)


def _check_chunk(chunk: List[_Task]) -> List[Outcome]:
    rule_lists, checking = _worker["settings"]
    return [check_file(task.path, rule_lists[task.rules], checking, lookup=False) for task in chunk]
