"""`tflint-mem server` end to end: a real LSP client (pytest-lsp) drives the server process over stdio."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path
from typing import List, Optional

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from tests.edits import apply_edits
from tflint_mem.core.findings import Edit, Location

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
pytestmark = pytest.mark.asyncio(loop_scope="module")

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
CLEAN = "import tensorflow as tf\n\n@tf.function(reduce_retracing=True)\ndef f(x):\n    return x\n"
PARALLEL = (
    "import tensorflow as tf\n"
    "ds = tf.data.Dataset.range(4)\n"
    "ds = ds.map(tf.abs, num_parallel_calls=128)\n"
    "ds = ds.map(tf.abs, num_parallel_calls=256)\n"
)


WAIT = 60.0  # seconds a test waits for diagnostics before it fails (not hangs)


def recording_client() -> LanguageClient:
    """pytest-lsp's client, also keeping every publishDiagnostics in the order received. Its `wait_for_notification`
    resolves only for the first of several notifications read in one go, so a test that waits with it for one
    document among several published at once can wait forever."""
    client = LanguageClient(converter_factory=default_converter)
    client.published = []  # type: ignore[attr-defined]
    default_publish = DEFAULT_CLIENT_FEATURES[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS]

    def record(client: LanguageClient, params: types.PublishDiagnosticsParams) -> None:
        default_publish(client, params)
        client.published.append(params)  # type: ignore[attr-defined]

    register_lsp_features(client, {**DEFAULT_CLIENT_FEATURES, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: record})
    return client


def start_server(command: List[str]):
    @pytest_lsp.fixture(
        scope="module",
        config=ClientServerConfig(server_command=command, server_env=ENV, client_factory=recording_client),
    )
    async def client(lsp_client: LanguageClient, tmp_path_factory: pytest.TempPathFactory):
        root = tmp_path_factory.mktemp("workspace")
        lsp_client.initialize_result = await lsp_client.initialize_session(  # type: ignore[attr-defined]
            types.InitializeParams(
                capabilities=client_capabilities("visual-studio-code"),
                root_uri=root.as_uri(),
                workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="workspace")],
            )
        )
        lsp_client.root = root  # type: ignore[attr-defined]
        yield
        await lsp_client.shutdown_session()

    return client


client = start_server([sys.executable, "-m", "tflint_mem", "server"])


def workspace(client: LanguageClient) -> Path:
    return client.root  # type: ignore[attr-defined,no-any-return]


def published_so_far(client: LanguageClient) -> int:
    """A mark to wait from: how many diagnostics notifications the client has received."""
    return len(client.published)  # type: ignore[attr-defined]


async def open_document(client: LanguageClient, path: Path, text: str) -> List[types.Diagnostic]:
    path.parent.mkdir(parents=True, exist_ok=True)
    uri = path.as_uri()
    mark = published_so_far(client)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)
        )
    )
    return list((await wait_for_diagnostics(client, uri, mark)).diagnostics)


async def wait_for_diagnostics(client: LanguageClient, uri: str, mark: int) -> types.PublishDiagnosticsParams:
    """The first diagnostics published for `uri` after `mark`; the test fails if none come within `WAIT`."""
    published: List[types.PublishDiagnosticsParams] = client.published  # type: ignore[attr-defined]
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        for params in published[mark:]:
            if params.uri == uri:
                return params
        await asyncio.sleep(0.005)
    pytest.fail(f"no diagnostics published for {uri} within {WAIT:.0f} s")


def positions(diagnostic: types.Diagnostic) -> tuple:
    r = diagnostic.range
    return (r.start.line, r.start.character, r.end.line, r.end.character)


# --- diagnostics --------------------------------------------------------------------------------------------------


async def test_diagnostic_on_open_has_code_message_severity_range_and_docs_link(client: LanguageClient):
    [diagnostic] = await open_document(client, workspace(client) / "open" / "model.py", LEAKY)
    assert diagnostic.code == "TFM001"
    assert diagnostic.source == "tflint-mem"
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    message, help_line = diagnostic.message.split("\n")
    assert message.startswith("`tf.function` `f` has no `input_signature`")
    assert help_line.startswith("help: give it an `input_signature`")
    assert positions(diagnostic) == (2, 0, 2, 12)
    assert diagnostic.code_description is not None
    assert diagnostic.code_description.href.endswith("rules/TFM001.yaml")


async def test_diagnostics_follow_changes(client: LanguageClient):
    path = workspace(client) / "change" / "model.py"
    assert len(await open_document(client, path, LEAKY)) == 1
    uri = path.as_uri()
    mark = published_so_far(client)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=CLEAN)],
        )
    )
    assert list((await wait_for_diagnostics(client, uri, mark)).diagnostics) == []
    # An incremental change: delete `(reduce_retracing=True)` again.
    mark = published_so_far(client)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=2, character=12), end=types.Position(line=2, character=35)
                    ),
                    text="",
                )
            ],
        )
    )
    assert [d.code for d in (await wait_for_diagnostics(client, uri, mark)).diagnostics] == ["TFM001"]


async def test_quick_successive_changes_are_linted_once_at_the_last_version(client: LanguageClient):
    path = workspace(client) / "typing" / "model.py"
    await open_document(client, path, CLEAN)
    uri = path.as_uri()
    mark = published_so_far(client)
    for version, text in ((2, LEAKY), (3, CLEAN), (4, LEAKY)):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )
    published = await wait_for_diagnostics(client, uri, mark)
    assert published.version == 4
    assert [d.code for d in published.diagnostics] == ["TFM001"]


async def test_diagnostics_are_published_on_save(client: LanguageClient):
    path = workspace(client) / "save" / "model.py"
    await open_document(client, path, LEAKY)
    path.write_text(LEAKY)
    mark = published_so_far(client)
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri()))
    )
    assert [d.code for d in (await wait_for_diagnostics(client, path.as_uri(), mark)).diagnostics] == ["TFM001"]


async def test_closing_a_document_clears_its_diagnostics(client: LanguageClient):
    path = workspace(client) / "close" / "model.py"
    await open_document(client, path, LEAKY)
    mark = published_so_far(client)
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri()))
    )
    assert list((await wait_for_diagnostics(client, path.as_uri(), mark)).diagnostics) == []


async def test_columns_are_utf16_code_units(client: LanguageClient):
    text = (
        'import tensorflow as tf\ns = "\U0001f600"; ds = tf.data.Dataset.range(4).map(tf.abs, num_parallel_calls=128)\n'
    )
    [diagnostic] = await open_document(client, workspace(client) / "utf16" / "emoji.py", text)
    line = text.splitlines()[1]
    code_points = line.index("num_parallel_calls")
    assert diagnostic.range.start.character == code_points + 1  # the emoji is two UTF-16 units


# --- configuration ------------------------------------------------------------------------------------------------


async def test_project_configuration_options_and_ignores_apply(client: LanguageClient):
    project = workspace(client) / "configured"
    project.mkdir()
    (project / ".tflint-mem.yaml").write_text(
        "ignore: [TFM001]\n"
        "per-file-ignores:\n  'tests/*.py': [TFM004]\n"
        "rules:\n  TFM004:\n    max-parallel-calls: 200\n    severity: error\n"
    )
    diagnostics = await open_document(client, project / "src" / "model.py", LEAKY + PARALLEL.split("\n", 1)[1])
    assert [(d.code, d.severity) for d in diagnostics] == [("TFM004", types.DiagnosticSeverity.Error)]
    assert "256" in diagnostics[0].message
    assert await open_document(client, project / "tests" / "test_model.py", PARALLEL) == []


async def test_excluded_file_gets_no_diagnostics(client: LanguageClient):
    project = workspace(client) / "excluding"
    project.mkdir()
    (project / ".tflint-mem.yaml").write_text("extend-exclude: [generated]\n")
    assert await open_document(client, project / "generated" / "model.py", LEAKY) == []
    assert len(await open_document(client, project / "src" / "model.py", LEAKY)) == 1


async def test_saving_the_configuration_relints_open_documents(client: LanguageClient):
    project = workspace(client) / "reconfigured"
    project.mkdir()
    config = project / ".tflint-mem.yaml"
    config.write_text("select: [TFM]\n")
    model = project / "model.py"
    assert len(await open_document(client, model, LEAKY)) == 1
    config.write_text("ignore: [TFM001]\n")
    mark = published_so_far(client)
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=config.as_uri()))
    )
    assert list((await wait_for_diagnostics(client, model.as_uri(), mark)).diagnostics) == []


async def test_configuration_error_is_shown_to_the_user(client: LanguageClient):
    project = workspace(client) / "broken-config"
    project.mkdir()
    (project / ".tflint-mem.yaml").write_text("selectt: [TFM001]\n")
    assert await open_document(client, project / "model.py", LEAKY) == []
    assert any("unknown key 'selectt'" in message.message for message in client.messages)


# --- code actions -------------------------------------------------------------------------------------------------


async def code_actions(
    client: LanguageClient, path: Path, line: int, only: Optional[List[str]] = None
) -> List[types.CodeAction]:
    """The actions for the start of `line`, asked as an editor does: with the diagnostics on that line."""
    uri = path.as_uri()
    on_line = [d for d in client.diagnostics.get(uri, []) if d.range.start.line <= line <= d.range.end.line]
    params = types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=line, character=0)),
        context=types.CodeActionContext(diagnostics=on_line, only=only),
    )
    result = await client.text_document_code_action_async(params)
    return [action for action in result or [] if isinstance(action, types.CodeAction)]


def edits_of(action: types.CodeAction, uri: str) -> List[Edit]:
    assert action.edit is not None and action.edit.changes is not None
    return [
        Edit(
            e.new_text,
            Location(e.range.start.line + 1, e.range.start.character + 1),
            Location(e.range.end.line + 1, e.range.end.character + 1),
        )
        for e in action.edit.changes[uri]
    ]


async def test_no_code_actions_where_there_is_no_fix(client: LanguageClient):
    path = workspace(client) / "actions-none" / "model.py"
    await open_document(client, path, CLEAN)
    assert await code_actions(client, path, 2) == []


async def test_real_fixes_are_offered_as_quick_fixes_and_fix_all(client: LanguageClient):
    path = workspace(client) / "actions-real" / "model.py"
    await open_document(client, path, LEAKY + PARALLEL.split("\n", 1)[1])
    [quick] = [a for a in await code_actions(client, path, 6) if a.kind == types.CodeActionKind.QuickFix]
    assert "TFM004" in quick.title and "unsafe" not in quick.title
    [unsafe] = [a for a in await code_actions(client, path, 2) if a.kind == types.CodeActionKind.QuickFix]
    assert unsafe.title.endswith("TFM001, unsafe fix)")
    [fix_all] = await code_actions(client, path, 0, only=["source.fixAll"])
    fixed = apply_edits(LEAKY + PARALLEL.split("\n", 1)[1], edits_of(fix_all, path.as_uri()))
    assert "num_parallel_calls=128" not in fixed and "num_parallel_calls=256" not in fixed
    assert "@tf.function\n" in fixed  # the unsafe TFM001 fix is not part of "fix all safe problems"


async def test_fix_is_offered_as_quick_fix_for_its_diagnostic(client: LanguageClient):
    path = workspace(client) / "actions" / "model.py"
    diagnostics = await open_document(client, path, PARALLEL)
    assert [d.code for d in diagnostics] == ["TFM004", "TFM004"]
    [action] = await code_actions(client, path, 2, only=[types.CodeActionKind.QuickFix])
    assert action.title == "Lower `num_parallel_calls` to 64 (TFM004)"
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.is_preferred is True
    assert action.diagnostics is not None and [positions(d) for d in action.diagnostics] == [positions(diagnostics[0])]
    assert apply_edits(PARALLEL, edits_of(action, path.as_uri())) == PARALLEL.replace("=128", "=64")


async def test_fix_all_source_action_applies_every_safe_fix(client: LanguageClient):
    path = workspace(client) / "fix-all" / "model.py"
    await open_document(client, path, PARALLEL)
    actions = await code_actions(client, path, 0, only=["source.fixAll"])
    [fix_all] = actions
    assert fix_all.kind == "source.fixAll.tflint-mem"
    assert fix_all.title == "tflint-mem: Fix all safe problems"
    fixed = apply_edits(PARALLEL, edits_of(fix_all, path.as_uri()))
    assert fixed == PARALLEL.replace("=128", "=64").replace("=256", "=64")


async def test_quick_fixes_are_not_returned_when_only_source_actions_are_asked(client: LanguageClient):
    path = workspace(client) / "only-source" / "model.py"
    await open_document(client, path, PARALLEL)
    kinds = {action.kind for action in await code_actions(client, path, 2, only=["source"])}
    assert kinds == {"source.fixAll.tflint-mem"}


async def test_server_advertises_quick_fix_and_fix_all_kinds(client: LanguageClient):
    # The capabilities the server announced in its `initialize` response.
    provider = client.initialize_result.capabilities.code_action_provider  # type: ignore[attr-defined]
    assert isinstance(provider, types.CodeActionOptions)
    assert list(provider.code_action_kinds or []) == [types.CodeActionKind.QuickFix, "source.fixAll.tflint-mem"]


async def test_unsafe_fix_is_labelled_and_left_out_of_fix_all(client: LanguageClient):
    path = workspace(client) / "unsafe" / "model.py"
    text = LEAKY + PARALLEL.split("\n", 1)[1]
    await open_document(client, path, text)
    [unsafe] = await code_actions(client, path, 2, only=[types.CodeActionKind.QuickFix])
    assert unsafe.title == "Add `reduce_retracing=True` (TFM001, unsafe fix)"
    assert unsafe.is_preferred is False
    assert apply_edits(text, edits_of(unsafe, path.as_uri())).startswith(CLEAN)
    [fix_all] = await code_actions(client, path, 0, only=["source.fixAll"])
    assert apply_edits(text, edits_of(fix_all, path.as_uri())) == text.replace("=128", "=64").replace("=256", "=64")


async def test_selection_covering_a_finding_gets_its_fix_without_client_diagnostics(client: LanguageClient):
    path = workspace(client) / "selection" / "model.py"
    await open_document(client, path, PARALLEL)
    params = types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        range=types.Range(start=types.Position(line=3, character=0), end=types.Position(line=4, character=0)),
        context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.QuickFix]),
    )
    [action] = await client.text_document_code_action_async(params) or []
    assert isinstance(action, types.CodeAction)
    assert apply_edits(PARALLEL, edits_of(action, path.as_uri())) == PARALLEL.replace("=256", "=64")
