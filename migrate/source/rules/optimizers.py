"""Rule ``optimizers``: TF1 optimizers -> Keras optimizers with the same update rule.

Transforms::

    opt = tf.train.GradientDescentOptimizer(0.1)  ->  opt = tf.keras.optimizers.SGD(learning_rate=0.1)
    tf.train.MomentumOptimizer(lr, 0.9, use_nesterov=n)
        ->  _TF1Momentum(learning_rate=lr, momentum=0.9, use_nesterov=n)   (emitted once, below)
    tf.train.AdamOptimizer(lr)  ->  _TF1Adam(learning_rate=lr, beta1=0.9, beta2=0.999, epsilon=1e-08)
                                    (TF1's defaults written out; the class is emitted once, below)
    tf.train.AdagradOptimizer(lr)  ->  _TF1Adagrad(learning_rate=lr, initial_accumulator_value=0.1)
                                       (TF1's kernels; the class is emitted once, below)
    tf.train.AdadeltaOptimizer(lr)  ->  _TF1Adadelta(learning_rate=lr, rho=0.95, epsilon=1e-08)
    tf.train.FtrlOptimizer(lr)  ->  _TF1Ftrl(learning_rate=lr, learning_rate_power=-0.5, ...)
    tf.train.RMSPropOptimizer(lr, decay, momentum, epsilon, centered=c)
        ->  _TF1RMSProp(learning_rate=lr, decay=0.9, momentum=0.0, epsilon=1e-10, centered=False)
            (TF1's defaults written out; the class is emitted once into the file, see below)
    train = opt.minimize(loss)      (inside the function of each sess.run site that runs it)
        ->  opt.apply_gradients(zip(tape.gradient(loss, [w, b]), [w, b]))
    gvs = opt.compute_gradients(loss) -> gvs = list(zip(tape.gradient(loss, [w, b]), [w, b]))
    opt.apply_gradients(gvs)        ->  opt.apply_gradients(gvs)

``[w, b]``: the trainable variables ``loss`` depends on, in creation order (TF1 uses all
trainable variables and skips those without a gradient: the same updates). Update rule
checked against Keras 3 source: SGD ``v -= lr*g``.

Adagrad: Keras ``Adagrad`` (with ``epsilon=0``) has TF1's maths but starts a float64
accumulator from float32's 0.1 (5e-10 relative after one step, measured) and applies a sparse
gradient's repeated rows otherwise (0.70 vs TF1's 0.50 after one step with ids [0, 0, 2]). The
file gets ``_TF1Adagrad`` (``_ADAGRAD_HELPER``): TF1's kernels (``ResourceApplyAdagrad``;
``ResourceSparseApplyAdagrad`` after summing repeated rows), the accumulator in the variable's
dtype.

Momentum: TF1 ``a = m*a + g; v -= lr*a`` is Keras ``a' = m*a' - lr*g; v += a'`` with
``a' = -lr*a`` only while the rate is constant (with a decaying rate TF1 scales the whole
accumulator by the current rate, Keras each step's gradient by its own), and rounded
differently. The file gets ``_TF1Momentum`` (``_MOMENTUM_HELPER``): TF1's kernels
(``ResourceApplyMomentum``, ``ResourceSparseApplyMomentum`` after summing repeated rows), so
decaying rates convert too.

Adam: Keras ``Adam`` has TF1's maths (with TF1's ``epsilon=1e-08`` passed) but not its float32
roundings: ``1 - beta`` taken in double precision (``1 - 0.999`` is 1.3e-5 relative away from
TF1's float32 ``1 - 0.999f``), ``beta ** step`` instead of TF1's running products, separate ops
that grappler may rewrite inside a ``tf.function``. Training amplifies that: on unseen MNIST
tutorials (hunkim lab-10-2/10-3) the printed epoch costs drifted apart from the 6th digit on,
2e-4 relative after 15 epochs, and after 6 steps of ``logistic_adam.py`` the loss was already
1e-6 off. The file gets ``_TF1Adam`` (``_ADAM_HELPER``): TF1's fused kernel
(``tf.raw_ops.ResourceApplyAdam``) with TF1's running ``beta1_power``/``beta2_power`` (one
float32 pair per optimizer, multiplied after each update), and TF1's sparse path for
``tf.IndexedSlices`` (repeated rows summed; m, v decayed on every row; touched rows added; every
row updated). Measured: 0 difference from TF1 on ``logistic_adam.py`` and on
``adam_embedding_alternating.py`` (sparse, one optimizer for two variable sets), and lab-10-2
became EQUIVALENT (67 values). ``tf.keras.optimizers.Adam(learning_rate=lr, beta_1=beta1,
beta_2=beta2, epsilon=epsilon)`` is the idiomatic replacement when the last digits do not matter.

RMSProp has no Keras equivalent: Keras ``RMSprop`` starts the mean square at 0 (TF1 at 1) and
orders its arithmetic differently (measured on the fixture ``rmsprop_centered_momentum.py``,
Keras 3 and tf-keras alike: the first printed loss 10.029060 instead of TF1's 10.737093, the
weights off by up to 0.15, 27% relative, after 12 steps). The file gets ``_TF1RMSProp`` (a plain class, ``_RMSPROP_HELPER``)
doing TF1's kernel arithmetic in TF1's order (``ApplyRMSProp`` / ``ApplyCenteredRMSProp``:
``ms += (g*g - ms)*(1 - decay)``, ``mom = mom*momentum + g*lr/sqrt(denom)``, ``var -= mom``;
slots ``rms`` = 1, ``momentum`` = ``mg`` = 0, made at the first update of each variable);
measured bit-identical to TF1 on dense gradients (plain, centered, momentum). Its
``learning_rate`` attribute is read at each update, so a decaying rate (rule ``schedules``)
gives TF1's updates too.

CAVEATS:
1. ``RMSPropOptimizer``: arguments other than learning_rate, decay, momentum, epsilon,
   centered (use_locking and name are dropped), ``*args``/``**kwargs`` and a call without a
   learning rate are refused. Sparse gradients (``tf.IndexedSlices`` from ``tf.gather`` /
   ``embedding_lookup``) update only the touched rows, repeated rows summed first, as TF1's
   sparse kernels, in their order of operations. Measured against TF1's sparse kernels on
   random gradients with repeated rows (20 steps): identical without momentum, centered with
   momentum 0.5 and not centered with momentum 0.5; not centered with momentum 0.9, up to 4.8e-7
   apart (a few ulp: the kernel's own rounding, not found). On the fixture
   ``rmsprop_embedding_decay.py``: 1.2e-7 absolute on the weights, EQUIVALENT. The class
   creates its slots at its first update, under ``tf.init_scope`` (the update runs in a site's
   ``tf.function``).
   The optimizer object has only ``apply_gradients`` and ``learning_rate`` (no ``get_slot``,
   ``variables()``, checkpointing of the slots: a ``Saver()`` of all variables is refused,
   rule ``savers``).
   ``AdamOptimizer`` likewise: arguments other than learning_rate, beta1, beta2, epsilon
   (use_locking and name dropped) and ``*args``/``**kwargs`` are refused; ``_TF1Adam`` has only
   ``apply_gradients`` and ``learning_rate``; its slots and beta powers are made under
   ``tf.init_scope`` at its first update. A decaying rate works as for RMSProp.
2. ``AdadeltaOptimizer`` / ``FtrlOptimizer`` get ``_TF1Adadelta`` / ``_TF1Ftrl`` (TF1's kernels,
   dense and sparse, as for Adagrad; measured bit-identical to TF1 on the fixture
   ``adadelta_ftrl.py``); Ftrl's ``accum_name`` / ``linear_name`` are refused. Other optimizers
   (ProximalAdagrad, ProximalGradientDescent, AdagradDA...) are refused.
3. ``var_list=`` given as an expression the converter cannot resolve, ``grad_loss=`` and
   ``gate_gradients`` changes are refused (``minimize(global_step=)``: rule ``schedules``).
4. A learning rate that changes between steps is converted when it is given by name: a name
   bound to a TF1 decay function (rule ``schedules``) or a fed / per-run tensor
   (``lr = tf.placeholder(...)``, ``lr * 0.5``) or a variable (PTB's ``lr = tf.Variable(0.0)``
   set with ``tf.assign``): the optimizer is made with
   ``learning_rate=0.0`` and each update first sets ``optimizer.learning_rate`` to the run's
   value, as TF1 read it at each run. Other expressions of such values (``Optimizer(lr * 2)``)
   are refused.
5. A ``GradientDescentOptimizer`` whose rate is made by a TF call (``tf.constant(0.25,
   tf.float64)``; Keras ``SGD`` takes no tensor) gets ``_TF1GradientDescent`` (TF1's kernel,
   the rate cast from its own dtype). A fed float64 rate is set on a Keras ``SGD``, whose rate
   variable is float32: the float64 updates then differ from TF1's in the 9th digit (measured
   3.7e-9 relative).
6. ``MomentumOptimizer``: arguments other than learning_rate, momentum, use_nesterov
   (use_locking and name dropped) and ``*args``/``**kwargs`` are refused; ``use_nesterov``
   must be a Python bool (a kernel attribute); ``_TF1Momentum`` has only ``apply_gradients``
   and ``learning_rate``.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, helper_statements, method, reserved_name

RULE = Rule("optimizers", "tf.train.*Optimizer -> tf.keras.optimizers.* (same maths), minimize -> apply_gradients")

# TF1 optimizer -> (Keras class, [(tf1 arg, position, keras arg, default source text)])
TABLE = {
    "tf.train.GradientDescentOptimizer": ("SGD", [("learning_rate", 0, "learning_rate", None)]),
}
RMSPROP = "_TF1RMSProp"
_RMSPROP_HELPER = '''class {name}({tf}.Module):
    """TF1's tf.train.RMSPropOptimizer, written out by tf1to2: no Keras optimizer does its maths.

    Keras RMSprop starts the mean square at 0 (TF1: at 1) and orders its arithmetic
    differently, so it trains to other numbers. A dense gradient runs TF1's own kernel
    (ResourceApplyRMSProp / ResourceApplyCenteredRMSProp); per variable, that is:

        ms  += (g * g - ms) * (1 - decay)           slot "rms", starts at 1
        mg  += (g - mg) * (1 - decay)               centered only, starts at 0
        mom  = mom * momentum + g * lr / sqrt(ms - mg * mg + epsilon)     starts at 0
        var -= mom                                  (no "- mg * mg" unless centered)

    A sparse gradient (tf.IndexedSlices: tf.gather, embedding lookups) updates only the rows it
    touches, repeated rows summed first, as TF1's sparse kernels do. Slots are made at the first
    update of each variable, eagerly (tf.init_scope) even when that update is being traced.
    """

    def __init__(self, learning_rate, decay=0.9, momentum=0.0, epsilon=1e-10, centered=False):
        super().__init__()
        self.learning_rate = learning_rate  # may be set before an update (a decaying rate)
        self.decay, self.momentum, self.epsilon, self.centered = decay, momentum, epsilon, centered
        object.__setattr__(self, "_slots", {{}})  # variable -> (ms, mom, mg or None) (keyed by variable: not checkpointed)
        self.slots = {{}}  # variable name -> its slots: what a tf.train.Checkpoint of this optimizer saves (TF1's Saver did)

    def _slots_of(self, var):
        if var.ref() not in self._slots:
            with {tf}.init_scope():
                ms = {tf}.Variable({tf}.ones(var.shape, var.dtype), trainable=False)
                mom = {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False)
                mg = {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False) if self.centered else None
            self._slots[var.ref()] = self.slots[var.name] = (ms, mom, mg)
        return self._slots[var.ref()]

    def build(self, var_list):
        """Makes the slots of ``var_list`` now, as TF1's minimize() did (a checkpoint saves them)."""
        for var in var_list:
            self._slots_of(var)

    def apply_gradients(self, grads_and_vars):
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            ms, mom, mg = self._slots_of(var)
            # TF1 casts the hyperparameters to the variable's dtype; 1 - decay is computed in it too
            lr, decay, momentum, epsilon = (
                {tf}.cast(x, var.dtype) for x in (self.learning_rate, self.decay, self.momentum, self.epsilon))
            if isinstance(grad, {tf}.IndexedSlices):
                rows, where = {tf}.unique(grad.indices)
                g = {tf}.math.unsorted_segment_sum(grad.values, where, {tf}.shape(rows)[0])
                ms_rows = {tf}.gather(ms, rows) * decay + {tf}.square(g) * (1 - decay)
                ms.scatter_update({tf}.IndexedSlices(ms_rows, rows))
                denom = ms_rows + epsilon
                if self.centered:
                    mg_rows = {tf}.gather(mg, rows) * decay + g * (1 - decay)
                    mg.scatter_update({tf}.IndexedSlices(mg_rows, rows))
                    denom = denom - {tf}.square(mg_rows)
                mom_rows = {tf}.gather(mom, rows) * momentum + {tf}.math.rsqrt(denom) * lr * g
                mom.scatter_update({tf}.IndexedSlices(mom_rows, rows))
                var.scatter_sub({tf}.IndexedSlices(mom_rows, rows))
                continue
            # TF1's own dense kernels: their arithmetic, in their order, for TF1's roundings
            if self.centered:
                {tf}.raw_ops.ResourceApplyCenteredRMSProp(var=var.handle, mg=mg.handle, ms=ms.handle, mom=mom.handle, lr=lr,
                                                       rho=decay, momentum=momentum, epsilon=epsilon, grad=grad)
            else:
                {tf}.raw_ops.ResourceApplyRMSProp(var=var.handle, ms=ms.handle, mom=mom.handle, lr=lr, rho=decay,
                                               momentum=momentum, epsilon=epsilon, grad=grad)
