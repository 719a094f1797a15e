"""Shared state of one native conversion: import table, positions, refusals, fresh names.

``Refusal`` is raised (or collected) when a construct cannot be proved equivalent; it carries
the node, so the diagnostic gets its exact ``line:col``. Never imports TensorFlow.
"""
from __future__ import annotations

import dataclasses
import functools

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.walk import Walker, instances, marked


class Refusal(Exception):
    """A construct the native converter does not convert (the file becomes a compat island)."""

    def __init__(self, node: cst.CSTNode | None, rule: str, reason: str):
        super().__init__(f"{rule}: {reason}")
        self.node, self.rule, self.reason = node, rule, reason


# TF1's control-flow builders, which take Python functions (model, rule hessians)
CONTROL_FLOW = frozenset({"tf.while_loop", "tf.map_fn", "tf.scan", "tf.foldl", "tf.foldr", "tf.cond", "tf.case", "tf.switch_case"})


@dataclasses.dataclass
class Context:
    """Per-module facts every rule may read: TF aliases, output spelling, source positions."""

    table: ImportTable
    positions: dict  # id(node) -> (line, col), 1-based (see ``position``)
    tf: str = "tf"  # the TensorFlow alias the output spells (``tf.`` in ``tf.GradientTape``)
    refusals: list = dataclasses.field(default_factory=list)
    notes: list = dataclasses.field(default_factory=list)  # Refusal-shaped "info" diagnostics (``note``)
    taken: set = dataclasses.field(default_factory=set)  # names already used in the module (only grows)
    tape_name: str | None = None  # the GradientTape's name in the file (``tape`` unless the file uses it: ``tape_name_of``)
    _fresh_from: dict = dataclasses.field(default_factory=dict)  # ``fresh``: base -> where its search resumes
    final: set = dataclasses.field(default_factory=set)  # ids of statements already converted
    defs_with_session: set = dataclasses.field(default_factory=set)  # ids of defs opening sessions
    saver_calls: list = dataclasses.field(default_factory=list)  # ("save"|"restore", node)
    store: object = None  # rule variable_store's StoreNames when the file needs the store
    store_opaque: bool = True  # some variables are not in the store (tf.Variable, layers, ...)
    store_other_variables: bool = True  # ... other than optimizer slots (a Saver of the store: rule savers)
    store_foreign: set = dataclasses.field(default_factory=set)  # names imported from other modules
    store_lazy: tuple = ()  # the helpers that run (creating variables) only in sess.run functions
    factories: dict = dataclasses.field(default_factory=dict)  # local name -> helpers.Factory
    flattened: set = dataclasses.field(default_factory=set)  # ids of statements inside flattened scopes
    python_scopes: dict = dataclasses.field(default_factory=dict)  # id(stmt) -> flattened variable_scope
    losses_mean: str | None = None  # rule losses: name of the file's TF1 reduction function
    loss_helpers: dict = dataclasses.field(default_factory=dict)  # rule losses: helper key -> its name in the file
    tf1_print: str | None = None  # rule renames: name of the file's tf.Print function
    absl_modules: set = dataclasses.field(default_factory=set)  # rule flags: "app"/"flags" the output imports
    flags_parser: str | None = None  # rule flags: name of the file's tf.app.run flag parser
    rmsprop: str | None = None  # rule optimizers: name of the file's TF1 RMSProp class
    adam: str | None = None  # rule optimizers: name of the file's TF1 Adam class
    momentum: str | None = None  # rule optimizers: name of the file's TF1 Momentum class
    adagrad: str | None = None  # rule optimizers: name of the file's TF1 Adagrad class
    adadelta: str | None = None  # rule optimizers: name of the file's TF1 Adadelta class
    ftrl: str | None = None  # rule optimizers: name of the file's TF1 Ftrl class
    gradient_descent: str | None = None  # rule optimizers: the file's TF1 gradient descent (tensor rates)
    tf1_save: str | None = None  # rule savers: name of the file's Saver.save function
    variable_factories: set = dataclasses.field(default_factory=set)  # functions returning a new tf.Variable (native.helpers)
    store_factories: set = dataclasses.field(default_factory=set)  # functions returning get_variable's variable (native.helpers)
    scope_target_uses: dict = dataclasses.field(default_factory=dict)  # ``as scope`` name -> its allowed uses (model._scope_target_uses)
    scope_shadowed: dict = dataclasses.field(default_factory=dict)  # ``as scope`` name -> its uses in functions binding it (model._shadowed_uses)
    int_constants: dict = dataclasses.field(default_factory=dict)  # module-level int constants (native.constants)
    names_unnamed_variables: bool = False  # the file reads some ``.name``: unnamed tf.Variables get TF1's default names (``model``)
    keras_kept: str | None = None  # why the file's Keras layer objects stay Keras 3 objects (``layer_objects``), if they do
    reads_initial_values: bool = False  # the file reads some ``.initial_value`` (model refuses it in graph code)
    segment_ints: frozenset = frozenset()  # names bound to other ints in other graph segments (``constants.segment_int_constants``)
    shape_constants: dict = dataclasses.field(default_factory=dict)  # module-level shape lists (native.constants)
    fed_scalars: frozenset = frozenset()  # names bound once to a tf.placeholder (``shapes._dimension``: never a constant)
    size_reads: dict = dataclasses.field(default_factory=dict)  # name bound once to ``tf.shape(t)[i]`` (t bound once) -> that value
    str_constants: dict = dataclasses.field(default_factory=dict)  # module-level string constants (native.constants)
    array_shapes: dict = dataclasses.field(default_factory=dict)  # module-level numpy arrays of stated shapes (native.constants)
    array_dtypes: dict = dataclasses.field(default_factory=dict)  # their dtypes (native.constants)
    numpy_names: frozenset = frozenset()  # the module-level names of ``import numpy [as np]`` (``numpy_name``)
    _lists_variables: object = None  # ``lists_variables``, answered at the first question
    _tf_bound_names: object = None  # ``tf_bound_names``, found at the first question
    numpy_import: str | None = None  # the name of an ``import numpy as ...`` the output needs and the file lacks
    add_summary: str | None = None  # rule summaries: name of the file's add_summary function
    summary_iterator: str | None = None  # rule summaries: name of the file's summary_iterator function
    summary_writers: set = dataclasses.field(default_factory=set)  # names bound to tf.summary.FileWriter(...)
    lstm_step: str | None = None  # rule rnns: name of the file's LSTM step function
    lstm_tuple: str | None = None  # rule rnns: name of the file's LSTMStateTuple class
    gru_step: str | None = None  # rule rnns: name of the file's GRU step function
    sequence_scan: str | None = None  # rule rnns: name of the file's dynamic_rnn(sequence_length=) loop
    origins: dict = dataclasses.field(default_factory=dict)  # id(rebuilt node) -> (node, source node)
    segments: dict = dataclasses.field(default_factory=dict)  # id -> first statement after a reset (native.segments)
    module_functions: dict = dataclasses.field(default_factory=dict)  # name -> module-level def (bound once)
    initializer_names: dict = dataclasses.field(default_factory=dict)  # name -> "object"/"maybe_none" (native.initial_values)
    function_names: frozenset = frozenset()  # names of the functions the file defines or binds to a lambda
    module: object = None  # the module being converted (after graph unwrapping)
    source: object = None  # the module as written (before graphs were unwrapped and functions inlined)
    _name_uses: object = None  # Counter of the Name nodes of ``module`` (``name_uses``, counted at the first question)
    _exact_name_uses: object = None  # the same without keyword-argument and attribute names (``exact_name_uses``)
    control_flow: object = None  # the file builds tf.cond / while_loop / map_fn... (rule hessians; None: not asked yet)
    _runs_in_try: object = None  # the file runs sessions inside ``try:`` bodies (``runs_in_try``; None: not asked yet)
    _float_constants: object = None  # module-level float constants (``float_constants``, found at the first question)
    _single_values: object = None  # name -> the value of its one plain assignment (``single_value``)
    region_order: dict = dataclasses.field(default_factory=dict)  # id(statement or its value) -> (region number, place in it) (model._hoist)
    region_scopes: dict = dataclasses.field(default_factory=dict)  # id(session region statement) -> the variable scope it was written in ("a/")
    _binding_counts: object = None  # Counter of the bindings of each name in ``module`` (``bound_once``, counted at the first question)
    name_path: list = dataclasses.field(default_factory=list)  # the name scopes open while flattening ("a/", "b/")
    name_paths: dict = dataclasses.field(default_factory=dict)  # id(statement) -> its TF1 name-scope prefix ("a/b/")
    summary_tags: dict = dataclasses.field(default_factory=dict)  # id(summary statement) -> its TF1 tag (``model._record_summary_tag``)
    names_in_use: dict = dataclasses.field(default_factory=dict)  # TF1 graph names taken so far (``unique_name``)
    variable_names: dict = dataclasses.field(default_factory=dict)  # id(statement) -> TF1 names of its tf.Variable calls
    module_lists: object = None  # names module-level statements bind to lists (``rules.gradients.module_lists``)
    changed_dicts: object = None  # names the file changes in place by dict methods, del or |= (``plan._dicts_changed_in_place``)
    namedtuples: object = None  # names the module binds to namedtuple classes (``plan._namedtuple_classes``)
    op_names: dict = dataclasses.field(default_factory=dict)  # id(a named tf.* call other than tf.Variable) -> its TF1 name below the name scopes (``h_1``)
    plain_modules: set = dataclasses.field(default_factory=set)  # names bound to numpy/stdlib modules
    scope_initializers: dict = dataclasses.field(default_factory=dict)  # id(stmt) -> variable_scope initializer=
    # id(stmt) -> (id of the innermost ``with tf.variable_scope(...)`` entered, its reuse: True,
    # False or "auto"): layers re-entered with ``reuse=True`` read the variables made before (rule layers)
    scope_entries: dict = dataclasses.field(default_factory=dict)
    scope_reuse: dict = dataclasses.field(default_factory=dict)  # id(with statement) -> its reuse= (True / "auto")
    control_deps: dict = dataclasses.field(default_factory=dict)  # id(stmt) -> names of enclosing tf.control_dependencies
    reads_collections: bool = False  # the file reads the regularization-loss/model-variable collections
    clean_subtrees: dict = dataclasses.field(default_factory=dict)  # rewrite.ExprRewriter: subtrees with nothing to rewrite
    float_names: set = dataclasses.field(default_factory=set)  # names every graph binding binds to a float tensor (native.plan)
    int_names: dict = dataclasses.field(default_factory=dict)  # name -> int dtype every graph binding binds it to (native.plan)
    iterators: set = dataclasses.field(default_factory=set)  # names bound to one-shot or initializable iterators (rule datasets)
    reinit_iterators: dict = dataclasses.field(default_factory=dict)  # initializable iterator -> its dataset (None: from_structure)
    iterator_structures: dict = dataclasses.field(default_factory=dict)  # from_structure iterator -> its ``from_structure(...)`` call
    iterator_inits: dict = dataclasses.field(default_factory=dict)  # ``op = it.make_initializer(ds)`` name -> (iterator, dataset)
    session_option_names: dict | None = None  # names bound to tf.ConfigProto(...) read only by sessions (model.session_options)
    random_stream: str | None = None  # rule random_streams: name of the file's TF1 random stream class
    initializer_seed: str | None = None  # native.initializer_seeds: name of the file's seed helper
    initializer_wrapper: str | None = None  # native.initializer_seeds: name of the file's new-values wrapper
    inner_tape: str | None = None  # native.emit: name of the nested tapes of second-order requests
    random_stream_methods: set = dataclasses.field(default_factory=set)  # rule random_streams: its draw methods used
    stream_count: int = 0  # rule random_streams: markers handed out
    hidden_draws: object = None  # (module, ``model._hidden_draws``' answer), found at the first question
    module_rebound: object = None  # names bound twice in the module's scope (``plan._changing_names``), found at the first question
    graph_seed_calls: object = False  # rule random_streams: the file's set_random_seed calls (False: not looked up)

    def qualname(self, node) -> str | None:
        return self.table.qualname(node)

    def unique_name(self, name: str) -> str:
        """``name`` (a full graph name, ``"layer/W"``) made unique as TF1's
        ``Graph.unique_name`` makes it (``"layer/W_1"`` when taken; case-insensitive), and
        marked as taken: the names of the name scopes and variables the converter models, in
        the order the graph made them."""
        key = name.lower()
        i = self.names_in_use.get(key, 0)
        self.names_in_use[key] = i + 1
        if i == 0:
            return name
        base = key
        while key in self.names_in_use:
            key = f"{base}_{i}"
            i += 1
        self.names_in_use[key] = 1
        return f"{name}_{i - 1}"

    def float_constants(self) -> dict:
        """{name: float} of the module's float constants (``constants.float_constants``)."""
        if self._float_constants is None:
            from migrate.source.native.constants import float_constants

            self._float_constants = float_constants(self.module) if self.module is not None else {}
        return self._float_constants

    def name_uses(self, name: str) -> int:
        """How many Name nodes of the converted module spell ``name`` (its bindings and reads,
        keyword and attribute names included: an upper bound on the uses)."""
        if self._name_uses is None:
            import collections

            from migrate.source.native.walk import instances

            self._name_uses = collections.Counter(n.value for n in instances(self.module, cst.Name)) if self.module is not None else collections.Counter()
        return self._name_uses[name]

    def exact_name_uses(self, name: str) -> int:
        """How many Name nodes of the converted module bind or read ``name`` (``name_uses``
        without keyword-argument and attribute names: ``initial_state=initial_state`` reads
        ``initial_state`` once)."""
        if self._exact_name_uses is None:
            import collections

            module = self.module if self.module is not None else cst.Module([])
            self._exact_name_uses = collections.Counter(n.value for n in variable_names(module))
        return self._exact_name_uses[name]

    def runs_in_try(self) -> bool:
        """Whether the file calls ``.run(...)`` / ``.eval(...)`` inside the body of a ``try``
        with handlers (TF1 raised a fetched op's error there, where the script catches it)."""
        if self._runs_in_try is None:
            module = self.source if self.source is not None else self.module
            self._runs_in_try = module is not None and any(
                isinstance(c.func, cst.Attribute) and c.func.attr.value in ("run", "eval")
                for t in instances(module, cst.Try) if t.handlers
                for c in instances(t.body, cst.Call)
            )
        return self._runs_in_try

    def built_after(self, node, at) -> bool:
        """Whether the graph statement ``node`` was written after the session-region statement
        at ``at`` (``region_order``: moved before its region, it was built later than what ran
        there); False when either place is unknown."""
        here = self.region_order.get(id(node))
        return here is not None and at is not None and here[0] == at[0] and here[1] > at[1]

    def stated_dtypes(self) -> "_StatedDtypes":
        """``{name: dtype}``-like lookup (``shapes.dtype_of``'s ``dtypes``) of the names bound once
        in the file, to a float tensor ("float32") or to one int dtype (rule renames: ``tf.div``
        of one divides truly / floor-divides)."""
        return _StatedDtypes(self)

    def bound_once(self, name: str) -> bool:
        """Whether the converted module binds ``name`` exactly once (``constants.binding_counts``:
        assignments, loops, parameters, imports... anywhere in the file)."""
        if self._binding_counts is None:
            from migrate.source.native.constants import binding_counts

            self._binding_counts = binding_counts(self.module) if self.module is not None else {}
        return self._binding_counts.get(name, 0) == 1

    def lists_variables(self) -> bool:
        """Whether the module calls some ``<x>.trainable_variables(...)`` /
        ``<x>.global_variables(...)`` (one walk, at the first question)."""
        if self._lists_variables is None:
            from migrate.source.native.walk import instances

            self._lists_variables = self.module is not None and any(
                type(c.func) is cst.Attribute and c.func.attr.value in ("trainable_variables", "global_variables")
                for c in instances(self.module, cst.Call))
        return self._lists_variables

    def tf_bound_names(self) -> set:
        """The names some assignment of the module binds to a value calling TensorFlow (one walk,
        at the first question)."""
        if self._tf_bound_names is None:
            from migrate.source.native.walk import instances

            self._tf_bound_names = {
                t.target.value for a in (instances(self.module, cst.Assign) if self.module is not None else ())
                if any((self.call_name(c) or "").startswith("tf.") for c in instances(a.value, cst.Call))
                for t in a.targets if type(t.target) is cst.Name}
        return self._tf_bound_names

    def numpy_name(self) -> str:
        """The file's name of ``import numpy [as np]`` (bound once); when there is none, a fresh
        name the output's preamble imports numpy as (``numpy_import``)."""
        found = min((n for n in self.numpy_names if self.bound_once(n)), default=None)
        if found is None:
            if self.numpy_import is None:
                self.numpy_import = self.fresh("np")
            found = self.numpy_import
        return found

    def single_value(self, name: str):
        """The value of the one plain ``name = value`` assignment of the converted module (at
        any depth) when that is the only binding of ``name`` in the file, else None."""
        if self._single_values is None:
            from migrate.source.native.walk import instances

            found: dict = {}
            for a in instances(self.module, cst.Assign) if self.module is not None else ():
                if len(a.targets) == 1 and isinstance(a.targets[0].target, cst.Name):
                    found.setdefault(a.targets[0].target.value, a.value)
            self._single_values = found
        value = self._single_values.get(name)
        return value if value is not None and self.bound_once(name) else None

    def string_value(self, node) -> str | None:
        """The str ``node`` is from the source alone (``constants.string_value`` with the file's
        string and int constants), else None."""
        from migrate.source.native.constants import string_value

        return string_value(node, self.str_constants, self.int_constants)

    def carry_facts(self, old, new) -> None:
        """``new``, a rebuilt ``old`` statement, keeps the facts recorded for ``old`` (name scope,
        control dependencies, scope initializer, variable names, python scope, flattened)."""
        for facts in (self.name_paths, self.control_deps, self.scope_initializers, self.variable_names, self.python_scopes,
                      self.scope_entries):
            if id(old) in facts:
                facts[id(new)] = facts[id(old)]
        if id(old) in self.flattened:
            self.flattened.add(id(new))

    def call_name(self, node) -> str | None:
        """Canonical TF name of a call's callee (``tf.gradients``), or None."""
        if type(node) is cst.Call:  # libcst's concrete classes have no subclasses (``aliases.dotted``)
            return self.table.qualname(node.func)
        return None

    def refuse(self, node, rule: str, reason: str) -> None:
        self.refusals.append(Refusal(node, rule, reason))

    def layer_refused(self) -> bool:
        """A layer call was refused (rules ``layers``, ``conv_layers``, ``batch_norm``): the
        optimizer or variable listing that cannot find its variables would only repeat it."""
        return any(r.rule in ("layers", "conv_layers", "batch_norm") and type(r.node) is cst.Call for r in self.refusals)

    def note(self, node, rule: str, reason: str) -> None:
        """An "info" diagnostic for a converted construct whose TF2 output differs by design."""
        self.notes.append(Refusal(node, rule, reason))

    def position(self, node) -> tuple[int, int]:
        """1-based (line, col) of ``node`` in the source (``positions`` is filled by the
        caller with ``migrate.source.positions.locate`` when there is something to report)."""
        if node is None:
            return 1, 1
        return self.positions.get(id(node), (1, 1))

    def tape_name_of(self) -> str:
        """The name the converted code gives its gradient tapes: ``tape``, or a fresh name when the
        file itself uses ``tape`` (a placeholder or global named so was shadowed: hunt 16 W4)."""
        if self.tape_name is None:
            self.tape_name = "tape" if "tape" not in self.taken else self.fresh("tape")
        return self.tape_name

    def fresh(self, base: str) -> str:
        """A module-unique identifier starting with ``base``: ``base``, else ``base_2``,
        ``base_3``... the first not taken. ``taken`` only grows, so the search resumes where
        the last one for ``base`` stopped (a file with a hundred ``run_loss`` functions)."""
        n = self._fresh_from.get(base, 1)
        name = base if n == 1 else f"{base}_{n}"
        while name in self.taken:
            n += 1
            name = f"{base}_{n}"
        self._fresh_from[base] = n
        self.taken.add(name)
        return name

    def tf_attr(self, dotted_name: str) -> cst.BaseExpression:
        """``tf.keras.optimizers.SGD`` as an expression spelled with the output alias."""
        parts = dotted_name.split(".")
        if parts[0] == "tf":
            parts[0] = self.tf
        expr: cst.BaseExpression = cst.Name(parts[0])
        for part in parts[1:]:
            expr = cst.Attribute(value=expr, attr=cst.Name(part))
        return expr


