# SPDX-License-Identifier: GPL-3.0-or-later
# A user's script with every value typed, as `mypy --strict` checks it
# (test_typing.py); run as a test too, so that what it asserts holds.
from typing import List, Optional

import pegsat


def random_playout(problem: pegsat.Problem, seed: int) -> pegsat.Outcome:
    import random
    rng = random.Random(seed)
    game = pegsat.Game(problem)
    while not game.is_over():
        game.push(rng.choice(game.legal_jumps))
    outcome: Optional[pegsat.Outcome] = game.outcome()
    assert outcome is not None
    return outcome


def main() -> List[str]:
    problem = pegsat.Problem("english")
    lines: List[str] = []
    result: pegsat.SolveResult = pegsat.solve(problem, min_moves=True, timeout=60)
    if result.status is pegsat.Status.SOLVED and result.solution is not None:
        solution: pegsat.Solution = result.solution
        for move, position in zip(solution, solution.positions()):
            lines.append(f"{move} {len(position)} {position.notation()}")
        verdict = pegsat.verify_text(solution.text)
        lines.append(f"verified: {bool(verdict)}")
    outcome = random_playout(problem, 1)
    lines.append(f"{outcome.termination.value} with {outcome.pegs} pegs")
    try:
        pegsat.Board().position().after("d4-d6")
    except pegsat.IllegalJumpError as e:
        lines.append(e.jump)
    return lines


def test_typed_use() -> None:
    lines = main()
    assert lines[-1] == "d4-d6" and "verified: True" in lines


if __name__ == "__main__":
    print("\n".join(main()))
