"""Native conversion: TF1 graph-mode source -> idiomatic eager TF2 source.

``convert_module(module, path) -> (module, diagnostics)`` is the engine entry point used by
``migrate.source.convert``. A small compiler:

1. **aliases** (``aliases.py``): which local names mean TensorFlow;
2. **analyse** (``model.py``): per block, the legacy-graph model (placeholders, variables,
   graph statements with def/use sets, gradient calls, Jacobian loops, session regions;
   ``variable_scope`` and ``slim.arg_scope`` blocks flattened);
3. **plan** (``plan.py``, ``block.py``): static statements stay, dynamic ones (placeholders,
   state changes, randomness, ``tf.data`` iterators' ``get_next()``) move into one function per
   ``sess.run`` site (backward slice from its fetches), tapes placed by ``emit.py``;
4. **rewrite** (``rewrite.py`` + ``migrate.source.rules``): call-level rules;
5. **diagnostics**: anything not proved equivalent is a refusal with its ``line:col``.

Two file-level facts come from the first walk (``_scan``): whether the file needs the
create-once variable store (rule ``variable_store``: ``get_variable`` in helper functions or
``variable_scope(..., reuse=...)``; the store is emitted after the imports, one per module),
and, for files on disk, the placeholder factories of the sibling modules the file imports
(``helpers.py``: read, never imported).

A file with a refusal is returned as a whole-file compat island
(``migrate.source.compat.to_compat``) plus one warning per refused construct, so the output
always runs where the input ran. A file with no TF1 construct, or carrying the compat marker,
comes back unchanged. Never imports TensorFlow.
"""
from __future__ import annotations

import builtins

import re

import libcst as cst

from migrate.source.codegen import node_code
from migrate.source.diagnostics import Diagnostic
from migrate.source.positions import locate
from migrate.source.native.aliases import ImportTable, dotted
from migrate.source.native.context import Context, Refusal
from migrate.source.native.model import SESSION_NAMES, bindings, graph_bound_names
from migrate.source.native.block import emit_block
from migrate.source.native.initial_values import initializer_names
from migrate.source.native.global_step_reads import read_global_steps, resolve_get_global_step
from migrate.source.native.helper_loops import unroll_helper_loops
from migrate.source.native.rebound_variables import rename_rebound_variables, rename_tensors_rebound_after_runs
from migrate.source.native.helpers import module_name as _module_name, sibling_builders, sibling_factories, store_factories, variable_factories
from migrate.source.native.graphs import unwrap_graphs
from migrate.source.native.reset_loops import unroll_reset_loops
from migrate.source.native.append_loops import fold_append_loops
from migrate.source.native.collection_calls import normalize_collection_calls
from migrate.source.native.grouped_updates import split_grouped_updates
from migrate.source.native.control_collections import name_control_collections
from migrate.source.native import initializer_seeds
from migrate.source.native.initializer_seeds import seed_initializers
from migrate.source.native.jacobian_parts import fold_jacobian_parts
from migrate.source.native.layer_chains import hoist_layer_chains
from migrate.source.native.partials import inline_keyword_dicts, inline_partials
from migrate.source.native.reset_helpers import inline_reset_helpers
from migrate.source.native.scope_names import drop_unread_scope_names
from migrate.source.native.layer_objects import functional_layer_calls
from migrate.source.native.sequential_adds import fold_sequential_adds
from migrate.source.native.regularizer_names import inline_regularizer_names
from migrate.source.native.fetch_loops import unroll_fetch_loops
from migrate.source.native.statement_forms import plain_statement_forms
from migrate.source.native.v1_switches import drop_v1_switches
from migrate.source.native.fstring_equals import expand_fstring_equals
from migrate.source.native.graph_loops import outline_graph_loops
from migrate.source.native.variable_loops import unroll_variable_loops
from migrate.source.native.scope_loops import unroll_scope_loops
from migrate.source.native.session_prefixes import move_session_prefixes
from migrate.source.native.dead_bindings import drop_dead_none_bindings
from migrate.source.native.self_methods import inline_self_methods
from migrate.source.native.function_aliases import inline_function_aliases
from migrate.source.native.class_names import rename_classes_named_by_their_instance
from migrate.source.native.class_instances import copies_per_instance
from migrate.source.native.gradient_pairs import hoist_nested_compute_gradients
from migrate.source.native.python_draws import lift_python_draws
from migrate.source.native.dimension_values import drop_dimension_values
from migrate.source.native.moving_averages import rewrite_moving_averages
from migrate.source.native.inline import inline_builders
from migrate.source.native.fed_iterators import restart_fed_iterators
from migrate.source.native.named_statements import bind_named_statements
from migrate.source.native.fetch_names import fold_fetch_names
from migrate.source.native.builder_classes import classes_as_builders, methods_as_functions, propagate_constant_attributes
from migrate.source.native.static_methods import hoist_static_methods
from migrate.source.native.default_sessions import pass_default_sessions, unwrap_session_defaults
from migrate.source.native.tensor_collections import list_tensor_collections
from migrate.source.native.gradient_overrides import write_gradient_overrides
from migrate.source.native.inline_savers import name_inline_savers
from migrate.source.native.session_rebinds import blocks_for_rebound_sessions
from migrate.source.native.session_functions import inline_expression_functions, inline_session_functions
from migrate.source.native.rewrite import HANDLED, UNPLACED_LAYER
from migrate.source.native.v1_tables import RENAMES, V1_ONLY
from migrate.source.native.version_fallbacks import IF_NOTE as VERSION_IF_NOTE, NOTE as VERSION_FALLBACK_NOTE, unwrap_version_fallbacks
from migrate.source.native.constants import (array_dtypes, array_shapes, int_constants, numpy_imports, plain_functions,
                                             segment_int_constants, shape_constants, size_bindings, str_constants)
from migrate.source.rules import flags, losses, mnist_data, optimizers, random_streams, regularizers, renames, rnns, savers, summaries, variable_store
from migrate.source.native.segments import check_segment, implicit_split, starts_segment, top_level_targets
from migrate.source.native.walk import Walker, clear_cache, instances, nodes, written_node

__all__ = ["convert_module", "MARKER"]

MARKER = "# tf1to2: compat"
RULE = "native"


_LISTABLE_MODULES = {"numpy", "math", "os", "sys", "random", "time", "json", "argparse", "tempfile", "itertools", "functools", "collections", "re"}
_HIDDEN_VARIABLE_PREFIXES = ("tf.keras", "tf.contrib", "tf.layers", "tf.nn.rnn_cell", "tf.compat", "tf.estimator", "tf.train.Saver")


class StoreFacts:
    """What ``_scan`` learns for rule ``variable_store`` (in the same walk)."""

    def __init__(self):
        self.trigger = False  # the file needs the create-once store
        self.helper_calls: list = []  # (innermost FunctionDef or None, node) of get_variable/variable_scope
        self.opaque = False  # variables the store does not see (tf.Variable, layers, other modules, optimizer slots)
        self.slots_only = True  # ... and those are only slot optimizers' (a Saver keeps the optimizers: rule savers)
        self.foreign: set = set()  # names imported from non-TF modules by ``from X import``
        self.called: set = set()  # names called as functions
        self.plain_modules: set = set()  # names bound by imports of numpy / the standard library
        self.reads_collections = False  # a regularization-loss / model-variable collection is read