def name_nodes_read(tree: cst.CSTNode) -> list:
    """The Name nodes of ``tree`` that are read (``names_in``'s names, as nodes in tree order,
    repeats kept: attribute names and keyword names left out)."""
    skip = {id(a.attr) for a in instances(tree, cst.Attribute)}
    skip |= {id(a.keyword) for a in instances(tree, cst.Arg) if a.keyword is not None}
    return [n for n in instances(tree, cst.Name) if id(n) not in skip]


def names_in(node: cst.CSTNode) -> set[str]:
    """Every identifier read in ``node`` (attribute names and keyword names excluded)."""
    return set(_names_in(node))


# attributes that are a graph tensor's identity (eager tensors have none): ``node_facts`` keeps them
GRAPH_IDENTITY = frozenset({"name", "op", "graph", "consumers", "device", "value_index"})


class _StatedDtypes:
    """``get(name)``: "float32" for a name of ``ctx.float_names``, its int dtype for one of
    ``ctx.int_names``, when bound once in the file (the binding count is made only when a rule
    asks), else None."""

    def __init__(self, ctx: "Context"):
        self.ctx = ctx

    def get(self, name, default=None):
        if name in self.ctx.float_names and self.ctx.bound_once(name):
            return "float32"
        if name in self.ctx.int_names and self.ctx.bound_once(name):
            return self.ctx.int_names[name]  # (rule renames: ``tf.div`` of ints floor-divides)
        return default


