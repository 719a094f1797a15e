"""Source text of libcst nodes: the same text as ``Module.code`` / ``code_for_node``, faster.

libcst prints a tree by calling ``node._codegen(state)`` on every node: two no-op hooks per
node, and for each expression a generator-based context manager (``_parenthesize``) and
another one per ``record_syntactic_position``. On a converted 2,000-line file that is about
155,000 nodes (two in five of them empty ``SimpleWhitespace``) and about a sixth of a
conversion's time.

``module_code`` / ``node_code`` print with ``_emit``: for the node types that make up most of a
TF1 script (names, attributes, calls, arguments, literals, lists, tuples, subscripts,
operators, simple statements, ``def``/``with``/``for``/``if`` blocks, whitespace), a printer
that adds the same tokens as that type's ``_codegen_impl`` in libcst 1.x (copied from it, the
context managers inlined); every other node is printed by libcst itself (``node._codegen``),
with a state whose ``record_syntactic_position`` is a shared no-op. The text is libcst's, token
for token: ``tests/source/test_codegen.py`` checks it against ``Module.code`` on every source
file of this project and the fixtures, converted and not. Never imports TensorFlow.
"""
from __future__ import annotations

import contextlib

import libcst as cst
from libcst._nodes.internal import CodegenState

__all__ = ["module_code", "node_code", "NO_POSITION", "QuietCodegenState"]

NO_POSITION = contextlib.nullcontext()  # reusable: entering it has no effect
_BARE = cst.Module([])  # the indentation/newline defaults of ``cst.Module([]).code_for_node``
_DEFAULT = cst.MaybeSentinel.DEFAULT


class QuietCodegenState(CodegenState):
    """A codegen state that records no positions (libcst's default records none either, but
    through a generator-based context manager per node)."""

    wanted: set | frozenset = frozenset()  # ids printed by libcst itself (its hooks see them)

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        return NO_POSITION


def node_code(node: cst.CSTNode, module: cst.Module = _BARE) -> str:
    """``module.code_for_node(node)`` (default: ``cst.Module([]).code_for_node(node)``)."""
    state = QuietCodegenState(default_indent=module.default_indent, default_newline=module.default_newline)
    _emit(node, state)
    return "".join(state.tokens)


def module_code(module: cst.Module) -> str:
    """``module.code``."""
    return node_code(module, module)


def print_into(node: cst.CSTNode, state: QuietCodegenState) -> None:
    """Print ``node`` into ``state`` (its tokens); the nodes whose ids are in ``state.wanted``
    go through libcst's own ``_codegen``, so a state's ``before_codegen`` /
    ``record_syntactic_position`` hooks see them and everything inside them
    (``positions.locate`` finds nodes' lines this way)."""
    _emit(node, state)


# --- the printer -------------------------------------------------------------------------
# Each ``_x(node, state)`` adds the tokens libcst's ``X._codegen_impl`` adds (same order, same
# defaults); children go through ``_emit``. ``SimpleWhitespace`` (a third of all nodes) is
# printed inline where a field usually holds one.

_SimpleWhitespace = cst.SimpleWhitespace


def _emit(node, state) -> None:
    printer = _PRINTERS.get(type(node))
    if printer is None or id(node) in state.wanted:
        node._codegen(state)
    else:
        printer(node, state)


def _ws(node, state) -> None:
    if type(node) is _SimpleWhitespace:
        state.tokens.append(node.value)
    else:
        _emit(node, state)


def _comma(comma, state, default: bool, default_text: str = ", ") -> None:
    """The trailing comma of an element/argument: ``default_text`` where libcst's default
    applies, the ``Comma`` node where there is one."""
    if comma is _DEFAULT:
        if default:
            state.tokens.append(default_text)
    elif type(comma) is cst.Comma:
        _one_token(comma, state)


def _semicolon(semicolon, state, default: bool) -> None:
    if type(semicolon) is cst.MaybeSentinel:
        if default:
            state.tokens.append("; ")
    elif type(semicolon) is cst.Semicolon:
        _one_token(semicolon, state)


