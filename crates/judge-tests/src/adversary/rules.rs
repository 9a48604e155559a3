//! What the adversary knows of an interactive game: where the program is to write, what its
//! line does, and every reply the jury may make. Each interactive problem's module implements
//! `Rules`; the walk, the games and the report know nothing else of it.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::io::{BufRead, Write};
use std::ops::RangeInclusive;

use crate::random::SplitMix64;

/// A crate's `play`: the whole interaction on a reader and a writer.
pub type Play = fn(&mut dyn BufRead, &mut dyn Write) -> Result<(), String>;

/// Where a program's line leads: the program writes again at once (`Again`), or the jury is to
/// reply (`Jury`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next<M, R> {
    Again(M),
    Jury(R),
}

/// A program's line, read at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moved<M, R> {
    pub next: Next<M, R>,
    /// Whether the line is a move the limit counts (a break, not the side chosen).
    pub counted: bool,
}

/// One reply of the jury: its line, and where it leaves the program, or `None` where it ends
/// the game won by the program. An empty line is no line: the game ends on the program's
/// line, the jury saying nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply<M> {
    pub line: String,
    pub next: Option<M>,
}

/// An interactive game, as a jury that may answer anything legal plays it.
pub trait Rules: Sync + Send + 'static {
    /// A start of a game in the game's own terms (a number, a tuple of piles): shown on one
    /// line as `--start` writes it, and ordered so that the smallest failing start is the one
    /// shown.
    type Start: Clone + Ord + Hash + Debug + Display + Send + Sync;
    /// A position where the program is to write a line; the walk asks each one once.
    type Mover: Clone + Eq + Hash + Debug + Send + Sync;
    /// A position where the jury is to reply.
    type Replier: Clone + Eq + Hash + Debug + Send + Sync;

    /// The crate's own `play`.
    fn solution(&self) -> Play;
    /// The first line of a run of `games` games where the format has one (`t`), else `None`.
    fn header(&self, games: usize) -> Option<String>;
    /// The most games a run may hold: 1 where the format has no `t`.
    fn games_per_run(&self) -> usize;
    /// The starts of the small domain the walk covers, smallest first.
    fn domain(&self) -> Vec<Self::Start>;
    /// A start as `--start` and `--below` write it, or why the text is none.
    fn parse_start(&self, text: &str) -> Result<Self::Start, String>;
    /// What the domain is, for the report: "every n in 1..=4095".
    fn domain_text(&self) -> String;
    /// A start drawn from the statement's whole bounds.
    fn draw_start(&self, random: &mut SplitMix64) -> Self::Start;
    /// The jury's first line of a game from `start`, and where that leaves the program; a
    /// start of several lines is their text joined by `\n`, each shown as a line of the game;
    /// an empty line where the program speaks first (its `OPENING`), the jury saying nothing.
    fn start(&self, start: &Self::Start) -> (String, Self::Mover);
    /// The program's `line` at `at`: where it leads, or why it breaks the rules, the protocol
    /// or the game table (a lost position is one where no line is right).
    fn moved(
        &self,
        at: &Self::Mover,
        line: &str,
    ) -> Result<Moved<Self::Mover, Self::Replier>, String>;
    /// How many replies the jury has at `at` (at least one: a game ends with a reply).
    fn replies(&self, at: &Self::Replier) -> u64;
    /// The jury's reply number `index` (below `replies`) at `at`.
    fn reply(&self, at: &Self::Replier, index: u64) -> Reply<Self::Mover>;
    /// Where the jury's reply number `index` leaves the program, as `reply` says, without its
    /// line: the walk asks this for every reply.
    fn reply_leads_to(&self, at: &Self::Replier, index: u64) -> Option<Self::Mover> {
        self.reply(at, index).next
    }
    /// The reply of the jury's table (its `optimal` mode).
    fn optimal(&self, at: &Self::Replier) -> Reply<Self::Mover>;
    /// A reply that ends the game at once, won by the program, where the jury has one (giving
    /// up), else `None`.
    fn give_up(&self, at: &Self::Replier) -> Option<String>;
    /// The same reply written another way, where the format allows it (the two numbers of a
    /// pair swapped): the check of position-only moves uses it.
    fn other_line(&self, line: &str) -> Option<String>;
    /// The most counted moves the program may make in a game.
    fn limit(&self) -> Option<u32>;
    /// The jury's line that tells the program to stop at once (`-1 -1`), where there is one.
    fn abort(&self) -> Option<&'static str>;
    /// A fixture input whose jury replays `replies` in a game from `start`.
    fn fixture(&self, start: &Self::Start, replies: &[String]) -> Option<String>;
}

