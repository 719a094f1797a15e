"""Which local names mean TensorFlow: the import table of one module.

``ImportTable.from_module(module)`` reads the module's top-level imports and resolves

* ``import tensorflow as tf`` / ``import tensorflow as tf1`` / ``import tensorflow``;
* ``import tensorflow.compat.v1 as tf`` (the TF1 API: names are normalised to ``tf.<name>``);
* ``from tensorflow import placeholder, float32 as f32``; ``from tensorflow.compat import v1``;
* ``import tensorflow.contrib.slim as slim`` / ``from tensorflow.contrib import slim``;
* ``slim = tf.contrib.slim`` (a top-level assignment, the only one of that name, of a contrib
  module in ``MODULE_ALIASES``): the statement is treated as an import.

Imports of TensorFlow internals (``from tensorflow.python.ops import math_ops``) are not part
of the table: they are left exactly as written.

``qualname(expr)`` turns a ``Name``/``Attribute`` chain into a canonical dotted name starting
with ``tf.`` (``tf1.compat.v1.train.AdamOptimizer`` -> ``tf.train.AdamOptimizer``), or None when
the chain does not start at a TensorFlow alias. Never imports TensorFlow.
"""
from __future__ import annotations

import dataclasses
import functools

import libcst as cst

_V1_PREFIXES = ("tf.compat.v1.", "tf.compat.v2.")
# TF1 modules a script may bind to a name by assignment (``slim = tf.contrib.slim``)
MODULE_ALIASES = {"tf.contrib.slim", "tf.contrib.layers", "tf.contrib.framework", "tf", "tf.train",  # ("tf": ``v1 = tf.compat.v1``)
                  "tf.keras", "tf.keras.layers", "tf.keras.losses", "tf.keras.metrics", "tf.keras.backend", "tf.keras.models",
                  "tf.keras.activations", "tf.keras.initializers", "tf.keras.regularizers", "tf.keras.optimizers"}  # (hunt 28 W5: ``L = tf.keras.layers``)


def _slim_home(module: str) -> str | None:
    """The TF1 name of a tf-slim module (TF2's home of ``tf.contrib.slim``): ``tf_slim`` ->
    ``tf.contrib.slim``, ``tf_slim.layers`` -> ``tf.contrib.layers``, else None."""
    if module == "tf_slim":
        return "tf.contrib.slim"
    if module == "tf_slim.layers":
        return "tf.contrib.layers"
    if module.startswith("tf_slim."):
        return "tf.contrib.slim." + module[len("tf_slim."):]
    return None


def _public(module: str) -> bool:
    """TensorFlow's public API modules (internal ``tensorflow.python...`` imports are left alone)."""
    if module in ("tensorflow", "tensorflow.compat.v1", "tensorflow.compat.v2", "tensorflow.compat"):
        return True
    # (``from tensorflow.train import AdamOptimizer``: TF1's public submodules; TF2 has no
    # tensorflow.train.AdamOptimizer, the import itself failed: hunt 16 W1)
    return module.startswith(("tensorflow.contrib", "tensorflow.compat.v1.", "tensorflow.keras")) or (
        module.startswith("tensorflow.") and not module.startswith(("tensorflow.python", "tensorflow.compat", "tensorflow.core", "tensorflow.examples",
                                                                     "tensorflow.lite", "tensorflow.tools")))


# libcst's concrete node classes have no subclasses, so ``type(n) is cst.Name`` means
# ``isinstance(n, cst.Name)``, without the slow ABC check when it does not match (hot paths)
_NAME, _ATTRIBUTE = cst.Name, cst.Attribute


def dotted(node: cst.BaseExpression) -> str | None:
    """``a.b.c`` for a Name/Attribute chain, else None."""
    parts = []
    while type(node) is _ATTRIBUTE:
        parts.append(node.attr.value)
        node = node.value
    if type(node) is not _NAME:
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


def _chain_head(node) -> str | None:
    """``a`` of a Name/Attribute chain ``a.b.c``, else None."""
    while type(node) is _ATTRIBUTE:
        node = node.value
    return node.value if type(node) is _NAME else None


def _module_dotted(node) -> str:
    return dotted(node) or ""


@functools.lru_cache(maxsize=8192)
def normalise(name: str) -> str:
    """``tensorflow.compat.v1.x`` -> ``tf.x``; ``tensorflow.x`` -> ``tf.x`` (cached: a pure
    function of a string)."""
    if name == "tensorflow" or name.startswith("tensorflow."):
        name = "tf" + name[len("tensorflow"):]
    for prefix in _V1_PREFIXES:
        if name.startswith(prefix):
            name = "tf." + name[len(prefix):]
    if name in ("tf.compat.v1", "tf.compat.v2"):
        name = "tf"
    return _CONTRIB_DUPLICATES.get(name, name)


# contrib spellings of core functions (TF1 defined them as the same function)
_CONTRIB_DUPLICATES = {
    "tf.contrib.framework.get_or_create_global_step": "tf.train.get_or_create_global_step",
    "tf.contrib.framework.get_global_step": "tf.train.get_global_step",
    "tf.contrib.framework.create_global_step": "tf.train.create_global_step",
}


