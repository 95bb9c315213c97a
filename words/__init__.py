"""words — the one layer that makes sentences (issue 23: «engines say facts, one layer says words»).

The engines (:mod:`chan_core`, :mod:`mau_binh`) return :class:`~chan_core.facts.Fact` values
(a code and parameters) and raise :class:`~chan_core.errors.ChanError` carrying one; this
package turns them into Vietnamese or English (:func:`say`), in the current language
(:func:`language`, :func:`current_language`). A language switch re-says the same facts.

Layers: router → pages → ui / learning → **words** → engines → rules.
"""
from words.i18n import (DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, N_, Translator, check_language,
                        current_language, language, number, set_language_resolver, text_of)
from words.i18n import WORDS
from words.cards import card_name_en, counted, gloss_cards
from words.core import answer_texts, renderers, say, say_all, templates
from words.phrases.xuong import xuong_reading

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGE_NAMES", "card_name_en", "counted", "gloss_cards", "LANGUAGES", "N_", "Translator", "WORDS", "answer_texts", "renderers", "templates",
           "check_language", "current_language", "language", "number", "say", "say_all", "set_language_resolver",
           "text_of", "xuong_reading"]
