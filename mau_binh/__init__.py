"""mau_binh — the Mậu binh engine (seed 004). Pure Python; never imports Streamlit.

Cards (:mod:`~mau_binh.cards`) → chi values (:mod:`~mau_binh.chi`) → arrangements and binh lủng
(:mod:`~mau_binh.arrangement`) → special hands, scoring, solver, drill. Rules are ``rules/mau_binh.yaml``;
every explanation and error is a :class:`~chan_core.facts.Fact`, said by :mod:`words.phrases.mau_binh`."""
