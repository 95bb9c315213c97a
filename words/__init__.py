"""words — the one layer that makes sentences: engine facts (:class:`~chan_core.facts.Fact`, also inside a
:class:`~chan_core.errors.ChanError`) said in Vietnamese or English (:func:`say`), in the current language.

Layers: router → pages → ui / learning → **words** → engines → rules."""
from words.i18n import (DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, N_, Translator,
                        current_language, language, listed, number, set_language_resolver, signed, text_of)
from words.i18n import WORDS
from words.cards import card_name_en, counted, gloss_cards
from words.core import answer_texts, say, say_all, templates
from words.phrases.xuong import xuong_reading

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGE_NAMES", "card_name_en", "counted", "gloss_cards", "LANGUAGES", "N_", "Translator", "WORDS", "answer_texts", "templates",
           "current_language", "language", "listed", "number", "say", "say_all", "set_language_resolver", "signed",
           "text_of", "xuong_reading"]
