"""``tf.layers`` layer objects built once and called once, spelled as TF1's functional call.

TF1 defines ``tf.layers.dense(inputs, units, ...)`` as ``Dense(units, ...).apply(inputs)``, and
a layer object makes (and names: ``dense``, ``dense_1``, ... by variable scope) its variables
at its first call, not where it is built. So, before planning (the TF1 "Low Level APIs" guide)::

    linear_model = tf.layers.Dense(units=1)
    y_pred = linear_model(x)                 ->  y_pred = tf.layers.dense(x, units=1)

and the rules for the functional layers (``layers``, ``conv_layers``, ``batch_norm``) convert
the call. Only when, in one statement list (a module, function or ``with`` body):

* the object is bound once in the file, by ``name = tf.layers.<Class>(...)`` on a line of its
  own, for the classes below, with positional arguments only where the functional form takes
  the same ones after ``inputs``, and no ``*args``/``**kwargs``;
* its name is read nowhere else than one call ``name(inputs)`` (``name(inputs, training=t)``
  for ``Dropout`` / ``BatchNormalization``), in a later statement of that list, outside any
  loop, function, lambda or comprehension there (called once: a second call reuses the
  variables, which the functional form would not);
* no statement from the constructor to the call binds a name the constructor's arguments read.

Anything else (``layer.kernel``, ``layer.trainable_variables``, two calls) is left as written
for the planner, which refuses it. Rebuilt calls are recorded in ``origins``. Never imports
TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.context import names_in
from migrate.source.native.walk import TracingTransformer, children, instances

__all__ = ["functional_layer_calls", "CLASSES"]

# class -> (functional name, positional parameters shared after ``inputs``, call keywords)
CLASSES = {
    "tf.layers.Dense": ("dense", 2, ()),  # (units, activation)
    "tf.layers.Conv2D": ("conv2d", 4, ()),  # (filters, kernel_size, strides, padding)
    "tf.layers.Conv2DTranspose": ("conv2d_transpose", 4, ()),
    "tf.layers.MaxPooling2D": ("max_pooling2d", 3, ()),  # (pool_size, strides, padding)
    "tf.layers.AveragePooling2D": ("average_pooling2d", 3, ()),
    "tf.layers.Flatten": ("flatten", 0, ()),  # (``flatten(inputs, name, data_format)``: keywords only)
    "tf.layers.Dropout": ("dropout", 1, ("training",)),  # (rate)
    "tf.layers.BatchNormalization": ("batch_normalization", 0, ("training",)),
}
_SCOPES = (cst.For, cst.While, cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


def functional_layer_calls(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each layer object above replaced by the functional call at its one call
    (itself if none)."""
    found = [a for a in instances(module, cst.Assign) if _constructor(a, table) is not None]
    if not found:
        return module
    reads: dict = {}  # name -> Name nodes spelling it (the binding's included)
    for n in instances(module, cst.Name):
        reads.setdefault(n.value, []).append(n)
    made = {}  # id(call of a layer object) -> the constructor call
    gone = set()  # ids of constructor statements
    for body in _bodies(module):
        for i, stmt in enumerate(body):
            small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
            if type(small) is not cst.Assign or not any(small is a for a in found):
                continue
            name = small.targets[0].target.value
            spelled = [n for n in reads[name] if n is not small.targets[0].target]
            call = _one_call(spelled, body[i + 1:], small, table)
            if call is None:
                continue
            j, node, constructor = call
            if bound_names(body[i + 1:i + 2 + j]) & names_in(small.value):
                continue  # (an argument's name rebound before the call: another value there)
            made[id(node)] = constructor
            gone.add(id(stmt))
    if not made:
        return module
    return _Rewrite(made, gone, table, origins).rewrite(module)


def _constructor(a: cst.Assign, table: ImportTable):
    """The class of ``name = tf.layers.<Class>(...)`` (see the module doc), or None."""
    if len(a.targets) != 1 or type(a.targets[0].target) is not cst.Name or type(a.value) is not cst.Call:
        return None
    q = table.qualname(a.value.func)
    if q not in CLASSES or any(x.star for x in a.value.args):
        return None
    positional = [x for x in a.value.args if x.keyword is None]
    return q if len(positional) <= CLASSES[q][1] else None


def _bodies(module: cst.Module):
    """Every statement list of the file (module, ``def``/``with``/``if``/loop bodies)."""
    yield module.body
    for block in instances(module, cst.IndentedBlock):
        yield block.body


def _one_call(spelled: list, later: list, small: cst.Assign, table: ImportTable):
    """(index in ``later``, call node, constructor call) when ``spelled`` (the name's reads) is
    one call of the object inside ``later[index]``, outside loops and nested scopes; else None."""
    if len(spelled) != 1:
        return None
    target = spelled[0]
    for j, stmt in enumerate(later):
        path = _path(stmt, target)
        if path is None:
            continue
        call = path[-2] if len(path) > 1 else None
        if type(call) is not cst.Call or call.func is not target or any(type(p) in _SCOPES for p in path[:-2]):
            return None
        keywords = CLASSES[table.qualname(small.value.func)][2]
        inputs = [a for a in call.args if a.keyword is None]
        if len(inputs) != 1 or inputs[0].star or call.args[0] is not inputs[0] \
                or any(a.star or a.keyword.value not in keywords for a in call.args[1:]):
            return None
        return j, call, small.value
    return None


def _functional(call: cst.Call, constructor: cst.Call, table: ImportTable) -> cst.Call:
    """``layer(inputs[, training=t])`` (``call``, its inputs already rewritten) of the layer
    built by ``constructor`` -> ``tf.layers.<functional>(inputs, <constructor's arguments>[,
    training=t])``."""
    func = constructor.func.with_changes(attr=cst.Name(CLASSES[table.qualname(constructor.func)][0]))
    args = [call.args[0], *constructor.args, *call.args[1:]]
    return call.with_changes(func=func, args=[a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args])


def _path(node, target) -> list | None:
    """The nodes from ``node`` down to ``target`` (both included), or None."""
    if node is target:
        return [node]
    for child in children(node):
        below = _path(child, target)
        if below is not None:
            return [node] + below
    return None


class _Rewrite(TracingTransformer):
    def __init__(self, made: dict, gone: set, table: ImportTable, origins=None):
        super().__init__(origins)
        self.made, self.gone, self.table = made, gone, table

    def hit(self, node) -> bool:
        return id(node) in self.made or id(node) in self.gone

    def leave_Call(self, original, updated):
        constructor = self.made.get(id(original))
        return updated if constructor is None else _functional(updated, constructor, self.table)

    def _body(self, original, updated):
        body, carried = [], []
        for old, new in zip(original.body, updated.body):
            if id(old) in self.gone:
                carried += list(old.leading_lines)  # (its comments stay, on the next statement)
                continue
            body.append(new.with_changes(leading_lines=carried + list(new.leading_lines)) if carried else new)
            carried = []
        return updated.with_changes(body=body)

    def leave_Module(self, original, updated):
        return self._body(original, updated)

    def leave_IndentedBlock(self, original, updated):
        return self._body(original, updated)
