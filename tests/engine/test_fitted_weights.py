"""The bots' fitted evaluation weights: a wrong entry names the file and the entry, the shipped
file is read into every game with an entry, and the fitted weights predict the outcomes of
self-play games they never saw better than the code's defaults."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.ai.evaluation import heuristics_for
from engine.core import RulesDataError, default_registry
from engine.core.fitted_weights import WEIGHTS_FILE, fitted_entry, fitted_weights

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class _Weights:
    coin: float = 0.5
    wall: float = 1.0
    players: int = 2


def _folder(tmp_path: Path, text: str) -> Path:
    (tmp_path / WEIGHTS_FILE).write_text(text)
    return tmp_path


def test_absent_file_or_entry_keeps_the_defaults(tmp_path: Path) -> None:
    assert fitted_weights("alhambra", _Weights(), tmp_path) == (_Weights(), None)
    folder = _folder(tmp_path, "alcazar: {margin_scale: 5, weights: {coin: 0.7}}\n")
    assert fitted_weights("alhambra", _Weights(), folder) == (_Weights(), None)


def test_an_entry_changes_only_what_it_names(tmp_path: Path) -> None:
    folder = _folder(tmp_path, "alhambra: {margin_scale: 9.5, weights: {coin: 0.7}}\n")
    assert fitted_weights("alhambra", _Weights(), folder) == (_Weights(coin=0.7), 9.5)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("alhambra: {weights: {colour: 0.7}}\n", "alhambra.weights.colour: is not one of the real-valued weights"),
        ("alhambra: {weights: {players: 3}}\n", "alhambra.weights.players: is not one of the real-valued weights"),
        ("alhambra: {weights: {coin: high}}\n", "alhambra.weights.coin: must be a finite number"),
        ("alhambra: {weights: {coin: .nan}}\n", "alhambra.weights.coin: must be a finite number"),
        ("alhambra: {weights: {coin: true}}\n", "alhambra.weights.coin: must be a finite number"),
        ("alhambra: {margin_scale: 0}\n", "alhambra.margin_scale: must be greater than 0"),
        ("alhambra: {weights: [coin]}\n", "alhambra.weights: must be a mapping"),
        ("alhambra: 3\n", "alhambra: must be a mapping"),
        ("alhambra: {margin_scal: 9}\n", "alhambra.margin_scal: is not margin_scale or weights"),
        ("alhambra: {weights: {coin: 1\n", "is not valid YAML"),
    ],
)
def test_a_wrong_entry_names_the_file_and_the_entry(tmp_path: Path, text: str, message: str) -> None:
    folder = _folder(tmp_path, text)
    with pytest.raises(RulesDataError, match=f"^{WEIGHTS_FILE}: ") as caught:
        fitted_weights("alhambra", _Weights(), folder)
    assert message in str(caught.value)


FITTED_GAMES = [game_id for game_id in default_registry().ids() if fitted_entry(game_id).weights]
FIT_DATA = sorted(path.name.removesuffix(".jsonl.gz") for path in (ROOT / "tools" / "fits").glob("*.jsonl.gz"))


def _tool():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import fit_evaluation
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return fit_evaluation


def test_every_fit_has_its_report_and_the_file_follows_its_verdict() -> None:
    assert {"alhambra", "alcazar"} <= set(FIT_DATA)
    for game_id in FIT_DATA:
        report = (ROOT / "tools" / "fits" / f"{game_id}.txt").read_text()
        kept = "kept: the first blend that played better" in report
        assert kept != ("the defaults stay" in report), game_id
        assert (game_id in FITTED_GAMES) == kept, game_id
    assert set(FITTED_GAMES) <= set(FIT_DATA)


def test_a_blend_moves_each_changed_weight_part_of_the_way_on_a_log_scale() -> None:
    tool = _tool()
    halfway = tool.blend(_Weights(), _Weights(coin=2.0, wall=1.0), 0.5)
    assert halfway == _Weights(coin=pytest.approx(1.0), wall=1.0, players=2)
    assert tool.blend(_Weights(), _Weights(coin=2.0), 1.0).coin == pytest.approx(2.0)


@pytest.mark.parametrize("game_id", FITTED_GAMES)
def test_the_bots_judge_with_the_fitted_weights(game_id: str) -> None:
    game = default_registry().get(game_id)
    h = heuristics_for(game)
    entry = fitted_entry(game_id)
    for name, value in entry.weights.items():
        assert getattr(h.w, name) == value
    if entry.margin_scale is not None:
        assert h.margin_scale == entry.margin_scale


@pytest.mark.parametrize("game_id", FITTED_GAMES)
def test_the_fit_predicts_unseen_games_better_than_the_defaults(game_id: str) -> None:
    tool = _tool()
    game = default_registry().get(game_id)
    rows = [row for row in tool.read_rows(tool.data_path(game_id)) if row["game"] % tool.HELD_OUT == tool.HELD_OUT - 1]
    held_out = tool.Judged(game, rows[:400]).test
    fitted = tool.make_heuristics(game)
    plain = tool.make_heuristics(game, *tool.code_defaults(game))
    assert tool.log_loss(fitted, held_out)[0] < tool.log_loss(plain, held_out)[0]
