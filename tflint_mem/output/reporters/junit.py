"""JUnit XML for CI systems that show test reports: one test suite per file, one failing test case per finding.

A clean run is one passing test case, so report viewers that reject an empty report still read it.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import groupby
from typing import Sequence

from tflint_mem.core.findings import Finding
from tflint_mem.output.reporters.text import display_path

# XML 1.0 cannot carry most control characters, even escaped.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _text(value: str) -> str:
    return _NOT_XML.sub("\ufffd", value)


def _where(finding: Finding) -> str:
    cell = f"cell {finding.cell}, " if finding.cell is not None else ""
    return f"{cell}line {finding.location.row}, col {finding.location.column}"


def render(findings: Sequence[Finding]) -> str:
    root = ET.Element("testsuites", name="tflint-mem", tests=str(max(len(findings), 1)))
    root.set("failures", str(len(findings)))
    root.set("errors", "0")
    if not findings:
        suite = ET.SubElement(root, "testsuite", name="tflint-mem", tests="1", failures="0", errors="0")
        ET.SubElement(suite, "testcase", name="No problems found", classname="tflint-mem")
    for filename, group in groupby(findings, key=lambda finding: finding.filename):
        items = list(group)
        path = _text(display_path(filename))
        suite = ET.SubElement(root, "testsuite", name=path, tests=str(len(items)), failures=str(len(items)))
        suite.set("errors", "0")
        for finding in items:
            case = ET.SubElement(suite, "testcase", name=f"{finding.code} {finding.rule}", classname=path)
            case.set("file", path)
            case.set("line", str(finding.location.row))
            failure = ET.SubElement(case, "failure", message=_text(finding.message), type=finding.code)
            failure.text = _text(f"{path}:{_where(finding)}: {finding.code} {finding.message_with_help}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
