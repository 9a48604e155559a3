"""Checks every proof of every problem: `scripts/prove` runs this in its virtual environment.

Each `crates/<problem>/proof.py` is a problem's proof (see `proving.py`), and each
`scripts/examples/<example>.py` a worked example of a shape of game, named
`examples/<example>`. For every one:

- each claim of `proofs()` must be proved (`unsat`), one line each: problem, claim, width,
  solver, time;
- each planted wrong rule of `planted()` must be refused: one of its claims has a
  counterexample, which is printed;
- `check_code(run)` evaluates the encoded rule and strategy on a small domain and compares
  them with the submission, `target/release/<problem>`, run on the same positions; an example,
  which has no submission, has `check_search()` instead, which compares them with the game
  played out in plain Python.

The closing line counts the claims, the planted rules and the code checks together.
Usage: python3 scripts/prove.py [problem or examples/<example> ...]
"""

import importlib.util
import multiprocessing
import os
import subprocess
import sys
import time
from pathlib import Path

import z3

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "scripts" / "examples"
sys.path.insert(0, str(Path(__file__).resolve().parent))

import proving  # noqa: E402  (the path above makes it importable)

SOLVER = f"z3 {z3.get_version_string()}"
# Filled in before the workers fork: they inherit the claims instead of pickling z3 terms.
CLAIMS = []
PLANTED = []


def name_of(proof_file):
    """`<problem>` for a problem's proof, `examples/<example>` for an example."""
    if proof_file.parent == EXAMPLES:
        return f"examples/{proof_file.stem}"
    return proof_file.parent.name


def load(proof_file):
    module_name = "proof_" + name_of(proof_file).replace("/", "_")
    spec = importlib.util.spec_from_file_location(module_name, proof_file)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(proof_file.parent))
    spec.loader.exec_module(module)
    sys.path.remove(str(proof_file.parent))
    return module


def prove_one(index):
    started = time.perf_counter()
    failure = proving.check(CLAIMS[index])
    return failure, time.perf_counter() - started


def refute_planted(index):
    """The first claim of a planted rule with a real counterexample, or `None`. Where the
    rule leans on lemma-bound functions, the counterexample is checked on the rule computed
    outright (the planted item's `concrete` twin), so that it is a real position."""
    started = time.perf_counter()
    for claim, twin in PLANTED[index][2]:
        verdict, model = proving.solve(claim)
        if verdict == z3.sat and (twin is None or proving.confirmed(claim, twin, model)):
            shown = ", ".join(f"{v} = {model.eval(v, model_completion=True)}"
                              for v in claim.shown)
            return (claim.label, shown), time.perf_counter() - started
    return None, time.perf_counter() - started


def runner(problem):
    binary = ROOT / "target" / "release" / problem

    def run(text):
        done = subprocess.run([str(binary)], input=text, capture_output=True, text=True,
                              timeout=60, check=False)
        if done.returncode != 0:
            return f"exit {done.returncode}: {done.stderr.strip()}"
        return done.stdout
    return run


def collect(proof_files):
    """Loads each proof file and gathers its claims and planted rules; returns the modules."""
    modules = {}
    for proof_file in proof_files:
        problem = name_of(proof_file)
        module = load(proof_file)
        modules[problem] = module
        for item in module.proofs():
            CLAIMS.extend(proving.claims_of(problem, item))
        for name, items in module.planted():
            # A planted rule changes the rule or the strategy, never the moves: the totals
            # (claims 0) cannot refute it.
            claims = []
            for item in items:
                twin = getattr(item, "concrete", None)
                twins = proving.claims_of(problem, twin) if twin else None
                for index, claim in enumerate(proving.claims_of(problem, item)):
                    if ": 0 " not in claim.label:
                        claims.append((claim, twins[index] if twins else None))
            PLANTED.append((problem, name, claims))
    return modules


def prove_all():
    """Proves every claim and refutes every planted rule on every core; prints a line each
    and returns (passed, failed)."""
    passed = failed = 0
    with multiprocessing.get_context("fork").Pool(os.cpu_count()) as pool:
        proved = pool.map_async(prove_one, range(len(CLAIMS)), chunksize=1)
        refuted = pool.map_async(refute_planted, range(len(PLANTED)), chunksize=1)
        for claim, (failure, seconds) in zip(CLAIMS, proved.get()):
            verdict = "proved" if failure is None else f"FAILED: {failure}"
            print(f"{claim.problem}  {claim.label}  {claim.width}  {SOLVER}  "
                  f"{seconds:.2f} s  {verdict}")
            passed, failed = (passed + 1, failed) if failure is None else (passed, failed + 1)
        for (problem, name, _), (refutation, seconds) in zip(PLANTED, refuted.get()):
            if refutation is None:
                print(f"{problem}  planted: {name}  {SOLVER}  {seconds:.2f} s  "
                      "FAILED: no claim refuted it")
                failed += 1
            else:
                claim, counterexample = refutation
                print(f"{problem}  planted: {name}  {SOLVER}  {seconds:.2f} s  refuted as "
                      f"it must be, at \"{claim}\": counterexample {counterexample}")
                passed += 1
    return passed, failed


def check_all_code(modules):
    """Each proof's `check_code` against its built submission, each example's `check_search`;
    returns (passed, failed)."""
    passed = failed = 0
    for problem, module in modules.items():
        started = time.perf_counter()
        if hasattr(module, "check_code"):
            compared, mismatches = module.check_code(runner(problem))
            differ = "the rule proved is not the one in src/main.rs"
            agree = f"code: the proved rule and strategy agree with target/release/{problem}"
        elif hasattr(module, "check_search"):
            compared, mismatches = module.check_search()
            differ = "the rule proved is not the game played out"
            agree = "search: what was proved agrees with the game played out"
        else:
            failed += 1
            print(f"{problem}  no check: a proof.py needs `check_code(run)`, which compares the "
                  f"proved rule with the built submission (see the scaffold's)")
            continue
        seconds = time.perf_counter() - started
        if mismatches:
            failed += 1
            print(f"{problem}  {differ}, {len(mismatches)} of {compared} positions differ, "
                  f"first: {mismatches[0]}")
        else:
            passed += 1
            print(f"{problem}  {agree} on all {compared} positions  {seconds:.2f} s")
    return passed, failed


def main(selected):
    proof_files = sorted(ROOT.glob("crates/*/proof.py")) + sorted(EXAMPLES.glob("*.py"))
    if selected:
        proof_files = [f for f in proof_files if name_of(f) in selected]
        missing = set(selected) - {name_of(f) for f in proof_files}
        if missing:
            print(f"error: no proof.py or example for {', '.join(sorted(missing))}",
                  file=sys.stderr)
            return 2
    started = time.perf_counter()
    try:
        modules = collect(proof_files)
    except proving.Placeholder as placeholder:
        print(f"error: {placeholder}: fill it in (it shows an example, commented out)",
              file=sys.stderr)
        print("prove: 0 passed, 1 failed")
        return 1
    proved, unproved = prove_all()
    agreed, differed = check_all_code(modules)
    passed, failed = proved + agreed, unproved + differed
    print(f"prove: {time.perf_counter() - started:.1f} s on {os.cpu_count()} cores")
    print(f"prove: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
