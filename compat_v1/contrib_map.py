"""Where each removed ``tensorflow.contrib`` module lives on TensorFlow 2 (pure data, no TF import).

Shared by the runner (``tf1to2 run`` maps imports at run time) and the converter's compat mode
(rewrites the import statements). Keys are full module names. A submodule of a key maps to the
same submodule of its home (``tensorflow.contrib.slim.nets`` -> ``tf_slim.nets``).

* ``CONTRIB_HOMES``: contrib module -> importable replacement module.
* ``FALLBACK_HOMES``: contrib module -> further modules searched, in order, for a name its home
  in ``CONTRIB_HOMES`` lacks (``tf.contrib.layers.l2_regularizer`` lives in ``tf_slim``, not in
  ``tf_slim.layers``; ``tf.contrib.rnn.static_rnn`` in ``tf.compat.v1.nn``). A source rewrite
  that imports single names should look there too.
* ``FALLBACK_NAMES``: the fallback names a source rewrite spells itself (``rnn.static_rnn`` ->
  ``tf.nn.static_rnn``).
* ``NO_HOME``: contrib module -> what to use instead (no importable equivalent on TF 2.21).
* ``SHIMMED_MODULES``: removed ``tensorflow.*`` modules tf1to2 re-implements (MNIST's
  ``input_data``) -> the module that does.
* ``REMOVED_MODULES``: other removed ``tensorflow.*`` modules -> what to use instead.

CAVEATS: a home holds the names people used most, not every name of the contrib module; names
that were only in contrib (``tf.contrib.training.HParams``) stay missing.
"""
# contrib module -> importable replacement module
CONTRIB_HOMES = {
    "tensorflow.contrib.slim": "tf_slim",
    "tensorflow.contrib.layers": "tf_slim.layers",
    "tensorflow.contrib.framework": "tf_slim",
    "tensorflow.contrib.losses": "tf_slim.losses",
    "tensorflow.contrib.metrics": "tf_slim.metrics",
    "tensorflow.contrib.rnn": "tensorflow.compat.v1.nn.rnn_cell",
    "tensorflow.contrib.training": "tf_slim.training",
    "tensorflow.contrib.data": "tensorflow.compat.v1.data.experimental",
    "tensorflow.contrib.keras": "tensorflow.compat.v1.keras",
    "tensorflow.contrib.lite": "tensorflow.compat.v1.lite",
    "tensorflow.contrib.legacy_seq2seq": "compat_v1.legacy_seq2seq",  # (tf1to2's re-implementation, three functions)
}

# contrib module -> modules searched, in order, for names missing from its CONTRIB_HOMES entry
FALLBACK_HOMES = {
    "tensorflow.contrib.layers": ("tf_slim",),
    "tensorflow.contrib.framework": ("tensorflow.compat.v1", "tensorflow.compat.v1.train"),
    "tensorflow.contrib.rnn": ("tensorflow.compat.v1.nn",),
    "tensorflow.contrib.data": ("tensorflow.compat.v1.data",),
}

# contrib module -> {name: the fallback module that has it} for the names its home lacks that a
# source rewrite must spell itself (the runner searches FALLBACK_HOMES at run time; a test checks
# each name against the installed TensorFlow)
FALLBACK_NAMES = {
    "tensorflow.contrib.rnn": {
        "static_rnn": "tensorflow.compat.v1.nn",
        "static_bidirectional_rnn": "tensorflow.compat.v1.nn",
        "static_state_saving_rnn": "tensorflow.compat.v1.nn",
    },
    # (the names of contrib.framework's API that tf_slim lacks and TensorFlow 2.21 still has)
    "tensorflow.contrib.framework": {
        **{name: "tensorflow.compat.v1" for name in (
            "is_tensor", "argsort", "sort", "py_func", "nest", "CriticalSection", "TensorSpec",
            "assert_same_float_dtype", "assert_scalar", "convert_to_tensor_or_sparse_tensor")},
        **{name: "tensorflow.compat.v1.train" for name in (
            "load_checkpoint", "list_variables", "load_variable", "init_from_checkpoint")},
    },
}

# contrib module -> what to use instead (no importable equivalent)
NO_HOME = {
    "tensorflow.contrib.learn": "no TF2 equivalent: use Keras (tf.estimator itself was removed in TF 2.16)",
    "tensorflow.contrib.estimator": "no TF2 equivalent: tf.estimator was removed in TF 2.16; use Keras",
    "tensorflow.contrib.tpu": "no TF2 equivalent: use tf.distribute.TPUStrategy",
    "tensorflow.contrib.factorization": "no TF2 equivalent (k-means/WALS were removed)",
    "tensorflow.contrib.distributions": "use tensorflow_probability.distributions (pip install tensorflow-probability)",
    "tensorflow.contrib.bayesflow": "use tensorflow_probability (pip install tensorflow-probability)",
    "tensorflow.contrib.seq2seq": "use tensorflow_addons.seq2seq (pip install tensorflow-addons) or Keras layers",
    "tensorflow.contrib.opt": "use tf.keras.optimizers (AdamW and others); for ScipyOptimizerInterface / L-BFGS, "
                              "tensorflow_probability's tfp.optimizer.lbfgs_minimize",
    "tensorflow.contrib.integrate": "use tensorflow_probability's tfp.math.ode (odeint's replacement)",
    "tensorflow.contrib.image": "use tensorflow_addons.image or tf.image",
    "tensorflow.contrib.crf": "use tensorflow_addons.text.crf",
    "tensorflow.contrib.cudnn_rnn": "use tf.keras.layers.LSTM / GRU (they pick cuDNN kernels themselves)",
    "tensorflow.contrib.gan": "use tensorflow_gan (pip install tensorflow-gan)",
    "tensorflow.contrib.quantize": "use the TensorFlow Model Optimization Toolkit (tensorflow_model_optimization)",
    "tensorflow.contrib.predictor": "load SavedModels with tf.saved_model.load",
    "tensorflow.contrib.eager": "eager execution is TF2's default; use tf.GradientTape / tf.Variable directly",
    "tensorflow.contrib.graph_editor": "no TF2 equivalent",
    "tensorflow.contrib.timeseries": "no TF2 equivalent",
    "tensorflow.contrib.boosted_trees": "no TF2 equivalent: use tensorflow_decision_forests",
}

# removed TensorFlow modules tf1to2 re-implements (module -> tf1to2 module with TF1's behaviour)
SHIMMED_MODULES = {
    "tensorflow.examples.tutorials.mnist.input_data": "compat_v1.mnist_input_data",
}

# other removed TensorFlow modules (not contrib) -> what to use instead
REMOVED_MODULES = {
    "tensorflow.examples.tutorials": "tf1to2 re-implements only MNIST's input_data; load other data with "
                                     "tf.keras.datasets or numpy",
    "tensorflow.estimator": "tf.estimator was removed in TF 2.16: use Keras, or TensorFlow < 2.16",
}
