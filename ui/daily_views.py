"""What «Hôm nay» shows: one item of today's set per screen (the position, the question, answer
buttons, the verdict with why in this hand) and the figures (streak, calendar, rating, themes).
No saving here: the page calls :mod:`learning.daily.today`."""
from __future__ import annotations

import functools
import html
from collections import Counter

from babel.dates import format_date, format_skeleton

import streamlit as st

from chan_core import evaluate, grade_xuong, make_options
from chan_core.boc_cai import boc_cai
from chan_core.cards import BY_CODE, Hand, parse_cards
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.eval_kinds.win import read_win
from chan_core.game.describe import describe
from chan_core.game.notation import from_position
from chan_core.gen_win import story, story_why
from chan_core.history import State
from chan_core.loi import judge, penalty_of
from chan_core.melds import Meld
from chan_core.rules import load_rules
from chan_core.xuong.spoken import canonical
from learning import explain, glosses
from learning.coach.advisor import breaks_reason
from learning.daily import clock, puzzles
from learning.daily.puzzles import Puzzle
from learning.daily.streak import Streak
from learning.daily.today import MAX_REVIEWS
from learning.i18n import N_, _, ngettext
from learning.names import cuoc_name, seat_name, without_label
from ui.cards import GROUP_LABELS, card_words, hand_html, laid_down, meld_groups
from ui.feedback import learner_words
from ui.inputs import kept_expander
from ui.page import browser_zone
from ui.table.pictures import OFFER_WORDS, PASSED_ON
from words import current_language, gloss_cards, listed, say, xuong_reading
from words.i18n import DEFAULT_LANGUAGE, long_date

INF = 99
CARD_PX = 42  # a 20-card hand in few rows on a phone
THEME_NAMES = {
    "danh": N_("Đánh quân nào"), "an": N_("Ăn hay không"), "chiu": N_("Chíu hay không"), "u": N_("Có ù không"),
    "xuong": N_("Xướng gì"), "diem": N_("Trả bao nhiêu"), "loi": N_("Lỗi nào"), "boc_cai": N_("Bốc cái"),
}
DRILL_NAMES = {
    "bai_hoc": N_("Câu hỏi trong bài học"), "boc_cai": N_("Luyện bốc cái"), "an_hay_khong": N_("Ăn hay không?"),
    "luyen_xuong": N_("Luyện xướng"), "xuong": N_("Luyện xướng"), "tinh_diem": N_("Luyện xướng"),
    "xep_binh": N_("Xếp binh"), "choi_mau_binh": N_("Chơi Mậu binh"),
    "doc_quan_bai": N_("Đọc quân bài"), "luyen_xuong_diem": N_("Luyện xướng"), "hom_nay": N_("Hôm nay"),
}  # «Luyện xướng»'s old ids (``luyen_xuong``; its points question ``tinh_diem``, ``luyen_xuong_diem``) are its own
DRILL_PAGES = {"bai_hoc": "app_pages/bai_hoc.py", "boc_cai": "app_pages/boc_cai.py",
               "an_hay_khong": "app_pages/an_hay_khong.py", "luyen_xuong": "app_pages/luyen_xuong.py",
               "xuong": "app_pages/luyen_xuong.py", "tinh_diem": "app_pages/luyen_xuong.py",
               "xep_binh": "app_pages/xep_binh.py", "choi_mau_binh": "app_pages/choi_mau_binh.py"}
QUESTIONS = {"loi": N_("Một trong các nước dưới đây phạm lỗi. Nước nào?"),
             "xuong": N_("Bạn ù ván này. Xướng thế nào cho đúng?"), "diem": N_("Ván ù này được mấy điểm?")}
OFFER_QUESTIONS = {"danh": N_("{who} vừa đánh ra quân {card}."), "boc_self": N_("Bạn vừa bốc quân {card} từ nọc."),
                   "boc_other": N_("{who} vừa bốc quân {card} từ nọc."),
                   "tra_cua": N_("{who} vừa trả cửa quân {card}.")}
WHO = {"tren": N_("Cửa trên (người ngồi ngay trước bạn)"), "duoi": N_("Cửa dưới (người ngồi ngay sau bạn)"),
       "doi": N_("Người ngồi đối diện bạn"), None: N_("Một người chơi khác")}
