"""The sentences of the engines' facts, one module per area (``errors``, ``cards``, ``loi`` …).

Each module defines ``TEMPLATES``: fact code → Vietnamese template marked with ``N_()``
(the gettext message id; English in ``words/locale``), with ``{name}`` placeholders filled
from the fact's parameters — or ``(singular, plural)`` for a count in the parameter ``n``.
A sentence that needs more than filling blanks is a function in ``RENDERERS`` (code →
``fn(fact, say) -> str``). :mod:`words.core` finds every module here; a code defined twice
is an error at import."""
