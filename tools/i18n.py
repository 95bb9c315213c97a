"""Keep the English gettext catalogs in step with the code (issue 15).

    python tools/i18n.py update   # extract every _()/N_()/ngettext() sentence, update the .po files
    python tools/i18n.py check    # list untranslated, fuzzy or stale entries (exit 1 if any)

Domains (see :mod:`words.i18n`): ``words`` (the sentences of the engines' facts, ``words/locale``),
and ``hoc_chan`` (router, ``app_pages/``, ``ui/``, ``learning/``; ``locale/``).
Each source module has its own catalog
``<localedir>/en/LC_MESSAGES/<domain>/<module>.po`` (``app_pages/home.py`` →
``app_pages.home.po``), so people translating different pages never edit the same
file. ``update`` keeps every existing translation, adds new sentences untranslated,
and drops sentences the module no longer has. Extraction and writing are Babel's.
"""
from __future__ import annotations

import argparse
import io
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "NP_": (1, 2), "pgettext": ((1, "c"), 2)}
LANG = "en"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
PHRASES = ROOT / "words" / "phrases"  # its modules' sentence tables are the .yaml beside each
RULE_SOURCES = {"mau_binh": ROOT / "rules" / "mau_binh.yaml"}  # a phrases module saying a rules file's source sections


@dataclass(frozen=True)
class Domain:
    """One gettext domain: its name, its locale folder and its source files."""

    name: str
    localedir: Path
    sources: tuple[str, ...]  # globs relative to ROOT

    def files(self) -> list[Path]:
        """The domain's source files, sorted (migrations and caches left out)."""
        out: set[Path] = set()
        for g in self.sources:
            out.update(p for p in ROOT.glob(g) if p.is_file() and "migrations" not in p.parts
                       and "__pycache__" not in p.parts)
        return sorted(out)

    def po_path(self, source: Path) -> Path:
        """The catalog of one source module."""
        rel = source.relative_to(ROOT).with_suffix("")
        return self.localedir / LANG / "LC_MESSAGES" / self.name / (".".join(rel.parts) + ".po")


DOMAINS = (
    Domain("hoc_chan", ROOT / "locale", ("streamlit_app.py", "app_pages/*.py", "ui/**/*.py", "learning/**/*.py")),
    Domain("words", ROOT / "words" / "locale", ("words/**/*.py",)),
)
"""``words`` (issue 23) is the words layer: the sentences of the engines' facts. A sentence that
moves there from an engine module keeps its English: :func:`memory` offers every translation
already in any catalog."""


_MEMORY: dict[str, object] | None = None


def memory() -> dict[str, object]:
    """Every translation in every catalog of the repository (msgid → msgstr, not fuzzy, not
    empty), read once: where a sentence moves from one module (or domain) to another,
    ``update`` gives the new catalog the translation it already had."""
    global _MEMORY
    if _MEMORY is None:
        _MEMORY = {}
        for domain in DOMAINS:
            for path in sorted(domain.localedir.glob(f"{LANG}/LC_MESSAGES/{domain.name}/*.po")):
                cat = read_catalog(path)
                for m in cat or ():
                    strings = m.string if isinstance(m.string, tuple) else (m.string,)
                    if m.id and not m.context and not m.fuzzy and all(strings):
                        _MEMORY.setdefault(m.id[0] if isinstance(m.id, tuple) else m.id, m.string)
    return _MEMORY


def extract(source: Path) -> list[tuple[str | tuple[str, str], int, str | None]]:
    """``[(msgid or (singular, plural), line, msgctxt or None)]`` of one source file, in file order, then those
    of its sentence tables (the ``.yaml`` beside it)."""
    out = []
    for lineno, message, _comments, context in extract_from_file(
            "python", str(source), keywords=KEYWORDS, comment_tags=("i18n:",)):
        if isinstance(message, tuple):
            message = tuple(m for m in message if m)
            message = message[0] if len(message) == 1 else message
        if message:
            out.append((message, lineno, context))
    data = source.with_suffix(".yaml")
    if source.parent == PHRASES and data.is_file():
        out += extract_yaml(yaml.compose(data.read_text(encoding="utf-8")))
    if source.parent == PHRASES and source.stem in RULE_SOURCES:
        out += extract_sections(yaml.compose(RULE_SOURCES[source.stem].read_text(encoding="utf-8")))
    return out


