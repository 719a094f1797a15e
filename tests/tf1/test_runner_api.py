"""The runner's Python API and the import facade.

Facade tests run in this process: building a ``TensorFlowFacade`` switches no global mode.
``install_tf1_semantics`` does (it disables v2 behaviour), so it is only called in children.
"""
from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap
import types

import pytest
import tensorflow as tf
import tf_slim
from runner_helpers import BAD, LEGACY, child_env

from compat_v1 import facade
from compat_v1.contrib_map import CONTRIB_HOMES, FALLBACK_HOMES, FALLBACK_NAMES, NO_HOME

tf1 = tf.compat.v1


@pytest.fixture()
def importer():
    return facade.FacadeImporter(facade.TensorFlowFacade(tf, tf1))


@pytest.mark.parametrize("module", sorted(CONTRIB_HOMES))
def test_every_contrib_home_is_an_importable_module(module):
    """Importable by name, so the converter can write ``import <home>`` too."""
    for home in (CONTRIB_HOMES[module],) + FALLBACK_HOMES.get(module, ()):
        assert isinstance(importlib.import_module(home), types.ModuleType)


def test_fallback_names_live_in_their_fallback_and_not_in_the_home():
    """The compat rewrite spells these names from the fallback module (``tf.nn.static_rnn``)."""
    for module, names in FALLBACK_NAMES.items():
        home = facade.resolve_module(CONTRIB_HOMES[module])
        for name, fallback in names.items():
            assert fallback in FALLBACK_HOMES[module] and hasattr(facade.resolve_module(fallback), name)
            assert not hasattr(home, name), (module, name)


def test_contrib_tables_do_not_overlap_and_name_contrib_modules():
    assert not set(CONTRIB_HOMES) & set(NO_HOME)
    assert set(FALLBACK_HOMES) <= set(CONTRIB_HOMES)
    for module in list(CONTRIB_HOMES) + list(NO_HOME):
        assert module.startswith("tensorflow.contrib.") and module.count(".") == 2


@pytest.mark.parametrize("statement_args, expected", [
    pytest.param(("tensorflow", None, None, (), 0), lambda f: f, id="import tensorflow as tf"),
    pytest.param(("tensorflow.compat.v1", None, None, None, 0), lambda f: f, id="import tensorflow.compat.v1 as tf"),
    pytest.param(("tensorflow.compat", None, None, ("v1",), 0), lambda f: tf.compat, id="from tensorflow.compat import v1"),
    pytest.param(("tensorflow.keras", None, None, ("backend",), 0), lambda f: tf1.keras,
                 id="from tensorflow.keras import backend gives the v1 keras API"),
    pytest.param(("tensorflow.python.framework", None, None, ("ops",), 0),
                 lambda f: sys.modules["tensorflow.python.framework"], id="internal submodules are real"),
    pytest.param(("numpy", None, None, (), 0), lambda f: sys.modules["numpy"], id="other modules untouched"),
])
def test_import_statements_resolve(importer, statement_args, expected):
    assert importer(*statement_args) is expected(importer.facade)


def test_facade_answers_with_the_tf1_api(importer):
    tf_ = importer("tensorflow")
    assert tf_.placeholder is tf1.placeholder and tf_.Session is tf1.Session
    assert tf_.layers.dense is tf1.layers.dense
    assert tf_.compat.v1 is tf1  # `import tensorflow.compat.v1 as tf` walks facade.compat.v1
    assert tf_.__version__ == tf.__version__
    with pytest.raises(AttributeError, match="no attribute 'no_such_name'"):
        tf_.no_such_name


def test_contrib_imports_and_attributes_map_to_homes(importer):
    contrib = importer("tensorflow.contrib", None, None, ("slim", "layers"), 0)
    assert contrib.slim.fully_connected is tf_slim.fully_connected
    assert contrib.layers.fully_connected is tf_slim.layers.fully_connected
    assert contrib.layers.l2_regularizer is tf_slim.l2_regularizer  # fallback home
    tf_ = importer("tensorflow.contrib.slim", None, None, None, 0)
    assert tf_.contrib.slim.arg_scope is tf_slim.arg_scope
    assert tf_.contrib.rnn.BasicLSTMCell is tf1.nn.rnn_cell.BasicLSTMCell
    assert tf_.contrib.rnn.static_rnn is tf1.nn.static_rnn  # fallback home
    layers = importer("tensorflow.contrib.layers", None, None, ("fully_connected",), 0)
    assert layers.fully_connected is tf_slim.layers.fully_connected
    nets = importer("tensorflow.contrib.slim.nets", None, None, ("vgg",), 0)
    assert nets.vgg is sys.modules["tf_slim.nets.vgg"]


@pytest.mark.parametrize("args", [
    pytest.param(("tensorflow.contrib.learn", None, None, None, 0), id="import tensorflow.contrib.learn"),
    pytest.param(("tensorflow.contrib.learn.python", None, None, ("x",), 0), id="from submodule import"),
    pytest.param(("tensorflow.contrib", None, None, ("learn",), 0), id="from tensorflow.contrib import learn"),
])
def test_removed_contrib_module_raises_import_error_with_advice(importer, args):
    with pytest.raises(ImportError) as info:
        importer(*args)
    assert "tensorflow.contrib.learn was removed" in str(info.value)
    assert NO_HOME["tensorflow.contrib.learn"] in str(info.value)