def _scan(module: cst.Module, table: ImportTable) -> tuple:
    """One walk: every identifier used (for fresh names) and the nodes that spell a TF1-only,
    renamed or rule-handled TensorFlow name (is there anything to convert?)."""
    names, tf1, with_session = set(), [], set()
    defs: list = []
    store = StoreFacts()
    functions: list = []
    reused: list = []  # ``variable_scope(..., reuse=...)`` calls
    triggers = (HANDLED - {"tf.Variable"}) | set(RENAMES) | set(V1_ONLY) | set(renames.REFUSED)

    class _V(Walker):
        def _check(self, n) -> bool:
            q = table.qualname(n)
            if q is None:
                return True
            if q in triggers or renames.refused_prefix(q) or (q.startswith("tf.train.") and q.endswith("Optimizer")):
                tf1.append(n)
            if q in regularizers.COLLECTION_NAMES:
                store.reads_collections = True
            return False

        def visit_Attribute(self, n):
            return self._check(n)

        def visit_Name(self, n):
            names.add(n.value)
            self._check(n)

        def visit_FunctionDef(self, n):
            defs.append(n)
            functions.append(n)

        def leave_FunctionDef(self, n):
            defs.pop()
            functions.pop()

        def visit_ImportFrom(self, n):
            mod = _module_name(n.module) if n.module is not None else ""
            if n.relative or mod.split(".")[0] not in _LISTABLE_MODULES | {"tensorflow", "__future__"}:
                if not isinstance(n.names, cst.ImportStar):
                    store.foreign.update(_bound_name(a) for a in n.names)
                else:
                    store.opaque, store.slots_only = True, False
            elif mod.split(".")[0] in _LISTABLE_MODULES and not isinstance(n.names, cst.ImportStar):
                store.plain_modules.update(_bound_name(a) for a in n.names)

        def visit_Import(self, n):
            for a in n.names:
                mod = _module_name(a.name)
                if mod.split(".")[0] not in _LISTABLE_MODULES | {"tensorflow"}:
                    store.foreign.add(_bound_name(a))
                elif mod.split(".")[0] in _LISTABLE_MODULES:
                    store.plain_modules.add(_bound_name(a))

        def visit_If(self, n):
            defs.append(n)

        def leave_If(self, n):
            defs.pop()

        def visit_Try(self, n):
            defs.append(n)

        def leave_Try(self, n):
            defs.pop()

        def visit_With(self, n):
            defs.append(n)

        def leave_With(self, n):
            defs.pop()

        def visit_Call(self, n):
            q = table.qualname(n.func)
            if defs and q in SESSION_NAMES:
                with_session.update(id(d) for d in defs)
            if q in ("tf.get_variable", "tf.variable_scope"):
                store.helper_calls.append(functions[-1] if functions else None)
                if any(a.keyword is not None and a.keyword.value == "reuse" for a in n.args):
                    reused.append(defs[-1] if defs and type(defs[-1]) is cst.With else n)
            elif isinstance(n.func, cst.Attribute) and n.func.attr.value == "reuse_variables" and not n.args:
                store.trigger = True  # ``scope.reuse_variables()`` (model: ``variable_scope(...) as scope``)
            elif q is not None and (q == "tf.Variable" or q.startswith(_HIDDEN_VARIABLE_PREFIXES) or (q.startswith("tf.train.") and q.endswith("Optimizer") and q != "tf.train.GradientDescentOptimizer")):
                store.opaque = True
                store.slots_only = store.slots_only and (q == "tf.train.Saver" or q.startswith("tf.train.") and q.endswith("Optimizer"))
            head = n.func
            while type(head) is cst.Attribute:  # (no subclasses: no slow ABC checks)
                head = head.value
            if type(head) is cst.Name and q is None:
                store.called.add(head.value)

    _V().walk(module)
    store.trigger = store.trigger or any(_needs_store(w, table, module) for w in reused)
    store.trigger = store.trigger or any(f is not None and id(f) not in with_session for f in store.helper_calls)
    if store.called & store.foreign:
        store.opaque, store.slots_only = True, False
    return names, tf1, with_session, store


def _needs_store(scope, table: ImportTable, module: cst.Module) -> bool:
    """A ``variable_scope(..., reuse=...)`` (``scope``: its ``with`` statement, or the call) needs
    rule variable_store's emitted store: the file calls ``tf.get_variable``, or the scope is not a
    ``with`` block whose calls are all TensorFlow's or the file's own functions (``tf.layers``
    reused by the planner, rule layers caveat 6: an inlined GAN discriminator needs none)."""
    if type(scope) is not cst.With or any(table.qualname(c.func) == "tf.get_variable" for c in instances(module, cst.Call)):
        return True
    own = {f.name.value for f in instances(module, cst.FunctionDef)}
    for c in instances(scope.body, cst.Call):
        q = table.qualname(c.func)
        if q is None and not (type(c.func) is cst.Name and (c.func.value in own or c.func.value in vars(builtins))):
            return True  # (a function of another module, a method: it may call get_variable)
    return False


def _inline_builders_and_classes(module: cst.Module, table, origins: dict, segments: dict | None = None,
                                 notes: list | None = None):
    """``inline_builders``; graph-building classes instantiated once (``native.builder_classes``)
    are rewritten as builder functions first (their methods moved out as functions and inlined
    by ``native.session_functions``), kept only when the inliners took them all. When they take
    no class as written, they are tried again with the methods that never read their instance
    moved out as module functions (``native.static_methods``: ``@staticmethod`` helpers,
    ``def _weight(self, shape)``), kept if a class is then taken. A class instantiated several
    times is tried first as one copy per instance (``native.class_instances``), kept only when
    every copy is taken. ``notes`` gets (node, rule, reason) of the methods left out (never
    called)."""
    notes = notes if notes is not None else []
    taken = None
    trial = dict(origins)
    copied, copies = copies_per_instance(module, trial)
    if copies:  # (a class instantiated several times: one copy each, kept only if all are taken)
        found: list = []
        taken = _classes_taken(copied, table, trial, found)
        if taken is not None and any(isinstance(s, cst.ClassDef) and s.name.value in copies for s in taken[0].body):
            taken = None
        if taken is not None:
            origins.update(trial)
            notes.extend(found)
    if taken is None:
        taken = _classes_taken(module, table, origins, notes)
    result = taken if taken is not None else inline_builders(module, table, origins, segments=segments)
    for _ in range(2):  # helpers the inlined bodies call (CIFAR-10's inference -> _variable_with_weight_decay)
        if result[0] is module:
            break
        module = result[0]
        result = inline_builders(module, table, result[1], makers_only=True, segments=segments)
    # functions opening a session on the module's graph objects (sentdex's train_neural_network)
    return inline_builders(result[0], table, result[1], segments=segments, openers_only=True)


