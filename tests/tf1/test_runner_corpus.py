"""Every legacy fixture script runs unmodified through ``tf1to2 run`` and prints the right numbers.

Expected values are computed here independently (numpy re-implementations, analytic
derivatives), never copied from a script's earlier output. The scripts run concurrently, two at a
time (CI has 2 cores), each as ``python -m compat_v1 SCRIPT`` (what ``tf1to2 run`` runs) forked
from a process that has already imported TensorFlow under the runner (``migrate.recording.zygote``,
entry ``run``): ~0.5 s per script instead of ~4 s. The runner's process-level behaviour (start-up
noise, exit codes, timeouts) is tested on fresh processes in test_runner_cli.py. float32 results
are compared with FLOAT32 tolerances, float64 ones with FLOAT64.
"""
from __future__ import annotations

import math
import pathlib
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import migrate
from migrate.recording.zygote import ZygotePool
from runner_helpers import LEGACY, SUBPROCESS_TIMEOUT_S, child_env, load_expectations, parse_printed

pytestmark = pytest.mark.subprocess

FLOAT32 = dict(rtol=1e-5, atol=1e-5)  # float32 graph maths, values printed with 8 digits
FLOAT64 = dict(rtol=1e-7, atol=1e-7)
PRINTED_6 = dict(rtol=1e-4, atol=2e-6)  # "%.6f"-printed float32 losses after a few steps
EXPECTATIONS = load_expectations()


def run_forked(zygotes: ZygotePool, script: str, args) -> subprocess.CompletedProcess:
    """``python -m compat_v1 SCRIPT ARGS`` in LEGACY, forked by a legacy zygote; output captured."""
    with tempfile.TemporaryDirectory(prefix="tf1to2-corpus-") as scratch:
        out, err = pathlib.Path(scratch, "stdout"), pathlib.Path(scratch, "stderr")
        code, timed_out = zygotes.run("legacy", [str(LEGACY / script), *map(str, args)], str(LEGACY),
                                      str(out), str(err), SUBPROCESS_TIMEOUT_S, entry="run")
        assert not timed_out, f"{script} did not finish within {SUBPROCESS_TIMEOUT_S} s"
        read = lambda path: path.read_text(encoding="utf-8", errors="backslashreplace")  # noqa: E731
        return subprocess.CompletedProcess([script, *args], code, read(out), read(err))


class Corpus:
    """Runs all scripts on first use, two at a time; ``get(name)`` waits for one of them."""

    def __init__(self):
        self._futures = None
        self._pool = ThreadPoolExecutor(max_workers=2)
        self._zygotes = ZygotePool(child_env)

    def get(self, name):
        """What script ``name`` printed, parsed (``parse_printed``)."""
        return parse_printed(self.result(name).stdout)

    def result(self, name) -> subprocess.CompletedProcess:
        """Script ``name``'s run, after checking its exit code and that stderr has no traceback and
        no deprecation noise."""
        if self._futures is None:
            self._futures = {
                script: self._pool.submit(run_forked, self._zygotes, script, spec["args"])
                for script, spec in EXPECTATIONS.SCRIPTS.items()
            }
        result = self._futures[name].result()
        expected_code = EXPECTATIONS.SCRIPTS[name]["exit_code"]
        assert result.returncode == expected_code, (name, result.returncode, result.stderr[-3000:])
        assert "Traceback" not in result.stderr, result.stderr
        for noise in ("is deprecated", "WARNING:tensorflow", "I0000", "absl::InitializeLog"):
            assert noise not in result.stderr, f"{name}: {noise!r} on stderr without -v:\n{result.stderr}"
        return result

    def close(self):
        self._pool.shutdown(cancel_futures=True)
        self._zygotes.close()


@pytest.fixture(scope="module")
def corpus():
    runs = Corpus()
    yield runs
    runs.close()


def rng_values(*shapes, scale=1.0):
    """The draws the scripts make from np.random.RandomState(0), in order (float32)."""
    rng = np.random.RandomState(0)
    return [(rng.randn(*shape).astype(np.float32) * np.float32(scale)) for shape in shapes]


def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