class _FactsWalker(Walker):
    """Collects the calls, the names read, the ``==``/``!=`` comparisons and the ``x.name``-like
    attributes (``GRAPH_IDENTITY`` of a plain name) inside a node (see ``node_facts``)."""

    def __init__(self):
        self.calls: list = []
        self.found: set[str] = set()
        self.equalities: list = []
        self.identities: list = []
        self.comprehensions = False

    def visit_Call(self, n: cst.Call) -> None:
        self.calls.append(n)

    def visit_CompFor(self, n: cst.CompFor) -> None:
        self.comprehensions = True

    def visit_Lambda(self, n: cst.Lambda) -> None:
        self.comprehensions = True  # (a scope of its own too: ``free_names``)

    def visit_Comparison(self, n: cst.Comparison) -> None:
        if any(type(c.operator) is cst.Equal or type(c.operator) is cst.NotEqual for c in n.comparisons):
            self.equalities.append(n)

    def visit_Name(self, n: cst.Name) -> None:
        self.found.add(n.value)

    def visit_Attribute(self, n: cst.Attribute) -> bool:
        if n.attr.value in GRAPH_IDENTITY and type(n.value) is cst.Name:
            self.identities.append(n)
        self.walk(n.value)
        return False

    def visit_Arg(self, n: cst.Arg) -> bool:
        self.walk(n.value)
        return False