def _classes_taken(module: cst.Module, table, origins: dict, notes: list):
    """``_classes_inlined``, tried again after the methods that never read their instance are
    moved out (``native.static_methods``); None if no class was taken either way."""
    taken = _classes_inlined(module, table, origins, notes)
    if taken is None:
        trial = dict(origins)
        hoisted = hoist_static_methods(module, table, trial)
        if hoisted is not module:
            taken = _classes_inlined(hoisted, table, trial, notes)
            if taken is not None:
                origins.update(trial)
    return taken


_UNCALLED_METHOD = "method '{}' of class '{}' is never called on '{}': left out of the converted code (it never ran)"


def _classes_inlined(module: cst.Module, table, origins: dict, notes: list):
    """(module, origins) with the graph-building classes taken as builder functions and the
    builders inlined (``_inline_builders_and_classes``); None if no class was taken. ``notes``
    gets a note for each method left out, when a class is taken."""
    trial = dict(origins)
    module = propagate_constant_attributes(module, table, trial)  # (``self.sess`` -> the session passed)
    dropped: list = []  # (method, its class, the instance) of the methods never called
    candidate, hoisted = methods_as_functions(module, table, trial, dropped)
    if hoisted:  # methods kept only when the inliners took them all
        candidate = inline_expression_functions(candidate, hoisted, trial)
        candidate = inline_session_functions(candidate, table, trial, also=hoisted)
        if any(isinstance(s, cst.FunctionDef) and s.name.value in hoisted for s in candidate.body):
            candidate, trial, dropped = module, dict(origins), []
    candidate, classes = classes_as_builders(candidate, table, trial)
    if classes:
        new, trial = inline_builders(candidate, table, trial, frozenset(classes))
        if not any(isinstance(s, cst.FunctionDef) and s.name.value in classes for s in new.body):
            origins.update(trial)
            for method, cls, inst in dropped:
                notes.append((method, "graph", _UNCALLED_METHOD.format(method.name.value, written_node(origins, cls).name.value, inst)))
            return new, origins
    return None


def _functions_bound_once(module: cst.Module) -> dict:
    """Module-level ``def`` statements whose name no other module-level statement binds."""
    bound: dict = {}
    for s in module.body:
        # a def binds its name (its body's bindings are its own): no walk of the body
        names = [[s.name.value]] if isinstance(s, (cst.FunctionDef, cst.ClassDef)) else [n for n, _ in bindings(s)]
        for n in (n for group in names for n in group):
            bound[n] = bound.get(n, 0) + 1
    return {s.name.value: s for s in module.body if isinstance(s, cst.FunctionDef) and bound[s.name.value] == 1}


def _bound_name(alias: cst.ImportAlias) -> str:
    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
        return alias.asname.name.value
    return _module_name(alias.name).split(".")[0]


def _compat_marked(module: cst.Module) -> bool:
    """The marker compat mode puts among the first lines (header or first statements' comments)."""
    lines = list(module.header)
    for stmt in module.body[:5]:
        lines += list(getattr(stmt, "leading_lines", ()))
        if isinstance(stmt, cst.SimpleStatementLine) and stmt.trailing_whitespace.comment is not None:
            lines.append(stmt.trailing_whitespace)
    return any(line.comment is not None and MARKER in line.comment.value for line in lines)


def _tf2_only(table: ImportTable) -> bool:
    """Every TensorFlow import is ``tensorflow.compat.v2``: TF2 code, left as it is."""
    codes = [node_code(stmt) for stmt in table.tf_imports]
    return bool(codes) and all("tensorflow.compat.v2" in c or "from tensorflow.compat import v2" in c for c in codes)


# TF2 spellings a TF1 graph script does not need (``tf.random.set_seed`` is TF2's only), and
# the TF1 names that exist in TF2 but only work in graph mode
_TF2_IDIOMS = frozenset({"tf.random.set_seed", "tf.GradientTape", "tf.function"})
_GRAPH_ONLY = frozenset({"tf.gradients", "tf.hessians"})


def _written_for_tf2(module: cst.Module, table: ImportTable, text: str | None) -> bool:
    """The file uses TF2 idioms (``tf.random.set_seed``, ``tf.GradientTape``, ``tf.function``)
    and no name TF2 lacks or runs only in graph mode (``v1_tables``: ``V1_ONLY``, the renamed
    TF1 spellings, ``tf.gradients``): TF2 code (this converter's own output among it), left as
    it is. Read as TF1 it is graph code with no session, which the planner refuses."""
    if text is not None and not any(idiom in text for idiom in ("GradientTape", "set_seed", "function")):
        return False  # the common TF1 file, found without a walk
    if _has_v1_import(table):
        return False
    from migrate.source.native.v1_tables import RENAMES, V1_ONLY
    idiom = False
    for node in nodes(module):
        if type(node) is cst.Attribute or type(node) is cst.Name:
            name = table.qualname(node)
            if name is None:
                continue
            if name in V1_ONLY or name in RENAMES or name in _GRAPH_ONLY:
                return False
            idiom = idiom or name in _TF2_IDIOMS
    return idiom


def _has_v1_import(table: ImportTable) -> bool:
    for stmt in table.tf_imports:
        code = node_code(stmt)
        if "compat.v1" in code or "contrib" in code or "from tensorflow" in code:
            return True
    return False


def _has_session(node, ctx: Context) -> bool:
    """Whether the function ``node`` opens a TF session anywhere (found by ``_scan``)."""
    return id(node) in ctx.defs_with_session