FIGURES = {  # what a discard reason's figures measure (strategy.discard.breaks / .waits), said beneath it
    "breaks": N_("«cách ù {q} lá» nghĩa là còn thiếu {q} lá đúng nữa mới ù; {copies} là số lá bạn chưa thấy (trong nọc "
               "hay trên tay nhà khác) mà bốc hay ăn được một lá trong đó thì bài gần ù thêm một lá"),
    "waits": N_("{copies} là số lá bạn chưa thấy (trong nọc hay trên tay nhà khác) mà bốc hay ăn được một lá trong đó "
                "là ù"),
    "seen": N_("«cách ù {q} lá» nghĩa là còn thiếu {q} lá đúng nữa mới ù")}
CHOICE_WORDS = {"danh": N_("Đánh {card}"), "tra_cua": N_("Trả cửa {card}"), "u": N_("Ù {card}"),
                "chiu": N_("Chíu {card}"), "an_chan": N_("Ăn chắn {card}"), "an_ca": N_("Ăn cạ {card} bằng {other}")}
RATING_HELP = N_("Điểm bài toán là mức giải bài toán của bạn theo Glicko-2 (như xếp hạng cờ vua), bắt đầu từ 1500. "
                  "Chỉ lần đầu làm một bài toán mới được tính (câu ôn lại, bốc cái thì không): giải được bài khó thì "
                  "tăng nhiều, sai bài khó thì giảm ít — nên ngày đúng ít câu điểm vẫn có thể tăng.")
DAY_CELLS = {"done": ("#2e7d32", "✓"), "frozen": ("#1565c0", "❄"), "missed": ("#e0e0e0", ""),
             "today": ("#fff8e1", "•"), "future": ("#fafafa", ""), "before": ("#fafafa", "")}


def now() -> tuple:
    """(the browser's time zone, now there; ``?ngay=`` moves the day in test mode)."""
    tz = browser_zone()
    return tz, clock.now(tz, st.query_params.get("ngay"))


def drill_name(drill: str) -> str:
    """A drill's name in the current language (an unknown id as it is)."""
    return _(DRILL_NAMES[drill]) if drill in DRILL_NAMES else drill


def theme_name(theme: str) -> str:
    """A theme's name in the current language (an unknown theme as it is)."""
    return _(THEME_NAMES[theme]) if theme in THEME_NAMES else theme


def _puts_back(p: Puzzle) -> bool:
    """Whether a «danh» puzzle's move is a trả cửa (after a chíu) rather than an ordinary đánh."""
    return p.theme == "danh" and p.choices[0].get("type") == "tra_cua"


def heading(p: Puzzle) -> str:
    """A puzzle's heading: its theme's name, «Trả cửa quân nào» when the move is a trả cửa."""
    return _("Trả cửa quân nào") if _puts_back(p) else theme_name(p.theme)


# ------------------------------------------------------------------ the puzzle
def puzzle_of(item: dict) -> Puzzle | None:
    """The puzzle an item shows: a stored puzzle by id, or a table review's position."""
    if item.get("prompt"):
        try:
            return Puzzle.model_validate(item["prompt"])
        except ValueError:
            return None
    return puzzles.by_id(item.get("id", ""))


@functools.lru_cache(maxsize=256)
def _win_answer(pid: str) -> dict:
    p = puzzles.by_id(pid)
    return evaluate({"id": pid, **p.win})


def question(p: Puzzle) -> str:
    """The question of a puzzle, in the current language."""
    if p.theme == "danh":
        return (_("Bạn vừa chíu và phải trả cửa một quân. Trả quân nào để gần ù nhất?") if _puts_back(p)
                else _("Đến lượt bạn đánh. Đánh quân nào để gần ù nhất?"))
    if p.theme in QUESTIONS:
        return _(QUESTIONS[p.theme])
    o = p.offer
    key = f"boc_{o.drawn_by}" if o.source == "boc" else o.source
    eats = any(c["type"] == "an" for c in p.choices)
    if eats and key == "boc_other":  # cửa trên drew it and passed it on: «Chơi thử»'s words
        return _(PASSED_ON).format(where=_(OFFER_WORDS["duoi"]).format(who=_(WHO["tren"])), card=card_words(o.card))
    who = o.who or ("tren" if eats and o.source != "tra_cua" else None)  # only cửa trên's card can be eaten
    said = _(OFFER_QUESTIONS[key]).format(card=card_words(o.card), who=_(WHO[who]))
    if eats and key != "boc_self":
        said += " " + _("Bạn có thể ăn quân này.")
    return said + " " + _("Bạn làm gì?")