_FACTS: dict = {}  # id(node) -> (node, facts): the entry holds the node, so its id stays its own


def node_facts(node: cst.CSTNode) -> tuple:
    """(calls, names read, ``==``/``!=`` comparisons, ``name.attr`` nodes with ``attr`` in
    ``GRAPH_IDENTITY``, whether it holds a comprehension) inside ``node`` in one walk; cached (libcst nodes are immutable; keyed
    by ``id``: ``CSTNode.__hash__`` is a Python call). Attribute names and keyword names are
    not names read."""
    known = _FACTS.get(id(node))
    if known is not None and known[0] is node:
        return known[1]
    walker = _FactsWalker()
    walker.walk(node)
    facts = tuple(walker.calls), frozenset(walker.found), tuple(walker.equalities), tuple(walker.identities), walker.comprehensions
    if len(_FACTS) >= 16384:
        _FACTS.clear()
    _FACTS[id(node)] = (node, facts)
    return facts


class _ReadsOutside(_FactsWalker):
    """``_FactsWalker``'s names read, the calls ``skip`` accepts not looked into."""

    def __init__(self, skip):
        super().__init__()
        self.skip = skip

    def visit_Call(self, n: cst.Call):
        if self.skip(n):
            return False
        return super().visit_Call(n)


def names_read_outside(node: cst.CSTNode, skip) -> set[str]:
    """``names_in(node)`` without the names read only inside calls ``skip(call)`` accepts
    (``sess.run(prediction, ...)``: its result is a number, whatever it reads)."""
    walker = _ReadsOutside(skip)
    walker.walk(node)
    return set(walker.found)


