"""Hostile input: odd bytes, odd files and a changing tree never abort a scan; each problem is one finding or
one error line, and every other file is still checked."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path
from typing import List

import pytest
from click.testing import CliRunner

from tflint_mem.core.config import Selection
from tflint_mem.core.findings import Finding
from tflint_mem.integrations.cli import main
from tflint_mem.run import parallel
from tflint_mem.run.check import CheckOptions, RunResult, check_paths

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


def check(*paths: Path, jobs: int = 1) -> RunResult:
    return check_paths(list(paths), CheckOptions(selection=Selection(select=("ALL",)), preview=True), jobs=jobs)


def found(run: RunResult) -> List[tuple]:
    return [(Path(f.filename).name, f.code, f.location.row, f.location.column) for f in _findings(run)]


def _findings(run: RunResult) -> List[Finding]:
    return [finding for result in run.files for finding in result.findings]


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "good.py").write_text(LEAKY)
    return tmp_path


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"", []),
        (b"\xef\xbb\xbf", []),
        (b"\xef\xbb\xbf" + LEAKY.encode(), [("TFM001", 3, 1)]),
        (LEAKY.encode().replace(b"\n", b"\r\n"), [("TFM001", 3, 1)]),
        (b"import tensorflow as tf\r\n\n@tf.function\r\ndef f(x):\n    return x\r\n", [("TFM001", 3, 1)]),
        (b"import tensorflow as tf\n\x0c\n@tf.function\ndef f(x):\n\x0c    return x\n", [("TFM001", 3, 1)]),
        (b"import tensorflow as tf\nif True:\n\t@tf.function\n\tdef f(x):\n\t\treturn x\n", [("TFM001", 3, 2)]),
        (
            b"# -*- coding: latin-1 -*-\nimport tensorflow as tf\n\n@tf.function  # caf\xe9\ndef f(x):\n    return x\n",
            [("TFM001", 4, 1)],
        ),
        (b"x = 1\x00\n", [("TFM000", 1, 1)]),
        (b"x = '\xff\xfe'\n", [("TFM000", 1, 6)]),
        (b"# -*- coding: klingon -*-\nx = 1\n", [("TFM000", 1, 1)]),
        (b"import tensorflow as tf\nx = " + b"(" * 1000 + b"1" + b")" * 1000 + b"\n", [("TFM000", 2, 205)]),
        (b"import tensorflow as tf\ny = " + b"-" * 10_000 + b"x\n", [("TFM000", 1, 1)]),
    ],
    ids=[
        "empty",
        "bom-only",
        "bom-then-code",
        "crlf",
        "mixed-line-endings",
        "form-feeds",
        "tab-indentation",
        "latin-1-cookie",
        "nul-bytes",
        "invalid-utf-8",
        "unknown-encoding",
        "brackets-nested-1000-deep",
        "operators-nested-10000-deep",
    ],
)
def test_odd_bytes_give_a_finding_or_nothing_and_never_stop_the_scan(tree: Path, data: bytes, expected: list):
    (tree / "odd.py").write_bytes(data)
    run = check(tree)
    assert run.internal_errors == [] and run.path_errors == []
    assert [(code, row, column) for name, code, row, column in found(run) if name == "odd.py"] == expected
    assert ("good.py", "TFM001", 3, 1) in found(run)


def test_20_mb_generated_file_is_checked(tree: Path):
    # The shape protobuf's generated modules have: a huge serialized literal, then a little code.
    chunk = "\\x0a\\x12tensorflow/core/"
    literal = chunk * (20_000_000 // len(chunk) + 1)
    source = f"import tensorflow as tf\n\nDESCRIPTOR = b'{literal}'\n\n@tf.function\ndef f(x):\n    return x\n"
    (tree / "generated_pb2.py").write_text(source)
    assert (tree / "generated_pb2.py").stat().st_size >= 20_000_000
    run = check(tree)
    assert ("generated_pb2.py", "TFM001", 5, 1) in found(run) and run.internal_errors == []


def test_symlink_loop_in_the_tree_is_skipped(tree: Path):
    (tree / "a.py").symlink_to(tree / "b.py")
    (tree / "b.py").symlink_to(tree / "a.py")
    (tree / "sub").mkdir()
    (tree / "sub" / "up").symlink_to(tree)  # a folder link back up: never followed
    run = check(tree)
    assert found(run) == [("good.py", "TFM001", 3, 1)] and run.path_errors == []


def test_symlink_loop_named_explicitly_is_one_error(tree: Path):
    (tree / "a.py").symlink_to(tree / "b.py")
    (tree / "b.py").symlink_to(tree / "a.py")
    run = check(tree / "a.py", tree / "good.py")
    assert len(run.path_errors) == 1 and "a.py: cannot read" in run.path_errors[0]
    assert found(run) == [("good.py", "TFM001", 3, 1)]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_in_the_tree_is_skipped_and_never_read(tree: Path):
    os.mkfifo(tree / "pipe.py")
    run = _within(10, lambda: check(tree))
    assert found(run) == [("good.py", "TFM001", 3, 1)] and run.path_errors == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_named_explicitly_is_one_error(tree: Path):
    os.mkfifo(tree / "pipe.py")
    run = _within(10, lambda: check(tree / "pipe.py", tree / "good.py"))
    assert len(run.path_errors) == 1 and "pipe.py" in run.path_errors[0]
    assert found(run) == [("good.py", "TFM001", 3, 1)]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_file_replaced_by_a_fifo_is_refused_not_waited_on(tree: Path):
    os.mkfifo(tree / "pipe.py")
    with pytest.raises(OSError, match="not a regular file"):
        _within(10, lambda: parallel.read_source(tree / "pipe.py"))


def test_unreadable_file_is_one_error(tree: Path, monkeypatch: pytest.MonkeyPatch):
    (tree / "secret.py").write_text(LEAKY)
    if os.geteuid() != 0:
        (tree / "secret.py").chmod(0)
    else:  # root reads anything: make the read fail as it would for anyone else
        real = parallel.read_source

        def denied(path: Path) -> bytes:
            if path.name == "secret.py":
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            return real(path)

        monkeypatch.setattr(parallel, "read_source", denied)
    run = check(tree)
    assert run.path_errors == [f"{tree / 'secret.py'}: cannot read: Permission denied"]
    assert found(run) == [("good.py", "TFM001", 3, 1)]


def test_unreadable_folder_is_one_error(tree: Path, monkeypatch: pytest.MonkeyPatch):
    (tree / "locked").mkdir()
    (tree / "locked" / "inside.py").write_text(LEAKY)
    if os.geteuid() != 0:
        (tree / "locked").chmod(0)
    else:
        real = os.scandir

        def denied(path):  # type: ignore[no-untyped-def]
            if Path(path).name == "locked":
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return real(path)

        monkeypatch.setattr(os, "scandir", denied)
    try:
        run = check(tree)
    finally:
        (tree / "locked").chmod(0o755)
    assert len(run.path_errors) == 1 and "locked: cannot read directory: Permission denied" in run.path_errors[0]
    assert found(run) == [("good.py", "TFM001", 3, 1)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_file_that_vanishes_during_the_scan_is_one_error(tree: Path, monkeypatch: pytest.MonkeyPatch, jobs: int):
    for index in range(8):
        (tree / f"m{index}.py").write_text(LEAKY)
    monkeypatch.setattr(parallel, "POOL_MIN_BYTES", 0)
    real_scan = parallel.scan

    def scan_and_delete(files, *args, **kwargs):  # type: ignore[no-untyped-def]
        (tree / "m7.py").unlink()  # discovered, then gone before it is read
        return real_scan(files, *args, **kwargs)

    monkeypatch.setattr("tflint_mem.run.check.scan", scan_and_delete)
    run = check(tree, jobs=jobs)
    assert run.path_errors == [f"{tree / 'm7.py'}: cannot read: No such file or directory"]
    assert len(found(run)) == 8 and run.internal_errors == []


def test_many_bad_files_in_one_run_exit_2_and_report_everything(tree: Path):
    (tree / "binary.py").write_bytes(b"\x00")
    (tree / "syntax.py").write_text("def f(:\n")
    (tree / "deep.py").write_text("x = " + "-" * 10_000 + "1\n")
    result = CliRunner().invoke(main, ["check", "--no-cache", ".", "missing.py"])
    assert result.exit_code == 2
    lines = result.output.splitlines()
    assert "error: missing.py: no such file or directory" in lines
    for name in ("binary.py:1:1: TFM000", "deep.py:1:1: TFM000", "good.py:3:1: TFM001", "syntax.py:1:7: TFM000"):
        assert any(line.startswith(name) for line in lines), name


def _within(seconds: float, action):  # type: ignore[no-untyped-def]
    """Run `action`, failing (not hanging) if it blocks: reading a FIFO would wait for a writer forever."""
    box: List[object] = []
    thread = threading.Thread(target=lambda: box.append(_capture(action)), daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        pytest.fail(f"blocked for more than {seconds} s")
    outcome = box[0]
    if isinstance(outcome, BaseException):
        raise outcome
    return outcome


def _capture(action):  # type: ignore[no-untyped-def]
    try:
        return action()
    except BaseException as error:  # re-raised in the test's thread
        return error