def _lpars(node, state) -> None:
    for lpar in node.lpar:
        _open(lpar, state)


def _rpars(node, state) -> None:
    for rpar in node.rpar:
        _close(rpar, state)


def _value_token(node, state) -> None:  # Name, Integer, Float, SimpleString, Imaginary
    if node.lpar:
        _lpars(node, state)
        state.tokens.append(node.value)
        _rpars(node, state)
    else:
        state.tokens.append(node.value)


def _plain_token(node, state) -> None:  # SimpleWhitespace, Comment, BaseValueToken
    state.tokens.append(node.value)


def _newline(node, state) -> None:
    value = node.value
    state.tokens.append(state.default_newline if value is None else value)


def _open(node, state) -> None:  # LeftParen, LeftSquareBracket, LeftCurlyBrace
    state.tokens.append(_OPENERS[type(node)])
    _ws(node.whitespace_after, state)


def _close(node, state) -> None:  # RightParen, RightSquareBracket, RightCurlyBrace
    _ws(node.whitespace_before, state)
    state.tokens.append(_CLOSERS[type(node)])


_OPENERS = {cst.LeftParen: "(", cst.LeftSquareBracket: "[", cst.LeftCurlyBrace: "{"}
_CLOSERS = {cst.RightParen: ")", cst.RightSquareBracket: "]", cst.RightCurlyBrace: "}"}


def _one_token(node, state) -> None:  # Comma, Dot, AssignEqual, Colon, Semicolon, binary ops...
    _ws(node.whitespace_before, state)
    state.tokens.append(node._get_token())
    _ws(node.whitespace_after, state)


def _unary_op(node, state) -> None:  # Minus, Plus, BitInvert, Not
    state.tokens.append(node._get_token())
    _ws(node.whitespace_after, state)


def _trailing_whitespace(node, state) -> None:  # also the end of an EmptyLine
    _ws(node.whitespace, state)
    if node.comment is not None:
        state.tokens.append(node.comment.value)
    _newline(node.newline, state)


def _empty_line(node, state) -> None:
    if node.indent:
        state.tokens.extend(state.indent_tokens)
    _trailing_whitespace(node, state)


def _in_parens(inner):
    """The printer of an expression: its parentheses around what ``inner`` prints (libcst's
    ``_parenthesize``)."""
    def print_expression(node, state) -> None:
        if node.lpar:
            _lpars(node, state)
        inner(node, state)
        if node.rpar:
            _rpars(node, state)
    return print_expression


def _parenthesized(*fields):
    """The printer of an expression that is its ``fields``, in order, inside its parentheses."""
    def print_fields(node, state) -> None:
        for name in fields:
            _emit(getattr(node, name), state)
    return _in_parens(print_fields)


_attribute = _parenthesized("value", "dot", "attr")
_binary_operation = _parenthesized("left", "operator", "right")  # also BooleanOperation
_unary_operation = _parenthesized("operator", "expression")


@_in_parens
def _call(node, state) -> None:
    _emit(node.func, state)
    tokens = state.tokens
    _ws(node.whitespace_after_func, state)
    tokens.append("(")
    _ws(node.whitespace_before_args, state)
    args = node.args
    last = len(args) - 1
    for i, arg in enumerate(args):
        if type(arg) is cst.Arg and id(arg) not in state.wanted:
            _arg(arg, state, i != last)
        else:
            arg._codegen(state, default_comma=(i != last))
    tokens.append(")")


def _arg(node, state, default_comma: bool = False) -> None:
    tokens = state.tokens
    tokens.append(node.star)
    _ws(node.whitespace_after_star, state)
    keyword = node.keyword
    if keyword is not None:
        _emit(keyword, state)
    equal = node.equal
    if equal is _DEFAULT and keyword is not None:
        tokens.append(" = ")
    elif type(equal) is cst.AssignEqual:
        _one_token(equal, state)
    _emit(node.value, state)
    _comma(node.comma, state, default_comma)
    _ws(node.whitespace_after_arg, state)


