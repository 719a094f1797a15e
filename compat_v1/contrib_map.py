"""Where each removed ``tensorflow.contrib`` module lives on TensorFlow 2 (pure data, no TF import).

Shared by the runner (``tf1to2 run`` maps imports at run time) and the converter's compat mode
(rewrites the import statements). ``None`` means there is no TF2 home; the value of
``NO_HOME`` says what to use instead.
"""
# contrib module -> importable replacement module
CONTRIB_HOMES = {
    "tensorflow.contrib.slim": "tf_slim",
    "tensorflow.contrib.layers": "tf_slim.layers",
    "tensorflow.contrib.framework": "tf_slim",
    "tensorflow.contrib.losses": "tf_slim.losses",
    "tensorflow.contrib.metrics": "tf_slim.metrics",
    "tensorflow.contrib.rnn": "tensorflow.compat.v1.nn.rnn_cell",
}

# contrib module -> what to use instead (no importable equivalent)
NO_HOME = {
    "tensorflow.contrib.learn": "no TF2 equivalent: use tf.estimator or Keras",
    "tensorflow.contrib.factorization": "no TF2 equivalent (k-means/WALS were removed)",
}
