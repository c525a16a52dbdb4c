"""Scale: `--jobs`, the result cache and the progress bar change how fast findings come, never which."""

from __future__ import annotations

import dataclasses
import io
import json
import os
from pathlib import Path
from typing import List

import pytest
from click.testing import CliRunner

from tflint_mem.core.config import Selection
from tflint_mem.core.findings import Finding
from tflint_mem.engine.lint import default_rules, lint_bytes
from tflint_mem.integrations.cli import main
from tflint_mem.output.progress import Progress, wanted
from tflint_mem.run import parallel
from tflint_mem.run.cache import DEFAULT_CACHE_DIR, ResultCache
from tflint_mem.run.check import CheckOptions, RunResult, check_paths

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
FILES = {
    "leaky.py": LEAKY,
    "pipeline.py": (
        "import tensorflow as tf\n\ndef parse(x):\n    return tf.py_function(lambda v: v, [x], tf.float32)\n\n"
        "ds = tf.data.Dataset.range(8).map(parse, num_parallel_calls=32).cache()\n"
    ),
    "loop.py": (
        'import tensorflow as tf\n\nfor i in range(10):\n    v = tf.Variable(0.0, name=f"v{i}")\n'
        "    v.assign_add(1.0)\n"
    ),
    "suppressed.py": LEAKY.replace("@tf.function", "@tf.function  # noqa: TFM001"),
    "broken.py": "def broken(:\n    pass\n",
    "binary.py": b"\x00\x01\x02",
    "latin1.py": "# -*- coding: latin-1 -*-\nname = 'caf\xe9'\n".encode("latin-1"),
    "plain.py": "import os\nprint(os.getcwd())\n",
    "crlf.py": LEAKY.replace("\n", "\r\n"),
}


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for index in range(6):  # enough files for several chunks per worker
        folder = tmp_path / f"pkg{index}"
        folder.mkdir()
        for name, content in FILES.items():
            data = content if isinstance(content, bytes) else content.encode()
            (folder / name).write_bytes(data)
    monkeypatch.setattr(parallel, "POOL_MIN_BYTES", 0)  # use the pool even for this small project
    return tmp_path


def findings(run: RunResult) -> List[Finding]:
    return [finding for result in run.files for finding in result.findings]


def check(paths: List[Path], **kwargs) -> RunResult:
    options = CheckOptions(selection=Selection(select=("ALL",)), preview=True)
    return check_paths(paths, options, **kwargs)


def test_findings_are_identical_with_one_or_two_jobs_cold_and_warm(project: Path):
    single = check([project], jobs=1)
    assert {f.code for f in findings(single)} >= {"TFM000", "TFM001", "TFM002", "TFM004", "TFM005"}
    cache = project / "cache"
    runs = {
        "jobs 2": check([project], jobs=2),
        "jobs 1 cold": check([project], jobs=1, cache=ResultCache(cache)),
        "jobs 1 warm": check([project], jobs=1, cache=ResultCache(cache)),
        "jobs 2 warm": check([project], jobs=2, cache=ResultCache(cache)),
    }
    for name, run in runs.items():
        assert findings(run) == findings(single), name
        assert [r.filename for r in run.files] == [r.filename for r in single.files], name
        assert run.internal_errors == [] and run.path_errors == [] and run.warnings == [], name
    other = project / "cache2"
    assert findings(check([project], jobs=2, cache=ResultCache(other))) == findings(single)  # written by workers
    assert findings(check([project], jobs=1, cache=ResultCache(other))) == findings(single)


def test_warm_run_lints_nothing(project: Path, monkeypatch: pytest.MonkeyPatch):
    cache = project / "cache"
    check([project], jobs=1, cache=ResultCache(cache))
    monkeypatch.setattr(parallel, "lint_file_bytes", lambda *args, **kwargs: pytest.fail("linted a cached file"))
    assert findings(check([project], jobs=2, cache=ResultCache(cache)))


def test_changed_file_is_linted_again(project: Path):
    cache = ResultCache(project / "cache")
    check([project / "pkg0"], cache=cache)
    (project / "pkg0" / "plain.py").write_text(LEAKY)
    again = check([project / "pkg0"], cache=ResultCache(project / "cache"))
    assert [f.code for f in findings(again) if f.filename.endswith("plain.py")] == ["TFM001"]