@dataclasses.dataclass
class ImportTable:
    """Local name -> canonical TF dotted name (``tf``, ``tf.placeholder``, ``tf.contrib.slim``)."""

    names: dict = dataclasses.field(default_factory=dict)
    # the import statements that bind TF names (removed or rewritten by the imports rule)
    tf_imports: list = dataclasses.field(default_factory=list)
    # the alias of a plain ``import tensorflow as X`` (or compat.v1 as X), the output spelling
    primary: str | None = None
    # local name -> module of an internal import (``from tensorflow.python.framework import ops``:
    # ``ops`` -> ``tensorflow.python.framework.ops``), left as written (see ``internal_name``)
    internal: dict = dataclasses.field(default_factory=dict)
    _qualnames: dict = dataclasses.field(default_factory=dict, repr=False, compare=False)  # id(node) -> (node, qualname)

    @classmethod
    def from_module(cls, module: cst.Module) -> "ImportTable":
        table = cls()
        bound: dict = {}  # top-level name -> how many statements assign it
        for stmt in module.body:
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if isinstance(small, cst.Assign):
                        for t in small.targets:
                            if isinstance(t.target, cst.Name):
                                bound[t.target.value] = bound.get(t.target.value, 0) + 1
        for stmt in module.body:
            if isinstance(stmt, cst.Try) and isinstance(stmt.body, cst.IndentedBlock):
                # (``try: import tensorflow as tf``: module names, read as the imports TF1 ran; the
                # ``except`` branches are not)
                for inner in stmt.body.body:
                    if isinstance(inner, cst.SimpleStatementLine):
                        for small in inner.body:
                            if isinstance(small, (cst.Import, cst.ImportFrom)):
                                table._add(inner, small)
                continue
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                table._add(stmt, small)
            if len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign):
                table._module_alias(stmt, stmt.body[0], bound)
        return table

    def _module_alias(self, stmt, small: cst.Assign, bound: dict) -> None:
        """``slim = tf.contrib.slim`` (assigned once, at top level): an alias like an import."""
        if len(small.targets) != 1 or not isinstance(small.targets[0].target, cst.Name):
            return
        local = small.targets[0].target.value
        q = self.qualname(small.value) if isinstance(small.value, cst.Attribute) else None
        if q in MODULE_ALIASES and bound.get(local) == 1 and local not in self.names:
            self.names[local] = q
            self.tf_imports.append(stmt)

    def _add(self, stmt, small) -> None:
        if isinstance(small, cst.Import):
            for alias in small.names:
                full = _module_dotted(alias.name)
                if _slim_home(full) is not None:  # ``import tf_slim as slim``: slim, by its TF1 name
                    self.tf_imports.append(stmt)
                    local = alias.asname.name.value if alias.asname is not None else full.split(".")[0]
                    self.names[local] = _slim_home(full) if alias.asname is not None else "tf.contrib.slim"
                    continue
                if not _public(full):
                    continue
                self.tf_imports.append(stmt)
                if alias.asname is not None:
                    local = alias.asname.name.value
                    self.names[local] = normalise(full)
                    if self.names[local] == "tf" and self.primary is None:
                        self.primary = local
                else:  # ``import tensorflow`` / ``import tensorflow.contrib.slim``
                    self.names["tensorflow"] = "tf"
                    if full == "tensorflow" and self.primary is None:
                        self.primary = "tensorflow"
        elif isinstance(small, cst.ImportFrom) and small.module is not None:
            full = _module_dotted(small.module)
            home = _slim_home(full) if not small.relative else None
            if home is not None and not isinstance(small.names, cst.ImportStar):
                self.tf_imports.append(stmt)  # ``from tf_slim import fully_connected``
                for alias in small.names:
                    local = alias.asname.name.value if alias.asname is not None else alias.name.value
                    self.names[local] = f"{home}.{alias.name.value}"
                return
            if not _public(full) or small.relative:
                if not small.relative and full.startswith("tensorflow.python") and not isinstance(small.names, cst.ImportStar):
                    for alias in small.names:
                        local = alias.asname.name.value if alias.asname is not None else alias.name.value
                        self.internal[local] = f"{full}.{alias.name.value}"
                return
            self.tf_imports.append(stmt)
            if isinstance(small.names, cst.ImportStar):
                self.names["*"] = normalise(full)
                return
            for alias in small.names:
                name = alias.name.value
                local = alias.asname.name.value if alias.asname is not None else name
                self.names[local] = normalise(f"{full}.{name}")

    def qualname(self, node: cst.BaseExpression) -> str | None:
        """Canonical ``tf.`` name of a Name/Attribute chain, or None if it is not TensorFlow."""
        if self.names.get(_chain_head(node)) is None:
            return None  # the common case, found without building the dotted text
        known = self._qualnames.get(id(node))  # (node, name): the entry holds the node, so its id stays its own
        if known is not None and known[0] is node:
            return known[1]
        name = self._qualname(node)
        self._qualnames[id(node)] = (node, name)
        return name

    def _qualname(self, node: cst.BaseExpression) -> str | None:
        text = dotted(node)
        if text is None:
            return None
        head, _, rest = text.partition(".")
        base = self.names.get(head)
        if base is None:
            return None
        return normalise(base + ("." + rest if rest else ""))

    def internal_name(self, node: cst.BaseExpression) -> str | None:
        """Full dotted name of a chain that starts at an internal TensorFlow import
        (``ops.reset_default_graph`` -> ``tensorflow.python.framework.ops.reset_default_graph``)."""
        base = self.internal.get(_chain_head(node))
        if base is None:
            return None
        rest = dotted(node).partition(".")[2]
        return base + ("." + rest if rest else "")

    def names_tf(self, node: cst.BaseExpression) -> bool:
        """``qualname(node) is not None``, without building the name: the chain's head is a
        TensorFlow alias (the dotted text of a chain with a Name head always resolves)."""
        return self.names.get(_chain_head(node)) is not None

    def is_tf_alias(self, local: str) -> bool:
        return local in self.names