'''
ADAM = "_TF1Adam"
_ADAM_HELPER = '''class {name}({tf}.Module):
    """TF1's tf.train.AdamOptimizer, written out by tf1to2: TF1's own kernel, for TF1's numbers.

    tf.keras.optimizers.Adam(learning_rate=lr, beta_1=beta1, beta_2=beta2, epsilon=epsilon) does
    the same maths with other float32 roundings (1 - beta taken in double precision, beta ** step
    instead of TF1's running products, separate ops grappler may rewrite), and training
    amplifies the difference: printed losses drift apart in the 5th-6th digit after some
    hundred steps. This class runs TF1's fused kernel (ResourceApplyAdam) with TF1's
    beta1_power / beta2_power: one float32 pair per optimizer, multiplied by the betas after
    each apply_gradients that updated something.

    A sparse gradient (tf.IndexedSlices: tf.gather, embedding lookups) takes TF1's sparse path:
    repeated rows summed, m and v decayed on every row, the touched rows added, every row of the
    variable updated. Slots are made at the first update of each variable, eagerly
    (tf.init_scope) even when that update is being traced.
    """

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-08):
        super().__init__()
        self.learning_rate = learning_rate  # may be set before an update (a decaying rate)
        self.beta1, self.beta2, self.epsilon = beta1, beta2, epsilon
        object.__setattr__(self, "_slots", {{}})  # variable -> (m, v) (keyed by variable: not checkpointed)
        self.slots = {{}}  # variable name -> its slots: what a tf.train.Checkpoint of this optimizer saves (TF1's Saver did)
        self._powers = None  # (beta1_power, beta2_power)

    def _slots_of(self, var):
        if var.ref() not in self._slots:
            with {tf}.init_scope():
                if self._powers is None:
                    self._powers = ({tf}.Variable(self.beta1, dtype={tf}.float32, trainable=False),
                                    {tf}.Variable(self.beta2, dtype={tf}.float32, trainable=False))
                self._slots[var.ref()] = ({tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False),
                                          {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False))
                self.slots[var.name] = self._slots[var.ref()]
        return self._slots[var.ref()]

    def build(self, var_list):
        """Makes the slots of ``var_list`` now, as TF1's minimize() did (a checkpoint saves them)."""
        for var in var_list:
            self._slots_of(var)

    def apply_gradients(self, grads_and_vars):
        updated = False
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            m, v = self._slots_of(var)
            # TF1 casts the powers and hyperparameters to the variable's dtype
            beta1_power, beta2_power, lr, beta1, beta2, epsilon = (
                {tf}.cast(x, var.dtype) for x in (*self._powers, self.learning_rate, self.beta1, self.beta2, self.epsilon))
            if isinstance(grad, {tf}.IndexedSlices):
                rows, where = {tf}.unique(grad.indices)
                g = {tf}.math.unsorted_segment_sum(grad.values, where, {tf}.shape(rows)[0])
                step = lr * {tf}.sqrt(1 - beta2_power) / (1 - beta1_power)
                m.assign(m * beta1)
                m.scatter_add({tf}.IndexedSlices(g * (1 - beta1), rows))
                v.assign(v * beta2)
                v.scatter_add({tf}.IndexedSlices((g * g) * (1 - beta2), rows))
                var.assign_sub(step * m / ({tf}.sqrt(v) + epsilon))
            else:
                {tf}.raw_ops.ResourceApplyAdam(
                    var=var.handle, m=m.handle, v=v.handle, beta1_power=beta1_power, beta2_power=beta2_power,
                    lr=lr, beta1=beta1, beta2=beta2, epsilon=epsilon, grad=grad)
            updated = True
        if updated:
            beta1_power, beta2_power = self._powers
            beta1_power.assign(beta1_power * {tf}.cast(self.beta1, {tf}.float32))
            beta2_power.assign(beta2_power * {tf}.cast(self.beta2, {tf}.float32))
