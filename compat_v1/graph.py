"""``LegacyGraph``: one TF1 graph, its session, variable initialisation and name lookup.

Usage::

    with compat_v1.LegacyGraph() as lg:            # lg.graph is the default graph inside
        x = tf1.placeholder(tf.float32, [None, 3], name="x")
        h = tf1.layers.dense(x, 4, name="h")
        print(lg.run({"h": "h/BiasAdd", "w": "h/kernel"}, feed_dict={"x": data}))

* ``__enter__`` makes ``lg.graph`` the default graph (re-entrant); ``__exit__`` leaves it and
  closes the session. Nothing switches TensorFlow's global (eager) mode: the graph context is
  the only thing entered.
* Variable initialisation: by default (``auto_init=True``), every ``run`` first initialises the
  variables (global and local) that are *not yet initialised*; variables that are already
  initialised (restored by a ``Saver``, assigned, trained) are never touched. The check is
  done once per newly created batch of variables with ``report_uninitialized_variables``
  (added to the graph under the ``LegacyGraph_init`` name scope). ``initialize()`` does the
  same on demand; ``initialize(force=True)`` re-runs every initializer (a reset).
* Names: ``.tensor(name)`` / ``.operation(name)`` accept "h", "h:0", "scope/h" and a unique
  scope suffix, and raise ``TensorNameError`` listing the closest names on a miss.
* ``.run(fetches, feed_dict)``: any fetch structure ``Session.run`` accepts (nested lists,
  tuples, dicts, namedtuples); names (str) in fetches and in ``feed_dict`` keys are resolved.
  A name of an op without outputs (``"init"``, ``"train"``) fetches the op (result ``None``);
  a variable's name ("w" or "w:0", a resource handle) fetches its value.
"""
from __future__ import annotations

import tensorflow as tf

from compat_v1.names import TensorNameError, resolve_operation, resolve_tensor

__all__ = ["LegacyGraph"]

tf1 = tf.compat.v1


class LegacyGraph:
    """A context manager owning a ``tf.Graph`` and a ``tf.compat.v1.Session`` on it."""

    def __init__(self, graph=None, *, config=None, seed=None, auto_init: bool = True):
        """``graph``: an existing graph to wrap (default: a new one). ``seed``: the graph-level
        random seed. ``config``: a ``tf.compat.v1.ConfigProto`` for the session."""
        self.graph = graph if graph is not None else tf.Graph()
        if seed is not None:
            self.graph.seed = seed
        self.auto_init = auto_init
        self._config = config
        self._session = None
        self._contexts = []
        self._seen_vars = set()  # variables known to be initialised (by ref)

    # -- context -------------------------------------------------------------------------
    def __enter__(self):
        ctx = self.graph.as_default()
        ctx.__enter__()
        self._contexts.append(ctx)
        return self

    def __exit__(self, *exc):
        ctx = self._contexts.pop()
        if not self._contexts:
            self.close()
        ctx.__exit__(*exc)
        return False

    @property
    def session(self):
        """The ``tf.compat.v1.Session`` on ``graph`` (created on first use)."""
        if self._session is None:
            self._session = tf1.Session(graph=self.graph, config=self._config)
        return self._session

    def close(self):
        """Close the session (a later ``run`` opens a new one, with variables uninitialised)."""
        if self._session is not None:
            self._session.close()
            self._session = None
            self._seen_vars.clear()

    # -- names ---------------------------------------------------------------------------
    def tensor(self, name):
        """The tensor called ``name`` ("h", "h:0", "scope/h"); ``TensorNameError`` on a miss."""
        return resolve_tensor(self.graph, name)

    def operation(self, name):
        """The operation called ``name``; ``TensorNameError`` listing close names on a miss."""
        return resolve_operation(self.graph, name)

    # -- variables -----------------------------------------------------------------------
    def _variables(self):
        with self.graph.as_default():
            return list(tf1.global_variables()) + list(tf1.local_variables())

    def initialize(self, force: bool = False):
        """Initialise the variables not yet initialised (all of them when ``force``).

        Returns the list of variables whose initializer ran.
        """
        variables = self._variables()
        if force:
            todo = variables
        else:
            new = [v for v in variables if v.ref() not in self._seen_vars]
            if not new:
                return []
            with self.graph.as_default(), tf.name_scope("LegacyGraph_init"):
                report = tf1.report_uninitialized_variables(new)
            names = {n.decode() if isinstance(n, bytes) else n
                     for n in self.session.run(report)}
            todo = [v for v in new if v.op.name in names]
        if todo:
            self.session.run([v.initializer for v in todo])
        self._seen_vars.update(v.ref() for v in variables)
        return todo

    # -- running -------------------------------------------------------------------------
    def _fetch(self, item):
        if isinstance(item, str):
            try:
                return self._variable_value(resolve_tensor(self.graph, item))
            except TensorNameError as err:
                try:
                    op = resolve_operation(self.graph, item)
                except TensorNameError:
                    raise err from None
                if op.outputs:
                    raise
                return op
        if isinstance(item, tf.Tensor):
            return self._variable_value(item)
        return item

    def _variable_value(self, tensor):
        """A resource-variable handle ("w:0") fetches the variable's value, as in TF1."""
        if tensor.dtype != tf.resource or tensor.op.type != "VarHandleOp":
            return tensor
        for v in self._variables():
            if getattr(v, "handle", None) is tensor:
                element = getattr(v, "_graph_element", None)
                return element if element is not None else v.value()
        return tensor

    def run(self, fetches, feed_dict=None, **kwargs):
        """``Session.run`` with names allowed in ``fetches`` and ``feed_dict`` keys.

        Returns the same structure as ``fetches``. Uninitialised variables are initialised
        first when ``auto_init`` (see the module docstring). ``kwargs`` go to ``Session.run``.
        """
        fetches = tf.nest.map_structure(self._fetch, fetches)
        feeds = None
        if feed_dict is not None:
            feeds = {self.tensor(k) if isinstance(k, str) else k: v
                     for k, v in feed_dict.items()}
        if self.auto_init:
            self.initialize()
        return self.session.run(fetches, feed_dict=feeds, **kwargs)
