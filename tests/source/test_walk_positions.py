"""The converter's fast tree walk and position finder against libcst's own (the independent route).

``migrate.source.native.walk`` must see the same nodes, in the same order, as libcst's visitor
(minus syntax-only nodes); ``migrate.source.positions.locate`` must give the same line/col as
libcst's ``PositionProvider``. Checked on every fixture and golden file and on the converter's
own sources (modern syntax, decorators, comprehensions, f-strings). No TensorFlow import.
"""
import pathlib

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from migrate.source.native.walk import Walker, marked, nodes
from migrate.source.positions import locate

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILES = sorted(
    [*(ROOT / "tests" / "fixtures").rglob("*.py"), *(ROOT / "migrate" / "source").rglob("*.py")],
    key=str,
)
SYNTAX = (
    cst.BaseParenthesizableWhitespace, cst.EmptyLine, cst.TrailingWhitespace, cst.Comment,
    cst.Newline, cst.LeftParen, cst.RightParen, cst.LeftSquareBracket, cst.RightSquareBracket,
    cst.LeftCurlyBrace, cst.RightCurlyBrace, cst.Comma, cst.Semicolon, cst.Colon, cst.Dot,
    cst.AssignEqual,
)
MODERN = '''
match command.split():
    case [action, *rest] if (n := len(rest)) > 0:
        print(f"{action=} {n=}")
type Pair[T] = tuple[T, T]
def first[T](xs: list[T]) -> T:
    return xs[0]
@decorator(arg=1)
async def main(*, a: int = 2, **kw) -> None:
    async with lock as held:
        await go(lambda y: y ** 2, [z for z in range(3) if z], {k: v for k, v in kw.items()})
'''


def _parsed(path):
    try:
        return cst.parse_module(path.read_text())
    except Exception:
        return None  # bad fixtures (syntax errors, binary) are not trees


def _libcst_order(module):
    out = []

    class V(cst.CSTVisitor):
        def on_visit(self, node):
            if isinstance(node, SYNTAX):
                return False  # the fast walk leaves syntax-only subtrees out
            out.append(node)
            return True

    module.visit(V())
    return out


def _modules():
    out = [pytest.param(cst.parse_module(MODERN), id="modern_syntax")]
    for path in FILES:
        module = _parsed(path)
        if module is not None:
            out.append(pytest.param(module, id=str(path.relative_to(ROOT))))
    return out


@pytest.mark.parametrize("module", _modules())
def test_fast_walk_sees_libcst_nodes_in_libcst_order(module):
    assert [id(n) for n in nodes(module)] == [id(n) for n in _libcst_order(module)]


@pytest.mark.parametrize("module", _modules())
def test_locate_agrees_with_position_provider(module):
    wanted = [n for n in nodes(module) if isinstance(n, (cst.BaseExpression, cst.BaseSmallStatement, cst.BaseStatement))]
    expected = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    found = locate(module, wanted)
    assert len(found) == len(wanted)
    for n in wanted:
        start = expected[n].start
        assert found[id(n)] == (start.line, start.column + 1), cst.Module([]).code_for_node(n)


def test_locate_finds_a_rebuilt_node_by_its_text_first_occurrence():
    module = cst.parse_module("a = 1\nif x:\n    y = f(\n        1, 2)\n    z = g(3)\ny2 = f(\n    1, 2)\n")
    inner = module.body[1].body.body
    rebuilt_call = inner[0].body[0].value.deep_clone()  # a copy: not in the module
    rebuilt_g = inner[1].body[0].value.deep_clone()
    missing = cst.parse_expression("h(4)")
    found = locate(module, [rebuilt_call, rebuilt_g, missing, None])
    assert found[id(rebuilt_call)] == (3, 9)  # multi-line, indented: matched as printed alone
    assert found[id(rebuilt_g)] == (5, 9)
    assert id(missing) not in found


def test_walker_skips_children_when_visit_returns_false_and_always_leaves():
    module = cst.parse_module("f(g(1), h(2))\n")
    seen, left = [], []

    class V(Walker):
        def visit_Call(self, node):
            seen.append(cst.Module([]).code_for_node(node.func))
            return node.func.value != "g"

        def leave_Call(self, node):
            left.append(node.func.value)

    V().walk(module)
    assert seen == ["f", "g", "h"]
    assert left == ["g", "h", "f"]


def test_marked_holds_exactly_the_ancestors_of_hits():
    module = cst.parse_module("a = b + c\nd = e\n")
    ids = marked(module, lambda n: isinstance(n, cst.Name) and n.value == "c")
    first = module.body[0]
    expected = {id(module), id(first), id(first.body[0]), id(first.body[0].value), id(first.body[0].value.right)}
    assert ids == expected