'''
MOMENTUM = "_TF1Momentum"
_MOMENTUM_HELPER = '''class {name}({tf}.Module):
    """TF1's tf.train.MomentumOptimizer, written out by tf1to2: TF1's own kernels.

    TF1 keeps accum = accum * momentum + grad and subtracts lr * accum (Nesterov:
    grad * lr + accum * momentum * lr). tf.keras.optimizers.SGD(momentum=, nesterov=) keeps the
    rate-scaled velocity instead: the same updates only while the rate is constant, rounded
    differently. This class runs TF1's kernels (ResourceApplyMomentum; for tf.IndexedSlices,
    repeated rows summed, then ResourceSparseApplyMomentum), so a decaying learning rate gives
    TF1's updates too. Slots are made at the first update of each variable, eagerly
    (tf.init_scope) even when that update is being traced.
    """

    def __init__(self, learning_rate, momentum, use_nesterov=False):
        super().__init__()
        self.learning_rate = learning_rate  # may be set before an update (a decaying rate)
        self.momentum, self.use_nesterov = momentum, use_nesterov
        object.__setattr__(self, "_slots", {{}})  # variable -> accumulator (keyed by variable: not checkpointed)
        self.slots = {{}}  # variable name -> its slots: what a tf.train.Checkpoint of this optimizer saves (TF1's Saver did)

    def _slot_of(self, var):
        if var.ref() not in self._slots:
            with {tf}.init_scope():
                self._slots[var.ref()] = self.slots[var.name] = {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False)
        return self._slots[var.ref()]

    def build(self, var_list):
        """Makes the slots of ``var_list`` now, as TF1's minimize() did (a checkpoint saves them)."""
        for var in var_list:
            self._slot_of(var)

    def apply_gradients(self, grads_and_vars):
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            accum = self._slot_of(var)
            lr, momentum = ({tf}.cast(x, var.dtype) for x in (self.learning_rate, self.momentum))
            if isinstance(grad, {tf}.IndexedSlices):
                rows, where = {tf}.unique(grad.indices)
                g = {tf}.math.unsorted_segment_sum(grad.values, where, {tf}.shape(rows)[0])
                {tf}.raw_ops.ResourceSparseApplyMomentum(
                    var=var.handle, accum=accum.handle, lr=lr, grad=g, indices=rows, momentum=momentum,
                    use_nesterov=bool(self.use_nesterov))
            else:
                {tf}.raw_ops.ResourceApplyMomentum(
                    var=var.handle, accum=accum.handle, lr=lr, grad=grad, momentum=momentum,
                    use_nesterov=bool(self.use_nesterov))
