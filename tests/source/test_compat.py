"""Compat mode, strings in, strings out: the minimal TF1-semantics edit (migrate.source.compat)."""
import ast
from pathlib import Path

import libcst as cst
import pytest

from compat_v1.contrib_map import CONTRIB_HOMES, NO_HOME
from compat_v1.removed_names import SHIM_CODE
from migrate.source import compat
from migrate.source.convert import convert_source

ENV = 'import os\nos.environ.setdefault("TF_USE_LEGACY_KERAS", "1")\n'
M = "# tf1to2: compat\n"
SHIM = "\n\n" + SHIM_CODE  # after disable_v2_behavior() in files importing tf_slim (tested once below)


def run(src):
    return convert_source(src, mode="compat", path="t.py")


def strip_marker(code):
    return "".join(line for line in code.splitlines(keepends=True) if line.strip() != compat.MARKER)


REWRITES = [
    pytest.param(
        "import tensorflow as tf\nx = tf.placeholder(tf.float32)\n",
        M + "import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\nx = tf.placeholder(tf.float32)\n",
        id="import tensorflow as tf"),
    pytest.param(
        "import tensorflow as tf1\nimport numpy as np\nx = tf1.Session()\n",
        M + "import tensorflow.compat.v1 as tf1\nimport numpy as np\ntf1.disable_v2_behavior()\nx = tf1.Session()\n",
        id="aliased import is resolved; disable call after the import block"),
    pytest.param(
        "import tensorflow as T\ny = T.compat.v1.Session()\nz = T.compat.v2.ones\n",
        M + "import tensorflow.compat.v1 as T\nT.disable_v2_behavior()\ny = T.Session()\nz = T.compat.v2.ones\n",
        id="tf.compat.v1.X becomes X once the alias is compat.v1"),
    pytest.param(
        "import tensorflow\nwith tensorflow.Session() as s:\n    print(tensorflow.__version__)\n",
        M + "import tensorflow\ntensorflow.compat.v1.disable_v2_behavior()\n"
        "with tensorflow.compat.v1.Session() as s:\n    print(tensorflow.__version__)\n",
        id="plain import tensorflow: chains get .compat.v1, dunders kept"),
    pytest.param(
        "from tensorflow import placeholder, float32\nx = placeholder(float32)\n",
        M + "from tensorflow.compat.v1 import placeholder, float32\nimport tensorflow.compat.v1\n"
        "tensorflow.compat.v1.disable_v2_behavior()\nx = placeholder(float32)\n",
        id="from tensorflow import X"),
    pytest.param(
        "from tensorflow import keras\n",
        M + ENV + "from tensorflow.compat.v1 import keras\nimport tensorflow.compat.v1\n"
        "tensorflow.compat.v1.disable_v2_behavior()\n",
        id="from tensorflow import keras needs legacy Keras"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.keras import backend as K\nfrom tensorflow.keras.layers import Dense\n"
        "import tensorflow.keras.backend as KB\nsess = tf.Session()\nK.set_session(sess)\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nfrom tensorflow.compat.v1.keras import backend as K\n"
        "from tensorflow.compat.v1.keras.layers import Dense\nimport tensorflow.compat.v1.keras.backend as KB\n"
        "tf.disable_v2_behavior()\nsess = tf.Session()\nK.set_session(sess)\n",
        id="tensorflow.keras imports -> the v1 API (K.set_session exists there; blind pass 7 crashed without)"),
    pytest.param(
        "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\nnet = slim.conv2d(x, 3)\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim as slim\ntf.disable_v2_behavior()\n"
        "net = slim.conv2d(x, 3)\n",
        id="import tensorflow.contrib.slim as slim"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib import slim\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim as slim\ntf.disable_v2_behavior()\n",
        id="from tensorflow.contrib import slim"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib import slim as s, layers\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim as s\nimport tf_slim as layers\n"
        "tf.disable_v2_behavior()\n",
        id="from tensorflow.contrib import several, one line each"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib.layers import fully_connected  # fc\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nfrom tf_slim.layers import fully_connected  # fc\n"
        "tf.disable_v2_behavior()\n",
        id="from tensorflow.contrib.layers import X keeps the comment"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib.slim.nets import resnet_v1\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nfrom tf_slim.nets import resnet_v1\ntf.disable_v2_behavior()\n",
        id="submodule of a contrib home keeps its suffix"),
    pytest.param(
        "import tensorflow as tf\ny = tf.contrib.slim.fully_connected(x, 2)\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim\ntf.disable_v2_behavior()\n"
        "y = tf_slim.fully_connected(x, 2)\n",
        id="tf.contrib.slim attribute chain"),
    pytest.param(
        "import tensorflow as tf\ninit = tf.contrib.layers.xavier_initializer()\nslim = tf.contrib.slim\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim\n"
        "tf.disable_v2_behavior()\ninit = tf_slim.xavier_initializer()\nslim = tf_slim\n",
        id="tf.contrib.layers chain (spelled through tf_slim) and a bare module reference"),
    pytest.param(
        "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\ninit = tf.contrib.layers.xavier_initializer()\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim as slim\ntf.disable_v2_behavior()\n"
        "init = slim.xavier_initializer()\n",
        id="a chain reuses the alias the file already has for the same home"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib import slim\ndef f():\n    return tf.contrib.slim.flatten\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim as slim\ntf.disable_v2_behavior()\n"
        "def f():\n    return slim.flatten\n",
        id="from-import alias reused too"),
    pytest.param(
        "import tensorflow as tf\nx = tf.contrib.slim.flatten\nimport tensorflow.contrib.slim as slim\n",
        M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim\ntf.disable_v2_behavior()\n"
        "x = tf_slim.flatten\nimport tf_slim as slim\n",
        id="an alias bound after code is not reused (it may not exist yet)"),
    pytest.param(
        "import tensorflow as tf\ncell = tf.contrib.rnn.LSTMCell(3)\n",
        M + ENV + "import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\ncell = tf.nn.rnn_cell.LSTMCell(3)\n",
        id="tf.contrib.rnn goes to tf.nn.rnn_cell, no import needed"),
    pytest.param(
        "import tensorflow as tf\nh = tf.layers.dense(x, 3)\n",
        M + ENV + "import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\nh = tf.layers.dense(x, 3)\n",
        id="tf.layers needs legacy Keras set before the import"),
    pytest.param(
        "import tensorflow.contrib.slim\nx = tensorflow.contrib.slim.conv2d\n",
        M + ENV + "import tf_slim, tensorflow\ntensorflow.compat.v1.disable_v2_behavior()\nx = tf_slim.conv2d\n",
        id="unaliased import tensorflow.contrib.slim"),
    pytest.param(
        '#!/usr/bin/env python\n# -*- coding: utf-8 -*-\n"""Doc."""\nfrom __future__ import print_function\n'
        "import tensorflow as tf\nh = tf.keras.layers.Dense(2)\n",
        '#!/usr/bin/env python\n# -*- coding: utf-8 -*-\n' + M + '"""Doc."""\nfrom __future__ import print_function\n'
        + ENV + "import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\nh = tf.keras.layers.Dense(2)\n",
        id="shebang, cookie, docstring and __future__ stay first"),
    pytest.param(
        "try:\n    import tensorflow as tf\nexcept ImportError:\n    tf = None\nprint(tf)\n",
        M + "try:\n    import tensorflow.compat.v1 as tf\nexcept ImportError:\n    tf = None\n"
        "tf.disable_v2_behavior()\nprint(tf)\n",
        id="import inside try at module level"),
    pytest.param(
        "import tensorflow as tf\r\nx = tf.Session()\r\n",
        M.replace("\n", "\r\n") + "import tensorflow.compat.v1 as tf\r\ntf.disable_v2_behavior()\r\nx = tf.Session()\r\n",
        id="CRLF newlines kept"),
    pytest.param(
        "import tensorflow as tf  # the TF\n\n\ndef f(x):\n    # keep me\n    return tf.contrib.layers.flatten(x)  # flat\n",
        M + ENV + "import tensorflow as tf  # the TF\n".replace("tensorflow as", "tensorflow.compat.v1 as")
        + "import tf_slim\ntf.disable_v2_behavior()\n\n\ndef f(x):\n    # keep me\n"
        "    return tf_slim.flatten(x)  # flat\n",
        id="comments and blank lines preserved"),
    pytest.param(
        "import tensorflow as tf\ntf.disable_v2_behavior()\nx = tf.Session()\n",
        M + "import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\nx = tf.Session()\n",
        id="an existing disable_v2_behavior call is not repeated"),
    pytest.param(
        "import tensorflow as tf\ntf.enable_eager_execution()\n",
        M + "import tensorflow.compat.v1 as tf\ntf.enable_eager_execution()\n",
        id="caveat: eager scripts get no disable call"),
]


