"""Cards and notation (seed 001 §I, SPEC card codes)."""
import pytest

from chan_core.cards import BY_CODE, CHI_CHI, KINDS, Hand, card, check_copies, parse_card, parse_cards
from chan_core.errors import ChanError


def test_deck_has_25_kinds_and_20_red_cards():
    assert len(KINDS) == 25
    assert [k.code for k in KINDS][:8] == ["2V", "3V", "4V", "5V", "6V", "7V", "8V", "9V"]
    red = sorted(k.code for k in KINDS if k.red)
    assert red == ["8S", "8V", "9S", "9V", "CC"]
    assert sum(4 for k in KINDS if k.red) == 20  # seed 001 §V.13: 20 quân đỏ


def test_chi_chi_counts_one_at_boc_cai_and_has_no_suit():
    assert CHI_CHI.boc_cai_number == 1 and CHI_CHI.suit is None
    assert BY_CODE["7V"].boc_cai_number == 7


@pytest.mark.parametrize("text,code", [
    ("9V", "9V"), ("9v", "9V"), ("cc", "CC"), ("cửu vạn", "9V"), ("Nhị văn", "2N"), ("NHỊ VĂN", "2N"),
    ("chi chi", "CC"), ("Chi Chi", "CC"), ("cuu sach", "9S"), ("tam sách", "3S"), ("9 vạn", "9V"),
    ("thất văn", "7N"), ("that sach", "7S"), ("tứ vạn", "4V"), ("tu sach", "4S"), ("ngũ vạn", "5V"),
])
def test_parse_card_codes_and_names(text, code):
    assert parse_card(text).code == code


def test_parse_cards_mixes_separators_and_forms():
    got = [k.code for k in parse_cards("9V 9V, cửu văn; chi chi\n2s")]
    assert got == ["9V", "9V", "9N", "CC", "2S"]
    assert parse_cards(None) == [] and parse_cards("") == []
    assert [k.code for k in parse_cards(["9V", "bát sách"])] == ["9V", "8S"]


def test_bare_van_is_ambiguous_and_shows_both_codes():
    with pytest.raises(ChanError) as e:
        parse_card("cuu van")
    assert "9V" in say(e.value) and "9N" in say(e.value)


@pytest.mark.parametrize("text", ["van", "Van", "VAN", "9V van"])
def test_a_bare_suit_word_van_is_ambiguous_not_a_missing_number(text):
    with pytest.raises(ChanError) as e:
        parse_cards(text)
    assert e.value.code == "card.suit_word_ambiguous" and e.value.params["suits"] == ("V", "N")
    assert say(e.value).startswith(f"«{text.split()[-1]}» không dấu là mơ hồ: vạn (2V…9V) hay văn (2N…9N)?")


@pytest.mark.parametrize("text,needle", [
    ("xyz", "xyz"), ("cửu", "thiếu chất"), ("vạn", "thiếu số"), ("10V", "10V"), ("nhất vạn", "nhất"),
    ("cửu hoa", "hoa"),
])
def test_bad_card_names_are_named_in_the_error(text, needle):
    with pytest.raises(ChanError) as e:
        parse_cards(text)
    assert needle in say(e.value)


def test_parse_card_refuses_two_cards():
    with pytest.raises(ChanError) as e:
        parse_card("9V 9N")
    assert e.value.code == "card.not_one" and "đúng một" in say(e.value)


def test_fifth_copy_names_the_card_and_count():
    with pytest.raises(ChanError) as e:
        Hand("9V 9V 9V 9V cửu vạn")
    assert "cửu vạn (9V)" in say(e.value) and "5" in say(e.value)
    with pytest.raises(ChanError):
        check_copies(parse_cards("CC CC CC CC CC"))


def test_hand_repr_round_trips_and_is_a_multiset():
    h = Hand("9N 9V cửu vạn 2S CC")
    assert repr(h) == "Hand('9V 9V 9N 2S CC')"
    assert eval(repr(h)) == h and hash(eval(repr(h))) == hash(h)
    assert str(h) == "9V 9V 9N 2S CC"
    assert len(h) == 5 and h["9V"] == 2 and h[card("2S")] == 1 and "CC" in h
    assert (h + "2S") ["2S"] == 2 and (h - "9V")["9V"] == 1
    assert repr(card("9V")) == "card('9V')" and eval(repr(card("9V"))) is BY_CODE["9V"]


