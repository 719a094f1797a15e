"""migrate.lift: slim nets built in TF1 graphs, saved by the test (frozen .pb, .meta + ckpt,
TF1 SavedModel) and lifted; values and gradients against the TF1 session and finite
differences."""
import numpy as np
import pytest
import tensorflow as tf
import tf_slim as slim

from compat_v1.names import TensorNameError
from migrate.jacobians import jacobian
from migrate.lifting import LiftError, lift
from tf2_models import F32_TOL, F64_TOL, FD_TOL, fd_jacobian, tf1_jacobian

tf1 = tf.compat.v1


def slim_mlp(dtype=tf.float64):
    x = tf1.placeholder(dtype, [None, 6], name="x")
    with slim.arg_scope([slim.fully_connected],
                        weights_initializer=tf1.glorot_uniform_initializer(seed=1),
                        biases_initializer=tf1.random_normal_initializer(stddev=0.1, seed=2)):
        h = slim.fully_connected(x, 8, activation_fn=tf.tanh, scope="fc1")
        h = slim.fully_connected(h, 3, activation_fn=None, scope="fc2")
    return x, tf.identity(h, name="h")


def slim_conv(dtype=tf.float32):
    x = tf1.placeholder(dtype, [None, 5, 5, 2], name="images")
    with slim.arg_scope([slim.conv2d, slim.fully_connected],
                        weights_initializer=tf1.glorot_uniform_initializer(seed=3),
                        biases_initializer=tf1.random_normal_initializer(stddev=0.1, seed=4)):
        with tf1.variable_scope("net"):
            h = slim.conv2d(x, 3, [3, 3], activation_fn=tf.nn.relu, scope="conv")
            h = slim.flatten(h)
            logits = slim.fully_connected(h, 2, activation_fn=None, scope="logits")
    return x, logits


def reference(model, dtype, feed_value, weights):
    """Session values of the output and d sum(output) / d (x, every trainable variable),
    with the variables set to ``weights`` {name: value}."""
    with tf.Graph().as_default():
        x, out = model(dtype)
        variables = tf1.trainable_variables()
        grads = tf1.gradients(tf.reduce_sum(out), [x] + variables)
        with tf1.Session() as sess:
            for v in variables:
                v.load(weights[v.op.name], sess)
            values = sess.run([out] + grads, {x: feed_value})
        names = [v.op.name for v in variables]
    return values[0], values[1], dict(zip(names, values[2:]))


def save_all(model, dtype, root):
    """Build ``model`` once; save frozen .pb, .meta + ckpt and a SavedModel; return the
    paths, the output name and the reference weights."""
    paths = {}
    with tf.Graph().as_default() as graph:
        x, out = model(dtype)
        saver = tf1.train.Saver()
        with tf1.Session() as sess:
            sess.run(tf1.global_variables_initializer())
            paths["ckpt"] = saver.save(sess, str(root / "ckpt" / "model"))
            paths["meta"] = paths["ckpt"] + ".meta"
            frozen = tf1.graph_util.convert_variables_to_constants(
                sess, graph.as_graph_def(), [out.op.name])
            paths["pb"] = str(root / "frozen.pb")
            with open(paths["pb"], "wb") as fh:
                fh.write(frozen.SerializeToString())
            paths["saved_model"] = str(root / "saved_model")
            tf1.saved_model.simple_save(sess, paths["saved_model"], {"x": x}, {"out": out})
    return paths, x.name, out.name


@pytest.fixture(scope="module")
def mlp_files(tmp_path_factory):
    return save_all(slim_mlp, tf.float64, tmp_path_factory.mktemp("mlp"))


def test_builder_function_values_gradients_and_jacobian():
    x_value = np.random.default_rng(0).normal(size=[4, 6])
    f = lift(slim_mlp, "x", "h:0")
    weights = {v.name[:-2]: v.numpy() for v in f.trainable_variables}
    ref_out, ref_dx, ref_dw = reference(slim_mlp, tf.float64, x_value, weights)
    np.testing.assert_allclose(f(x_value).numpy(), ref_out, **F64_TOL)
    names = sorted(v.name[:-2] for v in f.trainable_variables)
    assert names == sorted(ref_dw)
    x = tf.constant(x_value)
    with tf.GradientTape() as tape:
        tape.watch(x)
        total = tf.reduce_sum(f(x))
    grads = tape.gradient(total, [x] + f.trainable_variables)
    np.testing.assert_allclose(grads[0].numpy(), ref_dx, **F64_TOL)
    for v, g in zip(f.trainable_variables, grads[1:]):
        np.testing.assert_allclose(g.numpy(), ref_dw[v.name[:-2]], **F64_TOL)
    # Jacobian of the lifted function: TF1 split loop on the same weights, and FD
    J = jacobian(f, x)
    assert J.shape == [4, 3, 4, 6]

    def numpy_mlp(xv):
        h = np.tanh(xv @ weights["fc1/weights"] + weights["fc1/biases"])
        return h @ weights["fc2/weights"] + weights["fc2/biases"]

    np.testing.assert_allclose(J.numpy(), fd_jacobian(numpy_mlp, x_value), **FD_TOL)
    # forward mode (JVPs) through the lifted graph
    np.testing.assert_allclose(jacobian(f, x, mode="forward").numpy(), J.numpy(), **F64_TOL)