def test_files_importing_tf_slim_get_the_removed_names_after_disable_v2_behavior():
    result = run("import tensorflow as tf\nimport tensorflow.contrib.slim as slim\nnet = slim.batch_norm(x)\n")
    assert result.code == (M + ENV + "import tensorflow.compat.v1 as tf\nimport tf_slim as slim\ntf.disable_v2_behavior()\n"
                           + SHIM + "net = slim.batch_norm(x)\n")
    assert "('tensorflow.python.ops.control_flow_ops', 'cond', 'tensorflow.python.ops.cond', 'cond')," in result.code
    assert run(result.code).status == "unchanged"


@pytest.mark.parametrize("src, expected", REWRITES)
def test_rewrites(src, expected):
    result = run(src)
    imports_slim = any(line.startswith(("import tf_slim", "from tf_slim")) for line in result.code.splitlines())
    assert (SHIM in result.code) == (imports_slim and "disable_v2_behavior()" in result.code)
    assert result.code.replace(SHIM, "") == expected
    assert result.status == "converted"
    assert run(result.code).status == "unchanged"  # the marker makes it idempotent
    # and the rewrites themselves are idempotent: without the marker, a second pass adds nothing
    assert strip_marker(run(strip_marker(result.code)).code) == strip_marker(result.code)


