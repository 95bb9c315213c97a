"""Sentences of the table facts: players, the bốc cái seat, the deal (:mod:`chan_core.boc_cai`,
:mod:`chan_core.deal`)."""