def _read_in_scopes(module: cst.Module, plain: frozenset) -> set:
    """Names read inside the module's functions (but those in ``plain``), classes and lambdas."""
    out: set = set()
    for scope in instances(module, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
        if id(scope) not in plain:
            out.update(n.value for n in nodes(scope) if type(n) is cst.Name)
    return out


def _emit_segment(stmts: list, ctx: Context, depth: int) -> list:
    """``emit_block`` of one graph segment's statements, the int constants it binds for itself
    (``constants.segment_int_constants``) known while it is planned."""
    own = segment_int_constants(stmts, ctx.segment_ints) if ctx.segment_ints and depth == 0 else None
    if not own:
        return emit_block(stmts, ctx, depth)
    base = ctx.int_constants
    ctx.int_constants = {**base, **own}
    try:
        return emit_block(stmts, ctx, depth)
    finally:
        ctx.int_constants = base


def _emit_module_body(body: list, ctx: Context, depth: int = 0) -> list:
    """Convert a block; function bodies that open sessions are converted as blocks first.
    Each graph segment (``native.segments``: the statements after a ``tf.reset_default_graph()``,
    or after graph names are rebound once a session block closed) is planned as a block of its own."""
    tf_imports = {id(s) for s in ctx.table.tf_imports}
    staged = []
    done: list = []  # converted statements of earlier segments
    earlier: set = set()  # names earlier segments bound to graph objects
    assigned: set = set()  # names the current segment's top-level assignments bind
    carried: list = []  # blank lines/comments of a removed ``slim = tf.contrib.slim`` alias
    for k, s in enumerate(body):
        targets = top_level_targets(s)
        split = (len(staged), []) if staged and starts_segment(s, ctx) else None
        if split is None and staged and set(targets) & assigned:
            split = implicit_split(s, staged, body[k:], ctx)
        if split is not None and split[0]:
            cut, opened = split
            earlier = graph_bound_names(staged[:cut], ctx, earlier)
            done += _emit_segment(staged[:cut], ctx, depth)
            staged = opened + staged[cut:]
            assigned = {t for x in staged for t in top_level_targets(x)}
            check_segment(staged + body[k:], earlier, ctx)
        assigned.update(targets)
        if id(s) in tf_imports:
            if isinstance(s, cst.SimpleStatementLine) and isinstance(s.body[0], cst.Assign):
                carried = list(s.leading_lines)
            continue
        if carried and isinstance(s, cst.SimpleStatementLine):
            s = s.with_changes(leading_lines=carried + list(s.leading_lines))
        carried = []
        if isinstance(s, cst.FunctionDef) and _has_session(s, ctx):
            s = s.with_changes(body=s.body.with_changes(body=_emit_module_body(list(s.body.body), ctx, depth + 1)))
            ctx.final.add(id(s))
        elif isinstance(s, cst.If) and s.orelse is None and _has_session(s, ctx) and isinstance(s.body, cst.IndentedBlock):
            # ``if __name__ == "__main__":`` holding the whole graph + session: a block of its own
            s = s.with_changes(body=s.body.with_changes(body=_emit_module_body(list(s.body.body), ctx, depth + 1)))
            ctx.final.add(id(s))
        elif isinstance(s, cst.Try) and _has_session(s, ctx):
            s = _convert_try(s, ctx, depth)
            ctx.final.add(id(s))
        elif _graph_block(s, ctx) and _has_session(s, ctx):
            # ``with tf.Graph().as_default():``: a graph of its own; in eager code, just its body
            inner = _emit_module_body(list(s.body.body), ctx, depth)
            if inner:
                inner[0] = inner[0].with_changes(leading_lines=list(s.leading_lines) + list(inner[0].leading_lines))
            for stmt in inner:
                ctx.final.add(id(stmt))
            staged += inner
            continue
        staged.append(s)
    return done + _emit_segment(staged, ctx, depth)


def _suite(block, ctx, depth):
    return block.with_changes(body=_emit_module_body(list(block.body), ctx, depth + 1))


def _convert_try(s: cst.Try, ctx: Context, depth: int) -> cst.Try:
    """Each suite of a ``try`` statement that opens sessions is converted as a block."""
    return s.with_changes(
        body=_suite(s.body, ctx, depth),
        handlers=[h.with_changes(body=_suite(h.body, ctx, depth)) for h in s.handlers],
        orelse=s.orelse.with_changes(body=_suite(s.orelse.body, ctx, depth)) if s.orelse else None,
        finalbody=s.finalbody.with_changes(body=_suite(s.finalbody.body, ctx, depth)) if s.finalbody else None,
    )


def _graph_block(s, ctx: Context) -> bool:
    """``with tf.Graph().as_default():`` (no ``as``)."""
    if not isinstance(s, cst.With) or len(s.items) != 1 or s.items[0].asname is not None:
        return False
    c = s.items[0].item
    return (
        isinstance(c, cst.Call)
        and isinstance(c.func, cst.Attribute)
        and c.func.attr.value == "as_default"
        and ctx.call_name(c.func.value) == "tf.Graph"
        and isinstance(s.body, cst.IndentedBlock)
    )


def convert_module(module: cst.Module, path: str, text: str | None = None) -> tuple[cst.Module, list[Diagnostic]]:
    """The native TF2 version of ``module`` and what was not converted (see module doc).

    ``text`` (optional) is ``module.code`` if the caller has it (saves a codegen pass)."""
    try:
        return _convert_module(module, path, text)
    finally:
        clear_cache()  # the walk cache holds this file's nodes


def _hidden_tf_import(module: cst.Module):
    """The first import of TensorFlow the module-level import table does not read (an
    ``import tensorflow`` inside a function or ``if``, ``__import__("tensorflow")``,
    ``importlib.import_module("tensorflow...")``), or None (hunt 16 W3: such files came back
    "unchanged" with no diagnostic and crashed on TF2)."""
    def tensorflow(module) -> bool:
        return (dotted(module) or "").split(".")[0] == "tensorflow"

    for n in instances(module, (cst.Import, cst.ImportFrom, cst.Call)):
        if type(n) is cst.Import and any(tensorflow(a.name) for a in n.names):
            return n
        if type(n) is cst.ImportFrom and n.module is not None and not n.relative and tensorflow(n.module):
            return n
        if type(n) is cst.Call and dotted(n.func) in ("__import__", "importlib.import_module") and n.args \
                and isinstance(n.args[0].value, cst.SimpleString) and n.args[0].value.evaluated_value.split(".")[0] == "tensorflow":
            return n
    return None


def _refuse_uninitialized_reads(module: cst.Module, table: ImportTable, ctx) -> None:
    """``except tf.errors.FailedPreconditionError:``: TF1 raised it reading a variable before its
    initializer ran (the "try to read, else initialize" pattern); a TF2 variable holds its value
    from the start, so the converted read succeeds (hunt 18 W7: the other branch of the script)."""
    for h in instances(module, cst.ExceptHandler):
        kinds = [] if h.type is None else [e.value for e in h.type.elements] if type(h.type) is cst.Tuple else [h.type]
        if any((table.qualname(k) or dotted(k) or "").endswith("FailedPreconditionError") for k in kinds):
            ctx.refuse(h, "initializers", "except FailedPreconditionError: TF1 raised it reading a variable before its "
                       "initializer ran; a TF2 variable holds its initial value from the start (the read succeeds): "
                       "not converted")
            return


def _convert_module(module: cst.Module, path: str, text: str | None) -> tuple[cst.Module, list[Diagnostic]]:
    if _compat_marked(module):
        return module, [
            Diagnostic(path, 1, 1, RULE, "file carries the compat marker `# tf1to2: compat`: left as it is", "warning")
        ]
    table = ImportTable.from_module(module)
    if not table.names:
        hidden = _hidden_tf_import(module)
        if hidden is None:
            return module, []
        return module, [Diagnostic(path, *locate(module, [hidden])[id(hidden)], "tf_imports", "TensorFlow imported only inside a function or an "
                                   "if block, or through __import__ / importlib, which the converter does not read: the "
                                   "file is left as written (its TF1 code will not run on TF2); import tensorflow at the "
                                   "module's top level and convert again", "warning")]
    if _tf2_only(table) or _written_for_tf2(module, table, text):
        return module, []
    passed: list = []  # the first try's pre-passed module (the retry test reuses it)
    new, diags, refused = _native(module, path, text, table, inline_sessions=False, passed=passed)
    if refused and passed and _inlines_sessions(module, passed[0]):
        # functions the session is passed to that the planner could not keep: inlined at
        # their calls (``native.session_functions``), the first try's island if that fails too
        retry = _native(module, path, text, ImportTable.from_module(module), inline_sessions=True)
        if not retry[2]:
            return retry[0], retry[1]
    return new, diags


def _inlines_sessions(module: cst.Module, prepassed: cst.Module) -> bool:
    """``inline_session_functions`` changes the pre-passed module."""
    if not any(isinstance(s, cst.FunctionDef) and any(
            isinstance(c.func, cst.Attribute) and c.func.attr.value == "run" for c in instances(s, cst.Call))
            for s in module.body):
        return False  # no module function runs anything: nothing to inline (cheap, no pre-pass)
    table = ImportTable.from_module(module)
    return inline_session_functions(prepassed, table) is not prepassed


def _prepassed(module: cst.Module, table: ImportTable, origins: dict, segments: dict, fallbacks: list | None = None,
               notes: list | None = None, dropped: list | None = None, spelled=None,
               keras_why: list | None = None) -> cst.Module:
    """The module after the rewrites made before inlining (``;``-joined, chained and annotated statements made plain, loops fetching each tensor of a list unrolled, graph-reset helpers written out, graphs unwrapped, version fallbacks
    read as their try body (``fallbacks`` gets the ``try`` nodes), ``partial``s of TF functions
    read as their calls, unread ``as`` names of scopes dropped, append loops folded,
    layer objects called once spelled as functional layers, nested layer calls hoisted,
    collections normalized, grouped updates split, Jacobian loops over several statements folded)."""
    # (``sess = tf.Session(); sess.run(init)``, ``w = w0 = tf.Variable(...)``, ``h: T = tf.matmul(...)``: plain statements)
    module = plain_statement_forms(module, table, origins)
    if spelled is None or spelled("for "):
        module = unroll_fetch_loops(module, origins)  # (``for t in [a, b]: print(sess.run(t))``: a fetch per tensor)
    if spelled is None or spelled("gradient_override_map"):
        module = write_gradient_overrides(module, table, origins)  # (``with g.gradient_override_map({...}):``: custom_gradient functions)
    if spelled is None or spelled("Saver()."):
        module = name_inline_savers(module, table, origins)  # (``tf.train.Saver().save(sess, path)``: the Saver named first)
    if spelled is None or spelled(".Session("):
        module = blocks_for_rebound_sessions(module, table, origins)  # (``sess = tf.Session()`` twice: a block each)
    if spelled is None or any(spelled(w) for w in ("=}", "= }", "=:", "=!")):
        module = expand_fstring_equals(module, origins)  # (``f"{sess.run(w)=}"``: its text printed as written)
    switched: list = []
    module = drop_v1_switches(module, table, origins, switched)  # (``tf.disable_v2_behavior()``: the converted code runs eagerly)
    if notes is not None:
        notes.extend((line, "graph", f"{dotted(line.body[0].value.func)}() dropped: it switched TensorFlow 2 to TF1's graph "
                      "behaviour, which the converted code does not need (it runs eagerly)") for line in switched)
    module = inline_reset_helpers(module, table, origins)  # (before: the resets they make start segments)
    if spelled is None or spelled(".value"):  # (``spelled``: whether the file's text has a word; no walk when it has not)
        module = drop_dimension_values(module, table, origins, dropped)  # (before the shape folds: ``x.get_shape()[1]`` is theirs)
    module = unroll_reset_loops(module, table, origins)  # (before: each trip's reset starts a segment)
    module = unwrap_graphs(module, table, origins, segments, notes)
    module = move_session_prefixes(module, table, origins)  # (after: a graph unwrapped leaves its session block)
    module = unwrap_version_fallbacks(module, table, fallbacks if fallbacks is not None else [], origins)
    module = rename_classes_named_by_their_instance(module, table, origins)  # (``siamese = siamese()``)
    module = inline_self_methods(module, table, origins)  # (before the layer passes: the bodies they see)
    module = read_global_steps(module, table, origins)  # (a sess.run site the fetch-name fold sees)
    module = inline_partials(module, table, origins)  # (before the layer passes: the calls they see)
    module = inline_keyword_dicts(module, table, origins)
    module = inline_regularizer_names(module, table, origins)  # (before the layer passes: the calls they see)
    module = drop_unread_scope_names(module, table, origins)
    module = fold_append_loops(module, table, origins)
    module = fold_sequential_adds(module, table, origins)  # (before: the list form the layer pass reads)
    module = functional_layer_calls(module, table, origins, keras_why)
    module = hoist_layer_chains(module, table, origins)
    module = hoist_nested_compute_gradients(module, table, origins)  # (``apply_gradients([... for g, v in opt.compute_gradients(loss)])``)
    module = name_control_collections(module, table, origins)  # (``with tf.control_dependencies(tf.get_collection(...)):``)
    module = normalize_collection_calls(module, table, origins)
    module = pass_default_sessions(module, table, origins)
    module = unwrap_session_defaults(module, table, origins)  # (after: a function's default session is the block's)
    module = split_grouped_updates(module, table, origins)
    return fold_jacobian_parts(module, table, origins)  # (the by-parts Jacobian's three statements as one)


def _native(module: cst.Module, path: str, text: str | None, table: ImportTable, inline_sessions: bool,
            passed: list | None = None) -> tuple:
    """(converted module, diagnostics, refused?): the island of the file as written if refused.
    ``passed`` (a list) gets the module after the pre-passes."""
    original = module  # a compat island is made from the file as written
    origins: dict = {}
    segments: dict = {}
    fallbacks: list = []
    notes: list = []  # (node, rule, reason) of the pre-passes
    dimension_values: list = []  # (``Dimension.value`` reads dropped: a TF1 construct, whatever else the file has)
    keras_why: list = []  # (why the Keras layer objects stay Keras 3 objects: ``keras_layer_objects``)
    module = _prepassed(module, table, origins, segments, fallbacks, notes, dimension_values,
                        spelled=(lambda word: word in text) if text is not None else None, keras_why=keras_why)
    if passed is not None:
        passed.append(module)
    if inline_sessions:
        module = inline_session_functions(module, table, origins)
    module = unroll_scope_loops(module, table, origins)  # (before inlining: each helper call in its scope block)
    module = unroll_helper_loops(module, table, origins)  # (before inlining: each call a statement of its own)
    module = drop_dead_none_bindings(module, table, origins)  # (after: ``prev_y = None`` before the unrolled layers)
    module, origins = _inline_builders_and_classes(module, table, origins, segments, notes)
    module = inline_function_aliases(module, table, origins)  # (after inlining: a class's ``bce = tf.nn...`` too)
    module = bind_named_statements(module, table, origins)  # (after inlining: a builder's ``tf.identity(y, name="out")`` too)
    module = restart_fed_iterators(module, table, origins)  # (after inlining: a builder's fed dataset too)
    if text is None or "ExponentialMovingAverage" in text:
        module = rewrite_moving_averages(module, table, origins)  # (after inlining: a builder's averages too)
    module = resolve_get_global_step(module, table, origins)  # (after inlining: a builder's global step too)
    module = unroll_variable_loops(module, table, origins)
    module = rename_rebound_variables(module, table, origins, segments)  # (after inlining: a builder's rebound ``weights`` too)
    module = rename_tensors_rebound_after_runs(module, table, origins, segments)
    module = outline_graph_loops(module, table, origins)
    module = fold_fetch_names(module, table, origins)  # (after inlining: ``fetches = [...]`` of a method too)
    module = lift_python_draws(module, table, origins)  # (after inlining: a class's or builder's draws too)
    module = list_tensor_collections(module, table, origins)  # (after inlining: helpers' additions are the block's)
    taken, tf1_uses, defs_with_session, store = _scan(module, table)
    if not tf1_uses and not _has_v1_import(table) and not dimension_values:
        return original, [], False
    alias = table.primary or "tf"
    if alias not in table.names:
        table.names[alias] = "tf"
    ctx = Context(table=table, positions={}, tf=alias, taken=taken)
    attributes = {n.attr.value for n in instances(module, cst.Attribute)}
    ctx.names_unnamed_variables = "name" in attributes
    ctx.reads_initial_values = "initial_value" in attributes
    plain = plain_functions(module, table.names)
    per_segment: set = set()
    ctx.int_constants = int_constants(module, plain, per_segment)
    if per_segment:  # (not when a function, class or lambda reads them: it reads them when called)
        ctx.segment_ints = frozenset(per_segment - _read_in_scopes(module, plain))
    ctx.str_constants = str_constants(module, ctx.int_constants)
    ctx.shape_constants = shape_constants(module, ctx.int_constants)
    ctx.fed_scalars, ctx.size_reads = size_bindings(module, table)
    numpy_names = numpy_imports(module)
    ctx.array_shapes = array_shapes(module, ctx.int_constants, numpy_names)
    ctx.array_dtypes = array_dtypes(module, numpy_names) if numpy_names else {}
    ctx.numpy_names = frozenset(numpy_names)
    ctx.variable_factories = variable_factories(module, table)
    ctx.summary_writers = {  # (``instances``: the module's node list the graph pass made)
        n.targets[0].target.value for n in instances(module, cst.Assign)
        if len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Name)
        and isinstance(n.value, cst.Call) and table.qualname(n.value.func) == summaries.WRITER
    }
    ctx.origins = origins
    ctx.segments = segments
    ctx.module_functions = _functions_bound_once(module)
    ctx.initializer_names = initializer_names(module, table)
    ctx.module = module  # (``Context.name_uses`` counts its names when a rule asks)
    ctx.source = original
    ctx.function_names = frozenset(  # every function the file defines (any depth) or binds to a lambda
        [n.name.value for n in instances(module, cst.FunctionDef)]
        + [t.target.value for n in instances(module, cst.Assign) if isinstance(n.value, cst.Lambda)
           for t in n.targets if isinstance(t.target, cst.Name)])
    ctx.defs_with_session = defs_with_session
    ctx.keras_kept = keras_why[0] if keras_why else None
    for t in fallbacks:
        ctx.note(t, "graph", VERSION_IF_NOTE if isinstance(t, cst.If) else VERSION_FALLBACK_NOTE)
    for node, rule, reason in notes:
        ctx.note(node, rule, reason)
    ctx.plain_modules = store.plain_modules
    ctx.reads_collections = store.reads_collections
    if tf1_uses:
        ctx.factories = sibling_factories(module, path)
        _refuse_sibling_builders(module, path, ctx)
    if text is None or "FailedPreconditionError" in text:
        _refuse_uninitialized_reads(module, table, ctx)
    if store.trigger:
        ctx.store = variable_store.StoreNames(ctx.fresh)
        ctx.store_opaque = store.opaque
        ctx.store_other_variables = store.opaque and not store.slots_only
        ctx.store_foreign = store.foreign
        # (``w = _variable_on_cpu("weights", ...)``: a variable statement, trainable, in var_lists)
        ctx.store_factories = store_factories(ctx.module_functions, table)
        ctx.variable_factories = ctx.variable_factories | ctx.store_factories
    if "*" in table.names:
        ctx.refuse(table.tf_imports[0], "tf_imports", "from tensorflow import * is not converted")
    body = list(module.body)
    try:
        new_body = _emit_module_body(body, ctx)
    except Refusal as r:
        ctx.refusals.append(r)
        new_body = body
    if any(kind == "restore" for kind, _ in ctx.saver_calls) and not any(kind == "save" for kind, _ in ctx.saver_calls):
        for kind, node in ctx.saver_calls:
            ctx.refuse(node, "savers", "restores a checkpoint this file never writes (TF1 name-based files need tf.compat.v1.train.Saver)")
    if any(kind == "save" for kind, _ in ctx.saver_calls):
        _check_checkpoint_reads(module, ctx)
    if ctx.refusals:
        return (*_island(original, path, ctx, text), True)
    if ctx.absl_modules:
        flags.check_definitions(module, ctx)
        if ctx.refusals:
            return (*_island(original, path, ctx, text), True)
    new_body = flags.module_statements(_imports_in_place(body, new_body, table, alias), ctx)
    new_body = seed_initializers(new_body, ctx)  # (Keras 3 ignores tf.random.set_seed for them)
    preamble = variable_store.store_statements(ctx.store, ctx.tf) if ctx.store is not None and ctx.store.used else []
    preamble += losses.mean_statements(ctx)
    preamble += renames.print_statements(ctx)
    preamble += flags.parser_statements(ctx)
    preamble += savers.save_statements(ctx)
    preamble += rnns.lstm_statements(ctx)
    preamble += summaries.statements(ctx)
    preamble += optimizers.statements(ctx)
    preamble += random_streams.statements(ctx)
    preamble += initializer_seeds.statements(ctx)
    if preamble:
        new_body = _with_preamble(new_body, preamble)
    if ctx.numpy_import is not None:  # (rule placeholders: integer feeds converted as numpy did)
        new_body = _with_import(new_body, f"import numpy as {ctx.numpy_import}\n")
    new, unordered = _mnist_loader(module.with_changes(body=new_body), original, path)
    return new, _removed_imports(original, path) + unordered + _notes(original, path, ctx), False


