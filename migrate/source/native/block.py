"""Emit one block: session regions rewritten, site functions placed, leftovers checked.

``emit_block(body, ctx)`` is the block-level driver: it plans the block (``plan.BlockPlan``),
keeps static graph statements, variables and plain Python in place, rewrites every
``sess.run`` / ``t.eval()`` / ``op.run()`` site through ``SiteRewriter`` (site functions are
placed where the session started), and refuses Python code that still reads a graph object
the eager program no longer has. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.codegen import node_code

from migrate.source.native.context import CONTROL_FLOW, Context, Refusal, arg, assigned_names, names_in, string_literal
from migrate.source.native.constants import bound_names
from migrate.source.native.emit import convert_stmt, emit_sequence
from migrate.source.native.model import INITIALIZERS, VARIABLES, Block, GraphStmt, SessionRegion, _adds_graph, analyse_block, bindings, function_locals, item_node, scoped
from migrate.source.native.plan import INIT_OP, LOOP_IDENTITY, BlockPlan, _calls, _stores_into, eager_locals
from migrate.source.native import placeholder_lists
from migrate.source.native.python_draws import is_python_draw
from migrate.source.native.rewrite import Env, rewrite_node
from migrate.source.rules import datasets, initializers, placeholders, random_streams, savers, sessions, summaries, tensor_by_name
from migrate.source.native.walk import SubtreeTransformer, Walker, children, instances, nodes

RemovalSentinelType = cst.RemovalSentinel


class SiteRewriter(SubtreeTransformer):
    """Rewrites ``sess.run`` sites, feed dicts and ``sess.close()`` in a session's code."""

    def __init__(self, plan: BlockPlan, sess: str, deferred: bool = False):
        super().__init__()
        self.plan, self.sess = plan, sess
        # deferred: the sites are in a function that receives the session (``def evaluate(sess)``);
        # they run when it is called, so they neither count as "already run" nor may initialize
        self.deferred = deferred
        self.feed_names = plan.feed_names  # shared by the block: feed dicts built before the session
        self.loops = 0  # depth of for/while loops around the current node
        self.at = None  # the current region statement's place (``ctx.region_order``), when known
        self.following = None  # the region statement after the current one, if any
        self._outer_eager: list = []  # ``plan.eager_locals`` of the functions around the current node
        self._relevant: set | None = None  # ids of nodes with a possible site inside
        self.restarts: dict = {}  # id(sess.run call) -> (iterator, dataset): initializer runs (rule datasets)
        self._loop_variables: list = []  # ``plan.loop_variables`` outside each ``for`` being visited
        self._op_names: set = set()  # ids of ``v.op`` nodes read as ``v.op.name``
        self._functions: list = []  # names of the functions around the current node
        self._sites: dict = {}  # id(original sess.run / .eval() call) -> its replacement (``_with_inner_sites``)
        self._calls_open: list = []  # per call being visited: how many sites were rewritten before it

    _METHODS = ("run", "eval", "close", "save", "restore", "add_summary", "add_graph", "load")

    def visit_FunctionDef(self, node):
        # a function's eager locals (``plan.eager_locals``): fetched, they are values to convert
        self._functions.append(node.name.value)
        self._outer_eager.append(self.plan.eager_locals)
        self.plan.eager_locals = eager_locals(node, self.sess, set(self.plan.defs), self.plan.ctx)
        return True

    def leave_FunctionDef(self, original, updated):
        self.plan.eager_locals = self._outer_eager.pop()
        self._functions.pop()
        return updated

    def _called_again(self) -> bool:
        """The function around the current node may run after other code ran: it is called
        more than once, or in a loop (Hvass-Labs 04's ``init_variables()``, called before
        training and again to reset the variables before a restore)."""
        ctx = self.plan.ctx
        for name in self._functions:
            if ctx.name_uses(name) > 2:  # (its ``def`` and one call)
                return True
            if any(type(c.func) is cst.Name and c.func.value == name
                   for loop in instances(ctx.module, (cst.For, cst.While)) for c in instances(loop.body, cst.Call)):
                return True
        return False

    def hit(self, n) -> bool:
        # only calls of run/eval/close/save/restore, session-function calls, a placeholder's
        # ``.name`` and feed-dict assignments change here
        # ``type(n) is``: libcst's concrete classes have no subclasses (see ``aliases.dotted``)
        t = type(n)
        if t is cst.Call:
            if isinstance(n.func, cst.Name):
                return n.func.value in self.plan.session_functions
            if isinstance(n.func, cst.Attribute) and n.func.attr.value == "append" and len(n.args) == 1 \
                    and type(n.args[0].value) is cst.Dict:
                return True  # ``batches.append({x: ..., y: ...})``: a list of feed dicts
            return isinstance(n.func, cst.Attribute) and n.func.attr.value in self._METHODS
        if t is cst.For:
            return type(n.iter) is cst.Name and n.iter.value in self.plan.feed_lists
        if t is cst.Assign and (type(n.value) is cst.List or (type(n.value) is cst.Subscript and type(n.value.value) is cst.Name
                                                              and n.value.value.value in self.plan.feed_lists)):
            return True  # a list literal of feed dicts; ``fd = batches[i]``
        if t is cst.Attribute:  # ``x.name`` of a placeholder; ``v.op`` / ``v.graph`` of a loop name over variables
            return isinstance(n.value, cst.Name) and ((n.attr.value == "name" and n.value.value in self.plan.placeholders)
                                                      or n.attr.value in LOOP_IDENTITY or n.attr.value == "initializer")
        if t is cst.Assign and len(n.targets) == 1 and (self._feed_item(n.targets[0].target) is not None or (
                type(n.targets[0].target) is cst.Subscript and type(n.targets[0].target.value) is cst.Name)):
            return True  # ``fd[y] = value`` of a feed dict (``fd = {x: xs}`` before; other keys refused)
        if t is cst.Subscript and self._feed_item(n) is not None:
            return True  # ``fd[encoder_inputs].T``: a value read back from a feed dict
        return t is cst.Assign and (isinstance(n.value, cst.Dict) or _empty_dict(n.value)
                                    or (type(n.value) in (cst.DictComp, cst.Call) and bool(self.plan.placeholder_lists)))

    def _feed_item(self, target):
        """(feed dict name, placeholder) of a ``fd[p]`` target, else None."""
        if isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name) and len(target.slice) == 1 \
                and isinstance(target.slice[0].slice, cst.Index) and isinstance(target.slice[0].slice.value, cst.Name) \
                and target.slice[0].slice.value.value in self.plan.placeholders:
            return target.value.value, target.slice[0].slice.value.value
        return None

    def leave_Subscript(self, original, updated):
        """``fd[x]`` read from a feed dict the block built (ematvey's seq2seq prints
        ``fd[encoder_inputs].T``): its key is the string the converted dict has."""
        item = self._feed_item(original)
        if item is None or item[1] not in self.feed_names.get(item[0], ()):
            return updated
        self.plan.feed_reads.add(id(original))
        return updated.with_changes(slice=[updated.slice[0].with_changes(slice=cst.Index(string_literal(item[1])))])

    def visit_For(self, node):
        self.loops += 1
        if type(node.iter) is cst.Name and type(node.target) is cst.Name and self.plan.feed_lists.get(node.iter.value):
            self.feed_names[node.target.value] = self.plan.feed_lists[node.iter.value]  # ``for fd in batches:``
        self._loop_variables.append((self.plan.loop_variables, self.plan.static_loops))
        self.plan.loop_variables = {**self.plan.loop_variables, **self._variable_loop_names(node)}
        static = self.plan.static_loop_names(node)
        self.plan.static_loops = (self.plan.static_loops - bound_names([node.target])) | static

    def leave_For(self, original, updated):
        self.loops -= 1
        self.plan.loop_variables, self.plan.static_loops = self._loop_variables.pop()
        return updated

    def _variable_loop_names(self, loop: cst.For) -> dict:
        """The loop's names bound to a variable at every iteration: ``for v in [w, b]``, ``for
        name, v in [("w", w), ("b", b)]`` (a literal list or tuple of variables, or of tuples
        holding them at one place), ``for v in params`` (a name bound to such a list, or to a
        collection of variables: ``plan._variables_listed``), ``for v, g in zip(params,
        grads)`` (the places whose list is one of those), not bound again in the body:
        ``{name: [the variables' names in turn]}`` (None where an entry is not a plain name)."""
        listed = self.plan._variables_listed
        rebound = bound_names([loop.body])
        if isinstance(loop.target, cst.Name) and isinstance(loop.iter, cst.Name) and listed(loop.iter):
            return {loop.target.value: listed(loop.iter)} if loop.target.value not in rebound else {}
        if isinstance(loop.iter, cst.Call) and isinstance(loop.iter.func, cst.Name) and loop.iter.func.value == "zip" \
                and isinstance(loop.target, (cst.Tuple, cst.List)) and len(loop.target.elements) == len(loop.iter.args) \
                and not any(a.star or a.keyword for a in loop.iter.args):
            return {t.value.value: listed(a.value) for t, a in zip(loop.target.elements, loop.iter.args)
                    if isinstance(t.value, cst.Name) and listed(a.value) and t.value.value not in rebound}
        if not isinstance(loop.iter, (cst.List, cst.Tuple)) or not loop.iter.elements:
            return {}
        is_variable = self.plan.variable_reference
        values = [e.value for e in loop.iter.elements if isinstance(e, cst.Element)]
        if len(values) != len(loop.iter.elements):
            return {}

        def named(column):  # the variables' names, None if one is not a plain name (``weights["h1"]``)
            return [v.value for v in column] if all(isinstance(v, cst.Name) for v in column) else None

        found = {}
        if isinstance(loop.target, cst.Name):
            if all(is_variable(v) for v in values):
                found[loop.target.value] = named(values)
        elif isinstance(loop.target, (cst.Tuple, cst.List)) and all(isinstance(t.value, cst.Name) for t in loop.target.elements):
            width = len(loop.target.elements)
            rows = [[e.value for e in v.elements] for v in values if isinstance(v, (cst.Tuple, cst.List)) and len(v.elements) == width]
            if len(rows) == len(values):
                for k, t in enumerate(loop.target.elements):
                    if all(is_variable(row[k]) for row in rows):
                        found[t.value.value] = named([row[k] for row in rows])
        return {n: v for n, v in found.items() if n not in rebound}

    def visit_While(self, node):
        self.loops += 1

    def leave_While(self, original, updated):
        self.loops -= 1
        return updated

    def _initializer_run(self, original):
        """Dropping an initializer is only right before anything ran: after (or in a loop, or in
        a function called again: ``_called_again``),
        the variables are reset to their initial values (``plan.reinitializer``), or refused.
        Returns the replacing call, or None (dropped)."""
        again = bool(self._functions) and self._called_again()
        # (an initializer run twice with nothing run between: TF1 drew random initial values
        # again; hunt 18 W5, s182)
        if self.loops or self.plan.sites_seen or again or (self._is_sess(original, "run") and self.plan.covers_initialized(original, self.at)):
            if not self._is_sess(original, "run"):
                # ``tf.global_variables_initializer().run()`` (an InteractiveSession's) of variables
                # nothing planned so far read: dropped as ``sess.run(init)`` would be (hunt 32 p_053)
                as_run = self._as_session_run(original)
                if as_run is not None and not self.loops and not again and self.plan.initializes_unread(as_run, self.at):
                    self.plan.note_initialized(as_run, self.at)
                    return None
                raise Refusal(original, initializers.RULE.name, "variables re-initialized after they were used (or in a loop): dropping the initializer would keep their changed values")
            if not self.loops and not again and self.plan.initializes_unread(original, self.at):
                self.plan.note_initialized(original, self.at)
                return None  # variables made after the runs so far: still their initial values
            if not self.loops and not again and self.following is not None and self.plan.restored_next(original, self.following, self.sess, self.at):
                return None  # restored at once: every value it sets is overwritten (as in TF1)
            return self.plan.reinitializer(original, self.at)
        if self._is_sess(original, "run"):
            self.plan.note_initialized(original, self.at)
        return None

    def _variable_load(self, original: cst.Call, updated: cst.Call):
        """``v.load(value, sess)`` (TF1's ``Variable.load``: the value written into the session's
        variable at once, no op added) of a variable of the block or a loop name over them ->
        ``v.assign(value)``; None for any other call (the session argument must be this
        region's session, or left out: the default session)."""
        f = original.func
        if not (isinstance(f, cst.Attribute) and f.attr.value == "load" and isinstance(f.value, cst.Name) and self.sess
                and (self.plan.variable_reference(f.value) or f.value.value in self.plan.loop_variables)):
            return None
        args = original.args
        if not args or any(a.star for a in args) or (args[0].keyword is not None and args[0].keyword.value != "value") or len(args) > 2:
            return None
        session = args[1].value if len(args) == 2 else None
        if len(args) == 2 and (args[1].keyword is not None and args[1].keyword.value != "session"):
            return None
        if session is not None and not (isinstance(session, cst.Name) and session.value == self.sess):
            return None
        value = updated.args[0].with_changes(keyword=None, equal=cst.MaybeSentinel.DEFAULT, comma=cst.MaybeSentinel.DEFAULT)
        self.plan.loads.add(id(original))
        # (a changed value: an initializer run after it resets it; hunt 18 W6, s146)
        self.plan.site_reads |= {f.value.value} | set(self.plan.loop_variables.get(f.value.value) or ())
        if not self.deferred:
            self.plan.sites_seen = True
        return updated.with_changes(func=updated.func.with_changes(attr=cst.Name("assign")), args=[value])

    def _as_session_run(self, node):
        """``sess.run(init)`` for ``init.run()`` (no arguments), else None."""
        if type(node) is cst.Call and type(node.func) is cst.Attribute and node.func.attr.value == "run" and not node.args:
            return cst.Call(cst.Attribute(cst.Name(self.sess or "sess"), cst.Name("run")), [cst.Arg(node.func.value)])
        return None

    def _is_sess(self, node, attr) -> bool:
        return (
            isinstance(node, cst.Call)
            and isinstance(node.func, cst.Attribute)
            and isinstance(node.func.value, cst.Name)
            and node.func.value.value == self.sess
            and node.func.attr.value == attr
        )

    def visit_Attribute(self, node):
        if node.attr.value == "name" and isinstance(node.value, cst.Attribute) and node.value.attr.value == "op":
            self._op_names.add(id(node.value))  # (``v.op`` read for its name: ``leave_Attribute`` of the outer node)
        return True

    def leave_Attribute(self, original, updated):
        """``x.name`` of a placeholder: its TF1 name, a string (rule ``placeholders``).
        ``v.op.name`` of a loop name over variables with unique TF1 names (a gradient check's
        report): the name without its ``:0``, as TF1's op had it; ``v.op`` / ``v.graph``
        otherwise refused (eager variables have no graph identity: AttributeError)."""
        if original.attr.value == "name" and isinstance(original.value, cst.Name) and original.value.value in self.plan.placeholders:
            try:
                return string_literal(placeholders.tf1_name(self.plan.placeholders[original.value.value], self.plan.graph, self.plan.ctx))
            except Refusal as r:
                self.plan.ctx.refusals.append(r)
            return updated
        loop_name = original.value.value.value if original.attr.value == "name" and isinstance(original.value, cst.Attribute) \
            and id(original.value) in self._op_names and isinstance(original.value.value, cst.Name) else None
        if loop_name is not None and loop_name in self.plan.loop_variables:
            variables = self.plan.loop_variables[loop_name]
            if variables and all(self.plan.unique_variable_name(v) for v in variables):
                return cst.parse_expression(f'{loop_name}.name.split(":")[0]')
            self.plan.ctx.refusals.append(Refusal(original, tensor_by_name.RULE.name, f"{loop_name}.op.name of variables "
                                                  "without unique name= (TF1 uniquifies them; eager TF2 does not)"))
            return updated
        if original.attr.value in LOOP_IDENTITY and id(original) not in self._op_names and isinstance(original.value, cst.Name) \
                and original.value.value in self.plan.loop_variables:
            self.plan.ctx.refusals.append(Refusal(original, tensor_by_name.RULE.name, f"{original.value.value}.{original.attr.value}: "
                                                  "graph identity of a variable (eager variables have none)"))
        elif original.attr.value == "initializer" and isinstance(original.value, cst.Name) and original.value.value in self.plan.loop_variables:
            # (``for v in [x, y]: v.initializer.run()``: left as written it crashed, None.run; hunt 25 W1)
            self.plan.ctx.refusals.append(Refusal(original, initializers.RULE.name, f"{original.value.value}.initializer of a loop "
                                                  "name over variables is not converted (eager variables have no initializer op): "
                                                  "run tf.variables_initializer([...]) or each variable's initializer by its name"))
        return updated

    def _restart(self, original):
        """(iterator, dataset) when ``original`` runs an initializable iterator's initializer
        (rule ``datasets``), else None."""
        ctx = self.plan.ctx
        if not ctx.reinit_iterators:
            return None
        return datasets.initializer_run(original, self.sess, ctx.iterator_inits, ctx.reinit_iterators)

    def _restarted(self, run: cst.Call):
        """The graph statement of the iterator (or its initializer) an initializer run
        ``sess.run(it.initializer)`` / ``sess.run(init_op)`` restarts, or None."""
        fetch = run.args[0].value
        if type(fetch) is cst.Call:  # ``sess.run(it.make_initializer(ds))``: the iterator's
            fetch = fetch.func
        return self.plan.defs.get(fetch.value if isinstance(fetch, cst.Name) else fetch.value.value)

    def _stale_restart(self, run: cst.Call, dataset, made: list) -> str | None:
        """The first name a restart would read whose value changed after the iterator was made
        (rebound or changed in place by a later module-level statement), or None. TF1's
        initializer restarted the pipeline built with the graph (its NumPy arrays captured as
        constants); the converted restart reads the name again: ``np.random.shuffle(X)`` between
        epochs, or ``ds = other`` (hunt 15 W7: other elements, 0 diagnostics)."""
        plan = self.plan
        g = self._restarted(run)
        if g is None or type(run.args[0].value) is cst.Call:
            return None  # (``sess.run(it.make_initializer(ds))``: the dataset of the values fed there, as TF1 read them)
        if made:  # the chain is built again: the names its statements read from outside it
            own = {t for s in made for t in bound_names([s])}
            read = set().union(*(names_in(s) for s in made)) - own
        else:
            read = names_in(dataset)
        read -= plan.ctx.table.names.keys()
        if not read:
            return None
        later = False
        for item in plan.block.items:  # (the block's statements in program order, the iterator's among them)
            if not later:
                later = item is g
                continue
            stmt = item_node(item)
            changed = (bound_names([stmt]) | {name for name, _ in _stores_into(stmt)}) & read  # (``X += 1`` is a binding)
            if changed:
                return sorted(changed)[0]
        return None

    def _rebuilt_dataset(self, run: cst.Call) -> list:
        """The statements building the dataset an initializer run restarts, when it shuffles:
        TF1's initializer builds the pipeline again (each restart draws the first order again),
        TF2's ``iter(dataset)`` of the same dataset reshuffles (rule ``datasets`` caveat 6); empty
        otherwise."""
        plan = self.plan
        g = self._restarted(run)
        if g is None:
            return []
        ups = {id(d) for d in plan._upstream([g])}
        chain = [d for d in plan.graph if id(d) in ups and d is not g]
        if not any(isinstance(c.func, cst.Attribute) and c.func.attr.value == "shuffle" for d in chain for c in _calls(d.value)):
            return []
        plan.ctx.note(run, datasets.RULE.name, "the shuffled dataset is built again where the iterator restarts: TF1's "
                      "initializer rebuilt the pipeline (each restart draws the first order again), TF2's iter() of "
                      "the same dataset would reshuffle")
        return [s.with_changes(leading_lines=[]) for s in emit_sequence(chain, plan.ctx, plan.env, plan.facts)]

    def leave_SimpleStatementLine(self, original, updated):
        small = original.body[0] if len(original.body) == 1 else None
        if self.restarts:
            pending, self.restarts = self.restarts, {}
            if isinstance(small, cst.Expr) and set(pending) == {id(small.value)} and not self._outer_eager:
                iterator, dataset = pending[id(small.value)]
                made = self._rebuilt_dataset(small.value)
                stale = self._stale_restart(small.value, dataset, made)
                if stale is not None:
                    self.plan.ctx.refusals.append(Refusal(original, datasets.RULE.name, f"restarting {iterator!r} after "
                                                          f"{stale!r} changed (rebound, or changed in place) is not converted: "
                                                          "TF1's initializer restarted the pipeline built with the graph, which "
                                                          f"captured {stale!r} then; the converted restart would read its new value"))
                restart = datasets.restart(iterator, dataset).with_changes(trailing_whitespace=updated.trailing_whitespace)
                if not made:
                    return restart.with_changes(leading_lines=updated.leading_lines)
                made[0] = made[0].with_changes(leading_lines=updated.leading_lines)
                return cst.FlattenSentinel(made + [restart])
            self.plan.ctx.refusals.append(Refusal(original, datasets.RULE.name, "an iterator initializer run that is not a "
                                                  "whole module-level statement `sess.run(it.initializer)` is not converted"))
        if isinstance(small, cst.Expr) and (self._is_sess(small.value, "close")):
            return cst.RemoveFromParent()
        if isinstance(small, cst.Expr) and _adds_graph(small.value, self.plan.ctx):
            # ``writer.add_graph(sess.graph)`` in a session block (hunkim's lab 9): no graph to write
            self.plan.ctx.note(small.value, "summaries", "FileWriter.add_graph(...) dropped: eager TF2 code has no graph "
                               "to write (TensorBoard shows no graph; the summaries are written as in TF1)")
            return cst.RemoveFromParent()
        if isinstance(small, cst.Expr) and isinstance(updated.body[0], cst.Expr) and isinstance(updated.body[0].value, cst.Name) and updated.body[0].value.value == "None":
            return cst.RemoveFromParent()
        item = self._feed_item(small.targets[0].target) if isinstance(small, cst.Assign) and len(small.targets) == 1 else None
        if item is not None and item[0] in self.feed_names:
            # ``fd[y] = ys`` (a key added to a feed dict, maybe under an ``if``): the key becomes
            # the string the run functions take; a run not needing ``y`` accepts and ignores it
            fd, key = item
            if key not in self.feed_names[fd]:
                self.feed_names[fd] = self.feed_names[fd] + [key]
            self.plan.optional_feeds.setdefault(fd, set()).add(key)
            target = small.targets[0].target
            new_target = target.with_changes(slice=[target.slice[0].with_changes(slice=cst.Index(string_literal(key)))])
            a = updated.body[0]
            return updated.with_changes(body=[a.with_changes(targets=[a.targets[0].with_changes(target=new_target)])])
        target = small.targets[0].target if isinstance(small, cst.Assign) and len(small.targets) == 1 else None
        if item is None and type(target) is cst.Subscript and type(target.value) is cst.Name and target.value.value in self.feed_names \
                and len(target.slice) == 1 and type(target.slice[0].slice) is cst.Index and type(target.slice[0].slice.value) is cst.Name \
                and (target.slice[0].slice.value.value in self.plan.defs or target.slice[0].slice.value.value in self.plan.loop_variables):
            # ``feed[w] = value`` of a variable or computed tensor (TF1 replaced its value for the
            # run): the converted ``run_out(**feed)`` crashed, "Variable is unhashable" (hunt 24 W1)
            self.plan.ctx.refusals.append(Refusal(original, placeholders.RULE.name, f"a feed dict entry added for "
                                                  f"{target.slice[0].slice.value.value!r}, which is not a placeholder (a variable or "
                                                  "a computed tensor fed to replace its value) is not converted: feed a placeholder, "
                                                  "or assign the variable before the run"))
        listed = self._feed_list_statement(small, updated)
        if listed is not None:
            return listed
        if isinstance(small, cst.Assign) and all(isinstance(t.target, cst.Name) for t in small.targets) \
                and (_empty_dict(small.value) or placeholder_lists.listed_keys(small.value, self.plan.placeholder_lists)):
            # ``feed = {}`` / ``dict()``, filled by item assignments or a loop, or made of the
            # keys of a placeholder list (``feed_keys``; Juliani's ``feed_dict = dictionary =
            # dict(zip(...))``): a feed dict with no placeholder name
            for t in small.targets:
                self.feed_names[t.target.value] = []
            return updated
        if isinstance(small, cst.Assign) and isinstance(small.value, cst.Dict) and len(small.targets) == 1:
            keys = self._feed_dict(small.value)
            if keys is not None and isinstance(small.targets[0].target, cst.Name):
                self.feed_names[small.targets[0].target.value] = [k for k, _ in keys]
                return updated.with_changes(body=[updated.body[0].with_changes(value=_string_keys(updated.body[0].value, keys))])
        return updated

    def _feed_list_statement(self, small, updated):
        """Lists of feed dicts (Hvass-Labs' ``train_batches.append({x: ..., y_true: ...})``,
        ``batches = [{x: a}, {x: b}]``): each dict's keys become strings, the list's keys are
        recorded (``plan.feed_lists``), and ``fd = batches[i]`` is a feed dict of those keys
        (``for fd in batches:`` too, ``visit_For``); the updated statement, or None if
        ``small`` is none of these. A list whose dicts have other keys is recorded as None
        (its feeds are refused where they are run)."""
        lists = self.plan.feed_lists
        if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and isinstance(small.value.func, cst.Attribute) \
                and small.value.func.attr.value == "append" and isinstance(small.value.func.value, cst.Name) \
                and len(small.value.args) == 1 and isinstance(small.value.args[0].value, cst.Dict):
            name, d = small.value.func.value.value, small.value.args[0].value
            keys = self._feed_dict(d)
            if keys is None:
                lists[name] = None  # (a list of other dicts: not fed from)
                return None
            found = [k for k, _ in keys]
            lists[name] = found if lists.get(name, found) == found else None
            new = _string_keys(updated.body[0].value.args[0].value, keys)
            call_ = updated.body[0].value
            return updated.with_changes(body=[updated.body[0].with_changes(value=call_.with_changes(args=[call_.args[0].with_changes(value=new)]))])
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name)):
            return None
        target = small.targets[0].target.value
        if isinstance(small.value, cst.Subscript) and isinstance(small.value.value, cst.Name) and small.value.value.value in lists:
            if lists[small.value.value.value] is not None:
                self.feed_names[target] = lists[small.value.value.value]
            return updated
        if isinstance(small.value, cst.List) and small.value.elements and all(
                isinstance(e, cst.Element) and isinstance(e.value, cst.Dict) for e in small.value.elements):
            per = [self._feed_dict(e.value) for e in small.value.elements]
            if any(k is None for k in per) or len({tuple(k for k, _ in keys) for keys in per}) != 1:
                return None
            lists[target] = [k for k, _ in per[0]]
            elements = [e.with_changes(value=_string_keys(e.value, keys)) for e, keys in zip(updated.body[0].value.elements, per)]
            return updated.with_changes(body=[updated.body[0].with_changes(value=updated.body[0].value.with_changes(elements=elements))])
        return None

    def _feed_dict(self, d: cst.Dict):
        out = []
        for e in d.elements:
            if type(e) is cst.StarredDictElement and self.plan.fed_list(e.value) is not None:
                out.append(self.plan.fed_list(e.value))  # ``**dict(zip(xs, values))``: keys of a placeholder list
                continue
            if not isinstance(e, cst.DictElement):
                return None
            key = e.key
            if isinstance(key, cst.Name) and key.value in self.plan.placeholders:
                out.append((key.value, e.value))
            elif isinstance(key, cst.SimpleString):
                try:
                    out.append((self.plan.placeholder_key(key), e.value))
                except Refusal:
                    return None
            else:
                return None
        return out or None

    def _eval_site(self, original):
        """``t.eval(feed_dict=...)`` / ``op.run(feed_dict=...)`` on a graph name: a sess.run site."""
        f = original.func
        if self.sess == "\0" or not isinstance(f, cst.Attribute):
            return None
        if f.attr.value == "run" and self.plan.ctx.call_name(f.value) in INITIALIZERS:
            return "init"  # tf.global_variables_initializer().run(): nothing to do in TF2
        if f.attr.value == "eval":
            # ``t.eval()``, also of an expression of graph names (``grads[0].eval()``,
            # ``(h * 2).eval()``): the receiver is the fetch, planned as sess.run plans it
            if not (names_in(f.value) & set(self.plan.defs)) and not any(
                    (self.plan.ctx.call_name(c) or "").startswith("tf.") for c in instances(f.value, cst.Call)) \
                    and not self._bound_by_tensorflow(f.value):
                # (``tf.trainable_variables()[0].eval()``, ``graph.get_tensor_by_name("W:0").eval()``
                # read no graph name of the file but are tensors too; so is a name bound by a TF
                # call in the session block, ``w = tf.get_variable("v")`` under reuse: hunt 10)
                return None
            name = f.value.value if isinstance(f.value, cst.Name) else "tensor"
        elif isinstance(f.value, cst.Name) and f.value.value in self.plan.ops:
            name = f.value.value
        elif f.attr.value == "run" and type(f.value) is cst.Attribute and f.value.attr.value == "initializer" \
                and type(f.value.value) is cst.Name and self.plan.variable_reference(f.value.value):
            # ``x.initializer.run()`` (ageron's chapter 9): ``sess.run(x.initializer)``, one
            # variable's initializer (left as written it crashed: None.run, hunt 25 W1)
            name = f.value.value.value
        else:
            return None
        if f.attr.value == "eval" and self.plan.variable_reference(f.value):
            # ``Variable.eval(session=None)``: its one positional argument is the session
            # (``v.eval(sess)``; hunt 18's s104 read it as a feed dict)
            feed, session = None, arg(original, 0, "session")
        else:
            feed, session = arg(original, 0, "feed_dict"), arg(original, 1, "session")
        if session is not None and not (isinstance(session, cst.Name) and session.value == self.sess):
            raise Refusal(original, sessions.RULE.name, f"{name}.{f.attr.value}(session=...) with another session than this block's is not converted")
        if len(original.args) > 2 or any(a.star or a.keyword is not None and a.keyword.value not in ("feed_dict", "session") for a in original.args):
            raise Refusal(original, sessions.RULE.name, f"{name}.{f.attr.value}(...) with other arguments than feed_dict, session is not converted")
        receiver = f.value if f.attr.value == "eval" or type(f.value) is cst.Attribute else cst.Name(name)
        args = [cst.Arg(receiver)] + ([cst.Arg(feed, keyword=cst.Name("feed_dict"))] if feed is not None else [])
        return cst.Call(func=cst.Attribute(cst.Name(self.sess), cst.Name("run")), args=args)

    def _bound_by_tensorflow(self, node) -> bool:
        """``node`` is a name some assignment of the file binds to a value calling TensorFlow."""
        return type(node) is cst.Name and node.value in self.plan.ctx.tf_bound_names()

    def _ran(self, original, new, changed: bool = True):
        """Bookkeeping after a site was planned (``new`` None: an initializer run); returns the
        call replacing the site (a re-initialization's, else ``new`` with the sites written in
        it replaced too when ``changed``: a site inside the call was rewritten)."""
        if new is None:
            if self.deferred:
                raise Refusal(original, initializers.RULE.name, "variables initialized inside a function that receives the session are not converted")
            return self._initializer_run(original)
        else:
            if self.plan.initializes and (self.loops or self.plan.sites_seen):
                raise Refusal(original, initializers.RULE.name, "variables re-initialized after they were used (or in a loop), "
                              "with other fetches: dropping the initializer would keep their changed values")
            if not self.deferred:
                self.plan.sites_seen = True
            self._sites[id(original)] = new
            # (``changed``: a site inside the call was rewritten, in a fed value)
            return _with_inner_sites(new, self._sites) if changed else new

    def _session_call(self, original, updated):
        """``evaluate(sess, x)`` of a function that only runs the session: the session goes."""
        param, index = self.plan.session_functions[original.func.value]
        kept, dropped = [], False
        for k, a in enumerate(updated.args):
            if (a.keyword is None and k == index) or (a.keyword is not None and a.keyword.value == param):
                if isinstance(a.value, cst.Name) and a.value.value == self.sess and not a.star:
                    dropped = True
                    continue
                raise Refusal(original, sessions.RULE.name, f"{original.func.value}() gets something other than this block's session as {param!r}")
            kept.append(a)
        if not dropped:
            raise Refusal(original, sessions.RULE.name, f"{original.func.value}() called without this block's session")
        if not self.deferred:
            # (its sites run here: an initializer after it resets what it trained; it was
            # dropped as a first initialization, hunt 18 W6: s177's fit(sess) then init)
            self.plan.changed_everything()
        if kept:
            kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return updated.with_changes(args=kept)

    def visit_Call(self, node):
        self._calls_open.append(len(self._sites))  # (``leave_Call``: were sites rewritten inside it?)
        return True

    def leave_Call(self, original, updated):
        inner = len(self._sites) > self._calls_open.pop()
        if isinstance(original.func, cst.Name) and original.func.value in self.plan.session_functions:
            try:
                return self._session_call(original, updated)
            except Refusal as r:
                self.plan.ctx.refusals.append(r)
                return updated
        try:
            restarted = self._restart(original)
            if restarted is not None:
                self.restarts[id(original)] = restarted  # (the statement becomes ``it = iter(ds)``)
                return updated
            as_run = self._eval_site(original)
            if as_run == "init":
                again = self._initializer_run(original)
                return cst.Name("None") if again is None else again
            if as_run is not None:
                new = self._ran(original, self.plan.site(as_run, self.feed_names, self.at), inner)
                return cst.Name("None") if new is None else new
        except Refusal as r:
            self.plan.ctx.refusals.append(r)
            return updated
        f = original.func
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value in self.plan.ctx.summary_writers and f.attr.value == "add_summary":
            try:
                return summaries.add_summary(updated, self.plan.ctx)  # rule summaries
            except Refusal as r:
                self.plan.ctx.refusals.append(r)
                return updated
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value in self.plan.savers and f.attr.value in ("save", "restore"):
            try:
                self.plan.ctx.saver_calls.append((f.attr.value, original))
                if f.attr.value == "restore" and not self.deferred:
                    self.plan.changed_everything()  # (restored values: an initializer run after it resets them; hunt 18 W6, s174)
                return savers.save_or_restore(updated, self.sess, self.plan.ctx, self.plan.savers[f.value.value])
            except Refusal as r:
                self.plan.ctx.refusals.append(r)
                return updated
        loaded = self._variable_load(original, updated)
        if loaded is not None:
            return loaded
        if self._is_sess(original, "run"):
            try:
                new = self._ran(original, self.plan.site(original, self.feed_names, self.at), inner)
            except Refusal as r:
                self.plan.ctx.refusals.append(r)
                return updated
            return cst.Name("None") if new is None else new
        return updated