def test_cache_key_covers_rules_options_severity_and_content():
    cache = ResultCache(Path("unused"))
    base = default_rules(["TFM004"])
    data = b"ds.map(f, num_parallel_calls=32)\n"
    keys = {
        cache.key(data, base),
        cache.key(data + b"\n", base),
        cache.key(data, default_rules(["TFM004", "TFM005"])),
        cache.key(data, default_rules(["TFM004"], {"TFM004": {"max-parallel-calls": 16}})),
        cache.key(data, [dataclasses.replace(base[0], severity="error")]),
    }
    assert len(keys) == 5
    assert cache.key(data, default_rules(["TFM004"])) == cache.key(data, base)


def test_cached_findings_round_trip_exactly(tmp_path: Path):
    rules = default_rules()
    data = FILES["pipeline.py"].encode()  # type: ignore[union-attr]
    result = lint_bytes(data, "first.py", rules)
    cache = ResultCache(tmp_path)
    cache.put(cache.key(data, rules), result)
    hit = cache.get(cache.key(data, rules), "second.py")
    assert hit is not None and result.findings
    assert hit.findings == [f.__class__(**{**f.__dict__, "filename": "second.py"}) for f in result.findings]


def test_cache_folder_is_git_ignored_and_tagged(project: Path):
    check([project], cache=ResultCache(project / DEFAULT_CACHE_DIR))
    assert (project / DEFAULT_CACHE_DIR / ".gitignore").read_text().splitlines()[-1] == "*"
    assert (project / DEFAULT_CACHE_DIR / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172")


def test_corrupt_cache_entry_is_ignored(project: Path):
    cache_dir = project / "cache"
    expected = findings(check([project], cache=ResultCache(cache_dir)))
    for entry in cache_dir.rglob("*.json"):
        entry.write_text("{not json")
    assert findings(check([project], cache=ResultCache(cache_dir))) == expected


def test_unwritable_cache_is_a_warning_and_the_run_goes_on(project: Path):
    blocker = project / "not-a-folder"
    blocker.write_text("")
    run = check([project], jobs=2, cache=ResultCache(blocker))
    assert findings(run) == findings(check([project]))
    assert len(run.warnings) == 1 and "cannot write the cache" in run.warnings[0]


def test_internal_errors_are_not_cached(project: Path, monkeypatch: pytest.MonkeyPatch):
    from tflint_mem.rules.tf_function_without_input_signature import TfFunctionWithoutInputSignature

    cache_dir = project / "cache"
    with monkeypatch.context() as patch:
        patch.setattr(TfFunctionWithoutInputSignature, "check", lambda self: 1 / 0)
        assert check([project / "pkg0"], cache=ResultCache(cache_dir)).internal_errors
    assert not check([project / "pkg0"], cache=ResultCache(cache_dir)).internal_errors


def test_cli_jobs_and_cache_flags(project: Path):
    runner = CliRunner()
    outputs = []
    for flags in (["--jobs", "1", "--no-cache"], ["--jobs", "2"], ["-j", "2"], ["--cache-dir", "elsewhere"]):
        result = runner.invoke(main, ["check", "--format", "json", *flags, "."])
        assert result.exit_code == 1, result.output
        outputs.append(json.loads(result.stdout))
    assert all(output == outputs[0] for output in outputs)
    assert (project / DEFAULT_CACHE_DIR).is_dir() and (project / "elsewhere").is_dir()


def test_no_cache_writes_nothing(project: Path):
    CliRunner().invoke(main, ["check", "--no-cache", "."])
    assert not (project / DEFAULT_CACHE_DIR).exists()


def test_worker_crash_is_an_internal_error_not_an_abort(project: Path, monkeypatch: pytest.MonkeyPatch):
    target = str(project / "pkg3" / "leaky.py")
    expected = [f for f in findings(check([project], jobs=1)) if f.filename != target]
    real = parallel.lint_file_bytes

    def crash_on_target(data: bytes, filename: str, *args, **kwargs):
        if filename == target:
            os._exit(3)  # the worker process dies
        return real(data, filename, *args, **kwargs)

    monkeypatch.setattr(parallel, "lint_file_bytes", crash_on_target)
    run = check([project], jobs=2)
    assert run.internal_errors == [
        f"internal error on {target}: the process checking it died (a crash, or out of memory)"
    ]
    assert findings(run) == expected  # every other file was checked, though its chunk's worker died


def test_progress_bar_only_on_a_terminal_for_text_output():
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert wanted(Terminal(), "text", quiet=False)
    assert not wanted(io.StringIO(), "text", quiet=False)
    assert not wanted(Terminal(), "json", quiet=False)
    assert not wanted(Terminal(), "text", quiet=True)


class Clock:
    """A fake clock that moves on by `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_progress_bar_stays_hidden_for_a_quick_run(project: Path):
    stream = io.StringIO()
    check([project], progress=Progress(stream, delay=0.5, clock=Clock(0.0)))
    assert stream.getvalue() == ""


def test_progress_bar_counts_files_and_findings_and_erases_itself(project: Path):
    stream = io.StringIO()
    run = check([project], progress=Progress(stream, delay=0.5, clock=Clock(0.2)))
    shown = stream.getvalue()
    total = len(FILES) * 6
    assert f"] {total}/{total} files, {len(findings(run))} findings, " in shown
    assert shown.count("\r") > 2 and shown.endswith("\r\x1b[K")


def test_cli_shows_no_progress_on_a_pipe(project: Path):
    result = CliRunner().invoke(main, ["check", "--no-cache", "."])
    assert "files/s" not in result.output


def mark_finished(result, rules, path, data):  # type: ignore[no-untyped-def]
    """A `finish` hook (module level, so workers can use it): records what it was given."""
    assert result.source is None or result.source.encode(result.source.text) == data
    seen = "with its source" if result.source is not None else "without source"
    return dataclasses.replace(result, internal_errors=[*result.internal_errors, f"finished {path.name} {seen}"])


@pytest.mark.parametrize("jobs", [1, 2])
def test_finish_hook_sees_every_result_fresh_or_cached_with_its_source(project: Path, jobs: int):
    cache_dir = project / "cache"
    for _ in ("cold", "warm"):
        outcomes = list(
            parallel.scan(
                sorted(project.rglob("*.py")),
                lambda path: default_rules(),
                jobs=jobs,
                cache=ResultCache(cache_dir),
                finish=mark_finished,
            )
        )
        results = [outcome.result for outcome in outcomes if outcome.result is not None]
        assert len(results) == len(FILES) * 6
        assert all(r.internal_errors[0].startswith(f"finished {Path(r.filename).name} ") for r in results)
        decodable = [r for r in results if r.findings and not r.filename.endswith("binary.py")]
        assert decodable and all(r.internal_errors[0].endswith("with its source") for r in decodable)
        assert all(r.source is None for r in results)  # not kept after the hook: shown from the file


def fail_on_leaky(result, rules, path, data):  # type: ignore[no-untyped-def]
    if path.name == "leaky.py":
        raise ValueError("hook failed")
    return result


@pytest.mark.parametrize("jobs", [1, 2])
def test_failing_finish_hook_is_an_internal_error_and_the_scan_goes_on(project: Path, jobs: int):
    files = sorted(project.rglob("*.py"))
    outcomes = list(parallel.scan(files, lambda path: default_rules(), jobs=jobs, finish=fail_on_leaky))
    errors = sorted(e for o in outcomes if o.result is not None for e in o.result.internal_errors)
    assert errors == sorted(f"internal error on {f}: ValueError: hook failed" for f in files if f.name == "leaky.py")
    assert len(outcomes) == len(files)


def test_unexpected_error_in_a_worker_fails_only_its_files(project: Path, monkeypatch: pytest.MonkeyPatch):
    real = parallel.check_file

    def broken(path: Path, *args, **kwargs):  # type: ignore[no-untyped-def]
        if path.name == "plain.py" and path.parent.name == "pkg2":
            raise RuntimeError("unexpected")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(parallel, "check_file", broken)
    run = check([project], jobs=2)
    assert run.internal_errors and all("RuntimeError: unexpected" in e for e in run.internal_errors)
    assert len(run.files) == len(FILES) * 6