def extract_yaml(node: yaml.Node) -> list[tuple[str | tuple[str, str], int, None]]:
    """The sentences of an area's sentence tables (``words/phrases/<area>.yaml``, read by
    :func:`words.phrases.tables`): every mapping value, a ``[singular, plural]`` pair a plural."""
    if isinstance(node, yaml.MappingNode):
        return [m for _key, value in node.value for m in extract_yaml(value)]
    if isinstance(node, yaml.SequenceNode):
        return [(tuple(n.value for n in node.value), node.start_mark.line + 1, None)]
    return [(node.value, node.start_mark.line + 1, None)]


def extract_sections(node: yaml.Node, key: str = "") -> list[tuple[str, int, None]]:
    """The source sections a rules file names: each «; » part of a ``section`` beside a ``seed``, and each
    entry of a ``sections`` list (the msgids of :func:`words.phrases.mau_binh.source_said`)."""
    if isinstance(node, yaml.MappingNode):
        fields = {k.value: v for k, v in node.value}
        own = fields["section"].value.split("; ") if {"seed", "section"} <= fields.keys() else []
        return [(p, node.start_mark.line + 1, None) for p in own] + [
            m for k, v in node.value for m in extract_sections(v, k.value)]
    if isinstance(node, yaml.SequenceNode):
        if key == "sections":
            return [(n.value, n.start_mark.line + 1, None) for n in node.value]
        return [m for n in node.value for m in extract_sections(n)]
    return []


def read_catalog(path: Path) -> Catalog | None:
    """The catalog at ``path`` (``None`` if there is none)."""
    if not path.is_file():
        return None
    with open(path, "rb") as fh:
        return read_po(fh, locale=LANG)


def updated_catalog(domain: Domain, source: Path) -> Catalog | None:
    """The catalog ``source`` should have: its sentences, old translations kept."""
    found = extract(source)
    if not found:
        return None
    old = read_catalog(domain.po_path(source))
    cat = Catalog(locale=LANG, domain=domain.name, project="Học Chắn", version="2", fuzzy=False,
                  header_comment=f"# English sentences of {source.relative_to(ROOT)} (issue 15).\n"
                                 "# Keep in step with the code: python tools/i18n.py update",
                  last_translator="Học Chắn", language_team="Học Chắn",
                  msgid_bugs_address="issues")
    rel = str(source.relative_to(ROOT))
    for message, lineno, context in found:
        key = message[0] if isinstance(message, tuple) else message
        prev = old.get(key, context) if old is not None else None
        empty = ("", "") if isinstance(message, tuple) else ""
        same_shape = prev is not None and isinstance(prev.string, tuple) == isinstance(message, tuple)
        string = prev.string if same_shape and not prev.fuzzy else empty  # singular ↔ plural: translate again
        if prev is None and context is None:
            known = memory().get(key)
            if known is not None and isinstance(known, tuple) == isinstance(message, tuple):
                string = known
        same = cat.get(key, context)
        if same is not None:
            same.locations.append((rel, lineno))
            continue
        cat.add(message, string, locations=[(rel, lineno)], context=context)
    return cat


def render(cat: Catalog) -> bytes:
    """The ``.po`` text of a catalog (Babel's writer, no line wrapping, no dates)."""
    buf = io.BytesIO()
    write_po(buf, cat, width=0, omit_header=False, sort_output=False, include_previous=False,
             include_lineno=False)
    text = buf.getvalue().decode("utf-8")
    text = re.sub(r'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', "", text)
    return text.encode("utf-8")


