"""Emission: graph statements -> TF2 statements, with one tape where gradients need it.

``emit_sequence(entries, ...)`` takes, in source order, the graph statements placed in one
scope (module level, a function body, or a ``sess.run`` site function) mixed with already
final statements, and returns TF2 statements. When some entries take gradients, the forward
statements between their sources and targets (and any statement that must differentiate
inside the tape: hessians, gradients of expressions) are wrapped in one
``with tf.GradientTape(persistent=...) as tape:`` block, contiguous in source order, with
``tape.watch`` for sources that are not trainable variables (at the start of the block, or
right after the source's own definition inside it). Never imports TensorFlow.
"""
from __future__ import annotations

import dataclasses

import libcst as cst

from migrate.source.native.aliases import dotted
from migrate.source.native.context import Context, Refusal, arg, assigned_names, call, keyword, method, name_nodes_read, names_in, names_read_outside, replace_nodes, reserved_name
from migrate.source.native import op_seeds, static_shapes
from migrate.source.native.model import ALL_VARIABLES, GraphStmt, calls_in, function_calls, is_update_call, scoped
from migrate.source.native.rewrite import Env, rewrite_node
from migrate.source.rules import gradients, hessians, jacobian_loops, optimizers, placeholders, schedules, tensor_by_name
from migrate.source.native.walk import Walker, instances, nodes


# ops whose outputs a tape does not trace from their inputs (no gradient registered)
NO_GRADIENT_OPS = frozenset({"tf.ones_like", "tf.zeros_like", "tf.stop_gradient", "tf.fill", "tf.ones", "tf.zeros", "tf.one_hot",
                             "tf.shape", "tf.round", "tf.floor", "tf.ceil", "tf.sign", "tf.argmax", "tf.argmin"})


def _line(small) -> cst.SimpleStatementLine:
    return cst.SimpleStatementLine([small])


def _replace_value(g: GraphStmt, value) -> cst.SimpleStatementLine:
    small = g.node.body[0]
    if isinstance(small, cst.Assign):
        return g.node.with_changes(body=[small.with_changes(value=value)])
    if isinstance(small, cst.Assert):  # (a test of static shapes: ``model``'s asserts)
        return g.node.with_changes(body=[small.with_changes(test=value)])
    return g.node.with_changes(body=[cst.Expr(value)])


class Facts:
    """Block-level facts the emitter needs (filled by the plan)."""

    def __init__(self):
        self.trainable: set = set()  # trainable variable names
        self.var_lists: dict = {}  # id(GraphStmt) -> [variable names] for minimize/compute_gradients
        # id(compute_gradients statement) -> the variables its loss reaches (``var_lists`` pairs every
        # trainable one, as TF1; an optimizer applying the pairs skips the None gradients)
        self.reached_lists: dict = {}
        self.hoisted: dict = {}  # id(GraphStmt) -> optimizer name for chained minimize
        self.clone_of: dict = {}  # id(GraphStmt) -> constructor of the optimizer clone it makes (plan)
        self.optimizers: set = set()
        self.grad_io: dict = {}  # id(GraphStmt) -> (statement, its ``grad_io``): asked once per site
        self.variable_lists: dict = {}  # name -> variable names it holds (``tvars = tf.trainable_variables()``, ``[W, b]``)
        self.streams: dict = {}  # id(GraphStmt) -> (marker, (seed, seed2), "dropout" | "normal") (rule random_streams)
        self.op_seeds: dict = {}  # id(GraphStmt) -> the op seed TF1 counted for its unseeded draw (native.op_seeds)
        self.static_shapes: dict = {}  # id(GraphStmt) -> its static shape reads (native.static_shapes.shape_reads)
        self.saver_state: dict = {}  # id(Saver GraphStmt) -> (variables made before it, slot optimizers it saves) (plan._saved_slots)
        self.slot_builds: dict = {}  # id(minimize GraphStmt) -> (optimizer name, variable names): slots made there


def grad_io(g: GraphStmt, ctx: Context, facts: Facts):
    """(ys names, xs names, must be inside the tape, stop names) of a gradient-taking statement
    (computed once per statement: the plan is complete when sites ask; read-only for callers)."""
    known = facts.grad_io.get(id(g))
    if known is not None and known[0] is g:
        return known[1]
    io = _grad_io(g, ctx, facts)
    facts.grad_io[id(g)] = (g, io)
    return io