'''
GRADIENT_DESCENT = "_TF1GradientDescent"
_GRADIENT_DESCENT_HELPER = '''class {name}:
    """TF1's tf.train.GradientDescentOptimizer for a learning rate made by a TF call
    (tf.constant(0.25, tf.float64)), written out by tf1to2: Keras SGD takes no tensor rate and
    keeps the rate in float32, where TF1 cast the rate tensor itself to each variable's dtype. Runs
    ResourceApplyGradientDescent (for tf.IndexedSlices, TF1's scatter-add of -grad * lr).
    """

    def __init__(self, learning_rate):
        self.learning_rate = learning_rate  # may be set before an update (a fed rate)

    def apply_gradients(self, grads_and_vars):
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            lr = {tf}.cast(self.learning_rate, var.dtype)
            if isinstance(grad, {tf}.IndexedSlices):
                var.scatter_add({tf}.IndexedSlices(-grad.values * lr, grad.indices))
            else:
                {tf}.raw_ops.ResourceApplyGradientDescent(var=var.handle, alpha=lr, delta=grad)
'''
ADAGRAD = "_TF1Adagrad"
_ADAGRAD_HELPER = '''class {name}({tf}.Module):
    """TF1's tf.train.AdagradOptimizer, written out by tf1to2: TF1's own kernels.

    accum += grad * grad; var -= lr * grad / sqrt(accum), the accumulator starting at
    initial_accumulator_value in the variable's dtype (tf.keras.optimizers.Adagrad starts a
    float64 accumulator from float32's 0.1, and applies a sparse gradient's repeated rows
    otherwise). This class runs ResourceApplyAdagrad; for tf.IndexedSlices, repeated rows
    summed, then ResourceSparseApplyAdagrad, as TF1 did. Slots are made at the first update of
    each variable, eagerly (tf.init_scope) even when that update is being traced.
    """

    def __init__(self, learning_rate, initial_accumulator_value=0.1):
        super().__init__()
        self.learning_rate = learning_rate  # may be set before an update (a decaying rate)
        self.initial_accumulator_value = initial_accumulator_value
        object.__setattr__(self, "_slots", {{}})  # variable -> accumulator (keyed by variable: not checkpointed)
        self.slots = {{}}  # variable name -> its slots: what a tf.train.Checkpoint of this optimizer saves (TF1's Saver did)

    def _slot_of(self, var):
        if var.ref() not in self._slots:
            with {tf}.init_scope():
                start = {tf}.fill(var.shape, {tf}.constant(self.initial_accumulator_value, var.dtype))
                self._slots[var.ref()] = self.slots[var.name] = {tf}.Variable(start, trainable=False)
        return self._slots[var.ref()]

    def build(self, var_list):
        """Makes the slots of ``var_list`` now, as TF1's minimize() did (a checkpoint saves them)."""
        for var in var_list:
            self._slot_of(var)

    def apply_gradients(self, grads_and_vars):
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            accum = self._slot_of(var)
            lr = {tf}.cast(self.learning_rate, var.dtype)
            if isinstance(grad, {tf}.IndexedSlices):
                rows, where = {tf}.unique(grad.indices)
                g = {tf}.math.unsorted_segment_sum(grad.values, where, {tf}.shape(rows)[0])
                {tf}.raw_ops.ResourceSparseApplyAdagrad(var=var.handle, accum=accum.handle, lr=lr, grad=g, indices=rows)
            else:
                {tf}.raw_ops.ResourceApplyAdagrad(var=var.handle, accum=accum.handle, lr=lr, grad=grad)
