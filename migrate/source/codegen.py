"""Source text of libcst nodes: the same text as ``Module.code`` / ``code_for_node``, faster.

libcst's ``CodegenState.record_syntactic_position`` is a ``contextlib.contextmanager`` that
does nothing unless positions are being computed; entering it for every node costs about a
third of a codegen pass. ``module_code`` and ``node_code`` print with a state whose
``record_syntactic_position`` returns a shared no-op context manager instead: every token,
and so the text, is the one libcst prints. Never imports TensorFlow.
"""
from __future__ import annotations

import contextlib

import libcst as cst
from libcst._nodes.internal import CodegenState

__all__ = ["module_code", "node_code", "NO_POSITION", "QuietCodegenState"]

NO_POSITION = contextlib.nullcontext()  # reusable: entering it has no effect
_BARE = cst.Module([])  # the indentation/newline defaults of ``cst.Module([]).code_for_node``


class QuietCodegenState(CodegenState):
    """A codegen state that records no positions (libcst's default records none either, but
    through a generator-based context manager per node)."""

    def record_syntactic_position(self, node, *, start_node=None, end_node=None):
        return NO_POSITION


def node_code(node: cst.CSTNode, module: cst.Module = _BARE) -> str:
    """``module.code_for_node(node)`` (default: ``cst.Module([]).code_for_node(node)``)."""
    state = QuietCodegenState(default_indent=module.default_indent, default_newline=module.default_newline)
    node._codegen(state)
    return "".join(state.tokens)


def module_code(module: cst.Module) -> str:
    """``module.code``."""
    return node_code(module, module)