def test_manifest_lists_every_file_in_the_folder():
    files = {p.name for p in LEGACY.glob("*.py")}
    assert files == set(EXPECTATIONS.SCRIPTS) | set(EXPECTATIONS.HELPERS)
    assert len(EXPECTATIONS.SCRIPTS) >= 15


@pytest.mark.parametrize("script", sorted(EXPECTATIONS.SCRIPTS))
def test_every_fixture_runs_with_its_exit_code_and_prints(corpus, script):
    # the exit code, no traceback and no deprecation noise are checked by get(); the numbers of
    # the scripts below are checked against numpy, all of them against the migrated scripts in
    # tests/equivalence/test_fixtures_equivalent.py
    assert corpus.result(script).stdout.strip(), f"{script} printed nothing"


def test_corpus_seed_is_the_packaged_example():
    # `tf1to2 check` with no script runs migrate/examples/by_parts_seed.py; the corpus keeps a
    # copy so the runner suite covers exactly what a new user runs first
    packaged = pathlib.Path(migrate.__file__).parent / "examples" / "by_parts_seed.py"
    assert (LEGACY / "by_parts_seed.py").read_bytes() == packaged.read_bytes()


def test_by_parts_seed(corpus):
    printed = corpus.get("by_parts_seed.py")[None]
    x, w = np.ones((1, 10)), np.full((10, 5), 0.5)
    out = x @ w
    dloss_dout = 2.0 * out / out.size
    expected = dloss_dout @ w.T  # [1, 10], the chain rule in closed form
    grad, by_parts = printed
    np.testing.assert_allclose(grad, expected.reshape(1, 1, 1, 10), **FLOAT32)
    np.testing.assert_allclose(by_parts, expected.reshape(1, 1, 1, 10), **FLOAT32)


def test_session_with_block(corpus):
    printed = corpus.get("session_with_block.py")
    a = np.arange(6, dtype=np.float64).reshape(2, 3)
    b = np.linspace(-1.0, 1.0, 12).reshape(3, 4)
    c = a @ b
    np.testing.assert_allclose(printed["c"], c, **FLOAT32)
    np.testing.assert_allclose(printed["row_sums"], c.sum(axis=1), **FLOAT32)
    np.testing.assert_allclose(printed["biggest"], c.max(), **FLOAT32)
    softmax = np.exp(c) / np.exp(c).sum(axis=1, keepdims=True)
    np.testing.assert_allclose(printed["softmax"], softmax, **FLOAT32)


def test_session_without_with(corpus):
    printed = corpus.get("session_no_with.py")
    counter = np.array([1.0, 2.0, 3.0]) + 4 * np.array([0.5, -1.0, 2.0])
    np.testing.assert_allclose(printed["counter"], counter, **FLOAT32)
    np.testing.assert_allclose(printed["doubled"], 2 * counter, **FLOAT32)


def test_linear_regression_sgd_matches_numpy_training(corpus):
    printed = corpus.get("linear_regression_sgd.py")
    rng = np.random.RandomState(0)
    x = rng.rand(32, 3).astype(np.float32).astype(np.float64)
    y = (x @ np.array([[1.5], [-2.0], [0.5]]) + 0.25).astype(np.float32).astype(np.float64)
    w, b = np.zeros((3, 1)), np.zeros(1)
    for step in range(5):
        residual = x @ w + b - y
        loss = np.mean(residual ** 2)
        np.testing.assert_allclose(printed[f"step {step} loss"], loss, **PRINTED_6)
        w, b = w - 0.1 * 2 * x.T @ residual / len(x), b - 0.1 * 2 * residual.mean(axis=0)
    np.testing.assert_allclose(printed["W"], w.ravel(), **FLOAT32)
    np.testing.assert_allclose(printed["b"], b, **FLOAT32)


