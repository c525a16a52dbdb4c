"""`--fix`, `--unsafe-fixes`, `--diff`, `--show-fixes` on the command line, files and stdin."""

from __future__ import annotations

import difflib
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tflint_mem.fixing import fixer
from tflint_mem.integrations.cli import main

ROOT = Path(__file__).resolve().parents[2]
PARSER = "import tensorflow as tf\n\ndef load(x):\n    return tf.py_function(len, [x], tf.int64)\n\n"
SAFE = PARSER + "ds = tf.data.Dataset.range(3).map(load, num_parallel_calls=16)\n"
UNSAFE = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "safe.py").write_text(SAFE)
    (tmp_path / "unsafe.py").write_text(UNSAFE)
    return tmp_path


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_fixable_findings_are_marked_and_counted(project: Path):
    result = run("check", ".")
    assert result.exit_code == 1
    assert "safe.py:6:41: TFM004 [*] `num_parallel_calls=16`" in result.stdout
    assert "unsafe.py:3:1: TFM001 `tf.function`" in result.stdout
    assert result.stdout.splitlines()[-2:] == [
        "Found 2 problems (1 fixable with `--fix`)",
        "(1 more fixable with `--fix --unsafe-fixes`)",
    ]


def test_unsafe_fixes_without_fix_shows_them_as_available(project: Path):
    result = run("check", "--unsafe-fixes", ".")
    assert "unsafe.py:3:1: TFM001 [*] `tf.function`" in result.stdout
    assert result.stdout.splitlines()[-1] == "Found 2 problems (2 fixable with `--fix`)"
    assert (project / "unsafe.py").read_text() == UNSAFE


def test_fix_applies_safe_fixes_only(project: Path):
    result = run("check", "--fix", ".")
    assert result.exit_code == 1  # the unsafe finding remains
    assert (project / "safe.py").read_text() == SAFE.replace("=16", "=8")
    assert (project / "unsafe.py").read_text() == UNSAFE
    assert "safe.py" not in result.stdout.replace("unsafe.py", "")
    assert result.stdout.splitlines()[-2:] == [
        "Found 2 problems (1 fixed, 1 remaining)",
        "(1 more fixable with `--fix --unsafe-fixes`)",
    ]


def test_fix_with_unsafe_fixes_fixes_everything_and_exits_zero(project: Path):
    result = run("check", "--fix", "--unsafe-fixes", ".")
    assert result.exit_code == 0
    assert (project / "unsafe.py").read_text() == UNSAFE.replace("@tf.function", "@tf.function(reduce_retracing=True)")
    assert result.stdout.strip() == "Found 2 problems (2 fixed, 0 remaining)"


def test_second_fix_run_changes_nothing(project: Path):
    run("check", "--fix", "--unsafe-fixes", ".")
    before = {p.name: p.read_bytes() for p in project.iterdir() if p.is_file()}
    result = run("check", "--fix", "--unsafe-fixes", ".")
    assert result.exit_code == 0 and result.stdout.strip() == "All checks passed!"
    assert {p.name: p.read_bytes() for p in project.iterdir() if p.is_file()} == before


def test_show_fixes_lists_what_was_fixed(project: Path):
    result = run("check", "--fix", "--unsafe-fixes", "--show-fixes", ".")
    assert result.stdout.splitlines() == [
        "Fixed 2 problems:",
        "- safe.py:",
        "    1 × TFM004 (oversized-num-parallel-calls)",
        "- unsafe.py:",
        "    1 × TFM001 (tf-function-without-input-signature)",
        "Found 2 problems (2 fixed, 0 remaining)",
    ]


def test_diff_prints_what_fix_would_do_and_writes_nothing(project: Path):
    result = run("check", "--diff", ".")
    assert result.exit_code == 1
    assert result.stdout == (
        "--- safe.py\n"
        "+++ safe.py\n"
        "@@ -3,4 +3,4 @@\n"
        " def load(x):\n"
        "     return tf.py_function(len, [x], tf.int64)\n"
        " \n"
        "-ds = tf.data.Dataset.range(3).map(load, num_parallel_calls=16)\n"
        "+ds = tf.data.Dataset.range(3).map(load, num_parallel_calls=8)\n"
    )
    assert result.stderr == "Would fix 1 problem\n"
    assert (project / "safe.py").read_text() == SAFE


def test_diff_without_anything_to_fix_exits_zero(project: Path):
    result = run("check", "--diff", "unsafe.py")
    assert result.exit_code == 0 and result.stdout == ""


def test_diff_shows_exactly_the_edits_fix_makes(project: Path):
    example = project / "leaky_training.py"
    shutil.copy(ROOT / "examples" / "leaky_training.py", example)
    before = example.read_text()
    diff = run("check", "--diff", "--unsafe-fixes", "leaky_training.py").stdout
    assert example.read_text() == before
    run("check", "--fix", "--unsafe-fixes", "leaky_training.py")
    after = example.read_text()
    lines = difflib.unified_diff(
        before.splitlines(True), after.splitlines(True), fromfile="leaky_training.py", tofile="leaky_training.py"
    )
    assert diff == "".join(lines) and diff


