"""migrate.checkpoints: TF1 Saver <-> TF2 variables, both directions checked with a TF1
Saver in its own tf.Graph + Session."""
import numpy as np
import pytest
import tensorflow as tf

from migrate.checkpoints import (CheckpointMismatchError, load_tf1_checkpoint,
                                 save_tf1_checkpoint)

tf1 = tf.compat.v1


@pytest.fixture(scope="module")
def tf1_checkpoint(tmp_path_factory):
    """A TF1 model under 'old_scope/' trained one Adam step, saved by tf.compat.v1 Saver."""
    root = tmp_path_factory.mktemp("tf1ckpt")
    with tf.Graph().as_default():
        x = tf1.placeholder(tf.float64, [None, 3])
        with tf1.variable_scope("old_scope"):
            w = tf1.get_variable("dense/kernel", [3, 2], tf.float64)
            b = tf1.get_variable("dense/bias", [2], tf.float64,
                                 initializer=tf1.constant_initializer(0.25))
        loss = tf.reduce_sum(tf.square(x @ w + b))
        step = tf1.train.get_or_create_global_step()
        train = tf1.train.AdamOptimizer(0.1).minimize(loss, global_step=step)
        with tf1.Session() as sess:
            sess.run(tf1.global_variables_initializer())
            sess.run(train, {x: np.ones([2, 3])})
            values = {"old_scope/dense/kernel": sess.run(w), "old_scope/dense/bias": sess.run(b)}
            prefix = tf1.train.Saver().save(sess, str(root / "model.ckpt"), global_step=1)
    return prefix, values


def fresh_variables():
    return [tf.Variable(tf.zeros([3, 2], tf.float64), name="new/dense/kernel"),
            tf.Variable(tf.zeros([2], tf.float64), name="new/dense/bias")]


def test_load_with_scope_mapping(tf1_checkpoint):
    prefix, values = tf1_checkpoint
    kernel, bias = fresh_variables()
    result = load_tf1_checkpoint(prefix, [kernel, bias], mapping={"old_scope/": "new/"})
    np.testing.assert_array_equal(kernel.numpy(), values["old_scope/dense/kernel"])
    np.testing.assert_array_equal(bias.numpy(), values["old_scope/dense/bias"])
    assert result.complete and result.missing_in_checkpoint == ()
    assert result.matched == {"old_scope/dense/kernel": "new/dense/kernel",
                              "old_scope/dense/bias": "new/dense/bias"}
    # Adam slots, beta powers and global_step are reported, not silently dropped
    assert "global_step" in result.unused_in_checkpoint
    assert "old_scope/dense/kernel/Adam" in result.unused_in_checkpoint


def test_directory_resolves_latest(tf1_checkpoint):
    prefix, values = tf1_checkpoint
    import os

    kernel, bias = fresh_variables()
    load_tf1_checkpoint(os.path.dirname(prefix), {"old_scope/dense/kernel": kernel,
                                                  "old_scope/dense/bias": bias})
    np.testing.assert_array_equal(kernel.numpy(), values["old_scope/dense/kernel"])


def test_missing_variables_raise_with_suggestions_and_assign_nothing(tf1_checkpoint):
    prefix, _ = tf1_checkpoint
    kernel, bias = fresh_variables()
    extra = tf.Variable(tf.zeros([2], tf.float64), name="new/dense/bais")
    with pytest.raises(CheckpointMismatchError,
                       match=r"'new/dense/bais' has no entry .*closest entries: 'new/dense/bias'"):
        load_tf1_checkpoint(prefix, [kernel, bias, extra], mapping={"old_scope/": "new/"})
    assert not np.any(kernel.numpy())  # all or nothing
    result = load_tf1_checkpoint(prefix, [kernel, bias, extra], mapping={"old_scope/": "new/"},
                                 strict=False)
    assert result.missing_in_checkpoint == ("new/dense/bais",)
    assert np.any(kernel.numpy())
    assert "new/dense/bais" in result.describe()


def test_unused_entries_can_be_an_error(tf1_checkpoint):
    prefix, _ = tf1_checkpoint
    with pytest.raises(CheckpointMismatchError, match="entries no variable took: .*global_step"):
        load_tf1_checkpoint(prefix, fresh_variables(), mapping={"old_scope/": "new/"},
                            allow_unused=False)


def test_shape_mismatch_names_both(tf1_checkpoint):
    prefix, _ = tf1_checkpoint
    wrong = tf.Variable(tf.zeros([2, 3], tf.float64), name="old_scope/dense/kernel")
    with pytest.raises(ValueError, match=r"shape \[3, 2\] but variable .* \[2, 3\]"):
        load_tf1_checkpoint(prefix, [wrong])


def test_not_a_checkpoint(tmp_path):
    with pytest.raises(FileNotFoundError, match="no checkpoint here"):
        load_tf1_checkpoint(str(tmp_path / "nothing"), fresh_variables())


def test_save_for_a_tf1_saver(tmp_path):
    rng = np.random.default_rng(0)
    kernel, bias = fresh_variables()
    kernel.assign(rng.normal(size=[3, 2]))
    bias.assign(rng.normal(size=[2]))
    prefix = save_tf1_checkpoint([kernel, bias], tmp_path / "tf2" / "model",
                                 mapping={"old_scope/": "new/"})
    expected_kernel, expected_bias = kernel.numpy(), bias.numpy()
    with tf.Graph().as_default():
        with tf1.variable_scope("old_scope"):
            w = tf1.get_variable("dense/kernel", [3, 2], tf.float64)
            b = tf1.get_variable("dense/bias", [2], tf.float64)
        saver = tf1.train.Saver()
        with tf1.Session() as sess:
            latest = tf1.train.latest_checkpoint(str(tmp_path / "tf2"))
            assert latest is not None and latest.endswith("model")
            saver.restore(sess, latest)
            np.testing.assert_array_equal(sess.run(w), expected_kernel)
            np.testing.assert_array_equal(sess.run(b), expected_bias)
    assert prefix.endswith("model")


def test_round_trip_through_both_directions(tmp_path):
    source = [tf.Variable(np.arange(6.0).reshape(2, 3), name="a/w"),
              tf.Variable(np.float32(3.5), name="a/s")]
    save_tf1_checkpoint(source, tmp_path / "rt")
    target = [tf.Variable(np.zeros([2, 3]), name="a/w"), tf.Variable(np.float32(0), name="a/s")]
    load_tf1_checkpoint(tmp_path / "rt", target, allow_unused=False)
    for s, t in zip(source, target):
        np.testing.assert_array_equal(s.numpy(), t.numpy())