class _InnerSites(cst.CSTTransformer):
    def __init__(self, sites: dict):
        super().__init__()
        self.sites = sites

    def leave_Call(self, original, updated):
        return self.sites.get(id(original), updated)


def _with_inner_sites(new, sites: dict):
    """``new`` (a site's replacement, planned from the call as written) with the sites written
    inside its fed values replaced too (``sess.run(upd, {p: sess.run(v) * 0.5})``: the inner
    run stayed ``sess.run``, NameError; hunt 9)."""
    if len(sites) < 2 or not isinstance(new, cst.CSTNode):
        return new
    return new.visit(_InnerSites({k: v for k, v in sites.items() if v is not new}))


def _string_keys(d: cst.Dict, keys: list) -> cst.Dict:
    """The feed dict ``d`` with its keys spelled as the strings ``keys`` gives ((name, value) pairs,
    ``SiteRewriter._feed_dict``): what the run functions take as keyword arguments."""
    return d.with_changes(elements=[e.with_changes(key=string_literal(k)) if type(e) is cst.DictElement else e
                                    for e, (k, _) in zip(d.elements, keys)])


def _session_functions(block) -> dict:
    """{name: (param, index)} for the block's functions that take a session as a parameter and
    only call ``param.run(...)`` on it (``def evaluate(sess): return sess.run(loss, ...)``)."""
    out = {}
    for item in block.items:
        stmt = item[1] if isinstance(item, tuple) else None
        if not isinstance(stmt, cst.FunctionDef) or stmt.decorators:
            continue
        for index, p in enumerate(stmt.params.params):
            name = p.name.value
            uses = sum(1 for n in nodes(stmt.body) if isinstance(n, cst.Name) and n.value == name)
            runs = sum(
                1 for n in nodes(stmt.body)
                if isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) and n.func.attr.value == "run"
                and isinstance(n.func.value, cst.Name) and n.func.value.value == name
            )
            if runs and uses == runs and p.default is None and p.star == "":
                out[stmt.name.value] = (name, index)
                break
    return out