def test_dataset_one_shot_draws_one_element_per_run(corpus):
    printed = corpus.get("dataset_one_shot.py")
    rng = np.random.RandomState(3)
    features = rng.randn(24, 3).astype(np.float32)
    targets = features.dot(np.array([[1.5], [-2.0], [0.5]], dtype=np.float32)) + np.float32(0.25)
    x_all, y_all = np.concatenate([features] * 2).astype(np.float64), np.concatenate([targets] * 2).astype(np.float64)
    w, b = np.zeros((3, 1)), 0.0
    for step in range(6):  # 48 rows (repeat(2)) in batches of 8, then OutOfRangeError
        x, y = x_all[8 * step:8 * step + 8], y_all[8 * step:8 * step + 8]
        residual = x @ w + b - y
        np.testing.assert_allclose(printed[f"step {step + 1} loss"], np.mean(residual ** 2), **PRINTED_6)
        w, b = w - 0.1 * 2 * x.T @ residual / len(x), b - 0.1 * 2 * residual.mean()
    assert printed["steps"] == 6
    np.testing.assert_allclose(printed["weights"], w.ravel(), **PRINTED_6)
    np.testing.assert_allclose(printed["bias"], b, **PRINTED_6)
    # evens 0, 2, 4, 6, 8: square(0); number and its square from one element (2); 4; then 6, 8
    assert (printed["first square"], printed["number"], printed["its square"], printed["next number"]) == (0, 2, 4, 4)
    assert printed["evens exhausted"] == 1


def test_logistic_adam_matches_numpy_adam(corpus):
    printed = corpus.get("logistic_adam.py")
    rng = np.random.RandomState(0)
    features = rng.randn(20, 2).astype(np.float32).astype(np.float64)
    labels = (features[:, :1] - features[:, 1:] > 0).astype(np.float64)
    params = [np.array([[0.1], [-0.2]]), np.zeros(1)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, beta1, beta2, eps, t = 0.05, 0.9, 0.999, 1e-8, 0
    for epoch in range(3):
        for start in range(0, 20, 10):
            x, y = features[start:start + 10], labels[start:start + 10]
            z = x @ params[0] + params[1]
            loss = np.mean(np.maximum(z, 0) - z * y + np.log1p(np.exp(-np.abs(z))))
            dz = (sigmoid(z) - y) / len(x)
            grads = [x.T @ dz, dz.sum(axis=0)]
            t += 1
            lr_t = lr * math.sqrt(1 - beta2 ** t) / (1 - beta1 ** t)
            for i, g in enumerate(grads):
                m[i] = beta1 * m[i] + (1 - beta1) * g
                v[i] = beta2 * v[i] + (1 - beta2) * g * g
                params[i] = params[i] - lr_t * m[i] / (np.sqrt(v[i]) + eps)
        np.testing.assert_allclose(printed[f"epoch {epoch} loss"], loss, **PRINTED_6)
    np.testing.assert_allclose(printed["weights"], params[0].ravel(), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(printed["bias"], params[1], rtol=1e-4, atol=1e-5)


def test_slim_mlp_with_arg_scope(corpus):
    printed = corpus.get("slim_mlp.py")
    rng = np.random.RandomState(0)
    w1 = (rng.randn(4, 5).astype(np.float32) * np.float32(0.5)).astype(np.float64)
    w2 = (rng.randn(5, 2).astype(np.float32) * np.float32(0.5)).astype(np.float64)
    x = rng.randn(3, 4).astype(np.float32).astype(np.float64)
    logits = np.tanh(x @ w1 + 0.1) @ w2 + 0.1
    np.testing.assert_allclose(printed["logits"], logits, **FLOAT32)
    # slim.l2_regularizer(scale)(w) = scale * sum(w**2) / 2, one per weights variable
    np.testing.assert_allclose(printed["reg_loss"], 0.01 * ((w1 ** 2).sum() + (w2 ** 2).sum()) / 2, **FLOAT32)
    assert printed["model_variables"] == ["fc1/weights:0", "fc1/biases:0", "fc2/weights:0", "fc2/biases:0"]


def test_slim_batch_norm_with_a_fed_training_flag(corpus):
    """tf-slim's smart_cond reads ``ops.Tensor`` / ``control_flow_ops.cond`` (moved in TF 2.21):
    the runner puts them back, so the standard slim pattern runs."""
    printed = corpus.get("slim_batch_norm_flag.py")
    data = np.array([[1.0, 2.0, 3.0], [3.0, 6.0, 9.0]])
    eps = 0.001  # slim.batch_norm's default epsilon; gamma 1, beta 0, moving mean 0, variance 1
    np.testing.assert_allclose(printed["inference before"], data / np.sqrt(1.0 + eps), **FLOAT32)
    mean, var = data.mean(axis=0), data.var(axis=0)  # training: the batch's (biased) statistics
    np.testing.assert_allclose(printed["training"], (data - mean) / np.sqrt(var + eps), **FLOAT32)
    np.testing.assert_allclose(printed["moving_mean"], (1 - 0.9) * mean, **FLOAT32)  # decay 0.9 from 0


def test_contrib_imports_rnn_and_layers(corpus):
    printed = corpus.get("contrib_imports.py")
    inputs = np.arange(12, dtype=np.float64).reshape(4, 3) / 10.0
    kernel, h = np.full((5, 2), 0.1), np.zeros(2)  # BasicRNNCell: kernel from the scope, bias 0
    outputs = []
    for x_t in inputs:
        h = np.tanh(np.concatenate([x_t, h]) @ kernel)
        outputs.append(h)
    np.testing.assert_allclose(printed["outputs"], np.array(outputs)[None], **FLOAT32)
    np.testing.assert_allclose(printed["head"], [[h.sum() * 0.5]], **FLOAT32)
    np.testing.assert_array_equal(printed["flat_shape"], [1, 8])


def test_contrib_attributes(corpus):
    printed = corpus.get("contrib_attributes.py")
    x = np.array([[1.0, -2.0], [0.5, 3.0]])
    h = np.maximum(x @ np.full((2, 3), 0.5) - 1.0, 0.0)
    np.testing.assert_allclose(printed["h"], h, **FLOAT32)
    np.testing.assert_allclose(printed["out"], h @ np.ones((3, 1)), **FLOAT32)
    np.testing.assert_allclose(printed["penalty"], 0.5 * (3.0 ** 2 + 4.0 ** 2) / 2, **FLOAT32)


def test_layers_dense(corpus):
    printed = corpus.get("layers_dense.py")
    kernel, x = (v.astype(np.float64) for v in rng_values((3, 4), (5, 3)))
    hidden = np.maximum(x @ kernel - 0.1, 0.0)
    np.testing.assert_allclose(printed["hidden"], hidden, **FLOAT32)
    np.testing.assert_allclose(printed["out"], hidden @ np.ones((4, 1)), **FLOAT32)
    assert printed["variables"] == ["dense/kernel:0", "dense/bias:0", "dense_1/kernel:0", "dense_1/bias:0"]


def test_keras_layer_in_graph(corpus):
    printed = corpus.get("keras_in_graph.py")
    kernel = np.array([[1.0, 0.0], [-1.0, 2.0], [0.5, 0.5]])
    x = np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 1.0]])
    np.testing.assert_allclose(printed["y"], sigmoid(x @ kernel), **FLOAT32)
    assert printed["num_weights"] == 2


