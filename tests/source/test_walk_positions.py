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

from migrate.source.native.walk import SubtreeTransformer, Walker, marked, nodes
from migrate.source.parse import unvalidated
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


class _Edits(SubtreeTransformer):
    """Renames one- and two-letter names, removes ``pass``/``return`` statements (a line left
    empty goes), ``name=`` arguments and ``None`` defaults, splits ``del a, b``; logs its hooks."""

    def __init__(self):
        super().__init__()
        self.log = []

    def hit(self, n) -> bool:
        t = type(n)
        return (t is cst.Name and len(n.value) <= 2) or t in (cst.Pass, cst.Return, cst.Del) or (
            t is cst.Arg and n.keyword is not None and n.keyword.value == "name") or (
            t is cst.Param and isinstance(n.default, cst.Name) and n.default.value == "None")

    def on_visit(self, node):
        go = super().on_visit(node)
        if self._relevant is None or id(node) in self._relevant:
            self.log.append(("visit", type(node).__name__, go))
        return go

    def on_leave(self, original, updated):
        result = super().on_leave(original, updated)
        if self._relevant is None or id(original) in self._relevant:
            self.log.append(("leave", type(original).__name__, type(result).__name__))
        return result

    def leave_Name(self, original, updated):
        return updated.with_changes(value=updated.value + "_") if len(updated.value) <= 2 else updated

    def leave_Pass(self, original, updated):
        return cst.RemoveFromParent()

    def leave_Return(self, original, updated):
        return cst.RemoveFromParent()

    def leave_Arg(self, original, updated):
        return cst.RemoveFromParent() if original.keyword is not None and original.keyword.value == "name" else updated

    def leave_Param(self, original, updated):
        if isinstance(original.default, cst.Name) and original.default.value == "None":
            return updated.with_changes(default=None, equal=cst.MaybeSentinel.DEFAULT)
        return updated

    def leave_SimpleStatementLine(self, original, updated):
        body = updated.body
        if len(body) == 1 and isinstance(body[0], cst.Del) and isinstance(body[0].target, cst.Tuple):
            return cst.FlattenSentinel([cst.SimpleStatementLine([cst.Del(e.value)]) for e in body[0].target.elements])
        return updated


@pytest.mark.parametrize("module", _modules())
def test_subtree_rewrite_is_libcst_visit(module):
    with unvalidated(always=True):  # the edits may break rules libcst checks (defaults order)
        fast = _Edits()
        new = fast.rewrite(module)
        slow = _Edits()
        slow._relevant = marked(module, slow.hit)  # what ``rewrite`` did before: libcst's own visit
        expected = module.visit(slow) if slow._relevant else module
    assert fast.log == slow.log
    assert new.deep_equals(expected)
    assert type(new) is type(expected)
