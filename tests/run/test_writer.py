"""The safe writer: only over what was read, atomically, with the file's permissions, leaving no debris."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tflint_mem.run import writer
from tflint_mem.run.writer import TEMP_SUFFIX, write_if_unchanged


def leftovers(folder: Path) -> list:
    return [p.name for p in folder.iterdir() if p.name.endswith(TEMP_SUFFIX)]


def test_writes_new_content_and_keeps_permissions(tmp_path: Path):
    path = tmp_path / "m.py"
    path.write_bytes(b"old\n")
    path.chmod(0o640)
    assert write_if_unchanged(path, b"old\n", b"new\n") is None
    assert path.read_bytes() == b"new\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert leftovers(tmp_path) == []


def test_executable_bit_is_kept(tmp_path: Path):
    path = tmp_path / "script.py"
    path.write_bytes(b"old\n")
    path.chmod(0o755)
    assert write_if_unchanged(path, b"old\n", b"new\n") is None
    assert stat.S_IMODE(path.stat().st_mode) == 0o755


def test_file_changed_on_disk_is_not_written(tmp_path: Path):
    path = tmp_path / "m.py"
    path.write_bytes(b"edited meanwhile\n")
    message = write_if_unchanged(path, b"as read\n", b"fixed\n")
    assert message == f"{path}: changed on disk after it was read; not written"
    assert path.read_bytes() == b"edited meanwhile\n"
    assert leftovers(tmp_path) == []


def test_deleted_file_is_not_recreated(tmp_path: Path):
    path = tmp_path / "gone.py"
    message = write_if_unchanged(path, b"as read\n", b"fixed\n")
    assert message is not None and "not written" in message
    assert not path.exists()


def test_symlink_stays_a_link_and_its_target_is_updated(tmp_path: Path):
    target = tmp_path / "real.py"
    target.write_bytes(b"old\n")
    link = tmp_path / "link.py"
    link.symlink_to(target)
    assert write_if_unchanged(link, b"old\n", b"new\n") is None
    assert link.is_symlink() and target.read_bytes() == b"new\n"


def test_failed_replace_leaves_original_and_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "m.py"
    path.write_bytes(b"old\n")

    def fail(source: str, destination: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(writer.os, "replace", fail)
    message = write_if_unchanged(path, b"old\n", b"new\n")
    assert message == f"{path}: cannot write: No space left on device; left unchanged"
    assert path.read_bytes() == b"old\n"
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root may write to read-only folders")
def test_read_only_folder_is_reported(tmp_path: Path):
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "m.py"
    path.write_bytes(b"old\n")
    folder.chmod(0o555)
    try:
        message = write_if_unchanged(path, b"old\n", b"new\n")
    finally:
        folder.chmod(0o755)
    assert message is not None and "cannot create a temporary file" in message
    assert path.read_bytes() == b"old\n"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root can give files away")
def test_owner_and_group_are_kept_when_root_writes(tmp_path: Path):
    path = tmp_path / "m.py"
    path.write_bytes(b"old\n")
    os.chown(path, 12345, 23456)
    assert write_if_unchanged(path, b"old\n", b"new\n") is None
    assert (path.stat().st_uid, path.stat().st_gid) == (12345, 23456)