'''
ADADELTA = "_TF1Adadelta"
_ADADELTA_HELPER = '''class {name}({tf}.Module):
    """TF1's tf.train.AdadeltaOptimizer, written out by tf1to2: TF1's own kernels.

    accum = rho * accum + (1 - rho) * g^2; update = g * sqrt(accum_update + eps) / sqrt(accum + eps);
    accum_update = rho * accum_update + (1 - rho) * update^2; var -= lr * update. Keras Adadelta
    has the same rule in separate ops (other roundings). This class runs ResourceApplyAdadelta;
    for tf.IndexedSlices, repeated rows summed, then ResourceSparseApplyAdadelta, as TF1 did.
    Slots (both starting at 0) are made at the first update of each variable, eagerly
    (tf.init_scope) even when that update is being traced.
    """

    def __init__(self, learning_rate=0.001, rho=0.95, epsilon=1e-08):
        super().__init__()
        self.learning_rate = learning_rate  # may be set before an update (a decaying rate)
        self.rho, self.epsilon = rho, epsilon
        object.__setattr__(self, "_slots", {{}})  # variable -> (accum, accum_update) (keyed by variable: not checkpointed)
        self.slots = {{}}  # variable name -> its slots: what a tf.train.Checkpoint of this optimizer saves (TF1's Saver did)

    def _slots_of(self, var):
        if var.ref() not in self._slots:
            with {tf}.init_scope():
                self._slots[var.ref()] = self.slots[var.name] = (
                    {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False),
                    {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False))
        return self._slots[var.ref()]

    def build(self, var_list):
        """Makes the slots of ``var_list`` now, as TF1's minimize() did (a checkpoint saves them)."""
        for var in var_list:
            self._slots_of(var)

    def apply_gradients(self, grads_and_vars):
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            accum, accum_update = self._slots_of(var)
            lr, rho, epsilon = ({tf}.cast(x, var.dtype) for x in (self.learning_rate, self.rho, self.epsilon))
            if isinstance(grad, {tf}.IndexedSlices):
                rows, where = {tf}.unique(grad.indices)
                g = {tf}.math.unsorted_segment_sum(grad.values, where, {tf}.shape(rows)[0])
                {tf}.raw_ops.ResourceSparseApplyAdadelta(
                    var=var.handle, accum=accum.handle, accum_update=accum_update.handle, lr=lr, rho=rho,
                    epsilon=epsilon, grad=g, indices=rows)
            else:
                {tf}.raw_ops.ResourceApplyAdadelta(
                    var=var.handle, accum=accum.handle, accum_update=accum_update.handle, lr=lr, rho=rho,
                    epsilon=epsilon, grad=grad)
