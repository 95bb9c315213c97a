"""Small helpers several pages share: rule boxes, glossed names, village-option defaults."""
from __future__ import annotations

from typing import Any

import streamlit as st

from chan_core.options import make_options
from learning.i18n import N_, _
from mau_binh.arrangement import CHI_NAMES
from mau_binh.rules import CHI_IDS
from ui.cards import card_label, card_words  # noqa: F401  (the pages take them from here)
from ui.feedback import source_badge
from ui.i18n import is_english
from ui.inputs import current_variant
from ui.mau_binh_cards import chi_rows_html
from ui.scores import score_column
from words import say
from words.i18n import text_of

GA_MODES = {"rong": N_("gà rộng"), "hep": N_("gà hẹp"), "both": N_("rộng và hẹp")}


def rule_box(*texts: str, note: str | None = None, source: Any = None) -> None:
    """A bordered box: each text as markdown, then ``note`` in grey and the source badge."""
    with st.container(border=True):
        for text in texts:
            st.markdown(text)
        if note:
            st.caption(note)
        source_badge(source)


def glossed(obj: Any) -> str:
    """A game name (Vietnamese in every language), in English followed by its ``gloss_en``."""
    gloss = getattr(obj, "gloss_en", None) if is_english() else None
    return f"{obj.name} ({gloss})" if gloss else obj.name


def option_default(rules: Any, option_id: str, vid: str) -> str:
    """The default of a Chắn village option in variant ``vid``, in words (``'có'``, ``'gà rộng'``, ``'5'``)."""
    val = getattr(rules.variants[vid].defaults, option_id, None)
    if isinstance(val, bool):
        return _("có") if val else _("không")
    if option_id == "ga_mode":
        return _(GA_MODES[val]) if val in GA_MODES else val
    if option_id == "bao_xuong_sai":  # reading id → its name in payouts.yaml
        return next((text_of(b, "name").split(" (")[0] for b in rules.payouts.bao_xuong_sai if b.id == val), val)
    if isinstance(val, str):
        return val.replace("_", " ")
    return "—" if val is None else str(val)


def score_table_with_reasons(table: Any) -> None:
    """A ``ui.score_table`` without its «Vì sao» column (a cell cuts long reasons), each reason in full below."""
    name, why = score_column("cuoc"), score_column("why")
    st.dataframe(table.drop(columns=[why]), hide_index=True, width="stretch")
    lines = [_reason_line(str(r[name]), str(r[why])) for _i, r in table.iterrows() if str(r[why]).strip()]
    if lines:
        st.markdown(f"**{why}**\n\n" + "\n".join(lines))


def _reason_line(name: str, why: str) -> str:
    """A score line's reason under its name, the name said once: a reason that starts with the name
    (or with the part after «Gà: ») is written as it is, after that prefix."""
    head, sep, tail = name.rpartition(": ")
    if why.startswith(name):
        return f"- {why}"
    if sep and why.startswith(tail):
        return f"- {head}: {why}"
    return f"- **{name}** — {why}"


def village_defaults(prefix: str, option_keys: dict[str, str], given: dict | None = None) -> None:
    """Set each «Luật làng» widget ``prefix + key`` to ``given[option]``, else the variant's default;
    without ``given`` only widgets not set yet."""
    defaults = make_options(current_variant()).as_dict()
    for key, opt in option_keys.items():
        if given is None:
            st.session_state.setdefault(prefix + key, defaults[opt])
        else:
            st.session_state[prefix + key] = given.get(opt, defaults[opt])


def chi_rows(arr: Any, width: int) -> str:
    """The three chi of a Mậu binh arrangement as card rows, each labelled with its category."""
    return chi_rows_html([(CHI_NAMES[c], arr.chi(c), say(v.label())) for c, v in zip(CHI_IDS, arr.values)],
                         width=width)


def set_state(key: str, value: Any) -> None:
    """A button callback: ``st.session_state[key] = value``."""
    st.session_state[key] = value