def test_hand_subtraction_of_a_missing_card_fails_naming_it():
    with pytest.raises(ChanError) as e:
        Hand("9V") - "3N"
    assert "3N" in say(e.value)


def test_from_counts_validates():
    with pytest.raises(ChanError):
        Hand.from_counts([0] * 24)
    with pytest.raises(ChanError):
        Hand.from_counts([5] + [0] * 24)
    assert Hand.from_counts([1] + [0] * 24) == Hand("2V")


def test_a_pasted_essay_is_not_echoed_whole():
    with pytest.raises(ChanError) as e:
        parse_cards("x" * 500)
    assert len(say(e.value)) < 80 and "…" in say(e.value)
    with pytest.raises(ChanError) as e:
        parse_cards("cửu " + "y" * 500)
    assert len(say(e.value)) < 160


# ---------------------------------------------------------------- the English reading on the face (issue 15)
import base64 as _b64  # noqa: E402
import hashlib as _hashlib  # noqa: E402
import re as _re  # noqa: E402

from words.i18n import language as _language  # noqa: E402
from words import say


def _face_texts(svg: str) -> list[str]:
    """The visible text lines of a card picture (not the title/aria-label)."""
    return _re.findall(r"<text[^>]*>([^<]+)</text>", svg)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.code)
def test_english_card_face_shows_the_english_reading(kind):
    """A phone shows no title/alt: in English the reading («9 of vạn», chi chi «the 1») is a
    visible line on the face, under the Vietnamese name; the Chinese characters stay."""
    import ui

    with _language("en"):
        svg = ui.card_svg(kind)
        img = ui.card_img(kind, 44)
        hidden = ui.card_svg(kind, show_name=False)
    texts = _face_texts(svg)
    reading = kind.english.split(" (")[0]
    assert texts[-2:] == [kind.name, reading], texts
    assert kind.chinese[0] in texts and kind.chinese[-1] in texts
    inner = _b64.b64decode(_re.search(r"base64,([^\"]+)", img).group(1)).decode()
    assert reading in _face_texts(inner)
    assert reading not in _face_texts(hidden) and kind.name not in _face_texts(hidden)
    with _language("vi"):
        vi = ui.card_svg(kind)
    assert _face_texts(vi)[-1] == kind.name and reading not in _face_texts(vi)


def test_english_reading_fits_the_card():
    """Every line on an English face fits the card's 80-unit text width: a long line is fitted
    (``textLength``); the two foot lines sit inside the inner frame (y < 311)."""
    import ui

    with _language("en"):
        for k in KINDS:
            svg = ui.card_svg(k)
            for attrs, text in _re.findall(r"<text([^>]*)>([^<]+)</text>", svg):
                size = float(_re.search(r'font-size="([\d.]+)"', attrs).group(1))
                y = float(_re.search(r' y="([\d.]+)"', attrs).group(1))
                assert y < 311, (k.code, text)
                if 'data-reading="en"' in attrs or size <= 22:
                    assert len(text) * size * 0.5 <= 80 or 'textLength="80"' in attrs, (k.code, text)


def test_vietnamese_card_pictures_are_unchanged_byte_for_byte():
    """The Vietnamese SVGs (every kind, with and without frame/dim/mono/name) are exactly what they
    were before the English reading was added (digest of the pictures of HEAD before issue 15 QA;
    small cards since session 10: bigger names, readable at 390 px)."""
    import ui

    with _language("vi"):
        got = "".join(ui.card_svg(k) + ui.card_svg(k, 40, True, dim=True) + ui.card_svg(k, mono=True, show_name=False)
                      for k in KINDS)
    assert _hashlib.sha256(got.encode()).hexdigest() == "355c02a40ba5b6e5ed3ca9a91886926375401ec79f7a4540db2e2069bfc04bd2"