'''
FTRL = "_TF1Ftrl"
_FTRL_HELPER = '''class {name}({tf}.Module):
    """TF1's tf.train.FtrlOptimizer, written out by tf1to2: TF1's own kernels (ResourceApplyFtrl,
    ResourceApplyFtrlV2 with an l2 shrinkage; for tf.IndexedSlices, repeated rows summed, then
    the sparse kernels), the accumulator starting at initial_accumulator_value and the linear
    term at 0, the l2 strength adjusted by beta / (2 * lr) as TF1 did. Keras Ftrl keeps other
    roundings. Slots are made at the first update of each variable, eagerly (tf.init_scope).
    """

    def __init__(self, learning_rate, learning_rate_power=-0.5, initial_accumulator_value=0.1,
                 l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                 l2_shrinkage_regularization_strength=0.0, beta=None):
        super().__init__()
        self.learning_rate = learning_rate  # may be set before an update (a decaying rate)
        self.learning_rate_power, self.initial_accumulator_value = learning_rate_power, initial_accumulator_value
        self.l1, self.l2, self.l2_shrinkage = l1_regularization_strength, l2_regularization_strength, l2_shrinkage_regularization_strength
        self.beta = 0.0 if beta is None else beta
        object.__setattr__(self, "_slots", {{}})  # variable -> (accum, linear) (keyed by variable: not checkpointed)
        self.slots = {{}}  # variable name -> its slots: what a tf.train.Checkpoint of this optimizer saves (TF1's Saver did)

    def _slots_of(self, var):
        if var.ref() not in self._slots:
            with {tf}.init_scope():
                self._slots[var.ref()] = self.slots[var.name] = (
                    {tf}.Variable({tf}.ones(var.shape, var.dtype) * self.initial_accumulator_value, trainable=False),
                    {tf}.Variable({tf}.zeros(var.shape, var.dtype), trainable=False))
        return self._slots[var.ref()]

    def build(self, var_list):
        """Makes the slots of ``var_list`` now, as TF1's minimize() did (a checkpoint saves them)."""
        for var in var_list:
            self._slots_of(var)

    def apply_gradients(self, grads_and_vars):
        for grad, var in list(grads_and_vars):
            if grad is None:  # TF1 skips variables without a gradient
                continue
            accum, linear = self._slots_of(var)
            l2 = self.l2 + self.beta / (2. * {tf}.maximum(self.learning_rate, 1e-36))
            lr, l1, l2, shrinkage, power = (
                {tf}.cast(x, var.dtype) for x in (self.learning_rate, self.l1, l2, self.l2_shrinkage, self.learning_rate_power))
            kernel = dict(var=var.handle, accum=accum.handle, linear=linear.handle, lr=lr, l1=l1, l2=l2, lr_power=power)
            if self.l2_shrinkage > 0.0:
                kernel["l2_shrinkage"] = shrinkage
            if isinstance(grad, {tf}.IndexedSlices):
                rows, where = {tf}.unique(grad.indices)
                g = {tf}.math.unsorted_segment_sum(grad.values, where, {tf}.shape(rows)[0])
                op = {tf}.raw_ops.ResourceSparseApplyFtrlV2 if self.l2_shrinkage > 0.0 else {tf}.raw_ops.ResourceSparseApplyFtrl
                op(grad=g, indices=rows, **kernel)
            else:
                op = {tf}.raw_ops.ResourceApplyFtrlV2 if self.l2_shrinkage > 0.0 else {tf}.raw_ops.ResourceApplyFtrl
                op(grad=grad, **kernel)
