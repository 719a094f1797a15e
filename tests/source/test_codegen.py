"""``codegen.module_code`` / ``node_code`` print exactly what libcst prints (``Module.code``).

The fast printer re-implements libcst's ``_codegen_impl`` for the common node types; libcst
itself is the independent route here: parsed files (every node explicit), converted trees
(nodes built by the rules, with libcst's ``MaybeSentinel`` defaults) and hand-built nodes.
No TensorFlow import.
"""
import pathlib

import libcst as cst
import pytest

from migrate.source.codegen import module_code, node_code
from migrate.source.compat import to_compat
from migrate.source.native import convert_module
from migrate.source.parse import unvalidated

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = sorted(p for d in ("migrate", "compat_v1", "scripts", "tests") for p in (ROOT / d).rglob("*.py"))
FIXTURES = sorted((ROOT / "tests" / "fixtures").rglob("*.py"))


def _parsed(path):
    """(text, tree) of ``path``; None for the unparsable inputs tests/fixtures/bad holds on purpose."""
    text = path.read_text(encoding="utf-8")
    try:
        return text, cst.parse_module(text)
    except cst.ParserSyntaxError:
        return None


def test_the_corpus_is_there():
    assert len(SOURCES) > 100 and len(FIXTURES) > 100


def test_parsed_files_print_as_written():
    """Every source file of this project (a parsed tree prints back to its text)."""
    wrong = []
    for path in SOURCES:
        parsed = _parsed(path)
        if parsed is not None and module_code(parsed[1]) != parsed[0]:
            wrong.append(str(path.relative_to(ROOT)))
    assert wrong == []


@pytest.mark.parametrize("mode", ["native", "compat"])
def test_converted_trees_print_as_libcst_prints_them(mode):
    """Every fixture, converted: trees holding the nodes the rules build."""
    wrong, changed = [], 0
    for path in FIXTURES:
        parsed = _parsed(path)
        if parsed is None:
            continue
        text, module = parsed
        with unvalidated():
            if mode == "native":
                new, _ = convert_module(module, str(path), text)
            else:
                new, _ = to_compat(module, str(path), text=text)
        changed += new is not module
        if module_code(new) != new.code:
            wrong.append(str(path.relative_to(ROOT)))
    assert wrong == []
    assert changed > 50  # the check saw rewritten trees, not only parsed ones


def _arg(value, keyword=None, **kw):
    return cst.Arg(cst.Name(value), keyword=cst.Name(keyword) if keyword else None, **kw)


BUILT = [
    pytest.param(cst.Call(cst.Name("f"), [_arg("a"), _arg("b", "k"), _arg("c", star="**")]), id="call-default-commas"),
    pytest.param(cst.Call(cst.Attribute(cst.Name("tf"), cst.Name("f")), [],
                          lpar=[cst.LeftParen()], rpar=[cst.RightParen()]), id="parenthesized-call"),
    pytest.param(cst.Tuple([cst.Element(cst.Name("a"))]), id="one-element-tuple"),
    pytest.param(cst.Tuple([cst.Element(cst.Name("a")), cst.Element(cst.Name("b"))]), id="tuple"),
    pytest.param(cst.List([cst.Element(cst.Integer("1")), cst.StarredElement(cst.Name("x"))]), id="list-starred"),
    pytest.param(cst.Set([cst.Element(cst.Integer("1")), cst.Element(cst.Integer("2"))]), id="set"),
    pytest.param(cst.Dict([cst.DictElement(cst.SimpleString("'a'"), cst.Integer("1")),
                           cst.StarredDictElement(cst.Name("rest"))]), id="dict-starred"),
    pytest.param(cst.Subscript(cst.Name("x"), [cst.SubscriptElement(cst.Index(cst.Integer("0"))),
                                               cst.SubscriptElement(cst.Slice(None, cst.Integer("2")))]), id="subscript"),
    pytest.param(cst.UnaryOperation(cst.Minus(), cst.Float("1.5")), id="unary"),
    pytest.param(cst.BooleanOperation(cst.Name("a"), cst.Or(), cst.UnaryOperation(cst.Not(), cst.Name("b"))), id="boolean"),
    pytest.param(cst.Comparison(cst.Name("a"), [cst.ComparisonTarget(cst.NotIn(), cst.Name("b")),
                                                cst.ComparisonTarget(cst.LessThan(), cst.Integer("3"))]), id="comparison"),
    pytest.param(cst.IndentedBlock([]), id="empty-block-prints-pass"),
    pytest.param(cst.SimpleStatementLine([]), id="empty-line-prints-pass"),
    pytest.param(cst.SimpleStatementLine([cst.Expr(cst.Name("a")), cst.Assign([cst.AssignTarget(cst.Name("b"))], cst.Integer("1")),
                                          cst.Return(cst.Name("c"))]), id="default-semicolons"),
    pytest.param(cst.If(cst.Name("a"), cst.SimpleStatementSuite([cst.Pass()]),
                        orelse=cst.If(cst.Name("b"), cst.IndentedBlock([cst.SimpleStatementLine([cst.Return()])]),
                                      orelse=cst.Else(cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])])))),
                 id="if-elif-else"),
    pytest.param(cst.With([cst.WithItem(cst.Call(cst.Name("a")), cst.AsName(cst.Name("x"))),
                           cst.WithItem(cst.Call(cst.Name("b")))],
                          cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])])), id="with-items"),
    pytest.param(cst.For(cst.Name("i"), cst.Call(cst.Name("range"), [_arg("n")]),
                         cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])]),
                         orelse=cst.Else(cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])]))), id="for-else"),
    pytest.param(cst.FunctionDef(cst.Name("f"), cst.Parameters([cst.Param(cst.Name("x"), default=cst.Integer("1"))]),
                                 cst.IndentedBlock([cst.SimpleStatementLine([cst.Return(cst.Name("x"))])]),
                                 decorators=[cst.Decorator(cst.Attribute(cst.Name("tf"), cst.Name("function")))],
                                 returns=cst.Annotation(cst.Name("int")), asynchronous=cst.Asynchronous()),
                 id="async-def-decorated"),
]


