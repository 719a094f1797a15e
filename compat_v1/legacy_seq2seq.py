"""``tf.contrib.legacy_seq2seq``'s most used functions, which TensorFlow 2 does not ship.

TF 1.x's ``tensorflow/contrib/legacy_seq2seq/python/ops/seq2seq.py`` (Apache-2.0, The TensorFlow
Authors), re-written on ``tf.compat.v1`` with the same ops, names and order, so scripts that
use them (the PTB language model, char-rnn's ``rnn_decoder``, MorvanZhou's LSTM regression)
run under ``tf1to2 run`` and build the graph TF1 built:

* ``sequence_loss_by_example(logits, targets, weights, average_across_timesteps=True,
  softmax_loss_function=None, name=None)``: per-example weighted cross-entropy summed over the
  steps (lists of 2-D logits / 1-D targets / 1-D weights), divided by the summed weights
  (+ 1e-12) when averaging;
* ``sequence_loss(...)``: its sum, divided by the batch size (``average_across_batch=True``);
* ``rnn_decoder(decoder_inputs, initial_state, cell, loop_function=None, scope=None)``: the cell
  run over the list of inputs in ``variable_scope(scope or "rnn_decoder")``, variables reused
  after the first step, ``loop_function(prev, i)`` feeding the previous output back.

The other functions of the module (attention and embedding seq2seq models, ``model_with_buckets``)
are not re-implemented: ``tf1to2 run`` raises AttributeError naming them. Imports TensorFlow
when called (the runner's facade maps ``tensorflow.contrib.legacy_seq2seq`` here).
"""
from __future__ import annotations

__all__ = ["sequence_loss_by_example", "sequence_loss", "rnn_decoder"]


def sequence_loss_by_example(logits, targets, weights, average_across_timesteps=True,
                             softmax_loss_function=None, name=None):
    """Weighted cross-entropy loss for a sequence of logits (per example): shape ``[batch]``."""
    import tensorflow.compat.v1 as tf

    if len(targets) != len(logits) or len(weights) != len(logits):
        raise ValueError("Lengths of logits, weights, and targets must be the same %d, %d, %d."
                         % (len(logits), len(weights), len(targets)))
    with tf.name_scope(name, "sequence_loss_by_example", logits + targets + weights):
        log_perp_list = []
        for logit, target, weight in zip(logits, targets, weights):
            if softmax_loss_function is None:
                target = tf.reshape(target, [-1])
                crossent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=target, logits=logit)
            else:
                crossent = softmax_loss_function(labels=target, logits=logit)
            log_perp_list.append(crossent * weight)
        log_perps = tf.add_n(log_perp_list)
        if average_across_timesteps:
            total_size = tf.add_n(weights)
            total_size += 1e-12  # just to avoid division by 0 for all-0 weights
            log_perps /= total_size
    return log_perps


def sequence_loss(logits, targets, weights, average_across_timesteps=True, average_across_batch=True,
                  softmax_loss_function=None, name=None):
    """Weighted cross-entropy loss for a sequence of logits, batch-collapsed: a scalar."""
    import tensorflow.compat.v1 as tf

    with tf.name_scope(name, "sequence_loss", logits + targets + weights):
        cost = tf.reduce_sum(sequence_loss_by_example(
            logits, targets, weights, average_across_timesteps=average_across_timesteps,
            softmax_loss_function=softmax_loss_function))
        if average_across_batch:
            batch_size = tf.shape(targets[0])[0]
            return cost / tf.cast(batch_size, cost.dtype)
        return cost


def rnn_decoder(decoder_inputs, initial_state, cell, loop_function=None, scope=None):
    """RNN decoder for the sequence-to-sequence model: (outputs list, final state)."""
    import tensorflow.compat.v1 as tf

    with tf.variable_scope(scope or "rnn_decoder"):
        state = initial_state
        outputs = []
        prev = None
        for i, inp in enumerate(decoder_inputs):
            if loop_function is not None and prev is not None:
                with tf.variable_scope("loop_function", reuse=True):
                    inp = loop_function(prev, i)
            if i > 0:
                tf.get_variable_scope().reuse_variables()
            output, state = cell(inp, state)
            outputs.append(output)
            if loop_function is not None:
                prev = output
    return outputs, state
