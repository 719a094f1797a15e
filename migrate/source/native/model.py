"""Analysis: the legacy-graph model of one block (a module body or a function body).

``analyse_block(body, ctx)`` flattens ``with tf.variable_scope("s"):`` blocks and
``with slim.arg_scope([...], **defaults):`` blocks (their defaults merged into the calls, rule
``arg_scopes``) and sorts the block's statements into

* ``GraphStmt``: a statement that builds graph nodes (``y = tf.matmul(x, w)``), with its
  targets, the names it reads (def/use sets), its kind (placeholder, variable, optimizer,
  train, init, gradient, stateful, random, tensor, graph; ``iterator`` and ``next`` for a
  one-shot ``tf.data`` iterator and its ``get_next()``, rule ``datasets``) and its
  variable-scope prefix;
* ``SessionRegion``: ``with tf.Session() as sess:`` (its body) or ``sess = tf.Session()``
  (the statements after it), where ``sess.run`` sites live;
* anything else: plain Python, kept in place (TF names in it are renamed by the rules).

Kinds decide the plan: placeholders become function parameters, variables and iterators are
created once, dynamic statements (placeholders, state changes, randomness, ``get_next()``, reads
of mutated variables) move into the function of each ``sess.run`` site that needs them. Never
imports TensorFlow.
"""
from __future__ import annotations

import builtins
import collections
import dataclasses
import re

import libcst as cst

from migrate.source.codegen import node_code
from migrate.source.native.constants import _literal, bound_names
from migrate.source.native.context import CONTROL_FLOW, Context, Refusal, arg, assigned_names, free_names, int_value, name_nodes_read, names_in, node_facts, paired_names, replace_nodes, string_literal, variable_names
from migrate.source.native.static_shapes import has_shape_read
from migrate.source.native import placeholder_lists
from migrate.source.native.walk import Walker, instances, nodes, record_origin
from migrate.source.rules import arg_scopes, datasets, flags, placeholders, random_streams, renames, summaries, variable_store

SESSION_NAMES = {"tf.Session", "tf.InteractiveSession"}
# ops returning a tuple or list of tensors (a named tuple for some): fetched values are converted
# with ``tf.nest.map_structure`` (``.numpy()`` on a tuple crashed: found in
# nfmcclure/tensorflow_cookbook, ``sess.run(tf.self_adjoint_eig(D))``); also safe for the
# single-tensor forms (``svd(compute_uv=False)``)
MULTI_OUTPUT = {
    "tf.split", "tf.unstack", "tf.meshgrid", "tf.unique", "tf.unique_with_counts", "tf.setdiff1d",
    "tf.nn.moments", "tf.nn.weighted_moments", "tf.nn.sufficient_statistics", "tf.nn.top_k", "tf.math.top_k",
    "tf.self_adjoint_eig", "tf.linalg.eigh", "tf.svd", "tf.linalg.svd", "tf.qr", "tf.linalg.qr",
    "tf.linalg.slogdet", "tf.linalg.lu", "tf.nn.max_pool_with_argmax", "tf.nn.fractional_max_pool",
    "tf.nn.fractional_avg_pool", "tf.nn.ctc_greedy_decoder", "tf.nn.ctc_beam_search_decoder",
    "tf.math.unique", "tf.linalg.eig",
    # (hunt 17 W1: fetched, ``.numpy()`` of their list crashed)
    "tf.dynamic_partition", "tf.identity_n", "tf.tuple", "tf.decode_csv", "tf.io.decode_csv", "tf.nn.normalize_moments",
    "tf.nn.uniform_candidate_sampler", "tf.nn.log_uniform_candidate_sampler", "tf.nn.learned_unigram_candidate_sampler",
    "tf.nn.fixed_unigram_candidate_sampler", "tf.nn.all_candidate_sampler", "tf.random.uniform_candidate_sampler",
    "tf.random.log_uniform_candidate_sampler", "tf.random.learned_unigram_candidate_sampler",
    "tf.random.fixed_unigram_candidate_sampler", "tf.random.all_candidate_sampler",
    "tf.image.non_max_suppression_padded", "tf.image.combined_non_max_suppression",
}
# functions returning (a list, a tensor): ``clipped, norm = tf.clip_by_global_norm(grads, 5.0)``
FIRST_RESULT_LISTS = frozenset({"tf.clip_by_global_norm"})
# TF1 functions whose result is a tf.SparseTensor (fetched: a SparseTensorValue in TF1)
SPARSE_MAKERS = frozenset({
    "tf.SparseTensor", "tf.sparse.SparseTensor", "tf.sparse_reorder", "tf.sparse.reorder", "tf.sparse_reshape",
    "tf.sparse.reshape", "tf.sparse_retain", "tf.sparse.retain", "tf.sparse_slice", "tf.sparse.slice",
    "tf.sparse_concat", "tf.sparse.concat", "tf.sparse_transpose", "tf.sparse.transpose", "tf.string_split",
    "tf.sparse.from_dense", "tf.contrib.layers.dense_to_sparse", "tf.sparse_maximum", "tf.sparse.maximum",
    "tf.sparse_minimum", "tf.sparse.minimum", "tf.sparse_reset_shape", "tf.sparse.reset_shape",
    "tf.sparse_softmax", "tf.sparse.softmax", "tf.sparse.expand_dims", "tf.sparse_add", "tf.sparse.add",
    # (hunt 15 W2: fetched, ``.numpy()`` crashed)
    "tf.sets.set_intersection", "tf.sets.intersection", "tf.sets.set_union", "tf.sets.union",
    "tf.sets.set_difference", "tf.sets.difference", "tf.nn.ctc_greedy_decoder", "tf.nn.ctc_beam_search_decoder",
    "tf.sparse_fill_empty_rows", "tf.sparse.fill_empty_rows", "tf.sparse_split", "tf.sparse.split", "tf.sparse_merge",
    "tf.sparse.cross", "tf.sparse.cross_hashed", "tf.data.experimental.dense_to_sparse_batch",
})
# of these, only the first result is sparse (``decoded, log_probs = ...``, ``filled, empty_rows = ...``)
SPARSE_FIRST = frozenset({"tf.nn.ctc_greedy_decoder", "tf.nn.ctc_beam_search_decoder", "tf.sparse_fill_empty_rows",
                          "tf.sparse.fill_empty_rows"})
# reading a serialized example with these features makes SparseTensors (a fetch of the parse's results)
SPARSE_FEATURES = frozenset({"tf.VarLenFeature", "tf.io.VarLenFeature", "tf.SparseFeature", "tf.io.SparseFeature"})
SPARSE_PARSES = frozenset({"tf.parse_single_example", "tf.parse_example", "tf.io.parse_single_example", "tf.io.parse_example"})
PLACEHOLDERS = {"tf.placeholder", "tf.placeholder_with_default"}
VARIABLES = {"tf.Variable", "tf.get_variable", "tf.train.get_or_create_global_step", "tf.train.create_global_step"}
INITIALIZERS = {
    "tf.global_variables_initializer",
    "tf.initialize_all_variables",
    "tf.variables_initializer",
    "tf.local_variables_initializer",
    "tf.tables_initializer",
}
ASSIGNS = {"tf.assign", "tf.assign_add", "tf.assign_sub", "tf.scatter_update", "tf.scatter_add", "tf.scatter_sub"}
ASSIGN_METHODS = {"assign", "assign_add", "assign_sub", "scatter_update", "scatter_add", "scatter_sub"}
GRADIENT_CALLS = {"tf.gradients", "tf.hessians"}
ALL_VARIABLES = {"tf.trainable_variables", "tf.global_variables"}  # calls that list every variable made so far
# TF calls that read or write files, not graphs: statements of only these are plain Python
FILE_CALLS = {"tf.train.latest_checkpoint", "tf.train.get_checkpoint_state", "tf.train.checkpoint_exists",
              "tf.train.list_variables", "tf.train.load_variable", "tf.train.load_checkpoint"}
FILE_PREFIXES = ("tf.gfile.", "tf.io.gfile.")
RANDOM_PREFIXES = (
    "tf.random",
    "tf.truncated_normal",
    "tf.multinomial",
    "tf.nn.dropout",
    "tf.layers.dropout",
    "tf.random_crop",
    "tf.image.random",
    "tf.nn.nce_loss",  # (its negative classes: a candidate sampler, redrawn at each run)
    "tf.nn.sampled_softmax_loss",
    "tf.nn.uniform_candidate_sampler",
    "tf.nn.log_uniform_candidate_sampler",
    "tf.nn.learned_unigram_candidate_sampler",
    "tf.nn.fixed_unigram_candidate_sampler",
)


RANDOM_OPS = frozenset({"tf.image.sample_distorted_bounding_box", "tf.parameterized_truncated_normal", "tf.nn.fractional_max_pool",
                        "tf.nn.fractional_avg_pool", "tf.random_crop"})  # random ops outside RANDOM_PREFIXES


def draws_random(q: str | None) -> bool:
    """A call of ``q`` draws random numbers (``tf.random_normal_initializer(...)`` makes an
    object, which draws nothing)."""
    return bool(q) and (q.startswith(RANDOM_PREFIXES) or q in RANDOM_OPS) and not q.endswith("_initializer")


def calls_drawing_functions(value, ctx: Context, depth: int = 0) -> bool:
    """``value`` calls a function of the file whose body draws random numbers, up to 3 calls
    deep (``y = jitter(c)`` with ``jitter`` calling ``noise()`` calling ``tf.random_normal``: a
    red-team hunt, the draw was computed once)."""
    # (a function passed by name counts too: ``tf.while_loop(cond, body, ...)`` whose ``body``
    # draws; hunt 22 W4: the loop was computed once, at module level)
    called = [c.func.value for c in calls_in(value) if type(c.func) is cst.Name] + [
        a.value.value for c in calls_in(value) for a in c.args if type(a.value) is cst.Name]
    for name in called:
        fn = ctx.module_functions.get(name)
        if fn is None:
            continue
        known = _DRAWING_FUNCTIONS.get(id(fn))
        if known is None or known[0] is not fn:
            if len(_DRAWING_FUNCTIONS) > 1024:
                _DRAWING_FUNCTIONS.clear()
            known = _DRAWING_FUNCTIONS[id(fn)] = (fn, any(draws_random(ctx.call_name(x)) for x in calls_in(fn.body)))
        if known[1] or (depth < 2 and calls_drawing_functions(fn.body, ctx, depth + 1)):
            return True
    return False


_DRAWING_FUNCTIONS: dict = {}  # id(function def) -> (def, whether its body calls a random op itself)


def calls_hidden_draws(value, ctx: Context) -> bool:
    """``value`` calls what may draw random numbers through code the converter does not follow
    (hunt 22 W3: the draw was computed once, at module level): a method that a class of the file
    defines and that draws (``sampler.move(x)``, ``Prior().sample(3)``), a class of the file whose
    ``__init__`` draws, an object when a class's ``__call__`` draws (``jit(x)``), or a callable
    picked from a container or a name when the file holds a random function as a value
    (``samplers[choice]([3])`` of ``{"normal": tf.random_normal}``)."""
    unknown = []  # calls of what no name tells: ``samplers[k](...)``, ``jit(x)``, ``Prior().sample``
    for c in calls_in(value):
        f = c.func
        t = type(f)
        if t is cst.Attribute:
            if ctx.qualname(f) is None:
                unknown.append(c)
        elif t is not cst.Name or not (f.value in ctx.module_functions or ctx.qualname(f) is not None or hasattr(builtins, f.value)):
            unknown.append(c)
    if not unknown:
        return False  # (most statements: the file's classes and random references are not looked up)
    methods, classes, refs = _hidden_draws(ctx)
    for c in unknown:
        f = c.func
        t = type(f)
        if t is cst.Attribute:
            if f.attr.value in methods:
                return True
        elif t is cst.Name and f.value in classes:
            if classes[f.value]:
                return True
        elif refs or "__call__" in methods:
            return True
    return False


def _hidden_draws(ctx: Context) -> tuple:
    """(names of the methods of the file's classes that draw random numbers, directly, through
    the file's functions or through another such method; {class name: whether its ``__init__``
    draws}; whether the file uses a random function as a value, not called), found once."""
    if ctx.hidden_draws is not None and ctx.hidden_draws[0] is ctx.module:
        return ctx.hidden_draws[1]
    module = ctx.module
    defs = class_methods(module)
    drawing: set = set()  # ids of the drawing methods
    methods: set = set()  # their names
    changed = True
    while changed:
        changed = False
        for _, fn in defs:
            if id(fn) in drawing:
                continue
            calls = calls_in(fn.body)
            if any(draws_random(ctx.call_name(x)) for x in calls) or calls_drawing_functions(fn.body, ctx) \
                    or any(type(x.func) is cst.Attribute and x.func.attr.value in methods for x in calls):
                drawing.add(id(fn))
                methods.add(fn.name.value)
                changed = True
    classes = {cls.name.value: False for cls in instances(module, cst.ClassDef)}
    for cls, fn in defs:
        if fn.name.value == "__init__" and id(fn) in drawing:
            classes[cls] = True
    called = {id(c.func) for c in calls_in(module)}
    refs = any(draws_random(ctx.qualname(n)) for n in instances(module, cst.Attribute) if id(n) not in called
               and n.attr.value.startswith(_RANDOM_LEAVES))
    found = (methods, classes, refs)
    ctx.hidden_draws = (module, found)
    return found


def class_methods(module) -> list:
    """``(class name, def)`` of each method the module's classes define (at any depth)."""
    return [(cls.name.value, fn) for cls in instances(module, cst.ClassDef) for fn in cls.body.body if type(fn) is cst.FunctionDef]


_RANDOM_LEAVES = ("random", "truncated_normal", "multinomial", "dropout", "normal", "uniform", "shuffle", "gamma", "poisson", "categorical")


@dataclasses.dataclass
class GraphStmt:
    """One graph-building statement: ``targets = value`` (or a bare call)."""

    node: cst.SimpleStatementLine
    targets: tuple
    uses: frozenset
    kind: str
    value: cst.BaseExpression
    scope: str = ""  # variable_scope prefix: "" or "outer/inner/"
    list_valued: bool = False  # tf.gradients(...) / tf.split(...) give Python lists
    is_op: bool = False  # fetching it gives None (train ops, groups)
    mutates: tuple = ()  # variable names this statement changes when run
    tf_names: frozenset = frozenset()  # TF callees used
    initializer: cst.BaseExpression | None = None  # the enclosing variable_scope's initializer=
    python_call: bool = False  # ``f(...)`` as a statement, ``f`` a plain Python function (print, a logger)
    prints: bool = False  # ``print(y)`` while building: TF1 printed the symbolic tensor (plan decides)


@dataclasses.dataclass
class SessionRegion:
    """``with tf.Session() as sess:`` (``node`` is the With) or ``sess = tf.Session()``."""

    node: cst.CSTNode
    sess: str
    body: list  # statements run with the session


@dataclasses.dataclass
class Block:
    items: list  # GraphStmt | SessionRegion | ("python", stmt)

    @property
    def graph(self) -> list:
        return [i for i in self.items if isinstance(i, GraphStmt)]

    @property
    def sessions(self) -> list:
        return [i for i in self.items if isinstance(i, SessionRegion)]


def item_node(item):
    """The statement of a block item: a graph statement's or a session region's node, a Python
    item's statement."""
    return item.node if isinstance(item, (GraphStmt, SessionRegion)) else item[1] if isinstance(item, tuple) else None


def calls_in(node: cst.CSTNode) -> tuple:
    """Every call inside ``node`` (one cached walk shared with ``names_in``)."""
    return node_facts(node)[0]


