//! `--adversary every`, its four stages in order, each one module called once from here:
//! `walk` (where the game has a limit, a game against the table from each start; then every
//! reply of the jury, each position asked once, within the budget), `judge` (the lines, judged through the memo of
//! moves), `checks` (runs the walk did not play: stopped with a game left, and games of random
//! replies held to the memo) and `report` (the failing game played again alone, or what was
//! covered). Each stage passes on a failure found before it.

use std::time::Instant;

use super::drive::Player;
use super::{checks, judge, report, walk};
use super::{Outcome, Request, Rules};

pub fn every<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    shown: &dyn Fn(String),
) -> Result<Outcome, String> {
    let began = Instant::now();
    let starts = starts(rules, request)?;
    let mut walked = walk::walk(rules, player, request, &starts, shown)?;
    let lines = judge::judge(rules, &mut walked, &starts);
    let checked = checks::check(rules, player, request, &starts, &mut walked, shown)?;
    report::report(
        rules,
        player,
        request,
        walked,
        (&starts, lines, checked),
        began,
    )
}

/// The starts walked: the one `--start` names, or the domain's below `--below`.
fn starts<R: Rules>(rules: &R, request: &Request) -> Result<Vec<R::Start>, String> {
    let mut starts = match &request.start {
        Some(text) => vec![rules
            .parse_start(text)
            .map_err(|why| format!("--start: {why}"))?],
        None => rules.domain(),
    };
    if let Some(text) = &request.below {
        let below = rules
            .parse_start(text)
            .map_err(|why| format!("--below: {why}"))?;
        starts.retain(|start| *start < below);
    }
    match starts.is_empty() {
        true => Err("no start to walk: none of the domain is below --below".to_string()),
        false => Ok(starts),
    }
}