def variable_names(node: cst.CSTNode) -> list:
    """The Name nodes in ``node`` that bind or read a variable: not keyword-argument names
    (``initial_state=``) nor attribute names (``x.scope``)."""
    from migrate.source.native.walk import instances

    skip = {id(a.keyword) for a in instances(node, cst.Arg) if a.keyword is not None} | {id(a.attr) for a in instances(node, cst.Attribute)}
    return [n for n in instances(node, cst.Name) if id(n) not in skip]


def free_names(node: cst.CSTNode) -> set[str]:
    """``names_in(node)`` without the names a comprehension binds, where it reads them (Python 3
    gives them their own scope: ``[grad for grad, v in grads_and_vars]`` reads no ``grad`` of
    the module); its first iterable is the enclosing scope's."""
    facts = node_facts(node)
    names = set(facts[1])
    if not facts[4] or not names:
        return names
    known = _FREE.get(id(node))
    if known is not None and known[0] is node:
        return set(known[1])
    if len(_FREE) >= 4096:
        _FREE.clear()
    found = _free_names(node)
    _FREE[id(node)] = (node, frozenset(found))
    return found


_FREE: dict = {}  # id(node) -> (node, its free names): ``free_names`` of nodes holding comprehensions


def _free_names(node) -> set:
    walker = _FreeReads()
    walker.walk(node)
    return set(walker.found)


