//! Shrinking a failing case: passes over the case, each taking every smaller case that still
//! fails, until a whole pass takes none. A pass first halves every value at once, rounding up,
//! while the case fails (so a bug that needs a list's length gets small values before the drops
//! spend the budget). Then it drops blocks of tests and of values (halves first, then quarters,
//! down to single ones; never blocks larger than half the list as it is then, so a list that
//! loses most of its items is cut in a few rounds), lowers every value at once, then each value
//! by a decreasing amount (all of it first, down to one). When a pass takes nothing, a pass over
//! pairs follows where a single step of its kind left the domain (or the domain is not known):
//! two items of a list dropped at once, two values lowered by the same amount, which is what a
//! rule such as `n` even needs (one item less leaves the domain). So the result is 1-minimal:
//! dropping one item (a test, a value of a list) or lowering one value by one gives a case that
//! passes or leaves the domain; and where such a step of one kind left the domain, so does every
//! step of two of that kind. A shrinking that spends its budget (`Limits`: tries and time) stops
//! short of that with the smallest failing case found, and says so (`stopped`).

use std::time::Instant;

use crate::format::{at, items_at, part, value_places, Case, Format};

/// What shrinking took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    pub case: Case,
    /// How many smaller cases were taken.
    pub steps: usize,
    /// How many smaller cases were tried.
    pub tries: usize,
    /// Whether shrinking stopped at its `Limits`, short of a 1-minimal case.
    pub stopped: bool,
}

/// The most smaller cases one shrinking tries: a value that keeps failing as it is lowered one
/// by one would otherwise be lowered 2^64 times.
pub const MAX_TRIES: usize = 20_000;

/// How far one shrinking goes: at most `tries` smaller cases, and none after `deadline`.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub tries: usize,
    pub deadline: Option<Instant>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            tries: MAX_TRIES,
            deadline: None,
        }
    }
}

/// Shrinks `case`, which `still_fails`, to a 1-minimal case, or as far as `MAX_TRIES` tries
/// take it (`stopped`). `still_fails` also answers `false` for a case outside the domain in
/// use; not knowing which, every pass over pairs runs.
pub fn shrink(case: Case, format: Format, still_fails: impl FnMut(&Case) -> bool) -> Shrunk {
    shrink_within(case, format, Limits::default(), None, still_fails)
}

/// The domain's test for `shrink_within`: whether a case is inside it.
pub type Inside<'a> = Option<&'a dyn Fn(&Case) -> bool>;

/// `shrink` within `limits`, `inside` telling a case outside the domain (which is not run, and
/// which makes the pass over pairs of its kind worth running).
pub fn shrink_within(
    case: Case,
    format: Format,
    limits: Limits,
    inside: Inside,
    still_fails: impl FnMut(&Case) -> bool,
) -> Shrunk {
    let known = inside.is_some();
    let mut shrinker = Shrinker {
        shrunk: Shrunk {
            case,
            steps: 0,
            tries: 0,
            stopped: false,
        },
        limits,
        inside,
        refused: Refused::default(),
        still_fails,
    };
    loop {
        let steps = shrinker.shrunk.steps;
        shrinker.refused = Refused {
            drop: !known,
            lower: !known,
        };
        shrinker.single_steps(format);
        if shrinker.shrunk.stopped {
            return shrinker.shrunk;
        }
        if shrinker.shrunk.steps == steps {
            let Refused { drop, lower } = shrinker.refused;
            let mut list = 0;
            while let Some(place) = format.lists(&shrinker.shrunk.case).get(list).cloned() {
                if drop {
                    shrinker.drop_pairs(&place);
                }
                list += 1;
            }
            if lower {
                shrinker.lower_pairs();
            }
            if shrinker.shrunk.steps == steps || shrinker.shrunk.stopped {
                return shrinker.shrunk;
            }
        }
    }
}

/// Which kinds of single step left the domain in the last pass.
#[derive(Clone, Copy, Default)]
struct Refused {
    drop: bool,
    lower: bool,
}

/// What a try gave.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tried {
    Taken,
    Passed,
    Outside,
}

struct Shrinker<'a, F> {
    shrunk: Shrunk,
    limits: Limits,
    inside: Inside<'a>,
    refused: Refused,
    still_fails: F,
}

