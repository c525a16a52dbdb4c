"""`tflint-mem server`: a Language Server over stdio (pygls), a thin shell over the same engine call as the CLI.

Diagnostics are published when a document is opened, changed and saved, linted with the configuration
its path would get on the command line (nearest `.tflint-mem.yaml` or `[tool.tflint-mem]`, per-file
ignores, excludes). Each fix is offered as a quick fix (unsafe ones say so in the title), and all safe
fixes together as the source action `source.fixAll.tflint-mem`.
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
from tflint_mem.fixing.edits import compatible_fixes
from tflint_mem.run.check import CheckOptions, SettingsResolver, check_bytes

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


def lint_document(ls: LanguageServer, document: TextDocument) -> List[Finding]:
    """Findings for the document's current text, configured as its path is; [] if excluded or not Python."""
    path = document_path(document)
    if not path.name.endswith(LINTED_SUFFIXES) and document.language_id != "python":
        return []
    try:
        resolver = SettingsResolver(CheckOptions(), cwd=path.parent)
        if _excluded(path, resolver):
            return []
        result = check_bytes(document.source.encode("utf-8"), str(path), CheckOptions(), resolver)
    except ConfigError as error:
        ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Error, message=f"tflint-mem: {error}"))
        return []
    for message in result.internal_errors:
        ls.window_log_message(types.LogMessageParams(type=types.MessageType.Error, message=message))
    return result.findings


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
        message=finding.message,
        severity=SEVERITIES.get(finding.severity, types.DiagnosticSeverity.Warning),
        code=finding.code,
        code_description=types.CodeDescription(href=finding.url),
        source=SOURCE,
    )


def publish(ls: LanguageServer, uri: str) -> None:
    document = ls.workspace.get_text_document(uri)
    diagnostics = [diagnostic(document, finding) for finding in lint_document(ls, document)]
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
    if _is_config(params.text_document.uri):
        # A saved configuration changes the findings of every open document.
        for uri in list(ls.workspace.text_documents):
            if not _is_config(uri):
                publish(ls, uri)
        return
    publish(ls, params.text_document.uri)


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
    findings = lint_document(ls, document)
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
    if _wants(only, FIX_ALL_KIND):
        safe = compatible_fixes(findings)
        if safe:
            actions.append(
                types.CodeAction(
                    title="tflint-mem: Fix all safe problems",
                    kind=FIX_ALL_KIND,
                    edit=_workspace_edit(document, safe),
                )
            )
    return actions


def serve() -> None:
    """Serve over stdin/stdout until the client says exit."""
    server.start_io()
