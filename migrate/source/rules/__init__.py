"""The native rules: one rewrite per module, listed explicitly (a test checks the list).

Each module's docstring shows its rewrite ("Transforms: ... -> ...") and numbered CAVEATS;
each defines ``RULE`` (name used in diagnostics + one-line description). The engine in
``migrate.source.native`` calls them while emitting; they never do I/O (``mnist_data`` reads one
file of tf1to2 itself) and never import TensorFlow.
"""
from migrate.source.rules import (
    arg_scopes,
    assignments,
    batch_norm,
    conv_layers,
    datasets,
    gradients,
    hessians,
    initializers,
    jacobian_loops,
    layers,
    losses,
    metrics,
    mnist_data,
    optimizers,
    placeholders,
    regularizers,
    renames,
    rnns,
    savers,
    schedules,
    sessions,
    summaries,
    tensor_by_name,
    tf_imports,
    variable_store,
    variables,
)

ALL_RULES = (
    tf_imports,
    renames,
    placeholders,
    variables,
    variable_store,
    initializers,
    sessions,
    gradients,
    jacobian_loops,
    hessians,
    optimizers,
    assignments,
    tensor_by_name,
    layers,
    conv_layers,
    batch_norm,
    losses,
    metrics,
    arg_scopes,
    regularizers,
    rnns,
    schedules,
    summaries,
    savers,
    datasets,
    mnist_data,
)
