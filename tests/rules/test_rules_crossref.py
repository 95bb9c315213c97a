"""Broken copies of rules/ must fail with ONE ChanError whose Vietnamese
message names the file and the entry (shape errors also name the field)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from chan_core.errors import ChanError
from chan_core.rules import load_rules
from words import say


def edit(d: Path, name: str, fn) -> None:
    """Load ``d/name``, let ``fn`` change the data in place, write it back."""
    p = d / name
    data = yaml.safe_load(p.read_text(encoding="utf-8"))
    fn(data)
    p.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def error_of(d: Path) -> str:
    with pytest.raises(ChanError) as e:
        load_rules(d)
    msg = say(e.value)
    assert "Input should" not in msg and "Traceback" not in msg  # pydantic's English is translated
    return msg


def by(items, key, value):
    return next(x for x in items if x[key] == value)


def test_copy_itself_loads(rules_copy):
    assert len(load_rules(rules_copy).cuoc) == 25


def test_unknown_cuoc_in_ga_combo(rules_copy):
    edit(rules_copy, "variants.yaml",
         lambda v: by(v["variants"]["classic"]["ga"], "id", "chi_bach_thu").update(requires=["chi", "bach_thux"]))
    msg = error_of(rules_copy)
    assert "variants.yaml: biến thể 'classic', tổ hợp gà 'chi_bach_thu': cước 'bach_thux' không tồn tại" in msg


def test_duplicate_loi_number(rules_copy):
    edit(rules_copy, "loi.yaml", lambda v: by(v["loi"], "number", 17).update(number=16))
    msg = error_of(rules_copy)
    assert "loi.yaml: lỗi số 16 bị lặp" in msg
    assert "loi.yaml: thiếu lỗi số 17" in msg


def test_missing_loi_17(rules_copy):
    edit(rules_copy, "loi.yaml", lambda v: v["loi"].remove(by(v["loi"], "number", 17)))
    assert "loi.yaml: thiếu lỗi số 17" in error_of(rules_copy)


def test_loi_number_out_of_range(rules_copy):
    edit(rules_copy, "loi.yaml", lambda v: by(v["loi"], "number", 17).update(number=18))
    msg = error_of(rules_copy)
    assert "loi.yaml: lỗi số 18, trường 'number'" in msg
    assert "nhỏ hơn hoặc bằng 17" in msg


def test_extra_unknown_field(rules_copy):
    edit(rules_copy, "cuoc.yaml", lambda v: by(v["cuoc"], "id", "leo").update(mau="đỏ"))
    msg = error_of(rules_copy)
    assert "cuoc.yaml: cước 'leo', trường 'mau': trường lạ" in msg


def test_wrong_type(rules_copy):
    edit(rules_copy, "variants.yaml", lambda v: v["variants"]["sanhrong"]["points"]["leo"].update(diem="năm"))
    msg = error_of(rules_copy)
    assert "variants.yaml: biến thể 'sanhrong', điểm của cước 'leo', trường 'diem': phải là số nguyên" in msg
    assert "'năm'" in msg


def test_wrong_penalty_class(rules_copy):
    edit(rules_copy, "loi.yaml", lambda v: by(v["loi"], "number", 3).update(penalty="phat"))
    msg = error_of(rules_copy)
    assert "loi.yaml: lỗi số 3, trường 'penalty': phải là một trong" in msg
    assert "'u_bao'" in msg


def test_missing_required_field(rules_copy):
    edit(rules_copy, "cuoc.yaml", lambda v: by(v["cuoc"], "id", "tom").pop("definition"))
    assert "cuoc.yaml: cước 'tom', trường 'definition': thiếu trường bắt buộc" in error_of(rules_copy)


def test_variant_points_must_cover_its_cuoc(rules_copy):
    edit(rules_copy, "variants.yaml", lambda v: v["variants"]["classic"]["points"].pop("tom"))
    assert "variants.yaml: biến thể 'classic', điểm: thiếu điểm của cước 'tom'" in error_of(rules_copy)


def test_variant_points_only_its_cuoc(rules_copy):
    edit(rules_copy, "variants.yaml",
         lambda v: v["variants"]["sanhrong"]["points"].update(hoa_roi_cua_phat={"diem": 20, "dich": 18}))
    msg = error_of(rules_copy)
    assert "variants.yaml: biến thể 'sanhrong', điểm: cước 'hoa_roi_cua_phat' không thuộc biến thể này" in msg


def test_unknown_replaces(rules_copy):
    edit(rules_copy, "cuoc.yaml", lambda v: by(v["cuoc"], "id", "hoa_roi_cua_phat").update(replaces=["chi", "bachthu"]))
    msg = error_of(rules_copy)
    assert "cuoc.yaml: cước 'hoa_roi_cua_phat', trường 'replaces': cước 'bachthu' không tồn tại" in msg


def test_unknown_cuoc_in_xuong_group(rules_copy):
    edit(rules_copy, "xuong.yaml", lambda v: by(v["groups"], "id", "co")["cuoc"].append("leo2"))
    assert "xuong.yaml: nhóm 'co': cước 'leo2' không tồn tại" in error_of(rules_copy)


def test_cuoc_missing_from_variant_xuong_order(rules_copy):
    def drop(v):
        o = by(v["orders"], "variant", "sanhrong")
        o["steps"] = [s for s in o["steps"] if s["cuoc"] != ["thap_thanh"]]
    edit(rules_copy, "xuong.yaml", drop)
    assert "xuong.yaml: thứ tự xướng 'sanhrong': thiếu cước 'thap_thanh'" in error_of(rules_copy)


def test_glossary_terms_unique(rules_copy):
    edit(rules_copy, "glossary.yaml", lambda v: by(v["terms"], "id", "tom").update(term="lèo"))
    assert "glossary.yaml: thuật ngữ 'lèo' bị lặp" in error_of(rules_copy)


def test_glossary_see_must_exist(rules_copy):
    edit(rules_copy, "glossary.yaml", lambda v: by(v["terms"], "id", "tom")["see"].append("tomm"))
    assert "glossary.yaml: thuật ngữ 'tom', trường 'see': thuật ngữ 'tomm' không tồn tại" in error_of(rules_copy)


def test_mnemonic_offset_checked(rules_copy):
    edit(rules_copy, "dealing.yaml", lambda v: by(v["mnemonic"]["words"], "word", "tiến").update(offset=3))
    assert "dealing.yaml: câu nhớ 'tiến'" in error_of(rules_copy)


def test_loi_group_checked_against_001(rules_copy):
    edit(rules_copy, "loi.yaml", lambda v: by(v["loi"], "number", 6).update(group="A"))
    assert "loi.yaml: lỗi số 6: nhóm 'A' sai" in error_of(rules_copy)


def test_forbidden_move_unknown_loi(rules_copy):
    edit(rules_copy, "loi.yaml", lambda v: by(v["forbidden_moves"], "text", "Đánh chắn.").update(loi=[19]))
    assert "loi.yaml: điều cấm 'Đánh chắn.': lỗi số 19 không tồn tại" in error_of(rules_copy)


def test_penalty_value_unknown_cuoc(rules_copy):
    edit(rules_copy, "payouts.yaml", lambda v: v["penalty_value"]["cuoc"].update(hoa_roi_cua_phat=1))
    assert "payouts.yaml: penalty_value: cước 'hoa_roi_cua_phat' không có trong biến thể 'sanhrong'" in error_of(rules_copy)


def test_missing_file(rules_copy):
    (rules_copy / "glossary.yaml").unlink()
    assert "Thiếu tệp luật glossary.yaml" in error_of(rules_copy)


def test_bad_yaml(rules_copy):
    (rules_copy / "actions.yaml").write_text("cua: [\n", encoding="utf-8")
    assert "actions.yaml: không đọc được YAML" in error_of(rules_copy)


def test_whole_file_wrong_shape(rules_copy):
    (rules_copy / "loi.yaml").write_text("- 1\n- 2\n", encoding="utf-8")
    assert "loi.yaml: toàn tệp" in error_of(rules_copy)


def test_decision_unknown_option(rules_copy):
    edit(rules_copy, "decisions.yaml", lambda v: by(v["decisions"], "id", "bao_xuong_sai").update(option="bao_sai"))
    msg = error_of(rules_copy)
    assert "decisions.yaml: quyết định 'bao_xuong_sai', trường 'option': tùy chọn 'bao_sai' không tồn tại" in msg


def test_shape_error_inside_a_list_of_ids(rules_copy):
    edit(rules_copy, "xuong.yaml", lambda v: by(v["groups"], "id", "co")["cuoc"].append(5))
    msg = error_of(rules_copy)
    assert "xuong.yaml: nhóm 'co'" in msg and "phải là chuỗi chữ" in msg