def test_variable_scope_reuse(corpus):
    printed = corpus.get("variable_scope_reuse.py")
    w, b = np.array([[1.0, -1.0], [0.5, 2.0]]), 0.25
    np.testing.assert_allclose(printed["left"], sigmoid(np.array([[1.0, 2.0]]) @ w + b), **FLOAT32)
    np.testing.assert_allclose(printed["right"], sigmoid(np.array([[-1.0, 0.5]]) @ w + b), **FLOAT32)
    assert printed["same"] is True
    assert printed["variables"] == ["shared/w:0", "shared/b:0"]


def test_tensor_and_operation_by_name(corpus):
    printed = corpus.get("tensor_by_name.py")
    x = np.array([[1.0, 2.0], [3.0, 4.0]])
    np.testing.assert_allclose(printed["scaled"], 3.0 * x, **FLOAT32)
    np.testing.assert_allclose(printed["energy"], ((3.0 * x) ** 2).sum(), **FLOAT32)
    assert printed["op_type"] == "Sum"


def test_saver_roundtrip(corpus):
    printed = corpus.get("saver_roundtrip.py")
    np.testing.assert_allclose(printed["v1"], 10.0 * np.array([1.0, 2.0, 3.0]), **FLOAT32)
    np.testing.assert_allclose(printed["v2"], np.eye(2) + 1.0, **FLOAT32)
    assert printed["same_path"] is True