def _element(node, state, default_comma: bool = False, default_comma_whitespace: bool = False) -> None:
    _emit(node.value, state)
    _comma(node.comma, state, default_comma, ", " if default_comma_whitespace else ",")


def _elements(elements, state, single_comma: bool) -> None:
    """The elements of a list/tuple/set/dict (``single_comma``: a one-element tuple's comma)."""
    if single_comma and len(elements) == 1:
        _sequence_element(elements[0], state, True, False)
        return
    last = len(elements) - 1
    for i, element in enumerate(elements):
        _sequence_element(element, state, i < last, True)


def _sequence_element(element, state, default_comma: bool, default_comma_whitespace: bool) -> None:
    printer = _ELEMENT_PRINTERS.get(type(element))
    if printer is None or id(element) in state.wanted:
        element._codegen(state, default_comma=default_comma, default_comma_whitespace=default_comma_whitespace)
    else:
        printer(element, state, default_comma, default_comma_whitespace)


def _bracketed(opener: str, closer: str):
    """The printer of a List (``lbracket``/``rbracket``), Set or Dict (``lbrace``/``rbrace``):
    its elements between its brackets, inside its parentheses."""
    def print_elements(node, state) -> None:
        _open(getattr(node, opener), state)
        _elements(node.elements, state, False)
        _close(getattr(node, closer), state)
    return _in_parens(print_elements)


_list = _bracketed("lbracket", "rbracket")
_set_or_dict = _bracketed("lbrace", "rbrace")


@_in_parens
def _tuple(node, state) -> None:
    _elements(node.elements, state, True)


def _dict_element(node, state, default_comma: bool = False, default_comma_whitespace: bool = False) -> None:
    _emit(node.key, state)
    _ws(node.whitespace_before_colon, state)
    state.tokens.append(":")
    _ws(node.whitespace_after_colon, state)
    _emit(node.value, state)
    _comma(node.comma, state, default_comma, ", " if default_comma_whitespace else ",")


@_in_parens
def _subscript(node, state) -> None:
    _emit(node.value, state)
    _ws(node.whitespace_after_value, state)
    _open(node.lbracket, state)
    slices = node.slice
    last = len(slices) - 1
    for i, element in enumerate(slices):
        if type(element) is cst.SubscriptElement and id(element) not in state.wanted:
            _emit(element.slice, state)
            _comma(element.comma, state, i != last)
        else:
            element._codegen(state, default_comma=(i != last))
    _close(node.rbracket, state)


def _index(node, state) -> None:
    if node.star is not None:
        state.tokens.append(node.star)
    if node.whitespace_after_star is not None:
        _ws(node.whitespace_after_star, state)
    _emit(node.value, state)


@_in_parens
def _comparison(node, state) -> None:
    _emit(node.left, state)
    for target in node.comparisons:
        _emit(target.operator, state)
        _emit(target.comparator, state)


# statements


def _leading(node, state) -> None:
    """Leading empty lines, then the indentation."""
    for line in node.leading_lines:
        _emit(line, state)
    state.tokens.extend(state.indent_tokens)


def _simple_statement_line(node, state) -> None:
    _leading(node, state)
    _small_statements(node, state)


def _simple_statement_suite(node, state) -> None:
    _ws(node.leading_whitespace, state)
    _small_statements(node, state)


def _small_statements(node, state) -> None:
    body = node.body
    if body:
        last = len(body) - 1
        for i, statement in enumerate(body):
            printer = _SMALL_PRINTERS.get(type(statement))
            if printer is None or id(statement) in state.wanted:
                statement._codegen(state, default_semicolon=(i != last))
            else:
                printer(statement, state, i != last)
    else:
        state.tokens.append("pass")
    _trailing_whitespace(node.trailing_whitespace, state)


def _expr(node, state, default_semicolon: bool = False) -> None:
    _emit(node.value, state)
    _semicolon(node.semicolon, state, default_semicolon)


