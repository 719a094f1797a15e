"""native.evaluation_order: the calls Python evaluates before a given call of a one-line
statement (what the session-function and compute_gradients hoists ask). No TensorFlow import."""
import libcst as cst
import pytest

from migrate.source.native.evaluation_order import calls_before
from migrate.source.native.walk import instances


def _before(line: str, target: str = "f"):
    small = cst.parse_statement(line + "\n").body[0]
    call = next(c for c in instances(small, cst.Call) if isinstance(c.func, cst.Name) and c.func.value == target)
    found = calls_before(small, call)
    return None if found is None else [cst.Module([]).code_for_node(c) for c in found]


@pytest.mark.parametrize("line, expected", [
    pytest.param("y = g(1) + f(2)", ["g(1)"], id="left to right"),
    pytest.param("y = f(2) + g(1)", [], id="a later call"),
    pytest.param("y = h(f(2), g(1))", [], id="the enclosing call and a later argument"),
    pytest.param("y = f(g(1))", [], id="its own arguments"),
    pytest.param("d[g(1)] = f(2)", [], id="an assignment's target runs after the value"),
    pytest.param("d[f(2)] = g(1)", ["g(1)"], id="a call in the target: everything else before"),
    pytest.param("y = [g(v) for v in f(2)]", [], id="a comprehension's body runs after its first iterable"),
    pytest.param("y = h([g(v) for v in vs], f(2))", ["g(v)"], id="an earlier comprehension's body runs before"),
    pytest.param("y = [v for v in vs if f(v)]", None, id="in a comprehension's condition"),
    pytest.param("y = f(1) if g(0) else 0", None, id="in an if-else branch"),
    pytest.param("y = g(0) or f(1)", None, id="right of or"),
    pytest.param("y = lambda: f(1)", None, id="in a lambda"),
])
def test_calls_evaluated_before_a_call(line, expected):
    assert _before(line) == expected