impl<F: FnMut(&Case) -> bool> Shrinker<'_, F> {
    /// One pass of single steps: blocks of each list, outer lists first (dropping items of
    /// one removes only lists after it, inside it), then values.
    fn single_steps(&mut self, format: Format) {
        self.halve_every_value();
        let mut list = 0;
        while let Some(place) = format.lists(&self.shrunk.case).get(list).cloned() {
            self.drop_blocks(&place);
            list += 1;
        }
        self.lower_every_value();
        self.lower_each_value();
    }

    /// Takes `smaller` if it still fails; once the limits are reached, takes nothing more.
    fn take(&mut self, smaller: Case) -> bool {
        self.tried(smaller) == Tried::Taken
    }

    fn tried(&mut self, smaller: Case) -> Tried {
        let late = self
            .limits
            .deadline
            .is_some_and(|end| Instant::now() >= end);
        if self.shrunk.tries >= self.limits.tries || late {
            self.shrunk.stopped = true;
            return Tried::Passed;
        }
        self.shrunk.tries += 1;
        if let Some(inside) = self.inside {
            if !inside(&smaller) {
                return Tried::Outside;
            }
        }
        if (self.still_fails)(&smaller) {
            self.shrunk.case = smaller;
            self.shrunk.steps += 1;
            return Tried::Taken;
        }
        Tried::Passed
    }

    /// Drops blocks of the list at `place`: blocks of half its length (rounded up), then a
    /// quarter, down to single items; a block is never more than half the list as it is.
    fn drop_blocks(&mut self, place: &[usize]) {
        let length = |case: &mut Case| items_at(case, place).len();
        let mut size = length(&mut self.shrunk.case).div_ceil(2);
        while size > 0 {
            let mut start = 0;
            while start < length(&mut self.shrunk.case) {
                let mut smaller = self.shrunk.case.clone();
                let items = items_at(&mut smaller, place);
                let end = (start + size).min(items.len());
                items.drain(start..end);
                // Taken: the next block has moved to `start`.
                match self.tried(smaller) {
                    Tried::Taken => {}
                    Tried::Outside if size == 1 => {
                        self.refused.drop = true;
                        start += size;
                    }
                    _ => start += size,
                }
                if self.shrunk.stopped {
                    return;
                }
            }
            let half = length(&mut self.shrunk.case).div_ceil(2);
            size = if size == 1 {
                0
            } else {
                size.div_ceil(2).min(half)
            };
        }
    }

    /// Halves every value at once, rounding up, while the case fails and some value changes.
    fn halve_every_value(&mut self) {
        loop {
            let mut halved = self.shrunk.case.clone();
            let mut changed = false;
            for place in value_places(&halved) {
                if let Case::Value(value) = at(&mut halved, &place) {
                    changed |= *value > 1;
                    *value -= *value / 2;
                }
            }
            if !changed || !self.take(halved) {
                return;
            }
        }
    }

    /// Lowers every value by the same amount, which keeps their differences.
    fn lower_every_value(&mut self) {
        let smallest = self.shrunk.case.values().into_iter().min();
        for amount in decreasing_amounts(smallest.unwrap_or(0)) {
            let mut lowered = self.shrunk.case.clone();
            for place in value_places(&lowered) {
                if let Case::Value(value) = at(&mut lowered, &place) {
                    *value -= amount;
                }
            }
            if self.take(lowered) {
                return;
            }
        }
    }

    /// Lowers each value on its own, by all of it first, down to one.
    fn lower_each_value(&mut self) {
        for place in value_places(&self.shrunk.case) {
            'lower: loop {
                let value = value_at(&mut self.shrunk.case, &place);
                for amount in decreasing_amounts(value) {
                    let mut smaller = self.shrunk.case.clone();
                    *at(&mut smaller, &place) = Case::Value(value - amount);
                    match self.tried(smaller) {
                        Tried::Taken => continue 'lower,
                        Tried::Outside => self.refused.lower = true,
                        Tried::Passed => {}
                    }
                }
                break;
            }
        }
    }
}