'''
# TF1 optimizer -> (attribute of the context holding the helper's name, base name, helper
# source, [(tf1 arg, position, helper arg, default source text)], TF1's parameter count):
# no Keras class has TF1's update or its roundings, so the file gets a small class of its own
# (emitted once, ``statements``); use_locking and name are dropped
HELPERS = {
    "tf.train.MomentumOptimizer": (
        "momentum", MOMENTUM, _MOMENTUM_HELPER,
        [
            ("learning_rate", 0, "learning_rate", None),
            ("momentum", 1, "momentum", None),
            ("use_nesterov", 4, "use_nesterov", "False"),
        ],
        5,
    ),
    "tf.train.AdamOptimizer": (
        "adam", ADAM, _ADAM_HELPER,
        [
            ("learning_rate", 0, "learning_rate", "0.001"),
            ("beta1", 1, "beta1", "0.9"),
            ("beta2", 2, "beta2", "0.999"),
            ("epsilon", 3, "epsilon", "1e-08"),
        ],
        6,
    ),
    GRADIENT_DESCENT: (
        "gradient_descent", GRADIENT_DESCENT, _GRADIENT_DESCENT_HELPER,
        [("learning_rate", 0, "learning_rate", None)],
        3,
    ),
    "tf.train.AdagradOptimizer": (
        "adagrad", ADAGRAD, _ADAGRAD_HELPER,
        [
            ("learning_rate", 0, "learning_rate", None),
            ("initial_accumulator_value", 1, "initial_accumulator_value", "0.1"),
        ],
        4,
    ),
    "tf.train.AdadeltaOptimizer": (
        "adadelta", ADADELTA, _ADADELTA_HELPER,
        [
            ("learning_rate", 0, "learning_rate", "0.001"),
            ("rho", 1, "rho", "0.95"),
            ("epsilon", 2, "epsilon", "1e-08"),
        ],
        5,
    ),
    "tf.train.FtrlOptimizer": (
        "ftrl", FTRL, _FTRL_HELPER,
        [
            ("learning_rate", 0, "learning_rate", None),
            ("learning_rate_power", 1, "learning_rate_power", "-0.5"),
            ("initial_accumulator_value", 2, "initial_accumulator_value", "0.1"),
            ("l1_regularization_strength", 3, "l1_regularization_strength", "0.0"),
            ("l2_regularization_strength", 4, "l2_regularization_strength", "0.0"),
            ("l2_shrinkage_regularization_strength", 9, "l2_shrinkage_regularization_strength", "0.0"),
            ("beta", 10, "beta", "None"),
        ],
        7,
    ),
    "tf.train.RMSPropOptimizer": (
        "rmsprop", RMSPROP, _RMSPROP_HELPER,
        [
            ("learning_rate", 0, "learning_rate", None),
            ("decay", 1, "decay", "0.9"),
            ("momentum", 2, "momentum", "0.0"),
            ("epsilon", 3, "epsilon", "1e-10"),
            ("centered", 5, "centered", "False"),
        ],
        7,
    ),
}
_IGNORED = {"use_locking", "name"}


def constructor(node: cst.Call, q: str, ctx, rewrite_expr, tensor_rate: bool = False) -> cst.BaseExpression:
    """The TF2 optimizer of ``node`` (``tensor_rate``: its learning rate is a tensor, fed or
    made by a TF call: a plain gradient descent gets TF1's class, Keras SGD takes no tensor)."""
    if q == "tf.train.GradientDescentOptimizer" and tensor_rate:
        q = GRADIENT_DESCENT
    if q in HELPERS:
        return _helper_constructor(node, q, ctx, rewrite_expr)
    if q not in TABLE:
        raise Refusal(node, RULE.name, f"{q} has no Keras optimizer with the same update rule here")
    keras, params = TABLE[q]
    known = {p[0] for p in params} | _IGNORED
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in known:
            raise Refusal(node, RULE.name, f"{q}(..., {a.keyword.value}=...) is not converted")
    kwargs = _keyword_arguments(node, q, params, rewrite_expr)
    return call(ctx.tf_attr(f"tf.keras.optimizers.{keras}"), **kwargs)


def _helper_constructor(node: cst.Call, q: str, ctx, rewrite_expr) -> cst.Call:
    """``tf.train.RMSPropOptimizer(...)`` -> ``_TF1RMSProp(...)`` (every argument by keyword,
    TF1's defaults written out); the class is emitted once into the file (``statements``)."""
    attr, base, _, params, count = HELPERS[q]
    short = q.rsplit(".", 1)[1] if q != GRADIENT_DESCENT else "GradientDescentOptimizer"
    known = {p[0] for p in params} | _IGNORED
    for i, a in enumerate(node.args):
        if a.star:
            raise Refusal(node, RULE.name, f"{short}(*args / **kwargs) is not converted. Next step: pass the arguments by name")
        if a.keyword is None and i >= count:
            raise Refusal(node, RULE.name, f"{short} with more positional arguments than TF1's {count}")
        if a.keyword is not None and a.keyword.value not in known:
            raise Refusal(
                node, RULE.name,
                f"{short}(..., {a.keyword.value}=...) is not converted (converted: {', '.join(p[0] for p in params)}; "
                "use_locking and name are dropped). Next step: remove the argument or keep this file in compat mode",
            )
    kwargs = _keyword_arguments(node, short, params, rewrite_expr)
    return call(cst.Name(reserved_name(ctx, attr, base)), **kwargs)


def _keyword_arguments(node: cst.Call, label: str, params, rewrite_expr) -> dict:
    """``{new keyword: rewritten value}`` of each ``(tf1 arg, position, new keyword, default
    source)`` in ``params``, the default written out where the call leaves the argument out."""
    kwargs = {}
    for tf1, pos, k, default in params:
        value = arg(node, pos, tf1)
        if value is None:
            if default is None:
                raise Refusal(node, RULE.name, f"{label} without {tf1}")
            value = expr(default)
        kwargs[k] = rewrite_expr(value)
    return kwargs


def statements(ctx) -> list:
    """The module-level optimizer classes this file uses (empty if none), each emitted once."""
    out = []
    for attr, _, code, _, _ in HELPERS.values():
        name = getattr(ctx, attr)
        if name is not None:
            out += helper_statements(code.format(name=name, tf=ctx.tf))
    return out


def var_list_expr(names) -> cst.List:
    return cst.List([cst.Element(cst.Name(n)) for n in names])


def minimize(opt: cst.BaseExpression, loss: cst.BaseExpression, var_names, env) -> cst.BaseExpression:
    vl = var_list_expr(var_names)
    grads = call(method(env.tape, "gradient"), loss, vl)
    return call(method(opt, "apply_gradients"), call(cst.Name("zip"), grads, var_list_expr(var_names)))


def compute_gradients(loss, var_names, env) -> cst.BaseExpression:
    grads = call(method(env.tape, "gradient"), loss, var_list_expr(var_names))
    return call(cst.Name("list"), call(cst.Name("zip"), grads, var_list_expr(var_names)))


def check_minimize(node: cst.Call, what: str = "minimize") -> None:
    """Refusal unless ``node``'s arguments after the loss are ``var_list=``, ``name=``,
    ``global_step=``, or (``compute_gradients(loss, tvars)``) its positional var_list."""
    for k, a in enumerate(node.args[1:], 1):
        if a.keyword is None and k == 1 and what == "compute_gradients" and not a.star:
            continue  # (TF1's compute_gradients(loss, var_list=None, ...): its var_list)
        if a.keyword is None or a.keyword.value not in ("var_list", "name", "global_step"):
            what = a.keyword.value if a.keyword is not None else "positional"
            raise Refusal(node, RULE.name, f"minimize/compute_gradients({what} argument) is not converted")
