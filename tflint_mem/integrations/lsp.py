"""`tflint-mem server`: a Language Server over stdio (pygls), a thin shell over the same engine call as the CLI.

Diagnostics are published at once when a document is opened or saved, and once typing pauses after a change,
linted with the configuration its path would get on the command line (nearest `.tflint-mem.yaml` or
`[tool.tflint-mem]`, per-file ignores, excludes). The configuration and each project's module index stay warm
between requests; the configuration is read again only when a configuration file is saved. Each fix is offered as
a quick fix (unsafe ones say so in the title), and all safe fixes together as the source action
`source.fixAll.tflint-mem`, applied by the same fixer as `--fix` (in passes, re-linting and compiling the result).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.workspace import TextDocument
from pygls.workspace.position_codec import ServerTextPosition, ServerTextRange

from tflint_mem import __version__
from tflint_mem.core.config import CONFIG_FILE, PYPROJECT, ConfigError
from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.core.results import FileResult
from tflint_mem.fixing.fixer import FixMode
from tflint_mem.run.check import CheckOptions, SettingsResolver, check_bytes
from tflint_mem.run.project import Project, open_project, project_root
from tflint_mem.source.lines import LineIndex

SOURCE = "tflint-mem"
FIX_ALL_KIND = f"{types.CodeActionKind.SourceFixAll.value}.{SOURCE}"
SEVERITIES = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "info": types.DiagnosticSeverity.Information,
}
LINTED_SUFFIXES = (".py", ".pyi")
CHANGE_DELAY = 0.2  # seconds without further changes before a changed document is linted
_pending: Dict[str, asyncio.TimerHandle] = {}


class TflintMemServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(SOURCE, __version__)


server = TflintMemServer()


def document_path(document: TextDocument) -> Path:
    """The file a document stands for; an unsaved buffer counts as a file in the working folder."""
    if document.uri.startswith("file:"):
        return Path(document.path)
    return Path.cwd() / (document.filename or "untitled.py")


class _Warm:
    """What the server keeps between requests: the configuration resolver, each project's module index, and the
    last result of each document (a save or a re-open of unchanged text answers from it at once)."""

    def __init__(self) -> None:
        self.resolver: Optional[SettingsResolver] = None
        self.projects: Dict[Path, Optional[Project]] = {}
        self.results: Dict[str, Tuple[str, FileResult]] = {}  # path -> (text, its result)

    def settings(self) -> SettingsResolver:
        if self.resolver is None:
            self.resolver = SettingsResolver(CheckOptions())
        return self.resolver

    def project(self, path: Path) -> Optional[Project]:
        root = project_root([path])
        if root not in self.projects:
            self.projects[root] = open_project([path])
        return self.projects[root]

    def forget_configuration(self) -> None:
        self.resolver = None
        self.results.clear()

    def forget_results(self) -> None:
        """Another file changed on disk: results that depend on other modules may change."""
        self.results.clear()


_warm = _Warm()


def lint_document(ls: LanguageServer, document: TextDocument, fix: Optional[FixMode] = None) -> FileResult:
    """The document's current text linted (and fixed, if `fix`), configured as its path is; an empty result if
    excluded or not Python."""
    path = document_path(document)
    empty = FileResult(str(path))
    if not path.name.endswith(LINTED_SUFFIXES) and document.language_id != "python":
        return empty
    try:
        resolver = _warm.settings()
        if _excluded(path, resolver):
            return empty
        text = document.source
        known = _warm.results.get(str(path)) if fix is None else None
        if known is not None and known[0] == text:
            return known[1]
        options = CheckOptions(fix=fix)
        result = check_bytes(text.encode("utf-8"), str(path), options, resolver, _warm.project(path))
        if fix is None and not result.internal_errors:
            _warm.results[str(path)] = (text, result)
    except ConfigError as error:
        ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Error, message=f"tflint-mem: {error}"))
        return empty
    for message in result.internal_errors:
        ls.window_log_message(types.LogMessageParams(type=types.MessageType.Error, message=message))
    return result


def _excluded(path: Path, resolver: SettingsResolver) -> bool:
    """Excluded if the file, or a folder between it and its configuration's folder, matches an exclude."""
    settings = resolver.settings_for(path)
    candidates = [path, *(parent for parent in path.parents if settings.root in parent.parents)]
    return any(settings.is_excluded(candidate) for candidate in candidates)


def to_range(document: TextDocument, start: Location, end: Location) -> types.Range:
    """1-based rows and code-point columns to the client's 0-based positions (UTF-16 units by default)."""
    server_range = ServerTextRange(
        start=ServerTextPosition(start.row - 1, start.column - 1), end=ServerTextPosition(end.row - 1, end.column - 1)
    )
    return document.range_to_client_units(server_range)


def diagnostic(document: TextDocument, finding: Finding) -> types.Diagnostic:
    return types.Diagnostic(
        range=to_range(document, finding.location, finding.end_location),
        message=finding.message_with_help,
        severity=SEVERITIES.get(finding.severity, types.DiagnosticSeverity.Warning),
        code=finding.code,
        code_description=types.CodeDescription(href=finding.url),
        source=SOURCE,
    )


def publish(ls: LanguageServer, uri: str) -> None:
    document = ls.workspace.get_text_document(uri)
    diagnostics = [diagnostic(document, finding) for finding in lint_document(ls, document).findings]
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, version=document.version, diagnostics=diagnostics)
    )


