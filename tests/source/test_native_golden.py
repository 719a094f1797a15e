"""Golden cases: <name>.py -> tests/fixtures/golden/<name>.expected.py (native mode).

The input is tests/fixtures/golden/<name>.py when the case exists only for the converter,
otherwise the legacy corpus script tests/fixtures/legacy/<name>.py (one copy of each script).

Each case: the output equals the expected file, parses, has no warning, and a second pass
changes nothing (idempotence). The expected files were reviewed by hand; their numbers are
checked against TF1 graph mode in test_native_equivalence.py and by the compare suite.
"""
import pathlib

import libcst as cst
import pytest

from migrate.source.native import convert_module

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "fixtures"
GOLDEN = FIXTURES / "golden"


def golden_input(expected: pathlib.Path) -> pathlib.Path:
    """The legacy script whose native conversion must equal ``expected`` (NAME.expected.py)."""
    name = expected.name[: -len(".expected.py")] + ".py"
    own = GOLDEN / name
    return own if own.exists() else FIXTURES / "legacy" / name


EXPECTED = sorted(GOLDEN.glob("*.expected.py"))
CASES = [golden_input(p) for p in EXPECTED]


def test_every_golden_case_has_an_input():
    missing = [str(p) for p in CASES if not p.exists()]
    assert missing == []


def _convert(text: str, name: str):
    new, diags = convert_module(cst.parse_module(text), name)
    return new.code, diags


def test_there_are_golden_cases():
    assert len(CASES) >= 10


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden(path):
    expected = (GOLDEN / (path.stem + ".expected.py")).read_text()
    code, diags = _convert(path.read_text(), path.name)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert code == expected
    cst.parse_module(code)  # parses
    compile(code, path.name, "exec")
    again, diags2 = _convert(code, path.name)
    assert again == code and diags2 == []


BANNED = {"compat", "Session", "placeholder", "gradients", "run", "get_variable", "global_variables_initializer"}


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden_output_is_tf2_only(path):
    module = cst.parse_module((GOLDEN / (path.stem + ".expected.py")).read_text())
    used = set()

    class _Attrs(cst.CSTVisitor):
        def visit_Attribute(self, node):
            root = node
            while isinstance(root, cst.Attribute):
                root = root.value
            if not (isinstance(root, cst.Name) and root.value == "absl"):  # absl.app.run is not a session's run
                used.add(node.attr.value)

    module.visit(_Attrs())
    assert used & BANNED == set()


WITHOUT_GOLDEN = sorted(p for p in (FIXTURES / "legacy").glob("*.py")
                        if not (GOLDEN / (p.stem + ".expected.py")).exists())


@pytest.mark.parametrize("path", WITHOUT_GOLDEN, ids=lambda p: p.stem)
def test_native_output_of_every_other_legacy_fixture_converts_to_itself(path):
    """Idempotence beyond the golden cases: each legacy fixture's native output (converted or
    partial), converted again, is unchanged (capsnet_routing's output became a compat island)."""
    code, _ = _convert(path.read_text(), path.name)
    again, diags = _convert(code, path.name)
    assert again == code, [str(d) for d in diags]