class _TfNamesWalker(Walker):
    """Collects the canonical TF names of the outermost name chains (see ``tf_names_in``)."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.found: set[str] = set()

    def visit_Attribute(self, n: cst.Attribute) -> bool:
        q = self.ctx.qualname(n)
        if q is not None:
            self.found.add(q)
            return False
        return True

    def visit_Name(self, n: cst.Name) -> None:
        q = self.ctx.qualname(n)
        if q is not None:
            self.found.add(q)

    def visit_Arg(self, n: cst.Arg) -> bool:
        self.walk(n.value)
        return False


def tf_names_in(node: cst.CSTNode, ctx: Context) -> set[str]:
    """Canonical TF names mentioned anywhere in ``node`` (outermost chains only)."""
    walker = _TfNamesWalker(ctx)
    walker.walk(node)
    return walker.found


def session_call(node, ctx: Context) -> bool:
    return isinstance(node, cst.Call) and ctx.call_name(node) in SESSION_NAMES


_AUGMENTED = {
    cst.AddAssign: cst.Add, cst.SubtractAssign: cst.Subtract, cst.MultiplyAssign: cst.Multiply,
    cst.DivideAssign: cst.Divide, cst.FloorDivideAssign: cst.FloorDivide, cst.ModuloAssign: cst.Modulo,
    cst.PowerAssign: cst.Power, cst.MatrixMultiplyAssign: cst.MatrixMultiply,
}
_ATOMS = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.Integer, cst.Float, cst.SimpleString)


def _adds_graph(value, ctx: Context) -> bool:
    """``writer.add_graph(...)`` of a FileWriter of the file."""
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "add_graph" \
        and isinstance(value.func.value, cst.Name) and value.func.value.value in ctx.summary_writers


def _list_bound(name: str, items: list) -> bool:
    """``name``'s last graph binding in ``items`` is a list, tuple or dict (``losses += [l2]``
    extends that object in place: other names bound to it see the change, which rebinding
    to ``losses + [l2]`` would not give them)."""
    for item in reversed(items):
        if isinstance(item, GraphStmt) and name in item.targets:
            return item.list_valued or isinstance(item.value, (cst.List, cst.Tuple, cst.Dict, cst.ListComp))
    return True  # (not bound by a graph statement here: not known to be a tensor)


def _augmented_as_assign(stmt, small: cst.AugAssign, ctx: Context):
    """``layer += biases`` on a graph name as ``layer = layer + biases`` (what Python does for a
    tensor, which has no in-place ``+=``; TF1's ``Variable.__iadd__`` also returns
    ``self + other``), so the statement is planned as any other. The facts recorded for the
    statement (name scope, control dependencies...) carry over; diagnostics point at it."""
    op = _AUGMENTED.get(type(small.operator))
    if op is None:
        return stmt
    right = small.value
    if not isinstance(right, _ATOMS) or right.lpar:
        right = right.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    value = cst.BinaryOperation(left=cst.Name(small.target.value), operator=op(), right=right)
    new = stmt.with_changes(body=[cst.Assign([cst.AssignTarget(small.target)], value)])
    ctx.carry_facts(stmt, new)
    ctx.origins[id(new)] = (new, ctx.origins[id(stmt)][1] if id(stmt) in ctx.origins else stmt)
    ctx.origins[id(value)] = (value, small)
    return new


def single_small(stmt) -> cst.BaseSmallStatement | None:
    """The one small statement of a simple statement line (``a = b``, not ``a = b; c = d``), else None."""
    if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1:
        return stmt.body[0]
    return None


def _config_only(call: cst.Call, ctx: Context) -> bool:
    """``tf.Session(config=tf.ConfigProto(...))`` or ``tf.Session(config=config)`` of a name
    ``session_options`` drops: device placement, threads, GPU memory and logging, which eager
    TF2 has no session for; dropped with the session (noted)."""
    if len(call.args) != 1 or call.args[0].star:
        return False
    a = call.args[0]
    value = a.value
    if a.keyword is None or a.keyword.value != "config":
        return False
    if isinstance(value, cst.Name) and value.value in session_options(ctx):
        return True  # (its binding carries the note)
    if not (isinstance(value, cst.Call) and ctx.call_name(value) == "tf.ConfigProto"):  # (qualname normalises v1 spellings)
        return False
    ctx.note(call, "sessions", "tf.Session(config=tf.ConfigProto(...)): the session options (device placement, threads, "
             "logging) are dropped with the session; TF2 sets them with tf.config")
    return True


def session_options(ctx: Context) -> dict:
    """{name: id(its binding)} of the names bound once (anywhere in the module) to
    ``tf.ConfigProto(...)`` whose every other use sets an option (``config.gpu_options.
    allow_growth = True``) or is ``tf.Session(config=name)``: those statements go with the
    session (computed once per module)."""
    if ctx.session_option_names is None:
        ctx.session_option_names = {}
        if ctx.module is not None:
            bindings: dict = {}  # name -> its ``= tf.ConfigProto(...)`` assignments
            accounted: dict = {}  # name -> the uses that set an option or configure a session
            for n in instances(ctx.module, cst.Assign):
                if len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Name) and isinstance(n.value, cst.Call) \
                        and ctx.call_name(n.value) == "tf.ConfigProto":
                    bindings.setdefault(n.targets[0].target.value, []).append(n)
                elif len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Attribute):
                    root = _attribute_root(n.targets[0].target)
                    if root is not None:  # (the target's root, and reads of it in the value)
                        accounted[root] = accounted.get(root, 0) + 1 + sum(1 for x in name_nodes_read(n.value) if x.value == root)
            for c in instances(ctx.module, cst.Call):
                if session_call(c, ctx) and len(c.args) == 1 and c.args[0].keyword is not None \
                        and c.args[0].keyword.value == "config" and isinstance(c.args[0].value, cst.Name):
                    accounted[c.args[0].value.value] = accounted.get(c.args[0].value.value, 0) + 1
            spelled = collections.Counter(n.value for n in name_nodes_read(ctx.module))  # (bindings included)
            for name, found in bindings.items():
                if len(found) == 1 and 1 + accounted.get(name, 0) == spelled[name]:
                    ctx.session_option_names[name] = id(found[0])
    return ctx.session_option_names


def _attribute_root(node) -> str | None:
    """``a`` of ``a.b.c``, else None."""
    while isinstance(node, cst.Attribute):
        node = node.value
    return node.value if isinstance(node, cst.Name) else None


def _sets_session_option(small, ctx: Context) -> bool:
    """``config = tf.ConfigProto(...)`` / ``config.gpu_options.allow_growth = True`` of a name
    ``session_options`` drops."""
    if not isinstance(small, cst.Assign) or len(small.targets) != 1:
        return False
    return _attribute_root(small.targets[0].target) in session_options(ctx)


_FLOAT_DTYPES = {"tf.float16", "tf.float32", "tf.float64"}


def _scaled_placeholder(value, ctx: Context):
    """(the placeholder call, the literal) of ``tf.placeholder(<float dtype>, ...) / 255.``
    (Morvan's CNN input; ``+ - * /`` with a number literal, either side), else None. The
    placeholder inside has no name the script can feed, so TF1 ran only sess.run calls that
    feed the result itself (any other raised "must feed a value for placeholder"): the fed
    value replaced the operation, which never ran. The result is that placeholder (same
    dtype: float op number; same shape)."""
    if not (isinstance(value, cst.BinaryOperation) and type(value.operator) in (cst.Add, cst.Subtract, cst.Multiply, cst.Divide)):
        return None
    for call, other in ((value.left, value.right), (value.right, value.left)):
        if isinstance(call, cst.Call) and ctx.call_name(call) == "tf.placeholder" and not call.lpar \
                and isinstance(other, (cst.Integer, cst.Float)):
            dtype = arg(call, 0, "dtype")
            if dtype is None or (ctx.qualname(dtype) not in _FLOAT_DTYPES and not (isinstance(dtype, cst.SimpleString) and dtype.evaluated_value == "float")):
                return None
            if any(a.keyword is not None and a.keyword.value == "name" for a in call.args) or len(call.args) > 2:
                return None  # (a named one could be fed by name: "x:0")
            return call, other
    return None


def _defs_into_session(flat: list, ctx: Context) -> list:
    """``flat`` with each function that reads the block's session as a global (Morvan's
    ``def compute_accuracy(v_xs, v_ys): ... sess.run(prediction, ...)`` written before
    ``sess = tf.Session()``) moved into its region, just before the first statement reading its
    name (the loop calling it; after ``sess.run(init)``, as a def is no use of the variables),
    where its ``sess.run`` sites are converted as the region's. Exact: a ``def`` only binds its
    name, and nothing between the two places reads that name (else it stays)."""
    at = next((k for k, (s, _) in enumerate(flat) if isinstance(single_small(s), cst.Assign)
               and session_call(single_small(s).value, ctx) and len(single_small(s).targets) == 1
               and isinstance(single_small(s).targets[0].target, cst.Name)), None)
    if at is None:
        return flat
    sess = single_small(flat[at][0]).targets[0].target.value
    moved = []
    for k in range(at):
        s = flat[k][0]
        if not isinstance(s, cst.FunctionDef) or sess in function_locals(s) or sess not in names_in(s.body):
            continue
        if s.decorators or any(p.default is not None and names_in(p.default) for p in
                               (*s.params.params, *s.params.kwonly_params, *s.params.posonly_params)):
            continue  # (evaluated where the def runs: a decorator, a default reading names)
        name = s.name.value
        if any(name in names_in(x) for x, _ in flat[k + 1:at + 1]):
            continue
        moved.append(k)
    if not moved:
        return flat
    out = [item for k, item in enumerate(flat) if k not in moved]
    for k in moved:
        name = flat[k][0].name.value
        start = next(i for i, item in enumerate(out) if item is flat[at]) + 1
        first = next((i for i in range(start, len(out)) if name in names_in(out[i][0])), len(out))
        out.insert(first, flat[k])
    return out


_VARIABLE_FACTS = {"name", "shape", "get_shape"}  # what a converted tf.Variable answers as TF1's did (not dtype: float32_ref)


def _prints_variable_facts(stmt, items: list, ctx: Context) -> bool:
    """``for v in var_list: print(v.name, v.get_shape().as_list())`` while building, ``var_list``
    bound to ``tf.trainable_variables(...)`` / ``tf.global_variables(...)`` in this block (a
    GAN's ``gen_vars``): the converted variables exist at module level and answer ``name``,
    ``shape`` and ``get_shape()`` as TF1's did (``dtype`` not: TF1's says ``float32_ref``), so the
    loop stays Python. Only a loop
    whose body is ``print(...)`` lines reading the loop variable through those attributes."""
    if type(stmt) is not cst.For or type(stmt.target) is not cst.Name or type(stmt.iter) is not cst.Name \
            or stmt.orelse is not None or type(stmt.body) is not cst.IndentedBlock:
        return False
    lists = {t for g in items if isinstance(g, GraphStmt) and len(g.targets) == 1 and ctx.call_name(g.value) in ALL_VARIABLES
             for t in g.targets}
    if stmt.iter.value not in lists or names_in(stmt.body) & ({t for g in items if isinstance(g, GraphStmt) for t in g.targets} - lists):
        return False
    v = stmt.target.value
    for line in stmt.body.body:
        small = single_small(line)
        if not (type(small) is cst.Expr and type(small.value) is cst.Call and type(small.value.func) is cst.Name
                and small.value.func.value == "print" and "print" not in ctx.module_functions):
            return False
        if not _read_as_facts(small, v):
            return False  # (the variable itself, or another attribute: a graph object in TF1)
    return True


def _read_as_facts(node, v: str) -> bool:
    """Every read of ``v`` in ``node`` is ``v.name`` / ``v.shape`` / ``v.get_shape()``
    (``_VARIABLE_FACTS``)."""
    facts = {id(a.value) for a in instances(node, cst.Attribute) if a.attr.value in _VARIABLE_FACTS}
    return all(id(n) in facts for n in name_nodes_read(node) if n.value == v)


def _counts_variable_facts(value, graph_names: set, ctx: Context) -> bool:
    """``value`` reads the script's variables only through comprehensions over a variable
    listing (``tf.trainable_variables()``) whose variable it reads only as ``v.name`` /
    ``v.shape`` / ``v.get_shape()`` (the parameter count ``np.sum([np.prod(v.get_shape().as_list())
    for v in tf.trainable_variables()])``, hunt 30 h61 / h63): static facts of the converted
    variables, the same at module level, so the statement stays Python."""
    if free_names(value) & graph_names:
        return False
    comps = [c for c in instances(value, (cst.ListComp, cst.GeneratorExp, cst.SetComp))
             if type(c.for_in.target) is cst.Name and type(c.for_in.iter) is cst.Call and ctx.call_name(c.for_in.iter) in ALL_VARIABLES]
    listings = [c for c in instances(value, cst.Call) if ctx.call_name(c) in ALL_VARIABLES]
    if not comps or len(listings) != len(comps) or any(c.for_in.inner_for_in is not None for c in comps):
        return False
    return all(_read_as_facts(c.elt, c.for_in.target.value)
               and not any(n.value == c.for_in.target.value for cond in c.for_in.ifs for n in name_nodes_read(cond))
               for c in comps)


def _reads_variable_shapes(stmt, read: set, items: list) -> bool:
    """Every graph name ``stmt`` reads (``read``) is a variable of this block read only as
    ``v.shape`` / ``v.get_shape()`` (hunt 9's ``for dim in W.get_shape(): total *= dim``): the
    converted variables exist at module level with the same static shapes, so it stays Python."""
    variables = {t for g in items if isinstance(g, GraphStmt) and g.kind == "variable" for t in g.targets}
    if not read <= variables:
        return False
    shaped = {id(a.value) for a in instances(stmt, cst.Attribute) if a.attr.value in ("shape", "get_shape")}
    return all(id(n) in shaped for n in name_nodes_read(stmt) if n.value in read)


def as_session_region(stmt, rest: list, ctx: Context) -> SessionRegion | None:
    """A session region starting at ``stmt`` (``rest``: the statements after it), or None."""
    if isinstance(stmt, cst.With) and len(stmt.items) == 1:
        item = stmt.items[0]
        call = item.item
        if isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and call.func.attr.value == "as_default":
            call = call.func.value  # tf.Session().as_default()
        if session_call(call, ctx):
            if call.args and not _config_only(call, ctx):
                ctx.refuse(call, "sessions", f"{ctx.call_name(call)}(...) with arguments (graph/config/target) is not converted")
            if item.asname is None or not isinstance(item.asname.name, cst.Name):
                ctx.refuse(stmt, "sessions", "a session block without `as NAME` is not converted")
                return SessionRegion(stmt, "", list(stmt.body.body))
            return SessionRegion(stmt, item.asname.name.value, list(stmt.body.body))
    small = single_small(stmt)
    if isinstance(small, cst.Assign) and session_call(small.value, ctx):
        names = assigned_names(small.targets[0].target) if len(small.targets) == 1 else []
        if len(names) != 1:
            ctx.refuse(stmt, "sessions", "session assigned to a complex target")
            return SessionRegion(stmt, "", rest)
        if small.value.args and not _config_only(small.value, ctx):
            ctx.refuse(small.value, "sessions", f"{ctx.call_name(small.value)}(...) with arguments (graph/config/target) is not converted")
        return SessionRegion(stmt, names[0], rest)
    return None


def _plain_session_end(region: SessionRegion, ctx: Context) -> list | None:
    """The statements ``sess = tf.Session()`` runs with when a ``with tf.Session() as s2:``
    block follows its last use (Mechanics 101 with a restore into a second session): those up
    to the last statement reading ``sess`` but ``sess.close()``, and the ``sess.close()``
    statements after it (an eager script has no session to close: closing it earlier changes
    nothing it computes). None (the rest of the block runs with it) otherwise, or when the
    session is read again after that block (a ``with`` binding another session to the same name
    ends the reads of this one)."""
    sess, rest = region.sess, region.body
    if not sess:
        return None
    # ``with tf.Session() as sess:`` later (the TF tutorials' hello world then basic operations):
    # the name is another session from there on
    rebound = next((k for k, s in enumerate(rest) if isinstance(s, cst.With) and len(s.items) == 1
                    and session_call(s.items[0].item, ctx) and s.items[0].asname is not None
                    and type(s.items[0].asname.name) is cst.Name and s.items[0].asname.name.value == sess), len(rest))
    reads = [k for k, s in enumerate(rest[:rebound]) if sess in names_in(s)]
    closes = {k for k in reads if _closes(rest[k], sess)}
    last = max((k for k in reads if k not in closes), default=-1)
    after = rest[last + 1:]
    if not any(isinstance(s, cst.With) and len(s.items) == 1 and session_call(s.items[0].item, ctx) for s in after):
        return None
    return rest[:last + 1] + [rest[k] for k in sorted(closes) if k > last]


def _closes(stmt, sess: str) -> bool:
    """``stmt`` is ``sess.close()``."""
    small = single_small(stmt)
    return isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and not small.value.args \
        and isinstance(small.value.func, cst.Attribute) and small.value.func.attr.value == "close" \
        and isinstance(small.value.func.value, cst.Name) and small.value.func.value.value == sess


def _scope_of(stmt: cst.With, ctx: Context, reuses=None) -> str | None:
    """``"name/"`` for ``with tf.variable_scope("name"):`` / ``tf.name_scope``, else None
    (``as scope`` only when ``scope`` serves only ``scope.reuse_variables()``: ``reuses``, the
    statements ``_reuse_calls`` found)."""
    if len(stmt.items) != 1 or (stmt.items[0].asname is not None and reuses is None):
        return None
    call = stmt.items[0].item
    q = ctx.call_name(call)
    if q not in ("tf.variable_scope", "tf.name_scope"):
        return None
    if ctx.store is not None:
        try:
            name = variable_store.scope_name(call, q, lambda v: variable_store.reuse_value(v, ctx))
        except Refusal as r:
            ctx.refusals.append(r)
            return ""
        reuse = arg(call, 1, "reuse") if q == "tf.variable_scope" else None
        reuse = _reuse_literal(reuse, ctx) if reuse is not None else None
        if reuse:
            ctx.scope_reuse[id(stmt)] = reuse  # (its tf.layers read the earlier layers' variables: rule layers, caveat 6)
        return name + "/" if q == "tf.variable_scope" and name else ""  # ``variable_scope("")``: the root
    args = list(call.args)
    if q == "tf.variable_scope" and len(args) == 2 and args[1].keyword is not None and args[1].keyword.value == "initializer":
        ctx.scope_initializers[id(stmt)] = args[1].value  # rule rnns (caveat 3)
        args = args[:1]
    if q == "tf.variable_scope" and len(args) == 2 and args[1].keyword is not None and args[1].keyword.value == "reuse":
        reuse = _reuse_literal(args[1].value, ctx)  # (an inlined GAN discriminator: rule layers, caveat 6)
        if reuse is not None:
            if reuse:
                ctx.scope_reuse[id(stmt)] = reuse
            args = args[:1]
    name = ctx.string_value(args[0].value) if len(args) == 1 and args[0].keyword is None else None
    if name is None and q == "tf.name_scope" and all(
            not a.star and _plain_scope_argument(a.value) for a in args):
        return ""  # (``tf.name_scope(name, default_name="squash")`` inlined: op names only, flattened as a literal one is)
    if name is None:
        ctx.refuse(call, "variables", f"{q} with reuse/initializer/non-literal arguments is not converted")
        return ""
    return name + "/" if q == "tf.variable_scope" and name else ""


def _plain_scope_argument(value) -> bool:
    """A name scope's argument evaluated without side effects: a side-effect-free expression
    (``variable_store``'s test), or a list/tuple of them (``values=[x, w]``)."""
    if isinstance(value, (cst.List, cst.Tuple)):
        return all(not isinstance(e, cst.StarredElement) and variable_store.side_effect_free(e.value) for e in value.elements)
    return variable_store.side_effect_free(value)


def _reuse_literal(value, ctx: Context):
    """``reuse=`` as written: True / False (``None`` / ``False``: the enclosing scope's), "auto"
    (``tf.AUTO_REUSE``), else None (not known statically)."""
    if isinstance(value, cst.Name) and value.value in ("True", "False", "None"):
        return value.value == "True"
    return "auto" if ctx.table.qualname(value) == "tf.AUTO_REUSE" else None


def _reuse_calls(stmt: cst.With, ctx: Context):
    """The ids of the ``scope.reuse_variables()`` statements of ``with tf.variable_scope(...) as
    scope:`` (Morvan's scope tutorial) when the file reads ``scope`` nowhere else but in those
    calls and in ``scope.name`` (CIFAR-10's ``tf.nn.relu(..., name=scope.name)``, spelled as
    the scope's full name by ``_scope_names``) inside such blocks, else None. Like
    ``reuse=True`` (rule ``variable_store``, caveat 1) the call only decides which error TF1
    raises for a valid program: the statements go."""
    target = stmt.items[0].asname.name if stmt.items[0].asname is not None else None
    if not isinstance(target, cst.Name) or ctx.call_name(stmt.items[0].item) != "tf.variable_scope":
        return None
    found = {id(s) for s in instances(stmt.body, cst.SimpleStatementLine) if _is_reuse_call(s, target.value)}
    uses = ctx.exact_name_uses(target.value) - _shadowed_uses(target.value, ctx)
    return found if uses == _scope_target_uses(target.value, ctx) else None


def _shadowed_uses(name: str, ctx: Context) -> int:
    """The Name nodes spelling ``name`` (as ``Context.exact_name_uses`` counts them) inside
    functions that bind ``name`` themselves (a parameter: ``def linear(x, n, scope)``, hunt
    12) and hold no ``with ... as name:`` of their own: another variable than the scope object."""
    if ctx.module is None or name not in ctx.scope_shadowed:
        total, counted = 0, set()
        for fn in instances(ctx.module, cst.FunctionDef) if ctx.module is not None else ():
            if id(fn) in counted or name not in function_locals(fn) \
                    or any(w.asname is not None and type(w.asname.name) is cst.Name and w.asname.name.value == name
                           for w in instances(fn.body, cst.WithItem)) \
                    or any(type(g) is cst.Global and any(n.name.value == name for n in g.names) for g in instances(fn.body, cst.Global)):
                continue
            total += sum(1 for n in variable_names(fn) if n.value == name and n is not fn.name)
            counted.update(id(f) for f in instances(fn, cst.FunctionDef))
        ctx.scope_shadowed[name] = total
    return ctx.scope_shadowed[name]


def _is_reuse_call(s, target: str) -> bool:
    small = single_small(s)
    return isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and not small.value.args \
        and isinstance(small.value.func, cst.Attribute) and small.value.func.attr.value == "reuse_variables" \
        and isinstance(small.value.func.value, cst.Name) and small.value.func.value.value == target


def _scope_name_reads(body, target: str) -> list:
    """The ``target.name`` nodes in ``body``."""
    return [a for a in instances(body, cst.Attribute)
            if a.attr.value == "name" and isinstance(a.value, cst.Name) and a.value.value == target]


def _scope_target_uses(target: str, ctx: Context) -> int:
    """The Name nodes spelling ``target`` that ``with tf.variable_scope(...) as target:`` blocks
    of the file bind and read as ``_reuse_calls`` allows (the binding, ``target.reuse_variables()``
    statements, ``target.name``)."""
    cache = ctx.scope_target_uses
    if target not in cache:
        count = 0
        for w in instances(ctx.module, cst.With) if ctx.module is not None else ():
            if len(w.items) == 1 and w.items[0].asname is not None and isinstance(w.items[0].asname.name, cst.Name) \
                    and w.items[0].asname.name.value == target and ctx.call_name(w.items[0].item) == "tf.variable_scope":
                count += 1 + sum(1 for s in instances(w.body, cst.SimpleStatementLine) if _is_reuse_call(s, target)) \
                    + len(_scope_name_reads(w.body, target))
        cache[target] = count
    return cache[target]


def _scope_names(stmt: cst.With, body: list, full: str, ctx: Context) -> list:
    """``body`` (of ``with tf.variable_scope(...) as scope:``, see ``_reuse_calls``) with each
    ``scope.name`` spelled as the scope's full name ``full`` (TF1's ``VariableScope.name``)."""
    target = stmt.items[0].asname.name.value
    out = []
    for s in body:
        reads = _scope_name_reads(s, target)
        out.append(reported_at(replace_nodes(s, {a: string_literal(full) for a in reads}), s, ctx) if reads else s)
    return out


def _name_scope_part(stmt: cst.With, ctx: Context) -> str:
    """What a ``with tf.name_scope(n)`` / ``tf.variable_scope(n)`` block (``_scope_of``) adds to
    TF1's op names: ``"n/"`` (``"n_1/"`` when the scope was entered before: TF1 uniquifies name
    scopes), ``""`` for the root scope ``""``, ``"?/"`` when ``n`` is not a string literal (the
    prefix is not known)."""
    args = stmt.items[0].item.args
    first = ctx.string_value(args[0].value) if args else None
    if first is None:
        return "?/"
    if not first:
        return ""
    stack = "".join(ctx.name_path)
    return ctx.unique_name(stack + first)[len(stack):] + "/"


def _record_summary_tag(stmt, ctx: Context) -> None:
    """A summary op's tag as TF1 made it (rule summaries): the op opens a name scope named after
    it, made unique among the graph's names so far (case-insensitively: ``scalar("accuracy",
    acc)`` after ``with tf.name_scope("Accuracy"):`` is tagged ``accuracy_1``), recorded in
    ``ctx.summary_tags`` at the statement's place in the graph."""
    small = single_small(stmt)
    value = small.value if isinstance(small, (cst.Assign, cst.Expr)) else None
    if not isinstance(value, cst.Call) or ctx.call_name(value) not in summaries.OPS:
        return
    name = arg(value, 0, "name")
    tag = ctx.string_value(name) if name is not None else None
    stack = "".join(ctx.name_path)
    if tag and "?/" not in stack:
        ctx.summary_tags[id(stmt)] = ctx.unique_name(stack + tag)


def _record_variable_names(stmt, ctx: Context) -> None:
    """The TF1 names of ``stmt``'s ``tf.Variable(..., name="w")`` calls: the open name scopes'
    prefix and the name, made unique as TF1 makes it (``layer_1/W``, ``W_1``; in
    variable-store files too: tf.Variable follows name scopes, get_variable only variable
    scopes). Other ops named in the source take their names too (a later ``name_scope("loss")``
    after an op named "loss" is ``loss_1`` in TF1). Unnamed variables (TF1's ``Variable_1``) are
    recorded under TF1's default name when the file reads a ``.name``
    (``ctx.names_unnamed_variables``: the converted code then names them so); a name under a
    scope the converter cannot name (``"?/"``) is None."""
    small = single_small(stmt)
    if not isinstance(small, (cst.Assign, cst.Expr)):
        return  # (variables are made by simple statements; a def's body runs later, when called)
    stack = "".join(ctx.name_path)
    found = []
    for c in calls_in(small.value):  # (the value's facts: the walk the model makes next anyway)
        q = ctx.call_name(c) or ""
        name = arg_of(c, "name")
        if name is None and q == "tf.Variable" and ctx.names_unnamed_variables and not any(a.star for a in c.args):
            name = cst.SimpleString('"Variable"')  # (TF1's default: ``Variable``, ``Variable_1``... written out)
        if not isinstance(name, cst.SimpleString) or not q.startswith("tf.") \
                or q in ("tf.get_variable", "tf.name_scope", "tf.variable_scope"):
            continue
        if q == "tf.Variable":
            full = ctx.unique_name(stack + name.evaluated_value)
            found.append(None if "?/" in stack else full)
        elif name.evaluated_value:
            unique = ctx.unique_name(stack + name.evaluated_value)
            if "?/" not in stack:
                ctx.op_names[id(c)] = unique[len(stack):]  # (``h_1``: the name scopes' prefix is the statement's own)
    if found:
        ctx.variable_names[id(stmt)] = found


def _kind(value: cst.BaseExpression, ctx: Context, optimizers: set, graph_names: set) -> tuple[str, bool, bool]:
    """(kind, list_valued, is_op) of a graph statement's right-hand side."""
    q = ctx.call_name(value)
    if q in PLACEHOLDERS:
        return "placeholder", False, False
    if type(value) is cst.ListComp and placeholders.listed_call(value, ctx) is not None:
        return "placeholder", True, False
    if q in VARIABLES or is_factory_call(value, ctx):
        return "variable", False, False
    if q is not None and q.startswith("tf.train.") and q.endswith("Optimizer"):
        return "optimizer", False, False
    if q in INITIALIZERS:
        return "init", False, True
    if q == "tf.get_default_graph":
        return "graph", False, False
    if q == "tf.train.Saver":
        return "saver", False, False
    if q in ("tf.group", "tf.no_op"):  # (an op: fetched, None; ``tf.no_op()`` under control_dependencies: its updates)
        return "stateful", False, True
    if q is not None and (q in ("tf.Assert", "tf.debugging.Assert") or q.startswith(("tf.assert_", "tf.debugging.assert_"))):
        # (an op TF1 ran only where fetched or a control dependency: computed once at module
        # level it raised where TF1 never checked; a red-team hunt)
        return "stateful", False, True
    if q in _FILE_WRITES:
        return "stateful", False, True  # (an op: fetched, None; run where TF1 ran it)
    names = {ctx.call_name(c) for c in calls_in(value)}
    if q is not None and _PER_RUN_CALLS & names:
        # ``tf.py_function(next_batch, [], tf.float32)``, ``tf.read_file(path)``: a new value at
        # each run (computed once at module level they gave the first batch every step, or
        # read a file before the run that wrote it; a red-team hunt)
        # (``Tout=[tf.float32, tf.int32]``: a list of tensors, fetched as a list; hunt 17's w1_pyfunc)
        return "stateful", q in _PER_RUN_CALLS and type(arg(value, 2, "Tout")) in (cst.List, cst.Tuple), False
    if names & _RAISING_CALLS and ctx.runs_in_try():
        # ``bad = tf.gather(table, [0, 5])`` fetched in ``try: sess.run(bad) except ...:``:
        # computed once at module level it raised at import, outside the ``try`` (a red-team hunt)
        return "stateful", False, False
    if q == "tf.TensorArray":
        # (a new array at each run: made once at module level, the tf.function that writes it
        # captured it from outside, NotImplementedError; a red-team hunt)
        return "stateful", False, False
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute):
        method = value.func.attr.value
        receiver = value.func.value
        is_opt = (isinstance(receiver, cst.Name) and receiver.value in optimizers) or (
            (ctx.call_name(receiver) or "").startswith("tf.train.")
        )
        if is_opt and method in ("minimize", "apply_gradients"):
            return "train", False, True
        if is_opt and method == "compute_gradients":
            return "gradient", True, False
        if method in ("minimize", "apply_gradients", "compute_gradients"):
            # (a receiver not identified as a TF1 optimizer: ``from tensorflow.train import ...``, an
            # alias of the class, a factory; planned as a tensor it crashed: hunt 16 W1)
            chosen = isinstance(receiver, cst.Name) and ctx.module is not None and any(
                len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and a.targets[0].target.value == receiver.value
                and (ctx.call_name(a.value) or "").startswith("tf.train.") for a in instances(ctx.module, cst.Assign))
            if chosen:  # (hunt 30 M3, h37: ``if args.optimizer == "adam": opt = ... else: opt = ...``)
                ctx.refuse(value, "optimizers", f".{method}() of {receiver.value!r}, bound to a TF1 optimizer in a branch "
                           "or more than once: the converter makes one optimizer, where the script binds it; bind the "
                           "optimizer once, unconditionally (choose its class before building the graph)")
            else:
                ctx.refuse(value, "optimizers", f".{method}() of an object the converter does not identify as a TF1 "
                           "optimizer (a class reached through an alias, a from-import, tensorflow.python or a function "
                           "returning it): spell it tf.train.<Name>Optimizer(...) or bind that to a name")
    if names & GRADIENT_CALLS or _is_jacobian_loop(value, ctx):
        list_valued = q in GRADIENT_CALLS or isinstance(value, (cst.List, cst.ListComp))
        return "gradient", list_valued, False
    if names & ASSIGNS or any(
        isinstance(c.func, cst.Attribute) and c.func.attr.value in ASSIGN_METHODS for c in calls_in(value)
    ):
        # ``decay = [v.assign(0.5 * v) for v in [a, b]]``: a list of updates, fetched as a list
        # (``v.assign(3.0, read_value=False)``: TF1's op, fetched as None)
        return "stateful", isinstance(value, (cst.List, cst.ListComp)), _no_read_value(value)
    if any(draws_random(n) for n in names - {"tf.layers.dropout"}) or any(_dropout_draws(c, ctx) for c in calls_in(value)) \
            or calls_drawing_functions(value, ctx, 0) or calls_hidden_draws(value, ctx):
        return "random", q in MULTI_OUTPUT, False  # (a candidate sampler's three results: hunt 17 W1)
    list_valued = q in MULTI_OUTPUT or q in FIRST_RESULT_LISTS or isinstance(value, (cst.List, cst.ListComp)) or _structured_flow(value, q)
    return "tensor", list_valued, False


_FOLDS = frozenset({"tf.foldl", "tf.foldr", "tf.scan"})


def _structured_flow(value, q) -> bool:
    """A fold / scan with a tuple or list ``initializer``, or a ``tf.cond`` / ``tf.case`` whose
    branch lambdas return tuples or lists of several tensors: TF1 fetched the structure (``.numpy()`` of it
    crashed: hunt 17 W1, ``w1_foldl``, ``w1_cond_tuple``, ``w1_case``)."""
    if q in _FOLDS:
        return type(arg(value, 2, "initializer")) in (cst.Tuple, cst.List)
    if q in ("tf.cond", "tf.case"):
        # (TF1's non-strict cond / case unpacked a branch's one-element list: a tensor)
        return any(type(n.body) in (cst.Tuple, cst.List) and len(n.body.elements) > 1 for a in value.args for n in instances(a.value, cst.Lambda))
    return False



def _dropout_draws(c: cst.Call, ctx: Context) -> bool:
    """A ``tf.layers.dropout`` call that may draw: TF1's Dropout layer makes no random op for
    ``training=False`` or without ``training=`` (its default; rule layers drops the call)."""
    if ctx.call_name(c) != "tf.layers.dropout":
        return False
    training = arg(c, 4, "training")
    return not (training is None or (type(training) is cst.Name and training.value == "False"))


def _check_mixed_updates(value, ctx: Context) -> None:
    """A dict/list/tuple literal holding an update (``tf.assign_add(v, 1.0)``, ``v.assign(...)``)
    next to other values (``{'inc': tf.assign_add(v, 1.0), 'val': v * 2.0}``): planned as one
    statement, every sess.run function reading an entry would run the update too (a red-team
    hunt: printed 4 where TF1 printed 2). Refused (a tuple assignment is split first:
    ``_split_tuples``)."""
    if not isinstance(value, (cst.Dict, cst.List, cst.Tuple)):
        return
    parts = [e.value for e in value.elements if isinstance(e, (cst.Element, cst.DictElement))]
    updates = [p for p in parts if mutated_variables(p, ctx)]
    if updates and len(updates) < len(parts):
        ctx.refuse(updates[0], "graph", "an update next to other values in one dict/list/tuple (each converted sess.run "
                   "function reading an entry would run the update too): bind the update to a name of its own")


_CONVERTED_OPTIMIZER_METHODS = frozenset({"minimize", "compute_gradients", "apply_gradients"})
# variable methods that change the variable, other than ASSIGN_METHODS (the planner would take
# them for plain expressions: computed once, where TF1 updated at each run)
OTHER_UPDATE_METHODS = frozenset({"scatter_nd_add", "scatter_nd_sub", "scatter_nd_update", "scatter_max", "scatter_min",
                                  "scatter_mul", "scatter_div", "batch_scatter_update", "count_up_to"})
QUEUES = frozenset({"tf.FIFOQueue", "tf.RandomShuffleQueue", "tf.PaddingFIFOQueue", "tf.PriorityQueue", "tf.queue.FIFOQueue",
                    "tf.queue.RandomShuffleQueue", "tf.queue.PaddingFIFOQueue", "tf.queue.PriorityQueue"})


_FILE_WRITES = frozenset({"tf.write_file", "tf.io.write_file"})
_PER_RUN_CALLS = frozenset({"tf.py_function", "tf.numpy_function", "tf.py_func", "tf.read_file", "tf.io.read_file"})
# pure ops that raise on their values (an index out of range, a NaN, a singular matrix, a bad
# string): TF1 raised where a sess.run fetched them
_RAISING_CALLS = frozenset({
    "tf.gather", "tf.gather_nd", "tf.batch_gather", "tf.nn.embedding_lookup", "tf.check_numerics",
    "tf.debugging.check_numerics", "tf.verify_tensor_all_finite", "tf.debugging.assert_all_finite",
    "tf.cholesky", "tf.linalg.cholesky", "tf.matrix_inverse", "tf.linalg.inv", "tf.matrix_solve", "tf.linalg.solve",
    "tf.string_to_number", "tf.strings.to_number", "tf.decode_raw", "tf.io.decode_raw", "tf.decode_csv",
    "tf.io.decode_csv", "tf.sparse_to_dense", "tf.scatter_nd",
})
# calls and methods with an effect besides their value (a change of state, a check, output)
_EFFECT_CALLS = ASSIGNS | {"tf.Print", "tf.print", "tf.py_func", "tf.py_function", "tf.numpy_function", "tf.Assert",
                           "tf.debugging.Assert", "tf.write_file", "tf.io.write_file", "tf.check_numerics",
                           "tf.debugging.check_numerics", "tf.add_to_collection"}
_EFFECT_METHODS = ASSIGN_METHODS | {"minimize", "apply_gradients"}  # (of variables and optimizers)
_PYTHON_EFFECT_METHODS = frozenset({"append", "extend", "insert", "remove", "pop", "update", "setdefault", "add"})  # (of lists, dicts, sets)


def _check_control_flow_bodies(value, ctx: Context) -> tuple | None:
    """A ``tf.while_loop`` / ``tf.cond`` / ``map_fn`` / ``scan`` / ``fold`` / ``case`` whose
    functions (lambdas, or module functions passed by name, and those they call) change state,
    check or print (``tf.assign_add``, an optimizer step, ``tf.debugging.assert_*``, ``print``, a
    list's ``append``), a red-team hunt (14 wrong results): TF1 built the bodies once, ran such
    an op only where the outputs needed it (a dangling ``assign_add`` never ran) and ran the
    whole loop at each ``sess.run`` (an in-graph training loop trained again). Python side
    effects and TF effects the outputs do not need (not under the body's
    ``tf.control_dependencies``, not in what it returns: TF2 runs them all) are refused. When
    the bodies hold TF effects, all wired that way: the names of the variables they assign (the
    statement is then computed at each run, as a stateful op changing them: it was computed once
    at module level); else None."""
    wired_only = False
    mutated: tuple = ()
    for c in calls_in(value):
        q = ctx.call_name(c)
        if q not in CONTROL_FLOW:
            continue
        bodies = [lam.body for lam in instances(c, cst.Lambda)]
        returned = {id(n) for b in bodies for n in nodes(b)}  # (a lambda's body is what it returns)
        names = {n.value for n in instances(c, cst.Name)} & ctx.module_functions.keys()
        seen: set = set()
        while names:  # (module functions passed or called there, and those they call)
            name = names.pop()
            if name in seen:
                continue
            seen.add(name)
            fn = ctx.module_functions[name]
            bodies.append(fn.body)
            returned |= {id(n) for r in instances(fn.body, cst.Return) if r.value is not None for n in nodes(r.value)}
            names |= {x.func.value for x in instances(fn.body, cst.Call) if type(x.func) is cst.Name} & ctx.module_functions.keys()
        for body in bodies:
            wired = {id(n) for w in instances(body, cst.WithItem) if type(w.item) is cst.Call
                     and ctx.call_name(w.item) == "tf.control_dependencies" for n in nodes(w.item)} | returned
            # (``u = tf.assign_add(v, t)`` then ``with tf.control_dependencies([u]):`` or ``return
            # i + 1, acc + u``: wired through the name)
            needed = {n.value for n in instances(body, cst.Name) if id(n) in wired}
            for a in instances(body, cst.Assign):
                if any(set(assigned_names(t.target)) & needed for t in a.targets):
                    wired |= {id(n) for n in nodes(a.value)}
            for x in instances(body, cst.Call):
                callee = ctx.call_name(x) or ""
                method = x.func.attr.value if type(x.func) is cst.Attribute else None
                python = (type(x.func) is cst.Name and x.func.value == "print") or (method in _PYTHON_EFFECT_METHODS and not callee)
                if not (python or callee in _EFFECT_CALLS or callee.startswith(("tf.assert_", "tf.debugging.assert_"))
                        or (method in _EFFECT_METHODS and not callee)):
                    continue
                if not python and id(x) in wired:
                    wired_only = True
                    mutated += mutated_variables(x, ctx)
                    continue
                if python:
                    what = x.func.value if type(x.func) is cst.Name else f".{method}(...)"
                    ctx.refuse(c, "graph", f"{q} whose functions call {what} (Python with an effect): TF1 ran it once, while "
                               f"building; the converted {q} may run it at each step")
                else:
                    ctx.refuse(c, "graph", f"{q} whose functions call {callee or '.' + method + '(...)'} (a change of state or a check) that its outputs "
                               f"do not need (not under the function's tf.control_dependencies, not returned): TF1 never ran it; "
                               f"the converted {q} would")
                return None
    return mutated if wired_only else None


def _optimizer_method_refusal(c: cst.Call, optimizers: set) -> str | None:
    """The reason to refuse ``c`` when it calls a method of a TF1 optimizer (a name of
    ``optimizers``) other than those converted (``opt.get_slot(w, 'momentum')``, ``variables()``,
    ``get_name()``: AttributeError or TypeError on the converted optimizer), else None."""
    f = c.func
    if type(f) is cst.Attribute and type(f.value) is cst.Name and f.value.value in optimizers \
            and f.attr.value not in _CONVERTED_OPTIMIZER_METHODS:
        return (f"{f.value.value}.{f.attr.value}(...): only minimize, compute_gradients and apply_gradients of a TF1 "
                "optimizer are converted")
    return None


def _check_optimizer_methods(body, optimizers: set, ctx: Context) -> None:
    """Refuses the first ``_optimizer_method_refusal`` call of a session block's statements
    (hunt 36 W1: left as written there, they crashed on the converted optimizer;
    ``_check_unconverted_calls`` sees graph statements only)."""
    if not optimizers:
        return
    for stmt in body:
        for c in instances(stmt, cst.Call):
            why = _optimizer_method_refusal(c, optimizers)
            if why is not None:
                ctx.refuse(c, "optimizers", why)
                return


def _check_unconverted_calls(value, ctx: Context, optimizers: set) -> None:
    """Calls the converter does not convert, found by red-team hunts where they were left as
    written (converted, wrong or crashing). Refused, the first of a statement:

    - ``opt.compute_gradients(...)`` inside another expression that ``native.gradient_pairs``
      could not hoist: the Keras optimizer has no such method (a crash);
    - another method of a TF1 optimizer (``opt.get_slot(w, 'momentum')``, ``get_slot_names()``):
      AttributeError on the converted optimizer;
    - a queue (``tf.FIFOQueue``): its enqueue/dequeue/size ran once at module level;
    - ``v.scatter_nd_add(...)``, ``v.scatter_max(...)``, ``v.count_up_to(n)``: run once at module
      level (a second ``sess.run(u)`` did nothing; fetched with a fed value, a crash);
    - ``validate_shape=False``: TF1 let the assign change the variable's shape, a TF2 variable
      keeps its static shape (``tf.size(v)`` read 1 where TF1 read 3);
    - ``tf.nn.embedding_lookup`` of a list of tables: TF1 partitioned ids by ``mod`` by default,
      TF2 only by ``div`` (other rows);
    - a function of TensorFlow's internal modules whose public namesake the converter plans
      specially (``array_ops.split``: several results, ``state_ops.assign``: an update), see
      ``internal_call_refusal``;
    - RaggedTensors (TF1 fetched RaggedTensorValues, eager code prints object arrays)."""
    for c in calls_in(value):
        f = c.func
        internal = ctx.table.internal_name(f) if ctx.table.internal else None
        why = internal_call_refusal(internal) if internal is not None else None
        if why is not None:
            ctx.refuse(c, "tf_imports", why)
            return
        if type(f) is cst.Attribute:
            method = f.attr.value
            why = _optimizer_method_refusal(c, optimizers)
            if why is not None:
                ctx.refuse(c, "optimizers", why)
                return
            if method == "compute_gradients" and c is not value and type(f.value) is cst.Name and f.value.value in optimizers:
                ctx.refuse(c, "optimizers", "compute_gradients(...) inside another expression: bind its pairs to a name first "
                           "(grads_and_vars = opt.compute_gradients(loss))")
                return
            if method in OTHER_UPDATE_METHODS:
                ctx.refuse(c, "assignments", f"v.{method}(...) changes the variable and is not converted")
                return
        last = f.attr.value if type(f) is cst.Attribute else f.value if type(f) is cst.Name else ""
        if (ctx.call_name(c) or "").startswith(("tf.ragged.", "tf.RaggedTensor.")):
            # (fetched, TF1 gave a RaggedTensorValue, eager code an object array: other prints; hunt 15 p169)
            ctx.refuse(c, "sessions", f"{ctx.call_name(c)}: RaggedTensors are not converted (TF1 fetched a RaggedTensorValue)")
            return
        if last.endswith("Queue") and ctx.call_name(c) in QUEUES:
            ctx.refuse(c, "assignments", f"{ctx.call_name(c)}: queues (state changed by enqueue/dequeue ops) are not converted")
            return
        if type(f) is cst.Attribute and f.attr.value in ("embedding_lookup", "embedding_lookup_sparse") and c.args \
                and ctx.call_name(c) in ("tf.nn.embedding_lookup", "tf.nn.embedding_lookup_sparse") and _several_tables(c.args[0].value, ctx):
            # (TF2 partitions a list of tables by "div" only; TF1's default is "mod": other rows, a red-team hunt)
            ctx.refuse(c, "renames", "tf.nn.embedding_lookup of a list of tables (TF1's partition_strategy, 'mod' by default, "
                       "has no TF2 argument; TF2 splits by 'div'): concatenate the tables into one")
            return
        for a in c.args:
            if a.keyword is not None and a.keyword.value == "validate_shape" and not (type(a.value) is cst.Name and a.value.value == "True"):
                ctx.refuse(c, "assignments", "validate_shape=False: TF1 let an assign change the variable's shape; a TF2 variable "
                           "keeps its static shape (make it with shape=tf.TensorShape(None) by hand, or keep this file in compat mode)")
                return


# internal modules (``from tensorflow.python.ops import state_ops``) whose functions make state,
# draw, differentiate or build control flow: left as written their calls ran where the
# converter put them (once at module level, or as one tensor), not where TF1 ran them
_STATEFUL_INTERNAL_MODULES = frozenset({
    "state_ops", "variables", "variable_scope", "resource_variable_ops", "random_ops", "stateless_random_ops",
    "gradients", "gradients_impl", "gradients_util", "control_flow_ops", "while_loop", "cond", "functional_ops",
    "map_fn", "tensor_array_ops", "data_flow_ops", "script_ops", "init_ops", "session", "optimizer",
    "sparse_ops", "sets", "sets_impl", "ctc_ops", "logging_ops", "check_ops", "io_ops", "parsing_ops",
})
# the public TF1 names a bare function name may mean (``array_ops.split`` -> ``tf.split``)
_PUBLIC_HOMES = ("tf.", "tf.nn.", "tf.linalg.", "tf.math.", "tf.sparse.", "tf.sets.", "tf.train.")
# public names the converter plans specially (several results, gradients, updates, state, sparse results)
_PLANNED_SPECIALLY = MULTI_OUTPUT | GRADIENT_CALLS | ASSIGNS | SPARSE_MAKERS | VARIABLES | PLACEHOLDERS | INITIALIZERS


def internal_call_refusal(full: str) -> str | None:
    """Why a call of TensorFlow's internal ``full`` (``tensorflow.python.ops.array_ops.split``)
    cannot be left as written, or None when it is an ordinary one-tensor op (kept: it runs in a
    tf.function as TF1 ran it). Its public namesake is looked up in the converter's tables:
    several results (planned as one tensor: ``.numpy()`` of a list crashed, hunt 16 W2), a
    gradient, an update, a variable, a draw, a sparse result; or a module of such functions."""
    module, _, last = full.rpartition(".")
    module = module.rpartition(".")[2]
    public = next((n for n in (home + last for home in _PUBLIC_HOMES) if n in _PLANNED_SPECIALLY or draws_random(n)), None)
    if public is None and module not in _STATEFUL_INTERNAL_MODULES:
        return None
    return (f"{full} comes from TensorFlow's internal modules: the converter reads TF1's public API and cannot tell what this "
            f"call returns or changes; spell it {public or 'tf.' + last}(...) (or convert this file with --mode compat)")


def _several_tables(params, ctx: Context) -> bool:
    """``params`` of an embedding lookup is a list/tuple of more than one table (a literal, or a
    name bound once to one)."""
    if type(params) is cst.Name:
        params = ctx.single_value(params.value)
    return type(params) in (cst.List, cst.Tuple) and len(params.elements) > 1


def _check_initial_value_reads(value, ctx: Context) -> None:
    """``v.initial_value`` read by graph code (``iv2 = v.initial_value * 2.0``): a TF2 variable
    has none in eager code (RuntimeError) and None in a ``tf.function`` (a red-team hunt: the
    converted script crashed). Refused."""
    for n in instances(value, cst.Attribute):  # (the module's cached node list: no walk of its own)
        if n.attr.value == "initial_value" and type(n.value) is cst.Name:
            ctx.refuse(n, "variables", f"{n.value.value}.initial_value: TF2 variables keep no initial value tensor "
                       "(compute it once into a name of its own, or keep this file in compat mode)")
            return


def _no_read_value(value) -> bool:
    """``value`` is one ``v.assign...(..., read_value=False)`` call (an op in TF1, no tensor)."""
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value in ASSIGN_METHODS \
        and any(a.keyword is not None and a.keyword.value == "read_value" and isinstance(a.value, cst.Name) and a.value.value == "False"
                for a in value.args)


def _is_jacobian_loop(value, ctx: Context) -> bool:
    return any(
        type(n) is cst.ListComp and any(ctx.call_name(c) == "tf.gradients" for c in calls_in(n))  # (no subclasses: no ABC check)
        for n in _walk(value)
    )


def _walk(node):
    return nodes(node)


def mutated_variables(value, ctx: Context) -> tuple:
    """Names of variables a statement assigns to (``tf.assign(v, ...)``, ``v.assign_add(...)``)."""
    out = []
    for c in calls_in(value):
        if ctx.call_name(c) in ASSIGNS and isinstance(arg(c, 0, "ref"), cst.Name):  # (``tf.assign(value=5.0, ref=v)`` too)
            out.append(arg(c, 0, "ref").value)
        elif isinstance(c.func, cst.Attribute) and c.func.attr.value in ASSIGN_METHODS:
            receiver = c.func.value
            while type(receiver) is cst.Subscript:  # ``m[0].assign(3.0)``: a sliced assign changes m
                receiver = receiver.value
            if type(receiver) is cst.Name:
                out.append(receiver.value)
    return tuple(out)


def _is_device_block(stmt: cst.With, ctx: Context) -> bool:
    """``with tf.device("..."):`` (one item, no ``as``)."""
    return len(stmt.items) == 1 and stmt.items[0].asname is None and ctx.call_name(stmt.items[0].item) == "tf.device"


_MAX_UNROLL = 16


class _Substitute(cst.CSTTransformer):
    """The loop variable replaced by its value; ``"fmt" % k`` and ``f"...{k}..."`` folded."""

    def __init__(self, name: str, value: int):
        self.name, self.value = name, value

    def leave_Name(self, original, updated):
        return cst.Integer(str(self.value)) if updated.value == self.name else updated

    def leave_BinaryOperation(self, original, updated):
        if isinstance(updated.operator, cst.Modulo) and isinstance(updated.left, cst.SimpleString) \
                and isinstance(updated.right, cst.Integer) and updated.left.prefix == "":
            try:
                return string_literal(updated.left.evaluated_value % int(updated.right.value))
            except (TypeError, ValueError):
                return updated
        return updated


def _unrolled(stmt, rest: list, ctx: Context) -> list | None:
    """The body of ``for i in range(N):`` (or ``range(A, N)``) repeated with ``i`` replaced by
    each value, when the loop builds graph code: bounds int literals or module int constants
    (at most 16 iterations), a plain
    name as target, only simple statements in the body (no ``break``/``continue``/``else``),
    ``i`` neither rebound in the body nor read after the loop. None otherwise (the loop stays)."""
    if not isinstance(stmt, cst.For) or stmt.orelse is not None or stmt.asynchronous is not None:
        return None
    if not isinstance(stmt.target, cst.Name) or not isinstance(stmt.iter, cst.Call) or not isinstance(stmt.iter.func, cst.Name):
        return None
    if stmt.iter.func.value != "range" or not 1 <= len(stmt.iter.args) <= 2 or any(a.keyword is not None or a.star for a in stmt.iter.args):
        return None
    bounds = [int_value(a.value, ctx) for a in stmt.iter.args]
    if None in bounds:
        return None
    start, stop = (0, bounds[0]) if len(bounds) == 1 else bounds
    body = list(stmt.body.body) if isinstance(stmt.body, cst.IndentedBlock) else []
    if not 0 < stop - start <= _MAX_UNROLL or not body or not all(isinstance(s, cst.SimpleStatementLine) for s in body):
        return None
    name = stmt.target.value
    small = [x for s in body for x in s.body]
    if any(isinstance(x, (cst.Break, cst.Continue, cst.Return, cst.Global, cst.Nonlocal)) for x in small):
        return None
    if any(isinstance(x, cst.Assign) and name in {n_ for t in x.targets for n_ in assigned_names(t.target)} for x in small):
        return None
    if not tf_names_in(stmt, ctx) or any(name in names_in(r) for r in rest):
        return None
    if runs_graph(stmt):
        return None  # a loop that runs the graph stays a loop
    called_now = {id(lam) for c in instances(stmt.body, cst.Call) if ctx.call_name(c) in CONTROL_FLOW for lam in instances(c, cst.Lambda)}
    if any(name in names_in(lam.body) - {p.name.value for p in lam.params.params}
           for lam in instances(stmt.body, cst.Lambda) if id(lam) not in called_now):
        # ``lambda: x * float(k)`` kept for later reads ``k`` when it is called (``tf.case``
        # after the loop: the last value); unrolled, each copy would read its own (a red-team
        # hunt). (A lambda given to tf.cond / while_loop... is called there, in the iteration.)
        return None
    out = []
    for k in range(start, stop):
        for j, s in enumerate(body):
            new = s.visit(_Substitute(name, k))
            if k == start and j == 0:
                new = new.with_changes(leading_lines=list(stmt.leading_lines) + list(new.leading_lines))
            # a construct refused in a copy is reported where the loop's statement is
            for copy, source in ((new, s), (new.body[0], s.body[0]), (getattr(new.body[0], "value", None), getattr(s.body[0], "value", None))):
                if copy is not None and source is not None and ctx.origins is not None:
                    ctx.origins[id(copy)] = (copy, source)
            out.append(new)
    return out


def control_dependencies(stmt: cst.With, ctx: Context) -> frozenset | None:
    """The names in ``with tf.control_dependencies([a, b]):`` (or ``(ops)``: one list-valued
    name); None if ``stmt`` is not such a block. Anything else in the list is refused."""
    if len(stmt.items) != 1 or stmt.items[0].asname is not None:
        return None
    call = stmt.items[0].item
    if ctx.call_name(call) != "tf.control_dependencies":
        return None
    value = call.args[0].value if len(call.args) == 1 and not call.args[0].star else None
    if isinstance(value, cst.Name) and value.value != "None":
        return frozenset({value.value})
    if isinstance(value, (cst.List, cst.Tuple)) and all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in value.elements):
        return frozenset(e.value.value for e in value.elements)
    ctx.refuse(call, "graph", "tf.control_dependencies(...) of something other than a list of names is not converted")
    return frozenset()


