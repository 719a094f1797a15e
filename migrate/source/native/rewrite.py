"""Expression rewriting: TF names spelled for TF2 and call-level rules applied.

``ExprRewriter`` is the one libcst transformer every emitted statement goes through. It
resolves TF names through the import table, renames TF1 spellings (rule ``renames``), and
applies the call-level rules (``gradients``, ``jacobian_loops``, ``hessians``,
``assignments``, ``variables``, ``optimizers``, ``tensor_by_name``). A construct it cannot
convert is recorded as a refusal on the context (never silently changed). Never imports
TensorFlow.
"""
from __future__ import annotations

import dataclasses
import re

import libcst as cst

from migrate.source.codegen import node_code
from migrate.source.native.context import Context, Refusal, arg, string_literal
from migrate.source.native.helpers import factory_of
from migrate.source.native.model import _is_reuse_call, function_calls
from migrate.source.native.shapes import rank_of, shape_of
from migrate.source.native.walk import SubtreeTransformer, as_written, instances, written_node
from migrate.source.rules import assignments, batch_norm, conv_layers, datasets, flags, gradients, hessians, jacobian_loops, keras_v1, layers, losses, optimizers, placeholders, regularizers, renames, savers, schedules, summaries, tensor_by_name, variable_store, variables

# canonical names whose calls are rewritten by a rule (their spelling alone is not refused)
HANDLED = {
    "tf.gradients", "tf.hessians", "tf.placeholder", "tf.placeholder_with_default", "tf.Variable",
    "tf.get_variable", "tf.Session", "tf.InteractiveSession", "tf.assign", "tf.assign_add",
    "tf.assign_sub", "tf.scatter_update", "tf.scatter_add", "tf.scatter_sub", "tf.global_variables_initializer", "tf.initialize_all_variables",
    "tf.variables_initializer", "tf.local_variables_initializer", "tf.get_default_graph",
    "tf.variable_scope", "tf.name_scope", "tf.trainable_variables", "tf.global_variables", "tf.train.Saver",
    layers.DROPOUT,
} | summaries.NAMES


# methods of TF1 datasets/iterators (on Python objects, so not TF names)
TF1_ITERATOR_METHODS = {"make_one_shot_iterator", "get_next"} | datasets.INITIALIZABLE
UNPLACED_LAYER = "in module code or in a builder function it inlines"  # (a generic reason: ``_most_specific``)
# the layer calls the planner expands into variables and ops when each is a statement of its own
EXPANDED_LAYERS = frozenset({"tf.layers.dense"} | conv_layers.CONV | conv_layers.CONV1D | conv_layers.TRANSPOSE | batch_norm.NAMES
                             | layers.FULLY_CONNECTED)
_KERAS_MAKERS = ("tf.keras.layers.", "tf.keras.Sequential", "tf.keras.models.", "tf.keras.Model")


@dataclasses.dataclass
class Env:
    """What the rules need to know about the code being emitted."""

    tape: str = "tape"
    list_names: set = dataclasses.field(default_factory=set)
    tuple_names: set = dataclasses.field(default_factory=set)  # (of ``list_names``: bound to tuples)
    mixed_list_names: set = dataclasses.field(default_factory=set)  # bound to a list and to something else
    shapes: dict = dataclasses.field(default_factory=dict)
    scope: str = ""
    variable_name: str | None = None  # the TF1 name of the tf.Variable the statement makes (``emit.convert_stmt``)
    names: dict = dataclasses.field(default_factory=dict)  # TF op name -> Python name
    in_graph_stmt: bool = False  # rewriting a statement the plan placed (vars/tapes allowed)
    var_order: list | None = None  # the block's variables in creation order (None: unknown)
    var_trainable: list | None = None
    listed_so_far: dict = dataclasses.field(default_factory=dict)  # id(tf.trainable_variables() call) -> how many of var_order were made before it
    slotless_listings: set = dataclasses.field(default_factory=set)  # ids of variable listings before any minimize / apply_gradients
    var_opaque: bool = True  # some variables are created where the converter cannot see them
    slot_optimizers: bool = False  # an optimizer with slot variables exists (TF1 lists them)
    slotted: set | None = None  # the variables given slots (None: not known; ``BlockPlan._slotted_variables``)
    saver_state: tuple | None = None  # the Saver statement being emitted: (variables made before it, slot optimizers it saves)
    var_tf_names: dict = dataclasses.field(default_factory=dict)  # Python name -> TF1 variable name
    schedules: dict = dataclasses.field(default_factory=dict)  # name -> its decay-schedule call (rule schedules)
    optimizer_rates: dict = dataclasses.field(default_factory=dict)  # optimizer name -> its schedule's name
    fed_rates: set = dataclasses.field(default_factory=set)  # fed or per-run tensors used as learning rates
    tensor_rates: set = dataclasses.field(default_factory=set)  # tensors made once used as learning rates
    float64_variables: bool = False  # some variable (a layer's too) is float64: Keras SGD's float32 rate would round
    train_ops: set = dataclasses.field(default_factory=set)  # names bound to minimize/apply_gradients ops
    optimizer_fed: dict = dataclasses.field(default_factory=dict)  # optimizer name -> its fed rate's name
    model_variables: list | None = None  # fully_connected variables, creation order (None: unknown)
    regularization_losses: list | None = None  # regularization loss tensors, TF1 order (None: unknown)
    update_ops: list | None = None  # batch-norm moving-average updates, TF1 order (None: unknown)
    summary_names: set = dataclasses.field(default_factory=set)  # fetched as they are (rule summaries)
    moving_statistics: set = dataclasses.field(default_factory=set)  # batch-norm moving mean/variance variables
    dynamic_losses: bool = False  # some regularization loss is computed in sess.run functions only
    _loop: int = 0
    # (id(GraphStmt), tape, stops) -> (statement, its TF2 statements): a graph statement several
    # sess.run functions need is rewritten once (``emit._convert``)
    converted: dict = dataclasses.field(default_factory=dict)
    tape_uses: dict = dataclasses.field(default_factory=dict)  # emit._tape_uses: counts per statement

    def fresh_loop_name(self) -> str:
        self._loop += 1
        return "g" if self._loop == 1 else f"g{self._loop}"


