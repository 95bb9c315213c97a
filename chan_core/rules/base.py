"""Shared pydantic base for every rules model: frozen, ``extra='forbid'``, strict, with English twins."""
from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import (AfterValidator, BaseModel, ConfigDict, PrivateAttr, field_validator, model_serializer,
                      model_validator)

from chan_core.errors import ChanError, shown

GLOSS_MAX = 60  # characters of an English gloss shown inline after a Vietnamese name


def check_gloss(v: str) -> str:
    """``v`` stripped; ValueError when empty, longer than :data:`GLOSS_MAX` or ending with a full stop."""
    text = v.strip()
    if not text:
        raise ValueError("chú giải tiếng Anh «gloss_en» trống")
    if len(text) > GLOSS_MAX:
        raise ValueError(f"chú giải tiếng Anh «gloss_en» dài {len(text)} ký tự, tối đa {GLOSS_MAX}")
    if text.endswith("."):
        raise ValueError("chú giải tiếng Anh «gloss_en» không kết thúc bằng dấu chấm")
    return text


Gloss = Annotated[str, AfterValidator(check_gloss)]  # a ``gloss_en`` field

TWIN_SUFFIX = "_en"  # the English twin of a text field ``f`` is ``f_en`` beside it


def _twin_problem(vi: Any, en: Any) -> str | None:
    """Why ``en`` is not a usable English twin of ``vi`` (``None``: it is)."""
    if isinstance(vi, str):
        return None if isinstance(en, str) and en.strip() else "thiếu hoặc trống"
    if isinstance(vi, (list, tuple)):
        if not isinstance(en, (list, tuple)) or len(en) != len(vi):
            return f"phải là một danh sách {len(vi)} câu, như bản tiếng Việt"
        vi, en = dict(enumerate(vi)), dict(enumerate(en))
    elif not isinstance(vi, dict):
        return "không dịch được kiểu này"
    elif not isinstance(en, dict) or set(en) != set(vi):
        return f"phải có đúng các khóa {sorted(map(str, vi))}, như bản tiếng Việt"
    if any(str(vi[k]).strip() and (not isinstance(en[k], str) or not en[k].strip()) for k in vi):
        return "có câu trống"
    return None


class TwinTexts(BaseModel):
    """Mixin: each field named in ``TEXTS`` has an English twin ``<field>_en`` in the YAML, checked on
    load and kept in :attr:`twins` (``{field: English}``); :func:`words.text_of` picks the language."""

    TEXTS: ClassVar[tuple[str, ...]] = ()
    _twins: dict[str, Any] = PrivateAttr(default_factory=dict)

    @model_validator(mode="wrap")
    @classmethod
    def _split_twins(cls, data: Any, handler: Any) -> Any:
        if isinstance(data, TwinTexts):  # an object already checked (a model holding models): keep its twins
            return handler(data)
        en: dict[str, Any] = {}
        if isinstance(data, dict) and cls.TEXTS:
            data = dict(data)
            for f in cls.TEXTS:
                if f + TWIN_SUFFIX in data:
                    en[f] = data.pop(f + TWIN_SUFFIX)
        obj = handler(data)
        if not isinstance(obj, TwinTexts):
            return obj
        problems = []
        for f in cls.TEXTS:
            vi = getattr(obj, f, None)
            if vi in (None, "", [], {}) and f not in en:
                continue
            why = _twin_problem(vi, en.get(f))
            if why:
                problems.append(f"bản tiếng Anh «{f}{TWIN_SUFFIX}» {why}")
        if problems:
            raise ValueError("; ".join(problems))
        obj._twins = en
        return obj

    @model_serializer(mode="wrap")
    def _dump_twins(self, handler: Any) -> Any:
        """``model_dump()`` writes the twins back beside their fields, so the YAML shape round-trips."""
        data = handler(self)
        if isinstance(data, dict) and self._twins:
            out: dict[str, Any] = {}
            for k, v in data.items():
                out[k] = v
                if k in self._twins:
                    out[k + TWIN_SUFFIX] = self._twins[k]
            return out
        return data

    @property
    def twins(self) -> dict[str, Any]:
        """``{field: English text}`` for the fields in ``TEXTS`` (a copy)."""
        return dict(self._twins)


class RulesModel(TwinTexts):
    """Base of all rules models: frozen, ``extra='forbid'``, strict types, :class:`TwinTexts`."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


def find(items, code: str, field: str | None, value: object, attr: str = "id"):
    """The item of ``items`` whose ``attr`` is ``value``; ChanError(``code``, <attr>=value) when none."""
    for x in items:
        if getattr(x, attr) == value:
            return x
    raise ChanError(code, **{attr: shown(value)}, field=field)


class Source(RulesModel):
    """Where a rule comes from: ``seed`` (``'001'`` … or ``'quyết định'``) and its ``section``."""

    seed: str
    section: str


class Sourced(RulesModel):
    """An entry with its ``source`` and an optional ``note`` (``TEXTS`` of a subclass names ``note`` when twinned)."""

    source: Source
    note: str = ""


class Described(Sourced):
    """A named entry with a description and its source."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description", "note")

    name: str
    description: str


class Printed(RulesModel):
    """What a suit and a card kind share: the Vietnamese ``name``, the ``chinese`` print, the ``english`` reading."""

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    name: str
    chinese: str
    english: str
    note: str = ""

    @field_validator("english")
    @classmethod
    def _english_reading(cls, v: str) -> str:
        text = v.strip()
        if not text:
            raise ValueError("cách đọc tiếng Anh «english» trống")
        return text
