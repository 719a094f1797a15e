"""Compat mode: the minimal edit that runs a TF1 script on plain TF2 with TF1 semantics.

Transforms (what ``tf_upgrade_v2`` should have produced)::

    import tensorflow as tf                ->  import tensorflow.compat.v1 as tf
                                               tf.disable_v2_behavior()   (after the imports)
    import tensorflow as T1                ->  import tensorflow.compat.v1 as T1   (any alias)
    import tensorflow; tensorflow.Session  ->  import tensorflow; tensorflow.compat.v1.Session
    from tensorflow import X               ->  from tensorflow.compat.v1 import X
    import tensorflow.contrib.slim as slim ->  import tf_slim as slim
    from tensorflow.contrib import slim    ->  import tf_slim as slim
    from tensorflow.contrib.layers import fully_connected -> from tf_slim.layers import fully_connected
    tf.contrib.slim.conv2d(...)            ->  tf_slim.conv2d(...)   (+ import tf_slim)
    tf.contrib.rnn.LSTMCell                ->  tf.nn.rnn_cell.LSTMCell
    tf.compat.v1.Session  (tf now compat)  ->  tf.Session
    import tf_slim (module level)          ->  + a small function (``_tf_slim_names``) run after
                                               disable_v2_behavior(): tf-slim 1.1 reads names
                                               TensorFlow 2.21 moved (``compat_v1.removed_names``)
    tf.layers / tf.keras / slim used       ->  import os
                                               os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")
                                               (at the top, before any import can load TF)
    and a marker comment ``# tf1to2: compat`` at the top of every file it changed.

The contrib homes come from ``compat_v1.contrib_map`` (``CONTRIB_HOMES``, ``NO_HOME``; the
longest matching module prefix wins). Files that carry the marker are returned unchanged, so
compat mode is idempotent; every rewrite is also idempotent on its own output.

CAVEATS:
1. ``NO_HOME`` contrib modules (``tf.contrib.learn``...) and contrib modules missing from the
   map are left as they are, with a warning giving line:col and what to use instead.
2. Names are resolved per module, not per scope: a local variable named like a TensorFlow
   alias (``tf = 3`` inside a function) is treated as the alias.
3. ``tensorflow`` imported only inside functions/classes: no ``disable_v2_behavior()`` call is
   added (a warning says where to add it).
4. A script that calls ``enable_eager_execution()`` / ``enable_v2_behavior()`` keeps eager
   semantics: no ``disable_v2_behavior()`` is added (an info note says so).
5. A TF2 file (``tf.function``, ``GradientTape``) given to compat mode is still switched to
   TF1 semantics: compat mode is for TF1 code. ``import tensorflow.compat.v2`` files are left,
   and imports of TensorFlow internals (``from tensorflow.python...``) alone do not make a
   file TF1 code.
6. ``from tensorflow import contrib`` / ``from tensorflow import compat`` are left as is
   (warning for ``contrib``).

Never imports TensorFlow.
"""
from __future__ import annotations

import ast
import dataclasses

import libcst as cst

from compat_v1.contrib_map import CONTRIB_HOMES, FALLBACK_NAMES, NO_HOME
from compat_v1.removed_names import SHIM_CODE
from migrate.source.codegen import module_code
from migrate.source.diagnostics import Diagnostic
from migrate.source.positions import locate
from migrate.source.rules import mnist_data
from migrate.source.native.context import helper_statements
from migrate.source.transform import QuickTransformer

MARKER = "# tf1to2: compat"
LEGACY_KERAS_ENV = "TF_USE_LEGACY_KERAS"
RULE = "compat"
_V1 = "tensorflow.compat.v1"
# first attributes of ``tensorflow.X`` (plain ``import tensorflow``) that are not TF1 API names
_PLAIN_KEEP = frozenset({"compat", "python", "core", "tools", "contrib"})
# TF1 API modules that need legacy Keras (tf_keras) under TF >= 2.16
_KERAS_MODULES = frozenset({"layers", "keras"})


# --------------------------------------------------------------------------- small helpers
def _dotted(node: cst.BaseExpression | None) -> str | None:
    """'a.b.c' for a Name/Attribute chain, else None."""
    parts = []
    while isinstance(node, cst.Attribute):
        parts.append(node.attr.value)
        node = node.value
    if not isinstance(node, cst.Name):
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


def _chain(node: cst.Attribute) -> tuple[list[str], list[cst.BaseExpression]] | None:
    """Parts of a dotted chain and the node for each prefix (nodes[k] spells parts[:k+1])."""
    parts, nodes = [], []
    current: cst.BaseExpression = node
    while isinstance(current, cst.Attribute):
        parts.append(current.attr.value)
        nodes.append(current)
        current = current.value
    if not isinstance(current, cst.Name):
        return None
    parts.append(current.value)
    nodes.append(current)
    return parts[::-1], nodes[::-1]