def _makes_no_op(stmt) -> bool:
    """``y = x`` / ``pair = [a, b]``: a Python binding of existing objects, no op is made, so
    ``tf.control_dependencies`` around it orders nothing (fetching ``y`` runs no dependency)."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.Assign):
        return False
    value = stmt.body[0].value
    if isinstance(value, (cst.List, cst.Tuple)):
        return all(isinstance(e.value, cst.Name) and not isinstance(e, cst.StarredElement) for e in value.elements)
    return isinstance(value, cst.Name)


_MAYBE_INPUT = frozenset({"tf.convert_to_tensor", "tf.cast", "tf.to_float", "tf.to_double", "tf.to_int32", "tf.to_int64"})


def _check_input_returned(stmt, ctx: Context) -> None:
    """A statement under ``tf.control_dependencies`` whose value TF1 may have returned without
    making an op (``v.value()``, ``tf.convert_to_tensor(v)``, a cast to the dtype it has, a
    ``tf.add_n`` of one tensor: ``tf.add_n([loss] + reg_losses)`` with no regularizer) took no
    dependency in TF1: fetching it ran no update (a batch norm's moving mean never moved). The
    converted code runs the dependencies first: refused (a red-team hunt, 8 wrong results)."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.Assign):
        return
    value = stmt.body[0].value
    if type(value) is not cst.Call:
        return
    q = ctx.call_name(value)
    single = q == "tf.add_n" and not (type(arg(value, 0, "inputs")) in (cst.List, cst.Tuple) and len(arg(value, 0, "inputs").elements) > 1
                                       and not any(type(e) is cst.StarredElement for e in arg(value, 0, "inputs").elements))
    if q in _MAYBE_INPUT or single or (q is None and type(value.func) is cst.Attribute and value.func.attr.value == "value" and not value.args):
        what = q or ".value()"
        ctx.refuse(value, "graph", f"{what} under tf.control_dependencies: where TF1 returned its input (the same dtype, one "
                   "tensor, a variable's value) it made no op, so fetching it ran no dependency; the converted code would "
                   "run them")


def _flatten(body, ctx: Context, scope: str = "", defaults: dict | None = None, initializer=None,
             deps: frozenset = frozenset(), entry: tuple | None = None) -> list:
    """(stmt, scope) pairs with ``with tf.variable_scope(...)`` blocks inlined, and
    ``with slim.arg_scope(...)`` blocks inlined with their defaults merged into the calls;
    ``variable_scope(..., initializer=...)`` is recorded per statement (``scope_initializers``);
    ``with tf.device(...):`` blocks inlined (placement only: TF2 places eager ops itself);
    ``with tf.control_dependencies([a]):`` blocks inlined, ``a`` recorded as read by each
    statement in them (``control_deps``: eager code runs in program order, so a statement
    computed after its dependencies is all TF1's ordering asked for). ``entry``: the innermost
    ``variable_scope`` block entered, recorded per statement (``scope_entries``)."""
    out = []
    body = list(body)
    for pos, stmt in enumerate(body):
        unrolled = _unrolled(stmt, body[pos + 1:], ctx)
        if unrolled is not None:
            out += _flatten(unrolled, ctx, scope, defaults, initializer, deps, entry)
            continue
        if isinstance(stmt, cst.With) and len(stmt.items) > 1 and stmt.items[0].asname is None \
                and ctx.call_name(stmt.items[0].item) == "tf.device":
            # ``with tf.device("/cpu:0"), tf.name_scope("embedding"):``: placement only (as a
            # device block of its own), the other items a ``with`` of their own
            items = list(stmt.items[1:])
            items[-1] = items[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            stmt = reported_at(stmt.with_changes(items=items), stmt, ctx)
        if isinstance(stmt, cst.With):
            reuses = _reuse_calls(stmt, ctx) if len(stmt.items) == 1 and stmt.items[0].asname is not None else None
            inner = _scope_of(stmt, ctx, reuses)
            if inner is not None:
                ctx.flattened.update(id(s) for s in stmt.body.body)
                init = ctx.scope_initializers.get(id(stmt), initializer)  # inherited, as in TF1
                ctx.name_path.append(_name_scope_part(stmt, ctx))
                inner_entry = entry
                if inner:  # a variable scope entered (reuse inherited, as in TF1)
                    inner_entry = (id(stmt), ctx.scope_reuse.get(id(stmt), entry[1] if entry else False))
                kept = [s for s in stmt.body.body if id(s) not in (reuses or ())]
                if reuses is not None:
                    kept = _scope_names(stmt, kept, (scope + inner).rstrip("/"), ctx)
                    ctx.flattened.update(id(s) for s in kept)
                try:
                    out += _flatten(kept, ctx, scope + inner, defaults, init, deps, inner_entry)
                finally:
                    ctx.name_path.pop()
                continue
            if arg_scopes.is_arg_scope(stmt, ctx):
                try:
                    found = arg_scopes.scope_defaults(stmt, ctx, defaults)
                except Refusal as r:
                    ctx.refusals.append(r)
                    found = defaults
                out += _flatten(_unwrapped(stmt), ctx, scope, found, initializer, deps, entry)
                continue
            if _is_device_block(stmt, ctx):
                # placement only (eager code places ops itself): the body, as if unwrapped
                out += _flatten(_unwrapped(stmt), ctx, scope, defaults, initializer, deps, entry)
                continue
            names = control_dependencies(stmt, ctx)
            if names is not None:
                out += _flatten(_unwrapped(stmt), ctx, scope, defaults, initializer, deps | names, entry)
                continue
        if deps and not _makes_no_op(stmt):
            ctx.control_deps[id(stmt)] = deps
            _check_input_returned(stmt, ctx)
        if defaults:
            try:
                stmt = arg_scopes.apply(stmt, defaults, ctx, ctx.plain_modules)
            except Refusal as r:
                ctx.refusals.append(r)
        if initializer is not None:
            _check_initializer_scope(stmt, ctx, initializer)
            ctx.scope_initializers[id(stmt)] = initializer
        if ctx.name_path:
            ctx.name_paths[id(stmt)] = "".join(ctx.name_path)
        _record_summary_tag(stmt, ctx)
        if entry is not None:
            ctx.scope_entries[id(stmt)] = entry
        _record_variable_names(stmt, ctx)
        out.append((stmt, scope))
    return out


_INITIALIZED_ELSEWHERE = ("tf.layers", "tf.keras", "tf.nn.rnn_cell", "tf.contrib.rnn", "tf.contrib.layers", "tf.contrib.slim")


def _check_initializer_scope(stmt, ctx: Context, initializer) -> None:
    """Under ``variable_scope(..., initializer=...)`` only variables the converter creates with
    it (rule ``rnns``) or that ignore it (``fully_connected``'s explicit initializers) are
    allowed: ``tf.get_variable``, ``tf.layers``, Keras, other cells and helper functions would
    take it where the converter cannot give it."""
    from migrate.source.rules import layers, rnns

    for c in calls_in(stmt):
        q = ctx.call_name(c)
        ok = q in rnns.CELLS or q in rnns.MULTI or q == rnns.DYNAMIC_RNN or q in rnns.STATIC_RNN or q in rnns.BIDIRECTIONAL or (q in layers.FULLY_CONNECTED and not _none(arg_of(c, "weights_initializer")))
        if q == "tf.get_variable":
            ctx.refuse(initializer, "variables", "variable_scope(..., initializer=...) around tf.get_variable is not converted")
        elif (q or "").startswith(_INITIALIZED_ELSEWHERE) and not ok:
            ctx.refuse(c, "variables", f"{q} under variable_scope(..., initializer=...) is not converted")
    if function_calls(stmt, ctx) or isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        ctx.refuse(stmt, "variables", "a function defined or called under variable_scope(..., initializer=...) is not converted")


def arg_of(c: cst.Call, keyword: str):
    return next((a.value for a in c.args if a.keyword is not None and a.keyword.value == keyword), None)


def _none(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def _unwrapped(stmt: cst.With) -> list:
    """The body of a ``with`` statement that goes: its comments (leading lines, the header's
    trailing comment) move to the first statement of the body."""
    body = list(stmt.body.body)
    lines = list(stmt.leading_lines)
    header = getattr(stmt.body, "header", None)
    if header is not None and header.comment is not None:
        lines.append(cst.EmptyLine(comment=header.comment))
    if lines and body and hasattr(body[0], "leading_lines"):
        body[0] = body[0].with_changes(leading_lines=lines + list(body[0].leading_lines))
    return body


def runs_graph(stmt) -> bool:
    """Whether ``stmt`` calls ``.run(...)`` / ``.eval(...)`` (a session, or the default one)."""
    return any(isinstance(c.func, cst.Attribute) and c.func.attr.value in ("run", "eval") for c in calls_in(stmt))


def bindings(stmt) -> list:
    """(names bound, value or None) of each binding anywhere in ``stmt``: assignments, ``for``
    targets (value: the iterable), ``with ... as`` names (value: the context expression),
    ``def``/``class`` names (value None)."""
    out = []
    for n in instances(stmt, (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.For, cst.WithItem, cst.FunctionDef, cst.ClassDef)):
        if isinstance(n, cst.Assign):
            out += [(assigned_names(t.target), n.value) for t in n.targets]
        elif isinstance(n, (cst.AnnAssign, cst.AugAssign)):
            out.append((assigned_names(n.target), n.value))
        elif isinstance(n, cst.For):
            out.append((assigned_names(n.target), n.iter))
        elif isinstance(n, cst.WithItem):
            if n.asname is not None:
                out.append((assigned_names(n.asname.name), n.item))
        else:
            out.append(([n.name.value], None))
    return out


def function_locals(fn: cst.FunctionDef) -> set:
    """The parameters of ``fn`` and the names its body binds (``constants.bound_names``)."""
    return bound_names([fn.params, fn.body])


def graph_bound_names(stmts: list, ctx: Context, known: frozenset = frozenset()) -> set:
    """``known`` plus the names ``stmts`` bind to graph objects, in order: a binding whose value
    calls TensorFlow or reads such a name (``b = a * 2`` after ``a = tf.constant(1.0)`` binds
    both). ``sess.run(...)`` / ``t.eval()`` values are numpy, not graph objects; nor are the
    paths ``saver.save(...)`` and ``tf.train.latest_checkpoint(...)`` return (hunt 18's s099)."""
    found = set(known)
    for stmt in stmts:
        for names, value in bindings(stmt):
            if value is None or (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
                                 and value.func.attr.value in ("run", "eval", "save")) \
                    or (isinstance(value, cst.Call) and ctx.call_name(value) == "tf.train.latest_checkpoint"):
                continue
            if names_in(value) & found or tf_names_in(value, ctx):
                found.update(names)
    return found


def uses_session(stmt, sess: str) -> bool:
    """Whether ``stmt`` may use a session: names it, or calls ``.run(...)`` / ``.eval(...)``
    (the default session an InteractiveSession installs), or defines code (a def or class)."""
    if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)) or sess in names_in(stmt):
        return True
    return runs_graph(stmt)


def _session_after_graph(flat: list, ctx: Context) -> list:
    """``sess = tf.InteractiveSession()`` (or ``tf.Session()``) made before the graph it runs
    (the TF1 tutorials' layout) moves down to the first statement that may use a session:
    creating a session changes nothing the graph-building statements in between see."""
    out = list(flat)
    k = 0
    while k < len(out):
        stmt = out[k][0]
        small = single_small(stmt)
        if isinstance(small, cst.Assign) and session_call(small.value, ctx) and len(small.targets) == 1 \
                and isinstance(small.targets[0].target, cst.Name):
            sess = small.targets[0].target.value
            j = k + 1
            while j < len(out) and not uses_session(out[j][0], sess):
                j += 1
            if j > k + 1:
                moved, scope = out.pop(k)
                # its blank lines and comments stay where they were, on the next statement
                nxt, nxt_scope = out[k]
                if hasattr(nxt, "leading_lines") and moved.leading_lines:
                    new = nxt.with_changes(leading_lines=list(moved.leading_lines) + list(nxt.leading_lines))
                    ctx.carry_facts(nxt, new)
                    out[k] = (new, nxt_scope)
                    moved = moved.with_changes(leading_lines=[])
                out.insert(j - 1, (moved, scope))
            return out
        k += 1
    return out


class _GraphNames:
    """The names bound to graph objects before a session region (``graph_bound_names`` of the
    statements ``before`` it, computed at the first question) plus those hoisted so far."""

    def __init__(self, before: list, ctx: Context):
        self.before, self.ctx, self.found = before, ctx, None
        self.added: set = set()

    def among(self, names: set) -> set:
        """Those of ``names`` that are graph objects."""
        if self.found is None:
            self.found = graph_bound_names(self.before, self.ctx)
        return names & (self.found | self.added)


def _host_calls_only(tf_used) -> bool:
    """The TF names a statement uses are all file I/O (``tf.train.latest_checkpoint``,
    ``tf.gfile.*``) or command-line flags (``tf.app.flags``, rule ``flags``): it runs where the
    script runs it, not as graph building."""
    return bool(tf_used) and all(n in FILE_CALLS or n.startswith(FILE_PREFIXES) or flags.is_flags_name(n) or n == flags.RUN
                                 for n in tf_used)


def _hoistable_def(stmt, earlier: list, sess: str) -> bool:
    """A plain ``def`` in a session region that can move before it: no decorators or defaults
    (they run at the def), its name neither bound nor read by the region before it, the session
    not used in it (a function running the session stays where it is)."""
    if not isinstance(stmt, cst.FunctionDef) or stmt.decorators:
        return False
    if sess in names_in(stmt) or any(d.default is not None for d in stmt.params.params):
        return False
    name = stmt.name.value
    return not any(name in names_in(e) for e in earlier)


# Keras layer / model methods and attributes reading its built state (its weights: made at its
# first call in Keras 3, set or trained since in TF1's session)
KERAS_STATE_READS = frozenset({"get_weights", "count_params", "weights", "trainable_weights", "non_trainable_weights",
                               "variables", "trainable_variables", "non_trainable_variables", "losses", "save_weights"})


def reads_keras_state(node, is_object) -> bool:
    """``node`` reads ``<name>.<one of KERAS_STATE_READS>`` of a name ``is_object(name)`` says
    is a Keras object (``layer.get_weights()``, ``model.losses``)."""
    return any(a.attr.value in KERAS_STATE_READS and type(a.value) is cst.Name and is_object(a.value.value)
               for a in instances(node, cst.Attribute))


def is_update_call(value, ctx: Context) -> bool:
    """``v.assign_add(1)`` / ``tf.assign(v, ...)`` (and the other updates of ``ASSIGNS`` /
    ``ASSIGN_METHODS``)."""
    return type(value) is cst.Call and (
        (type(value.func) is cst.Attribute and value.func.attr.value in ASSIGN_METHODS) or ctx.call_name(value) in ASSIGNS)


def _graph_values(value: cst.Dict, graph_names) -> bool:
    """A dict literal whose values compute from graph names: fetches (``{"pad": pad(img), ...}``
    of Keras objects: hunt 31 k_019 / k_023), not a feed dict (graph names as its keys only) nor a
    container of references (``{"w": W}``)."""
    return any(type(e) is cst.DictElement and type(e.value) not in (cst.Name, cst.Attribute, cst.Subscript)
               and names_in(e.value) & graph_names for e in value.elements)


def _hoistable(stmt, earlier: list, sess: str, ctx: Context, graph: _GraphNames) -> bool:
    """A graph-building assignment inside a session block that can move before the block:
    it builds ops only (TF calls or methods of graph objects ``graph`` names, such as
    ``opt.minimize(loss)``; no session use), reads nothing the block bound before it, and binds
    nothing the block read or bound before it."""
    small = single_small(stmt)
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
        return False
    targets = assigned_names(small.targets[0].target)
    if not targets or sess in names_in(stmt):
        return False
    tf_used = tf_names_in(small.value, ctx)
    if not tf_used and (isinstance(small.value, cst.Dict) or not graph.among(names_in(small.value))) \
            and not is_factory_call(small.value, ctx):
        return False  # a feed dict (``{x: batch}``) stays where it was written (``weight_variable(...)`` goes)
    if _host_calls_only(tf_used):
        return False  # ``latest = tf.train.latest_checkpoint(d)``: file I/O after a save, not graph building
    if runs_graph(stmt):
        return False
    if reads_keras_state(small.value, lambda name: graph.among({name})):
        return False  # ``kernel, bias = layer.get_weights()``: the values of the time (hoisted, Keras 3 had built nothing: hunt 28 W3)
    # a def or class in the region binds its name; its body reads names only when called
    plain = [e for e in earlier if not isinstance(e, (cst.FunctionDef, cst.ClassDef))]
    before_bound = bound_names(plain) | {e.name.value for e in earlier if isinstance(e, (cst.FunctionDef, cst.ClassDef))}
    before_read = set().union(*(names_in(e) for e in plain)) if plain else set()
    return not (names_in(small.value) & before_bound) and not (set(targets) & (before_bound | before_read))


def _constants_read(stmt, kept: list, ctx: Context) -> list:
    """The ``(statement, scope)`` pairs of ``kept`` binding a name ``stmt`` reads to a literal
    (``lr = 0.1``: a number, string, or tuple/list of them) bound nowhere else in the file:
    bound earlier, it has that value wherever the file read it (a read before the binding
    was a ``NameError``); none for a statement that is not a graph-building assignment."""
    small = single_small(stmt)
    if not (isinstance(small, cst.Assign) and tf_names_in(small.value, ctx)):
        return []
    read = names_in(stmt)
    out = []
    for pair in kept:
        small = single_small(pair[0])
        if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) \
                and small.targets[0].target.value in read and _literal(small.value) and ctx.bound_once(small.targets[0].target.value):
            out.append(pair)
    return out