def test_the_english_reading_on_a_card_can_be_typed_back():
    """Issue 15: an English reader types what the cards show («9 of vạn»); any case, with or
    without diacritics when that is not ambiguous, in a whole hand with codes and names."""
    from chan_core.cards import KINDS, parse_cards

    suited = [k for k in KINDS if k.suit]
    assert suited and all(parse_cards(k.english) == [k] for k in suited)
    assert [k.code for k in parse_cards("9 OF vạn, 2 of sách; chi chi 9V")] == ["9V", "2S", "CC", "9V"]
    for junk in ("of vạn", "19 of vạn", "9 of", "cửu vạn / 9 of vạn"):
        with pytest.raises(ChanError):
            parse_cards(junk)


def test_cards_written_together_are_refused_with_a_hint_to_space_them():
    """«9v9v9v» (a phone user skipping the spaces) is several codes glued: the refusal says so, with an example."""
    from chan_core.errors import ChanError

    with pytest.raises(ChanError) as e:
        parse_cards("9v9v9v9v9v")
    assert e.value.code == "card.glued" and e.value.params["first"] == "9v" and e.value.params["second"] == "9v"
    with pytest.raises(ChanError) as e:
        parse_cards("abcd")
    assert e.value.code == "card.unknown"


@pytest.mark.parametrize("lang,needle", [("vi", "dấu cách giữa số và chất"), ("en", "space between the number")])
def test_a_code_split_by_a_space_says_so_not_that_v_is_no_suit(lang, needle):
    """«9 V» is the code 9V with a space inside: the refusal says to write «9V», never that «V» is not vạn;
    the names it could be confused with still read as before."""
    for text, code in (("9 V", "9V"), ("2V 7 s 3N", "7S"), ("cửu n", "9N")):
        with pytest.raises(ChanError) as e:
            parse_cards(text)
        said = say(e.value, lang)
        assert e.value.code == "card.split" and needle in said and f"«{code}»" in said, said
        assert "không phải vạn" not in said and "is not vạn" not in said
    assert [str(k) for k in parse_cards("9 vạn, cửu sach; 9 of văn 9V")] == ["9V", "9S", "9N", "9V"]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_chi_chi_is_named_not_the_1_in_short_names_and_meld_captions(lang):
    """Chi chi is its name: «Add chi chi», a laid-down pair captioned «chi chi» (not «the 1», its
    gloss); a suited card's short name in English stays its reading («6 of vạn»)."""
    from ui.cards import card_short
    from ui.table.pictures import meld_reading

    with _language(lang):
        assert card_short("CC") == "chi chi"
        assert meld_reading(["CC", "CC"]) == "chi chi"
        assert card_short("6V") == ("6 of vạn" if lang == "en" else "lục vạn")
        assert meld_reading(["6N", "6S"]) == ("6 of văn · 6 of sách" if lang == "en" else "lục văn · lục sách")


def test_every_word_that_is_no_card_is_named_once_the_rest_counted():
    """Pasted text that is not cards: every such word named (the first UNKNOWN_SHOWN, each once) and the others
    counted; reading stops after UNKNOWN_READ of them (the count then a lower bound); one such word alone as before."""
    from chan_core.cards import UNKNOWN_READ, UNKNOWN_SHOWN
    from chan_core.errors import ChanError

    def refused(text):
        with pytest.raises(ChanError) as e:
            parse_cards(text)
        return e.value.code, e.value.params

    assert refused("abc 9V abc") == ("card.unknown", {"text": "abc"})
    code, p = refused("abc 9V xyz, abc")
    assert code == "card.unknown_many" and p["texts"] == ("abc", "xyz") and p["more"] == -3 and not p["read_on"]
    words = [f"w{i}" for i in range(UNKNOWN_SHOWN + 3)]
    assert refused(" ".join(words))[1]["texts"] == tuple(words[:UNKNOWN_SHOWN])
    assert refused(" ".join(words))[1]["more"] == 3
    code, p = refused(" ".join(f"w{i}" for i in range(UNKNOWN_READ + 50)))
    assert p["read_on"] and p["more"] == UNKNOWN_READ - UNKNOWN_SHOWN
    assert refused("abc xyz cửu")[0] == "card.unknown_many"  # a later word's own problem waits for these
