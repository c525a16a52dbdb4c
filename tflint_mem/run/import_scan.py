"""The names a module's import statements mention, read from its text without parsing the whole module.

Building a project's import graph asks this of every module, and Python's parser would build a whole tree of each
only for its few import statements (on a cold scan, about a third of all parsing). The scan masks strings and
comments, finds every statement that starts with `import` or `from`, and parses just those statements. It gives
up (None: the caller parses the module) whenever it cannot be sure that it saw what the parser would: an `import`
keyword that no such statement holds (`x = 1; import y`, `try: import y`), a `;` after an import, or statements
that do not parse on their own.
"""

from __future__ import annotations

import ast
import re
from typing import List, Optional

# Comments and string literals (triple-quoted first), left to right as the tokenizer reads them; a string's prefix
# (`rb`, `f`) stays behind as a harmless letter of code.
_SKIPPED = re.compile(
    "|".join(
        (
            r"#[^\n]*",
            r'"""[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"""',
            r"'''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*'''",
            r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"',
            r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'",
        )
    ),
    re.DOTALL,
)
_STATEMENT_START = re.compile(r"^[ \t]*(?:import|from)\b", re.MULTILINE)
_IMPORT_WORD = re.compile(r"\bimport\b")


def scan_imported_names(text: str) -> Optional[List[str]]:
    """What `tflint_mem.run.project._imported_names` finds in the module's tree, or None when the scan is unsure."""
    if "import" not in text:
        return []
    code = _SKIPPED.sub(_blank, text)
    statements: List[str] = []
    covered = 0  # `import` keywords inside the statements found
    for start in _STATEMENT_START.finditer(code):
        end = _statement_end(code, start.start())
        if end is None:
            return None
        statement = code[start.start() : end].strip()
        covered += len(_IMPORT_WORD.findall(statement))
        statements.append(statement)
    if covered != len(_IMPORT_WORD.findall(code)):
        return None
    try:
        tree = ast.parse("\n".join(statements))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    if len(tree.body) != len(statements) or not all(isinstance(s, (ast.Import, ast.ImportFrom)) for s in tree.body):
        return None  # `from` opening something else (a line of a multi-line expression): let the parser decide
    return [name for node in tree.body for name in statement_names(node)]


def statement_names(node: ast.AST) -> List[str]:
    """The names one import statement mentions (`pkg.mod`, `pkg.mod.f`, `.model.build`); none for another node."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        module = "." * (node.level or 0) + (node.module or "")
        separator = "" if module.endswith(".") else "."
        return [module, *(f"{module}{separator}{alias.name}" for alias in node.names if alias.name != "*")]
    return []


def _blank(match: re.Match[str]) -> str:
    """A string or comment as a blank, its line breaks kept (so every statement stays on its own lines)."""
    return "\n" * match.group().count("\n") or " "


def _statement_end(code: str, start: int) -> Optional[int]:
    """Where the logical line starting at `start` ends: at a line break outside parentheses and not escaped; None
    for a `;` (another statement on the same line) or parentheses that never close."""
    depth = 0
    position = start
    length = len(code)
    while position < length:
        char = code[position]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == ";" and depth == 0:
            return None
        elif char == "\\":
            position += 3 if code.startswith("\r\n", position + 1) else 2  # an escaped line break joins the next line
            continue
        elif char == "\n" and depth <= 0:
            return position
        position += 1
    return None if depth > 0 else length