def contrib_home(module: str) -> tuple[str, str | None, str | None]:
    """Look up a ``tensorflow.contrib...`` module: (matched key, home + rest, no-home reason).

    The longest key of ``CONTRIB_HOMES`` / ``NO_HOME`` that is ``module`` or a dotted prefix of
    it wins. Unknown modules give ``(tensorflow.contrib.<first>, None, None)``.
    """
    parts = module.split(".")
    for end in range(len(parts), 2, -1):
        key = ".".join(parts[:end])
        rest = "".join("." + p for p in parts[end:])
        if key in CONTRIB_HOMES:
            return key, CONTRIB_HOMES[key] + rest, None
        if key in NO_HOME:
            return key, None, NO_HOME[key]
    return ".".join(parts[:3]), None, None


# TF1 modules with no TF2 home at all (a test checks each against the installed TensorFlow):
# code using them is left as is, with a warning.
REMOVED = {
    "estimator": "tf.estimator was removed in TF 2.16: rewrite the model with Keras",
    "examples": "tensorflow.examples is not shipped with TF2 (tf1to2 replaces MNIST's input_data when it is "
                "imported at module level): load the data with tf.keras.datasets or numpy",
}

# Homes that attribute access cannot reach: ``tf_slim/__init__`` star-imports ``tf_slim.layers``,
# whose submodule ``layers.layers`` then shadows the package, so ``tf_slim.layers`` (and
# ``import tf_slim.layers as L``) is the wrong module. ``from tf_slim.layers import X`` is fine.
# The parent re-exports every public name; a test checks this against the installed tf_slim.
ATTRIBUTE_SPELLING = {"tf_slim.layers": "tf_slim", "tf_slim.training": "tf_slim"}


def _removed_reason(module: str) -> str | None:
    """Why ``tensorflow.<removed>...`` (or its compat.v1 spelling) cannot work on TF2, else None."""
    for prefix in (_V1 + ".", "tensorflow."):
        if module.startswith(prefix):
            return REMOVED.get(module[len(prefix):].split(".")[0])
    return None


def spell_home(home: str) -> str:
    """How to reach ``home`` by ``import ... as`` or attribute access."""
    return ATTRIBUTE_SPELLING.get(home, home)


def _is_tf(module: str | None) -> bool:
    return module is not None and (module == "tensorflow" or module.startswith("tensorflow."))


def _is_v2_only(module: str) -> bool:
    return module == "tensorflow.compat.v2" or module.startswith("tensorflow.compat.v2.")


def _needs_legacy_keras_module(module: str) -> bool:
    """True for imports of TF modules that need tf_keras (keras, layers, slim homes)."""
    for prefix in ("tensorflow.", _V1 + "."):
        if module.startswith(prefix):
            first = module[len(prefix):].split(".")[0]
            if first in _KERAS_MODULES:
                return True
    return module.startswith("tf_slim") or "rnn_cell" in module


def _expr(dotted: str) -> cst.BaseExpression:
    """A fresh Name/Attribute chain for ``a.b.c`` (cheaper than parsing it)."""
    parts = dotted.split(".")
    node: cst.BaseExpression = cst.Name(parts[0])
    for part in parts[1:]:
        node = cst.Attribute(value=node, attr=cst.Name(part))
    return node


def _small(code: str) -> cst.BaseSmallStatement:
    return cst.parse_statement(code).body[0]


def has_marker(module: cst.Module) -> bool:
    """True if the file carries the ``# tf1to2: compat`` marker in its leading comments."""
    lines = list(module.header)
    if module.body:
        lines += list(getattr(module.body[0], "leading_lines", ()))
    return any(line.comment is not None and line.comment.value.strip() == MARKER for line in lines)


# --------------------------------------------------------------------------- analysis
@dataclasses.dataclass
class _Facts:
    aliases: dict = dataclasses.field(default_factory=dict)  # name -> "v1" | "compat" | "plain"
    top_aliases: list = dataclasses.field(default_factory=list)  # (name, kind) at module level
    tf1_imported: bool = False  # any tensorflow import other than compat.v2
    top_level_tf_import: bool = False
    plain_tensorflow_import: bool = False  # `import tensorflow` / `import tensorflow.X` (non-contrib)
    has_disable: bool = False
    enables_eager: bool = False
    env_mentioned: bool = False
    keras_used: bool = False  # tf.layers / tf.keras / tf.nn.rnn_cell seen (ast analysis only)
    home_aliases: dict = dataclasses.field(default_factory=dict)  # spelled home -> module-level alias
    contrib_aliases: dict = dataclasses.field(default_factory=dict)  # alias of a contrib module with FALLBACK_NAMES -> its key