def _without_constants(kept: list, constants: list) -> tuple[list, list]:
    """(``kept`` without ``constants``, leading lines left over): the leading lines (comments)
    of each constant go to the statement after it in ``kept``, those of constants after the
    last one are left over (for the next statement of the region)."""
    out, carried = [], []
    for stmt, scope in kept:
        if any(stmt is c for c, _ in constants):
            carried += list(stmt.leading_lines)
            continue
        if carried:
            stmt, carried = stmt.with_changes(leading_lines=carried + list(stmt.leading_lines)), []
        out.append((stmt, scope))
    return out, carried


def _hoistable_seed(stmt, earlier: list, ctx: Context) -> bool:
    """``tf.set_random_seed(...)`` as a statement of its own in a session region, after no
    statement of the region that stays in it and calls TensorFlow (the seed it set applied to
    the ops built after it; moving it before the region moves it before none of theirs), its
    arguments reading nothing the region bound before it."""
    small = single_small(stmt)
    if not (isinstance(small, cst.Expr) and ctx.call_name(small.value) in random_streams.SEED_SETTERS):
        return False
    plain = [e for e in earlier if not isinstance(e, (cst.FunctionDef, cst.ClassDef))]
    return not any(tf_names_in(e, ctx) for e in earlier) and not (names_in(small.value) & bound_names(plain))


