"""TF1's op seeds for random ops made without ``seed=`` (rule ``random_streams``).

With a graph seed set (``tf.set_random_seed(g)``), TF1 as TF 2.x's ``tf.compat.v1`` runs it
(``tf1to2 run``: the era the converted code is compared with) seeds each random op made
without ``seed=`` from a per-graph counter (``random_seed.get_seed``): the pair ``(g, k)`` for
the graph's k-th unseeded draw, counted from 0 in the order the graph was built. Every
unseeded draw counts, not only the random ops of the script: ``tf.get_variable``'s default
initializer (glorot_uniform), an initializer object called by ``get_variable``, a variable
factory's ``tf.truncated_normal``, ``tf.nn.dropout`` (even with ``keep_prob`` 1.0). Measured on
TF 2.21 (one count each for ``tf.random_normal``, ``random_uniform``, ``truncated_normal``,
``random_shuffle``, ``multinomial``, ``random_crop``, ``tf.nn.dropout``, ``get_variable``
without initializer or with a random initializer; none for seeded ones, zeros/constant
initializers, optimizers and ``minimize``).

``tf1_op_seeds(plan)`` walks the block's graph statements in order, counting those draws, and
returns ``{id(statement): k}`` for the dynamic statements (computed in ``sess.run`` functions)
whose one draw is an unseeded ``tf.nn.dropout`` / ``tf.layers.dropout`` / ``tf.random_normal`` /
``tf.random_uniform`` / ``tf.truncated_normal``: written with ``seed=k`` the TF2 op draws TF1's numbers
(``tf.nn.nce_loss`` / ``sampled_softmax_loss`` without ``sampled_values``: TF1's sampler,
``log_uniform_candidate_sampler``, written out with ``seed=k``). It gives up
(returns what it found before) at the first call it cannot count: a Keras or ``tf.layers``
layer, slim, an RNN cell, a loss given its own ``sampled_values``, a dataset shuffle, a callable object, a function it
cannot read; and returns nothing when some draw of the file is outside the walk (another
block, a loop the converter keeps, a session block), or when the graph seed is not a known
int. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import arg
from migrate.source.native.model import GraphStmt, item_node
from migrate.source.native.shapes import DTYPES, FLOAT_DTYPES, dtype_name
from migrate.source.native.walk import instances, written_node
from migrate.source.rules import layers, rnns
from migrate.source.rules.random_streams import SEED_SETTERS

# TF1 random ops: name -> position of ``seed`` (one draw each when unseeded)
DRAW_OPS = {
    "tf.random_normal": 4, "tf.random.normal": 4,
    "tf.random_uniform": 4, "tf.random.uniform": 4,
    "tf.truncated_normal": 4, "tf.random.truncated_normal": 4,
    "tf.random_shuffle": 1, "tf.random.shuffle": 1,
    "tf.multinomial": 2, "tf.random.multinomial": 2,
    "tf.random_crop": 2, "tf.image.random_crop": 2,
    "tf.nn.dropout": 3,
}
# sampled losses: name -> position of ``sampled_values``; without it TF1 draws the negative
# classes with one unseeded ``log_uniform_candidate_sampler`` (one count), which the converted
# call is given explicitly, with the op seed (``emit._with_op_seed``)
SAMPLED_LOSSES = {"tf.nn.nce_loss": 7, "tf.nn.sampled_softmax_loss": 7}
LAYERS_DROPOUT = "tf.layers.dropout"  # converted ``tf.nn.dropout(x, rate=r) if training else x`` (rule layers)
# the ops given ``seed=k`` here (their TF2 spelling in the converted code)
SEEDED_HERE = {"tf.nn.dropout": "nn.dropout", LAYERS_DROPOUT: "nn.dropout", "tf.random_normal": "random.normal", "tf.random.normal": "random.normal",
               "tf.random_uniform": "random.uniform", "tf.random.uniform": "random.uniform",
               "tf.truncated_normal": "random.truncated_normal", "tf.random.truncated_normal": "random.truncated_normal"}
# initializer objects that draw when a variable is made with them: name -> position of ``seed``
DRAWING_INITIALIZERS = {
    "tf.random_normal_initializer": 2, "tf.truncated_normal_initializer": 2, "tf.random_uniform_initializer": 2,
    "tf.glorot_uniform_initializer": 0, "tf.glorot_normal_initializer": 0,
    "tf.contrib.layers.xavier_initializer": 1, "tf.contrib.layers.xavier_initializer_conv2d": 1,
    "tf.variance_scaling_initializer": 3, "tf.contrib.layers.variance_scaling_initializer": 3,
    "tf.orthogonal_initializer": 1, "tf.initializers.random_normal": 2, "tf.initializers.truncated_normal": 2,
    "tf.initializers.random_uniform": 2, "tf.initializers.glorot_uniform": 0, "tf.initializers.glorot_normal": 0,
}
CONSTANT_INITIALIZERS = {"tf.zeros_initializer", "tf.ones_initializer", "tf.constant_initializer",
                         "tf.initializers.zeros", "tf.initializers.ones", "tf.initializers.constant"}
# TF names whose calls may draw in ways not counted here
_UNCOUNTED = ("tf.layers.", "tf.contrib.", "tf.keras.", "tf.estimator.", "tf.data.", "tf.distributions.",
              "tf.nn.rnn_cell.", "tf.compat.", "tf.image.random", "tf.train.shuffle_batch", "tf.train.string_input_producer",
              "tf.train.slice_input_producer", "tf.train.range_input_producer", "tf.train.input_producer",
              "tf.nn.fractional", "tf.random", "tf.nn.dynamic_rnn",
              "tf.nn.static_rnn", "tf.nn.bidirectional", "tf.nn.raw_rnn", "tf.py_func", "tf.numpy_function",
              "tf.map_fn", "tf.while_loop", "tf.cond", "tf.case", "tf.make_template")
_PLAIN_BUILTINS = {"range", "len", "int", "float", "list", "tuple", "dict", "zip", "enumerate", "print", "str",
                   "sum", "min", "max", "abs", "round", "sorted", "reversed", "isinstance", "bool", "set", "format"}
# methods of graph objects and Python values that make no random op
_PLAIN_METHODS = {"minimize", "compute_gradients", "apply_gradients", "assign", "assign_add", "assign_sub",
                  "get_shape", "as_list", "set_shape", "append", "extend", "format", "join", "items", "keys",
                  "values", "astype", "reshape", "value", "read_value", "initialized_value", "num_elements",
                  "scatter_update", "scatter_add", "scatter_sub", "get", "split", "upper", "lower", "replace"}


class _Unknown(Exception):
    """A call whose draws are not known: the count stops before it."""


class _Counter:
    def __init__(self, ctx):
        self.ctx = ctx
        self.seen: set = set()  # ids of the draw calls the walk met
        self.depth = 0
        self.walked: set = set()  # ids of the module functions whose calls were walked

    def draws(self, node) -> int:
        """Unseeded draws TF1 made building ``node`` (an expression or statement). A draw inside
        a comprehension ran any number of times (hunt 22 W2: ``[tf.random_uniform([2])
        for _ in range(2)]`` was counted once, both given one seed): not counted."""
        for part in instances(node, _REPEATED):
            if any(_may_draw(self.ctx.call_name(c)) for c in instances(part, cst.Call)):
                raise _Unknown("a draw in a comprehension")
        return sum(self.call_draws(c) for c in instances(node, cst.Call))

    def call_draws(self, c: cst.Call) -> int:
        ctx = self.ctx
        q = ctx.call_name(c)
        self.seen.add(id(c))
        if q in DRAW_OPS:
            self.seen.add(id(c))
            return 0 if arg(c, DRAW_OPS[q], "seed") is not None else 1
        if q in SAMPLED_LOSSES:
            if arg(c, SAMPLED_LOSSES[q], "sampled_values") is not None:
                raise _Unknown(q)  # (a sampler of the script's: counted where it is made, not walked here)
            n = sampled_loss_draws(c, ctx)  # (a seed= of its own keeps its sampler off the count, not its accidental hits)
            if n is None:
                raise _Unknown(q)
            return n
        if q == "tf.get_variable":
            return self._get_variable(c)
        if q == LAYERS_DROPOUT:
            # TF1's Dropout layer: nn.dropout under smart_cond(training); a Python False (or no
            # training=, TF1's default) makes no random op (measured)
            self.seen.add(id(c))
            training = arg(c, 4, "training")
            if training is None or (isinstance(training, cst.Name) and training.value == "False"):
                return 0
            return 0 if arg(c, 3, "seed") is not None else 1
        if q in DRAWING_INITIALIZERS or q in CONSTANT_INITIALIZERS:
            return 0  # an initializer object: it draws when a variable is made with it
        if q in layers.FLATTEN:
            return 0  # a reshape
        if q is not None:
            if q.startswith(_UNCOUNTED) or "dropout" in q or "shuffle" in q or "sample" in q:
                raise _Unknown(q)
            return 0
        func = c.func
        if isinstance(func, cst.Name):
            if func.value in _PLAIN_BUILTINS:
                return 0
            fn = ctx.module_functions.get(func.value)
            if fn is None or self.depth > 3:
                raise _Unknown(func.value)
            if id(fn) in self.walked and ctx.store is not None \
                    and any(ctx.call_name(x) == "tf.get_variable" for x in instances(fn.body, cst.Call)):
                # called again in a file whose variable store reuses variables: its get_variable
                # may be a reuse lookup, which makes no initializer op (a red-team hunt: counted
                # again, a later dropout took the next op seed)
                raise _Unknown(func.value)
            self.walked.add(id(fn))
            self.depth += 1
            try:
                return self.draws(fn.body)  # each call builds its body's ops again
            finally:
                self.depth -= 1
        if isinstance(func, cst.Attribute):
            head = func.value
            while isinstance(head, cst.Attribute):
                head = head.value
            if isinstance(head, cst.Name) and head.value in ctx.plain_modules:
                return 0  # numpy, math, os...
            if func.attr.value in _PLAIN_METHODS:
                return 0
        raise _Unknown("call")

    def _get_variable(self, c: cst.Call) -> int:
        init = arg(c, 3, "initializer")
        if init is None:
            # TF1's default: glorot_uniform_initializer() for floating dtypes; zeros for the
            # others, which draw nothing (hunt 20 W2: an int32 counter was counted)
            dtype = arg(c, 2, "dtype")
            kind = dtype_name(dtype, self.ctx) if dtype is not None else "float32"
            if kind in FLOAT_DTYPES:
                return 1
            if kind in DTYPES and not kind.startswith("complex"):
                return 0
            raise _Unknown("dtype")  # (complex: TF1 asked for an initializer; a spelling not read)
        n = initializer_draws(init, self.ctx)
        if n is not None:
            return n
        if isinstance(init, cst.Call):
            return 0  # a tensor (``tf.constant(...)``, ``tf.random_normal(...)``): its calls are walked with the statement's
        raise _Unknown("initializer")


_REPEATED = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)  # (a lambda: runs once or in a loop body, _check_draws_in_bodies)


def sampled_loss_draws(c: cst.Call, ctx) -> int | None:
    """Counts TF1's ``nce_loss`` / ``sampled_softmax_loss`` (no ``sampled_values``) took: one for
    its sampler unless ``sampled_softmax_loss(seed=...)`` seeds it, one more when it removes
    accidental hits (``compute_accidental_hits`` asks the graph for a seed, never given one: hunt
    20 W1, every later unseeded op was one count off; hunt 13's seeded loss moved the count by
    that one); the default is on for ``sampled_softmax_loss``, off for ``nce_loss``. None when
    not a literal."""
    hits = arg(c, 8, "remove_accidental_hits")
    if hits is None:
        on = ctx.call_name(c) == "tf.nn.sampled_softmax_loss"
    elif isinstance(hits, cst.Name) and hits.value in ("True", "False"):
        on = hits.value == "True"
    else:
        return None
    return (0 if seeded_sampled_loss(c, ctx) else 1) + (1 if on else 0)


def initializer_draws(init, ctx) -> int | None:
    """Draws of a variable made with the initializer object ``init`` (a call of an initializer
    class), None if ``init`` is something else."""
    q = ctx.call_name(init)
    if q in DRAWING_INITIALIZERS:
        return 0 if arg(init, DRAWING_INITIALIZERS[q], "seed") is not None else 1
    if q in CONSTANT_INITIALIZERS:
        return 0
    return None


# layers the plan expands into variables: name -> (kernel initializer keyword, bias initializer
# keyword, positional arguments before the initializers may be read, bias switch keyword)
_LAYERS = {
    "tf.layers.dense": ("kernel_initializer", "bias_initializer", 3, "use_bias"),
    "tf.layers.conv2d": ("kernel_initializer", "bias_initializer", 5, "use_bias"),
    "tf.layers.conv2d_transpose": ("kernel_initializer", "bias_initializer", 5, "use_bias"),
    "tf.layers.conv1d": ("kernel_initializer", "bias_initializer", 5, "use_bias"),
    # (``layer_objects``' spelling of a Keras Embedding: one table, Keras's unseeded uniform)
    "tf.layers.embedding": ("embeddings_initializer", None, 3, None),
    "tf.contrib.layers.fully_connected": ("weights_initializer", "biases_initializer", 3, None),
    "tf.contrib.slim.fully_connected": ("weights_initializer", "biases_initializer", 3, None),
    "tf.contrib.layers.layers.fully_connected": ("weights_initializer", "biases_initializer", 3, None),
}
_NO_VARIABLES = {"tf.layers.max_pooling2d", "tf.layers.average_pooling2d", "tf.layers.flatten", "tf.layers.max_pooling1d",
                 "tf.layers.average_pooling1d"}


def layer_draws(layer: cst.Call, q: str, ctx) -> int | None:
    """The unseeded draws TF1 made building ``layer`` (a ``tf.layers`` / slim layer the plan
    expands into variables): one for a kernel made with the default initializer (glorot_uniform
    / xavier, measured) or an unseeded random one; None when not known (``reuse=``, positional
    initializers, an initializer that is not a call of a known class)."""
    if q in _NO_VARIABLES:
        return 0
    if q not in _LAYERS:
        return None
    kernel_kw, bias_kw, positional, use_bias = _LAYERS[q]
    if sum(1 for a in layer.args if a.keyword is None) > positional or any(a.star for a in layer.args) or arg(layer, None, "reuse") is not None:
        return None
    total = 0
    for kw, default in ((kernel_kw, 1), (bias_kw, 0)):
        if kw is None:
            continue
        init = arg(layer, None, kw)
        if kw == bias_kw and use_bias is not None and isinstance(arg(layer, None, use_bias), cst.Name) and arg(layer, None, use_bias).value == "False":
            continue
        if init is None:
            total += default
        elif isinstance(init, cst.Name) and init.value == "None":
            continue  # slim: no biases
        else:
            n = initializer_draws(init, ctx)
            if n is None:
                return None
            total += n
    return total


def tf1_op_seeds(plan, graph_seed_of) -> dict:
    """``{id(statement): k}``: the op seed TF1 gave the one unseeded draw of each dynamic
    statement of ``plan``'s block it counts (see the module doc). ``graph_seed_of(g)`` is the
    graph seed when ``g`` was built (None: not known)."""
    ctx = plan.ctx
    per_graph = plan.seed_calls() is None  # the file makes other graphs: this block is one of them
    if ctx.module is None or not (per_graph or plan.seed_calls()):
        return {}  # no graph seed set: TF1's unseeded ops were not reproducible
    counter = _Counter(ctx)
    found: dict = {}
    k = 0
    start = setter_index(plan.block, ctx, last=per_graph)
    items = plan.block.items[start + 1:] if start is not None else plan.block.items
    scopes = ctx.scope_initializers
    # the draws of this block before the seed was set (they took no count) or after the count stopped
    later = {id(c) for g in plan.block.items[:start] if isinstance(g, GraphStmt) for c in instances(g.node, cst.Call)} \
        if start is not None else set()
    last = -1  # the index in ``items`` of the last statement given an op seed
    try:
        for i, g in enumerate(items):
            if not isinstance(g, GraphStmt):
                continue  # plain Python and session blocks: their draws are not walked (checked below)
            if g.kind == "variable" and (g.initializer is not None or id(g.node) in scopes) and \
                    ctx.call_name(g.value) == "tf.get_variable" and arg(g.value, 3, "initializer") is None:
                raise _Unknown("variable_scope initializer")
            if g.kind == "variable" and g.targets and g.targets[0] in plan.var_aliases:
                continue  # a reuse lookup: the variable exists, nothing is initialized
            if id(g) in plan.layer_draws:  # a statement a layer was expanded into: the layer's draws
                n = plan.layer_draws[id(g)]
                if n is None:
                    raise _Unknown("layer")
            else:
                n = counter.draws(g.value)
            calls = [c for c in instances(g.value, cst.Call) if ctx.call_name(c) in DRAW_OPS or ctx.call_name(c) == LAYERS_DROPOUT
                     or ctx.call_name(c) in SAMPLED_LOSSES] if n in (1, 2) and id(g) in plan.dynamic else []
            if len(calls) == 1 and n == (sampled_loss_draws(calls[0], ctx) if ctx.call_name(calls[0]) in SAMPLED_LOSSES else 1):
                # (one draw; a sampled loss removing accidental hits takes two counts, its sampler the first)
                if g.kind == "random" and (ctx.call_name(calls[0]) in SEEDED_HERE or ctx.call_name(calls[0]) in SAMPLED_LOSSES) \
                        and graph_seed_of(g) is not None and not seeded_sampled_loss(calls[0], ctx):
                    found[id(g)] = k
                    last = i
            k += n
    except _Unknown:
        later |= {id(c) for g in items[i:] if isinstance(g, GraphStmt) for c in instances(g.node, cst.Call)}
    # every draw of the file must have been met (or come after the count stopped, in this
    # block): a draw elsewhere (another block, a loop, a session block, a function called from
    # there) may move TF1's counter before the statements counted here
    # (the block's statements after the last one given a seed run after it: their draws cannot
    # move its count, e.g. a session block's ``tf.get_variable`` reuse lookup)
    after = {id(c) for g in items[last + 1:] for c in instances(item_node(g), cst.Call)} if found else set()
    met = counter.seen | plan.layer_calls | later | after
    if any(id(c) not in met and _may_draw(ctx.call_name(c)) for c in _graph_calls(plan, per_graph)):
        return {}
    return found


def in_graph_block(stmt, ctx) -> bool:
    """``stmt`` is inside a ``with <graph>.as_default():`` block of the file as written."""
    stmt = written_node(ctx.origins, stmt)
    return any(_graph_block(w, ctx) and any(n is stmt for n in instances(w, (cst.SimpleStatementLine, cst.BaseCompoundStatement)))
               for w in (instances(ctx.source, cst.With) if ctx.source is not None else ()))


def _graph_block(w, ctx) -> bool:
    """``with g.as_default():`` or ``with tf.Graph().as_default():``."""
    return any(isinstance(i.item, cst.Call) and isinstance(i.item.func, cst.Attribute) and i.item.func.attr.value == "as_default"
               and (isinstance(i.item.func.value, cst.Name) or (isinstance(i.item.func.value, cst.Call)
                                                                 and ctx.call_name(i.item.func.value) == "tf.Graph"))
               for i in w.items)


def same_graph_block(setter, stmt, ctx) -> bool:
    """Whether the statements ``setter`` and ``stmt`` are both inside one ``with
    <graph>.as_default():`` block of the file (as written, or only their own statements
    rewritten): the seed ``setter`` sets is that of ``stmt``'s graph. (A ``set_random_seed``
    before an anonymous ``with tf.Graph().as_default():`` seeded the old default graph.)"""
    def same(a, b) -> bool:  # (passes may rebuild a statement: its lines compared, not its identity)
        return a is b or (len(a.body) == len(b.body) and all(x.deep_equals(y) for x, y in zip(a.body, b.body)))

    setter, stmt = written_node(ctx.origins, setter), written_node(ctx.origins, stmt)
    # the innermost graph block holding ``stmt`` (``instances`` lists outer blocks first)
    holding = [w for w in (instances(ctx.source, cst.With) if ctx.source is not None else ())
               if _graph_block(w, ctx) and any(n is stmt for n in instances(w, (cst.SimpleStatementLine, cst.BaseCompoundStatement)))]
    if not holding:
        return False
    inside = instances(holding[-1], cst.SimpleStatementLine)
    if any(n is setter for n in instances(ctx.source, cst.SimpleStatementLine)):
        return any(n is setter for n in inside)  # (the setter as written: one of two alike is not the other)
    return any(same(n, setter) for n in inside)


def _graph_calls(plan, per_graph: bool) -> list:
    """The calls that may take a count of this block's graph: the whole file's, or (``per_graph``:
    the file makes other graphs, whose draws have counters of their own) this block's and those
    of the module functions it calls."""
    ctx = plan.ctx
    if not per_graph:
        return instances(ctx.module, cst.Call)
    calls = [c for item in plan.block.items for c in instances(item_node(item), cst.Call)]
    called = {c.func.value for c in calls if isinstance(c.func, cst.Name)} & ctx.module_functions.keys()
    return calls + [c for name in called for c in instances(ctx.module_functions[name], cst.Call)]


def _may_draw(q: str | None) -> bool:
    """A call of ``q`` may take a count (a random op, a variable's initializer, a layer)."""
    if q is None or q in DRAWING_INITIALIZERS or q in CONSTANT_INITIALIZERS or q.endswith("_initializer"):
        return False  # (an initializer object draws when a variable is made with it)
    if q in rnns.CELLS or q in rnns.MULTI:
        return False  # (a cell makes its variables when an RNN first runs it: the RNN call may draw)
    return q in DRAW_OPS or q == LAYERS_DROPOUT or q in SAMPLED_LOSSES or q == "tf.get_variable" or q in _LAYERS \
        or q.startswith(("tf.layers.", "tf.contrib.", "tf.keras.", "tf.nn.rnn_cell.", "tf.random"))


def sets_seed(stmt, ctx) -> bool:
    """``stmt`` is a ``tf.set_random_seed(...)`` statement."""
    return isinstance(stmt, cst.SimpleStatementLine) and any(
        isinstance(s, cst.Expr) and ctx.call_name(s.value) in SEED_SETTERS for s in stmt.body)


def setter_index(block, ctx, last: bool = False) -> int | None:
    """The index among ``block.items`` of the first statement setting the graph seed (``last``:
    the last one; in a file making several graphs, a block a ``with tf.Graph().as_default():``
    was unwrapped from starts with the statements before it, whose seed was the old graph's),
    else None."""
    found = [i for i, item in enumerate(block.items) if sets_seed(item_node(item), ctx)]
    return (found[-1] if last else found[0]) if found else None


def seeded_sampled_loss(c: cst.Call, ctx) -> bool:
    """``tf.nn.sampled_softmax_loss(..., seed=S)``: its sampler takes S in both eras (its op seed
    is not written out: replacing S by the count gave other classes, hunt 13)."""
    return ctx.call_name(c) == "tf.nn.sampled_softmax_loss" and arg(c, 11, "seed") is not None
