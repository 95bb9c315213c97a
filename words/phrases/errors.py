"""Sentences of bad values and unknown fields (:mod:`chan_core.errors`)."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import tables

TEMPLATES = tables(__name__)["TEMPLATES"]


def _unknown_field(fact, say) -> str:
    name, near, where = say(fact["name"]), fact.get("near"), fact.get("where")
    if near and where:
        text = WORDS.gettext(N_("Không có trường «{name}» trong {where}: có phải «{near}»?"))
    elif near:
        text = WORDS.gettext(N_("Không có trường «{name}»: có phải «{near}»?"))
    elif where:
        text = WORDS.gettext(N_("Không có trường «{name}» trong {where}; các trường: {fields}."))
    else:
        text = WORDS.gettext(N_("Không có trường «{name}»; các trường: {fields}."))
    return text.format(name=name, near=near, where=say(where), fields=", ".join(fact["fields"]))


RENDERERS = {"field.unknown": _unknown_field}