def _graph_out_of_sessions(flat: list, ctx: Context) -> list:
    """Session regions that build more graph after running some (the TF1 tutorials'
    ``correct = tf.equal(...)`` / ``accuracy = ...`` before ``accuracy.eval(...)``): those
    top-level assignments move before the region, in order. Building an op runs nothing, so TF1
    computed the same values; eager code needs them planned with the graph. A region is a
    ``with tf.Session() as sess:`` body, or the statements after ``sess = tf.Session()``."""
    out = []
    for pos, (stmt, scope) in enumerate(flat):
        sess = flat_session(stmt, ctx)
        if sess is not None:  # ``sess = tf.Session()``: the rest of the block is its region
            graph = _GraphNames([s for s, _ in out], ctx)
            kept, hoisted = _hoist(flat[pos + 1:], sess, ctx, first=0, graph=graph)
            kept, hoisted = _fetched_gradients(kept, hoisted, sess, ctx, graph)
            return out + (hoisted + [(stmt, scope)] + kept if hoisted and kept else flat[pos:])
        item = stmt.items[0] if isinstance(stmt, cst.With) and len(stmt.items) == 1 else None
        if item is None or item.asname is None or not isinstance(item.asname.name, cst.Name) or not session_call(item.item, ctx):
            out.append((stmt, scope))
            continue
        graph = _GraphNames([s for s, _ in out], ctx)
        kept, hoisted = _hoist([(s, scope) for s in stmt.body.body], item.asname.name.value, ctx, first=0, graph=graph)
        kept, hoisted = _fetched_gradients(kept, hoisted, item.asname.name.value, ctx, graph)
        if hoisted and kept:
            out += hoisted
            out.append((stmt.with_changes(body=stmt.body.with_changes(body=[s for s, _ in kept])), scope))
        else:
            out.append((stmt, scope))
    return out