def _grad_io(g: GraphStmt, ctx: Context, facts: Facts):
    if g.kind == "train" or (g.kind == "gradient" and id(g) in facts.var_lists):
        c = g.value
        if c.func.attr.value == "apply_gradients":
            return None
        loss = arg(c, 0, "loss")
        inside = not isinstance(loss, cst.Name)
        return names_in(loss), set(facts.var_lists[id(g)]), inside, set()
    ys, xs, stops, inside = set(), set(), set(), False
    for c in calls_in(g.value):
        q = ctx.call_name(c)
        if q == "tf.gradients":
            y, x, stop = gradients.sources_and_targets(c)
        elif q == "tf.hessians":
            y, x, stop = hessians.sources_and_targets(c)
            inside = True
        else:
            continue
        if y is None or x is None:
            continue
        ys |= names_in(y)
        xs |= _source_names(x, ctx)
        for n in names_in(x) & facts.variable_lists.keys():
            xs |= facts.variable_lists[n]  # a list of variables by name: the tape records through them
        listed = gradients.python_list(x.value, ctx) if type(x) is cst.Name and x.value not in facts.variable_lists else None
        if listed is not None:
            xs |= _python_listed_variables(listed, ctx, facts)
        if any(ctx.call_name(c) in ALL_VARIABLES for c in calls_in(x)):
            xs |= set(g.uses) & facts.trainable  # the variables made so far (the plan added them to the uses)
        if not (isinstance(y, cst.Name) or isinstance(y, cst.List) and all(isinstance(e.value, cst.Name) for e in y.elements)):
            inside = True
        if stop is not None:
            stops |= names_in(stop)
    loop_vars = _comprehension_targets(g.value, ctx)
    if ys & loop_vars:
        # ``tf.gradients(p, x) for p in tf.split(y, ...)``: the pieces are computed in the
        # statement itself, which must run inside the tape, from the graph names it reads
        ys = (ys - loop_vars) | (names_in(g.value) - xs - loop_vars)
        inside = True
    if xs & loop_vars:
        # ``[tf.gradients(loss, v)[0] for v in [W, b]]``: the sources are what the loop walks
        # (a red-team hunt: ``tape.watch(v)`` of the loop variable, a NameError)
        for comp in (n for n in nodes(g.value) if type(n) is cst.CompFor and set(assigned_names(n.target)) & xs):
            xs |= _source_names(comp.iter, ctx)
            if any(ctx.call_name(c) in ALL_VARIABLES for c in calls_in(comp.iter)):
                xs |= set(g.uses) & facts.trainable
        xs -= loop_vars
    for node in [g.value]:
        m = None
        for sub in _subnodes(node):
            m = jacobian_loops.match(sub, ctx)
            if m is not None:
                break
        if m is not None:
            ys.add(m[0].value)
            xs.add(m[1].value)
            # the loop variable is not a graph name
    return ys, xs, inside, stops