def test_jacobian_by_unstack_loop(corpus):
    printed = corpus.get("jacobian_unstack.py")
    w = np.array([[0.2, -0.4], [0.7, 0.1], [-0.3, 0.5]])
    x = np.array([0.5, -1.0, 2.0])
    jacobian = (1.0 - np.tanh(x @ w) ** 2)[:, None] * w.T  # d tanh(xW)_i / dx_j, shape [2, 3]
    np.testing.assert_allclose(printed["jacobian"], jacobian, **FLOAT64)
    np.testing.assert_allclose(printed["summed"], jacobian.sum(axis=0), **FLOAT64)


def test_grad_ys_and_stop_gradients(corpus):
    printed = corpus.get("grad_ys_vjp.py")
    x0, x1, x2 = 1.0, 2.0, 3.0
    jacobian = np.array([[x1, x0, 0.0], [0.0, 0.0, math.cos(x2)], [2 * x0, 0.0, 0.0]])
    np.testing.assert_allclose(printed["vjp"], np.array([1.0, -2.0, 0.5]) @ jacobian, **FLOAT64)
    a = 2.0
    np.testing.assert_allclose(printed["partial"], [3.0 * a, a], **FLOAT64)  # c = a*b, b held fixed


def test_hessians(corpus):
    printed = corpus.get("hessians.py")
    a = np.array([[2.0, 1.0, 0.0], [1.0, 3.0, -1.0], [0.0, -1.0, 4.0]])
    x = np.array([1.0, -2.0, 0.5])
    np.testing.assert_allclose(printed["h_quadratic"], a, **FLOAT64)
    cubic = np.diag(6.0 * x)
    cubic[0, 1] = cubic[1, 0] = 1.0
    np.testing.assert_allclose(printed["h_cubic"], cubic, **FLOAT64)


def test_script_importing_a_local_helper_module(corpus):
    printed = corpus.get("uses_helper.py")
    w1, w2, x = (v.astype(np.float64) for v in rng_values((3, 4), (4, 2), (2, 3)))
    np.testing.assert_allclose(printed["out"], np.maximum(x @ w1, 0.0) @ w2, **FLOAT32)
    assert printed["input_name"] == "helper_input:0"


def test_argparse_main_gets_its_arguments(corpus):
    printed = corpus.get("argparse_main.py")
    lr, steps, target, w = 0.25, 4, 2.0, 0.0
    for _ in range(steps):
        w -= lr * 2.0 * (w - target)
    np.testing.assert_allclose(printed["w"], w, **FLOAT32)
    assert printed["argv"] == EXPECTATIONS.SCRIPTS["argparse_main.py"]["args"]
    assert printed["script"] == "argparse_main.py"


def test_sys_exit_code_is_kept(corpus):
    printed = corpus.get("exit_code.py")  # checks exit code 3 from the manifest
    assert printed["total"] == sum(range(5))


def test_control_flow(corpus):
    printed = corpus.get("control_flow.py")
    assert printed["product"] == math.factorial(5)
    assert (printed["picked_true"], printed["picked_false"]) == (10.0, -10.0)


def test_aliases_and_from_imports(corpus):
    printed = corpus.get("aliases_and_from_imports.py")
    p = np.array([1.0, 2.0, 4.0])
    assert printed["prod"] == np.prod(p) and printed["sumsq"] == (p * p).sum()
    assert printed["executing_eagerly"] is False


def _tf1_rmsprop(param, grad, slots, lr, decay, momentum, eps, centered):
    """TF1's RMSPropOptimizer update (float64): ms starts at 1, mom and mg at 0."""
    ms, mom, mg = slots
    ms[:] = decay * ms + (1 - decay) * grad * grad
    denom = ms + eps
    if centered:
        mg[:] = decay * mg + (1 - decay) * grad
        denom = denom - mg * mg
    mom[:] = momentum * mom + lr * grad / np.sqrt(denom)
    param -= mom