# TF1's default optimizer names (the second part of a slot variable's name)
_SLOT_OPTIMIZER_NAMES = ("Adam", "Momentum", "RMSProp", "Adagrad", "AdagradDA", "Adadelta", "Ftrl", "ProximalAdagrad", "Adamax", "Nadam")


class ExprRewriter(SubtreeTransformer):
    """Rewrites one statement or expression; ``rewrite(node)`` descends only into subtrees
    holding a TF name, a graph lookup, a TF1 iterator method or ``[x][0]`` (``hit``)."""

    def __init__(self, ctx: Context, env: Env):
        super().__init__()
        self.ctx, self.env = ctx, env
        self._replace: dict = {}
        self._with_items: dict = {}  # ``with CALL [as x]:`` calls -> no ``as``
        self._functions: list = []  # enclosing function definitions
        self._classes: list = []  # enclosing class definitions
        self._lambdas = 0  # enclosing lambdas
        self._slot_free: dict = {}  # id(``tf.global_variables()`` call) -> the name test filtering it (``visit_ListComp``)
        self._all_saved: set = set()  # ids of ``tf.global_variables()`` calls that are a Saver's var_list (``_saver``)
        self._reuse_scopes: dict = {}  # id(``with tf.variable_scope(...) as scope:``) -> scope, read only to reuse

    def clean_subtrees(self) -> dict:
        # ``hit`` depends only on the node and the module's import table: one dict per module
        return self.ctx.clean_subtrees

    def hit(self, n) -> bool:
        # ``type(n) is``: libcst's concrete classes have no subclasses (see ``aliases.dotted``)
        t = type(n)
        if t is cst.Name or t is cst.Attribute:
            return self.ctx.table.names_tf(n)
        if t is cst.Call:
            return isinstance(n.func, cst.Attribute) and (
                n.func.attr.value in tensor_by_name.LOOKUPS or n.func.attr.value in TF1_ITERATOR_METHODS
                or n.func.attr.value == "initialized_value")
        if t is cst.Subscript:
            return isinstance(n.value, cst.List)
        return False

    # -- TF names -------------------------------------------------------------------------
    def _spell(self, node) -> bool:
        q = self.ctx.qualname(node)
        if q is None:
            return True
        if q in losses.REDUCTIONS:
            self._replace[node] = cst.SimpleString(f'"{losses.REDUCTIONS[q]}"')
            return False
        if q in HANDLED or q in losses.NAMES or q in schedules.NAMES or q in schedules.GLOBAL_STEP or q in renames.CASTS or q.startswith("tf.train.") and q.endswith("Optimizer"):
            self._replace[node] = self.ctx.tf_attr(q)
            return False
        if flags.is_flags_name(q):
            self._replace[node] = flags.absl_name(q, self.ctx)
            return False
        why = keras_v1.refused_name(q)
        if why is not None:
            self.ctx.refuse(node, keras_v1.RULE.name, f"{q}: {why}")
            return False
        new, why = renames.tf2_name(q)
        rule = renames.RULE.name
        if new is None and (q in EXPANDED_LAYERS or q == layers.EMBEDDING):  # (EMBEDDING: a Keras Embedding's expansion, hunt 37 M)
            if any(type(r.node) is cst.Call and r.node.func is node for r in self.ctx.refusals):
                return False  # (the planner refused this layer call with its reason: hunt 31 k_003, k_042, k_070)
            rule = layers.RULE.name
            # (the planner expands a layer statement into its variables; one it did not see as
            # such got the generic reason, which read as if no tf.layers call converted: hunt 12)
            example = "e = emb(ids)" if q == layers.EMBEDDING else f"y = {q}(...)"  # (no TF1 function of that name)
            why = (f"{q} {self._unplaced_where()} the converter does not place: it expands a layer only as a "
                   f"statement of its own (`{example}`) {UNPLACED_LAYER}")
        if new is None:
            why = why.replace(q, as_written(q, node, self.ctx.origins), 1)  # (as the file spells it: ``tf.keras.layers.Dense``)
            self.ctx.refuse(node, rule, why)
            return False
        self._replace[node] = self.ctx.tf_attr(new)
        return False

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        return self._spell(node)

    def leave_Attribute(self, original, updated):
        if original in self._replace:
            return self._replace.pop(original)
        return updated.with_changes(attr=original.attr)

    def visit_Name(self, node: cst.Name) -> bool:
        self._spell(node)
        return False

    def leave_Name(self, original, updated):
        return self._replace.pop(original, updated)

    def leave_Arg(self, original, updated):
        return updated.with_changes(keyword=original.keyword)

    def leave_Param(self, original, updated):
        return updated.with_changes(name=original.name)

    # -- calls ----------------------------------------------------------------------------
    def visit_With(self, node: cst.With) -> None:
        if self.ctx.store is not None and any(self.ctx.call_name(i.item) == "tf.variable_scope" for i in node.items):
            foreign = [n for n in function_calls(node.body, self.ctx) if n in self.ctx.store_foreign]
            if foreign:
                self.ctx.refuse(node, variable_store.RULE.name, f"variable_scope around {foreign[0]}(), a function of another module (its variable store is its own)")
            if self._functions and len(node.items) == 1 and isinstance(node.items[0].item, cst.Call):
                name = _reuse_only_scope(node)
                if name is not None:
                    # DCGAN's ``with tf.variable_scope("discriminator") as scope: if reuse:
                    # scope.reuse_variables()``: reuse only picks TF1's error (caveat 1), the
                    # store makes each variable once: the ``as`` and the call go
                    self._with_items[node.items[0].item] = True
                    self._reuse_scopes[id(node)] = name

    def leave_With(self, original, updated):
        name = self._reuse_scopes.pop(id(original), None)
        if name is None:
            return updated
        body = [st for st in updated.body.body if not _reuse_statement(st, name)]
        return updated.with_changes(items=[updated.items[0].with_changes(asname=None)],
                                    body=updated.body.with_changes(body=body or [cst.SimpleStatementLine([cst.Pass()])]))

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self._lambdas += 1

    def leave_Lambda(self, original, updated):
        self._lambdas -= 1
        return updated

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._functions.append(node)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self._classes.append(node)

    def leave_ClassDef(self, original, updated):
        self._classes.pop()
        return updated

    def leave_FunctionDef(self, original, updated):
        self._functions.pop()
        return updated

    def _keras_made_in_function(self, q: str) -> str:
        """Why a Keras layer or model made in a function's body is refused: in a subclassed Keras
        model or layer (hunt 31 M3: "a helper function", "new weights" of a Dropout), or in a
        helper the converter does not place."""
        base = next((self.ctx.qualname(b.value) for c in reversed(self._classes) for b in c.bases
                     if (self.ctx.qualname(b.value) or "").startswith("tf.keras.")), None)
        what = "a new layer" if q in keras_v1.WEIGHTLESS else "new weights"
        if base is not None and self._functions:
            owner = next(c for c in reversed(self._classes) if any(self.ctx.qualname(b.value) == base for b in c.bases))
            return (f"{q} made in {owner.name.value}.{self._functions[-1].name.value} of a subclassed {base}, which the "
                    "converter does not convert in TF1 graph code (Keras 3 builds its layers at their first call, in the "
                    "function that calls the model); next step: make the layers at module level and call them there")
        if not self._functions:  # (hunt 33 M8: ``model.add(...)`` in a module-level loop was "inside a helper function")
            return (f"{q} made in a module-level loop, branch or block that the converter does not place: eager code "
                    f"would create {what} at each run")
        return f"{q} created inside a helper function: eager code would create {what} at each call"

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if isinstance(node.item, cst.Call) and not self._with_items.get(node.item):  # (``visit_With`` may have let an ``as`` go)
            self._with_items[node.item] = node.asname is None

    def visit_Call(self, node: cst.Call) -> bool:
        q = self.ctx.call_name(node)
        if q in renames.RESIZE_IMAGES:
            # ``tf.image.resize_images(x, size)`` of 4-D images: the raw op TF1 ran (rule renames)
            try:
                images = arg(node, 0, "images")
                made = renames.resize_images(node, q, self._rank(images), self.ctx,
                                             shape_of(images, self.env.shapes, self.ctx) if images is not None else None)
                self._replace[node] = rewrite_node(made, self.ctx, self.env) if made is images else \
                    made.with_changes(args=[a.with_changes(value=rewrite_node(a.value, self.ctx, self.env)) for a in made.args])
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        if q in renames.WHOLE_CALLS:
            # ``tf.logging.info(...)``, ``tf.Print(...)``: the call replaced as a whole
            try:
                self._replace[node] = renames.WHOLE_CALLS[q](node, q, self.ctx, lambda e: rewrite_node(e, self.ctx, self.env))
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        if q in (summaries.WRITER, summaries.ITERATOR):
            # ``tf.summary.FileWriter(logdir, sess.graph)``: the graph argument goes;
            # ``tf.train.summary_iterator(path)``: the event file read back (rule summaries)
            try:
                made = (summaries.file_writer if q == summaries.WRITER else summaries.summary_iterator)(node, self.ctx)
                self._replace[node] = made.with_changes(args=[cst.Arg(rewrite_node(made.args[0].value, self.ctx, self.env))])
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        if q == "tf.train.Saver":
            listed = arg(node, 0, "var_list")
            if type(listed) is cst.Call and not listed.args and self.ctx.call_name(listed) == "tf.global_variables":
                self._all_saved.add(id(listed))  # (``Saver(tf.global_variables())``: left for ``_saver``)
        f = node.func
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value in self.ctx.summary_writers:
            if f.attr.value == "add_summary":
                try:
                    made = summaries.add_summary(node, self.ctx)
                    self._replace[node] = made.with_changes(args=[made.args[0]] + [a.with_changes(value=rewrite_node(a.value, self.ctx, self.env)) for a in made.args[1:]])
                except Refusal as r:
                    self.ctx.refusals.append(r)
                return False
            if f.attr.value not in ("flush", "close"):
                self.ctx.refuse(node, summaries.RULE.name, f"FileWriter.{f.attr.value}(...) is not converted")
                return False
        if isinstance(node.func, cst.Attribute) and self.ctx.call_name(node.func.value) == "tf.get_default_graph":
            # ``tf.get_default_graph().get_tensor_by_name("n")``: the lookup as a whole (rule
            # tensor_by_name); the graph call inside it is not rewritten on its own
            try:
                name = tensor_by_name.lookup(node, set())
                if name is None:
                    raise Refusal(node, "graph", f"tf.get_default_graph().{node.func.attr.value}(...) is not converted")
                self._replace[node] = cst.Name(tensor_by_name.resolve(name, self.env.names, node))
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        if regularizers.direct(node, self.ctx):
            # ``l2_regularizer(scale)(t)`` -> ``scale * tf.nn.l2_loss(t)`` (rule regularizers)
            try:
                scale = regularizers.l2_scale(node.func, self.ctx)
                if len(node.args) != 1 or node.args[0].keyword is not None or node.args[0].star:
                    raise Refusal(node, regularizers.RULE.name, "l2_regularizer(scale) applied to other than one tensor")
                tensor = rewrite_node(node.args[0].value, self.ctx, self.env)
                self._replace[node] = regularizers.l2_loss(scale, tensor, self.ctx)
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        if self.ctx.call_name(node) in layers.FLATTEN:
            try:
                x = arg(node, 0, "inputs")
                self._replace[node] = layers.flatten(node, rewrite_node(x, self.ctx, self.env) if x is not None else None, self.ctx)
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        if self.ctx.reads_collections:
            try:
                which = regularizers.collection(node, self.ctx)
                if which is not None:
                    names = getattr(self.env, which)
                    if names is None:
                        raise Refusal(node, regularizers.RULE.name, f"the {which} collection, where the converter cannot list it")
                    if which == "update_ops" and not self.env.in_graph_stmt:
                        raise Refusal(node, regularizers.RULE.name, "UPDATE_OPS read outside sess.run code (the updates exist only inside the sess.run functions)")
                    if which == "regularization_losses" and self.env.dynamic_losses and not self.env.in_graph_stmt:
                        raise Refusal(node, regularizers.RULE.name, "regularization losses read outside sess.run while they depend on fed or changing values")
                    self._replace[node] = regularizers.read(node, names, self.ctx)
            except Refusal as r:
                self.ctx.refusals.append(r)
                return False
            if which is not None:
                return False
        if self.ctx.store is not None and self.ctx.call_name(node) == "tf.variable_scope":
            # rule variable_store; its arguments (``reuse=tf.AUTO_REUSE``) are dropped, not renamed
            try:
                if self._with_items.get(node) is False:  # (``with tf.variable_scope(...) as scope:``)
                    raise Refusal(node, variable_store.RULE.name, "`with tf.variable_scope(...) as scope:` whose scope object is "
                                  "used for more than scope.reuse_variables() (passed on, read, or reopened) is not converted")
                if not self._with_items.get(node, False):
                    raise Refusal(node, variable_store.RULE.name, "tf.variable_scope used other than as `with tf.variable_scope(...):` is not converted")
                name = variable_store.scope_name(node, "tf.variable_scope", lambda v: variable_store.reuse_value(v, self.ctx),
                                                 runtime=bool(self._functions))
                self._replace[node] = variable_store.scope_call(self.ctx.store, name)
            except Refusal as r:
                self.ctx.refusals.append(r)
            return False
        return self._jacobian(node)

    def visit_ListComp(self, node: cst.ListComp) -> bool:
        loop = node.for_in
        if loop.inner_for_in is None and len(loop.ifs) == 1 and isinstance(loop.target, cst.Name) \
                and isinstance(loop.iter, cst.Call) and self.ctx.call_name(loop.iter) == "tf.global_variables" and not loop.iter.args:
            from migrate.source.native.plan import _name_test

            test = _name_test(loop.ifs[0].test, loop.target.value)
            if test is not None:
                self._slot_free[id(loop.iter)] = test
        return self._jacobian(node)

    def _jacobian(self, node) -> bool:
        if jacobian_loops.match(node, self.ctx) is None:
            return True
        if not self.env.in_graph_stmt:
            self.ctx.refuse(node, jacobian_loops.RULE.name, "a Jacobian loop outside the script's graph code")
            return False
        if self._lambdas:  # (as ``tf.gradients`` in a lambda: the tape would wrap its definition)
            self.ctx.refuse(node, jacobian_loops.RULE.name, "a Jacobian loop inside a lambda, which the converter does not "
                            "place (the tape would wrap the lambda's definition, not its calls)")
            return False
        self._replace[node] = jacobian_loops.rewrite(node, self.ctx, self.env)
        return False

    def leave_ListComp(self, original, updated):
        return self._replace.pop(original, updated)

    def leave_Call(self, original: cst.Call, updated: cst.Call):
        if original in self._replace:
            return self._replace.pop(original)
        if isinstance(updated.func, cst.Attribute) and updated.func.attr.value == "initialized_value" and not updated.args:
            # TF1: the variable's value, once initialized (TF2 variables always are; TF2's
            # ``initialized_value`` raises NotImplementedError)
            return updated.with_changes(func=updated.func.with_changes(attr=cst.Name("read_value")))
        q = self.ctx.call_name(original)
        try:
            return self._call(original, updated, q)
        except Refusal as r:
            self.ctx.refusals.append(r)
            return updated

    def _iterator_call(self, original, updated):
        """Rule ``datasets``: ``it.get_next()`` of a one-shot iterator the plan placed stays as
        it is (TF2 iterators have it, raising OutOfRangeError at the end); anything else is
        refused (each sess.run draws a new element: the plan must place it)."""
        method_name = original.func.attr.value
        receiver = original.func.value
        if method_name == datasets.NEXT and not original.args and isinstance(receiver, cst.Name) and receiver.value in self.ctx.iterators:
            return updated
        if method_name in datasets.INITIALIZABLE:
            raise Refusal(original, datasets.RULE.name, f".{method_name}() (an initializable TF1 tf.data iterator, reset by "
                          "sess.run with fed values) is not converted; use a one-shot iterator or iterate the dataset in Python")
        raise Refusal(original, datasets.RULE.name, f".{method_name}() (a TF1 tf.data iterator) is converted only as "
                      "`it = dataset.make_one_shot_iterator()` and `x = it.get_next()` statements of the graph code "
                      "(each sess.run that needs x draws one element)")

    def _call(self, original, updated, q):
        name = tensor_by_name.lookup(original, set())
        if name is not None:
            return cst.Name(tensor_by_name.resolve(name, self.env.names, original))
        if isinstance(original.func, cst.Attribute) and original.func.attr.value in TF1_ITERATOR_METHODS:
            return self._iterator_call(original, updated)
        maker = (self.ctx.call_name(original.func) or "") if isinstance(original.func, cst.Call) else ""
        if maker.startswith(_KERAS_MAKERS) and maker not in keras_v1.WEIGHTLESS:
            # ``tf.keras.layers.Dense(2)(x)``: in a sess.run function it would build new weights
            # at every run (TF1 built them once, with the graph); a layer without weights
            # (``LeakyReLU(0.2)(h)``, ``Concatenate()([a, b])``) computes the same, made again
            raise Refusal(original, "variables", "a Keras layer built and applied in one expression is not converted (eager code would build new weights at each run); assign the layer to a name first")
        if q is None:
            return updated
        if q.startswith("tf.keras."):
            keras_v1.check_call(original, q, self.ctx)
            if q in keras_v1.MEAN_ERRORS:
                return keras_v1.mean_error(updated, q, self.ctx)
            if q in keras_v1.RANDOM_LAYERS:
                self.ctx.note(original, keras_v1.RULE.name, f"{q} draws its own random numbers in training mode (TF1's "
                              "graph seed does not reach Keras 3): other numbers than TF1's there")
        if q == "tf.where" and len(original.args) >= 3:
            updated = renames.where_v1(original, updated, self._rank, self.ctx)
        try:
            updated = renames.rewrite_call(updated, q, self.ctx)
        except Refusal as r:
            if r.node is updated:
                r.node = original  # reported where the call is written (``updated`` is a new node)
            raise
        if not isinstance(updated, cst.Call):
            return updated
        needs_graph = {
            "tf.gradients": gradients.RULE.name,
            "tf.hessians": hessians.RULE.name,
            "tf.Variable": variables.RULE.name,
            "tf.get_variable": variables.RULE.name,
        }
        if q == "tf.placeholder" and not self.env.in_graph_stmt and self._functions:
            found = factory_of(self._functions[-1], self.ctx.table)
            if found is not None and found.value is original:
                return placeholders.factory(updated, q, self.ctx)
        if self.ctx.store is not None and q in variable_store.HANDLES:
            return self._store(original, updated, q)
        if q.startswith(_KERAS_MAKERS) and not self.env.in_graph_stmt:
            raise Refusal(original, "variables", self._keras_made_in_function(q))
        in_factory = q == "tf.Variable" and self._functions and self._functions[-1].name.value in self.ctx.variable_factories
        if q in needs_graph and not self.env.in_graph_stmt and not in_factory:
            raise Refusal(original, needs_graph[q], f"{q} {self._unplaced_where()} the converter does not place")
        if q in ("tf.gradients", "tf.hessians") and self._lambdas:
            # (the tape would record the lambda's definition, not its calls: None gradients, hunt 16 W9)
            raise Refusal(original, needs_graph[q], f"{q} inside a lambda, which the converter does not place (the tape "
                          "would wrap the lambda's definition, not its calls): write the call where its result is used")
        if q == "tf.gradients":
            return gradients.rewrite(updated, self.ctx, self.env)
        if q == "tf.hessians":
            return hessians.rewrite(updated, self.ctx, self.env)
        if assignments.handles(q):
            return assignments.rewrite(updated, q, self.ctx)
        if q in ("tf.Variable", "tf.get_variable"):
            return variables.rewrite(updated, q, self.env.scope, self.ctx, lambda e: e, self.env.variable_name)
        if q.startswith("tf.train.") and q.endswith("Optimizer"):
            rate = arg(original, 0, "learning_rate")
            # ``GradientDescentOptimizer(tf.constant(0.25, tf.float64))``: Keras SGD takes no tensor
            # (a fed rate is set before each update instead, rule schedules/optimizers caveat 4)
            tensor_rate = (isinstance(rate, cst.Call) and self.ctx.call_name(rate) is not None
                           and self.ctx.call_name(rate) not in schedules.NAMES) or (
                isinstance(rate, cst.Name) and rate.value in self.env.tensor_rates) or (
                # (float64 variables: TF1 applied the rate as a float64, Keras SGD keeps it in
                # float32: 0.2 -> 0.20000000298, a 1e-9 drift; TF1's class casts it per variable)
                self.env.float64_variables and isinstance(rate, (cst.Float, cst.Integer, cst.Name)))
            made = optimizers.constructor(updated, q, self.ctx, lambda e: e, tensor_rate)
            return self._scheduled(made)
        if q in ("tf.trainable_variables", "tf.global_variables"):
            return updated if id(original) in self._all_saved else self._variable_list(original, q)
        if q == "tf.train.Saver":
            return self._saver(original, updated)
        if q == layers.DROPOUT:
            return layers.dropout(updated, self.ctx)
        if q in losses.NAMES:
            return losses.rewrite(updated, q, self.ctx, self._rank)
        if q in schedules.NAMES:
            return schedules.rewrite(updated, q, self.ctx)
        if q in schedules.GLOBAL_STEP:
            if not self.env.in_graph_stmt:
                raise Refusal(original, schedules.RULE.name, f"{q}() {self._unplaced_where()} the converter does not place")
            return schedules.global_step_variable(updated, q, self.ctx)
        if q == "tf.name_scope" and self.ctx.store is None:
            return updated  # (names ops only; rule renames, caveat 16. A store's ``get_variable`` names ignore it in TF1, not in TF2)
        if q in HANDLED:
            raise Refusal(original, "graph", f"{q}(...) used where the converter does not model it")
        return updated

    def _unplaced_where(self) -> str:
        """Where graph code the planner did not place sits, for a refusal's reason."""
        if self._functions:
            return f"inside the helper function {self._functions[-1].name.value!r}, which"
        return "in a module-level loop, branch, block or expression that"

    def _store(self, original, updated, q):
        """Rule ``variable_store`` (the file creates variables in helpers or reuses scopes)."""
        store = self.ctx.store
        if q == "tf.get_variable":
            if variable_store.is_reuse_get(updated, q):
                # ``tf.get_variable("w")`` under reuse: the existing variable (TF1 errors otherwise)
                name = arg(updated, 0, "name")
                if not isinstance(name, cst.SimpleString):
                    raise Refusal(original, variables.RULE.name, "tf.get_variable needs a string literal name to keep its TF1 name")
                made = cst.Call(self.ctx.tf_attr("tf.Variable"), [cst.Arg(cst.Name("None")), cst.Arg(string_literal(self.env.scope + name.evaluated_value), keyword=cst.Name("name"))])
                return variable_store.get_variable(made, store, lazy=False)
            made = variables.rewrite(updated, q, self.env.scope, self.ctx, lambda e: e, runtime_name=True)
            return variable_store.get_variable(made, store)
        if q in ("tf.global_variables", "tf.trainable_variables"):
            scope = arg(original, 0, "scope")
            if len(original.args) > 1 or (original.args and not (isinstance(scope, cst.SimpleString) and variable_store.plain_scope(scope.evaluated_value))):
                raise Refusal(original, variable_store.RULE.name, f"{q}(...) with arguments other than a literal scope name")
            # (a Saver or an optimizer's slots add no trainable variable: TF1's trainable list is the store's)
            if self.ctx.store_other_variables if q == "tf.trainable_variables" else self.ctx.store_opaque:
                raise Refusal(original, variable_store.RULE.name, f"{q}(): some variables are created outside the file's variable store")
            if self.ctx.store_lazy:
                helpers = ", ".join(f"{h}()" for h in self.ctx.store_lazy[:3]) + (", ..." if len(self.ctx.store_lazy) > 3 else "")
                raise Refusal(original, variable_store.RULE.name, f"{q}(): {helpers} compute from fed or per-run values, so the "
                              "converted code calls them inside its sess.run functions and their variables exist only after the "
                              "first run (TF1 made them with the graph); this list would miss them")
            return variable_store.variable_list(store, q, scope.evaluated_value if scope is not None else None)
        # tf.Variable
        if not self.env.in_graph_stmt:
            if not self._functions:
                raise Refusal(original, variable_store.RULE.name, f"tf.Variable {self._unplaced_where()} the converter does not place "
                              "(TF1 creates a new, uniquified variable at each run of it)")
            raise Refusal(original, variable_store.RULE.name, "tf.Variable inside a helper function: TF1 creates a new, uniquified variable at each call")
        if self.env.scope and self.env.variable_name is None:
            raise Refusal(original, variable_store.RULE.name, "tf.Variable under a variable_scope in a file that reuses scopes, without a literal name: TF1 names it by the uniquified name_scope")
        return variables.rewrite(updated, q, self.env.scope, self.ctx, lambda e: e, self.env.variable_name)

    def _rank(self, node) -> int | None:
        """The static rank of ``node`` (a name whose shape the source states), else None."""
        return rank_of(node, self.env.shapes, self.ctx)

    def _scheduled(self, made: cst.Call) -> cst.Call:
        """A learning rate bound to a decay schedule starts at the schedule's initial rate; the
        update sets the decayed rate before each step (rule ``schedules``, in ``emit._train``)."""
        args = []
        for a in made.args:
            v = a.value
            if a.keyword is not None and a.keyword.value == "learning_rate" and isinstance(v, cst.Name) and v.value in self.env.fed_rates:
                a = a.with_changes(value=cst.Float("0.0"))  # a fed rate: set before each update
            elif a.keyword is not None and a.keyword.value == "learning_rate" and isinstance(v, cst.Name) and v.value in self.env.schedules:
                decay = self.env.schedules[v.value]
                initial = schedules.initial_rate(decay, self.ctx.call_name(decay), self.ctx)
                a = a.with_changes(value=rewrite_node(initial, self.ctx, self.env))
            args.append(a)
        return made.with_changes(args=args)

    def _saver(self, original, updated):
        """``tf.train.Saver(...)`` -> a ``tf.train.Checkpoint`` of the variables made so far and
        the slot optimizers run before it (rule ``savers``; the store's variables in a
        variable-store file). ``Saver(tf.global_variables())`` is ``Saver()``: both list every
        variable made so far (Britz's text CNN)."""
        listed = [k for k, a in enumerate(original.args) if id(a.value) in self._all_saved]
        if listed:
            args = [a for k, a in enumerate(updated.args) if k != listed[0]]
            if args:
                args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            updated = updated.with_changes(args=args)  # (``original`` keeps its position for the diagnostics)
        store = self.ctx.store
        if store is not None and (self.ctx.store_other_variables or self.ctx.store_lazy or not self.env.in_graph_stmt):
            raise Refusal(original, variable_store.RULE.name, "a Saver in a file whose variables live in the variable store, "
                          "where some variables are made outside it or only when a sess.run function runs")
        if store is None and (not self.env.in_graph_stmt or self.env.var_order is None or self.env.var_opaque):
            raise Refusal(original, savers.RULE.name, "a Saver whose variables the converter cannot list")
        state = self.env.saver_state
        if state is None and self.env.slot_optimizers and arg(updated, 0, "var_list") is None:
            raise Refusal(original, savers.RULE.name, "a Saver of all variables in a file with an Adam/Momentum/Adagrad/RMSProp optimizer: TF1 also saves and restores the optimizer's slots, a Checkpoint of the variables would not. Next step: pass var_list=[...] (the model's variables) or keep this file in compat mode")
        # (TF1's Saver() lists the variables made before it, and the slots of the optimizers run before it)
        optimizers = state[1] if state else ()
        if store is not None:
            return savers.store_checkpoint(updated, store, self.ctx, optimizers)
        return savers.checkpoint(updated, state[0] if state else self.env.var_order, self.env.var_tf_names, self.ctx, optimizers)

    def _variable_list(self, original, q):
        """The script's variables in creation order (``scope=``: those whose TF1 name
        ``re.match``-es it, as TF1 filters a collection)."""
        env = self.env
        scope = arg(original, 0, "scope")
        written = written_node(self.ctx.origins, original) if self.ctx.origins is not None else original
        # (the call as the file writes it: ``tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope=name)``
        # was named "tf.global_variables()", hunt 23 M3 / M5)
        shown = f"{q}()" if written is original or type(written) is not cst.Call else node_code(written).strip()
        if len(original.args) > 1 or (original.args and not isinstance(scope, cst.SimpleString)):
            raise Refusal(original, layers.RULE.name, f"{q}(...) with arguments other than a literal scope"
                          if shown == f"{q}()" else f"{shown}: a scope other than a string literal")
        if env.var_order is None or env.var_opaque:
            if self.ctx.layer_refused():  # (the refused layer is why: its message names the cause; an island anyway)
                return original
            raise Refusal(original, layers.RULE.name, f"{shown}: some variables are created where the converter cannot list them")
        if q == "tf.global_variables" and env.slot_optimizers and id(original) not in env.slotless_listings \
                and not self._passes_no_slot(original, scope):
            raise Refusal(original, layers.RULE.name, f"{shown} lists optimizer slots in TF1; TF2 optimizers keep them")
        names = env.var_trainable if q == "tf.trainable_variables" else env.var_order
        made = env.listed_so_far.get(id(original))
        if made is not None:  # (TF1's collection: the variables made before the call)
            before = set(env.var_order[:made])
            names = [n for n in names if n in before]
        if scope is not None:
            names = variables_named(names, lambda tf1: re.match(scope.evaluated_value, tf1), env.var_tf_names)
            if names is None:
                raise Refusal(original, layers.RULE.name, f"{q}(scope=...) where some variable's TF1 name is unknown"
                              if shown == f"{q}()" else f"{shown}, where some variable's TF1 name is unknown")
        return cst.List([cst.Element(cst.Name(n)) for n in names])

    def _passes_no_slot(self, call: cst.Call, scope=None) -> bool:
        """``[v for v in tf.global_variables() if "moving_mean" in v.name]`` (or a ``startswith``
        / ``endswith`` test): whether no optimizer variable TF1 listed can pass the test, so the
        list is the same without them. TF1 names a slot ``<trainable variable>/<optimizer
        name>[_1]`` (default optimizer names only: a file giving one ``name=`` is not judged) and
        Adam's own ``beta1_power`` / ``beta2_power`` (``_1``... for more Adams)."""
        test = self._slot_free.get(id(call))
        env = self.env
        if scope is not None and env.slotted is not None:
            # ``tf.get_collection(GLOBAL_VARIABLES, "target_net")`` (a DQN's target copy, hunt 23):
            # no slot of the variables an optimizer updates has a name in that scope
            outer = test
            test = lambda name: re.match(scope.evaluated_value, name) is not None and (outer is None or outer(name))  # noqa: E731
        trained = env.slotted if scope is not None and env.slotted is not None else env.var_trainable
        if test is None or trained is None or any(n not in env.var_tf_names for n in trained):
            return False
        for c in instances(self.ctx.module, cst.Call):
            q = self.ctx.call_name(c) or ""
            if q.startswith("tf.train.") and q.endswith("Optimizer") and (
                    any(a.keyword is not None and a.keyword.value == "name" for a in c.args) or any(a.star for a in c.args)
                    or sum(1 for a in c.args if a.keyword is None) > 3):
                return False  # (a name of its own: slots named after it)
        own = [f"{p}{k}" for p in ("beta1_power", "beta2_power") for k in ("", "_1", "_2", "_3", "_4")]
        slots = [f"{env.var_tf_names[n]}/{o}{k}" for n in trained for o in _SLOT_OPTIMIZER_NAMES for k in ("", "_1")]
        return not any(test(name + ":0") for name in own + slots)

    def leave_Subscript(self, original, updated):
        # ``[g][0]`` (a wrapped single gradient, indexed) -> ``g``
        value = updated.value
        if (
            isinstance(value, cst.List)
            and len(value.elements) == 1
            and len(updated.slice) == 1
            and isinstance(updated.slice[0].slice, cst.Index)
            and isinstance(updated.slice[0].slice.value, cst.Integer)
            and updated.slice[0].slice.value.value == "0"
        ):
            return value.elements[0].value
        return updated


