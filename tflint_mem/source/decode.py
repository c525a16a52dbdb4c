"""Bytes to text and back, remembering what a fixer must preserve (encoding, BOM, line endings)."""

from __future__ import annotations

import io
import tokenize
from dataclasses import dataclass
from typing import Union

from tflint_mem.core.results import UTF8_BOM, SourceText

__all__ = ["UTF8_BOM", "DecodeError", "SourceText", "decode_source", "detect_newline"]


@dataclass(frozen=True)
class DecodeError:
    """Why bytes could not be read as Python source; reported as a TFM000 finding."""

    message: str
    row: int = 1
    column: int = 1


def detect_newline(text: str) -> str:
    """The first line ending in `text` (what libcst and the fixer keep), `\\n` if there is none."""
    index = text.find("\n")
    if index > 0 and text[index - 1] == "\r":
        return "\r\n"
    if index < 0 and "\r" in text:
        return "\r"
    return "\n"


def decode_source(data: bytes) -> Union[SourceText, DecodeError]:
    """Decode Python source bytes as the interpreter would (PEP 263 cookie, UTF-8 BOM)."""
    if b"\x00" in data:
        return DecodeError("binary file (contains NUL bytes), not Python source")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        if "unknown encoding" in str(error.msg):
            return DecodeError(f"{error.msg} in the coding cookie")
        # The first lines are not valid UTF-8: decode below to report the exact byte.
        encoding = "utf-8"
    bom = data.startswith(UTF8_BOM)
    codec = "utf-8" if encoding == "utf-8-sig" else encoding
    payload = data[len(UTF8_BOM) :] if bom else data
    try:
        text = payload.decode(codec)
    except UnicodeDecodeError as error:
        row = payload[: error.start].count(b"\n") + 1
        line_start = payload.rfind(b"\n", 0, error.start) + 1
        return DecodeError(
            f"cannot decode as {codec}: invalid byte 0x{payload[error.start]:02x}",
            row=row,
            column=error.start - line_start + 1,
        )
    except LookupError:
        return DecodeError(f"unknown encoding {codec!r} in the coding cookie")
    return SourceText(text=text, encoding=codec, bom=bom, newline=detect_newline(text))
