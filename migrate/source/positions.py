"""Source positions for diagnostics, in one light codegen pass.

``locate(module, nodes)`` returns the 1-based ``(line, col)`` where each node starts (its
syntactic start, as libcst's ``PositionProvider`` defines it: after indentation and
parentheses), keyed by ``id(node)``. It computes positions only for the nodes asked about,
which is several times cheaper than resolving ``PositionProvider`` for a whole module.

A node that is not part of ``module`` (a rewriter rebuilt it; libcst transformers make new
node objects) is matched by its source text: the first node of the same class in ``module``
whose code is identical. A node found neither way is absent from the result.

Never imports TensorFlow.
"""
from __future__ import annotations

import re

import libcst as cst

from migrate.source.codegen import NO_POSITION as _NO_POSITION, QuietCodegenState, node_code, print_into

__all__ = ["locate"]


_BREAK = re.compile(r"\r\n|\r|\n")


class _Locator(QuietCodegenState):
    """A codegen state that records the starts of wanted nodes only.

    ``ids``: nodes wanted by identity. ``lengths``: class -> lengths of the source texts of
    wanted nodes that are not in the module (rebuilt copies), so that a node's text is only
    joined (and compared) when its length fits. Tokens are appended as libcst's own state
    does; line, column and character count are brought up to date (``_sync``) only where a
    position or a size is needed, which keeps the per-token cost of a plain codegen pass.
    """

    def __init__(self, module: cst.Module, ids: set, lengths: dict):
        super().__init__(default_indent=module.default_indent, default_newline=module.default_newline)
        self.line, self.column, self.chars, self._seen = 1, 0, 0, 0
        self.ids, self.lengths = ids, lengths
        self.starts: dict = {}  # id -> syntactic (line, col) for wanted ids and candidates
        self.pre: dict = {}  # id -> (line, col) where the node's own codegen began
        self.first: dict = {}  # (class, text) -> (line, col) of its first occurrence
        self._open: list = []  # (token index, chars, line) where each candidate's codegen began

    def _sync(self) -> None:
        """Count the tokens added since the last call into line, column and chars."""
        tokens = self.tokens
        if self._seen == len(tokens):
            return
        chunk = "".join(tokens[self._seen:])
        self._seen = len(tokens)
        self.chars += len(chunk)
        breaks = _BREAK.findall(chunk)
        if breaks:
            self.line += len(breaks)
            self.column = len(chunk) - (max(chunk.rfind("\n"), chunk.rfind("\r")) + 1)
        else:
            self.column += len(chunk)

    def before_codegen(self, node) -> None:
        if type(node) in self.lengths:
            self._sync()
            self._open.append((len(self.tokens), self.chars, self.line))
            self.pre[id(node)] = (self.line, self.column + 1)
        elif id(node) in self.ids:
            self._sync()
            self.pre[id(node)] = (self.line, self.column + 1)

    def start(self, node_id: int):
        return self.starts.get(node_id) or self.pre.get(node_id)

    def after_codegen(self, node) -> None:
        cls = type(node)
        lengths = self.lengths.get(cls)
        if lengths is None:
            return
        index, chars, line = self._open.pop()
        self._sync()
        size = self.chars - chars
        if size < min(lengths):
            return
        if self.line != line:
            # an expression over several lines carries the block's indentation here: print it
            # alone, as the wanted text was; statements are only ever matched by identity
            if not isinstance(node, cst.BaseExpression):
                return
            text = _code(node)
        elif size in lengths:
            text = "".join(self.tokens[index:])
        else:
            return
        key = (cls, text)
        if key not in self.first:
            self.first[key] = self.start(id(node))

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        # called right before the node's tokens are added (the ``with`` body adds them)
        if id(node) in self.ids or type(node) in self.lengths:
            # a SimpleStatementLine's start_node (its first statement) starts right here too
            if id(node) not in self.starts:
                self._sync()
                self.starts[id(node)] = (self.line, self.column + 1)
        return _NO_POSITION


def _code(node) -> str:
    try:
        return node_code(node)
    except Exception:  # pragma: no cover - a partial node cannot be printed
        return ""


def locate(module: cst.Module, nodes) -> dict:
    """``{id(node): (line, col)}`` (1-based) for each of ``nodes`` found in ``module``."""
    nodes = [n for n in nodes if n is not None]
    if not nodes:
        return {}
    from migrate.source.native.walk import nodes as walk_nodes, syntax_only  # (native imports this module)

    ids = {id(n) for n in nodes}
    if not any(syntax_only(n) for n in nodes):
        # usually every node is part of ``module``: one pass finds them all by identity, with
        # no walk to tell them from rebuilt copies (a syntax-only node is never walked: the
        # general case below matches it by text, as a copy)
        state = _Locator(module, ids, {})
        state.wanted = ids  # the fast printer hands these to libcst's codegen, which calls the hooks
        print_into(module, state)
        if all(id(n) in state.pre for n in nodes):
            return {id(n): state.start(id(n)) for n in nodes}
    present = ids & {id(n) for n in walk_nodes(module, keep=False)}  # found by identity: no text needed
    texts = {id(n): _code(n) for n in nodes if id(n) not in present}
    lengths: dict = {}
    for n in nodes:
        if texts.get(id(n)):
            lengths.setdefault(type(n), set()).add(len(texts[id(n)]))
    state = _Locator(module, ids, lengths)
    module._codegen(state)
    out = {}
    for n in nodes:
        # the node itself; else (a rebuilt copy) the first node with the same class and text
        where = state.start(id(n)) if id(n) in state.pre else state.first.get((type(n), texts.get(id(n))))
        if where is not None:
            out[id(n)] = where
    return out