def _without_param(fn: cst.FunctionDef, name: str) -> cst.FunctionDef:
    params = [p for p in fn.params.params if p.name.value != name]
    if params:
        params[-1] = params[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    return fn.with_changes(params=fn.params.with_changes(params=params))


def _blank(n: int) -> list:
    return [cst.EmptyLine(indent=False) for _ in range(n)]


def _with_lines(node, lines: list):
    """``node`` with ``lines`` (comments/blank lines of removed statements) in front."""
    if not lines:
        return node
    if isinstance(node, GraphStmt):
        node.node = node.node.with_changes(leading_lines=list(lines) + list(node.node.leading_lines))
        return node
    return node.with_changes(leading_lines=list(lines) + list(node.leading_lines))


def emit_block(body, ctx: Context, depth: int = 0) -> list:
    """The TF2 statements of one block (module or function body)."""
    # initializable iterators are a block's own (rule datasets: a later segment may reuse a name)
    saved = ctx.reinit_iterators, ctx.iterator_inits
    ctx.reinit_iterators, ctx.iterator_inits = {}, {}
    try:
        return _emit_block(body, ctx, depth)
    finally:
        ctx.reinit_iterators, ctx.iterator_inits = saved


def _emit_block(body, ctx: Context, depth: int) -> list:
    block = analyse_block(body, ctx)
    if not block.graph and not block.sessions:
        return [s if id(s) in ctx.final else rewrite_node(s, ctx, Env(tape=ctx.tape_name_of())) for s in body]
    plan = BlockPlan(block, ctx)
    plan.session_functions = _session_functions(block) if block.sessions else {}
    gap = 2 if depth == 0 else 1
    entries: list = []
    pending: list = []  # leading lines of removed statements, moved to the next one
    stream_at: dict = {}  # id(GraphStmt) of a seeded dropout -> its place among ``entries`` (rule random_streams)

    def add(node):
        nonlocal pending
        entries.append(_with_lines(node, pending))
        pending = []

    for item in block.items:
        if isinstance(item, GraphStmt):
            receiver = item.value.func.value if id(item) in plan.facts.hoisted else None
            made = receiver if isinstance(receiver, cst.Call) else plan.facts.clone_of.get(id(item))
            if made is not None:  # ``tf.train.X(...).minimize(loss)``, or a stateless optimizer's clone
                plan.env.in_graph_stmt = True
                ctor = rewrite_node(made, ctx, plan.env)
                plan.env.in_graph_stmt = False
                add(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(plan.facts.hoisted[id(item)]))], ctor)]))
            if id(item) in plan.facts.slot_builds:  # the optimizer's slots made where TF1's minimize made them (rule savers)
                opt, names = plan.facts.slot_builds[id(item)]
                listed = cst.List([cst.Element(cst.Name(n)) for n in names])
                add(cst.SimpleStatementLine([cst.Expr(cst.Call(cst.Attribute(cst.Name(opt), cst.Name("build")), [cst.Arg(listed)]))]))
            keys = item.kind == "placeholder" and type(item.value) is cst.ListComp  # (the feed dicts' keys stay)
            walked = names_in(item.value.for_in.iter) & (plan.dyn_names | set(plan.placeholders)) if keys else ()
            if keys and any(ctx.call_name(c) is not None for c in _calls(item.value.for_in.iter)):
                # (``for v in tf.trainable_variables()``: the module-level keys would call TF1 there)
                ctx.refuse(item.node, placeholders.RULE.name, "a list of placeholders made by walking what a TensorFlow call "
                           "returns: walk a name bound to it (the module-level keys count its entries)")
            elif walked:
                ctx.refuse(item.node, placeholders.RULE.name, f"a list of placeholders made by walking {sorted(walked)[0]!r}, a value "
                           "computed per run (the converted code has no such list outside its sess.run functions to count "
                           "the placeholders): walk a list of the variables or a range")
            if (id(item) in plan.dynamic or item.kind in ("placeholder", "init", "graph")) and not keys:
                if id(item) in plan.facts.streams:
                    stream_at[id(item)] = len(entries)  # where its shared stream goes, if it gets one
                pending += [line for line in item.node.leading_lines]
                continue
            add(item)
        elif isinstance(item, SessionRegion):
            rewriter = SiteRewriter(plan, item.sess)
            plan.functions = []
            plan.region = id(item)
            converted, raw = [], []
            for k, s in enumerate(item.body):
                rewriter.at = ctx.region_order.get(id(s))
                rewriter.following = item.body[k + 1] if k + 1 < len(item.body) else None
                plan.env.scope = ctx.region_scopes.get(id(s), "")  # (the statement's variable scope, flattened)
                try:
                    s2 = rewriter.rewrite(s)
                    if isinstance(s2, cst.RemovalSentinel):
                        if isinstance(s, cst.SimpleStatementLine):
                            pending += list(s.leading_lines)
                        continue
                    for s3 in (s2.nodes if isinstance(s2, cst.FlattenSentinel) else [s2]):  # (a restarted iterator's statements)
                        converted.append(_with_lines(rewrite_node(s3, ctx, plan.env), pending))
                        pending = []
                finally:
                    plan.env.scope = ""
                raw.append(s)
            region_lines = list(item.node.leading_lines)
            for k, fn in enumerate(plan.functions):
                lines = _blank(gap) if (k or entries or depth == 0) else []
                entries.append(fn.with_changes(leading_lines=lines))
            if converted:
                first = converted[0]
                comments = [line for line in region_lines if line.comment is not None]
                if plan.functions:
                    lines = _blank(gap) + comments + [line for line in first.leading_lines if line.comment is not None]
                else:
                    lines = region_lines + list(first.leading_lines)
                converted[0] = first.with_changes(leading_lines=lines)
            entries += converted
            if item.sess:
                _check_leftovers(raw, plan, ctx, item.sess)
        else:
            stmt = item[1]
            if id(stmt) in ctx.final:
                add(stmt)
                continue
            if isinstance(stmt, cst.FunctionDef) and stmt.name.value in plan.session_functions:
                # ``def evaluate(sess, ...)``: its sites become calls of run functions (defined
                # before it), and the session parameter goes (callers stop passing it)
                param, _ = plan.session_functions[stmt.name.value]
                plan.functions = []
                plan.region = None  # (called with any session)
                new = SiteRewriter(plan, param, deferred=True).rewrite(stmt)
                new = rewrite_node(_without_param(new, param), ctx, plan.env)
                for k, fn in enumerate(plan.functions):
                    lines = _blank(gap) if (k or entries or depth == 0) else []
                    entries.append(fn.with_changes(leading_lines=lines))
                if plan.functions:
                    comments = [line for line in new.leading_lines if line.comment is not None]
                    new = new.with_changes(leading_lines=_blank(gap) + comments)
                add(new)
                continue
            new = rewrite_node(SiteRewriter(plan, "\0").rewrite(stmt), ctx, plan.env)
            if id(stmt) in ctx.python_scopes:
                try:
                    new = scoped(new, ctx.python_scopes[id(stmt)], ctx) or new
                except Refusal as r:
                    ctx.refusals.append(r)
            if isinstance(stmt, cst.FunctionDef) and _nested_branch(stmt, plan, ctx):
                # ``def train_branch(): return tf.nn.relu(x)`` given to ``tf.cond`` and reading a
                # placeholder: written inside each run function that needs it (``plan.nested_defs``)
                plan.nested_defs[stmt.name.value] = new
                continue
            add(new)
            if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
                _check_leftovers([stmt], plan, ctx, None)
            elif isinstance(stmt, cst.FunctionDef):
                _check_function_globals(stmt, plan, ctx)
    _check_unplaced(plan, block, ctx)
    if plan.facts.streams:
        entries = _with_streams(entries, plan, stream_at, ctx)
    return emit_sequence(_without_lines(entries, plan.comments_placed), ctx, plan.env, plan.facts)


