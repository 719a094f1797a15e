"""Shared test set-up: one TensorFlow process for the whole suite.

Legacy Keras (tf_keras) must be selected before TensorFlow's first import for ``tf.layers`` and
slim layers to work under TF 2.16+, so it is set here, at collection time. TF1-style tests build
into their own ``tf.Graph``; nothing switches TensorFlow's global mode.
"""
import os

os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# the converter skips libcst's per-node validation for speed; the tests keep it on for every
# node the rewriters build (migrate.source.parse.unvalidated)
os.environ.setdefault("TF1TO2_VALIDATE_NODES", "1")