def test_rmsprop_centered_momentum_matches_numpy_rmsprop(corpus):
    printed = corpus.get("rmsprop_centered_momentum.py")
    rng = np.random.RandomState(3)
    features32 = rng.randn(24, 3).astype(np.float32)
    targets = (features32.dot(np.array([[1.5], [-2.0], [0.5]])) + 0.3).astype(np.float32).astype(np.float64)
    features = features32.astype(np.float64)
    models = {  # name -> (params, slots, (lr, decay, momentum, epsilon, centered))
        "plain": ([np.array([[0.1], [0.2], [-0.1]]), np.zeros(1)], (0.05, 0.9, 0.0, 1e-10, False)),
        "centered": ([np.array([[-0.3], [0.1], [0.4]]), np.array([0.2])], (0.02, 0.8, 0.7, 1e-6, True)),
    }
    slots = {k: [(np.ones_like(p), np.zeros_like(p), np.zeros_like(p)) for p in params] for k, (params, _) in models.items()}
    for epoch in range(4):
        losses = {}
        for start in range(0, 24, 8):
            x, y = features[start:start + 8], targets[start:start + 8]
            for name, (params, hyper) in models.items():
                z = x @ params[0] + params[1]
                losses[name] = np.mean((z - y) ** 2)
                dz = 2 * (z - y) / len(x)
                for p, g, s in zip(params, [x.T @ dz, dz.sum(axis=0)], slots[name]):
                    _tf1_rmsprop(p, g, s, *hyper)
        for name in models:
            np.testing.assert_allclose(printed[f"epoch {epoch} {name} loss"], losses[name], **PRINTED_6)
    for i, name in ((1, "plain"), (2, "centered")):
        w, b = models[name][0]
        np.testing.assert_allclose(printed[f"w{i}"], w.ravel(), rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(printed[f"b{i}"], b, rtol=1e-4, atol=1e-5)


def test_rmsprop_embedding_decay_updates_only_the_looked_up_rows(corpus):
    printed = corpus.get("rmsprop_embedding_decay.py")
    rng = np.random.RandomState(5)
    ids_all = np.array([[0, 2, 2], [4, 0, 1], [2, 5, 5], [1, 1, 0]])
    labels_all = rng.randn(4, 1).astype(np.float32).astype(np.float64)
    table = rng.randn(6, 4).astype(np.float32).astype(np.float64)
    dense_w = rng.randn(4, 1).astype(np.float32).astype(np.float64)
    table_slots = (np.ones_like(table), np.zeros_like(table), None)
    w_slots = (np.ones_like(dense_w), np.zeros_like(dense_w), None)
    for step in range(8):
        ids, y = ids_all[step % 2 * 2:step % 2 * 2 + 2], labels_all[step % 2 * 2:step % 2 * 2 + 2]
        lr = 0.05 * 0.5 ** (step // 3)  # exponential_decay(0.05, step, 3, 0.5, staircase=True)
        pooled = table[ids].sum(axis=1)
        z = pooled @ dense_w
        loss = np.mean((z - y) ** 2)
        dz = 2 * (z - y) / len(ids)
        row_grads = {}
        for b in range(len(ids)):
            for r in ids[b]:
                row_grads[r] = row_grads.get(r, 0) + dz[b, 0] * dense_w[:, 0]
        w_grad = pooled.T @ dz
        rows = sorted(row_grads)  # the sparse update: only these rows, slots included
        sub = [table[rows], table_slots[0][rows], table_slots[1][rows]]
        _tf1_rmsprop(sub[0], np.array([row_grads[r] for r in rows]), (sub[1], sub[2], None), lr, 0.9, 0.9, 1e-10, False)
        table[rows], table_slots[0][rows], table_slots[1][rows] = sub
        _tf1_rmsprop(dense_w, w_grad, w_slots, lr, 0.9, 0.9, 1e-10, False)
        np.testing.assert_allclose(printed[f"step {step} loss"], loss, **PRINTED_6)
    assert 3 not in ids_all  # row 3 is never looked up: TF1 leaves it (and its slots) untouched
    np.testing.assert_allclose(printed["embeddings"], table, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(printed["dense_w"], dense_w.ravel(), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(printed["learning_rate"], 0.0125, **FLOAT32)