def _refuse_sibling_builders(module: cst.Module, path: str, ctx: Context) -> None:
    """A call of a graph-building function of a sibling module that stays a compat island
    (``helpers.sibling_builders``): converted, the script would call TF1 graph code from eager
    code at each run (found on TensorFlow's Mechanics 101: "No variables to optimize")."""
    builders = sibling_builders(module, path)
    if not builders:
        return
    for c in instances(module, cst.Call):
        spelled = dotted(c.func)
        if spelled in builders:
            ctx.refuse(c, "graph", f"{spelled}(...) builds graph state (variables, layers, optimizers or summaries) in "
                       f"{builders[spelled]}, which stays a compat island: eager code cannot call it (convert that "
                       "module natively, or move its graph code into this script)")


def _mnist_loader(module: cst.Module, original: cst.Module, path: str) -> tuple[cst.Module, list]:
    """Rule ``mnist_data``: the MNIST loader in place of its import, ``seed=`` added to its calls;
    warnings for the calls whose graph seed is not known (located in the file as written)."""
    if not mnist_data.imported(module.body):
        return module, []
    module, bound = mnist_data.replace_imports(module, native=True)
    module, _ = mnist_data.seed_calls(module, bound)
    _, unordered = mnist_data.seed_calls(original, bound)
    if not unordered:
        return module, []
    where = locate(original, unordered)
    return module, [Diagnostic(path, *where[id(n)], mnist_data.RULE.name, mnist_data.UNORDERED, "warning") for n in unordered]