def choice_label(p: Puzzle, c: dict) -> str:
    """A choice's button text (cards by name; a xướng in Vietnamese, as it is said at the table)."""
    if "points" in c:
        return _("{n} điểm").format(n=c["points"])
    if "cuoc" in c:
        return _canonical(p, c).text
    key = c["meld"] if c["type"] == "an" else c["type"]
    if key == "bo" and p.offer is not None:  # as at the table: the pass its seat has there (001 §IV)
        eats = any(x["type"] == "an" for x in p.choices)  # older puzzles: a card one may eat is one's own or passed on
        verb = c.get("verb") or ("bo" if not eats else "duoi" if p.offer.drawn_by == "self" else "boc")
        if any(x["type"] == "u" for x in p.choices):  # a pass on an ù: «không ù»; one's own draw is put down: «Dưới»
            return say(Fact("move.label.bo_u" if p.offer.drawn_by == "self" else "move.label.bo_khac_u"))
        return say(Fact({"duoi": "move.label.bo", "boc": "move.label.bo_tren"}.get(verb, "move.label.bo_khac")))
    if key not in CHOICE_WORDS:
        return _("Bỏ qua, không lấy")
    card = card_words(c["card"] if key in ("danh", "tra_cua") else p.offer.card)
    return _(CHOICE_WORDS[key]).format(card=card, other=card_words(c["with"]) if key == "an_ca" else "")


def _canonical(p: Puzzle, c: dict):
    return canonical(c["cuoc"], p.win.get("variant", "classic"))


def item_words(item_id: str, prompt: dict | None = None) -> str:
    """A «Hôm nay» item as a teacher reads it: a puzzle's heading, its number in the puzzle file (two positions with
    one heading and answer told apart) and answer («Có ù không #12 (đáp án: Ù bát sách)»), a bốc cái's deal and answer
    (item ``<players>:<drawer>:<card>``), else a position from the learner's own hand (``prompt``: its puzzle) by the
    hand's number as the table shows it, the move, and the answer."""
    p = puzzles.by_id(item_id)
    if p is not None:
        n = 1 + [q.id for q in puzzles.load()].index(p.id)
        return _("{theme} #{n} (đáp án: {answer})").format(theme=heading(p), n=n,
                                                           answer=choice_label(p, p.choices[p.answer]))
    p = puzzle_of({"prompt": prompt})
    if p is not None:
        return _("{theme} — ván số {hand}, nước thứ {move} (đáp án: {answer})").format(
            theme=heading(p), hand=p.seed, move=p.move or p.step + 1, answer=choice_label(p, p.choices[p.answer]))
    players, _sep, rest = item_id.partition(":")
    drawer, _sep, card = rest.partition(":")
    if players.isdigit() and drawer.isdigit() and card in BY_CODE:
        return _("{theme} — {n} người, {drawer} lật {card} (đáp án: {answer})").format(
            theme=theme_name("boc_cai"), n=players, drawer=seat_name(int(drawer)), card=card_words(card),
            answer=seat_name(boc_cai_answer({"players": int(players), "drawer": int(drawer), "card": card})))
    return _("Một thế bài từ ván người học đã chơi")


def story_lines(p: Puzzle) -> list[str]:
    """A won hand's context as «Luyện xướng» tells it (who drew the winning card, the previous hand, whether
    play had passed the cửa chì: what decides thông, chì, địa ù); ``[]`` for a position."""
    return [] if p.win is None else [say(f) for f in story(read_win(p.win))]


