"""The projects of one run's files: each file is checked with the modules of its own project.

A run over a folder of several checkouts (`tflint-mem check ~/src`) must resolve `from model import build` in each
checkout the way it would be resolved in that checkout alone, not among the modules of every checkout at once (where
two `model.py` make the name unknown, and a big enough tree has no project at all, `MAX_FILES`). So a file's project
root is the nearest folder above it with a root marker (`project.ROOT_MARKERS`), and roots nested in another root of the
same run join that one (a checkout with a `setup.py` in a subfolder is still one project). Files with no marker
above them share one project, found as `project_root` finds it for them together.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Dict, List, Optional, Sequence, Set

from tflint_mem.run.project import Project, nearest_marked, project_root

if TYPE_CHECKING:
    from tflint_mem.analysis.project import ProjectView
    from tflint_mem.run.contents import ContentIndex


class Projects:
    """The project of each linted file's folder (a file whose folder has none is linted without one).

    A process lints the files of one project after another (`parallel` hands them out project by project), so when
    a file of another project is linted, what was learnt of the previous one is released (`Project.release`):
    memory then holds one project's summaries, however many projects the run covers."""

    def __init__(self, by_folder: Dict[str, Project]) -> None:
        self._by_folder = by_folder
        self._current: Optional[Project] = None  # the project whose file was linted last

    @property
    def all(self) -> List[Project]:
        return list({id(project): project for project in self._by_folder.values()}.values())

    def of(self, path: str) -> Optional[Project]:
        return self._by_folder.get(os.path.dirname(os.path.normpath(os.path.abspath(path))))

    def view(self, path: str) -> Optional[ProjectView]:
        """The view a file being linted has of its project (the previous project's knowledge released)."""
        project = self.of(path)
        if project is not None and project is not self._current:
            if self._current is not None:
                self._current.release()
            self._current = project
        return project.view(path) if project is not None else None

    def group(self, path: str) -> str:
        """The root of a file's project ("" for none): files of one group are best linted together."""
        project = self.of(path)
        return str(project.root) if project is not None else ""

    def dependency_digest(self, path: str) -> bytes:
        project = self.of(path)
        return project.dependency_digest(path) if project is not None else b""


def open_projects(
    files: Sequence[Path], cache_folder: Optional[Path] = None, contents: Optional[ContentIndex] = None
) -> Optional[Projects]:
    """The projects of the linted `files` (those with more than one module, and not too many to follow), or None
    if no file has one. `contents` is the result cache's index of file contents, shared by them all."""
    folders = sorted({os.path.dirname(os.path.normpath(os.path.abspath(path))) for path in files})
    by_folder: Dict[str, Project] = {}
    for root, members in _group_by_root(folders).items():
        project = Project(root, cache_folder, contents)
        if project.usable:
            by_folder.update((folder, project) for folder in members)
    return Projects(by_folder) if by_folder else None


def _group_by_root(folders: Sequence[str]) -> Dict[Path, List[str]]:
    """The folders under each project root: the outermost marked root above each, or, for folders with no marker
    above them, the root `project_root` finds for all of those together."""
    nearest = {folder: nearest_marked(folder) for folder in folders}
    marked = {root for root in nearest.values() if root is not None}
    outermost = {root: _outermost(root, marked) for root in marked}
    groups: Dict[Path, List[str]] = {}
    unmarked = []
    for folder, root in nearest.items():
        if root is None:
            unmarked.append(folder)
        else:
            groups.setdefault(Path(outermost[root]), []).append(folder)
    if unmarked:
        groups.setdefault(project_root([Path(folder) for folder in unmarked]), []).extend(unmarked)
    return groups


def _outermost(root: str, roots: Set[str]) -> str:
    """The outermost of `roots` that holds `root` (or `root` itself)."""
    found = current = root
    while os.path.dirname(current) != current:
        current = os.path.dirname(current)
        if current in roots:
            found = current
    return found