/// A start written as one plain decimal (`--start 509`): the notation of a game whose start is
/// one number.
pub fn plain_number(text: &str) -> Result<u64, String> {
    let plain = !text.is_empty() && text.len() <= 20 && text.bytes().all(|b| b.is_ascii_digit());
    match plain.then(|| text.parse::<u64>().ok()).flatten() {
        Some(number) => Ok(number),
        None => Err(format!("{text:?} is no start: give one plain number")),
    }
}

/// A start of one or more numbers on one line, as the jury's first line and `--start` write
/// it (`5`, `1 4 4`): the start of a game of piles, or of a number and a side. Ordered by its
/// numbers in turn, so `--below 2 1 1` keeps the starts whose first number is 1.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Numbers(pub Vec<u64>);

impl Display for Numbers {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let words: Vec<String> = self.0.iter().map(u64::to_string).collect();
        f.write_str(&words.join(" "))
    }
}

impl Numbers {
    /// `count` plain numbers one space apart, or why the text is none.
    pub fn parse(text: &str, count: usize) -> Result<Numbers, String> {
        let numbers: Vec<u64> = text
            .split(' ')
            .map(plain_number)
            .collect::<Result<_, _>>()?;
        match numbers.len() == count {
            true => Ok(Numbers(numbers)),
            false => Err(format!(
                "{text:?} is no start: give {count} number(s), one space apart"
            )),
        }
    }

    /// Every start of `count` numbers, each in `range`, smallest first.
    pub fn every(count: usize, range: RangeInclusive<u64>) -> Vec<Numbers> {
        let mut starts = vec![Vec::new()];
        for _ in 0..count {
            starts = starts
                .into_iter()
                .flat_map(|start: Vec<u64>| {
                    range.clone().map(move |value| {
                        let mut longer = start.clone();
                        longer.push(value);
                        longer
                    })
                })
                .collect();
        }
        starts.into_iter().map(Numbers).collect()
    }

    /// A start of `count` numbers, each drawn from `range`.
    pub fn draw(count: usize, range: RangeInclusive<u64>, random: &mut SplitMix64) -> Numbers {
        Numbers(random.draws(count, range))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_of_numbers_is_shown_as_it_is_parsed_and_walked_in_order() {
        let every = Numbers::every(3, 1..=4);
        assert_eq!(every.len(), 64);
        assert!(every.windows(2).all(|pair| pair[0] < pair[1]));
        for start in &every {
            assert_eq!(Numbers::parse(&start.to_string(), 3).as_ref(), Ok(start));
        }
        assert_eq!(every[6].to_string(), "1 2 3");
        assert_eq!(
            Numbers::every(1, 5..=6),
            [Numbers(vec![5]), Numbers(vec![6])]
        );
        for wrong in ["1 2", "1 2 3 4", "1  2 3", "1 2 x", " 1 2 3", ""] {
            assert!(Numbers::parse(wrong, 3).is_err(), "{wrong:?}");
        }
        let drawn = Numbers::draw(3, 2..=2, &mut SplitMix64::new(1));
        assert_eq!(drawn, Numbers(vec![2, 2, 2]));
    }
}