class _ImportFacts:
    """What imports tell compat mode (shared by the libcst and the ast analysis)."""

    facts: "_Facts"
    _depth: int

    def _alias(self, name: str, kind: str) -> None:
        self.facts.aliases.setdefault(name, kind)
        if self._depth == 0:
            self.facts.top_aliases.append((name, kind))

    def _tf_import_seen(self, module: str) -> None:
        if _is_v2_only(module) or module == "tensorflow.python" or module.startswith("tensorflow.python."):
            return  # TF2 code, or TensorFlow internals (era-neutral: TF2 libraries import them)
        self.facts.tf1_imported = True
        if self._depth == 0:
            self.facts.top_level_tf_import = True

    # set by the ast analysis while it is still in the file's leading import block; a chain
    # may only reuse an alias bound there (bound before any code that could use it)
    in_import_block = False

    def _home_alias(self, home: str | None, bound: str) -> None:
        if home is not None and self._depth == 0 and self.in_import_block:
            self.facts.home_aliases.setdefault(spell_home(home), bound)

    def _on_import(self, module: str | None, asname: str | None) -> None:
        if module is None:
            return
        if not _is_tf(module):
            if asname is not None and module.startswith("tf_slim"):
                self._home_alias(module, asname)  # already migrated: `import tf_slim as slim`
            return
        self._tf_import_seen(module)
        if asname is None:
            self._alias("tensorflow", "plain")
            if not module.startswith("tensorflow.contrib"):
                self.facts.plain_tensorflow_import = True
        elif module == "tensorflow":
            self._alias(asname, "v1")
        elif module == _V1:
            self._alias(asname, "compat")
        elif module.startswith("tensorflow.contrib."):
            self._home_alias(contrib_home(module)[1], asname)
            if module in FALLBACK_NAMES:
                self.facts.contrib_aliases[asname] = module

    def _on_import_from(self, module: str | None, names: list) -> None:
        if not _is_tf(module):
            return
        self._tf_import_seen(module)
        for name, asname in names:
            if module == "tensorflow.compat" and name == "v1":
                self._alias(asname or "v1", "compat")
            elif module == "tensorflow.contrib":
                self._home_alias(contrib_home(f"tensorflow.contrib.{name}")[1], asname or name)
                if f"tensorflow.contrib.{name}" in FALLBACK_NAMES:
                    self.facts.contrib_aliases[asname or name] = f"tensorflow.contrib.{name}"


class _Analysis(_ImportFacts, cst.CSTVisitor):
    """Collects the TensorFlow aliases and the calls that decide what compat mode adds."""

    def __init__(self):
        self.facts = _Facts()
        self._depth = 0  # function/class nesting

    def visit_FunctionDef(self, node):
        self._depth += 1

    def leave_FunctionDef(self, original_node):
        self._depth -= 1

    def visit_ClassDef(self, node):
        self._depth += 1

    def leave_ClassDef(self, original_node):
        self._depth -= 1

    def visit_Import(self, node: cst.Import) -> bool:
        for alias in node.names:
            self._on_import(_dotted(alias.name), alias.asname.name.value if alias.asname is not None else None)
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        if not node.relative:
            names = [] if isinstance(node.names, cst.ImportStar) else [
                (_dotted(a.name), a.asname.name.value if a.asname is not None else None) for a in node.names]
            self._on_import_from(_dotted(node.module), names)
        return False

    def visit_Call(self, node: cst.Call) -> None:
        name = _dotted(node.func)
        if name is None:
            return
        last = name.rsplit(".", 1)[-1]
        if last == "disable_v2_behavior":
            self.facts.has_disable = True
        elif last in ("enable_eager_execution", "enable_v2_behavior"):
            self.facts.enables_eager = True

    def visit_SimpleString(self, node: cst.SimpleString) -> None:
        if LEGACY_KERAS_ENV in node.value:
            self.facts.env_mentioned = True


class _AstAnalysis(_ImportFacts, ast.NodeVisitor):
    """The same facts as ``_Analysis`` from Python's ``ast`` (about 10x faster than a libcst pass)."""

    def __init__(self):
        self.facts = _Facts()
        self._depth = 0

    def _scoped(self, node):
        self._depth += 1
        self.generic_visit(node)
        self._depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scoped

    def visit_Import(self, node):
        for alias in node.names:
            self._on_import(alias.name, alias.asname)

    def visit_ImportFrom(self, node):
        if not node.level:
            self._on_import_from(node.module, [(a.name, a.asname) for a in node.names if a.name != "*"])

    def visit_Call(self, node):
        func = node.func
        last = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if last == "disable_v2_behavior":
            self.facts.has_disable = True
        elif last in ("enable_eager_execution", "enable_v2_behavior"):
            self.facts.enables_eager = True
        self.generic_visit(node)

    def visit_Constant(self, node):
        if isinstance(node.value, str) and LEGACY_KERAS_ENV in node.value:
            self.facts.env_mentioned = True


# first attributes after a TF alias that compat mode rewrites (plain `tensorflow.X`: all)
_REWRITE_FIRSTS = frozenset({"compat", "contrib", *REMOVED})


# words one of which is in every chain ``_chain_hit`` looks at (prefilter for ``_ast_plan``)
_CHAIN_WORDS = (*_REWRITE_FIRSTS, *_KERAS_MODULES, "rnn_cell")


def _chain_hit(node: ast.Attribute, aliases: dict, facts: _Facts) -> bool:
    """Does this attribute need a rewrite? (Notes legacy-Keras use on the way.)"""
    value = node.value
    if isinstance(value, ast.Name):
        kind = aliases.get(value.id)
        if kind is None:
            key = facts.contrib_aliases.get(value.id)  # ``rnn.static_rnn`` of a contrib alias
            return key is not None and node.attr in FALLBACK_NAMES[key]
        if node.attr in _KERAS_MODULES:
            facts.keras_used = True
        return kind == "plain" or node.attr in _REWRITE_FIRSTS
    if (node.attr == "rnn_cell" and isinstance(value, ast.Attribute) and value.attr == "nn"
            and isinstance(value.value, ast.Name) and value.value.id in aliases):
        facts.keras_used = True
    return False


