"""Sentences of the rules look-ups (:mod:`chan_core.rules`): an id the rules do not have."""
