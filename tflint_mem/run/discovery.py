"""Which files to lint: explicit files always; folders walked for `.py`, `.pyi` and `.ipynb`, skipping excludes."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, List, Sequence, Tuple

from tflint_mem.run.gitignore import IgnoreStack

PYTHON_SUFFIXES = (".py", ".pyi")
SOURCE_SUFFIXES = (*PYTHON_SUFFIXES, ".ipynb")


@dataclass
class Discovered:
    files: List[Path] = field(default_factory=list)
    errors: List[str] = field(default_factory=list)


def discover(
    paths: Sequence[Path],
    is_excluded: Callable[[Path], bool],
    force_exclude: bool = False,
    suffixes: Sequence[str] = SOURCE_SUFFIXES,
) -> Discovered:
    """Files under `paths`, sorted and without duplicates; a missing path is an error, not an abort."""
    found = Discovered()
    seen = set()
    for path in paths:
        if not os.path.lexists(path):
            found.errors.append(f"{path}: no such file or directory")
            continue
        if path.is_dir():
            if force_exclude and excluded_with_parents(path, is_excluded):
                continue
            absolute = path.absolute()
            files = _walk(absolute, is_excluded, tuple(suffixes), found.errors)
            # Report walked files by the path the user typed (as text: pathlib's `relative_to` per file is slow).
            cut = len(os.path.join(str(absolute), ""))
            files = [path / str(file)[cut:] for file in files]
        elif path.is_file() or path.is_symlink():
            files = [] if force_exclude and excluded_with_parents(path, is_excluded) else [path]
        else:
            found.errors.append(f"{path}: not a regular file or directory")
            continue
        for file in files:
            key = os.path.normcase(os.path.abspath(file))
            if key not in seen:
                seen.add(key)
                found.files.append(file)
    return found


def excluded_with_parents(path: Path, is_excluded: Callable[[Path], bool]) -> bool:
    """For files named explicitly (or by `--stdin-filename`): excluded if the file or a folder above it is.

    Only folders below the working folder count, so a checkout under `build/` is still linted.
    """
    absolute = Path(os.path.abspath(path))
    cwd = Path.cwd()
    candidates = [absolute, *(parent for parent in absolute.parents if cwd in parent.parents)]
    return any(is_excluded(candidate) for candidate in candidates)


def _walk(root: Path, is_excluded: Callable[[Path], bool], suffixes: Tuple[str, ...], errors: List[str]) -> List[Path]:
    """Source files under `root`. A folder's own listing says whether it holds a `.gitignore` or is a virtualenv
    (`pyvenv.cfg`), so no folder is probed for files it does not have: most folders of a repository have neither."""
    result: List[Path] = []
    stack = [(root, IgnoreStack.for_folder(root), True)]
    while stack:
        folder, ignores, is_root = stack.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
        except OSError as error:
            errors.append(f"{folder}: cannot read directory: {error.strerror or error}")
            continue
        if not is_root:
            names = {entry.name for entry in entries}
            if "pyvenv.cfg" in names:
                continue  # a virtualenv
            if ".gitignore" in names:
                ignores = ignores.entering(folder)
        subfolders = []
        for entry in entries:
            try:
                # Directory links are not followed: they can loop or leave the tree.
                is_dir = entry.is_dir(follow_symlinks=False)
                is_file = not is_dir and entry.name.endswith(suffixes) and entry.is_file()
            except OSError:
                continue
            if is_dir:
                path = Path(entry.path)
                if is_excluded(path) or ignores.ignores(entry.path, True):
                    continue
                subfolders.append(path)
            elif is_file:
                path = Path(entry.path)
                if not is_excluded(path) and not ignores.ignores(entry.path, False):
                    result.append(path)
        for sub in reversed(subfolders):
            stack.append((sub, ignores, False))
    return sorted(result)
