"""Rule ``random_streams``: a seeded TF1 random op computed by several sess.run sites -> one stream.

Transforms (``keep_prob`` fed 1.0 by an accuracy run and 0.5 by the training run)::

    tf.set_random_seed(1234)
    h_drop = tf.nn.dropout(h, keep_prob, seed=7)
        ->  h_drop_stream = _TF1RandomStream(seed=1234, seed2=7)   # where the op was built
            ... in each sess.run function that computes it:
            h_drop = tf.nn.experimental.general_dropout(h, rate=1 - keep_prob,
                                                        uniform_sampler=h_drop_stream.uniform)

TF1 built one random op and every ``sess.run`` that needed it drew the *next* numbers of its
Philox stream (keyed by the graph seed, counter high word the op seed; each draw of n values
advances the counter by 256 n: ``GuardedPhiloxRandom::ReserveRandomOutputs``). Converted, each
``tf.function`` holds its own copy of the op, whose stream starts over: after the first run the
masks differ (measured: the second function repeats the first one's first draw). The file gets
``_TF1RandomStream`` (emitted once): the stream position in a variable shared by the functions,
each draw made by the stateless Philox kernel at that position (``StatelessRandomUniformV2``
with TF1's key and counter), which gives TF1's numbers bit for bit in TF1's order, whichever
function draws next; ``tf.nn.experimental.general_dropout`` is TF2's dropout with that sampler
(the same masking code as ``tf.nn.dropout``). A dropout statement only one function computes
keeps ``tf.nn.dropout(..., seed=)``: its one op draws on across the calls as TF1's did.

The pair TF1 used: (graph seed, op seed), each modulo 2**31 - 1; the graph seed is that of the
file's one ``tf.set_random_seed(<int>)`` run before the op (a direct statement earlier in the same
block, or at module level for an op built in a function), or TF1's default 87654321 when the file
sets none.

Ops made without ``seed=``: with a graph seed set, TF1 (as TF 2.x's compat.v1 runs it) gave
each one the op seed k, a count of the graph's unseeded random ops made before it (variable
initializers included: ``native.op_seeds``). A dropout or random op computed in ``sess.run``
functions gets ``seed=k`` written out (an info note says so), or a stream keyed by it when
several functions compute it: the same numbers in both eras.

CAVEATS:
1. Streams only for ``tf.nn.dropout``, ``tf.layers.dropout``, ``tf.random_normal``,
   ``tf.truncated_normal`` and ``tf.random_uniform`` (float or int; each draw advances TF1's
   counter by 256 per value, measured bit for bit against TF1 for all three kernels) with an int
   ``seed=`` (a literal or a module-level int constant) or a counted one, alone in its
   statement among random calls; other random ops (``tf.multinomial``, ``tf.random_shuffle``
   read by two sites) keep an info note: their draws after the first differ.
2. Not done (info note as before) when the graph seed is not known statically: more than one
   ``set_random_seed`` call, a non-int seed, one the converter cannot order before the op, or,
   in a file that makes other graphs (``tf.Graph()``, ``tf.reset_default_graph()``), an op
   whose innermost ``with <graph>.as_default():`` block (``g.as_default()`` or the anonymous
   ``tf.Graph().as_default()``) does not set its own seed exactly once (a seed set before the
   block seeded the old default graph, not this one).
3. Counted op seeds only while every call made before the op is one whose draws are known
   (random ops, ``get_variable`` and its initializers, variable factories, plain TF ops): a
   ``tf.layers``/Keras/slim layer, an RNN, an ``nce_loss`` given its own ``sampled_values``, a
   dataset shuffle, a callable object or
   a draw outside the block's straight-line graph code stops the count (the note "other
   numbers" stays). Variable initializers keep drawing TF2's own numbers (the compare tool
   shares initial values by name).
4. ``tf.nn.nce_loss`` / ``tf.nn.sampled_softmax_loss`` without ``sampled_values`` (word2vec):
   TF1 drew the negative classes with an unseeded ``log_uniform_candidate_sampler`` (one count);
   the converted call is given that sampler, as TF1 built it (``true_classes`` the labels cast
   to int64, ``unique=True``, ``range_max=num_classes``), with ``seed=k``: the same classes at
   each run of the site's function.
Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Rule, arg, call, helper_statements, int_value, reserved_name
from migrate.source.native.walk import instances

RULE = Rule("random_streams", "a seeded dropout op read by several sess.run sites -> one TF1 Philox stream shared by them")

DROPOUTS = {"tf.nn.dropout", "tf.layers.dropout"}  # (TF1's Dropout layer draws nn.dropout's masks: measured)
NORMALS = {"tf.random_normal", "tf.random.normal"}
TRUNCATED = {"tf.truncated_normal", "tf.random.truncated_normal"}
UNIFORMS = {"tf.random_uniform", "tf.random.uniform"}
DRAWS = NORMALS | TRUNCATED | UNIFORMS  # (the ops a stream draws for, besides dropout)
SEED_POSITIONS = {"tf.nn.dropout": 3, "tf.layers.dropout": 3, **{q: 4 for q in NORMALS | TRUNCATED | UNIFORMS}}
SEED_SETTERS = {"tf.set_random_seed", "tf.random.set_random_seed", "tf.compat.v1.set_random_seed",
                "tf.compat.v1.random.set_random_seed", "tf.random.set_seed"}
OTHER_GRAPHS = {"tf.Graph", "tf.reset_default_graph", "tf.compat.v1.reset_default_graph"}
DEFAULT_GRAPH_SEED = 87654321  # TF1's graph seed for an op with seed= when the graph has none
_MAXINT32 = 2**31 - 1
MARKER = "__tf1to2_stream_{}__"  # a converted dropout call wrapped until the plan knows its sharers

_HELPER = '''class {name}:
  """The random numbers of one seeded TF1 random op, written out by tf1to2.

    TF1 built the op once: every sess.run that needed it drew the next numbers of its stream
    (a Philox generator keyed by the graph seed, its counter's high word the op seed, the low
    word advanced by 256 per value drawn). The converted code computes the op in several
    tf.functions, each of which would own a copy of the op starting its stream over. This object
    keeps the stream's position in a variable and draws with the stateless Philox kernel at that
    position: TF1's numbers, in TF1's order, whichever function draws next.
    """

  def __init__(self, seed, seed2):
    self._key = {tf}.constant([seed], {tf}.uint64)
    self._seed2 = {tf}.constant([seed2], {tf}.uint64)
    self._position = {tf}.Variable(0, dtype={tf}.int64, trainable=False)

  def _counter(self, shape):
    """The Philox counter of the next draw of ``shape`` values; the stream moves past them."""
    counter = {tf}.concat([{tf}.cast({tf}.reshape(self._position, [1]), {tf}.uint64), self._seed2], 0)
    self._position.assign_add({tf}.reduce_prod(shape) * 256)
    return counter
'''
_METHODS = {
    "uniform": '''
  def uniform(self, shape, dtype):
    """The next draw of TF1's tf.random_uniform(shape, dtype=dtype, seed=...): [0, 1)."""
    shape = {tf}.cast(shape, {tf}.int64)
    return {tf}.raw_ops.StatelessRandomUniformV2(shape=shape, key=self._key, counter=self._counter(shape), alg=1, dtype=dtype)
