"""`tflint-mem server` when the optional `lsp` extra (pygls) is not installed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_server_without_pygls_says_how_to_install_it_and_exits_2():
    blocker = "import sys; sys.modules['pygls'] = None; from tflint_mem.integrations.cli import main; main(['server'])"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    completed = subprocess.run([sys.executable, "-c", blocker], capture_output=True, text=True, env=env, timeout=60)
    assert completed.returncode == 2
    assert completed.stderr.strip() == 'error: the language server needs pygls: pip install "tflint-mem[lsp]"'