impl<F: FnMut(&Case) -> bool> Shrinker<'_, F> {
    /// Drops two items of the list at `place` at once, each pair in turn.
    fn drop_pairs(&mut self, place: &[usize]) {
        let mut first = 0;
        while first < items_at(&mut self.shrunk.case, place).len() {
            let mut second = first + 1;
            while second < items_at(&mut self.shrunk.case, place).len() {
                let mut smaller = self.shrunk.case.clone();
                let items = items_at(&mut smaller, place);
                items.remove(second);
                items.remove(first);
                // Taken: the items after `first` moved down; try its new partners.
                if self.take(smaller) {
                    second = first + 1;
                } else if self.shrunk.stopped {
                    return;
                } else {
                    second += 1;
                }
            }
            first += 1;
        }
    }

    /// Lowers two values at once by the same amount, the most first, which keeps their
    /// difference: two piles that must stay equal.
    fn lower_pairs(&mut self) {
        let places = value_places(&self.shrunk.case);
        for (index, first) in places.iter().enumerate() {
            for second in &places[index + 1..] {
                'lower: loop {
                    let values = (
                        value_at(&mut self.shrunk.case, first),
                        value_at(&mut self.shrunk.case, second),
                    );
                    for amount in decreasing_amounts(values.0.min(values.1)) {
                        let mut smaller = self.shrunk.case.clone();
                        *at(&mut smaller, first) = Case::Value(values.0 - amount);
                        *at(&mut smaller, second) = Case::Value(values.1 - amount);
                        if self.take(smaller) {
                            continue 'lower;
                        }
                    }
                    break;
                }
                if self.shrunk.stopped {
                    return;
                }
            }
        }
    }
}

fn value_at(case: &mut Case, place: &[usize]) -> u64 {
    match at(case, place) {
        Case::Value(value) => *value,
        Case::Items(_) => panic!("no value at {place:?}"),
    }
}

/// `value`, then half of it, a quarter, ... down to 1; nothing for 0.
fn decreasing_amounts(value: u64) -> impl Iterator<Item = u64> {
    std::iter::successors(Some(value).filter(|&value| value > 0), |&amount| {
        Some(amount / 2).filter(|&half| half > 0)
    })
}

/// The single steps of 1-minimality: drop one item of a list (a test, a value), lower one value
/// by one.
pub fn single_steps(case: &Case, format: Format) -> Vec<Case> {
    let mut steps = Vec::new();
    for place in format.lists(case) {
        for index in 0..part(case, &place).items().len() {
            let mut smaller = case.clone();
            items_at(&mut smaller, &place).remove(index);
            steps.push(smaller);
        }
    }
    for place in value_places(case) {
        let mut smaller = case.clone();
        let value = value_at(&mut smaller, &place);
        if value > 0 {
            *at(&mut smaller, &place) = Case::Value(value - 1);
            steps.push(smaller);
        }
    }
    steps
}

/// The steps by pairs: drop two items of a list, lower two values by one each.
pub fn pair_steps(case: &Case, format: Format) -> Vec<Case> {
    let mut steps = Vec::new();
    for place in format.lists(case) {
        let length = part(case, &place).items().len();
        for first in 0..length {
            for second in first + 1..length {
                let mut smaller = case.clone();
                let items = items_at(&mut smaller, &place);
                items.remove(second);
                items.remove(first);
                steps.push(smaller);
            }
        }
    }
    let places = value_places(case);
    for (index, first) in places.iter().enumerate() {
        for second in &places[index + 1..] {
            let mut smaller = case.clone();
            let values = (
                value_at(&mut smaller, first),
                value_at(&mut smaller, second),
            );
            if values.0 > 0 && values.1 > 0 {
                *at(&mut smaller, first) = Case::Value(values.0 - 1);
                *at(&mut smaller, second) = Case::Value(values.1 - 1);
                steps.push(smaller);
            }
        }
    }
    steps
}

/// Whether no single step of `case` and no step by pairs still fails.
pub fn is_one_minimal(
    case: &Case,
    format: Format,
    mut still_fails: impl FnMut(&Case) -> bool,
) -> bool {
    let steps = single_steps(case, format).into_iter();
    !steps
        .chain(pair_steps(case, format))
        .any(|step| still_fails(&step))
}

#[cfg(test)]
mod tests;