''',
    "normal": '''
  def normal(self, shape, mean=0.0, stddev=1.0, dtype={tf}.float32):
    """The next draw of TF1's tf.random_normal(shape, mean, stddev, dtype, seed=...)."""
    mean = {tf}.convert_to_tensor(mean, dtype=dtype)
    stddev = {tf}.convert_to_tensor(stddev, dtype=dtype)
    shape = {tf}.cast(shape, {tf}.int64)
    values = {tf}.raw_ops.StatelessRandomNormalV2(shape=shape, key=self._key, counter=self._counter(shape), alg=1, dtype=dtype)
    return values * stddev + mean
''',
    "truncated": '''
  def truncated(self, shape, mean=0.0, stddev=1.0, dtype={tf}.float32):
    """The next draw of TF1's tf.truncated_normal(shape, mean, stddev, dtype, seed=...)."""
    mean = {tf}.convert_to_tensor(mean, dtype=dtype)
    stddev = {tf}.convert_to_tensor(stddev, dtype=dtype)
    shape = {tf}.cast(shape, {tf}.int64)
    values = {tf}.raw_ops.StatelessTruncatedNormalV2(shape=shape, key=self._key, counter=self._counter(shape), alg=1, dtype=dtype)
    return values * stddev + mean
''',
    "uniform_range": '''
  def uniform_range(self, shape, minval=0, maxval=None, dtype={tf}.float32):
    """The next draw of TF1's tf.random_uniform(shape, minval, maxval, dtype, seed=...)."""
    dtype = {tf}.as_dtype(dtype)
    shape = {tf}.cast(shape, {tf}.int64)
    if dtype.is_integer:
      minval = {tf}.convert_to_tensor(minval, dtype=dtype)
      maxval = {tf}.convert_to_tensor(maxval, dtype=dtype)
      return {tf}.raw_ops.StatelessRandomUniformIntV2(shape=shape, key=self._key, counter=self._counter(shape), alg=1,
                                                      minval=minval, maxval=maxval)
    minval = {tf}.convert_to_tensor(minval, dtype=dtype)
    maxval = {tf}.convert_to_tensor(1 if maxval is None else maxval, dtype=dtype)
    values = {tf}.raw_ops.StatelessRandomUniformV2(shape=shape, key=self._key, counter=self._counter(shape), alg=1, dtype=dtype)
    return values * (maxval - minval) + minval