def _located(module, ctx: Context, found: list) -> list:
    """``(line, col, rule, reason)`` of each Refusal-shaped item, located in the file as written
    (a node the inliner rebuilt is reported where its source node is)."""
    for r in found:
        if r.node is not None and id(r.node) in ctx.origins and ctx.origins[id(r.node)][0] is r.node:
            r.node = ctx.origins[id(r.node)][1]
    ctx.positions = locate(module, [r.node for r in found])
    lost = [r for r in found if r.node is not None and id(r.node) not in ctx.positions]
    twins = _recorded_twins(ctx.origins, lost)
    for r in lost:
        # a copy of a recorded node a later pass made without recording it (an inlined class's
        # ``with graph.as_default():``, hunt 24's 18 files at 1:1): where the recorded one was
        # written; else a call a pass rebuilt with renamed arguments (an inlined helper's
        # ``tf.losses.x(labels=y)``): the file's one call of the same callee (was 1:1)
        r.node = twins.get(id(r.node)) or _same_callee(module, r.node) or r.node
    if lost:
        ctx.positions = locate(module, [r.node for r in found])
        still = [r for r in lost if r.node is not None and id(r.node) not in ctx.positions]
        for r in still:
            # (a statement a pass rebuilt: the file's node of the same text, else the binding of
            # the name the reason quotes; they were reported at 1:1, hunt 10)
            r.node = _same_text(module, r.node) or _named_binding(module, r.reason) or r.node
        if still:
            ctx.positions = locate(module, [r.node for r in found])
    return sorted({(*ctx.position(r.node), r.rule, _as_spelled(r.reason, module)) for r in found})


