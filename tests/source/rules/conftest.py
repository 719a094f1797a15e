"""Strings in, strings out: the native engine on a snippet (no TensorFlow import)."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module


def _convert(src: str):
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    new, diags = convert_module(module, "snippet.py")
    return new.code, diags


@pytest.fixture
def native():
    """``native(src) -> (code, diagnostics)``; ``src`` is dedented first."""
    return _convert


@pytest.fixture
def expect():
    """``expect(before, after)``: native conversion of ``before`` is ``after``, with no warning,
    and converting ``after`` again changes nothing."""

    def check(before, after):
        code, diags = _convert(before)
        assert [str(d) for d in diags if d.severity != "info"] == []
        assert code == textwrap.dedent(after).lstrip("\n")
        again, diags2 = _convert(code)
        assert again == code and not diags2

    return check


@pytest.fixture
def refused():
    """``refused(src, rule, line)``: the file is a compat island and ``rule`` is reported at ``line``."""

    def check(src, rule, line=None):
        code, diags = _convert(src)
        hits = [d for d in diags if d.rule == rule and d.severity == "warning"]
        assert hits, f"no {rule} warning in {[str(d) for d in diags]}"
        if line is not None:
            assert line in [d.line for d in hits], [str(d) for d in hits]
        assert "# tf1to2: compat" in code  # the whole-file island still runs under TF2
        return diags

    return check