class _FreeReads(_FactsWalker):
    """``_FactsWalker``'s names read, but a comprehension's own targets inside it (its first
    iterable is read in the enclosing scope) and a lambda's parameters inside it."""

    def __init__(self):
        super().__init__()
        self.scopes: list = []

    def visit_Name(self, n: cst.Name) -> None:
        if not any(n.value in targets for targets in self.scopes):
            self.found.add(n.value)

    def _comprehension(self, n, parts) -> bool:
        self.walk(n.for_in.iter)
        targets, f = set(), n.for_in
        while f is not None:
            targets.update(x.value for x in instances(f.target, cst.Name))
            f = f.inner_for_in
        self.scopes.append(targets)
        for part in parts:
            self.walk(part)
        f = n.for_in
        while f is not None:
            if f is not n.for_in:
                self.walk(f.iter)
            for cond in f.ifs:
                self.walk(cond.test)
            f = f.inner_for_in
        self.scopes.pop()
        return False

    def visit_Lambda(self, n: cst.Lambda) -> bool:
        # (its parameters are its own: ``lambda t, *_: t < 3`` reads no module ``_`` nor ``t``,
        # hunt 36 x_031; their defaults are read where the lambda is made)
        p = n.params
        params = [*p.posonly_params, *p.params, *p.kwonly_params]
        params += [q for q in (p.star_arg, p.star_kwarg) if isinstance(q, cst.Param)]
        for q in params:
            if q.default is not None:
                self.walk(q.default)
        self.scopes.append({q.name.value for q in params})
        self.walk(n.body)
        self.scopes.pop()
        return False

    def visit_ListComp(self, n) -> bool:
        return self._comprehension(n, [n.elt])

    visit_SetComp = visit_GeneratorExp = visit_ListComp

    def visit_DictComp(self, n) -> bool:
        return self._comprehension(n, [n.key, n.value])