UNCHANGED = [
    pytest.param("", id="empty file"),
    pytest.param("import numpy as np\nprint(np.ones(3))\n", id="no tensorflow"),
    pytest.param("import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\nx = tf.Session()\n",
                 id="already compat"),
    pytest.param("import tensorflow.compat.v2 as tf\nx = tf.ones(3)\n", id="compat.v2 file is TF2 code"),
    pytest.param("# tf1to2: compat\nimport tensorflow as tf\n", id="marker: left alone"),
    pytest.param("from . import tensorflow\nx = tensorflow.Session\n", id="relative import is not TF"),
    pytest.param("match x:\n    case [a, *b]:\n        y = (z := a)\nprint(f'{y=}')\ntype T = int\n",
                 id="modern syntax without TF"),
]


@pytest.mark.parametrize("src", UNCHANGED)
def test_unchanged(src):
    result = run(src)
    assert result.status == "unchanged"
    assert result.code == src
    assert result.diagnostics == ()


CAVEATS = [
    pytest.param(
        "import tensorflow as tf\nest = tf.contrib.learn.Estimator()\n",
        "est = tf.contrib.learn.Estimator()", 2, 7, "tf.contrib.learn", NO_HOME.get("tensorflow.contrib.learn", ""),
        id="NO_HOME chain: warning with line:col, left as is"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib.learn import Estimator\n",
        "from tensorflow.contrib.learn import Estimator", 2, 1, "tensorflow.contrib.learn",
        NO_HOME.get("tensorflow.contrib.learn", ""), id="NO_HOME from-import"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.contrib import slim, learn\n",
        "from tensorflow.contrib import learn", 2, 38, "tensorflow.contrib.learn",
        NO_HOME.get("tensorflow.contrib.learn", ""), id="NO_HOME name split from a home"),
    pytest.param(
        "import tensorflow as tf\nd = tf.contrib.nonexistent_thing.f()\n",
        "d = tf.contrib.nonexistent_thing.f()", 2, 5, "tf.contrib.nonexistent_thing", "no known TF2 home",
        id="unknown contrib module: warning"),
    pytest.param(
        "import tensorflow.contrib.nonexistent_thing as nt\n",
        "import tensorflow.contrib.nonexistent_thing as nt", 1, 8, "tensorflow.contrib.nonexistent_thing",
        "no known TF2 home", id="unknown contrib import: warning"),
    pytest.param(
        "import tensorflow as tf\nest = tf.estimator.Estimator(model_fn)\n",
        "est = tf.estimator.Estimator(model_fn)", 2, 7, "tf.estimator", compat.REMOVED["estimator"],
        id="removed module chain: tf.estimator"),
    pytest.param(
        "import tensorflow as tf\nfrom tensorflow.examples.tutorials.mnist import mnist\n",
        "from tensorflow.examples.tutorials.mnist import mnist", 2, 1, "tensorflow.examples",
        compat.REMOVED["examples"], id="removed module import: the MNIST tutorial's model module"),
    pytest.param(
        "def f():\n    import tensorflow as tf\n    return tf.Session()\n",
        "    import tensorflow.compat.v1 as tf", 1, 1, "disable_v2_behavior", "",
        id="caveat: tensorflow imported only in a function"),
]


