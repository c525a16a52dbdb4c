"""Print every figure the proofs measured at the end of the run, to quote in the rules' docs."""

from __future__ import annotations

from typing import Any

from tests.proofs.harness import MEASURED


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not MEASURED:
        return
    terminalreporter.section("measured by the proofs (bad | good)")
    for code, bad, good in MEASURED:
        terminalreporter.write_line(f"{code} bad:  {bad.summary()}")
        terminalreporter.write_line(f"{code} good: {good.summary()}")
