"""Decoding source bytes as Python does, and remembering how to write them back."""

from tflint_mem.source.decode import DecodeError, SourceText, decode_source


def test_utf8_default():
    decoded = decode_source("x = 'é'\n".encode())
    assert isinstance(decoded, SourceText)
    assert decoded.text == "x = 'é'\n" and decoded.encoding == "utf-8" and not decoded.bom


def test_bom_is_stripped_and_remembered():
    data = b"\xef\xbb\xbfx = 1\n"
    decoded = decode_source(data)
    assert isinstance(decoded, SourceText)
    assert decoded.text == "x = 1\n" and decoded.bom
    assert decoded.encode(decoded.text) == data


def test_latin1_cookie_is_honoured():
    data = "# -*- coding: latin-1 -*-\nname = 'café'\n".encode("latin-1")
    decoded = decode_source(data)
    assert isinstance(decoded, SourceText)
    assert decoded.encoding == "iso-8859-1"
    assert "café" in decoded.text
    assert decoded.encode(decoded.text) == data


def test_crlf_is_detected():
    decoded = decode_source(b"a = 1\r\nb = 2\r\n")
    assert isinstance(decoded, SourceText) and decoded.newline == "\r\n"


def test_invalid_utf8_reports_position():
    decoded = decode_source(b"a = 1\nb = '\xff'\n")
    assert isinstance(decoded, DecodeError)
    assert (decoded.row, decoded.column) == (2, 6)
    assert "0xff" in decoded.message


def test_binary_file_is_an_error():
    decoded = decode_source(b"\x7fELF\x00\x00")
    assert isinstance(decoded, DecodeError) and "binary" in decoded.message


def test_unknown_cookie_is_an_error():
    decoded = decode_source(b"# coding: no-such-codec\nx = 1\n")
    assert isinstance(decoded, DecodeError)