def show_position(p: Puzzle) -> None:
    """The hand (and mat, offered card) with card pictures."""
    if p.win is not None:
        w = p.win
        groups = [*meld_groups(w.get("melds", [])), (_("trên tay"), w["hand"].split()), (_("quân ù"), [w["winning_card"]])]
        st.html(hand_html(groups=groups, highlight=[w["winning_card"]], width=CARD_PX))
        return
    if p.offer is not None:
        st.html(hand_html([p.offer.card], caption=_("Quân vừa ra"), highlight=[p.offer.card], width=CARD_PX + 12))
    groups = [(laid_down(GROUP_LABELS.get(m.type, m.type)), m.cards.split()) for m in p.melds]
    groups.append((_("Bài trên tay ({n} lá)").format(n=len(p.hand.split())), p.hand.split()))
    st.html(hand_html(groups=groups, width=CARD_PX))
    if moves := earlier_moves(p):
        st.markdown(_("Các nước bạn đã đi trong ván này:") + "\n" + "\n".join(f"- {m}" for m in moves))
    if p.visible:  # late in a hand 30-odd cards: in sight those of the numbers asked about, each kind once, all folded
        seen = p.visible.split()
        asked = [p.offer.card if p.offer else None] + [c.get(k) for c in p.choices for k in ("card", "with")]
        ranks = {BY_CODE[c].rank for c in asked if c}
        if near := [c for c in seen if BY_CODE[c].rank in ranks]:
            st.html(hand_html(groups=_counted(near), width=CARD_PX - 12, caption=_(
                "Lá đã thấy cùng số với các quân trong câu hỏi (×2: đã thấy hai lá quân đó).")))
        with kept_expander(ngettext("Đã thấy trên chiếu và các cửa: {n} lá. Các nhà khác còn {opp} lá trên tay.",
                                  "Đã thấy trên chiếu và các cửa: {n} lá. Các nhà khác còn {opp} lá trên tay.",
                                  len(seen)).format(n=len(seen), opp=listed(map(str, p.opponents))), f"daily_seen_{p.id}"):
            st.html(hand_html(groups=_counted(seen), width=CARD_PX - 12))


def _counted(cards: list[str]) -> list[tuple]:
    """:func:`hand_html` groups of ``cards``: each kind once, captioned with its count past one («×3»)."""
    return [(f"×{n}" if n > 1 else None, [c]) for c, n in Counter(cards).items()]


EARLIER = ("danh", "tra_cua", "an", "chiu")  # the seat's own moves a «lỗi nào» answer may hang on


@functools.lru_cache(maxsize=64)
def _earlier_facts(game: str, seat: int) -> tuple:
    state = from_position(game)
    return tuple(describe(e, state, seat) for e in state.events if e["seat"] == seat and e["event"] in EARLIER)


def earlier_moves(p: Puzzle) -> list[str]:
    """A «lỗi nào» puzzle's own earlier moves in this hand («Bạn đánh tứ vạn.»), oldest first; ``[]`` otherwise."""
    if p.theme != "loi" or not p.game:
        return []
    return [say(f) for f in _earlier_facts(p.game, p.seat)]


def english_readings(p: Puzzle) -> list[str]:
    """In English, each xướng choice's reading (the phrase itself is never translated)."""
    if p.theme != "xuong":
        return []
    return [r for r in (xuong_reading(_canonical(p, c).items, p.win.get("variant", "classic")) for c in p.choices) if r]


def _distance_words(v: int) -> str:
    if v >= INF or v == 0:
        return _("không còn đường ù") if v else _("ù ngay")
    return ngettext("còn {n} quân nữa là ù", "còn {n} quân nữa là ù", v).format(n=v)