def problems(domain: Domain, source: Path) -> list[str]:
    """What is wrong with one module's catalog: missing file, untranslated, fuzzy,
    stale (a sentence the code no longer has) or placeholder mismatch."""
    found = extract(source)
    path = domain.po_path(source)
    rel = source.relative_to(ROOT)
    if not found:
        return [f"{path.relative_to(ROOT)}: no sentence in {rel} any more"] if path.is_file() else []
    cat = read_catalog(path)
    if cat is None:
        return [f"{path.relative_to(ROOT)}: missing ({len(found)} sentences in {rel})"]
    out = []
    keys = set()
    for message, lineno, context in found:
        key = message[0] if isinstance(message, tuple) else message
        keys.add((key, context))
        m = cat.get(key, context)
        where = f"{rel}:{lineno}"
        if m is None:
            out.append(f"{where}: not in the catalog: {key!r}")
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy:
            out.append(f"{where}: fuzzy: {key!r}")
        elif not all(s.strip() for s in strings):
            out.append(f"{where}: untranslated: {key!r}")
        else:
            ids = message if isinstance(message, tuple) else (message,)
            want = sorted(set(PLACEHOLDER.findall(ids[0])))
            for s in strings:
                if sorted(set(PLACEHOLDER.findall(s))) != want:
                    out.append(f"{where}: placeholders {want} differ in the English {s!r}")
    for m in cat:
        if m.id and (m.id[0] if isinstance(m.id, tuple) else m.id, m.context) not in keys:
            out.append(f"{path.relative_to(ROOT)}: stale entry (not in {rel}): {m.id!r}")
    return out


def clashes(domain: Domain) -> list[str]:
    """Sentences translated differently in two catalogs of one domain (the catalogs are merged
    into one at run time, so only one English could win): ``['«msgid»: «a» (x.po) ≠ «b» (y.po)']``."""
    seen: dict[str, tuple[str, str]] = {}
    out = []
    for source in domain.files():
        cat = read_catalog(domain.po_path(source))
        if cat is None:
            continue
        name = domain.po_path(source).name
        for m in cat:
            if not m.id or m.fuzzy or not m.string:
                continue
            key = (m.context + "|" if m.context else "") + (m.id[0] if isinstance(m.id, tuple) else m.id)
            val = m.string if isinstance(m.string, str) else " | ".join(m.string)
            if key in seen and seen[key][0] != val:
                out.append(f"{domain.name}: «{key}»: «{seen[key][0]}» ({seen[key][1]}) ≠ «{val}» ({name})")
            seen.setdefault(key, (val, name))
    return out


def main(argv: list[str] | None = None) -> int:
    """CLI: ``update`` or ``check`` (optionally limited to paths containing a string)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=("update", "check"))
    ap.add_argument("only", nargs="*", help="only source paths containing one of these strings")
    a = ap.parse_args(argv)
    bad = 0
    if a.command == "update":
        memory()  # read every translation before any catalog is rewritten
    for domain in DOMAINS:
        for source in domain.files():
            rel = str(source.relative_to(ROOT))
            if a.only and not any(s in rel for s in a.only):
                continue
            if a.command == "update":
                cat = updated_catalog(domain, source)
                path = domain.po_path(source)
                if cat is None:
                    if path.is_file():
                        path.unlink()
                    continue
                path.parent.mkdir(parents=True, exist_ok=True)
                data = render(cat)
                if not path.is_file() or path.read_bytes() != data:
                    path.write_bytes(data)
                    print(f"updated {path.relative_to(ROOT)}")
            else:
                for p in problems(domain, source):
                    bad += 1
                    print(p)
    if a.command == "check":
        for domain in DOMAINS:
            for c in clashes(domain):
                bad += 1
                print(c)
        print(f"{bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