@pytest.mark.parametrize("src, kept_line, line, col, names, reason", CAVEATS)
def test_caveats_warn_and_keep_the_code(src, kept_line, line, col, names, reason):
    result = run(src)
    assert result.status == "partial"
    assert kept_line in result.code.splitlines()
    warnings = [d for d in result.diagnostics if d.severity == "warning"]
    assert any(
        (d.line, d.col) == (line, col) and names in d.reason and reason in d.reason and d.path == "t.py"
        for d in warnings
    ), [str(d) for d in warnings]


def test_contrib_lookup_takes_the_longest_key_and_keeps_the_rest():
    for key, home in CONTRIB_HOMES.items():
        assert compat.contrib_home(key) == (key, home, None)
        assert compat.contrib_home(key + ".sub.mod") == (key, home + ".sub.mod", None)
    for key, reason in NO_HOME.items():
        assert compat.contrib_home(key + ".x") == (key, None, reason)
    assert compat.contrib_home("tensorflow.contrib.zzz.y") == ("tensorflow.contrib.zzz", None, None)


def test_every_contrib_home_is_rewritten_in_all_three_spellings():
    """Driven by the shared table, so entries another helper adds are covered too."""
    for key, home in CONTRIB_HOMES.items():
        short = key[len("tensorflow.contrib."):]
        first = short.split(".")[0]
        if "." in short:
            continue
        chain = run(f"import tensorflow as tf\ny = tf.contrib.{short}.thing\n").code
        imported = run(f"import tensorflow as tf\nimport {key} as m\n").code
        from_import = run(f"import tensorflow as tf\nfrom tensorflow.contrib import {first}\n").code
        assert "contrib" not in chain + imported + from_import, key
        spelled = compat.spell_home(home)
        if home.startswith("tensorflow.compat.v1."):
            assert f"y = tf.{home[len('tensorflow.compat.v1.'):]}.thing" in chain
        else:
            assert f"y = {spelled}.thing" in chain and f"import {spelled}\n" in chain
        assert f"import {spelled} as m\n" in imported


def test_every_home_spelling_reaches_the_real_module():
    """Checked against the installed tf_slim / TensorFlow: `import H as m` and `H.x` must give
    the module `from H import x` reads (or one that re-exports all its public names)."""
    import importlib
    import sys

    for home in set(CONTRIB_HOMES.values()):
        real = importlib.import_module(home)
        if home.startswith("tensorflow.compat.v1."):
            continue  # reached as `tf.<rest>` on the compat.v1 alias, checked below
        spelled = compat.spell_home(home)
        obj = importlib.import_module(spelled.split(".")[0])
        for part in spelled.split(".")[1:]:
            obj = getattr(obj, part)
        public = [n for n in dir(real) if not n.startswith("_")]
        missing = [n for n in public if not hasattr(obj, n)]
        assert obj is real or not missing, (home, spelled, missing[:5])
    import tensorflow as tf

    for home in set(CONTRIB_HOMES.values()):
        if home.startswith("tensorflow.compat.v1."):
            obj = tf.compat.v1
            for part in home.split(".")[3:]:
                obj = getattr(obj, part)
            assert obj is sys.modules.get(home, obj), home


def test_removed_modules_are_really_gone_from_tensorflow():
    import importlib

    import tensorflow as tf

    for name in compat.REMOVED:
        assert not hasattr(tf.compat.v1, name), name
        with pytest.raises(ImportError):
            importlib.import_module(f"tensorflow.{name}")