_FETCHED_GRADIENTS = {"tf.gradients": "grads", "tf.hessians": "hessians"}


def _fetched_gradients(kept: list, hoisted: list, sess: str, ctx: Context, graph: _GraphNames) -> tuple[list, list]:
    """``(kept, hoisted)`` with each ``tf.gradients(...)``/``tf.hessians(...)`` built inside a
    fetch (``print(sess.run(tf.gradients(loss, W), {x: xs}))``, ``tf.gradients(...)[0].eval()``) bound to a fresh name before
    the region (after ``hoisted``) and fetched by that name: TF1 built the op at the call and
    ran it, the same value as an op built once; the gradient rules then plan it with its tape.
    Only calls that read graph objects or Python values bound before the region, none the
    region binds (a loop variable, a rebound tensor); others stay (and are refused later)."""
    found = []  # (statement index, gradient call)
    for k, (stmt, _) in enumerate(kept):
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            continue
        for c in calls_in(stmt):
            if not isinstance(c.func, cst.Attribute):
                continue
            if c.func.attr.value == "eval":  # ``tf.gradients(loss, W)[0].eval(feed_dict=...)``
                fetches = c.func.value
            elif c.func.attr.value == "run" and isinstance(c.func.value, cst.Name) and c.func.value.value == sess:
                fetches = c.args[0].value if c.args and c.args[0].keyword is None else None
            else:
                continue
            if fetches is None:
                continue
            outer = [g for g in calls_in(fetches) if ctx.call_name(g) in _FETCHED_GRADIENTS]
            inner = {id(n) for g in outer for n in calls_in(g)[1:]}
            found += [(k, g) for g in outer if id(g) not in inner]
    if not found:
        return kept, hoisted
    region_bound = bound_names([s for s, _ in kept])
    before_bound = bound_names(graph.before) | graph.added
    aliases = set(ctx.table.names)
    replace: dict = {}
    for k, g in found:
        used = names_in(g) - aliases
        if used & region_bound or not used <= before_bound or not graph.among(used):
            continue
        name = ctx.fresh(_FETCHED_GRADIENTS[ctx.call_name(g)])
        replace.setdefault(k, {})[g] = cst.Name(name)
        hoisted = hoisted + [(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], g)]), kept[k][1])]
    if not replace:
        return kept, hoisted
    kept = [(replace_nodes(s, replace[k]), scope) if k in replace else (s, scope) for k, (s, scope) in enumerate(kept)]
    return kept, hoisted