def test_meta_checkpoint_route(mlp_files):
    paths, x_name, out_name = mlp_files
    x_value = np.random.default_rng(1).normal(size=[3, 6])
    f = lift(paths["meta"], [x_name], out_name)
    with tf.Graph().as_default():
        saver = tf1.train.import_meta_graph(paths["meta"])
        with tf1.Session() as sess:
            saver.restore(sess, paths["ckpt"])
            ref = sess.run(out_name, {x_name: x_value})
            ref_grads = dict(zip(
                [v.op.name for v in tf1.trainable_variables()],
                sess.run(tf1.gradients(tf.reduce_sum(sess.graph.get_tensor_by_name(out_name)),
                                       tf1.trainable_variables()), {x_name: x_value})))
    np.testing.assert_allclose(f(x_value).numpy(), ref, **F64_TOL)
    with tf.GradientTape() as tape:
        total = tf.reduce_sum(f(x_value))
    for v, g in zip(f.trainable_variables, tape.gradient(total, f.trainable_variables)):
        np.testing.assert_allclose(g.numpy(), ref_grads[v.name[:-2]], **F64_TOL)


def test_saved_model_route_and_shape_polymorphic_batch(mlp_files):
    paths, x_name, out_name = mlp_files
    f = lift(paths["saved_model"], "x", "h")
    meta = lift(paths["meta"], "x", "h")
    assert {v.name for v in f.trainable_variables} == {"fc1/weights:0", "fc1/biases:0",
                                                       "fc2/weights:0", "fc2/biases:0"}
    for batch in (1, 7):  # placeholder [None, 6]: any batch size
        x_value = np.random.default_rng(batch).normal(size=[batch, 6])
        np.testing.assert_allclose(f(x_value).numpy(), meta(x_value).numpy(), **F64_TOL)
        assert f(x=x_value).shape == [batch, 3]


def test_frozen_graph_route(mlp_files):
    paths, x_name, out_name = mlp_files
    x_value = np.random.default_rng(2).normal(size=[2, 6])
    frozen = lift(paths["pb"], "x:0", "h:0")
    meta = lift(paths["meta"], "x:0", "h:0")
    assert frozen.variables == []  # constants, not variables
    np.testing.assert_allclose(frozen(x_value).numpy(), meta(x_value).numpy(), **F64_TOL)
    # gradients w.r.t. the input still work; compare with the TF1 split-loop Jacobian
    weights = {v.name[:-2]: v.numpy() for v in meta.variables}

    def graph_mlp(x):
        h = tf.tanh(x @ weights["fc1/weights"] + weights["fc1/biases"])
        return h @ weights["fc2/weights"] + weights["fc2/biases"]

    np.testing.assert_allclose(jacobian(frozen, tf.constant(x_value)).numpy(),
                               tf1_jacobian(graph_mlp, x_value), **F64_TOL)
    # constants_as_variables: the weights become tf.Variables again (with their values)
    trainable = lift(paths["pb"], "x", "h", constants_as_variables=True)
    assert sorted(v.name[:-2] for v in trainable.trainable_variables) == sorted(weights)
    with tf.GradientTape() as t1:
        a = tf.reduce_sum(trainable(x_value))
    with tf.GradientTape() as t2:
        b = tf.reduce_sum(meta(x_value))
    g1 = dict(zip([v.name for v in trainable.trainable_variables],
                  t1.gradient(a, trainable.trainable_variables)))
    g2 = dict(zip([v.name for v in meta.trainable_variables],
                  t2.gradient(b, meta.trainable_variables)))
    for name in g2:
        np.testing.assert_allclose(g1[name].numpy(), g2[name].numpy(), **F64_TOL)