class _ComprehensionTargets(Walker):
    """Collects the loop variables of comprehensions that are not Jacobian loops."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.out: set = set()

    def visit_ListComp(self, n):
        return jacobian_loops.match(n, self.ctx) is None

    def visit_CompFor(self, n):
        self.out.update(assigned_names(n.target))


def _comprehension_targets(node, ctx) -> set:
    """Loop variables of comprehensions that are not recognised Jacobian loops."""
    walker = _ComprehensionTargets(ctx)
    walker.walk(node)
    return walker.out


def _subnodes(node):
    return nodes(node)


def convert_stmt(g: GraphStmt, ctx: Context, env: Env, facts: Facts, stops: set) -> list:
    """One graph statement as TF2 statements (empty for placeholders, initializers...)."""
    if g.kind == "placeholder" and type(g.value) is cst.ListComp:  # (the feed dicts' keys)
        return [_replace_value(g, placeholders.feed_keys(g.targets[0], g.value))]
    if g.kind in ("placeholder", "init", "graph"):
        return []
    wrap = ctx.store is not None and bool(g.scope) and g.kind != "train" and bool(function_calls(g.value, ctx))
    env.scope = "" if wrap else g.scope  # under ``with _variable_scope(...)`` names are prefixed at run time
    env.saver_state = facts.saver_state.get(id(g))
    env.variable_name = env.var_tf_names.get(g.targets[0]) if g.kind == "variable" and len(g.targets) == 1 \
        and ctx.call_name(g.value) == "tf.Variable" else None
    env.in_graph_stmt = True
    try:
        if g.kind == "train" or id(g) in facts.var_lists:
            return _train(g, ctx, env, facts)
        if ctx.call_name(g.value) == "tf.group" and env.train_ops:
            # ``tf.group(step_a, step_b)``: the updates run as statements before it (they are in
            # the slice); eager code has no op objects to group
            def train_op(e) -> bool:
                return isinstance(e, cst.Name) and e.value in env.train_ops
            kept = []
            for a in g.value.args:
                if isinstance(a.value, (cst.List, cst.Tuple)) and not a.star:
                    # ``tf.group([minimize, extra])`` (TF1 flattened the list; a hunt: NameError)
                    elements = [e for e in a.value.elements if not train_op(e.value)]
                    if elements:
                        elements[-1] = elements[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
                        kept.append(a.with_changes(value=a.value.with_changes(elements=elements)))
                elif not train_op(a.value):
                    kept.append(a)
            if kept:
                kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            g = dataclasses.replace(g, value=g.value.with_changes(args=kept) if kept else call(ctx.tf_attr("tf.no_op")))
        value = g.value
        if id(g) in facts.static_shapes:
            value = replace_nodes(value, static_shapes.folded(facts.static_shapes[id(g)], ctx))
        value = rewrite_node(value, ctx, env)
        if id(g) in facts.op_seeds:
            value = _with_op_seed(value, facts.op_seeds[id(g)], ctx)
        if id(g) in facts.streams:
            value = _marked_draw(value, facts.streams[id(g)][0], ctx)
    finally:
        env.in_graph_stmt = False
        env.scope = ""
        env.variable_name = None
    if g.targets and len(g.targets) == 1 and g.targets[0] in stops:
        if g.list_valued or ctx.call_name(g.value) in _ONE_OP_RESULTS | _OPS_EACH:
            # ``parts = tf.split(h, [1, 3], axis=1)``, ``res = tf.nn.top_k(...)`` stopped as ``parts[0]`` /
            # ``res.values``: each part (TF1 stopped the op; tf.stop_gradient of the list stacked it, hunt 27 W3)
            value = call(ctx.tf_attr("tf.nest.map_structure"), ctx.tf_attr("tf.stop_gradient"), value)
        else:
            value = call(ctx.tf_attr("tf.stop_gradient"), value)
    stmt = _replace_value(g, value)
    # ``gw, gb = tf.gradients(...)`` / ``a, b = tf.split(...)`` with a part stopped: each stopped
    # name rebound to its stopped value right after (``_expanded_stops``; hunt 27 W1: dropped)
    stopped = [cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(t))], call(ctx.tf_attr("tf.stop_gradient"), cst.Name(t)))])
               for t in g.targets if t in stops] if len(g.targets) > 1 else []
    return [(scoped(stmt, g.scope, ctx) if wrap else None) or stmt] + stopped


def _with_op_seed(value, seed: int, ctx: Context):
    """``value`` with ``seed=<seed>`` added to its one converted random op (``op_seeds``:
    TF1's op seed for an op made without one); unchanged unless there is exactly one."""
    sampled = _one_call(value, {f"{ctx.tf}.{q[3:]}" for q in op_seeds.SAMPLED_LOSSES})
    if sampled is not None:
        return _replaced(value, sampled, _with_sampler(sampled, seed, ctx))
    found = _one_call(value, {f"{ctx.tf}.{name}" for name in op_seeds.SEEDED_HERE.values()})
    if found is None or arg(found, None, "seed") is not None:
        return value
    args = list(found.args)
    args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
    return _replaced(value, found, found.with_changes(args=args + [keyword("seed", cst.Integer(str(seed)))]))


def _with_sampler(loss: cst.Call, seed: int, ctx: Context) -> cst.Call:
    """``tf.nn.nce_loss(...)`` / ``sampled_softmax_loss(...)`` (no ``sampled_values``) with
    ``sampled_values=`` the sampler TF1 made for it (``_compute_sampled_logits``), seeded
    ``seed`` (rule random_streams, caveat 4)."""
    labels, num_sampled, num_classes = arg(loss, 2, "labels"), arg(loss, 4, "num_sampled"), arg(loss, 5, "num_classes")
    if labels is None or num_sampled is None or num_classes is None or any(a.star for a in loss.args):
        return loss
    num_true = arg(loss, 6, "num_true") or cst.Integer("1")
    sampler = call(ctx.tf_attr("tf.random.log_uniform_candidate_sampler"),
                   true_classes=call(ctx.tf_attr("tf.cast"), labels.deep_clone(), ctx.tf_attr("tf.int64")),
                   num_true=num_true.deep_clone(), num_sampled=num_sampled.deep_clone(), unique=cst.Name("True"),
                   range_max=num_classes.deep_clone(), seed=cst.Integer(str(seed)))
    args = list(loss.args)
    args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
    return loss.with_changes(args=args + [keyword("sampled_values", sampler)])


def _marked_draw(value, marker: str, ctx: Context):
    """``value`` with its one converted ``tf.nn.dropout(...)`` / ``tf.random.normal(...)`` call
    wrapped as ``<marker>(call)`` (rule ``random_streams``: the block's emitter unwraps it, or
    draws it from a shared stream, once it knows which site functions compute the statement);
    unchanged unless there is exactly one such call."""
    found = _one_call(value, {f"{ctx.tf}.nn.dropout", f"{ctx.tf}.random.normal", f"{ctx.tf}.random.truncated_normal",
                              f"{ctx.tf}.random.uniform"})
    return value if found is None else _replaced(value, found, cst.Call(cst.Name(marker), [cst.Arg(found)]))


def _one_call(value, spelled: set):
    """The one call in ``value`` of a function spelled as in ``spelled``, else None."""
    found = [c for c in nodes(value) if isinstance(c, cst.Call) and dotted(c.func) in spelled]
    return found[0] if len(found) == 1 else None


def _replaced(value, old, new):
    return new if old is value else replace_nodes(value, {old: new})


def _train(g: GraphStmt, ctx, env, facts) -> list:
    c = g.value
    receiver = c.func.value
    opt = cst.Name(facts.hoisted[id(g)]) if id(g) in facts.hoisted else rewrite_node(receiver, ctx, env)
    what = c.func.attr.value
    step = schedules.global_step_of(c) if what in ("minimize", "apply_gradients") else None
    # ``minimize(global_step=s)`` / ``apply_gradients(..., global_step=s)``: s += 1 after the update
    increment = [_line(cst.Expr(call(method(step, "assign_add"), cst.Integer("1"))))] if step else []
    # a decayed learning rate: computed from the step before the update, as TF1 did each run
    # a fed learning rate (``tf.train.X(lr_placeholder)``): the value of this run, likewise
    rate = fed = None
    if isinstance(receiver, cst.Call):
        lr = arg(receiver, 0, "learning_rate")
        rate = lr.value if isinstance(lr, cst.Name) and lr.value in env.schedules else None
        fed = lr.value if isinstance(lr, cst.Name) and lr.value in env.fed_rates else None
    elif isinstance(receiver, cst.Name):
        rate = env.optimizer_rates.get(receiver.value)
        fed = env.optimizer_fed.get(receiver.value)
    set_rate = []
    target = cst.AssignTarget(cst.Attribute(opt, cst.Name("learning_rate")))
    if fed is not None:
        set_rate = [_line(cst.Assign([target], cst.Name(fed)))]
    elif rate is not None:
        set_rate = [_line(cst.Assign([target], rewrite_node(env.schedules[rate], ctx, env)))]
    if what == "apply_gradients":
        for a in c.args[1:]:
            if a.keyword is None or a.keyword.value != "global_step":
                raise Refusal(c, optimizers.RULE.name, "apply_gradients(name=... or positional arguments) is not converted")
        value = call(method(opt, "apply_gradients"), rewrite_node(arg(c, 0, "grads_and_vars"), ctx, env))
        return set_rate + [g.node.with_changes(body=[cst.Expr(value)])] + increment
    optimizers.check_minimize(c, what)
    loss = rewrite_node(arg(c, 0, "loss"), ctx, env)
    names = facts.var_lists[id(g)]
    if what == "minimize":
        return set_rate + [g.node.with_changes(body=[cst.Expr(optimizers.minimize(opt, loss, names, env))])] + increment
    if arg(c, None, "global_step") is not None:
        raise Refusal(c, optimizers.RULE.name, "compute_gradients(global_step=...) is not converted")
    return [_replace_value(g, optimizers.compute_gradients(loss, names, env))]


def _watch(tape: str, name: str):
    return _line(cst.Expr(call(method(tape, "watch"), cst.Name(name))))


def emit_sequence(entries: list, ctx: Context, env: Env, facts: Facts) -> list:
    """TF2 statements for ``entries`` (GraphStmt or final cst statements), tape added if needed."""
    defs: dict = {}  # name -> index of its (latest) defining entry
    deps: list = []  # index -> set of indices it reads from
    for i, e in enumerate(entries):
        if isinstance(e, GraphStmt):
            deps.append({defs[n] for n in e.uses if n in defs})
            for t in e.targets:
                defs[t] = i
        else:
            deps.append(set())
    grads = []
    for i, e in enumerate(entries):
        if isinstance(e, GraphStmt) and (e.kind in ("gradient", "train")):
            io = grad_io(e, ctx, facts)
            if io is not None:
                grads.append((i, io))
    if not grads:
        return [s for i, e in enumerate(entries) for s in _convert(e, ctx, env, facts, set())]
    aliased_defs: dict = {}  # grad index -> the definitions its sources name again under a name rebound since
    unaliased = []
    for i, (ys, xs, inside, stops) in grads:
        aliased_defs[i] = set()
        stops = _expanded_stops(stops, entries, i, ctx) if stops else stops
        unaliased.append((i, (ys, _unaliased(xs, entries, i, env, aliased_defs[i]), inside, stops)))
    grads = unaliased

    stops_all: set = set()
    span: set = set()
    reached_by: dict = {}  # grad index -> the forward statements its tape must record
    for i, (ys, xs, inside, stops) in grads:
        stops_all |= stops
        # forward statements: ancestors of ys (before i) reached from xs
        anc, todo = set(), [defs_before(entries, n, i) for n in ys]
        todo = [t for t in todo if t is not None]
        while todo:
            j = todo.pop()
            if j in anc:
                continue
            anc.add(j)
            todo += list(deps[j])
        reached = set()
        for j in sorted(anc):
            e = entries[j]
            # a user function called or passed (``tf.map_fn(f, xs)``, a while_loop body) may
            # read variables the statement's uses do not show (globals, a default argument
            # ``w=weights``, the variable store): recorded too
            hidden = bool(e.uses & ctx.function_names) or bool(function_calls(e.value, ctx))
            # a source computed from another one is recorded as well: TF1's gradient with
            # respect to the first flows through the second (tf.gradients(loss, [W, h])),
            # unless stop_gradients= makes the second a leaf
            if (e.uses & xs and not set(e.targets) & xs & stops) or deps[j] & (reached | aliased_defs[i]) or hidden:
                reached.add(j)
        span |= reached
        reached_by[i] = reached
        if inside or not reached:
            span.add(i)
    nested = _nested_requests(entries, grads, reached_by, ctx)
    # (a source of the outer tape made inside an inner one would be watched before it exists)
    nested = {k: a for k, a in nested.items() if not any(a <= defs.get(n, -1) <= k for n in _outer_sources(grads, nested))}
    sources = _outer_sources(grads, nested)
    for i, (ys, xs, inside, stops) in grads:
        for s in sorted(stops):
            users = [k for k, (_, (ys2, xs2, _, st2)) in enumerate(grads) if s not in st2 and s in _ancestor_names(entries, deps, defs, ys2, grads[k][0])]
            if users:
                raise Refusal(entries[i].value, gradients.RULE.name, f"stop_gradients={s} while another gradient of the same tape flows through it")
    start, end = min(span), max(span)
    before, inside_, after = [], [], []
    # only tensors computed from other tensors need stopping (a stopped leaf is a leaf); a
    # trainable variable the slice reads from the module is recorded too (a red-team hunt: the
    # stop was lost in a sess.run function, 37.0 where TF1 said 1.0)
    # (each request's stop is the definition its name has there: ``h`` rebound after a reader,
    # a red-team hunt, stopped both and the gradient was None)
    stop_at = {d for i, (ys, xs, inside, stops) in grads for d in (defs_before(entries, n, i) for n in stops)
               if d is not None and entries[d].uses & (set(defs) | set(facts.trainable))}
    stop_defs = {n for n in stops_all if any(n in entries[d].targets for d in stop_at)}
    # an update's result read inside the tape (``new_w = tf.assign(w, w * 0.5)``): TF1's Assign op
    # has no gradient, TF2's read of the new value has one (hunt 27 W2: [1 2] where TF1 said [0 0])
    assigned = {j for j in range(start, end + 1) if isinstance(entries[j], GraphStmt) and len(entries[j].targets) == 1
                and is_update_call(entries[j].value, ctx)}
    if assigned:  # (only those a differentiated value reads: a batch norm's moving-average updates stay as written)
        read = set().union(*(_ancestor_names(entries, deps, defs, ys, i) | ys for i, (ys, _, _, _) in grads))
        assigned = {j for j in assigned if entries[j].targets[0] in read}
    stop_at |= assigned
    stop_defs |= {entries[j].targets[0] for j in assigned}
    # the definition each outer request differentiates with respect to (a name may be rebound:
    # ``x = tf.ones(...)``, a gradient with respect to it, ``x = tf.ones(...) * 2.0``, another
    # one; a red-team hunt: only the last was watched, the first gradient was None)
    source_defs: dict = {}
    for i, (ys, xs, inside, stops) in grads:
        if i not in nested:
            for n in xs:
                source_defs.setdefault(n, set()).add(defs_before(entries, n, i))
    watched = set()
    for n in sorted(sources):
        if _trainable_source(n, facts) or (n in defs and _layer_variable(entries[defs[n]])):
            continue  # trainable variables (or a list of them, or a layer's): the tape records their reads
        if n not in defs and _python_listed_variables(gradients.python_list(n, ctx), ctx, facts):
            continue  # (a list of them plain Python code makes, maybe after the tape opens)
        if any(d is None or d < start for d in source_defs.get(n, {defs.get(n)})):
            inside_.append(_watch(env.tape, n))
            watched.add(n)
    recorded = set(watched) | facts.trainable
    inner = None  # the nested tape being filled (``_InnerTape``), while in one
    for i, e in enumerate(entries):
        if inner is None and i in nested.values():
            k = next(r for r, a in nested.items() if a == i)
            inner = _InnerTape(k, dict(grads)[k][1], i, defs, facts, ctx)
        if inner is not None:
            out = inner.add(i, e, env, facts, stop_defs if i in stop_at else set())
            if i == inner.request:
                inner = None
        else:
            out = _convert(e, ctx, env, facts, stop_defs if i in stop_at else set())
        if i < start:
            before += out
        elif i <= end:
            inside_ += [_indented(s) for s in out]
            if isinstance(e, GraphStmt):
                stopped = i in stop_at and bool(set(e.targets) & stop_defs)
                if e.uses & recorded and not stopped:
                    recorded.update(e.targets)
                else:
                    recorded.difference_update(set(e.targets) - facts.trainable)  # (a name rebound to a new value)
                for t in e.targets:
                    # a source made inside the tape by an op with no gradient (``u =
                    # tf.ones_like(r)``) is watched even when its inputs are recorded: the tape
                    # does not trace it, where TF1 differentiated with respect to any tensor
                    if t in sources and i in source_defs.get(t, {defs.get(t)}) and not _layer_variable(e) \
                            and (t not in recorded or ctx.call_name(e.value) in NO_GRADIENT_OPS):
                        inside_.append(_watch(env.tape, t))
                        watched.add(t)
                        recorded.add(t)
        else:
            after += out
    return before + [_tape_block(env.tape, inside_, _tape_uses(inside_ + after, env.tape, env.tape_uses), ctx)] + after


def _tape_block(tape: str, body: list, uses: int, ctx: Context) -> cst.With:
    """``with tf.GradientTape() as <tape>:`` around ``body``, persistent when asked ``uses`` > 1 times."""
    made = call(ctx.tf_attr("tf.GradientTape"), persistent=cst.Name("True")) if uses > 1 else call(ctx.tf_attr("tf.GradientTape"))
    lead = []
    if body and hasattr(body[0], "leading_lines"):
        # the first statement's blank lines before any comment go above the block (a def before it)
        lines = list(body[0].leading_lines)
        k = next((i for i, line in enumerate(lines) if line.comment is not None), len(lines))
        if k:
            lead, body = lines[:k], [body[0].with_changes(leading_lines=lines[k:])] + list(body[1:])
    return cst.With(items=[cst.WithItem(made, asname=cst.AsName(cst.Name(tape)))], body=cst.IndentedBlock(body), leading_lines=lead)


class _InnerTape:
    """A request's own tape, nested in the outer one (``_nested_requests``): filled with the
    statements from ``first`` to the request, watching its sources that are not trainable
    variables (at the start if made before, else after the statement making them)."""

    def __init__(self, request: int, sources: set, first: int, defs: dict, facts, ctx: Context):
        self.request, self.sources, self.ctx = request, set(sources), ctx
        self.name = _inner_tape(ctx)
        self.stmts: list = []
        self.watched = {n for n in self.sources if not _trainable_source(n, facts) and (defs.get(n) is None or defs[n] < first)}
        self.stmts += [_watch(self.name, n) for n in sorted(self.watched)]
        self.recorded = self.watched | facts.trainable

    def add(self, i: int, e, env, facts, stop_defs) -> list:
        """The statements entry ``i`` puts in the outer tape: none until the request, then the
        inner ``with`` block (the request itself asks the inner tape)."""
        tape, env.tape = env.tape, (self.name if i == self.request else env.tape)
        try:
            out = _convert(e, self.ctx, env, facts, stop_defs)
        finally:
            env.tape = tape
        self.stmts += [_indented(s) for s in out]
        if isinstance(e, GraphStmt):
            if e.uses & self.recorded:
                self.recorded.update(e.targets)
            for t in e.targets:
                if t in self.sources and t not in self.watched and not _layer_variable(e) \
                        and (t not in self.recorded or self.ctx.call_name(e.value) in NO_GRADIENT_OPS):
                    self.stmts.append(_watch(self.name, t))
                    self.watched.add(t)
                    self.recorded.add(t)
        if i != self.request:
            return []
        return [_tape_block(self.name, self.stmts, _tape_uses(self.stmts, self.name), self.ctx)]  # (rows one by one: persistent)


def _outer_sources(grads: list, nested: dict) -> set:
    """The sources of the requests asked on the outer tape (not on a nested one)."""
    return set().union(*(xs for i, (ys, xs, inside, stops) in grads if i not in nested))


def _layer_variable(e) -> bool:
    """``e`` binds a layer object's variable (``k = layer.kernel``): a trainable variable the
    tape records, which it cannot watch (a Keras 3 variable; hunt 19's g236 crashed)."""
    return isinstance(e, GraphStmt) and type(e.value) is cst.Attribute and type(e.value.value) is cst.Name \
        and e.value.attr.value in _LAYER_VARIABLES


def _trainable_source(n: str, facts) -> bool:
    """A trainable variable (or a list of them): a tape records its reads unwatched."""
    return n in facts.trainable or bool(n in facts.variable_lists and facts.variable_lists[n] and facts.variable_lists[n] <= facts.trainable)


def _inner_tape(ctx: Context) -> str:
    return reserved_name(ctx, "inner_tape", "inner_tape")


def _nested_requests(entries: list, grads: list, reached_by: dict, ctx: Context) -> dict:
    """{request index: index of the first statement of its own tape} for the gradient requests
    whose results a later request of the tape differentiates (a Jacobian penalty
    in a loss: ``jacobian = tf.stack([tf.gradients(h_j, x)[0] ...])`` then ``minimize(loss)``):
    each gets a tape of its own nested in the outer one, from the first statement it records to
    itself, so the outer tape records its backward pass (TF2's second-order pattern). Asked on
    the one persistent tape inside its context instead, TF2 warned at every call that this "is
    significantly less efficient" and recorded every later request too. Only when the inner
    ranges hold no other request and do not overlap; ``tf.hessians`` keeps its own form."""
    ys_of = {i: io[0] for i, io in grads}
    read: dict = {}  # entry index -> the names it reads outside ``tf.stop_gradient``

    def reads(j: int) -> set:
        if j not in read:
            read[j] = names_read_outside(entries[j].value, lambda c: ctx.call_name(c) == "tf.stop_gradient")
        return read[j]

    def differentiated(i: int) -> bool:
        """A later request differentiates through ``entries[i]``'s results: it reads them (its
        ``ys``), or a statement it records does outside ``tf.stop_gradient``."""
        made = set(entries[i].targets)
        return any(k > i and i in reached_by[k] and (made & ys_of[k] or any(j > i and made & reads(j) for j in reached_by[k]))
                   for k in ys_of)

    indices = [i for i, _ in grads]
    out: dict = {}
    taken: set = set()
    for i, (ys, xs, inside, stops) in grads:
        if not differentiated(i) or any(ctx.call_name(c) == "tf.hessians" for c in calls_in(entries[i].value)):
            continue
        first = min(reached_by[i] | {i})
        block = set(range(first, i + 1))
        if any(k in block for k in indices if k != i) or block & taken:
            continue
        out[i] = first
        taken |= block
    return out


class _TapeUses(Walker):
    """Counts the tape's gradient requests (see ``_tape_uses``)."""

    def __init__(self, tape: str):
        self.tape, self.count, self.loops = tape, 0, 0

    def _enter(self, n):
        self.loops += 1

    def _leave(self, n):
        self.loops -= 1

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = visit_For = visit_While = visit_Lambda = _enter
    leave_ListComp = leave_SetComp = leave_DictComp = leave_GeneratorExp = leave_For = leave_While = leave_Lambda = _leave

    def visit_Call(self, c):
        f = c.func
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value == self.tape:
            if f.attr.value in ("gradient", "jacobian", "batch_jacobian"):
                self.count += 2 if self.loops else 1


def _tape_uses(stmts, tape: str, known: dict | None = None) -> int:
    """How many times the tape may be asked for gradients (a call in a loop counts twice).
    ``known``: ``{(id(stmt), tape): (stmt, count)}`` kept between calls (statements shared by
    several sess.run functions are counted once)."""
    count = 0
    for s in stmts:
        entry = known.get((id(s), tape)) if known is not None else None
        if entry is not None and entry[0] is s:
            count += entry[1]
            continue
        walker = _TapeUses(tape)
        walker.walk(s)
        count += walker.count
        if known is not None:
            known[(id(s), tape)] = (s, walker.count)
    return count


def _indented(stmt):
    """Blank lines carried into an indented block lose their (now wrong) indentation."""
    old = getattr(stmt, "leading_lines", None)
    if not old or all(line.comment is not None or not line.indent for line in old):
        return stmt  # nothing to change: the same node (``_tape_uses`` knows it by identity)
    lines = [line.with_changes(indent=False) if line.comment is None else line for line in old]
    return stmt.with_changes(leading_lines=lines)


# attributes of a layer object that are its trainable variables (the tape records their reads)
_LAYER_VARIABLES = gradients.LAYER_VARIABLE | gradients.LAYER_VARIABLE_LISTS


def _source_names(x, ctx: Context) -> set:
    """The names a ``tf.gradients`` sources expression reads as sources: not the ``tf`` of
    ``tf.trainable_variables()``, nor a called name (``list`` of ``list(pair)``), nor a layer
    object read only for its variables (``dense.kernel``: hunt 19's g154 watched the layer)."""
    receivers = [a.value for a in instances(x, cst.Attribute) if type(a.value) is cst.Name and a.attr.value in _LAYER_VARIABLES]
    layers = {n.value for n in receivers} - {n.value for n in name_nodes_read(x) if all(n is not r for r in receivers)}
    return names_in(x) - set(ctx.table.names) - {c.func.value for c in calls_in(x) if type(c.func) is cst.Name} - layers


def _python_listed_variables(value, ctx: Context, facts, depth: int = 0) -> set:
    """The trainable variables a list made by plain Python code may hold (``list(weights.values())``,
    ``[weights[k] for k in keys]`` of ``weights = {"W": W, "b": b}``): the names it reads, and
    those of the containers bound once it reads, that are trainable variables (none of None)."""
    out = set()
    if value is None:
        return out
    for n in names_in(value):
        if n in facts.trainable:
            out.add(n)
        elif depth < 3 and type(ctx.single_value(n)) in (cst.Dict, cst.List, cst.Tuple, cst.Call, cst.ListComp):
            out |= _python_listed_variables(ctx.single_value(n), ctx, facts, depth + 1)
    return out


def _unaliased(xs: set, entries: list, i: int, env: Env, kept: set) -> set:
    """``xs`` with each name bound (before entry ``i``) to another graph name (``hh = h``,
    ``hh = graph.get_tensor_by_name("h:0")``) replaced by that name: the same tensor, whose
    consumers the tape must record (a red-team hunt: ``tf.gradients(loss, hh)`` was None, the
    alias made after ``loss`` looked like a new leaf). An alias of a name rebound since (``h1 =
    h``, ``h = tf.tanh(h @ W2)``) stays, and the definition it names is added to ``kept`` (its
    readers are on the gradient's path: they read it as ``h``)."""
    out = set()
    for n in xs:
        at, seen = i, set()
        while n not in seen:
            seen.add(n)
            j = defs_before(entries, n, at)
            e = entries[j] if j is not None else None
            if not (isinstance(e, GraphStmt) and len(e.targets) == 1):
                break
            target = _alias_target(e.value, env)
            named = defs_before(entries, target, j) if target is not None else None
            if named is None:
                break  # (not a graph name)
            if named != defs_before(entries, target, i):
                kept.add(named)  # (rebound since: the alias keeps the value it named)
                break
            n, at = target, j
        out.add(n)
    return out


def _alias_target(value, env: Env) -> str | None:
    """The graph name ``value`` only names again (a name, a lookup of a name the script gave)."""
    if type(value) is cst.Name:
        return value.value
    try:
        text = tensor_by_name.lookup(value, set())
        return tensor_by_name.resolve(text, env.names, value) if text is not None else None
    except Refusal:
        return None


# calls whose several results are outputs of one op (TF1's ``stop_gradients`` stops the op: all
# of them) or of an op each (each stopped alone)
_ONE_OP_RESULTS = {"tf.split", "tf.unstack", "tf.nn.top_k", "tf.unique", "tf.unique_with_counts", "tf.svd", "tf.linalg.svd",
                   "tf.self_adjoint_eig", "tf.linalg.eigh", "tf.qr", "tf.linalg.qr"}
_OPS_EACH = {"tf.gradients", "tf.hessians", "tf.nn.moments"}


def _expanded_stops(stops: set, entries: list, i: int, ctx) -> set:
    """The names ``stop_gradients=`` stops for request ``i``: a name bound to a list or tuple of
    names is its names (``frozen = [gw, gb]``; hunt 27 W3: the stop landed on a stacked copy);
    a name bound with others by one op (``a, b = tf.split(x, 2)``) brings them all (TF1 stops
    the op); one of several results of another call is refused."""
    out, todo, seen = set(), list(stops), set()
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        d = defs_before(entries, n, i)
        e = entries[d] if d is not None else None
        if e is not None and len(e.targets) == 1 and type(e.value) in (cst.List, cst.Tuple) and e.value.elements \
                and all(type(el) is cst.Element and type(el.value) is cst.Name for el in e.value.elements):
            todo += [el.value.value for el in e.value.elements]
            continue
        out.add(n)
        if e is None or len(e.targets) < 2:
            continue
        q = ctx.call_name(e.value)
        if q in _ONE_OP_RESULTS:
            out.update(e.targets)
        elif q not in _OPS_EACH and type(e.value) not in (cst.List, cst.Tuple):
            raise Refusal(e.value, gradients.RULE.name, f"stop_gradients= of {n!r}, one of several results of "
                          f"{q or 'an expression'} (TF1 stops the op that made it, with its other outputs or not): not "
                          "converted; bind the stopped tensor with tf.identity and stop that")
    return out


def defs_before(entries, name, i):
    for j in range(i - 1, -1, -1):
        e = entries[j]
        if isinstance(e, GraphStmt) and name in e.targets:
            return j
    return None


def _ancestor_names(entries, deps, defs, ys, i):
    out, todo = set(), [defs_before(entries, n, i) for n in ys]
    seen = set()
    todo = [t for t in todo if t is not None]
    while todo:
        j = todo.pop()
        if j in seen:
            continue
        seen.add(j)
        out |= set(entries[j].targets)
        todo += list(deps[j])
    return out - set(ys) | set()


def _convert(e, ctx, env, facts, stops):
    """``convert_stmt`` of a graph statement (a refusal recorded: the statement as it is), or a
    final statement as it is. A conversion that took no fresh name and refused nothing is kept
    on ``env`` and reused by the next sess.run function of the block that needs the statement
    (libcst nodes are immutable: sharing them between functions is safe)."""
    if not isinstance(e, GraphStmt):
        return [e]
    key = (id(e), env.tape, frozenset(stops))
    known = env.converted.get(key)
    if known is not None and known[0] is e:
        return list(known[1])
    loop, taken, refused = env._loop, len(ctx.taken), len(ctx.refusals)
    try:
        out = convert_stmt(e, ctx, env, facts, stops)
    except Refusal as r:
        ctx.refusals.append(r)
        return [e.node]
    if env._loop == loop and len(ctx.taken) == taken and len(ctx.refusals) == refused:
        env.converted[key] = (e, tuple(out))
    return out
