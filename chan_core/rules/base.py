"""Shared pydantic base for every rules model.

Every model is frozen and forbids unknown fields (``extra='forbid'``), with
strict types, so a typo in ``rules/*.yaml`` is an error instead of silently
ignored data. :class:`Source` names where a rule comes from.
"""
from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, PrivateAttr, model_serializer, model_validator

GLOSS_MAX = 60
"""Longest English gloss of a Vietnamese name (a glossary term, a lỗi, a Mậu binh
name; characters): shown inline after the name and on hover (issue 15)."""


def check_gloss(v: str) -> str:
    """``v`` stripped, as an English gloss (``gloss_en``); ValueError (Vietnamese) when it is
    empty, longer than :data:`GLOSS_MAX` or ends with a full stop."""
    text = v.strip()
    if not text:
        raise ValueError("chú giải tiếng Anh «gloss_en» trống")
    if len(text) > GLOSS_MAX:
        raise ValueError(f"chú giải tiếng Anh «gloss_en» dài {len(text)} ký tự, tối đa {GLOSS_MAX}")
    if text.endswith("."):
        raise ValueError("chú giải tiếng Anh «gloss_en» không kết thúc bằng dấu chấm")
    return text


TWIN_SUFFIX = "_en"
"""The English twin of a text field ``f`` is written ``f_en`` beside it (issue 15)."""


def _twin_problem(vi: Any, en: Any) -> str | None:
    """Why ``en`` is not a usable English twin of ``vi`` (``None``: it is)."""
    if isinstance(vi, str):
        if not isinstance(en, str) or not en.strip():
            return "thiếu hoặc trống"
        return None
    if isinstance(vi, (list, tuple)):
        if not isinstance(en, (list, tuple)) or len(en) != len(vi):
            return f"phải là một danh sách {len(vi)} câu, như bản tiếng Việt"
        if any(bool(str(v).strip()) and (not isinstance(e, str) or not e.strip()) for v, e in zip(vi, en)):
            return "có câu trống"
        return None
    if isinstance(vi, dict):
        if not isinstance(en, dict) or set(en) != set(vi):
            return f"phải có đúng các khóa {sorted(map(str, vi))}, như bản tiếng Việt"
        if any(bool(str(vi[k]).strip()) and (not isinstance(en[k], str) or not en[k].strip()) for k in vi):
            return "có câu trống"
        return None
    return "không dịch được kiểu này"


class TwinTexts(BaseModel):
    """Mixin: the text fields named in ``TEXTS`` carry an English twin (issue 15).

    A model lists its prose fields: ``TEXTS = ('definition', 'note')``; the YAML then
    writes ``definition_en`` beside ``definition``. Loading checks every twin: a
    non-empty Vietnamese text without a non-empty English one is an error naming the
    field (``thiếu bản tiếng Anh «definition_en»``) — the loader adds the file and the
    entry. A list twin has as many sentences as the Vietnamese list; a dict twin the
    same keys. Twins are kept in :attr:`twins` (``{field: English}``), not as fields;
    :func:`words.text_of` (the words layer) picks the text for the current language. A model
    with ``TEXTS = ()`` (the default) takes no twins."""

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
        """``model_dump()`` writes the twins back beside their fields (``definition_en``), so a
        dump validates again into an equal object (the YAML shape round-trips)."""
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
    """Base of all rules models: frozen, ``extra='forbid'``, strict types; English twins
    of the fields in ``TEXTS`` (:class:`TwinTexts`)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# Backwards-compatible private alias (the first version of this package used it).
_Model = RulesModel


class Source(RulesModel):
    """Where a rule comes from.

    ``seed``: the seed file number as a string (``'001'``, ``'002'``, ``'003'``,
    ``'000'``) or ``'quyết định'`` for a decision the team took where the seeds
    are silent; ``section``: the section / item inside that seed, as printed.
    """

    seed: str
    section: str

    def cite(self) -> str:
        """``'seed 001, V. CƯỚC XƯỚNG'`` — a one-line citation for the UI."""
        return f"seed {self.seed}, {self.section}"