def _assign(node, state, default_semicolon: bool = False) -> None:
    tokens = state.tokens
    for target in node.targets:
        if id(target) in state.wanted:
            target._codegen(state)
            continue
        _emit(target.target, state)
        _ws(target.whitespace_before_equal, state)
        tokens.append("=")
        _ws(target.whitespace_after_equal, state)
    _emit(node.value, state)
    _semicolon(node.semicolon, state, default_semicolon)


def _return(node, state, default_semicolon: bool = False) -> None:
    state.tokens.append("return")
    whitespace = node.whitespace_after_return
    value = node.value
    if type(whitespace) is cst.MaybeSentinel:
        if value is not None:
            state.tokens.append(" ")
    else:
        _ws(whitespace, state)
    if value is not None:
        _emit(value, state)
    _semicolon(node.semicolon, state, default_semicolon)


def _indented_block(node, state) -> None:
    _trailing_whitespace(node.header, state)
    indent = node.indent
    state.indent_tokens.append(state.default_indent if indent is None else indent)
    if node.body:
        for statement in node.body:
            _emit(statement, state)
    else:
        state.tokens.extend(state.indent_tokens)
        state.tokens.append("pass")
        state.tokens.append(state.default_newline)
    for line in node.footer:
        _emit(line, state)
    state.indent_tokens.pop()


def _module(node, state) -> None:
    for line in node.header:
        _emit(line, state)
    for statement in node.body:
        _emit(statement, state)
    for line in node.footer:
        _emit(line, state)
    if node.has_trailing_newline:
        if len(state.tokens) == 0:
            state.tokens.append(state.default_newline)
    else:
        state.pop_trailing_newline()


def _function_def(node, state) -> None:
    for line in node.leading_lines:
        _emit(line, state)
    for decorator in node.decorators:
        _emit(decorator, state)
    for line in node.lines_after_decorators:
        _emit(line, state)
    tokens = state.tokens
    tokens.extend(state.indent_tokens)
    if node.asynchronous is not None:
        _emit(node.asynchronous, state)
    tokens.append("def")
    _ws(node.whitespace_after_def, state)
    _emit(node.name, state)
    _ws(node.whitespace_after_name, state)
    if node.type_parameters is not None:
        _emit(node.type_parameters, state)
    _ws(node.whitespace_after_type_parameters, state)
    tokens.append("(")
    _ws(node.whitespace_before_params, state)
    _emit(node.params, state)
    tokens.append(")")
    if node.returns is not None:
        node.returns._codegen(state, default_indicator="->")
    _ws(node.whitespace_before_colon, state)
    tokens.append(":")
    _emit(node.body, state)


def _decorator(node, state) -> None:
    _leading(node, state)
    state.tokens.append("@")
    _ws(node.whitespace_after_at, state)
    _emit(node.decorator, state)
    _trailing_whitespace(node.trailing_whitespace, state)


def _with(node, state) -> None:
    _leading(node, state)
    needs_paren = False
    for item in node.items:
        comma = item.comma
        if isinstance(comma, cst.Comma) and isinstance(
                comma.whitespace_after, (cst.EmptyLine, cst.TrailingWhitespace, cst.ParenthesizedWhitespace)):
            needs_paren = True
            break
    tokens = state.tokens
    if node.asynchronous is not None:
        _emit(node.asynchronous, state)
    tokens.append("with")
    _ws(node.whitespace_after_with, state)
    if isinstance(node.lpar, cst.LeftParen):
        _open(node.lpar, state)
    elif needs_paren:
        tokens.append("(")
    last = len(node.items) - 1
    for i, item in enumerate(node.items):
        if id(item) in state.wanted:
            item._codegen(state, default_comma=(i != last))
            continue
        _emit(item.item, state)
        if item.asname is not None:
            _as_name(item.asname, state)
        _comma(item.comma, state, i != last)
    if isinstance(node.rpar, cst.RightParen):
        _close(node.rpar, state)
    elif needs_paren:
        tokens.append(")")
    _ws(node.whitespace_before_colon, state)
    tokens.append(":")
    _emit(node.body, state)


def _as_name(node, state) -> None:
    _ws(node.whitespace_before_as, state)
    state.tokens.append("as")
    _ws(node.whitespace_after_as, state)
    _emit(node.name, state)