def _reuse_statement(st, name: str) -> bool:
    """``<name>.reuse_variables()`` (``model._is_reuse_call``), or an ``if`` (no ``else``)
    holding only such calls."""
    if _is_reuse_call(st, name):
        return True
    return isinstance(st, cst.If) and st.orelse is None and isinstance(st.body, cst.IndentedBlock) \
        and all(_is_reuse_call(x, name) for x in st.body.body)


def _reuse_only_scope(node: cst.With) -> str | None:
    """The ``as`` name of ``with tf.variable_scope(...) as scope:`` when the block reads it only
    in ``scope.reuse_variables()`` statements of its own (or in ``if``s holding only them, whose
    tests do not read it)."""
    item = node.items[0]
    if item.asname is None or not isinstance(item.asname.name, cst.Name) or not isinstance(node.body, cst.IndentedBlock):
        return None
    name = item.asname.name.value
    reuses = {id(st): st for st in node.body.body if _reuse_statement(st, name)}
    elsewhere = [st for st in node.body.body if id(st) not in reuses] + [st.test for st in reuses.values() if isinstance(st, cst.If)]
    if not reuses or any(n.value == name for part in elsewhere for n in instances(part, cst.Name)):
        return None
    return name


def rewrite_node(node, ctx: Context, env: Env):
    """``node`` with TF names spelled for TF2 and the call-level rules applied (refusals are
    recorded on ``ctx``); returns ``node`` itself when there is nothing to rewrite."""
    return ExprRewriter(ctx, env).rewrite(node)


def variables_named(names, test, tf_names: dict) -> list | None:
    """``names`` whose TF1 name (``name:0``) passes ``test``, in order; None if one's TF1 name
    is unknown (scope and name filters of variable lists)."""
    if any(n not in tf_names for n in names):
        return None
    return [n for n in names if test(tf_names[n] + ":0")]