_MADE_NAME = re.compile(r"'([A-Za-z_]\w*?)(_\d+|_attr|_loop|_op)'")


def _as_spelled(reason: str, module) -> str:
    """``reason`` with each quoted name a pass made (``'train_1'``: a copy renamed because
    ``def train`` exists; ``'config_attr'``: ``self.config`` of a class taken as a builder;
    ``'w_loop'``: an outlined loop) written as the name it was made from, when the file as
    written spells that name and not the made one (hunt 24 M: users could not find them)."""
    if "'" not in reason or not _MADE_NAME.search(reason):
        return reason
    spelled = {n.value for n in instances(module, cst.Name)}

    def back(m):
        made, base = m.group(1) + m.group(2), m.group(1)
        return f"'{base}'" if made not in spelled and base in spelled else m.group(0)
    return _MADE_NAME.sub(back, reason)


def _recorded_twins(origins: dict, lost: list) -> dict:
    """{id(node): the node of the file as written} for each node of ``lost`` (Refusal-shaped
    items) whose type and text are those of a node ``origins`` records (rebuilt from it)."""
    wanted: dict = {}
    for r in lost:
        try:
            wanted.setdefault(type(r.node), {}).setdefault(node_code(r.node), []).append(id(r.node))
        except Exception:  # (a node libcst cannot print alone)
            continue
    found: dict = {}
    for new, written in origins.values():
        texts = wanted.get(type(new))
        if texts is None or new is written:
            continue
        try:
            ids = texts.get(node_code(new))
        except Exception:
            continue
        for i in ids or ():
            found.setdefault(i, written)
    return found


def _same_text(module, node):
    """The first node of the file as written of ``node``'s type and text, else None."""
    try:
        code = node_code(node)
    except Exception:  # (a node libcst cannot print alone)
        return None
    return next((n for n in instances(module, type(node)) if node_code(n) == code), None)


def _named_binding(module, reason: str):
    """The first assignment or loop target of the file as written named like the name ``reason``
    quotes (``'W' is rebound...``) or starts with (``L1: made without seed=``), else None."""
    import re

    found = re.search(r"'([A-Za-z_]\w*)'", reason) or re.match(r"(?:feeding )?([A-Za-z_]\w*)(?:[:,]| draws )", reason)
    if found is None:
        return None
    name = found.group(1)
    targets = [t.target for a in instances(module, cst.Assign) for t in a.targets] + [f.target for f in instances(module, cst.For)]
    # (``h_1``: an inlined copy's fresh name for the function's ``h``; hunt 12 reported it at 1:1)
    for spelled in dict.fromkeys((name, re.sub(r"_\d+$", "", name))):
        hit = next((t for t in targets if type(t) is cst.Name and t.value == spelled), None)
        if hit is not None:
            return hit
    return None


def _same_callee(module, node):
    """The one call of the file as written with ``node``'s callee (``tf.losses.x(...)``,
    ``_callee_key``) when
    ``node`` is a call a pass rebuilt with no record (its arguments renamed), else None."""
    callee = _callee_key(node.func) if isinstance(node, cst.Call) else None
    if callee is None:
        return None
    same = [c for c in instances(module, cst.Call) if _callee_key(c.func) == callee]
    return same[0] if len(same) == 1 else None


def _callee_key(func):
    """``tf.losses.x`` of ``tf.losses.x(...)``; ``(tf.train.X, "minimize")`` of a method of a
    call's result (``tf.train.X(rate).minimize(loss)`` in an unrolled loop: hunt 24 h134 at 1:1);
    else None."""
    if type(func) is cst.Attribute and type(func.value) is cst.Call:
        inner = _callee_key(func.value.func)
        return (inner, func.attr.value) if inner is not None else None
    return dotted(func)


def _most_specific(found: list) -> list:
    """``found`` (``_located``'s tuples) without the generic refusals of a construct where a
    rule that handles it gave its own reason at the same place: the renaming table's ("X is TF1
    graph machinery" next to "X(initializer=...) is not converted" says the same thing less
    well) and the rewriter's "X(...) used where the converter does not model it" (next to
    "tf.variable_scope needs a string literal name"; also anywhere on a line a rule explained).
    Of two generic ones at one place, the table's goes ("exists in TF1 only" goes before "changed
    behaviour in TF2", "graph machinery" before both)."""
    def rank(f) -> int:  # 0 specific, 1 generic, 2-3 the renaming table's name-only refusals
        if f[2] == renames.RULE.name:
            return 3 if f[3].endswith("graph machinery with no native rewrite") else 2 if f[3].endswith("no rule converts it") else 1
        return 1 if f[3].endswith(("used where the converter does not model it", UNPLACED_LAYER)) else 0

    best: dict = {}
    for f in found:
        best[f[:2]] = min(best.get(f[:2], 3), rank(f))
    specific_lines = {f[0] for f in found if rank(f) == 0}
    # (a generic one on a line a rule explains: ``sess.run(tf.global_variables_initializer())``)
    unmodelled = "used where the converter does not model it"
    return [f for f in found if rank(f) == 0 or (rank(f) == best[f[:2]] and not (f[0] in specific_lines and f[3].endswith(unmodelled)))]


