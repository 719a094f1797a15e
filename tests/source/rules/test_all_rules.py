"""Every module in migrate/source/rules/ is listed in ALL_RULES and documents itself."""
import pathlib
import subprocess
import sys

import pytest

from migrate.source import rules
from migrate.source.rules import ALL_RULES

RULES_DIR = pathlib.Path(rules.__file__).parent
MODULES = sorted(p.stem for p in RULES_DIR.glob("*.py") if p.stem != "__init__")


def test_every_rule_module_is_listed():
    assert sorted(m.__name__.rsplit(".", 1)[1] for m in ALL_RULES) == MODULES


@pytest.mark.parametrize("module", ALL_RULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_rule_documents_transforms_and_caveats(module):
    doc = module.__doc__ or ""
    assert "Transforms" in doc
    assert "CAVEATS" in doc or "CAVEATS:" in doc
    assert module.RULE.name and module.RULE.description


def test_rule_names_are_unique():
    names = [m.RULE.name for m in ALL_RULES]
    assert len(names) == len(set(names))


SNIPPET = """
import tensorflow as tf
x = tf.placeholder(tf.float32, [2])
y = tf.gradients(tf.reduce_sum(x * x), x)
with tf.Session() as sess:
    print(sess.run(y, {x: [1.0, 2.0]}))
"""


@pytest.mark.subprocess
def test_converting_never_imports_tensorflow():
    # a fresh process: the shared test process may already have TensorFlow loaded
    code = (
        "import sys, libcst as cst\n"
        "from migrate.source.native import convert_module\n"
        f"new, diags = convert_module(cst.parse_module({SNIPPET!r}), 'x.py')\n"
        "assert 'GradientTape' in new.code, new.code\n"
        "print('tensorflow' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