def _names_in(node: cst.CSTNode) -> frozenset:
    return node_facts(node)[1]


def paired_names(target, value) -> list | None:
    """[(target Name, value)] of ``a, b = x, y``: tuples or lists on both sides of one length
    (two or more), plain distinct names bound, nothing starred, no value reading a name the
    statement binds (``a, b = b, a`` is None): one assignment per name is the same Python."""
    if type(target) not in (cst.Tuple, cst.List) or type(value) not in (cst.Tuple, cst.List) \
            or len(target.elements) != len(value.elements) or len(target.elements) < 2:
        return None
    if not all(type(e) is cst.Element and type(e.value) is cst.Name for e in target.elements) \
            or not all(type(e) is cst.Element for e in value.elements):
        return None
    names = [e.value.value for e in target.elements]
    if len(set(names)) != len(names) or names_in(value) & set(names):
        return None
    return [(e.value, v.value) for e, v in zip(target.elements, value.elements)]


def assigned_names(target: cst.BaseExpression) -> list[str]:
    """Names bound by an assignment target (``a``, ``a, b``, ``[a, (b, c)]``); [] if other."""
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        out = []
        for el in target.elements:
            sub = assigned_names(el.value)
            if not sub:
                return []
            out += sub
        return out
    return []


@dataclasses.dataclass(frozen=True)
class Rule:
    """A rewrite's identity: ``name`` (used in diagnostics) and a one-line description."""

    name: str
    description: str