def _with_streams(entries: list, plan: BlockPlan, at: dict, ctx: Context) -> list:
    """Rule ``random_streams``: each seeded dropout / normal draw two site functions compute
    draws from one ``_TF1RandomStream`` made where TF1 built the op; the others keep their
    ``seed=`` (``emit._marked_draw`` wrapped them until this was known)."""
    by_id = {id(g): g for g in plan.graph}
    chosen: dict = {}  # marker -> stream name, or None: unwrap
    made: dict = {}  # marker -> (place, id(GraphStmt))
    for gid, (marker, _, _) in plan.facts.streams.items():
        chosen[marker] = None
        if gid in plan.shared_streams:
            if gid in at:
                chosen[marker] = ctx.fresh(by_id[gid].targets[0] + "_stream")
                made[marker] = (at[gid], gid)
            else:
                ctx.note(by_id[gid].node, random_streams.RULE.name, f"{by_id[gid].targets[0]!r} draws random numbers and is "
                         "computed by more than one sess.run site, from code the converter keeps in the session block: each "
                         "converted function's copy of the op starts its stream over (draws after the first differ)")
    kinds = {marker: kind for marker, _, kind in plan.facts.streams.values()}
    found: set = set()

    class _Unwrap(cst.CSTTransformer):
        def leave_Call(self, original, updated):
            if not (isinstance(updated.func, cst.Name) and updated.func.value in chosen):
                return updated
            marker = updated.func.value
            found.add(marker)
            inner = updated.args[0].value
            if chosen[marker] is None:
                return inner
            if kinds[marker] == "dropout":
                return random_streams.sampled_dropout(inner, chosen[marker], ctx)
            return random_streams.sampled_normal(inner, chosen[marker], ctx, kinds[marker])

    out = [e if isinstance(e, GraphStmt) else e.visit(_Unwrap()) for e in entries]
    for marker, (place, gid) in sorted(made.items(), key=lambda kv: -kv[1][0]):
        if marker in found:
            out.insert(place, random_streams.stream_statement(chosen[marker], plan.facts.streams[gid][1], ctx))
    return out