def test_stdin_fix_writes_fixed_source_to_stdout_and_findings_to_stderr(project: Path):
    result = run("check", "--fix", "-", input=SAFE + UNSAFE.split("\n", 1)[1])
    assert result.stdout == SAFE.replace("=16", "=8") + UNSAFE.split("\n", 1)[1]
    assert "-:8:1: TFM001" in result.stderr
    assert "Found 2 problems (1 fixed, 1 remaining)" in result.stderr
    assert result.exit_code == 1


def test_stdin_fix_keeps_crlf_and_bom(project: Path):
    data = b"\xef\xbb\xbf" + SAFE.replace("\n", "\r\n").encode()
    result = run("check", "--fix", "--stdin-filename", "pipe.py", input=data)
    assert result.stdout_bytes == data.replace(b"=16", b"=8")


def test_stdin_fix_of_unparseable_source_echoes_it_unchanged(project: Path):
    result = run("check", "--fix", "-", input="def f(:\n")
    assert result.stdout == "def f(:\n" and result.exit_code == 1


def test_file_changed_while_fixing_is_not_written(project: Path, monkeypatch: pytest.MonkeyPatch):
    real = fixer.fix_result

    def edit_meanwhile(result, rules, mode):
        Path(result.filename).write_text(SAFE + "# edited in an editor meanwhile\n")
        return real(result, rules, mode)

    monkeypatch.setattr(fixer, "fix_result", edit_meanwhile)
    result = run("check", "--fix", "safe.py")
    assert result.exit_code == 2
    assert "error: safe.py: changed on disk after it was read; not written" in result.stderr
    assert (project / "safe.py").read_text().endswith("# edited in an editor meanwhile\n")
    assert "safe.py:6:41: TFM004" in result.stdout  # reported as not fixed


# --- through the process pool and the result cache ---------------------------------------------------------------


@pytest.fixture
def many(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Files enough for the pool (its size threshold lowered), in several encodings, line endings and modes."""
    from tflint_mem.run import parallel

    monkeypatch.setattr(parallel, "POOL_MIN_BYTES", 0)
    monkeypatch.chdir(tmp_path)
    for index in range(6):
        (tmp_path / f"safe{index}.py").write_bytes(SAFE.replace("\n", "\r\n" if index % 2 else "\n").encode())
        (tmp_path / f"clean{index}.py").write_text("import tensorflow as tf\nx = tf.constant(1)\n")
    latin = "# -*- coding: latin-1 -*-\n# café\n" + SAFE
    (tmp_path / "latin.py").write_bytes(latin.encode("latin-1"))
    (tmp_path / "safe0.py").chmod(0o751)
    return tmp_path


def test_fix_through_the_pool_keeps_encoding_line_endings_and_permissions(many: Path):
    result = run("check", "--fix", "--jobs", "2", ".")
    assert result.exit_code == 0, result.output
    for index in range(6):
        newline = "\r\n" if index % 2 else "\n"
        expected = SAFE.replace("=16", "=8").replace("\n", newline).encode()
        assert (many / f"safe{index}.py").read_bytes() == expected
    assert (many / "latin.py").read_bytes().decode("latin-1").endswith("num_parallel_calls=8)\n")
    assert "café" in (many / "latin.py").read_bytes().decode("latin-1")
    assert (many / "safe0.py").stat().st_mode & 0o777 == 0o751
    before = {p.name: p.read_bytes() for p in many.iterdir() if p.is_file()}
    again = run("check", "--fix", "--jobs", "2", ".")
    assert again.exit_code == 0 and {p.name: p.read_bytes() for p in many.iterdir() if p.is_file()} == before


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_cached_result_with_nothing_to_fix_gets_no_fix_pass(many: Path, monkeypatch: pytest.MonkeyPatch, jobs: str):
    assert run("check", "--jobs", jobs, ".").exit_code == 1  # fills the cache
    fixed: list = []
    real = fixer.fix_result

    def counted(result, rules, mode):  # type: ignore[no-untyped-def]
        fixed.append(Path(result.filename).name)
        return real(result, rules, mode)

    monkeypatch.setattr(fixer, "fix_result", counted)
    assert run("check", "--fix", "--jobs", jobs, ".").exit_code == 0
    if jobs == "1":  # the pool's workers are other processes: what they call is not seen here
        assert sorted(fixed) == sorted([*(f"safe{i}.py" for i in range(6)), "latin.py"])
    fixed.clear()
    assert run("check", "--fix", "--jobs", jobs, ".").exit_code == 0  # all cached, nothing left to fix
    assert fixed == []


def test_diff_and_add_noqa_through_the_pool(many: Path):
    diff = run("check", "--diff", "--jobs", "2", ".")
    assert diff.exit_code == 1 and diff.stdout.count("+++ ") == 7
    assert (many / "safe1.py").read_bytes() == SAFE.replace("\n", "\r\n").encode()
    noqa = run("check", "--add-noqa", "--jobs", "2", ".")
    assert noqa.exit_code == 0, noqa.output
    assert run("check", "--jobs", "2", ".").exit_code == 0