def arg(call: cst.Call, position: int, keyword: str):
    """The expression passed as ``keyword=`` or at ``position`` (None if absent)."""
    for a in call.args:
        if a.keyword is not None and a.keyword.value == keyword:
            return a.value
    positional = [a for a in call.args if a.keyword is None and not a.star]
    if position is not None and position < len(positional):
        return positional[position].value
    return None


def keyword(name: str, value: cst.BaseExpression) -> cst.Arg:
    """``name=value`` (no spaces around ``=``) as a libcst argument."""
    return cst.Arg(value, keyword=cst.Name(name), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))


def fresh_name(taken: set, base: str) -> str:
    """``base``, else ``base_2``, ``base_3``... the first not in ``taken`` (added to it): a new
    name for a pre-pass, which has no ``Context.fresh`` yet."""
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    taken.add(name)
    return name


def call(func: cst.BaseExpression, *args, **kwargs) -> cst.Call:
    """``func(*args, **kwargs)`` as a libcst Call (kwargs keep their order)."""
    return cst.Call(func=func, args=[cst.Arg(a) for a in args] + [keyword(k, v) for k, v in kwargs.items()])


def method(obj: str | cst.BaseExpression, name: str) -> cst.Attribute:
    value = cst.Name(obj) if isinstance(obj, str) else obj
    return cst.Attribute(value=value, attr=cst.Name(name))


@functools.lru_cache(maxsize=1024)
def expr(code: str) -> cst.BaseExpression:
    """``code`` parsed as an expression; parsed once per text (libcst nodes are immutable, so
    one tree can sit in several places of the output, like any unchanged source node)."""
    return cst.parse_expression(code)


def string_literal(text: str) -> cst.SimpleString:
    """``"text"`` with double quotes (the style black and most TF examples use)."""
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return cst.SimpleString('"' + body + '"')


def replace_nodes(tree: cst.CSTNode, new: dict) -> cst.CSTNode:
    """``tree`` with each node that is a key of ``new`` replaced by its value (identity
    matches); only the paths down to those nodes are rebuilt."""
    relevant = marked(tree, lambda n: n in new)
    if not relevant:
        return tree

    class _T(cst.CSTTransformer):
        def on_visit(self, node):
            return id(node) in relevant and node not in new

        def on_leave(self, original, updated):
            return new.get(original, updated) if id(original) in relevant else updated

    return tree.visit(_T())


def reserved_name(ctx: Context, attr: str, base: str) -> str:
    """The file's name for an emitted helper (``ctx.<attr>``), made fresh from ``base`` on first use."""
    if getattr(ctx, attr) is None:
        setattr(ctx, attr, ctx.fresh(base))
    return getattr(ctx, attr)


def helper_statements(code: str) -> list:
    """Module-level statements of an emitted helper (``code``), after two blank lines."""
    body = list(cst.parse_module(code).body)
    body[0] = body[0].with_changes(leading_lines=[cst.EmptyLine(indent=False)] * 2)
    return body


def int_value(node, ctx: Context) -> int | None:
    """The int ``node`` states: an int literal, a module-level int constant's name, or int
    arithmetic of those (``units=2 * 2 * 32``: ``shapes.int_of``)."""
    from migrate.source.native.shapes import int_of  # (shapes imports this module)

    return int_of(node, ctx.int_constants)