def _without_lines(entries: list, ids: set) -> list:
    """``entries`` without the leading comment lines in ``ids`` (the comments of statements
    that moved into site functions: they went with them, not left where they were written)."""
    if not ids:
        return entries
    out = []
    for e in entries:
        node = e.node if isinstance(e, GraphStmt) else e
        old = getattr(node, "leading_lines", ())
        if any(id(line) in ids for line in old):
            lines: list = []
            for line in old:
                if id(line) in ids or (line.comment is None and len(lines) >= 2 and all(x.comment is None for x in lines[-2:])):
                    continue  # a moved comment, or a third blank line in a row
                lines.append(line)
            node = node.with_changes(leading_lines=lines)
            if isinstance(e, GraphStmt):
                e.node = node
            else:
                e = node
        out.append(e)
    return out


def _check_unplaced(plan: BlockPlan, block: Block, ctx: Context) -> None:
    """Dynamic statements no site needs are dropped, as TF1 never ran them; still, a construct
    the converter could not convert is reported, and graph code left for other modules to run
    (no session in this block) is refused."""
    unplaced = [g for g in plan.graph if id(g) in plan.dynamic and id(g) not in plan.emitted]
    if unplaced and not block.sessions:
        g = next((u for u in unplaced if u.kind != "placeholder"), unplaced[0])
        ctx.refuse(g.node, "sessions", "graph code that depends on placeholders or changing state, with no sess.run in this block to place it")
    for g in unplaced:
        try:
            convert_stmt(g, ctx, Env(tape=plan.env.tape, list_names=plan.env.list_names, tuple_names=plan.env.tuple_names, mixed_list_names=plan.env.mixed_list_names, shapes=plan.env.shapes, names=plan.env.names), plan.facts, set())
        except Refusal as r:
            ctx.refusals.append(r)