''',
}


def graph_seed_calls(module: cst.Module, source: cst.Module | None, ctx) -> list | None:
    """The ``set_random_seed`` calls of ``module`` (the module being converted), or None when
    the file as written (``source``) makes other graphs: their seeds are not the default
    graph's."""
    if source is not None and any(ctx.call_name(c) in OTHER_GRAPHS for c in instances(source, cst.Call)):
        return None
    return [c for c in instances(module, cst.Call) if ctx.call_name(c) in SEED_SETTERS]


def seed_pair(draw: cst.Call, graph_seed: int, ctx, counted: int | None = None) -> tuple[int, int] | None:
    """(seed, seed2) TF1 gave ``draw`` (a dropout or ``tf.random_normal`` call) under
    ``graph_seed``: its int ``seed=``, else ``counted`` (the op seed TF1 counted for it,
    ``native.op_seeds``); None if neither is known."""
    seed = arg(draw, SEED_POSITIONS.get(ctx.call_name(draw), 3), "seed")
    op_seed = int_value(seed, ctx) if seed is not None else counted
    if op_seed is None:
        return None
    pair = (graph_seed % _MAXINT32, op_seed % _MAXINT32)
    return (0, _MAXINT32) if pair == (0, 0) else pair


def stream_statement(name: str, pair: tuple[int, int], ctx) -> cst.SimpleStatementLine:
    """``<name> = _TF1RandomStream(seed=.., seed2=..)`` (the helper class emitted once)."""
    cls = reserved_name(ctx, "random_stream", "_TF1RandomStream")
    return cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], call(
        cst.Name(cls), seed=cst.Integer(str(pair[0])), seed2=cst.Integer(str(pair[1]))))])


def sampled_dropout(converted: cst.Call, stream: str, ctx) -> cst.Call:
    """``tf.nn.dropout(x, rate=r, noise_shape=s, seed=k, name=n)`` (TF2 spelling, every
    argument but ``x`` by keyword) -> ``tf.nn.experimental.general_dropout(x, rate=r,
    uniform_sampler=<stream>.uniform, noise_shape=s, name=n)``."""
    args = [a for a in converted.args if not (a.keyword is not None and a.keyword.value == "seed")]
    sampler = cst.Arg(cst.Attribute(cst.Name(stream), cst.Name("uniform")), keyword=cst.Name("uniform_sampler"),
                      equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
    at = next((i + 1 for i, a in enumerate(args) if a.keyword is not None and a.keyword.value == "rate"), len(args))
    args = args[:at] + [sampler] + args[at:]
    args = [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args]
    ctx.random_stream_methods.add("uniform")
    return cst.Call(ctx.tf_attr("tf.nn.experimental.general_dropout"), args)


def sampled_normal(converted: cst.Call, stream: str, ctx, method: str = "normal") -> cst.Call:
    """``tf.random.normal(shape, mean, stddev, dtype, seed=k, name=n)`` (TF2 spelling) ->
    ``<stream>.normal(shape, mean, stddev, dtype)`` (the same arguments, seed and name gone);
    ``tf.random.truncated_normal`` -> ``<stream>.truncated(...)`` and ``tf.random.uniform(shape,
    minval, maxval, dtype, ...)`` -> ``<stream>.uniform_range(...)`` (``method``) alike."""
    names = ["shape", "mean", "stddev", "dtype", "seed", "name"]
    args = [a for i, a in enumerate(converted.args)
            if (a.keyword.value if a.keyword is not None else names[i] if i < len(names) else "") not in ("seed", "name")]
    args = [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args]
    ctx.random_stream_methods.add(method)
    return cst.Call(cst.Attribute(cst.Name(stream), cst.Name(method)), args)


def statements(ctx) -> list:
    """The module-level ``_TF1RandomStream`` class (with the draw methods the file calls) when
    the file uses it, else nothing."""
    name = getattr(ctx, "random_stream", None)
    if name is None:
        return []
    code = _HELPER + "".join(_METHODS[m] for m in ("uniform", "normal", "truncated", "uniform_range") if m in ctx.random_stream_methods)
    return helper_statements(code.format(name=name, tf=ctx.tf))