def _for(node, state) -> None:
    _leading(node, state)
    tokens = state.tokens
    if node.asynchronous is not None:
        _emit(node.asynchronous, state)
    tokens.append("for")
    _ws(node.whitespace_after_for, state)
    _emit(node.target, state)
    _ws(node.whitespace_before_in, state)
    tokens.append("in")
    _ws(node.whitespace_after_in, state)
    _emit(node.iter, state)
    _ws(node.whitespace_before_colon, state)
    tokens.append(":")
    _emit(node.body, state)
    if node.orelse is not None:
        _emit(node.orelse, state)


def _if(node, state, is_elif: bool = False) -> None:
    _leading(node, state)
    tokens = state.tokens
    tokens.append("elif" if is_elif else "if")
    _ws(node.whitespace_before_test, state)
    _emit(node.test, state)
    _ws(node.whitespace_after_test, state)
    tokens.append(":")
    _emit(node.body, state)
    orelse = node.orelse
    if orelse is not None:
        if type(orelse) is cst.If and id(orelse) not in state.wanted:
            _if(orelse, state, True)
        elif type(orelse) is cst.If:
            orelse._codegen(state, is_elif=True)
        else:
            _emit(orelse, state)


def _else(node, state) -> None:
    _leading(node, state)
    state.tokens.append("else")
    _ws(node.whitespace_before_colon, state)
    state.tokens.append(":")
    _emit(node.body, state)


_PRINTERS = {
    cst.SimpleWhitespace: _plain_token, cst.Comment: _plain_token, cst.Newline: _newline,
    cst.TrailingWhitespace: _trailing_whitespace, cst.EmptyLine: _empty_line,
    cst.Name: _value_token, cst.Integer: _value_token, cst.Float: _value_token,
    cst.Imaginary: _value_token, cst.SimpleString: _value_token,
    cst.LeftParen: _open, cst.LeftSquareBracket: _open, cst.LeftCurlyBrace: _open,
    cst.RightParen: _close, cst.RightSquareBracket: _close, cst.RightCurlyBrace: _close,
    cst.Attribute: _attribute, cst.Call: _call, cst.Arg: _arg, cst.Element: _element,
    cst.List: _list, cst.Set: _set_or_dict, cst.Tuple: _tuple, cst.Dict: _set_or_dict, cst.DictElement: _dict_element,
    cst.Subscript: _subscript, cst.Index: _index,
    cst.BinaryOperation: _binary_operation, cst.BooleanOperation: _binary_operation,
    cst.UnaryOperation: _unary_operation, cst.Comparison: _comparison,
    cst.SimpleStatementLine: _simple_statement_line, cst.SimpleStatementSuite: _simple_statement_suite,
    cst.Expr: _expr, cst.Assign: _assign, cst.Return: _return,
    cst.IndentedBlock: _indented_block, cst.Module: _module,
    cst.FunctionDef: _function_def, cst.Decorator: _decorator, cst.With: _with, cst.AsName: _as_name,
    cst.For: _for, cst.If: _if, cst.Else: _else,
}
# one-token operators and separators: whitespace, their token, whitespace
for _cls in (cst.Comma, cst.Dot, cst.AssignEqual, cst.Colon, cst.Semicolon,
             cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power,
             cst.MatrixMultiply, cst.LeftShift, cst.RightShift, cst.BitAnd, cst.BitOr, cst.BitXor,
             cst.And, cst.Or, cst.LessThan, cst.GreaterThan, cst.Equal, cst.NotEqual,
             cst.LessThanEqual, cst.GreaterThanEqual, cst.In, cst.Is):
    _PRINTERS[_cls] = _one_token
for _cls in (cst.Minus, cst.Plus, cst.BitInvert, cst.Not):
    _PRINTERS[_cls] = _unary_op
_ELEMENT_PRINTERS = {cst.Element: _element, cst.DictElement: _dict_element}
_SMALL_PRINTERS = {cst.Expr: _expr, cst.Assign: _assign, cst.Return: _return}
