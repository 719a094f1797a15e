"""Bytes -> text -> libcst module (migrate.source.parse): encodings, binary files, syntax errors."""
import pytest

from migrate.source.diagnostics import ConversionError
from migrate.source.parse import SourceText, decode_source, parse_module

DECODE = [
    pytest.param(b"x = 1\n", "x = 1\n", "utf-8", False, id="plain utf-8"),
    pytest.param(b"\xef\xbb\xbfx = '\xc3\xa9'\n", "x = '\u00e9'\n", "utf-8", True, id="utf-8 BOM"),
    pytest.param(b"# -*- coding: latin-1 -*-\nx = '\xe9'\n", "# -*- coding: latin-1 -*-\nx = '\u00e9'\n",
                 "iso-8859-1", False, id="PEP 263 cookie on line 1"),
    pytest.param(b"#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\ns = '\x80'\n",
                 "#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\ns = '\u20ac'\n", "cp1252", False,
                 id="PEP 263 cookie on line 2"),
    pytest.param(b"x = 1\r\ny = 2\r\n", "x = 1\r\ny = 2\r\n", "utf-8", False, id="CRLF kept"),
    pytest.param(b"", "", "utf-8", False, id="empty file"),
]


@pytest.mark.parametrize("data, text, encoding, bom", DECODE)
def test_decode_and_encode_back(data, text, encoding, bom):
    source = decode_source(data, "f.py")
    assert (source.text, source.encoding, source.bom) == (text, encoding, bom)
    assert source.encode() == data  # round trip, BOM and cookie encoding kept


def test_encode_converted_text_in_the_source_encoding():
    source = SourceText("# -*- coding: latin-1 -*-\n", "iso-8859-1", False)
    assert source.encode("# -*- coding: latin-1 -*-\nx = '\u00e9'\n").endswith(b"'\xe9'\n")


BAD_BYTES = [
    pytest.param(b"x = 1\ny = '\xff'\n", 2, 6, "cannot decode byte 0xff", id="undecodable byte: line and col"),
    pytest.param(b"s = '\xe9t\xe9'\n", 1, 6, "cannot decode byte 0xe9", id="undecodable byte on line 1"),
    pytest.param(b"x = 1\n\x00\x01\x02", 2, 1, "binary file", id="NUL byte: binary file"),
    pytest.param(b"# -*- coding: no-such-codec -*-\n", 1, 1, "coding cookie", id="unknown codec in cookie"),
]


@pytest.mark.parametrize("data, line, col, message", BAD_BYTES)
def test_bad_bytes(data, line, col, message):
    with pytest.raises(ConversionError) as exc:
        decode_source(data, "bad.py")
    assert (exc.value.path, exc.value.line, exc.value.col) == ("bad.py", line, col)
    assert message in exc.value.message
    assert str(exc.value).startswith(f"bad.py:{line}:{col}: ")


MODERN = [
    pytest.param("match cmd:\n    case [x, *rest]:\n        pass\n    case {'k': v}:\n        pass\n", id="match"),
    pytest.param("if (n := len(a)) > 3:\n    pass\n", id="walrus"),
    pytest.param("print(f'{x=}', f'{x!r:>10}')\n", id="f-string ="),
    pytest.param("type Point = tuple[float, float]\n", id="PEP 695 type alias"),
    pytest.param("def first[T](xs: list[T]) -> T:\n    return xs[0]\nclass Box[T]:\n    pass\n", id="PEP 695 generics"),
    pytest.param("async def f():\n    async with a as b:\n        await b\n", id="async"),
    pytest.param("", id="empty"),
]


@pytest.mark.parametrize("src", MODERN)
def test_modern_syntax_parses_and_round_trips(src):
    assert parse_module(src, "m.py").code == src


SYNTAX_ERRORS = [
    pytest.param("x = (1,\ny = 2\n", 1, id="unclosed paren"),
    pytest.param("print 'hello'\n", 1, id="python 2 print"),
    pytest.param("def f():\nreturn 1\n", 2, id="missing indentation"),
    pytest.param("a = 1\nb = = 2\n", 2, id="double equals"),
]


@pytest.mark.parametrize("src, line", SYNTAX_ERRORS)
def test_syntax_errors_name_path_line_col(src, line):
    with pytest.raises(ConversionError) as exc:
        parse_module(src, "broken.py")
    err = exc.value
    assert err.path == "broken.py" and err.line == line and err.col >= 1
    assert str(err).startswith(f"broken.py:{line}:{err.col}: syntax error")



def _fixture_texts():
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[1] / "fixtures"
    return [pytest.param(p.read_text(encoding="utf-8"), id=p.name) for p in sorted(root.glob("*/*.py")) if p.parent.name != "bad"]


@pytest.mark.parametrize("text", _fixture_texts())
def test_parse_without_validation_builds_the_same_tree_as_libcst(text):
    import libcst as cst

    fast = parse_module(text)
    assert fast.deep_equals(cst.parse_module(text))  # libcst's own parse, validating every node
    assert fast.code == text


def test_validation_is_restored_and_kept_on_when_asked(monkeypatch):
    import libcst as cst
    from libcst._nodes.base import CSTNode

    from migrate.source.parse import VALIDATE_ENV, unvalidated

    hook = CSTNode.__dict__["__post_init__"]
    monkeypatch.delenv(VALIDATE_ENV, raising=False)
    with unvalidated():
        cst.Name("not an identifier")  # not checked inside the block
    assert CSTNode.__dict__["__post_init__"] is hook
    with pytest.raises(cst.CSTValidationError):
        cst.Name("not an identifier")
    monkeypatch.setenv(VALIDATE_ENV, "1")  # the test suite's setting: rewriters validated
    with unvalidated(), pytest.raises(cst.CSTValidationError):
        cst.Name("not an identifier")
    assert CSTNode.__dict__["__post_init__"] is hook


def test_a_failing_rewrite_leaves_validation_on(monkeypatch):
    from libcst._nodes.base import CSTNode

    from migrate.source.parse import VALIDATE_ENV, unvalidated

    hook = CSTNode.__dict__["__post_init__"]
    monkeypatch.delenv(VALIDATE_ENV, raising=False)
    with pytest.raises(RuntimeError), unvalidated():
        raise RuntimeError("a rule crashed")
    assert CSTNode.__dict__["__post_init__"] is hook