def why_lines(p: Puzzle, pick: int) -> list[str]:
    """Why the answer is right in this hand (and, when ``pick`` is another choice, why that one is
    not), in the current language, from the engine's facts."""
    right = p.choices[p.answer]
    lines: list[str] = []
    if p.theme in ("xuong", "diem"):  # a stored puzzle (a table's review is a position)
        ans = _win_answer(p.id)
        if p.theme == "xuong":
            lines.append(_("Xướng đúng: «{x}».").format(x=_canonical(p, right).text))
            lines += [learner_words(f) for f in ans["reasons"].values()]
            if pick != p.answer:
                lines += _xuong_slips(p, ans, pick)
        else:  # why this hand has each cước (the table's reasons), then what each is worth
            lines += [f"{cuoc_name(c)}: {without_label(learner_words(f), cuoc_name(c))}"
                      for c, f in ans["reasons"].items()]
            lines += [learner_words(line["reason"]) for line in ans["lines"]]
            lines.append(ngettext("Cộng lại: {n} điểm.", "Cộng lại: {n} điểm.", ans["points"]["total"]).format(
                n=ans["points"]["total"]))
        return lines
    facts = [f and breaks_reason(p.hand.split(), f) for f in p.why_facts()]  # the coach's reason: what a card breaks
    if p.theme == "loi":
        lines += [learner_words(f) for f in facts[p.answer:p.answer + 1] if f is not None]
        if pick != p.answer:
            lines.append(_("{move}: không phạm lỗi nào.").format(move=choice_label(p, p.choices[pick])))
        return lines
    found = faults_of(p, pick)  # a lỗi first, each with its penalty (seed 001 §IV): the answer never is one
    lines += gloss_cards(explain.fault_lines({"findings": found}, [f["code"] for f in found]))
    if bao := any(penalty_of(f["code"]) == "bao" for f in found):  # how far from ù it leaves no longer matters
        lines.append(_("Bị báo thì ván này bạn không được đánh hay ù nữa: nước này kém hơn mọi nước không phạm lỗi, "
                       "dù bài cách ù bao nhiêu lá."))
    if p.choices[p.answer]["type"] == "u" and p.choices[pick]["type"] == "bo":  # rules/decisions.yaml bo_u_nghi_an_tien
        lines.append(_("Bỏ qua một quân ù được là «bỏ ù»: mất lần ù này, và nếu sau đó vẫn ù trong cùng ván thì bị nghỉ "
                       "ăn tiền (không ai trả)."))
    for i in dict.fromkeys((p.answer, p.answer if bao else pick)):  # the right choice, then the learner's other one
        if facts and facts[i] is not None:  # the engine's reason already says how far from ù
            lines.append(learner_words(facts[i]))
        else:
            lines.append(_("{move}: {dist}.").format(move=choice_label(p, p.choices[i]),
                                                       dist=_distance_words(p.values[i])))
    best = facts[p.answer] if facts else None
    if best is None or best.get("percent") is None:
        return lines
    right = BY_CODE[p.choices[p.answer]["card"]].word
    if pick != p.answer and not bao:  # the danger only breaks ties: say what decided
        n = p.values[pick] - p.values[p.answer]
        said = ngettext("Điều quyết định là gần ù hơn: đi {right} thì bài gần ù hơn đi {pick} {n} lá.",
                        "Điều quyết định là gần ù hơn: đi {right} thì bài gần ù hơn đi {pick} {n} lá.", n)
        lines.append(gloss_cards(said.format(right=right, pick=BY_CODE[p.choices[pick]["card"]].word, n=n)))
    figures = _(FIGURES[best.code.rsplit(".", 1)[-1]]).format(q=best.get("q"), copies=best.get("copies"))
    lines.append(gloss_cards(_("Các con số: {figures}; {percent}% là khả năng cửa dưới (người ngồi ngay sau bạn) có "
                               "quân cùng số để ăn {card} khi bạn bỏ nó ra — con số này chỉ dùng để chọn giữa các quân "
                               "cách ù như nhau.").format(figures=figures, percent=best["percent"], card=right)))
    return lines


def rule_source(p: Puzzle | None):
    """The seed section of the rule an item turns on, as the lessons and drills cite it: a bốc cái's (``p`` ``None``)
    001 §II, a lỗi's own item of §IV, the xướng's §V, the variant's points (§VI, §VIII), else the move's part of §IV."""
    r = load_rules()
    if p is None:
        return r.dealing.source
    if p.theme == "loi":
        return [x.source for x in r.loi if x.number in p.loi]
    if p.theme in ("xuong", "diem"):
        return r.xuong.source if p.theme == "xuong" else r.variants[p.win.get("variant", "classic")].source
    return next(a.source for a in r.actions.actions if a.id == ("tra_cua" if _puts_back(p) else p.theme))


def faults_of(p: Puzzle, pick: int) -> list[dict]:
    """``[{code, detail}]``: the lỗi an ``an``, ``danh`` or ``tra_cua`` choice ``pick`` commits, as the puzzle keeps
    them (``faults``, judged on the whole hand when it was made), else — a review card made before — judged by the
    engine on the position shown (hand, melds, the offer: a lỗi hanging on an earlier move is not seen); ``[]`` for a
    clean choice or another kind of puzzle."""
    c = p.choices[pick]
    if "faults" in c:
        return [{"code": f["code"], "detail": Fact.from_json(f["detail"])} for f in c["faults"]]
    if p.hand is None or c.get("type") not in ("an", "danh", "tra_cua"):
        return []
    held = Hand(p.hand + "".join(" " + m.cards for m in p.melds))
    melds = tuple(Meld(m.type, tuple(parse_cards(m.cards))) for m in p.melds)
    ev = ({"event": "an", "card": p.offer.card, "with": c["with"], "source": p.offer.source,
           "by": "self" if p.offer.drawn_by == "self" else "tren"} if c["type"] == "an"
          else {"event": c["type"], "card": c["card"]})
    try:
        v = judge(State(start=held, hand=Hand(p.hand), melds=melds, seen=held), ev)
    except ChanError:  # a position the judge refuses: no lỗi said rather than a wrong one
        return []
    return [{"code": f.code, "detail": f.detail} for f in v.findings if f.is_loi]