_CHECKPOINT_READERS = frozenset({"load_variable", "list_variables", "load_checkpoint", "NewCheckpointReader"})
_DIRECTORY_LISTINGS = frozenset({"os.listdir", "os.scandir", "os.walk", "glob.glob", "glob.iglob", "tf.gfile.ListDirectory",
                                 "tf.gfile.Glob", "tf.io.gfile.listdir", "tf.io.gfile.glob", "tf.gfile.Walk", "tf.io.gfile.walk"})


def _check_checkpoint_reads(module, ctx: Context) -> None:
    """In a file whose ``Saver.save`` became a ``tf.train.Checkpoint`` write (rule savers): a
    checkpoint read by TF1 variable name (``tf.train.load_variable(path, "v")``,
    ``list_variables``, ``NewCheckpointReader``) is refused, since the Checkpoint keys objects
    (``v/.ATTRIBUTES/VARIABLE_VALUE``; "Key v not found", hunt 9); a directory listing gets a
    note (TF1 also wrote ``prefix.meta``, the converted save does not: caveat 1)."""
    from migrate.source.native.walk import instances

    listed = False
    for c in instances(module, cst.Call):
        q = ctx.call_name(c) or ""
        if q.rsplit(".", 1)[-1] in _CHECKPOINT_READERS and q.startswith(("tf.", "tensorflow.")):
            ctx.refuse(c, "savers", f"{q} reads a checkpoint by TF1 variable names in a file whose saves are converted to "
                       "tf.train.Checkpoint, which keys objects ('v/.ATTRIBUTES/VARIABLE_VALUE'), not names")
        elif not listed and (q in _DIRECTORY_LISTINGS or dotted(c.func) in _DIRECTORY_LISTINGS):
            listed = True
            ctx.note(c, "savers", "a directory listing in a file whose Saver saves are converted: TF1 also wrote "
                     "<prefix>.meta next to each checkpoint, the converted saves do not")


def _notes(module, path: str, ctx: Context) -> list:
    """The "info" diagnostics of a native conversion (``Context.note``)."""
    if not ctx.notes:
        return []
    return [Diagnostic(path, line, col, rule, reason, "info") for line, col, rule, reason in _located(module, ctx, ctx.notes)]


def _removed_imports(module: cst.Module, path: str) -> list:
    """Warnings for imports of TF1 modules TF2 does not ship (``tensorflow.examples``...): left as
    they are, as in compat mode; the converted file fails at that import until it is replaced."""
    from migrate.source.compat import _removed_reason

    found = []
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            names = []
            if isinstance(small, cst.ImportFrom) and small.module is not None and not small.relative:
                names = [_module_name(small.module)]
            elif isinstance(small, cst.Import):
                names = [_module_name(a.name) for a in small.names]
            if mnist_data.bindings(small) is not None:
                continue  # replaced by the loader itself (``_mnist_loader``)
            for name in names:
                reason = _removed_reason(name)
                if reason is not None:
                    found.append((small, reason))
    if not found:
        return []
    positions = locate(module, [node for node, _ in found])
    return [Diagnostic(path, *positions[id(node)], "compat", reason, "warning") for node, reason in found]


def _leading_end(body: list, k: int = 0) -> int:
    """The index after the docstring / import statements of ``body`` that start at ``k``."""
    while k < len(body) and isinstance(body[k], cst.SimpleStatementLine) and all(
        isinstance(s, (cst.Import, cst.ImportFrom)) or (isinstance(s, cst.Expr) and isinstance(s.value, cst.SimpleString))
        for s in body[k].body
    ):
        k += 1
    return k


def _tf_import_index(body: list) -> int | None:
    """The index of ``body``'s first ``import tensorflow [as tf]`` statement, None if none."""
    return next((i for i, st in enumerate(body) if isinstance(st, cst.SimpleStatementLine) and any(
        isinstance(s, cst.Import) and any((dotted(a.name) or "").split(".")[0] == "tensorflow" for a in s.names)
        for s in st.body)), None)


def _with_preamble(body: list, preamble: list) -> list:
    """Module-level helpers the rewrites use (the variable store, the TF1 loss reduction)
    after the leading docstring/imports, and never before the TensorFlow import (``import os;
    os.environ[...] = ...; import tensorflow as tf``: after that import and the imports that
    follow it)."""
    k = _leading_end(body)
    tf_import = _tf_import_index(body)
    if tf_import is not None and tf_import >= k:
        k = _leading_end(body, tf_import + 1)
    rest = body[k:]
    if rest:
        lines = list(rest[0].leading_lines)
        blanks = next((i for i, line in enumerate(lines) if line.comment is not None), len(lines))
        if blanks < 2:
            rest[0] = rest[0].with_changes(leading_lines=[cst.EmptyLine(indent=False)] * (2 - blanks) + lines)
    return body[:k] + preamble + rest


def _with_import(body: list, line: str) -> list:
    """``body`` with the import statement ``line`` after its first TensorFlow import (else after
    the leading docstring and imports)."""
    tf_import = _tf_import_index(body)
    at = tf_import + 1 if tf_import is not None else _leading_end(body)
    return body[:at] + [cst.parse_statement(line)] + body[at:]


def _imports_in_place(old_body, new_body, table, alias):
    """Insert the single TF import where the first TF import was."""
    tf_ids = {id(s) for s in table.tf_imports}
    first = next((i for i, s in enumerate(old_body) if id(s) in tf_ids), None)
    if first is None:
        return new_body
    # statements before the first TF import are emitted unchanged and one-to-one
    line = "import tensorflow\n" if alias == "tensorflow" else f"import tensorflow as {alias}\n"
    stmt = cst.parse_statement(line).with_changes(leading_lines=old_body[first].leading_lines)
    before = [s for s in old_body[:first] if id(s) not in tf_ids]
    return new_body[: len(before)] + [stmt] + new_body[len(before):]


def _island(module, path, ctx: Context, text=None):
    from migrate.source.compat import to_compat

    # positions are only needed to report refusals: located here, on the original module
    found = _most_specific(_located(module, ctx, ctx.refusals))
    new, diags = to_compat(module, path, text=text)
    out = list(diags) + [
        Diagnostic(path, line, col, rule, f"{reason}; kept in a compat island (whole file)", "warning")
        for line, col, rule, reason in found
    ]
    return new, out