def _ast_plan(text: str) -> tuple[_Facts, ast.Module, set[int]] | None:
    """Facts, the ast, and the ids of ast statements that contain something to rewrite.

    ``None`` if the running Python cannot parse ``text`` (newer syntax): the caller then uses
    the libcst analysis and visits everything.
    """
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    # Cheap prefilter on each top-level statement's text: a statement can only matter if the
    # words involved appear in it (conservative: a word inside a string or comment only costs
    # a closer look). Most statements of a long script are then never walked in Python.
    lines = text.splitlines()
    segments = []
    for stmt in tree.body:
        first = min([stmt.lineno] + [d.lineno for d in getattr(stmt, "decorator_list", ())])
        segments.append("\n".join(lines[first - 1:stmt.end_lineno]))
    analysis = _AstAnalysis()
    analysis.in_import_block = True
    for stmt, segment in zip(tree.body, segments):
        if analysis.in_import_block and not _leading_block_statement(stmt):
            analysis.in_import_block = False
        if any(word in segment for word in _ANALYSIS_WORDS):
            analysis.visit(stmt)
    facts = analysis.facts
    hits: set[int] = set()
    names = [name for name in facts.aliases]
    words = _CHAIN_WORDS + tuple(n for key in set(facts.contrib_aliases.values()) for n in FALLBACK_NAMES[key])
    names += list(facts.contrib_aliases)
    for stmt, segment in zip(tree.body, segments):
        if "import" in segment or (any(n in segment for n in names) and any(w in segment for w in words)) \
                or ("tensorflow" in segment and "plain" in facts.aliases.values()):
            _mark_hits(stmt, facts.aliases, facts, hits, [])
    return facts, tree, hits


def _leading_block_statement(stmt: ast.stmt) -> bool:
    """Imports, the docstring, and ``try:`` blocks made of imports only."""
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return True
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
        return True
    if isinstance(stmt, ast.Try):
        return all(isinstance(s, (ast.Import, ast.ImportFrom)) for s in stmt.body)
    return False


_ANALYSIS_WORDS = ("import", "disable_v2_behavior", "enable_eager_execution", "enable_v2_behavior", LEGACY_KERAS_ENV)


def _mark_hits(node: ast.AST, aliases: dict, facts: _Facts, hits: set[int], stack: list) -> None:
    """Add to ``hits`` every statement (and its enclosing statements) holding a rewrite site."""
    is_stmt = isinstance(node, ast.stmt)
    if is_stmt:
        stack.append(node)
    if isinstance(node, (ast.Import, ast.ImportFrom)) or (
            isinstance(node, ast.Attribute) and _chain_hit(node, aliases, facts)):
        hits.update(id(s) for s in stack)
    for child in ast.iter_child_nodes(node):
        _mark_hits(child, aliases, facts, hits, stack)
    if is_stmt:
        stack.pop()


class _Mismatch(Exception):
    pass


def _block(body) -> list | None:
    """Statements of an indented block (None for a one-line suite: visited whole)."""
    return list(body.body) if isinstance(body, cst.IndentedBlock) else None


def _sub_blocks(stmt: cst.CSTNode, node: ast.stmt):
    """Pairs (libcst statements, ast statements) of a compound statement's bodies."""
    if isinstance(stmt, (cst.FunctionDef, cst.ClassDef, cst.With)):
        yield _block(stmt.body), node.body
    elif isinstance(stmt, (cst.For, cst.While, cst.If)):
        yield _block(stmt.body), node.body
        if isinstance(stmt.orelse, cst.If):
            yield [stmt.orelse], node.orelse
        elif isinstance(stmt.orelse, cst.Else):
            yield _block(stmt.orelse.body), node.orelse
    elif isinstance(stmt, (cst.Try, getattr(cst, "TryStar", cst.Try))):
        yield _block(stmt.body), node.body
        if len(stmt.handlers) != len(node.handlers):
            raise _Mismatch
        for handler, ast_handler in zip(stmt.handlers, node.handlers):
            yield _block(handler.body), ast_handler.body
        if stmt.orelse is not None:
            yield _block(stmt.orelse.body), node.orelse
        if stmt.finalbody is not None:
            yield _block(stmt.finalbody.body), node.finalbody
    elif isinstance(stmt, cst.Match):
        if len(stmt.cases) != len(node.cases):
            raise _Mismatch
        for case, ast_case in zip(stmt.cases, node.cases):
            yield _block(case.body), ast_case.body


def _pair(stmts, ast_stmts, hits: set[int], skip: set[int]) -> None:
    """Walk libcst and ast statement lists side by side; statements without hits are skipped."""
    index = 0
    for stmt in stmts:
        if isinstance(stmt, cst.SimpleStatementLine):
            group = ast_stmts[index:index + len(stmt.body)]
            index += len(stmt.body)
            if len(group) != len(stmt.body):
                raise _Mismatch
            if not any(id(a) in hits for a in group):
                skip.add(id(stmt))
            continue
        if index >= len(ast_stmts):
            raise _Mismatch
        node = ast_stmts[index]
        index += 1
        if id(node) not in hits:
            skip.add(id(stmt))
            continue
        for block, ast_block in _sub_blocks(stmt, node):
            if block is not None:
                _pair(block, ast_block, hits, skip)
    if index != len(ast_stmts):
        raise _Mismatch