def _xuong_slips(p: Puzzle, ans: dict, pick: int) -> list[str]:
    said = _canonical(p, p.choices[pick]).items  # what the choice shows: a picture cước without the chì it replaces
    try:
        g = grade_xuong(ans["cuoc"], said,
                        make_options(p.win.get("variant"), p.win.get("options")), win=read_win(p.win),
                        why=story_why(read_win(p.win)))
    except ChanError as e:
        return [learner_words(e.fact)]
    return [learner_words(f.reason) for f in (*g.extra, *g.missing)]


GLOSSED_KINDS = ("loi", "cuoc", "penalty", "fault")  # names in a verdict line whose English gloss is shown


def game_words(lines: list[str]) -> str:
    """In English, the lỗi, cước, penalty and fault names of ``lines`` each with its gloss
    (``'Ăn cạ đánh con cùng hàng (…); Báo (…)'``); ``''`` in Vietnamese or when there is none."""
    if current_language() == DEFAULT_LANGUAGE:
        return ""
    kinds: dict[str, set] = {}
    for n in glosses.names():
        kinds.setdefault(n.name.casefold(), set()).add((n.kind, n.key))

    def wanted(name: str) -> bool:
        k = kinds.get(name.casefold(), set())
        if any(kind == "term" for kind, _key in k):  # a glossary word: glossed by ui.term, except dịch
            return ("term", "dich") in k
        return any(kind in GLOSSED_KINDS for kind, _key in k)

    found = dict.fromkeys(name for line in lines for _a, _b, name in glosses.find_names(line) if wanted(name))
    return glosses.glossed_list(found, sep="; ") if found else ""


# ------------------------------------------------------------------ bốc cái
def boc_cai_question(item: dict) -> str:
    return _("{n} người chơi. {drawer} bốc cái, lật được quân {card}. Ai được phần bài cái?").format(
        n=item["players"], drawer=seat_name(item["drawer"]), card=card_words(item["card"]))


def boc_cai_choices(item: dict) -> list[str]:
    return [seat_name(s) for s in range(item["players"])]


def boc_cai_answer(item: dict) -> int:
    return boc_cai(item["players"], item["drawer"], item["card"]).seat


def boc_cai_why(item: dict, pick: int) -> list[str]:
    return explain.boc_cai_lines(boc_cai(item["players"], item["drawer"], item["card"]), pick, seat_name)


# ------------------------------------------------------------------ figures
def calendar_html(cal: list) -> str:
    """The practice calendar: a row per week, Monday first, each day's number (a month's first day
    as «1/12», English «Dec 1»), ✓ practised, ❄ forgiven by the freeze, today framed."""
    heads = [_("T2"), _("T3"), _("T4"), _("T5"), _("T6"), _("T7"), _("CN")]
    cell = ("display:inline-flex;align-items:center;justify-content:center;width:2.2rem;height:2.2rem;"
            "margin:2px;border-radius:6px;font-size:.8rem;line-height:1;text-align:center;vertical-align:top;"
            "background:{bg};color:{fg}")
    rows = ["<div>" + "".join(f'<span style="{cell.format(bg="transparent", fg="inherit")}"><b>{h}</b></span>'
                              for h in heads) + "</div>"]
    lang = current_language()
    today = max((d for week in cal for d, state in week if state != "future"), default=None)
    for week in cal:
        out = []
        for d, state in week:
            bg, mark = DAY_CELLS[state]
            day = d.day if d.day != 1 and (rows[1:] or out) else (  # a month starts: «1/12», English «Dec 1»
                f"{d.day}/{d.month}" if lang == "vi" else format_skeleton("MMMd", d, locale=lang))  # (never «12/1»)
            style = (cell.format(bg=bg, fg="#fff" if state in ("done", "frozen") else "#555")
                     + (";box-shadow:inset 0 0 0 2px #b3261e" if d == today else ""))
            out.append(f'<span title="{d.isoformat()}" style="{style}">{day}{mark}</span>')  # the day stays readable
        rows.append("<div>" + "".join(out) + "</div>")
    days = [d for week in cal for d, _state in week]
    months = ""
    if days:  # «tháng 11 – tháng 12, 2026» / «November – December 2026» above the weeks
        first, last = (format_date(x, "LLLL", locale=lang) for x in (days[0], days[-1]))
        text = (_("{month} năm {year}").format(month=last, year=days[-1].year) if first == last else
                _("{first} – {last} năm {year}").format(first=first, last=last.lower() if lang == "vi" else last,
                                                       year=days[-1].year))
        months = f"<div style='margin-bottom:4px'><b>{html.escape(text)}</b></div>"
    return '<div role="img" aria-label="%s">%s%s</div>' % (html.escape(_("Lịch các ngày đã luyện")), months,
                                                           "".join(rows))