def _split_tuples(flat: list, ctx: Context) -> list:
    """``a, inc = v * 1.0, tf.assign_add(v, 1.0)`` (or an inlined ``return c, tf.assign_add(c,
    1.0)``) as one statement per name: planned as one statement, each sess.run function needing
    ``a`` also ran the update (a red-team hunt: printed 2 where TF1 printed 1). The same Python
    when no value reads a name the statement binds (``a, b = b, a`` stays); only statements whose
    values call TensorFlow or a function of the module, or read a name bound to such a value
    before (``out, params = h, [w1, b1]``: planned as one statement, ``params`` was no list of
    variables to the gradient planner, which left the loss outside the tape: None gradients)."""
    if not any(_tuple_pair(stmt) for stmt, _ in flat):
        return flat  # (the common case: no ``a, b = x, y`` statement, no walk of the values)
    graphish = graph_bound_names([s for s, _ in flat], ctx)
    out = []
    for stmt, scope in flat:
        small = single_small(stmt)
        parts = paired_names(small.targets[0].target, small.value) if _tuple_pair(stmt) else None
        if parts is None or not (tf_names_in(small.value, ctx) or _calls_module_function(small.value, ctx)
                                 or names_in(small.value) & graphish):
            out.append((stmt, scope))
            continue
        for k, (t, v) in enumerate(parts):
            part = stmt.with_changes(body=[cst.Assign([cst.AssignTarget(t)], v)], leading_lines=stmt.leading_lines if k == 0 else [])
            out.append((record_origin(ctx.origins, stmt, part), scope))
    return out


def _tuple_pair(stmt) -> bool:
    """``stmt`` is ``a, b = x, y`` (a tuple or list on both sides): a candidate of ``_split_tuples``."""
    if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1 or type(stmt.body[0]) is not cst.Assign:
        return False
    a = stmt.body[0]
    return len(a.targets) == 1 and type(a.targets[0].target) in (cst.Tuple, cst.List) and type(a.value) in (cst.Tuple, cst.List)


def _calls_module_function(value, ctx: Context) -> bool:
    """``value`` calls a function of this module (``D(X), D(G_sample)``: graph code the
    function builds; a hunt-6 WGAN's G step needed the fed ``X`` of the tuple's other half)."""
    return any(type(c.func) is cst.Name and c.func.value in ctx.module_functions for c in instances(value, cst.Call))


def flat_session(stmt, ctx: Context) -> str | None:
    """``sess`` of a ``sess = tf.Session()`` statement, else None."""
    small = single_small(stmt)
    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) \
            and session_call(small.value, ctx):
        return small.targets[0].target.value
    return None


def _hoist(region: list, sess: str, ctx: Context, first: int, graph: _GraphNames) -> tuple[list, list]:
    """``(kept, hoisted)``: the ``(statement, scope)`` pairs of a session region split into those
    that stay and the graph-building assignments that can run before it (``_hoistable``; from
    the ``first``-th statement on), comments left where they were written. ``graph``: names
    bound to graph objects before the region (hoisted ones are added)."""
    kept, hoisted, carried = [], [], []
    region_number = len(ctx.region_order)  # (distinct per region: entries only grow)
    for k, (s, scope) in enumerate(region):
        # "before" is what stays in the region: hoisted statements run before it
        if k >= first and _hoistable_def(s, [x for x, _ in kept], sess):
            # ``def conv2d(x, W): ...`` after ``sess = tf.InteractiveSession()`` (the Deep MNIST
            # tutorial): a def only binds its name; it goes before the region with the graph code
            # that calls it
            hoisted.append((s, scope))
            continue
        if k >= first and _hoistable_seed(s, [x for x, _ in kept], ctx):
            # ``with tf.Session() as sess: tf.set_random_seed(1); W = tf.Variable(...)``: the
            # graph seed goes before the region with the graph code built after it (else the
            # hoisted variables would be made unseeded, before it)
            hoisted.append((s, scope))
            continue
        hoistable = k >= first and _hoistable(s, [x for x, _ in kept], sess, ctx, graph)
        constants = _constants_read(s, kept, ctx) if k >= first and not hoistable else []
        if constants and _hoistable(s, [x for x, _ in kept if all(x is not c for c, _ in constants)], sess, ctx, graph):
            # ``lr = 0.1`` between runs, then ``apply_op = tf.assign_sub(W, lr * grad_ph)``:
            # the constant goes before the region with the graph code reading it (its comments
            # stay where they were written, on the statement after it)
            kept, lines = _without_constants(kept, constants)
            carried = lines + carried
            hoisted += [(c.with_changes(leading_lines=[]), scope) for c, scope in constants]
            hoistable = True
        if hoistable:
            carried += list(s.leading_lines)  # comments stay where they were written
            moved = record_origin(ctx.origins, s, s.with_changes(leading_lines=[]))
            # where it was written, for a collection read by a later run (``ctx.built_after``)
            ctx.region_order[id(moved)] = ctx.region_order[id(single_small(s).value)] = (region_number, k)
            hoisted.append((moved, scope))
            graph.added.update(assigned_names(single_small(s).targets[0].target))
            continue
        if carried and hasattr(s, "leading_lines"):
            s = record_origin(ctx.origins, s, s.with_changes(leading_lines=carried + list(s.leading_lines)))
            carried = []
        if hoisted:
            ctx.region_order[id(s)] = (region_number, k)
        kept.append((s, scope))
    return kept, hoisted


def analyse_block(body, ctx: Context) -> Block:
    """The model of one block; refusals are recorded on ``ctx``."""
    ctx.names_in_use = {}  # a block is a graph of its own (a segment, a function's body)
    flat = _graph_out_of_sessions(_session_after_graph(_defs_into_session(_split_tuples(_flatten(list(body), ctx), ctx), ctx), ctx), ctx)
    items: list = []
    graph_names: set[str] = set()
    optimizers: set[str] = set()
    taken: set = set()  # ids of statements a plain session's region took (``_plain_session_end``)
    for pos, (stmt, scope) in enumerate(flat):
        if id(stmt) in taken:
            continue
        if id(stmt) in ctx.final:
            items.append(("python", stmt))  # converted already (a graph block of its own)
            continue
        region = as_session_region(stmt, [s for s, _ in flat[pos + 1:]], ctx)
        if region is not None:
            items.append(region)
            # ``test1 = sess.run(test1)`` in the region: after it the name holds the fetched value
            graph_names.difference_update(_fetched_names(region.body))
            if not isinstance(stmt, cst.With):
                # (a region statement written in ``with tf.variable_scope("a", reuse=True):`` at
                # module level, flattened: ``tf.get_variable("b")`` there reads "a/b")
                ctx.region_scopes.update((id(s), sc) for s, sc in flat[pos + 1:] if sc)
                end = _plain_session_end(region, ctx)
                if end is None:
                    break  # ``sess = tf.Session()``: the rest of the block runs with it
                region.body = end
                taken.update(id(s) for s in end)
            _check_optimizer_methods(region.body, optimizers, ctx)
            continue
        small = single_small(stmt)
        if _sets_session_option(small, ctx):
            # ``config = tf.ConfigProto(...)`` and its options: read only by the session
            if isinstance(small.targets[0].target, cst.Name):
                ctx.note(small.value, "sessions", f"{small.targets[0].target.value} = tf.ConfigProto(...) and its options "
                         "(device placement, threads, GPU memory, logging) are dropped with the session they configure; "
                         "TF2 sets them with tf.config")
            continue
        if isinstance(small, cst.Expr) and _adds_graph(small.value, ctx):
            # ``writer.add_graph(tf.get_default_graph())``: eager code has no graph to write
            ctx.note(small.value, "summaries", "FileWriter.add_graph(...) dropped: eager TF2 code has no graph to write "
                     "(TensorBoard shows no graph; the summaries are written as in TF1)")
            continue
        if isinstance(small, cst.Del) and assigned_names(small.target) and set(assigned_names(small.target)) <= graph_names:
            # ``del encoder_outputs`` (ematvey's seq2seq): only unbinds the Python name, which a
            # valid program does not read again; the converted code has no such global to delete
            continue
        if isinstance(small, cst.Assert) and _not_none_test(small.test, graph_names):
            # ``assert global_step is not None`` (TF-recomm): a graph object is never None, so
            # the assertion held in TF1 and says nothing in TF2
            ctx.note(small, "graph", "assert <graph object> is not None dropped: TF1's graph objects are never None")
            continue
        if isinstance(small, cst.Assert) and small.msg is None and names_in(small.test) & graph_names and has_shape_read(small.test):
            # ``assert len(bottom.get_shape()) == 2`` (ywpkwon's siamese ``fc_layer``): a test of
            # static shapes, kept where it is with the reads folded to the shapes (plan, as a
            # ``print`` of static values); refused there if it reads anything else
            items.append(GraphStmt(node=stmt, targets=(), uses=frozenset(names_in(small.test)), kind="tensor", value=small.test,
                                   scope=scope, tf_names=frozenset(tf_names_in(small.test, ctx)), prints=True))
            continue
        if isinstance(small, cst.AugAssign) and isinstance(small.target, cst.Name) and small.target.value in graph_names \
                and not _list_bound(small.target.value, items):
            stmt = _augmented_as_assign(stmt, small, ctx)
            small = single_small(stmt)
        value = targets = None
        if isinstance(small, cst.Assign) and len(small.targets) == 1:
            targets = assigned_names(small.targets[0].target)
            value = small.value if targets else None
        elif isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
            targets, value = list(_mutated_container(small.value)), small.value
        if scope and ctx.store is not None:
            ctx.python_scopes[id(stmt)] = scope  # a plain statement under a flattened variable_scope
        if value is not None and type(value) in (cst.DictComp, cst.Call) and isinstance(small, cst.Assign) \
                and placeholder_lists.listed_keys(value, _placeholder_lists(items)):
            items.append(("python", stmt))  # ``fd = dict(zip(xs, data))``: a feed dict of a placeholder list's keys
            continue
        if value is None:
            if graph_names and not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
                used = _names_outside_dict_keys(stmt)  # (``batches.append({x: ...})`` in a loop: feed dicts)
                if used & graph_names:
                    used -= _placeholder_lists(items)  # (keys at module level: ``placeholder_lists.check_reads``)
                if used & graph_names and not _prints_variable_facts(stmt, items, ctx) and not _reads_variable_shapes(stmt, used & graph_names, items):
                    ctx.refuse(stmt, "graph", "graph tensors used in a statement the converter does not model")
            items.append(("python", stmt))
            continue
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in ctx.factories:
            # ``x = placeholder_for(3)``: a helper module's placeholder factory, inlined
            from migrate.source.native.helpers import inline

            value = inline(value, ctx.factories[value.func.value], ctx) or value
        try:
            expanded = _iterator_statements(stmt, value, targets, scope, ctx)
        except Refusal as r:
            ctx.refusals.append(r)
            expanded = None
        if expanded is None:
            expanded = _variable_dict(stmt, value, targets, scope, ctx)
        if expanded is not None:
            for g in expanded:
                graph_names.update(g.targets)
            items += expanded
            continue
        tf_used = tf_names_in(value, ctx)
        if isinstance(small, cst.Assign) and tf_used and tf_used <= ALL_VARIABLES and _counts_variable_facts(value, graph_names, ctx):
            items.append(("python", stmt))  # ``total = np.sum([np.prod(v.get_shape().as_list()) for v in tf.trainable_variables()])``
            continue
        used = free_names(value) | ctx.control_deps.get(id(stmt), frozenset())
        if not tf_used and not (used & graph_names) and not is_factory_call(value, ctx) \
                and not (ctx.store is not None and calls_variable_maker(value, ctx)):
            items.append(("python", stmt))
            continue
        if _host_calls_only(tf_used) and not (used & graph_names):
            # ``latest = tf.train.latest_checkpoint(d)``: file I/O, run where the script runs it
            # (as graph code it was hoisted above the save it reads)
            items.append(("python", stmt))
            continue
        if ((isinstance(value, cst.Dict) and not _graph_values(value, graph_names)) or _list_of_dicts(value)) and not tf_used:
            items.append(("python", stmt))  # a feed dict (or a list of them) built before the session
            continue
        prints = False
        python_call = not targets and isinstance(value, cst.Call) and isinstance(value.func, cst.Name) \
            and ctx.qualname(value.func) is None
        if python_call and any(_symbolic_arg(a.value, graph_names, ctx) for a in value.args):
            # ``print(y)`` / ``log(tf.reduce_sum(x))`` while building the graph: TF1 shows the
            # symbolic tensor (``Tensor("mul:0", ...)``) right there; eager code has no such
            # object, and dropping the call would lose what it printed or did. A ``print`` of
            # values computed once stays where it is and prints them eagerly (plan decides).
            prints = value.func.value == "print" and "print" not in ctx.module_functions
            if not prints:
                ctx.refuse(stmt, "graph", f"{value.func.value}(...) called on graph tensors while the graph is built (TF1 passes it symbolic tensors)")
        fed_as_placeholder = _scaled_placeholder(value, ctx) if len(targets) == 1 and isinstance(small, cst.Assign) else None
        if fed_as_placeholder is not None:
            ctx.note(value, "placeholders", f"{targets[0]} = tf.placeholder(...) {node_code(value.operator).strip()} "
                     f"{node_code(fed_as_placeholder[1])}: the placeholder has no name to feed, so every sess.run feeds "
                     f"{targets[0]} itself and TF1 never computed the operation (the fed value replaces it); converted as "
                     "the placeholder, the fed value taken as it is")
            value = fed_as_placeholder[0]
        kind, list_valued, is_op = _kind(value, ctx, optimizers, graph_names)
        if kind == "optimizer":
            # (pix2pix's ``gen_optim = tf.train.AdamOptimizer(lr, beta1)`` under
            # ``tf.control_dependencies([discrim_train])``: the constructor makes no op, so the
            # dependencies do not make it "depend on changing values"; its minimize keeps them)
            used = free_names(value)
        if kind == "tensor" and len(targets) == 1 and ctx.call_name(value) == "tf.while_loop":
            # ``out = tf.while_loop(...)`` of several loop variables (or return_same_structure):
            # a list (``_, total = ...`` unpacks it into tensors)
            list_valued = renames.while_loop_structure(value)
        if kind != "variable" and any(ctx.call_name(c) in ("tf.Variable", "tf.get_variable") for c in calls_in(value)):
            # ``weights = {"h1": tf.Variable(...)}``: planned as a tensor it could be rebuilt in
            # each sess.run function (new variables at every run; TF1 made them once)
            ctx.refuse(value, "variables", "variables created inside an expression (a dict, list or arithmetic): assign each to a name")
        if kind != "variable" and ctx.variable_factories and any(is_factory_call(c, ctx) for c in calls_in(value)):
            # ``tf.matmul(x, weight_variable([3, 4]))``: moved into a sess.run function it would
            # make a new variable at each run (TF1 made one, with the graph)
            ctx.refuse(value, "variables", "a variable factory called inside an expression (assign its result to a name first)")
        _check_tensor_equality(value, graph_names, ctx)
        _check_mixed_updates(value, ctx)
        flow_mutates = _check_control_flow_bodies(value, ctx)
        if flow_mutates is not None and kind == "tensor":
            kind = "stateful"  # (a loop assigning under its control dependencies: run at each sess.run, as TF1 did)
        _check_unconverted_calls(value, ctx, optimizers)
        if ctx.reads_initial_values:  # (looked for only in files that spell it)
            _check_initial_value_reads(value, ctx)
        if isinstance(small, cst.Expr) and targets:
            _graph_list_binding(targets[0], items, ctx)
        g = GraphStmt(
            initializer=ctx.scope_initializers.get(id(stmt)),
            node=stmt,
            targets=tuple(targets),
            uses=frozenset(used),
            kind=kind,
            value=value,
            scope=scope,
            list_valued=list_valued,
            is_op=is_op,
            mutates=mutated_variables(value, ctx) + (flow_mutates or ()),
            tf_names=frozenset(tf_used),
            python_call=python_call,
            prints=prints,
        )
        if kind == "optimizer":
            optimizers.update(targets)
        graph_names.update(targets)
        items.append(g)
    return Block(items)


