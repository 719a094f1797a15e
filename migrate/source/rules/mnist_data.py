"""Rule ``mnist_data``: TF1's MNIST tutorial loader (not in TF2) -> the same loader, in the file.

Transforms (module-level imports, both modes)::

    from tensorflow.examples.tutorials.mnist import input_data   ->  class _TF1MnistInputData: ...
                                                                     input_data = _TF1MnistInputData
    import tensorflow.examples.tutorials.mnist.input_data as d   ->  ... d = _TF1MnistInputData
    from tensorflow.examples.tutorials.mnist.input_data import read_data_sets
                                                                 ->  ... read_data_sets = _TF1MnistInputData.read_data_sets

``_TF1MnistInputData`` is the source of ``compat_v1/mnist_input_data.py`` (what ``tf1to2 run``
uses for the same import), copied into the file once, where the first such import was: the
same files (``train-images-idx3-ubyte.gz``... in the directory given, downloaded from TF1's
mirror when missing), the same validation split, float32 scaling, one-hot rows and
``next_batch`` shuffles. TF1 re-seeded numpy's global random state in each ``DataSet`` with the
op seed, else the graph seed (``tf.set_random_seed``), else none:

* compat mode: the file also gets ``_tf1_numpy_seed`` (``tf.compat.v1.get_seed``), TF1's rule;
* native mode: a ``read_data_sets(...)`` call without ``seed=`` gets ``seed=<g>`` when the same
  statement list sets the graph seed ``g`` before it (TF2's graph seed cannot be read back).

CAVEATS:
1. Only module-level imports are replaced; an import inside a function keeps its warning.
2. Native mode: when the file sets a graph seed somewhere the converter cannot order against a
   ``read_data_sets`` call (another function, a loop), the call is left without ``seed=`` and a
   warning says so: its shuffles are then unseeded, TF1's were seeded.
3. ``tf.contrib.learn.datasets.mnist`` and the other tutorial modules are not covered.
Never imports TensorFlow.
"""
from __future__ import annotations

import functools
import importlib.util

import libcst as cst

from migrate.source.native.aliases import dotted
from migrate.source.native.context import Rule

RULE = Rule("mnist_data", "tensorflow.examples.tutorials.mnist.input_data -> the same loader, copied into the file")

PACKAGE = "tensorflow.examples.tutorials.mnist"
MODULE = PACKAGE + ".input_data"
CLASS = "_TF1MnistInputData"
# the names of TF1's input_data a from-import may take (all attributes of the class)
_PUBLIC = ("read_data_sets", "DataSet", "maybe_download", "extract_images", "extract_labels", "dense_to_one_hot",
           "DEFAULT_SOURCE_URL")


def _name(node) -> str:
    """``a.b.c`` of a Name/Attribute chain, ``""`` for anything else."""
    return dotted(node) or ""


def bindings(small: cst.BaseSmallStatement) -> list | None:
    """``[(local name, attribute of the class or None)]`` bound by an import of MNIST's
    ``input_data`` this rule replaces, else None."""
    if isinstance(small, cst.ImportFrom) and not small.relative and small.module is not None \
            and not isinstance(small.names, cst.ImportStar):
        module = _name(small.module)
        if module not in (PACKAGE, MODULE):
            return None
        out = []
        for a in small.names:
            name = a.name.value if isinstance(a.name, cst.Name) else ""
            local = a.asname.name.value if a.asname is not None else name
            if module == PACKAGE and name == "input_data":
                out.append((local, None))
            elif module == MODULE and name in _PUBLIC:
                out.append((local, name))
            else:
                return None
        return out
    if isinstance(small, cst.Import):
        out = []
        for a in small.names:
            if _name(a.name) != MODULE or a.asname is None:
                return None
            out.append((a.asname.name.value, None))
        return out
    return None


@functools.lru_cache(maxsize=None)
def _helper_statements() -> tuple:
    """(the class, ``_tf1_numpy_seed``, its installation line) parsed from compat_v1's module."""
    origin = importlib.util.find_spec("compat_v1.mnist_input_data").origin
    with open(origin, encoding="utf-8") as f:
        source = cst.parse_module(f.read())
    cls = next(s for s in source.body if isinstance(s, cst.ClassDef) and s.name.value == CLASS)
    seed = next(s for s in source.body if isinstance(s, cst.FunctionDef) and s.name.value == "_tf1_numpy_seed")
    install = next(s for s in source.body if isinstance(s, cst.SimpleStatementLine) and CLASS + ".numpy_seed" in
                   cst.Module([s]).code)
    return cls, seed, install


def _assign(local: str, attr: str | None) -> cst.SimpleStatementLine:
    value = cst.parse_expression(CLASS if attr is None else f"{CLASS}.{attr}")
    return cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(local))], value)])


def imported(body) -> bool:
    """Whether a module-level statement of ``body`` is an import this rule replaces."""
    return any(bindings(s) is not None for stmt in body if isinstance(stmt, cst.SimpleStatementLine) for s in stmt.body)