def test_to_compat_module_api_and_marker():
    module = cst.parse_module("import tensorflow as tf\n")
    new, diagnostics = compat.to_compat(module, "m.py")
    assert isinstance(new, cst.Module) and diagnostics == []
    assert compat.has_marker(new) and not compat.has_marker(module)
    same, _ = compat.to_compat(new, "m.py")
    assert same is new


def test_newer_syntax_than_python_still_converts():
    """PEP 695 on Python 3.11: ast cannot parse it, the libcst analysis takes over (and a
    warning says this Python does not compile the input: the output runs where it runs)."""
    import sys

    src = "import tensorflow as tf\ntype Vec = list[float]\ndef f[T](x: T) -> T:\n    return tf.contrib.slim.flatten(x)\n"
    result = run(src)
    older = sys.version_info < (3, 12)
    assert result.status == ("partial" if older else "converted"), result
    assert [d.rule for d in result.diagnostics if d.severity == "warning"] == (["parse"] if older else [])
    assert "import tensorflow.compat.v1 as tf\nimport tf_slim\ntf.disable_v2_behavior()\n" in result.code
    assert "return tf_slim.flatten(x)" in result.code


LEGACY = sorted((Path(__file__).parents[1] / "fixtures" / "legacy").glob("*.py"))


@pytest.mark.parametrize("fixture", LEGACY, ids=[p.name for p in LEGACY])
def test_legacy_fixtures_convert_cleanly_and_idempotently(fixture):
    """Every legacy fixture converts without warnings; running them is the CLI test's job."""
    src = fixture.read_text()
    result = run(src)
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    compile(result.code, fixture.name, "exec")
    assert "import tensorflow.compat.v1" in result.code or "tensorflow.compat.v1." in result.code
    tree = ast.parse(result.code)
    for node in ast.walk(tree):  # no contrib left in code (docstrings may still mention it)
        assert not (isinstance(node, ast.Attribute) and node.attr == "contrib"), ast.unparse(node)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            assert not any("contrib" in n for n in names), ast.unparse(node)
    assert run(result.code).status == "unchanged"
    assert strip_marker(run(strip_marker(result.code)).code) == strip_marker(result.code)


@pytest.mark.parametrize("src, expected", [
    pytest.param("import tensorflow as tf\nfrom tensorflow.contrib import rnn\no, s = rnn.static_rnn(rnn.BasicRNNCell(2), [x], dtype=tf.float32)\n",
                 "o, s = tf.nn.static_rnn(rnn.BasicRNNCell(2), [x], dtype=tf.float32)", id="alias of the contrib module"),
    pytest.param("import tensorflow as tf\no, s = tf.contrib.rnn.static_rnn(cell, [x])\n",
                 "o, s = tf.nn.static_rnn(cell, [x])", id="attribute chain"),
    pytest.param("import tensorflow as tf\nfrom tensorflow.contrib.rnn import LSTMCell, static_rnn\n",
                 "from tensorflow.compat.v1.nn import static_rnn", id="from-import split between home and fallback"),
    pytest.param("import tensorflow as tf\nok = tf.contrib.framework.is_tensor(x)\n",
                 "ok = tf.is_tensor(x)", id="framework is_tensor: tf_slim has none"),
    pytest.param("import tensorflow as tf\nfrom tensorflow.contrib import framework as fw\nok = fw.is_tensor(x)\n",
                 "ok = tf.is_tensor(x)", id="framework alias: spelled through the file's tf alias"),
    pytest.param("import tensorflow as tf\nr = tf.contrib.framework.load_checkpoint(p)\n",
                 "r = tf.train.load_checkpoint(p)", id="framework checkpoint reader from tf.train"),
    pytest.param("import tensorflow as tf\nfrom tensorflow.contrib.framework import arg_scope, is_tensor\n",
                 "from tensorflow.compat.v1 import is_tensor", id="framework from-import split"),
])
def test_contrib_names_outside_their_home_are_spelled_from_the_fallback(src, expected):
    """tf.contrib.rnn's home (nn.rnn_cell) has no static_rnn: the compat output raised
    AttributeError where ``tf1to2 run`` (which searches the fallback) worked."""
    result = run(src)
    assert expected in result.code.splitlines(), result.code
    assert "rnn_cell.static_rnn" not in result.code and "rnn_cell import LSTMCell, static_rnn" not in result.code