_MUTATORS = frozenset({"append", "extend", "insert"})


def _graph_list_binding(name: str, items: list, ctx: Context) -> None:
    """``rows = []`` before ``rows.append(d)`` of a graph value (a Jacobian loop the planner
    unrolled; cleverhans's ``jacobian_graph``): the list becomes a graph statement too, so each
    ``sess.run`` function that reads ``rows`` builds it afresh. Left a plain module statement,
    every function appended its traced tensors to the one module list (the second function
    then stacked the first one's tensors: "defined in FuncGraph ... out of scope"). Only a
    literal list of literals bound by the last statement binding ``name``."""
    for k in range(len(items) - 1, -1, -1):
        item = items[k]
        if isinstance(item, GraphStmt):
            if name in item.targets:
                return  # (bound or mutated by graph code already)
            continue
        if not (isinstance(item, tuple) and item[0] == "python"):
            return
        small = single_small(item[1])
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1) or name not in assigned_names(small.targets[0].target):
            if isinstance(small, (cst.Assign, cst.AugAssign)) and name in names_in(small):
                return
            continue
        value = small.value
        if isinstance(small.targets[0].target, cst.Name) and isinstance(value, cst.List) and not free_names(value):
            items[k] = GraphStmt(node=item[1], targets=(name,), uses=frozenset(), kind="tensor", value=value,
                                 list_valued=True)
        return


def _mutated_container(call: cst.Call) -> tuple:
    """``(rows,)`` for ``rows.append(x)`` / ``extend`` / ``insert``: the statement gives ``rows``
    a new value (a Jacobian loop's rows), so a site that reads ``rows`` needs it; else ()."""
    f = call.func
    if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.attr.value in _MUTATORS:
        return (f.value.value,)
    return ()


def _tensor_operand(e, graph_names: set, ctx: Context) -> bool:
    """Whether expression ``e`` is a graph tensor in TF1: a graph name, an index of one, a
    ``tf.*`` call, or arithmetic on one of these (``x.shape[0]`` is not: a static shape)."""
    t = type(e)  # exact types: libcst's concrete node classes have no subclasses
    if t is cst.Name:
        return e.value in graph_names
    if t is cst.Subscript:
        return _tensor_operand(e.value, graph_names, ctx)
    if t is cst.Call:
        return (ctx.call_name(e) or "").startswith("tf.")
    if t is cst.BinaryOperation:
        return _tensor_operand(e.left, graph_names, ctx) or _tensor_operand(e.right, graph_names, ctx)
    if t is cst.UnaryOperation:
        return _tensor_operand(e.expression, graph_names, ctx)
    return False


def _check_tensor_equality(value, graph_names: set, ctx: Context) -> None:
    """``pred == labels`` on graph tensors: TF1 compares the tensor objects (a Python bool,
    ``False`` for two tensors), eager TF2 their values elementwise: the same code computes
    something else, so it is refused (found converting ``tf.cast(pred == labels, ...)``:
    accuracy 0 in TF1, 0.75 converted)."""
    for n in node_facts(value)[2]:
        left = n.left
        for c in n.comparisons:
            op = type(c.operator)
            if (op is cst.Equal or op is cst.NotEqual) and (
                    _tensor_operand(left, graph_names, ctx) or _tensor_operand(c.comparator, graph_names, ctx)):
                sign = "==" if op is cst.Equal else "!="
                ctx.refuse(n, "graph", f"{sign} on graph tensors: TF1 compares the tensor objects (a Python bool), "
                           f"TF2 their values; next step: write tf.{'equal' if sign == '==' else 'not_equal'}(a, b) "
                           "if values were meant, or keep this file in compat mode")
                return
            left = c.comparator


def _list_of_dicts(value) -> bool:
    """``[{x: a}, {x: b}]``: a list literal of dict literals (feed dicts, ``block``'s feed lists)."""
    return isinstance(value, cst.List) and bool(value.elements) and all(
        isinstance(e, cst.Element) and isinstance(e.value, cst.Dict) for e in value.elements)


def _placeholder_lists(items) -> set:
    """The names ``items`` bind to lists of placeholders (``xs = [tf.placeholder(...) for ...]``)."""
    return {t for it in items if isinstance(it, GraphStmt) and it.kind == "placeholder" and type(it.value) is cst.ListComp
            for t in it.targets}


def _names_outside_dict_keys(stmt) -> set:
    """The names ``stmt`` reads, except plain names that are only dict keys (feed dict keys:
    ``block.SiteRewriter`` turns those of placeholders into strings; any other stays a graph
    object, which ``_check_leftovers`` refuses)."""
    keys = {id(e.key) for e in instances(stmt, cst.DictElement) if isinstance(e.key, cst.Name)}
    if not keys:
        return names_in(stmt)
    key_names = {e.key.value for e in instances(stmt, cst.DictElement) if isinstance(e.key, cst.Name)}
    elsewhere = {n.value for n in instances(stmt, cst.Name) if id(n) not in keys and n.value in key_names}
    return (names_in(stmt) - key_names) | elsewhere


def _iterator_statements(stmt, value, targets, scope: str, ctx: Context) -> list | None:
    """Rule ``datasets``: ``it = ds.make_one_shot_iterator()`` as an ``iterator`` statement
    (``it = iter(ds)``, made once), ``x = it.get_next()`` as a ``next`` statement (stateful: one
    element per sess.run that needs it), ``x = ds.make_one_shot_iterator().get_next()`` as both
    (the iterator under a fresh name); None if ``value`` is none of these."""
    if not targets:
        return None
    dataset = datasets.one_shot_dataset(value, ctx.call_name)
    if dataset is not None:
        if len(targets) != 1 or not isinstance(stmt.body[0].targets[0].target, cst.Name):
            raise Refusal(value, datasets.RULE.name, "a one-shot iterator assigned to something other than one name")
        ctx.iterators.add(targets[0])
        return [_iterator_stmt(stmt, targets[0], dataset, scope, ctx)]
    dataset = datasets.initializable_dataset(value, ctx.call_name)
    if dataset is not None:
        # ``it = ds.make_initializable_iterator()`` / ``Iterator.from_structure(...)``: made once
        # (``iter(ds)`` / ``None``), restarted where the script runs an initializer
        if len(targets) != 1 or not isinstance(stmt.body[0].targets[0].target, cst.Name) or targets[0] in ctx.reinit_iterators:
            raise Refusal(value, datasets.RULE.name, "an initializable iterator assigned to something other than one new name")
        ctx.iterators.add(targets[0])
        ctx.reinit_iterators[targets[0]] = None if isinstance(dataset, cst.Name) and dataset.value == "None" else dataset
        if ctx.reinit_iterators[targets[0]] is None:
            ctx.iterator_structures[targets[0]] = value  # (its element structure, when stated: ``shapes.element_structure``)
            node = reported_at(stmt.with_changes(body=[stmt.body[0].with_changes(value=dataset)]), stmt, ctx)
            return [GraphStmt(node=node, targets=(targets[0],), uses=frozenset(), kind="iterator", value=dataset, scope=scope)]
        return [_iterator_stmt(stmt, targets[0], dataset, scope, ctx)]
    made = datasets.initializer_of(value, ctx.reinit_iterators)
    if made is not None:
        # ``train_init = it.make_initializer(train_data)``: nothing to make; its runs restart ``it``
        if len(targets) != 1 or not isinstance(stmt.body[0].targets[0].target, cst.Name):
            raise Refusal(value, datasets.RULE.name, "an iterator initializer assigned to something other than one name")
        ctx.iterator_inits[targets[0]] = made
        return [GraphStmt(node=stmt, targets=(targets[0],), uses=frozenset(names_in(made[1])), kind="graph", value=value,
                          scope=scope, tf_names=frozenset(tf_names_in(made[1], ctx)))]
    if not datasets.is_next(value):
        return None
    receiver = value.func.value
    if value.args:
        raise Refusal(value, datasets.RULE.name, "get_next(...) with arguments is not converted")
    if isinstance(receiver, cst.Name) and receiver.value in ctx.iterators:
        name, out = receiver.value, []
    else:
        dataset = datasets.one_shot_dataset(receiver, ctx.call_name)
        if dataset is None:
            return None  # refused where it is rewritten (not a one-shot iterator of this block)
        name = ctx.fresh("iterator")
        ctx.iterators.add(name)
        out = [_iterator_stmt(stmt, name, dataset, scope, ctx)]
        stmt = stmt.with_changes(leading_lines=[])
    value = datasets.next_call(name)
    node = reported_at(stmt.with_changes(body=[stmt.body[0].with_changes(value=value)]), stmt, ctx)
    out.append(GraphStmt(node=node, targets=tuple(targets), uses=frozenset({name}), kind="next", value=value, scope=scope,
                         list_valued=len(targets) == 1 and isinstance(stmt.body[0].targets[0].target, cst.Name)))
    return out


def _iterator_stmt(stmt, name: str, dataset, scope: str, ctx: Context) -> GraphStmt:
    value = datasets.make_iterator(dataset)
    node = reported_at(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], value)], leading_lines=stmt.leading_lines), stmt, ctx)
    return GraphStmt(node=node, targets=(name,), uses=frozenset(names_in(dataset)), kind="iterator", value=value, scope=scope,
                     tf_names=frozenset(tf_names_in(dataset, ctx)))


def reported_at(node, source, ctx: Context):
    """``node`` (rebuilt from statement ``source``): a refusal of it is reported at ``source``."""
    if ctx.origins is not None:
        ctx.origins[id(node)] = (node, ctx.origins.get(id(source), (None, source))[1])
    return node


def _variable_dict(stmt, value, targets, scope: str, ctx: Context) -> list | None:
    """``weights = {"h1": tf.Variable(...), "out": tf.Variable(...)}`` (string keys, each value a
    variable made right there) as one variable statement per entry (``weights_h1 = ...``, made
    once, in order) and the dict of them (``weights = {"h1": weights_h1, ...}``); None if
    ``value`` is anything else."""
    if not isinstance(value, cst.Dict) or not value.elements or targets is None or len(targets) != 1:
        return None
    entries = []
    for e in value.elements:
        if not (isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString) and isinstance(e.value, cst.Call)
                and ctx.call_name(e.value) in ("tf.Variable", "tf.get_variable")):
            return None
        key = e.key.evaluated_value
        if not isinstance(key, str):
            return None
        entries.append((e, ctx.fresh(f"{targets[0]}_{re.sub(r'[^0-9a-zA-Z_]+', '_', key).strip('_') or 'v'}")))
    out = []
    tf1_names = ctx.variable_names.get(id(stmt))  # (``_record_variable_names``: one per variable, in order)
    for k, (e, name) in enumerate(entries):
        node = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], e.value)],
                                       leading_lines=stmt.leading_lines if k == 0 else ())
        if tf1_names is not None and len(tf1_names) == len(entries):
            ctx.variable_names[id(node)] = [tf1_names[k]]
        out.append(GraphStmt(node=node, targets=(name,), uses=frozenset(names_in(e.value)), kind="variable", value=e.value,
                             scope=scope, tf_names=frozenset(tf_names_in(e.value, ctx)), initializer=ctx.scope_initializers.get(id(stmt))))
    refs = value.with_changes(elements=[e.with_changes(value=cst.Name(name)) for e, name in entries])
    node = stmt.with_changes(body=[stmt.body[0].with_changes(value=refs)], leading_lines=[])
    out.append(GraphStmt(node=node, targets=tuple(targets), uses=frozenset(n for _, n in entries), kind="tensor", value=refs, scope=scope))
    return out


def _fetched_names(body) -> set:
    """Names bound by top-level ``name = <...>.run(...)`` / ``<...>.eval(...)`` statements of a
    session region's body (they run whenever the region does): numpy values after it."""
    out = set()
    for s in body:
        small = single_small(s)
        if isinstance(small, cst.Assign) and isinstance(small.value, cst.Call) and isinstance(small.value.func, cst.Attribute) \
                and small.value.func.attr.value in ("run", "eval"):
            for t in small.targets:
                out.update(assigned_names(t.target))
    return out


def _not_none_test(test, graph_names: set) -> bool:
    """``name is not None`` (``and``-ed together) of graph names only."""
    if isinstance(test, cst.BooleanOperation) and isinstance(test.operator, cst.And):
        return _not_none_test(test.left, graph_names) and _not_none_test(test.right, graph_names)
    return isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and isinstance(test.comparisons[0].operator, cst.IsNot) \
        and isinstance(test.left, cst.Name) and test.left.value in graph_names \
        and isinstance(test.comparisons[0].comparator, cst.Name) and test.comparisons[0].comparator.value == "None"


def calls_variable_maker(node, ctx: Context, depth: int = 0) -> bool:
    """``node`` calls a module function (not a variable factory) whose body, or a module
    function it calls (3 deep), calls ``tf.get_variable`` / ``tf.Variable``: with the variable
    store, ``w = _variable_with_weight_decay(...)`` may be a variable made by a helper the
    converter keeps, so the statement is graph code (a tensor: the planner refuses to train it
    without a var_list), never a plain Python value a gradient tape would not watch."""
    for c in calls_in(node):
        if type(c.func) is not cst.Name or ctx.qualname(c.func) is not None:
            if ctx.call_name(c) in ("tf.get_variable", "tf.Variable") and depth:
                return True
            continue
        if c.func.value in ctx.variable_factories:
            if depth:
                return True  # (in a function the statement calls: its variable is not the statement's)
            continue
        fn = ctx.module_functions.get(c.func.value)
        if fn is not None and depth < 3 and calls_variable_maker(fn.body, ctx, depth + 1):
            return True
    return False


def is_factory_call(value, ctx: Context) -> bool:
    """``weight_variable(...)``: a call of one of the file's variable factories."""
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in ctx.variable_factories


def _symbolic_arg(expr, graph_names: set, ctx: Context) -> bool:
    """Whether the argument ``expr`` is a graph object itself (a graph name or a TF call,
    directly or inside a list/tuple literal): what TF1 hands to Python as a symbolic tensor.
    Its ``.shape``/``.dtype``, or a Python call on it (``len(...)``), print alike in both eras."""
    if isinstance(expr, (cst.List, cst.Tuple)):
        return any(_symbolic_arg(e.value, graph_names, ctx) for e in expr.elements)
    if isinstance(expr, cst.Name):
        return expr.value in graph_names
    if isinstance(expr, cst.Call):
        return ctx.qualname(expr.func) is not None
    return False


def function_calls(node, ctx: Context) -> list:
    """Names of the user functions ``node`` calls (``tower(x)``; not TF, not builtins)."""
    out = []
    for c in calls_in(node):
        if type(c.func) is cst.Name and ctx.qualname(c.func) is None and not hasattr(builtins, c.func.value):  # (no ABC check)
            out.append(c.func.value)
    return out


def scoped(node, scope: str, ctx: Context):
    """``node`` (a statement) inside ``with _variable_scope(scope):`` when the file uses the
    variable store and ``node`` calls user functions (they may call get_variable); else None."""
    if ctx.store is None or not scope or isinstance(node, (cst.FunctionDef, cst.ClassDef)):
        return None
    called = function_calls(node, ctx)
    if not called:
        return None
    foreign = [n for n in called if n in ctx.store_foreign]
    if foreign:
        raise Refusal(node, variable_store.RULE.name, f"variable_scope around {foreign[0]}(), a function of another module (its variable store is its own)")
    inner = node.with_changes(leading_lines=[line for line in node.leading_lines if line.comment is not None])
    return cst.With(
        items=[cst.WithItem(variable_store.scope_call(ctx.store, scope.rstrip("/")))],
        body=cst.IndentedBlock([inner]),
        leading_lines=[line for line in node.leading_lines if line.comment is None],
    )
