"""chan_core — the Chắn engine. Pure Python; never imports Streamlit.

Vocabulary (SPEC, seed 001):

- a *kind* (:class:`chan_core.cards.Kind`) is one of the 25 kinds of card,
  written ``2V``…``9V``, ``2N``…``9N``, ``2S``…``9S``, ``CC``;
- a *hand* (:class:`chan_core.cards.Hand`) is a multiset of kinds;
- a *meld* (:class:`chan_core.melds.Meld`) is a pair laid on the mat by
  eating: ``an_chan``, ``an_ca`` or ``chiu`` (4 alike);
- a *layout* (:func:`chan_core.layout.layout`) sorts a hand into chắn, cạ,
  ba đầu and què, chắn first;
- a *win* (:class:`chan_core.win.WinInput`) is a hand + melds + winning card
  and its source; :func:`chan_core.win.check_u` judges it;
- a *scenario* is one YAML mapping with a ``kind`` (hand, win, score, xuong,
  action, boc_cai), answered by :func:`chan_core.eval_kinds.evaluate` and by
  ``python -m chan_core eval FILE``.

Every error is a :class:`chan_core.errors.ChanError` with a Vietnamese message.
"""