@pytest.mark.parametrize("node", BUILT)
def test_built_nodes_print_as_libcst_prints_them(node):
    bare = cst.Module([])
    assert node_code(node) == bare.code_for_node(node)
    statement = node if isinstance(node, (cst.BaseStatement, cst.BaseSmallStatement, cst.BaseSuite)) else None
    if isinstance(statement, cst.BaseCompoundStatement) or isinstance(statement, cst.SimpleStatementLine):
        module = cst.Module([statement, cst.SimpleStatementLine([cst.Expr(cst.Name("tail"))])], default_indent="  ")
        assert module_code(module) == module.code


def test_module_without_trailing_newline():
    module = cst.parse_module("x = 1").with_changes(has_trailing_newline=False)
    assert module_code(module) == module.code == "x = 1"
    empty = cst.parse_module("")
    assert module_code(empty) == empty.code


def test_positions_of_nodes_the_printer_hands_to_libcst():
    """``positions.locate`` prints with ``print_into`` and its wanted nodes go through libcst's
    hooks, also where the printer handles a child inline (an argument, a small statement, an
    ``elif``, a ``with`` item, an assignment target, an element, a decorator): each start equals
    libcst's own ``PositionProvider``."""
    from libcst.metadata import MetadataWrapper, PositionProvider

    from migrate.source.positions import locate

    text = ("import tensorflow as tf\n\n\n@tf.function\ndef f(a, b=2):\n    x = y = tf.add(a, b=b); z = [a, (b)]\n"
            "    if a:\n        pass\n    elif b:\n        return {1: a}[1]\n    with tf.name_scope('s') as s, "
            "tf.device('/cpu:0'):\n        print(x[0], not z)\n")
    wrapper = MetadataWrapper(cst.parse_module(text), unsafe_skip_copy=True)
    module = wrapper.module
    kinds = (cst.Arg, cst.Assign, cst.AssignTarget, cst.If, cst.WithItem, cst.Element, cst.DictElement,
             cst.Decorator, cst.Name, cst.Call, cst.SubscriptElement, cst.Expr, cst.Return, cst.UnaryOperation)
    wanted = [n for n in _all_nodes(module) if isinstance(n, kinds)]
    assert len({type(n) for n in wanted}) == len(kinds)
    expected = {id(n): (p.start.line, p.start.column + 1) for n, p in wrapper.resolve(PositionProvider).items() if n in wanted}
    assert locate(module, wanted) == expected


def _all_nodes(node):
    yield node
    for child in node.children:
        yield from _all_nodes(child)
