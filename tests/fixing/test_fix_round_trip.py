"""`--fix --unsafe-fixes` over a copy of the installed tensorflow and keras sources: real code nobody here wrote.

Every fixed file must still compile, a second run over the fixed files must change nothing, and every file
without an applied fix must be byte-identical. The sources are copied (`.py`/`.pyi` only) to a temporary
folder: the installed packages are never written.
"""

from __future__ import annotations

import hashlib
import shutil
import warnings
from pathlib import Path
from typing import Dict

import pytest

from tests.test_real_corpus import package_folder
from tflint_mem.core.config import Selection
from tflint_mem.fixing.fixer import FixMode
from tflint_mem.run.check import CheckOptions, check_paths

pytestmark = pytest.mark.real

FIX_EVERYTHING = CheckOptions(selection=Selection(select=("ALL",)), preview=True, fix=FixMode(unsafe=True), write=True)


def copy_sources(source: Path, destination: Path) -> None:
    for path in source.rglob("*.py*"):
        if path.suffix in (".py", ".pyi") and path.is_file():
            target = destination / path.relative_to(source)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def digests(folder: Path) -> Dict[Path, str]:
    return {path: hashlib.sha256(path.read_bytes()).hexdigest() for path in folder.rglob("*") if path.is_file()}


def test_fix_round_trip_over_tensorflow_and_keras(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    for name in ("tensorflow", "keras"):
        copy_sources(package_folder(name), tmp_path / name)
    before = digests(tmp_path)

    first = check_paths([tmp_path], FIX_EVERYTHING)
    assert first.internal_errors == [] and first.path_errors == []
    assert len(first.files) > 1000
    fixed = {Path(result.filename) for result in first.files if result.fixed}
    assert fixed, "the corpus has fixable findings (TFM001 at least)"

    after = digests(tmp_path)
    assert after.keys() == before.keys(), "no file is created or removed"
    changed = {path for path in before if before[path] != after[path]}
    assert changed == fixed, "exactly the files with applied fixes changed"
    for path in changed:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(path.read_bytes(), str(path), "exec", dont_inherit=True)

    second = check_paths(sorted(changed), FIX_EVERYTHING)
    assert second.internal_errors == []
    assert [result.filename for result in second.files if result.fixed] == []
    assert digests(tmp_path) == after

    with capsys.disabled():
        codes = sorted(finding.code for result in first.files for finding in result.fixed)
        summary = {code: codes.count(code) for code in sorted(set(codes))}
        print(f"\nfixed {len(codes)} findings in {len(changed)} of {len(first.files)} files: {summary}")