def replace_imports(module: cst.Module, native: bool) -> tuple[cst.Module, list]:
    """``module`` with its module-level MNIST imports replaced (see the module doc), and the
    names they bound to the loader (``[(local, attr)]``)."""
    body, bound, placed = [], [], False
    for stmt in module.body:
        found = [bindings(s) for s in stmt.body] if isinstance(stmt, cst.SimpleStatementLine) else []
        if not any(b is not None for b in found):
            body.append(stmt)
            continue
        if not placed:
            cls, seed, install = _helper_statements()
            helpers = [cls] if native else [cls, seed, install]
            helpers[0] = helpers[0].with_changes(leading_lines=_BLANK2 + [x for x in stmt.leading_lines if x.comment is not None])
            body += helpers
            placed, first = True, True
        kept = [s for s, b in zip(stmt.body, found) if b is None]
        if kept:
            body.append(stmt.with_changes(body=[s.with_changes(semicolon=cst.MaybeSentinel.DEFAULT) for s in kept],
                                          leading_lines=_BLANK2 if first else []))
            first = False
        for b in found:
            for local, attr in b or ():
                body.append(_assign(local, attr).with_changes(leading_lines=_BLANK2 if first else []))
                bound.append((local, attr))
                first = False
    if not placed:
        return module, []
    return module.with_changes(body=body), bound


_BLANK2 = [cst.EmptyLine(), cst.EmptyLine()]


def _seed_argument(node) -> cst.BaseExpression | None:
    """The seed of a ``tf.set_random_seed(s)`` / ``tf.random.set_seed(s)`` call, else None."""
    if not isinstance(node, cst.Call) or not isinstance(node.func, cst.Attribute) or len(node.args) != 1:
        return None
    name = _name(node.func)
    if name.endswith(".set_random_seed") or name.endswith(".random.set_seed"):
        return node.args[0].value
    return None


class _Seeds(cst.CSTTransformer):
    """Native mode: ``seed=<graph seed>`` for each ``read_data_sets`` call of the loader (see
    the module doc); ``unordered``: the calls left without, in a file that sets a graph seed
    before them where the order is not known."""

    def __init__(self, bound: list):
        self.readers = {local for local, attr in bound if attr == "read_data_sets"}
        self.modules = {local for local, attr in bound if attr is None}
        self.chain = [None]  # per open statement list: the graph seed its direct statements set so far
        self.seen_seed = False  # a seed call earlier in the file (in source order)
        self.unordered: list = []

    def _is_reader(self, func) -> bool:
        if isinstance(func, cst.Name):
            return func.value in self.readers
        return isinstance(func, cst.Attribute) and func.attr.value == "read_data_sets" and \
            isinstance(func.value, cst.Name) and func.value.value in self.modules

    def visit_FunctionDef(self, node) -> bool:
        self.chain.append(None)  # its body runs when called: no seed known at its start
        return True

    def leave_FunctionDef(self, original_node, updated_node):
        self.chain.pop()
        return updated_node

    visit_ClassDef = visit_FunctionDef
    leave_ClassDef = leave_FunctionDef
    visit_Lambda = visit_FunctionDef
    leave_Lambda = leave_FunctionDef

    def visit_IndentedBlock(self, node) -> bool:
        self.chain.append(self.chain[-1])  # a nested block starts with the seed known before it
        return True

    def leave_IndentedBlock(self, original_node, updated_node):
        self.chain.pop()
        return updated_node

    def leave_SimpleStatementLine(self, original_node, updated_node):
        for small in original_node.body:
            seed = _seed_argument(small.value) if isinstance(small, cst.Expr) else None
            if seed is not None:
                self.chain[-1] = seed  # a direct statement: later statements of this list run after it
        return updated_node

    def leave_Call(self, original_node, updated_node):
        if _seed_argument(original_node) is not None:
            self.seen_seed = True
            return updated_node
        if not self._is_reader(original_node.func):
            return updated_node
        if any(a.keyword is not None and a.keyword.value == "seed" for a in original_node.args) or \
                sum(a.keyword is None and not a.star for a in original_node.args) >= 7:
            return updated_node
        seed = self.chain[-1]
        if seed is None:
            if self.seen_seed:
                self.unordered.append(original_node)
            return updated_node
        args = list(updated_node.args)
        if args:
            args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        equal = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))
        return updated_node.with_changes(args=args + [cst.Arg(seed, keyword=cst.Name("seed"), equal=equal)])


def seed_calls(module: cst.Module, bound: list) -> tuple[cst.Module, list]:
    """Native mode: ``module`` with ``seed=`` added to the loader's calls (see ``_Seeds``), and
    the calls that could not get one although the file sets a graph seed before them."""
    seeds = _Seeds(bound)
    new = module.visit(seeds)
    return new, seeds.unordered


UNORDERED = ("read_data_sets shuffles with numpy seeded by TF1's graph seed; this file sets one (tf.set_random_seed) "
             "where the converter cannot order it before this call: pass seed=<the graph seed> to read_data_sets, "
             "or its batches are shuffled unseeded")
