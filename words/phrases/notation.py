"""Sentences of the position notation (:mod:`chan_core.game.notation`): a line that does not read."""
