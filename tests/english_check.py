"""The English-page checker of issue 15 (not a test module).

An English page may show Vietnamese only as the game's own words (glossary terms and
their aliases, card, suit, cước, lỗi and Mậu binh names, the words of a xướng) and
proper names (the app's name, the language names, learners' names). Any other word
with a Vietnamese letter (ă â đ ê ô ơ ư or a tone mark) is a leak: a sentence left
untranslated. :func:`vietnamese_leaks` lists them with their context.
"""
from __future__ import annotations

import functools
import re
import unicodedata

from chan_core.rules.loader import load_rules

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_VI_LETTERS = set("ăâđêôơưĂÂĐÊÔƠƯ")
_TONES = {"\u0300", "\u0301", "\u0303", "\u0309", "\u0323"}  # grave, acute, tilde, hook, dot below

PROPER_NAMES = ("Học Chắn", "Tiếng Việt", "Ngôn ngữ", "Việt Nam", "Mậu Binh", "Sảnh Rồng")
"""Names that stay as they are in English text."""

SHORT_FORMS = ("cá", "nhà lầu", "gà rộng", "gà hẹp", "rộng", "hẹp", "đầu thuyền", "xe hơi", "chính chữ", "tổ tôm",
               "Nhà lầu xe pháo khá", "Nhà lầu xe khá", "xe tương đối", "Cá lội sảnh đình")
"""Game words written as parts of a family: «hoa/cá/nhà lầu» (the picture cước), «gà rộng/hẹp»;
«chính chữ» (ăn the very same card, a table phrase); «tổ tôm» (the related game, a proper name);
the seeds' misprinted cước names, quoted where the app explains the misprint."""


def has_vietnamese(word: str) -> bool:
    """Whether ``word`` has a letter only Vietnamese uses here (ă â đ ê ô ơ ư or a tone mark)."""
    if any(c in _VI_LETTERS for c in word):
        return True
    return any(c in _TONES for c in unicodedata.normalize("NFD", word))


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(unicodedata.normalize("NFC", text))]


@functools.lru_cache(maxsize=1)
def allowed_terms() -> tuple[str, ...]:
    """Every game term and proper name (whole phrases, lower case, longest first)."""
    r = load_rules()
    texts: list[str] = [*PROPER_NAMES, *SHORT_FORMS]
    for g in r.glossary:
        texts += [g.term, g.term.split(" (")[0], *g.aliases]
    for k in r.deck.kinds:
        texts += [k.name, k.rank_name]
    texts += [s.name for s in r.deck.suits]
    for c in r.cuoc:
        texts += [c.name, *getattr(c, "aliases", [])]
    texts += [x.name for x in r.loi]  # lỗi names stay Vietnamese (group titles are prose with twins)
    texts += [g.prefix for g in r.xuong.groups]  # the spoken xướng: «có tôm, có lèo …»
    for order in r.xuong.orders:
        texts += [s.words for s in order.steps] + [s.prefix for s in order.steps]
    try:
        from mau_binh.rules import load_rules as load_mau_binh

        mb = load_mau_binh()
        texts += [mb.game.name] if hasattr(mb.game, "name") else []
        texts += [c.name for c in mb.chi] + [c.name for c in mb.categories] + [x.name for x in mb.specials]
        # the suits (bích, cơ, rô, chuồn) and the other names of the categories and special hands
        # are the game's words too (rules/mau_binh.yaml: a name + gloss_en, no twin)
        for x in [*mb.deck.suits, *mb.categories, *mb.specials]:
            texts += [x.name, *x.aliases]
        texts += ["binh lủng", "lủng", "mậu binh", "binh", "sập hầm"]
    except Exception:  # noqa: BLE001 — Mậu binh names are added by its own tests when present
        pass
    phrases = set()
    for t in texts:
        for part in re.split(r"[,;()/]", unicodedata.normalize("NFC", t)):
            part = " ".join(part.lower().split())
            if part and has_vietnamese(part):
                phrases.add(part)
    return tuple(sorted(phrases, key=len, reverse=True))


@functools.lru_cache(maxsize=64)
def _terms_re(extra: tuple[str, ...]) -> re.Pattern:
    phrases = sorted({*allowed_terms(), *(" ".join(e.lower().split()) for e in extra)}, key=len, reverse=True)
    return re.compile(r"(?<![^\W_])(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases) + r")(?![^\W_])")


def leftover_words(text: str, extra_allowed: tuple[str, ...] = ()) -> list[str]:
    """The words with a Vietnamese letter left in ``text`` once every game term / proper name
    phrase is taken out (phrases matched whole, so «không» alone is not excused by a lỗi name)."""
    rest = _terms_re(tuple(extra_allowed)).sub(" ", unicodedata.normalize("NFC", text).lower())
    return [w for w in _words(rest) if has_vietnamese(w)]


def vietnamese_leaks(texts: list[tuple[str, str, str]], extra_allowed: tuple[str, ...] = ()) -> list[str]:
    """``['<element>.<field>: «word» in «context…»', …]`` for every word with a Vietnamese
    letter in ``texts`` (as :func:`tests.apptest_pages.page_texts` gives them) that is not
    part of a game term or a proper name (``extra_allowed``: more names, e.g. learners')."""
    out = []
    for kind, field, text in texts:
        bad = leftover_words(text, tuple(extra_allowed))
        if bad:
            out.append(f"{kind}.{field}: «{', '.join(dict.fromkeys(bad))}» in «{text[:120]}»")
    return out