def test_slim_conv_net_float32_meta_route(tmp_path):
    paths, x_name, out_name = save_all(slim_conv, tf.float32, tmp_path)
    x_value = np.random.default_rng(3).normal(size=[2, 5, 5, 2]).astype(np.float32)
    f = lift(paths["meta"], x_name, out_name)
    with tf.Graph().as_default():
        saver = tf1.train.import_meta_graph(paths["meta"])
        with tf1.Session() as sess:
            saver.restore(sess, paths["ckpt"])
            out = sess.graph.get_tensor_by_name(out_name)
            xph = sess.graph.get_tensor_by_name(x_name)
            ref, ref_dx = sess.run([out, tf1.gradients(tf.reduce_sum(out), xph)[0]],
                                   {xph: x_value})
    np.testing.assert_allclose(f(x_value).numpy(), ref, **F32_TOL)
    x = tf.constant(x_value)
    with tf.GradientTape() as tape:
        tape.watch(x)
        total = tf.reduce_sum(f(x))
    np.testing.assert_allclose(tape.gradient(total, x).numpy(), ref_dx, **F32_TOL)
    frozen = lift(paths["pb"], x_name, out_name)
    np.testing.assert_allclose(frozen(x_value).numpy(), ref, **F32_TOL)


# ---------------------------------------------------------------------------- bad input


def test_name_that_does_not_exist_suggests_close_names(mlp_files):
    paths, _, _ = mlp_files
    with pytest.raises(TensorNameError, match=r"frozen.pb: outputs: .*'hh'.*'h:0'"):
        lift(paths["pb"], "x", "hh")


def test_file_that_is_not_a_graph_def(tmp_path):
    bad = tmp_path / "model.pb"
    bad.write_bytes(b"\x00\x01 this is not a protobuf \xff" * 10)
    with pytest.raises(LiftError, match=r"model.pb: is not a GraphDef"):
        lift(str(bad), "x", "h")
    with pytest.raises(FileNotFoundError, match="no such file"):
        lift(str(tmp_path / "missing.pb"), "x", "h")


def test_saved_model_pb_file_points_to_its_directory(mlp_files):
    paths, _, _ = mlp_files
    with pytest.raises(LiftError, match="SavedModel file: pass its directory"):
        lift(paths["saved_model"] + "/saved_model.pb", "x", "h")


def test_meta_without_checkpoint(tmp_path, mlp_files):
    paths, _, _ = mlp_files
    meta = tmp_path / "lonely.meta"
    meta.write_bytes(open(paths["meta"], "rb").read())
    with pytest.raises(LiftError, match="no checkpoint"):
        lift(str(meta), "x", "h")


def test_checkpoint_missing_variables(tmp_path, mlp_files):
    """A checkpoint that lacks the graph's variables: the restore error names the prefix."""
    paths, _, _ = mlp_files
    with tf.Graph().as_default():
        other = tf1.get_variable("unrelated", [2], tf.float64)
        with tf1.Session() as sess:
            sess.run(other.initializer)
            prefix = tf1.train.Saver([other]).save(sess, str(tmp_path / "other"))
    with pytest.raises(LiftError, match="restoring checkpoint .*other.* failed"):
        lift(paths["meta"], "x", "h", checkpoint=prefix)


def test_reference_variables_are_refused(tmp_path):
    with tf.Graph().as_default():
        x = tf1.placeholder(tf.float64, [None, 2], name="x")
        w = tf1.get_variable("w", [2, 2], tf.float64, use_resource=False)
        tf.identity(x @ w, name="h")
        with tf1.Session() as sess:
            sess.run(tf1.global_variables_initializer())
            prefix = tf1.train.Saver().save(sess, str(tmp_path / "ref"))
    with pytest.raises(LiftError, match="reference variables"):
        lift(prefix + ".meta", "x", "h")


def test_wrong_input_shape_and_dtype_name_the_tensor(mlp_files):
    paths, _, _ = mlp_files
    f = lift(paths["pb"], "x", "h")
    with pytest.raises(ValueError, match=r"input 'x:0' .* shape \(None, 6\)"):
        f(np.ones([2, 5]))
    with pytest.raises(TypeError, match=r"input 'x:0' .* needs dtype float64, got float32"):
        f(tf.ones([2, 6], tf.float32))
    with pytest.raises(TypeError, match="takes 1 input"):
        f(np.ones([2, 6]), np.ones([2, 6]))


def test_text_graph_def_and_graph_def_object(tmp_path, mlp_files):
    paths, _, _ = mlp_files
    graph_def = tf1.GraphDef()
    graph_def.ParseFromString(open(paths["pb"], "rb").read())
    (tmp_path / "frozen.pbtxt").write_text(str(graph_def))
    x_value = np.random.default_rng(5).normal(size=[2, 6])
    expected = lift(paths["meta"], "x", "h")(x_value).numpy()
    np.testing.assert_allclose(lift(str(tmp_path / "frozen.pbtxt"), "x", "h")(x_value).numpy(),
                               expected, **F64_TOL)
    np.testing.assert_allclose(lift(graph_def, "x", "h")(x_value).numpy(), expected, **F64_TOL)