def _session_use(stmt, node: cst.Name) -> str:
    """What ``stmt`` does with the session name ``node``, for the refusal: bound again (a second
    ``tf.Session()``), or passed to a call; "" otherwise."""
    if isinstance(stmt, RemovalSentinelType):
        return ""
    for a in instances(stmt, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
        targets = [t.target for t in a.targets] if isinstance(a, cst.Assign) else [a.target]
        if any(n is node for t in targets for n in nodes(t)):
            return (f": {node.value!r} is bound again here while the first session is still used, or read by a function "
                    f"(open each session in its own 'with tf.Session() as {node.value}:' block)")
    for c in instances(stmt, cst.Call):
        if any(x.value is node for x in c.args):
            callee = node_code(c.func)
            return (f": it is passed to {callee}(), which the converter does not model (only sess.run, close, "
                    "a Saver's save / restore and functions it inlines are converted)")
    return ""


def _check_leftovers(stmts, plan: BlockPlan, ctx: Context, sess: str | None) -> None:
    """Refuse Python code that still reads removed graph objects (or the session)."""
    gone = (plan.dyn_names | set(plan.placeholders) | plan.ops) - plan.placeholder_lists
    gone |= {n for n, g in plan.defs.items() if g.kind in ("init", "graph")}
    if "_" in gone and not any("_" in g.uses for g in plan.graph):
        gone.discard("_")  # ``grads, _ = tf.clip_by_global_norm(...)`` then ``c, _ = sess.run(...)``: a throwaway
    watch = gone | ({sess} if sess else set())
    rebound_reads = None  # (``_dominated_reads``, found at the first read it may excuse)
    lists = plan.placeholder_lists
    for s in stmts:
        if not isinstance(s, RemovalSentinelType):
            plan.check_graph_attributes(s)  # ``print(h.name)`` in a session block
            plan.check_object_attributes(s)  # ``saver.last_checkpoints``, ``tf.assign(...).op.run()``
            plan.check_loop_identity(s, for_loops=sess is None)  # (a session block's loops: ``SiteRewriter``)
            if lists and names_in(s) & lists:
                try:
                    placeholder_lists.check_reads(s, lists)  # (only keys remain of them)
                except Refusal as r:
                    ctx.refusals.append(r)
        if not (names_in(s) & watch) and not any(
            isinstance(c.func, cst.Attribute) and c.func.attr.value in tensor_by_name.LOOKUPS for c in _calls(s)
        ):
            continue  # nothing removed is read here
        # ``sess.run(graph.get_tensor_by_name("n:0"))``: the site resolved the name
        in_runs = {id(n) for c in _calls(s) if sess and isinstance(c.func, cst.Attribute) and c.func.attr.value == "run"
                   and isinstance(c.func.value, cst.Name) and c.func.value.value == sess for n in nodes(c)}
        for c in _calls(s):
            if id(c) in in_runs:
                continue
            text = tensor_by_name.lookup(c, set()) if not isinstance(s, RemovalSentinelType) else None
            if text is not None and plan.env.names.get(text.rpartition(":")[0] or text) in gone | {INIT_OP}:
                ctx.refuse(c, tensor_by_name.RULE.name, f"{text!r} names a graph object used outside sess.run (its attributes have no eager equivalent)")
        for node in _name_nodes(s, sess, set(plan.placeholders), plan.savers, plan.session_functions, ctx.summary_writers,
                                plan.loads | plan.feed_reads):
            if sess and node.value == sess:
                ctx.refuse(node, sessions.RULE.name, f"the session {sess!r} is used other than by sess.run/close{_session_use(s, node)}")
            elif node.value in gone:
                if rebound_reads is None:
                    rebound_reads = _dominated_reads(stmts, gone)
                if id(node) not in rebound_reads:
                    ctx.refuse(node, "graph", f"{node.value!r} is a graph object read outside sess.run; eager code has no such object")


def _per_run_reads(fn: cst.FunctionDef, plan: BlockPlan) -> set:
    """The globals ``fn`` reads that the converted code computes only inside its sess.run
    functions (placeholders, per-run values): no global of that name remains."""
    return (names_in(fn) - function_locals(fn)) & ((plan.dyn_names | set(plan.placeholders)) - plan.placeholder_lists)


def _function_arguments(v):
    """The names a control-flow call takes as functions: the argument itself, or the names in a
    list / tuple of them (``tf.case``'s ``(pred, fn)`` pairs)."""
    if type(v) is cst.Name:
        yield v
    elif isinstance(v, (cst.List, cst.Tuple)):
        for e in v.elements:
            yield from _function_arguments(e.value)


def _nested_branch(fn: cst.FunctionDef, plan: BlockPlan, ctx: Context) -> bool:
    """Whether ``fn`` is a control-flow function (a ``tf.cond`` branch, a ``while_loop`` body...)
    of this block whose per-run reads are all placeholders: its name is read only as a function
    argument of ``tf.cond`` / ``case`` / ``while_loop`` / ``map_fn`` / ``scan`` / ``fold*`` calls
    of graph statements planned in run functions, it makes no variables, draws no Python random
    numbers and declares no globals. Written inside each run function that needs it (a red-team
    hunt: "function 'train_branch' reads 'x'" islanded the TF1 idiom). Not a decorated
    function, nor one with default arguments. A per-run value other than a placeholder keeps it
    refused (the run function's slice would not compute it)."""
    read = _per_run_reads(fn, plan)
    if not read or not read <= set(plan.placeholders) or names_in(fn) & plan.placeholder_lists or fn.decorators \
            or any(p.default is not None for p in fn.params.params):
        return False
    if instances(fn, cst.Global) or instances(fn, cst.Nonlocal) or any(
            ctx.call_name(c) in VARIABLES or (ctx.call_name(c) or "").startswith("tf.layers.") or is_python_draw(c, ctx.table)
            for c in instances(fn, cst.Call)):
        return False
    name, args = fn.name.value, 0
    for g in plan.block.items:
        if not isinstance(g, GraphStmt):
            continue
        found = sum(1 for c in _calls(g.value) if ctx.call_name(c) in CONTROL_FLOW
                    for a in c.args for n in _function_arguments(a.value) if n.value == name)
        if found and id(g) not in plan.dynamic:
            return False  # (planned at module level: its uses do not show what the function reads)
        args += found
    # every read of the name (the def binds it once) is such an argument
    return args > 0 and ctx.exact_name_uses(name) == args + 1


def _check_function_globals(fn: cst.FunctionDef, plan: BlockPlan, ctx: Context) -> None:
    """A function left in place reads its globals where it is called: a graph value the
    converted code computes only inside sess.run functions (placeholders, per-run values) is
    no global there (found converting the aymericdamien GAN: NameError)."""
    read = sorted(_per_run_reads(fn, plan))
    if read:
        ctx.refuse(fn, "graph", f"function {fn.name.value!r} reads {read[0]!r}, a graph value the converted code computes "
                   "only inside its sess.run functions (no global of that name remains)")
    for c in instances(fn.body, cst.Call):
        if type(c.func) is cst.Attribute and c.func.attr.value in ("minimize", "compute_gradients", "apply_gradients"):
            # (its optimizer, made outside it, is a Keras optimizer now: no minimize /
            # compute_gradients; hunt 7 F7: ``def make_train(opt, loss): return opt.minimize(loss)``
            # called twice, AttributeError)
            ctx.refuse(c, "optimizers", f"{c.func.attr.value}(...) inside function {fn.name.value!r}, which the converter "
                       "leaves as a function (called more than once, or with the optimizer made in the call): call the "
                       "optimizer at module level, or once")


class _NameNodes(Walker):
    """Collects the Name nodes read outside session calls (see ``_name_nodes``)."""

    def __init__(self, sess, placeholders, saver_names, session_functions, writers=(), rewritten=frozenset()):
        self.sess, self.placeholders, self.rewritten = sess, placeholders, rewritten
        self.saver_names, self.session_functions = saver_names, session_functions
        self.writers = writers
        self.whole: set = set()  # ids of calls that are whole expression statements
        self.out: list = []

    def visit_Expr(self, n):
        self.whole.add(id(n.value))
        return True

    def visit_Subscript(self, n):
        if id(n) in self.rewritten:  # ``fd[x]`` of a feed dict: written ``fd["x"]``
            self.walk(n.value)
            return False
        return True

    def visit_Call(self, n):
        f, sess = n.func, self.sess
        if id(n) in self.rewritten:
            self.walk(f.value)
            self.walk(n.args[0])
            return False  # v.load(value, sess): written v.assign(value)
        if sess and isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value == sess and f.attr.value in ("run", "close"):
            return False
        if sess and isinstance(f, cst.Attribute) and f.attr.value in ("eval", "run"):
            return False  # t.eval(...) / op.run(...): converted as sess.run sites
        if isinstance(f, cst.Attribute) and f.attr.value == "add_graph" and isinstance(f.value, cst.Name) and f.value.value in self.writers \
                and id(n) in self.whole:
            return False  # writer.add_graph(sess.graph) as a statement: dropped (``SiteRewriter``, rule summaries)
        if isinstance(f, cst.Attribute) and f.attr.value == "FileWriter" and n.args:
            self.walk(n.args[0])
            return False  # tf.summary.FileWriter(logdir, sess.graph): the graph goes (rule summaries)
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value in self.saver_names:
            for a in n.args[1:]:
                self.walk(a)
            return False  # saver.save(sess, path): the session argument is dropped
        if self.session_functions and isinstance(f, cst.Name) and f.value in self.session_functions:
            param, index = self.session_functions[f.value]
            for k, a in enumerate(n.args):
                if not ((a.keyword is None and k == index) or (a.keyword is not None and a.keyword.value == param)):
                    self.walk(a)
            return False  # evaluate(sess, ...): the session argument is dropped
        return True

    def visit_DictElement(self, n):
        if isinstance(n.key, cst.Name) and n.key.value in self.placeholders:
            self.walk(n.value)
            return False
        return True

    def visit_AssignTarget(self, n):
        t = n.target
        if isinstance(t, cst.Subscript) and isinstance(t.value, cst.Name) and len(t.slice) == 1 \
                and isinstance(t.slice[0].slice, cst.Index) and isinstance(t.slice[0].slice.value, cst.Name) \
                and t.slice[0].slice.value.value in self.placeholders:
            self.walk(t.value)
            return False  # ``fd[y] = ys``: the placeholder key becomes a string (SiteRewriter)
        return True

    def visit_Name(self, n):
        self.out.append(n)

    def visit_Attribute(self, n):
        if n.attr.value == "name" and isinstance(n.value, cst.Name) and n.value.value in self.placeholders:
            return False  # a placeholder's name: a string in eager code (SiteRewriter)
        self.walk(n.value)
        return False

    def visit_Arg(self, n):
        self.walk(n.value)
        return False

    def visit_FunctionDef(self, n):
        return False

    def visit_Param(self, n):
        return False

    def _comprehension(self, n):
        """A comprehension's own names (its ``for`` targets) are not the block's (hunt 30 h08:
        ``[(u, i) for u in range(n) ...]`` was read as the graph's ``u``); its first iterable is
        evaluated outside it."""
        own = {x.value for f in instances(n, cst.CompFor) for x in instances(f.target, cst.Name)}
        self.walk(n.for_in.iter)
        outer = self.out
        self.out = []
        for child in children(n):
            if child is not n.for_in:
                self.walk(child)
        inner = n.for_in
        self.walk(inner.target)
        for cond in inner.ifs:
            self.walk(cond)
        if inner.inner_for_in is not None:
            self.walk(inner.inner_for_in)
        self.out = outer + [x for x in self.out if x.value not in own]
        return False

    visit_ListComp = visit_SetComp = visit_GeneratorExp = visit_DictComp = _comprehension


def _dominated_reads(stmts: list, names: set) -> set:
    """ids of the Name nodes reading one of ``names`` after a statement of an enclosing block
    rebound it (``result = sess.run([...])`` then ``result[1]``: MAML's ``result`` was a graph
    object before): they read the new value on every path. A rebinding inside an ``if`` or a
    loop body counts only within that body."""
    out: set = set()

    def reads(node, bound):
        if bound:
            out.update(id(n) for n in instances(node, cst.Name) if n.value in bound)

    def block(body, bound: frozenset) -> None:
        for st in body:
            if isinstance(st, cst.SimpleStatementLine):
                for small in st.body:
                    reads(small, bound)
                    out.update(id(t) for t in _stored_names(small) if t.value in names)  # (a store reads nothing)
                    bound = bound | ({n for names_, _ in bindings(small) for n in names_} & names)
                continue
            if isinstance(st, (cst.For, cst.While, cst.If)):
                header = st.iter if isinstance(st, cst.For) else st.test
                reads(header, bound)
                if isinstance(st, cst.For):  # (``for i, r in enumerate(rv):`` stores ``r``: hunt 39 za_099)
                    out.update(id(t) for t in instances(st.target, cst.Name) if t.value in names)
                inner = bound | (set(assigned_names(st.target)) & names if isinstance(st, cst.For) else set())
                block(st.body.body, frozenset(inner))
                other = st.orelse
                while other is not None:
                    if isinstance(other, cst.If):
                        reads(other.test, bound)
                        block(other.body.body, bound)
                        other = other.orelse
                    else:
                        block(other.body.body, bound)
                        other = None
            elif isinstance(st, cst.With):
                for item in st.items:
                    reads(item.item, bound)
                block(st.body.body, bound)
            # (other compound statements: nothing counted as rebound inside them)

    block(stmts, frozenset())
    return out


def _stored_names(small) -> list:
    """The Name nodes ``small`` (``a = ...``, ``a, b = ...``) assigns to."""
    if not isinstance(small, cst.Assign):
        return []
    out, todo = [], [t.target for t in small.targets]
    while todo:
        t = todo.pop()
        if isinstance(t, cst.Name):
            out.append(t)
        elif isinstance(t, (cst.Tuple, cst.List)):
            todo += [e.value for e in t.elements]
    return out


def _empty_dict(value) -> bool:
    """``{}`` or ``dict()``."""
    if type(value) is cst.Dict:
        return not value.elements
    return type(value) is cst.Call and type(value.func) is cst.Name and value.func.value == "dict" and not value.args


def _name_nodes(stmt, sess=None, placeholders=(), saver_names=(), session_functions=None, writers=(), rewritten=frozenset()):
    """Names read by ``stmt`` outside ``sess.run(...)``/``sess.close()``, feed-dict keys,
    ``writer.add_graph(...)`` of the file's FileWriters (dropped) and the session argument of
    the ``v.load(value, sess)`` calls and the key of the ``fd[x]`` feed-dict reads in
    ``rewritten`` (ids: written ``v.assign(value)`` / ``fd["x"]``)."""
    walker = _NameNodes(sess, placeholders, saver_names, session_functions, writers, rewritten)
    walker.walk(stmt)
    return walker.out