def test_unknown_contrib_module_and_missing_names_are_explained(importer):
    with pytest.raises(ImportError, match="tensorflow.contrib.nonesuch was removed .* --list-shims"):
        importer("tensorflow.contrib.nonesuch", None, None, None, 0)
    with pytest.raises(AttributeError, match=r"tensorflow.contrib.learn was removed"):
        importer("tensorflow").contrib.learn
    with pytest.raises(AttributeError, match=r"tensorflow.contrib.training.HParams does not exist .* tf_slim.training"):
        importer("tensorflow").contrib.training.HParams


@pytest.mark.subprocess
def test_importing_the_runner_does_not_import_tensorflow():
    code = ("import sys, compat_v1.runner, compat_v1.launch, compat_v1.facade, migrate.commands.run; "
            "print('tensorflow' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=child_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


@pytest.mark.subprocess
def test_install_refuses_after_tensorflow_was_imported_without_legacy_keras():
    code = ("import tensorflow\nfrom compat_v1.runner import install_tf1_semantics, LegacyKerasError\n"
            "try:\n    install_tf1_semantics()\nexcept LegacyKerasError as exc:\n    print('refused:', exc)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=child_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("refused:") and "TF_USE_LEGACY_KERAS=1" in result.stdout


@pytest.mark.subprocess
def test_run_path_returns_exit_codes_and_restores_argv():
    """The in-process API the compare tool builds on: one child, three scripts in a row."""
    code = textwrap.dedent(f"""
        import sys
        from compat_v1.runner import install_tf1_semantics, run_path
        install_tf1_semantics({str(LEGACY)!r})
        before = list(sys.argv)
        codes = [run_path({str(LEGACY / "argparse_main.py")!r}, ["--steps", "1", "--lr", "0.5"]),
                 run_path({str(LEGACY / "exit_code.py")!r}, []),
                 run_path({str(BAD / "raises.py")!r}, [])]
        print("codes:", codes)
        print("argv_restored:", sys.argv == before)
        print("main_restored:", sys.modules["__main__"].__dict__.get("__file__") != {str(BAD / "raises.py")!r})
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=child_env())
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    lr, target, w = 0.5, 1.0, 0.0  # argparse_main.py's defaults for target and w
    w -= lr * 2.0 * (w - target)  # one gradient step on (w - target)^2
    assert lines[0] == f"w: {w}"
    assert lines[-3:] == ["codes: [0, 3, 1]", "argv_restored: True", "main_restored: True"]
    assert 'raises.py", line 8, in check' in result.stderr
    assert "compat_v1/" not in result.stderr


def test_mnist_input_data_resolves_to_the_re_implementation(importer):
    """``from tensorflow.examples.tutorials.mnist import input_data`` and the module import."""
    from compat_v1 import mnist_input_data

    package = importer("tensorflow.examples.tutorials.mnist", None, None, ("input_data",), 0)
    assert package.input_data is mnist_input_data
    top = importer("tensorflow.examples.tutorials.mnist.input_data", None, None, None, 0)
    assert top.examples.tutorials.mnist.input_data is mnist_input_data


def test_other_removed_modules_are_explained(importer):
    with pytest.raises(ImportError, match=r"tensorflow.examples.tutorials.word2vec was removed .*only MNIST's input_data"):
        importer("tensorflow.examples.tutorials.word2vec", None, None, ("word2vec_basic",), 0)
    with pytest.raises(AttributeError, match=r"tensorflow.estimator was removed .*TF 2.16"):
        importer("tensorflow").estimator


def test_legacy_seq2seq_is_tf1to2s_re_implementation_and_matches_numpy(importer):
    """``tf.contrib.legacy_seq2seq`` (PTB, char-rnn, MorvanZhou's LSTM regression): the losses
    against a numpy computation of TF1's definition, rnn_decoder's variables made once."""
    import numpy as np

    from compat_v1 import legacy_seq2seq

    assert importer("tensorflow").contrib.legacy_seq2seq.sequence_loss is legacy_seq2seq.sequence_loss
    rng = np.random.RandomState(0)
    logits = rng.randn(3, 2, 5).astype(np.float32)  # 3 steps, batch 2, 5 classes
    targets = rng.randint(0, 5, (3, 2)).astype(np.int32)
    weights = rng.rand(3, 2).astype(np.float32)
    with tf.Graph().as_default():
        lists = [[tf1.constant(v) for v in a] for a in (logits, targets, weights)]
        per_example = legacy_seq2seq.sequence_loss_by_example(*lists)
        total = legacy_seq2seq.sequence_loss(*lists)
        cell = tf1.nn.rnn_cell.BasicRNNCell(4)
        outputs, state = legacy_seq2seq.rnn_decoder([tf1.ones([2, 3])] * 3, cell.zero_state(2, tf.float32), cell)
        names = [v.name for v in tf1.global_variables()]
        with tf1.Session() as sess:
            sess.run(tf1.global_variables_initializer())
            got, got_total, out = sess.run([per_example, total, outputs])
    shifted = logits - logits.max(axis=2, keepdims=True)
    log_softmax = shifted - np.log(np.exp(shifted).sum(axis=2, keepdims=True))
    cross_entropy = -np.take_along_axis(log_softmax, targets[..., None].astype(np.int64), axis=2)[..., 0]
    expected = (cross_entropy * weights).sum(axis=0) / (weights.sum(axis=0) + 1e-12)
    np.testing.assert_allclose(got, expected, rtol=1e-5)
    np.testing.assert_allclose(got_total, expected.sum() / 2, rtol=1e-5)
    assert names == ["rnn_decoder/basic_rnn_cell/kernel:0", "rnn_decoder/basic_rnn_cell/bias:0"]
    assert len(out) == 3 and out[0].shape == (2, 4)