def _skip_set(module: cst.Module, tree: ast.Module, hits: set[int]) -> set[int] | None:
    """Ids of libcst statements with nothing to rewrite, or None if the trees do not line up."""
    skip: set[int] = set()
    try:
        _pair(module.body, tree.body, hits, skip)
    except (_Mismatch, AttributeError, TypeError):
        return None
    return skip


# --------------------------------------------------------------------------- rewrite
class _Rewrite(QuickTransformer):
    """Rewrites imports and attribute chains; records what must be inserted at module level."""

    def __init__(self, facts: _Facts, skip: set[int] | None = None):
        super().__init__()
        self.facts = facts
        self._skip = skip or set()  # ids of statements with nothing to rewrite (not visited)
        self.changed = False
        self.legacy_keras = False
        self.new_imports: list[str] = []  # statements to add after the anchor import
        self.sites: list[tuple[cst.CSTNode, str, str]] = []  # (original node, severity, reason)
        self._replace: dict[int, cst.BaseExpression] = {}
        self._inner: set[int] = set()
        self._tensorflow_rebound = False
        # top-level bookkeeping: which new top-level statements hold a TF import
        self._top_ids: set[int] = set()
        self._current_top_has_tf = False
        self.tf_top_nodes: set[int] = set()
        self._depth = 0  # function/class nesting: only module-level imports anchor insertions
        self.plain_imported: set[str] = set()  # `import X` (no alias) present after the rewrite

    # ---- bookkeeping of top-level statements
    def visit_Module(self, node: cst.Module) -> bool:
        self._top_ids = {id(stmt) for stmt in node.body}
        return True

    def on_visit(self, node: cst.CSTNode) -> bool:
        if id(node) in self._top_ids:
            self._current_top_has_tf = False
        if id(node) in self._skip:
            return False
        return super().on_visit(node)

    def on_leave(self, original_node, updated_node):
        if id(original_node) in self._skip:  # not visited: no leave_* bookkeeping either
            return updated_node
        result = super().on_leave(original_node, updated_node)
        if id(original_node) in self._top_ids and self._current_top_has_tf:
            members = result.nodes if isinstance(result, cst.FlattenSentinel) else [result]
            self.tf_top_nodes.update(id(m) for m in members)
        return result

    def visit_FunctionDef(self, node) -> bool:
        self._depth += 1
        return True

    def leave_FunctionDef(self, original_node, updated_node):
        self._depth -= 1
        return updated_node

    def visit_ClassDef(self, node) -> bool:
        self._depth += 1
        return True

    def leave_ClassDef(self, original_node, updated_node):
        self._depth -= 1
        return updated_node

    def _saw_tf_import(self) -> None:
        if self._depth == 0:
            self._current_top_has_tf = True

    # ---- helpers
    def _need_import(self, statement: str) -> None:
        if statement not in self.new_imports:
            self.new_imports.append(statement)

    def _warn(self, node: cst.CSTNode, reason: str, severity: str = "warning") -> None:
        self.sites.append((node, severity, reason))

    def _home_expression(self, root: str, kind: str, home: str) -> str:
        """Spell a contrib home in an expression, adding the import it needs."""
        if home.startswith(_V1 + "."):
            if kind in ("v1", "compat"):
                return root + home[len(_V1):]
            return home  # plain `tensorflow` is bound
        home = spell_home(home)
        alias = self.facts.home_aliases.get(home)
        if alias is not None:  # `import tensorflow.contrib.slim as slim`: tf.contrib.slim.x -> slim.x
            return alias
        self._need_import(f"import {home}")
        return home

    # ---- attribute chains
    def visit_Attribute(self, node: cst.Attribute) -> bool:
        if id(node) in self._inner:
            return True
        found = _chain(node)
        if found is None:
            return True
        parts, nodes = found
        self._inner.update(id(n) for n in nodes)
        kind = self.facts.aliases.get(parts[0])
        if kind is None:
            key = self.facts.contrib_aliases.get(parts[0])
            if key is not None and len(parts) > 1 and parts[1] in FALLBACK_NAMES[key]:
                self._replace[id(nodes[1])] = _expr(self._fallback_spelling(FALLBACK_NAMES[key][parts[1]], parts[1]))
            return True
        root, start = parts[0], 1
        if parts[1:3] == ["compat", "v1"]:
            if kind == "v1" and len(parts) > 3:
                self._replace[id(nodes[2])] = cst.Name(root)
            start = 3
        elif kind == "plain" and parts[1] not in _PLAIN_KEEP and not parts[1].startswith("_"):
            self._replace[id(nodes[1])] = _expr(f"{root}.compat.v1.{parts[1]}")
        rest = parts[start:]
        if rest[:1] == ["keras"] or rest[:1] == ["layers"] or rest[:2] == ["nn", "rnn_cell"]:
            self.legacy_keras = True
        if rest and rest[0] in REMOVED:
            self._warn(nodes[start], f"{'.'.join(parts[:start + 1])}: {REMOVED[rest[0]]}; left as is")
        if rest[:1] == ["contrib"] and len(rest) >= 2:
            self._contrib_chain(root, kind, rest, nodes, start)
        return True

    def _fallback_spelling(self, module: str, name: str) -> str:
        """``module.name`` spelled through the file's TF1 alias (``tf.nn.static_rnn``) if it
        has one, else in full (with ``import tensorflow``)."""
        if module == _V1 or module.startswith(_V1 + "."):
            alias = next((n for n, k in self.facts.top_aliases if k in ("v1", "compat")), None)
            if alias is not None:
                return f"{alias}{module[len(_V1):]}.{name}"
        self._need_import("import tensorflow")
        return f"{module}.{name}"

    def _contrib_chain(self, root, kind, rest, nodes, start) -> None:
        key, home, reason = contrib_home("tensorflow." + ".".join(rest))
        depth = len(key.split(".")) - 1  # parts of `rest` that spell `key` ("contrib", "slim")
        name = rest[depth] if len(rest) > depth else None
        if key in FALLBACK_NAMES and name in FALLBACK_NAMES[key]:  # tf.contrib.rnn.static_rnn -> tf.nn.static_rnn
            module = FALLBACK_NAMES[key][name]
            self._replace[id(nodes[start + depth])] = _expr(
                root + module[len(_V1):] + "." + name if kind in ("v1", "compat") else self._fallback_spelling(module, name))
            return
        target = nodes[start - 1 + depth]
        spelled = ".".join([root] + rest[:depth])
        if home is None:
            if reason is not None:
                self._warn(target, f"{spelled} has no TF2 home: {reason}; left as is")
            else:
                self._warn(target, f"{spelled} has no known TF2 home; left as is (it fails on TF2)")
            return
        home_at_key = CONTRIB_HOMES[key]
        if _needs_legacy_keras_module(home_at_key):
            self.legacy_keras = True
        self._replace[id(target)] = _expr(self._home_expression(root, kind, home_at_key))

    def leave_Attribute(self, original_node, updated_node):
        new = self._replace.get(id(original_node))
        if new is None:
            return updated_node
        self.changed = True
        return new

    # ---- imports
    def visit_Import(self, node) -> bool:
        return False

    def visit_ImportFrom(self, node) -> bool:
        return False

    def leave_Import(self, original_node: cst.Import, updated_node: cst.Import):
        names, extra, touched = [], [], False
        for alias in original_node.names:
            module = _dotted(alias.name)
            asname = alias.asname.name.value if alias.asname is not None else None
            if not _is_tf(module):
                names.append(alias)
                continue
            self._saw_tf_import()
            if _needs_legacy_keras_module(module):
                self.legacy_keras = True
            removed = _removed_reason(module)
            if removed is not None and self._depth == 0 and mnist_data.bindings(original_node) is not None:
                names.append(alias)  # replaced by the loader itself (``to_compat``)
            elif removed is not None:
                self._warn(alias, f"{module}: {removed}; left as is")
                names.append(alias)
            elif module == "tensorflow" and asname is not None:
                names.append(alias.with_changes(name=_expr(_V1)))
                touched = True
            elif module == "tensorflow.contrib":
                names.append(alias.with_changes(name=cst.Name("tensorflow")))
                touched = True
            elif (module == "tensorflow.keras" or module.startswith("tensorflow.keras.")) and asname is not None:
                names.append(alias.with_changes(name=_expr(_V1 + module[len("tensorflow"):])))  # (the v1 API, as above)
                touched = True
            elif module.startswith("tensorflow.contrib."):
                key, home, reason = contrib_home(module)
                if home is None:
                    self._warn(alias, self._no_home_reason(module, key, reason))
                    names.append(alias)
                    continue
                touched = True
                if _needs_legacy_keras_module(home):
                    self.legacy_keras = True
                names.append(alias.with_changes(name=_expr(spell_home(home))))
                if asname is None and not self.facts.plain_tensorflow_import and not self._tensorflow_rebound:
                    extra.append(cst.ImportAlias(name=cst.Name("tensorflow")))
                    self._tensorflow_rebound = True
            else:
                names.append(alias)
        if not touched:
            self._record_plain(names)
            return updated_node
        self.changed = True
        names += extra
        self._record_plain(names)
        names = [n.with_changes(comma=cst.MaybeSentinel.DEFAULT) for n in names]
        return updated_node.with_changes(names=names)

    def _record_plain(self, names) -> None:
        for alias in names:
            if alias.asname is None:
                self.plain_imported.add(_dotted(alias.name))

    @staticmethod
    def _no_home_reason(module, key, reason) -> str:
        if reason is not None:
            return f"{module} has no TF2 home: {reason}; left as is"
        return f"{module}: {key} has no known TF2 home; left as is (it fails on TF2)"

    def leave_ImportFrom(self, original_node: cst.ImportFrom, updated_node: cst.ImportFrom):
        if original_node.relative:
            return updated_node
        module = _dotted(original_node.module)
        if not _is_tf(module):
            return updated_node
        self._saw_tf_import()
        star = isinstance(original_node.names, cst.ImportStar)
        names = [] if star else [_dotted(a.name) for a in original_node.names]
        if _needs_legacy_keras_module(module) or (module == "tensorflow" and any(n in _KERAS_MODULES for n in names)):
            self.legacy_keras = True
        removed = _removed_reason(module) or next(
            (_removed_reason(f"tensorflow.{n}") for n in names if module == "tensorflow" and n in REMOVED), None)
        if removed is not None and self._depth == 0 and mnist_data.bindings(original_node) is not None:
            return updated_node  # replaced by the loader itself (``to_compat``)
        if removed is not None:
            self._warn(original_node, f"{module}: {removed}; left as is")
            return updated_node
        if module == "tensorflow":
            if "contrib" in names:
                self._warn(original_node, "from tensorflow import contrib: tf.contrib was removed; import the "
                           "module you use from its TF2 home (e.g. `import tf_slim as slim`); left as is")
                return updated_node
            if "compat" in names:
                return updated_node
            self.changed = True
            return updated_node.with_changes(module=_expr(_V1))
        if module == "tensorflow.contrib":
            return self._from_contrib(original_node, updated_node, star)
        if module == "tensorflow.keras" or module.startswith("tensorflow.keras."):
            # TF1's tf.keras is the v1 API (``backend.set_session``, v1 layers), as ``tf1to2 run``
            # maps it; TF2's ``tensorflow.keras`` is the v2 one
            self.changed = True
            return updated_node.with_changes(module=_expr(_V1 + module[len("tensorflow"):]))
        if module.startswith("tensorflow.contrib."):
            key, home, reason = contrib_home(module)
            if home is None:
                self._warn(original_node, self._no_home_reason(module, key, reason))
                return updated_node
            if _needs_legacy_keras_module(home):
                self.legacy_keras = True
            self.changed = True
            moved = FALLBACK_NAMES.get(module, {}) if not star else {}
            elsewhere = [a for a in original_node.names if _dotted(a.name) in moved] if moved else []
            if not elsewhere:
                return updated_node.with_changes(module=_expr(home))
            # ``from tensorflow.contrib.rnn import static_rnn``: that name is not in the home
            statements = [cst.ImportFrom(module=_expr(moved[_dotted(a.name)]), names=[a.with_changes(comma=cst.MaybeSentinel.DEFAULT)])
                          for a in elsewhere]
            kept = [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in original_node.names if a not in elsewhere]
            if kept:
                statements.insert(0, updated_node.with_changes(module=_expr(home), names=kept))
            return cst.FlattenSentinel(statements)
        return updated_node

    def _from_contrib(self, original_node, updated_node, star):
        """``from tensorflow.contrib import slim as s, learn`` -> ``import tf_slim as s`` + kept rest."""
        if star:
            self._warn(original_node, "from tensorflow.contrib import *: tf.contrib was removed; left as is")
            return updated_node
        statements, kept = [], []
        for alias in original_node.names:
            name = _dotted(alias.name)
            bound = alias.asname.name.value if alias.asname is not None else name
            key, home, reason = contrib_home(f"tensorflow.contrib.{name}")
            if home is None:
                self._warn(alias, self._no_home_reason(f"tensorflow.contrib.{name}", key, reason))
                kept.append(alias.with_changes(comma=cst.MaybeSentinel.DEFAULT))
                continue
            if _needs_legacy_keras_module(home):
                self.legacy_keras = True
            home = spell_home(home)
            if bound == home:
                self.plain_imported.add(home)
            statements.append(_small(f"import {home}" if bound == home else f"import {home} as {bound}"))
        if not statements:
            return updated_node
        self.changed = True
        if kept:
            statements.append(updated_node.with_changes(names=kept))
        return cst.FlattenSentinel(statements)

    def leave_SimpleStatementLine(self, original_node, updated_node):
        """An import that became several statements goes on several lines."""
        if len(original_node.body) != 1 or len(updated_node.body) < 2:
            return updated_node
        body = [s.with_changes(semicolon=cst.MaybeSentinel.DEFAULT) for s in updated_node.body]
        first = updated_node.with_changes(body=[body[0]])
        return cst.FlattenSentinel([first] + [cst.SimpleStatementLine(body=[s]) for s in body[1:]])


