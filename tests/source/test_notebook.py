"""Notebooks: code cells converted together, outputs/metadata/magics kept (migrate.source.notebook)."""
import json

import pytest

from migrate.source.convert import convert_source
from migrate.source.notebook import convert_notebook


def code_cell(source, outputs=(), **extra):
    return {"cell_type": "code", "execution_count": 1, "metadata": {"tags": ["keep"]},
            "outputs": list(outputs), "source": source, **extra}


def notebook(*cells):
    return {"cells": list(cells), "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}


OUTPUT = {"output_type": "stream", "name": "stdout", "text": ["42\n"]}


def test_code_cells_converted_as_one_module_everything_else_kept():
    nb = notebook(
        code_cell(["%matplotlib inline\n", "import tensorflow as tf\n", "!pip install tf-slim"], outputs=[OUTPUT]),
        {"cell_type": "markdown", "metadata": {}, "source": ["# tf.contrib.slim in prose\n"]},
        code_cell("net = tf.contrib.slim.flatten(x)\nfor i in range(2):\n    !echo {i}\nfiles = !ls\n%time y = 1"),
        code_cell("%%bash\nimport tensorflow as tf\necho tf.contrib.slim\n"),
        code_cell("print(1)\n"),
    )
    text = json.dumps(nb, indent=1)
    result = convert_notebook(text, mode="compat", path="nb.ipynb")
    assert result.status == "converted"
    out = json.loads(result.code)
    cells = out["cells"]
    first = "".join(cells[0]["source"])
    lines = first.splitlines()
    assert lines[0] == "# tf1to2: compat" and "%matplotlib inline" in lines
    assert lines.index('os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")') < lines.index(
        "import tensorflow.compat.v1 as tf") < lines.index("tf.disable_v2_behavior()")
    assert first.endswith("!pip install tf-slim")  # no newline added to the last line
    assert "".join(cells[2]["source"]) == (
        "net = tf_slim.flatten(x)\nfor i in range(2):\n    !echo {i}\nfiles = !ls\n%time y = 1")
    assert "import tf_slim" in first  # the import the chain in cell 3 needs lands after the TF import
    assert cells[1] == nb["cells"][1] and cells[3] == nb["cells"][3] and cells[4] == nb["cells"][4]
    assert cells[0]["outputs"] == [OUTPUT] and cells[0]["metadata"] == {"tags": ["keep"]}
    assert out["metadata"] == nb["metadata"] and out["nbformat"] == 4
    again = convert_notebook(result.code, mode="compat", path="nb.ipynb")
    assert again.status == "unchanged" and again.code == result.code


def test_code_matches_converting_the_joined_cells_as_a_script():
    cells = ["import tensorflow as tf\n", "cell = tf.contrib.rnn.LSTMCell(3)\n"]
    out = json.loads(convert_notebook(json.dumps(notebook(*map(code_cell, cells))), mode="compat").code)
    script = convert_source("".join(cells), mode="compat").code
    assert "".join("".join(c["source"]) for c in out["cells"]) == script


def test_unchanged_notebook_is_returned_byte_for_byte():
    text = json.dumps(notebook(code_cell("import numpy as np\n%who\n")), indent=4, sort_keys=True)
    result = convert_notebook(text, mode="compat")
    assert (result.status, result.code) == ("unchanged", text)


def test_diagnostics_name_the_cell_and_the_line_in_it():
    nb = notebook(code_cell("import tensorflow as tf\n"), code_cell("x = 1\nest = tf.contrib.learn.Estimator()\n"))
    result = convert_notebook(json.dumps(nb), mode="compat", path="nb.ipynb")
    assert result.status == "partial"
    (warning,) = [d for d in result.diagnostics if d.severity == "warning"]
    assert (warning.path, warning.line, warning.col) == ("nb.ipynb#cell2", 2, 7)


def test_a_cell_that_does_not_parse_is_left_as_is_and_the_others_converted():
    nb = notebook(code_cell("import tensorflow as tf\n"), code_cell("ok = 1\nx = (1,\n"),
                  code_cell("y = tf.contrib.slim.flatten\n"))
    result = convert_notebook(json.dumps(nb), mode="compat", path="nb.ipynb")
    assert result.status == "partial"
    cells = json.loads(result.code)["cells"]
    assert cells[1] == nb["cells"][1]
    assert "".join(cells[2]["source"]) == "y = tf_slim.flatten\n"
    (warning,) = [d for d in result.diagnostics if d.severity == "warning"]
    assert warning.path == "nb.ipynb#cell2" and warning.line == 2 and "does not parse" in warning.reason


BAD = [
    pytest.param('{"cells": [}', "invalid notebook JSON", (1, 12), id="invalid JSON with line/col"),
    pytest.param("[1, 2]", "not a Jupyter notebook", (1, 1), id="JSON but not a notebook"),
    pytest.param('{"worksheets": [], "nbformat": 3}', "nbformat 3", (1, 1), id="nbformat 3"),
    pytest.param("", "invalid notebook JSON", (1, 1), id="empty file"),
]


@pytest.mark.parametrize("text, message, position", BAD)
def test_bad_notebooks_fail_clearly(text, message, position):
    result = convert_notebook(text, mode="compat", path="bad.ipynb")
    assert result.status == "failed" and result.code == text
    (error,) = result.diagnostics
    assert message in error.reason and (error.line, error.col) == position and error.path == "bad.ipynb"


def test_a_gradient_taken_in_another_cell_than_its_forward_pass_falls_back_to_compat():
    """Hunt 16 W6 (nb1 and 6 more): the native code put one gradient tape around the forward pass
    of one cell and the gradient of the next; the notebook failed with "lost a cell boundary
    (converter bug)". Now it is converted in compat mode (cells, outputs kept) and says why."""
    text = json.dumps(notebook(code_cell("import tensorflow as tf\nx = tf.placeholder(tf.float32, [2])\nw = tf.Variable([1.0, 2.0])\n"
                              "loss = tf.reduce_sum(w * x)\n"),
                    code_cell("g = tf.gradients(loss, w)[0]\nwith tf.Session() as sess:\n"
                              "    sess.run(tf.global_variables_initializer())\n    print(sess.run(g, {x: [3.0, 4.0]}))\n")))
    result = convert_notebook(text, mode="native")
    assert result.status == "partial", [str(d) for d in result.diagnostics]
    assert any("would join cells" in d.reason for d in result.diagnostics), [str(d) for d in result.diagnostics]
    cells = json.loads(result.code)["cells"]
    assert len(cells) == 2 and "tf.gradients(loss, w)" in "".join(cells[1]["source"])
    assert "tensorflow.compat.v1" in "".join(cells[0]["source"])