def _is_config(uri: str) -> bool:
    return uri.endswith(("/" + CONFIG_FILE, "/" + PYPROJECT))


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: LanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    # While the user types, lint once the changes pause: a lint of a long file takes a noticeable time.
    uri = params.text_document.uri
    _warm.forget_results()  # documents importing this one may change too
    pending = _pending.pop(uri, None)
    if pending is not None:
        pending.cancel()
    _pending[uri] = asyncio.get_running_loop().call_later(CHANGE_DELAY, _publish_pending, ls, uri)


def _publish_pending(ls: LanguageServer, uri: str) -> None:
    _pending.pop(uri, None)
    if uri in ls.workspace.text_documents:
        publish(ls, uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: LanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    if not _is_config(params.text_document.uri):
        # The saved text is what was linted last (unless it changed): answered from the last result. Other open
        # documents may import this module: their results are linted again when next asked.
        path = str(document_path(ls.workspace.get_text_document(params.text_document.uri)))
        kept = _warm.results.get(path)
        _warm.forget_results()
        if kept is not None:
            _warm.results[path] = kept
    if _is_config(params.text_document.uri):
        # A saved configuration changes the findings of every open document.
        _warm.forget_configuration()
        for uri in list(ls.workspace.text_documents):
            if not _is_config(uri):
                publish(ls, uri)
        return
    publish(ls, params.text_document.uri)


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: LanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    """A configuration file changed on disk (not through the editor): read it again, and lint the open documents."""
    if any(_is_config(change.uri) for change in params.changes):
        _warm.forget_configuration()
        for uri in list(ls.workspace.text_documents):
            if not _is_config(uri):
                publish(ls, uri)
    else:
        _warm.forget_results()


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: LanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    pending = _pending.pop(params.text_document.uri, None)
    if pending is not None:
        pending.cancel()
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))


def _overlaps(a: types.Range, b: types.Range) -> bool:
    def key(position: types.Position) -> Tuple[int, int]:
        return (position.line, position.character)

    return key(a.start) <= key(b.end) and key(b.start) <= key(a.end)


def _text_edits(document: TextDocument, edits: Iterable[Edit]) -> List[types.TextEdit]:
    return [
        types.TextEdit(range=to_range(document, edit.location, edit.end_location), new_text=edit.content)
        for edit in edits
    ]


def _workspace_edit(document: TextDocument, fixes: Sequence[Fix]) -> types.WorkspaceEdit:
    """The edits of one fix (a quick fix): what `--fix` would write for it alone."""
    edits = [text_edit for fix in fixes for text_edit in _text_edits(document, fix.edits)]
    return types.WorkspaceEdit(changes={document.uri: edits})


def quick_fix_title(finding: Finding, fix: Fix) -> str:
    suffix = "" if fix.applicability == "safe" else ", unsafe fix"
    return f"{fix.message} ({finding.code}{suffix})"


def _wants(only: Optional[Sequence[str]], kind: str) -> bool:
    """Whether a client that asked for kinds `only` wants actions of `kind` (kinds are dot-separated prefixes)."""
    return only is None or any(kind == wanted or kind.startswith(wanted + ".") for wanted in only)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL_KIND], resolve_provider=False),
)
def code_action(ls: LanguageServer, params: types.CodeActionParams) -> List[types.CodeAction]:
    document = ls.workspace.get_text_document(params.text_document.uri)
    findings = lint_document(ls, document).findings
    only = [str(kind) for kind in params.context.only] if params.context.only else None
    actions: List[types.CodeAction] = []
    if _wants(only, types.CodeActionKind.QuickFix.value):
        known = [d for d in params.context.diagnostics if d.source == SOURCE]
        for finding in findings:
            if finding.fix is None or not finding.fix.edits:
                continue
            found = diagnostic(document, finding)
            # The client names the diagnostics it shows at the cursor; a selection covering a finding counts too.
            matching = [d for d in known if d.code == found.code and d.range == found.range]
            if not matching and not _overlaps(found.range, params.range):
                continue
            actions.append(
                types.CodeAction(
                    title=quick_fix_title(finding, finding.fix),
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=matching or [found],
                    edit=_workspace_edit(document, [finding.fix]),
                    is_preferred=finding.fix.applicability == "safe",
                )
            )
    if _wants(only, FIX_ALL_KIND) and any(f.fix is not None and f.fix.applicability == "safe" for f in findings):
        fixed = lint_document(ls, document, fix=FixMode(unsafe=False)).fixed_source
        if fixed is not None and fixed.text != document.source:
            actions.append(
                types.CodeAction(
                    title="tflint-mem: Fix all safe problems",
                    kind=FIX_ALL_KIND,
                    edit=_replace_all(document, fixed.text),
                )
            )
    return actions


def _replace_all(document: TextDocument, new_text: str) -> types.WorkspaceEdit:
    """One edit covering what the fixer changed: from the first to the last differing character."""
    old = document.source
    start = 0
    while start < min(len(old), len(new_text)) and old[start] == new_text[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new_text)) - start and old[len(old) - 1 - end] == new_text[len(new_text) - 1 - end]:
        end += 1
    index = LineIndex(old)
    edit = index.edit(start, len(old) - end, new_text[start : len(new_text) - end])
    return types.WorkspaceEdit(changes={document.uri: _text_edits(document, [edit])})


def serve() -> None:
    """Serve over stdin/stdout until the client says exit."""
    server.start_io()