# --------------------------------------------------------------------------- insertion
def _is_docstring(stmt: cst.CSTNode) -> bool:
    return (
        isinstance(stmt, cst.SimpleStatementLine)
        and len(stmt.body) == 1
        and isinstance(stmt.body[0], cst.Expr)
        and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def _is_future_import(stmt: cst.CSTNode) -> bool:
    return (
        isinstance(stmt, cst.SimpleStatementLine)
        and all(isinstance(s, cst.ImportFrom) and _dotted(s.module) == "__future__" for s in stmt.body)
    )


def _is_import_line(stmt: cst.CSTNode) -> bool:
    return isinstance(stmt, cst.SimpleStatementLine) and all(
        isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body
    )


def _head_index(body) -> int:
    """Index after the docstring and ``from __future__`` imports."""
    index = 1 if body and _is_docstring(body[0]) else 0
    while index < len(body) and _is_future_import(body[index]):
        index += 1
    return index


def _add_marker(module: cst.Module) -> cst.Module:
    marker = cst.EmptyLine(comment=cst.Comment(MARKER))
    header = list(module.header)
    last_comment = max((i for i, line in enumerate(header) if line.comment is not None), default=-1)
    header.insert(last_comment + 1, marker)
    return module.with_changes(header=header)


def _imports_tf_slim(body) -> bool:
    for stmt in body:
        if _is_import_line(stmt):
            for small in stmt.body:
                names = [_dotted(a.name) for a in small.names] if isinstance(small, cst.Import) else [_dotted(small.module)]
                if any(n == "tf_slim" or (n or "").startswith("tf_slim.") for n in names):
                    return True
    return False


def _slim_shim(body, disable) -> list:
    """``removed_names.SHIM_CODE`` (tf-slim 1.1 reads names TensorFlow 2.21 moved) when the file
    imports ``tf_slim`` at module level and runs in TF1 mode, unless it is there already."""
    if not disable or not _imports_tf_slim(body):
        return []
    return helper_statements(SHIM_CODE)


def _disable_target(facts: _Facts) -> tuple[str, list[str]]:
    """Expression to call ``disable_v2_behavior`` on, and imports it needs."""
    for name, kind in facts.top_aliases:
        if kind in ("v1", "compat"):
            return name, []
    if any(kind == "plain" for _, kind in facts.top_aliases):
        return _V1, []  # `import tensorflow` binds the name
    return _V1, [f"import {_V1}"]


# --------------------------------------------------------------------------- entry point
def to_compat(module: cst.Module, path: str = "<string>", text: str | None = None
              ) -> tuple[cst.Module, list[Diagnostic]]:
    """Compat-mode conversion of one module: (new module, diagnostics).

    ``text`` (optional) is ``module.code`` if the caller has it, to save a codegen pass. The
    module is returned unchanged (same object) when it carries the marker, imports no
    TensorFlow 1 API, or needs nothing. Diagnostics: "warning" for constructs left as they are
    (they fail on TF2), "info" for notes.
    """
    if has_marker(module):
        return module, []
    planned = _ast_plan(module_code(module) if text is None else text)
    skip = _skip_set(module, planned[1], planned[2]) if planned is not None else None
    if planned is not None and skip is not None:
        facts = planned[0]
    else:  # syntax newer than the running Python: analyse with libcst, visit everything
        analysis = _Analysis()
        module.visit(analysis)
        facts, skip = analysis.facts, set()
    if not facts.tf1_imported:
        return module, []

    rewrite = _Rewrite(facts, skip)
    new = module.visit(rewrite)
    notes: list[tuple[cst.CSTNode | None, str, str]] = list(rewrite.sites)
    body = list(new.body)

    anchor = next((i for i, stmt in enumerate(body) if id(stmt) in rewrite.tf_top_nodes), None)
    head = _head_index(body)

    # disable_v2_behavior() after the run of imports that follows the first TF import
    disable: list[cst.BaseStatement] = []
    if facts.enables_eager:
        notes.append((None, "info", "the script enables eager execution: no disable_v2_behavior() added"))
    elif not facts.has_disable:
        if anchor is None or not facts.top_level_tf_import:
            notes.append((None, "warning", "tensorflow is imported only inside functions or classes: call "
                          "tf.compat.v1.disable_v2_behavior() before building graphs"))
        else:
            target, imports = _disable_target(facts)
            disable = [cst.parse_statement(s) for s in imports]
            disable.append(cst.parse_statement(f"{target}.disable_v2_behavior()"))

    new_imports = [cst.parse_statement(s) for s in rewrite.new_imports
                   if s[len("import "):] not in rewrite.plain_imported]
    env: list[cst.BaseStatement] = []
    if (rewrite.legacy_keras or facts.keras_used) and not facts.env_mentioned:
        env = [cst.parse_statement("import os"),
               cst.parse_statement(f'os.environ.setdefault("{LEGACY_KERAS_ENV}", "1")')]

    if not (rewrite.changed or disable or new_imports or env or mnist_data.imported(body)):
        return module, _diagnostics(module, path, notes)

    shim = _slim_shim(body + new_imports, disable)
    if anchor is not None:
        after = anchor + 1
        end = after
        while end < len(body) and _is_import_line(body[end]):
            end += 1
        body[end:end] = disable + shim
        body[after:after] = new_imports
    else:
        body[head:head] = new_imports + disable + shim
    body[head:head] = env
    new, _ = mnist_data.replace_imports(new.with_changes(body=body), native=False)
    new = _add_marker(new)
    return new, _diagnostics(module, path, notes)


def _diagnostics(module: cst.Module, path: str, notes) -> list[Diagnostic]:
    """Positions are computed only when there is something to report (they cost a codegen pass)."""
    if not notes:
        return []
    where = locate(module, [node for node, _, _ in notes])
    out = []
    for node, severity, reason in notes:
        line, col = where.get(id(node), (1, 1)) if node is not None else (1, 1)
        out.append(Diagnostic(path, line, col, RULE, reason, severity))
    return out
