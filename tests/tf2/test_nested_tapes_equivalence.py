"""Second-order requests in converted code run on a tape nested in the outer one (native.emit):
TF2's own pattern. Asked on the one persistent tape inside its context (before), TF2 logged
"Calling GradientTape.gradient on a persistent tape inside its context is significantly less
efficient" at every call of the converted training step. The numbers are the equivalence
suite's (fixture jacobian_penalty_training.py against TF1); here, the converted fixture runs
in this process without that warning and its gradient matches finite differences."""
import logging
import pathlib

import numpy as np
import tensorflow as tf

from migrate.source.convert import convert_source

FIXTURE = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "legacy" / "jacobian_penalty_training.py"


class _Records(logging.Handler):
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def test_a_jacobian_penalty_trains_on_nested_tapes_without_the_persistent_tape_warning(capsys):
    result = convert_source(FIXTURE.read_text(), path=str(FIXTURE))
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    assert "with tf.GradientTape() as inner_tape:" in result.code and "persistent=True" not in result.code
    records = _Records()
    logger = tf.get_logger()
    logger.addHandler(records)
    try:
        names: dict = {"__name__": "converted"}
        exec(compile(result.code, "converted.py", "exec"), names)
    finally:
        logger.removeHandler(records)
    assert not [m for m in records.messages if "persistent tape inside its context" in m], records.messages
    out = capsys.readouterr().out
    assert out.count("jacobian penalty:") == 3
    # the penalty's gradient (through the Jacobian) against central differences, in float64
    W0 = names["W"].numpy().astype(np.float64)
    x = names["data"][:16].astype(np.float64)
    b, W_dec, b_dec = (names[k].numpy().astype(np.float64) for k in ("b", "W_dec", "b_dec"))

    def loss(W):
        h = 1 / (1 + np.exp(-(x @ W + b)))
        rec = 1 / (1 + np.exp(-(h @ W_dec + b_dec)))
        penalty = np.mean(np.sum((h * (1 - h)) ** 2 * np.sum(W ** 2, axis=0), axis=1))
        return np.mean(np.sum((rec - x) ** 2, axis=1)) + 0.1 * penalty

    eps = 1e-6
    numeric = np.zeros_like(W0)
    for idx in np.ndindex(*W0.shape):
        up, down = W0.copy(), W0.copy()
        up[idx] += eps
        down[idx] -= eps
        numeric[idx] = (loss(up) - loss(down)) / (2 * eps)
    got = names["run_grad_W"](x=x.astype(np.float32)) if "run_grad_W" in names else None
    assert got is not None, sorted(k for k in names if k.startswith("run_"))
    np.testing.assert_allclose(got, numeric, rtol=2e-3, atol=1e-5)
