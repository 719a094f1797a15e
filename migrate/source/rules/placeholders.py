"""Rule ``placeholders``: ``tf.placeholder`` -> a parameter of each function that needs it.

Transforms::

    x = tf.placeholder(tf.float32, [None, 3], name="x")
    ... sess.run(loss, feed_dict={x: x_data})
        ->  @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
            def loss_step(x):
                ...
            def run_loss(x):
                x = tf.convert_to_tensor(x, dtype=tf.float32)
                loss = loss_step(x)
                ...
            ... run_loss(x=x_data)

The conversion to the placeholder's dtype happens where TF1 converted fed values
(``np.float64`` data fed to a ``float32`` placeholder becomes float32). ``feed_dict`` keys
that are placeholders (or ``"name:0"`` strings naming them) become keyword arguments; a feed
dict built in a variable (``batch = {x: ...}``) gets string keys and is passed as ``**batch``.
``tf.placeholder_with_default(value, shape)`` becomes a parameter with default None that
falls back to ``value`` (a fed value is converted to ``value``'s dtype).

``x.name`` of a placeholder named by a literal becomes its TF1 name, ``"x:0"``. A helper
function whose body is only ``return tf.placeholder(...)`` (a placeholder factory) becomes
``return tf.TensorSpec(shape, dtype, name=...)``; scripts importing it inline the factory's
placeholder (``native/helpers.py``) and never call it::

    def placeholder_for(width):
        return tf.placeholder(tf.float32, [None, width], name="helper_input")
        ->  return tf.TensorSpec([None, width], tf.float32, name="helper_input")

A list of placeholders (``xs = [tf.placeholder(tf.float32, [None, 2]) for _ in range(n)]``, or
an ``append`` loop making them, folded into that comprehension) is one parameter, a list of
tensors; at module level the name is bound to one string key per placeholder, so the code
filling feed dicts with them runs as written (``native/placeholder_lists.py``)::

    xs = [tf.placeholder(tf.float32, [None, 2]) for _ in range(3)]
    feed = {}                                   ->  xs = [f"xs[{i}]" for i in range(3)]
    for x, d in zip(xs, data):                      ...
        feed[x] = d                                 for x, d in zip(xs, data):
    sess.run(total, feed_dict=feed)                     feed[x] = d
                                                    run_total(xs=[feed.get(k) for k in xs])

``dict(zip(xs, values))``, a dict comprehension walking ``xs`` and ``**dict(zip(xs, values))``
in a literal are feeds too (``xs=list(<the dict>.values())``), as is ``fd.update(...)`` of them.

The ``tf.function``'s ``input_signature`` holds each placeholder's TF1 static shape when it is
a literal (ints, None, module-level int constants): one trace, and the same static shapes the
TF1 graph code saw; otherwise it has no signature and traces each fed shape.

CAVEATS:
1. The placeholder's static shape is checked on the fed value only when it is a literal (the
   ``input_signature``); a computed shape is not checked.
2. Feeding a tensor that is not a placeholder (overriding an intermediate value: a
   ``get_next()`` element, an RNN state fed back, a hidden layer) makes it a parameter of that
   run's function: the statement computing it is not run (nor what only it needed), the
   statements between it and the fetches are, static ones included. Its value is converted to
   the tensor's dtype when the source states it (a ``get_next()`` element: the dtypes of the
   pipeline's numpy arrays), else each leaf as it is (a note says so). Refused:
   feeding a variable, an op, an iterator or a list; feeding one result of a statement whose
   other results the same run needs (``x, y = it.get_next()`` with only ``x`` fed and ``y`` used).
3. ``x.name`` is converted only for a literal name used once in the block, outside
   ``variable_scope``/``name_scope`` blocks (TF1 uniquifies and prefixes names); else refused.
4. Code that is not converted natively (a compat island) calling a converted placeholder
   factory gets a ``tf.TensorSpec``, not a placeholder it can feed.
5. A fed value is converted as TF1's ``np.asarray(value, dtype)`` did: ``tf.cast(np.asarray(value),
   dtype)`` for integer placeholders (``[1.7]`` -> 1, which ``tf.convert_to_tensor`` refuses for
   Python values; ``np.asarray`` keeps Python floats float64: ``0.29 * 100`` -> 28 as in TF1; a
   file without a numpy import gets one), ``tf.cast(value, tf.bool)`` for bool ones (``1`` ->
   True), ``tf.convert_to_tensor(value, dtype=...)`` for the others. A dtype read from a name the
   file binds again is refused (the run function reads the name when it is called).
6. A list of placeholders: a run function takes every entry (``[feed.get(k) for k in xs]``:
   None for one the dict does not hold, which graph code reading it then fails on, as TF1's
   run needing it did); the function has no ``input_signature``
   (it traces each fed shape); the comprehension has one ``for`` and no ``if``, over values
   that exist at module level (walking per-run values, ``for g, v in grads_and_vars``, is
   refused); outside sess.run the list and its entries are only keys (iterated, zipped,
   counted, subscripted, dict keys): ``xs[0].shape`` there is refused. A literal feed keyed by
   entries (``{xs[0]: a}``) is refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, int_value, names_in

RULE = Rule("placeholders", "tf.placeholder + feed_dict -> function parameters")


def listed_call(value, ctx) -> cst.Call | None:
    """The ``tf.placeholder(...)`` call of a list of placeholders made by a comprehension
    (``xs = [tf.placeholder(tf.float32, [None, 2]) for _ in range(n)]``: one ``for``, no ``if``),
    else None."""
    if type(value) is not cst.ListComp or type(value.elt) is not cst.Call or ctx.call_name(value.elt) != "tf.placeholder":
        return None
    comp = value.for_in
    if comp.inner_for_in is not None or comp.ifs or comp.asynchronous is not None:
        return None
    return value.elt


def feed_keys(name: str, value: cst.ListComp) -> cst.ListComp:
    """The module-level stand-in of a list of placeholders: the feed dicts' keys, one distinct
    string per placeholder (``xs = [f"xs[{i}]" for i in range(n)]``): a loop filling a feed
    dict (``for x, d in zip(xs, data): feed[x] = d``) runs as written, and a run function
    takes ``xs=[feed.get(k) for k in xs]``."""
    comp = value.for_in
    index = "i" if "i" not in names_in(value) else "k"
    called = comp.iter.func.value if type(comp.iter) is cst.Call and type(comp.iter.func) is cst.Name else None
    if called == "range":
        # (distinct values: the range's own variable, or one named here)
        index = comp.target.value if type(comp.target) is cst.Name and comp.target.value != "_" else index
        loop = comp.with_changes(target=cst.Name(index))
    elif called == "enumerate" and type(comp.target) is cst.Tuple and len(comp.target.elements) == 2 \
            and type(comp.target.elements[0].value) is cst.Name and comp.target.elements[0].value.value != "_":
        index, loop = comp.target.elements[0].value.value, comp  # (``for idx, var in enumerate(tvars)``: its counter)
    else:
        loop = cst.CompFor(target=cst.Tuple([cst.Element(cst.Name(index)), cst.Element(cst.Name("_"))], lpar=[], rpar=[]),
                           iter=cst.Call(cst.Name("enumerate"), [cst.Arg(comp.iter)]))
    key = cst.FormattedString([cst.FormattedStringText(f"{name}["), cst.FormattedStringExpression(cst.Name(index)),
                               cst.FormattedStringText("]")], start='f"', end='"')
    return cst.ListComp(key, loop.with_changes(ifs=[], inner_for_in=None))


def _assign(name: str, value) -> cst.SimpleStatementLine:
    return cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], value)])


def parameter_statements(name: str, node: cst.Call, q: str, ctx, rewrite_expr) -> list:
    """The first lines of a function body: the fed value converted like TF1 converted it."""
    if q == "tf.placeholder_with_default":
        default = ctx.fresh(f"{name}_default")
        value = cst.IfExp(
            test=cst.Comparison(cst.Name(name), [cst.ComparisonTarget(cst.Is(), cst.Name("None"))]),
            body=cst.Name(default),
            orelse=call(ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name), dtype=expr(f"{default}.dtype")),
        )
        initial = call(ctx.tf_attr("tf.convert_to_tensor"), rewrite_expr(arg(node, 0, "input")))
        return [_assign(default, initial), _assign(name, value)]
    if type(node) is cst.ListComp:  # a list of placeholders: each fed value converted
        written = arg(node.elt, 0, "dtype")
        if not _literal_dtype(written, ctx):
            # (``p.dtype.base_dtype`` / ``dts[i]`` per entry: read in the run function, where the
            # comprehension's name is not bound; hunt 8)
            raise Refusal(node, RULE.name, "a list of placeholders whose dtype is not a literal (tf.float32, 'int32'): "
                          "the run function converts every entry to one dtype")
        dtype = rewrite_expr(written)
        each = "value"  # (the comprehension's own scope)
        converted = (call(ctx.tf_attr("tf.cast"), _as_array(cst.Name(each), dtype, ctx), dtype) if _integral(dtype)
                     else call(ctx.tf_attr("tf.convert_to_tensor"), cst.Name(each), dtype=dtype))
        # (an entry the feed dict did not hold stays None: graph code reading it fails, as TF1's
        # run needing it did; the others run)
        unfed = cst.Comparison(cst.Name(each), [cst.ComparisonTarget(cst.Is(), cst.Name("None"))])
        converted = cst.IfExp(test=unfed, body=cst.Name("None"), orelse=converted)
        return [_assign(name, cst.ListComp(converted, cst.CompFor(target=cst.Name(each), iter=cst.Name(name))))]
    written = arg(node, 0, "dtype")
    if not _literal_dtype(written, ctx):
        rebound = sorted(n for n in names_in(written) if not ctx.bound_once(n))
        if rebound:
            # (the run function converts the fed value when it is called, with the name's last
            # binding; TF1's placeholder had the dtype of its time; hunt 8)
            raise Refusal(node, RULE.name, f"a placeholder whose dtype reads {rebound[0]!r}, which the file binds again: the run "
                          f"function would convert the fed value with the last binding; give one of them another name")
    dtype = rewrite_expr(written)
    if _integral(dtype):
        return [_assign(name, call(ctx.tf_attr("tf.cast"), _as_array(cst.Name(name), dtype, ctx), dtype))]
    return [_assign(name, call(ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name), dtype=dtype))]


def _literal_dtype(written, ctx) -> bool:
    """``'int32'`` or ``tf.float32``: a dtype read from no name of the file."""
    return isinstance(written, cst.SimpleString) or (type(written) is cst.Attribute and (ctx.qualname(written) or "").startswith("tf."))


def _as_array(value, dtype, ctx):
    """``np.asarray(value)`` for an integer ``dtype``: TF1 fed ``np.asarray(value, dtype)``, so
    Python floats stay float64 before ``tf.cast`` truncates them (``0.29 * 100`` -> 28; ``tf.cast``
    of the Python float converts it to float32 first: 29.0 -> 29; hunt 8). A file without a numpy
    import gets one. A bool is cast as it is (float32 changes whether it is 0 only below 1e-45)."""
    if _dtype_name(dtype) == "bool":
        return value
    return call(cst.Attribute(cst.Name(ctx.numpy_name()), cst.Name("asarray")), value)


_INTEGRAL = frozenset({"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool"})


def _dtype_name(dtype) -> str | None:
    """``"int32"`` of ``tf.int32`` / ``"int32"``, else None."""
    if isinstance(dtype, cst.Attribute):
        return dtype.attr.value
    return dtype.evaluated_value if isinstance(dtype, cst.SimpleString) else None


def _integral(dtype) -> bool:
    """Whether ``dtype`` (``tf.int32``, ``"bool"``...) is an integer or bool type: TF1 converted
    a fed float or int with numpy's rules, which ``tf.convert_to_tensor(x, dtype=...)`` refuses
    for Python values (``[1.7]`` to int32, ``1`` to bool)."""
    return _dtype_name(dtype) in _INTEGRAL


def _is_none(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def _literal_shape(node, ctx) -> bool:
    """``None`` / ``[None, 3]`` / ``(None, n_in)`` (``n_in`` a module int constant): a shape a
    decorator can state before the function exists (nothing computed, nothing rebound)."""
    if node is None or _is_none(node):
        return True
    return isinstance(node, (cst.List, cst.Tuple)) and all(
        not isinstance(e, cst.StarredElement) and (_is_none(e.value) or int_value(e.value, ctx) is not None)
        for e in node.elements)


def _tensor_spec(shape, dtype, ctx, name=None) -> cst.Call:
    """``tf.TensorSpec(shape, dtype[, name=name])`` (an absent shape: ``None``)."""
    named = {"name": name} if name is not None else {}
    return call(ctx.tf_attr("tf.TensorSpec"), shape if shape is not None else cst.Name("None"), dtype, **named)


def signature_spec(node: cst.Call, q: str, ctx, rewrite_expr) -> cst.Call | None:
    """``tf.TensorSpec(shape, dtype)`` of placeholder ``node`` for a ``tf.function``'s
    ``input_signature`` (the static shape TF1 gave the graph), or None when the shape or dtype
    is not a literal (then the function traces each fed shape)."""
    if q != "tf.placeholder" or any(a.star for a in node.args):
        return None
    dtype, shape = arg(node, 0, "dtype"), arg(node, 1, "shape")
    if not isinstance(dtype, (cst.Attribute, cst.SimpleString)) or not _literal_shape(shape, ctx):
        return None
    return _tensor_spec(shape, rewrite_expr(dtype), ctx)


def has_default(q: str) -> bool:
    return q == "tf.placeholder_with_default"


def tf1_name(g, graph: list, ctx) -> str:
    """The TF1 tensor name (``"x:0"``) of placeholder statement ``g``; Refusal if not provable."""
    name = arg(g.value, 2, "name")
    if not isinstance(name, cst.SimpleString):
        raise Refusal(g.node, RULE.name, "the name of a placeholder without a literal name= (TF1 numbers them)")
    if id(g.node) in ctx.flattened:
        raise Refusal(g.node, RULE.name, "the name of a placeholder inside a scope block (TF1 prefixes and uniquifies it)")
    text = name.evaluated_value
    same = [o for o in graph if isinstance(o.value, cst.Call) and isinstance(arg(o.value, None, "name"), cst.SimpleString) and arg(o.value, None, "name").evaluated_value == text]
    if len(same) != 1:
        raise Refusal(g.node, RULE.name, f"the name of placeholder {text!r}, used more than once (TF1 uniquifies it)")
    return text + ":0"


def factory(node: cst.Call, q: str, ctx) -> cst.Call:
    """``return tf.placeholder(dtype, shape, name)`` in a helper -> ``return tf.TensorSpec(shape, dtype, name=name)``."""
    if q != "tf.placeholder" or any(a.star for a in node.args):
        raise Refusal(node, RULE.name, f"{q} returned by a helper function is not converted")
    return _tensor_spec(arg(node, 1, "shape"), arg(node, 0, "dtype"), ctx, arg(node, 2, "name"))