def back_words(due, now, tz) -> str:
    """When a missed item is due for review again, from its review card's due time (FSRS), and that at most
    :data:`~learning.daily.today.MAX_REVIEWS` due reviews are asked a day: «Câu này đến hạn ôn sau 1 ngày, vào
    ngày 8 tháng 12 năm 2026. …»; ``''`` without a card."""
    if due is None:
        return ""
    day = clock.today(due, tz)
    n = max((day - clock.today(now, tz)).days, 0)
    when = long_date(day)
    if n == 0:
        return _("Câu này sẽ quay lại ngay hôm nay ({date}).").format(date=when)
    return ngettext("Câu này đến hạn ôn sau {n} ngày, vào {date}.", "Câu này đến hạn ôn sau {n} ngày, vào {date}.",
                    n).format(n=n, date=when) + " " + cap_words()


def cap_words() -> str:
    """That at most :data:`~learning.daily.today.MAX_REVIEWS` due reviews are asked a day, the rest later."""
    return ngettext("Mỗi ngày hỏi tối đa {cap} câu ôn đến hạn; các câu còn lại được hỏi vào những ngày sau.",
                    "Mỗi ngày hỏi tối đa {cap} câu ôn đến hạn; các câu còn lại được hỏi vào những ngày sau.",
                    MAX_REVIEWS).format(cap=MAX_REVIEWS)


def standing_words(s: Streak, back: int, due: int | None = None, day=None) -> str:
    """What the start of a set shows: the streak (and that today's set adds to it; a missed yesterday
    forgiven, when it was), how many items of it come back for review («Chuỗi 3 ngày · Câu ôn trong bài hôm nay: 2»),
    and how many were due when more than that."""
    days = ngettext("Chuỗi {n} ngày", "Chuỗi {n} ngày", s.days).format(n=s.days)
    if not s.today:
        days += " " + _("(làm xong hôm nay thành {n})").format(n=s.days + 1)
    if day is not None and s.frozen and (day - s.frozen[0]).days == 1:
        days += " · " + _("Hôm qua ({date}) bạn không luyện nhưng chuỗi vẫn được giữ: mỗi tuần được bỏ một ngày."
                          ).format(date=long_date(s.frozen[0]))
    if due is not None and due > back:
        return days + " · " + ngettext("Đến hạn ôn: {due} câu, hôm nay hỏi {n} (mỗi ngày tối đa {cap} câu ôn)",
                                       "Đến hạn ôn: {due} câu, hôm nay hỏi {n} (mỗi ngày tối đa {cap} câu ôn)",
                                       due).format(due=due, n=back, cap=MAX_REVIEWS)
    return days + " · " + ngettext("Câu ôn trong bài hôm nay: {n}", "Câu ôn trong bài hôm nay: {n}", back).format(n=back)


def streak_words(s: Streak) -> str:
    """What the streak figure beside it does not say: the days the weekly freeze forgave («1 ngày
    được giữ chuỗi (mỗi tuần một lần)»), or ``''``."""
    if not s.frozen:
        return ""
    return ngettext("{n} ngày được giữ chuỗi (mỗi tuần một lần)",
                    "{n} ngày được giữ chuỗi (mỗi tuần một lần)", len(s.frozen)).format(n=len(s.frozen))
