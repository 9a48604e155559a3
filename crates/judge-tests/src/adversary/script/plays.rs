//! The jury's side of each kind of game: an asked game (its path replayed, then the move
//! recorded), a checked one (every move against the memo), a free one (the rules and the limit
//! only), and the replies each writes.

use super::{Ask, Cursor, Finish, Record, RunJury, Source};
use crate::adversary::memo::{Asked, Id};
use crate::adversary::rules::{Moved, Next, Reply, Rules};

impl<R: Rules> RunJury<'_, R> {
    /// Counts a move against the limit; false (and a fault) past it.
    fn count(&mut self, cursor: &mut Cursor<R>, counted: bool) -> bool {
        cursor.counted += u32::from(counted);
        self.longest = self.longest.max(cursor.counted);
        match self.rules.limit() {
            Some(limit) if cursor.counted > limit => {
                self.fail(format!(
                    "move {} of a game, past the limit of {limit}",
                    cursor.counted
                ));
                if let Some(fault) = &mut self.fault {
                    fault.past_limit = true;
                }
                false
            }
            _ => true,
        }
    }

    /// Writes `line`, a reply leading to `next`, or ending the game.
    fn reply(
        &mut self,
        cursor: &mut Cursor<R>,
        line: String,
        next: Option<R::Mover>,
        out: &mut Vec<String>,
    ) -> bool {
        self.say(out, line);
        match next {
            Some(next) => {
                cursor.id = self.memo.mover_id(&next);
                cursor.at = next;
                true
            }
            None => {
                self.game_over(out);
                false
            }
        }
    }

    pub(super) fn ask(
        &mut self,
        cursor: &mut Cursor<R>,
        moved: Result<Moved<R::Mover, R::Replier>, String>,
        ask: &Ask<R::Start>,
        out: &mut Vec<String>,
    ) -> bool {
        let (mover, path) = (ask.mover, &ask.path);
        if cursor.step < path.steps.len() {
            let (id, reply) = &path.steps[cursor.step];
            if !self.same_as_memo(*id, &moved) {
                return false;
            }
            cursor.step += 1;
            let following = path.steps.get(cursor.step).map_or(mover, |step| step.0);
            cursor.at = self.memo.movers[following as usize].key.clone();
            cursor.id = Some(following);
            if let Some(reply) = reply {
                self.say(out, reply.clone());
            }
            return true;
        }
        if ask.compare && cursor.id == Some(mover) && !self.same_as_memo(mover, &moved) {
            return false;
        }
        let id = cursor.id.filter(|&id| id == mover);
        let via = id.map(|id| self.memo.movers[id as usize].via);
        let key = cursor.at.clone();
        self.records.push(Record {
            key,
            id,
            via,
            moved: moved.clone(),
        });
        match moved {
            Err(_) => {
                self.finish = Some(Finish::Cut);
                false
            }
            Ok(Moved {
                next: Next::Again(next),
                ..
            }) => {
                // The position after is asked in the same game: recorded as reached from here.
                cursor.at = next;
                cursor.id = None;
                true
            }
            Ok(Moved {
                next: Next::Jury(replier),
                ..
            }) => {
                self.end_asked(&replier, ask.abort, out);
                false
            }
        }
    }

    /// After the asked move: the stop line, the game's end where the move ended it (the jury's
    /// one reply leads nowhere), a reply that ends the game, or a cut run.
    fn end_asked(&mut self, replier: &R::Replier, abort: bool, out: &mut Vec<String>) {
        let ended =
            self.rules.replies(replier) == 1 && self.rules.reply_leads_to(replier, 0).is_none();
        let ending = ended.then(|| self.rules.reply(replier, 0).line);
        match (
            abort,
            self.rules.abort(),
            ending.or(self.rules.give_up(replier)),
        ) {
            (true, Some(stop), _) => {
                self.say(out, stop.to_string());
                self.games += 1;
                self.stopped = true;
                self.finish = Some(Finish::Exit);
            }
            (_, _, Some(line)) => {
                self.say(out, line);
                self.game_over(out);
            }
            _ => self.finish = Some(Finish::Cut),
        }
    }

    /// Whether the program's move at memo position `id` is the one the memo holds; a fault
    /// that says both where not.
    fn same_as_memo(
        &mut self,
        id: Id,
        moved: &Result<Moved<R::Mover, R::Replier>, String>,
    ) -> bool {
        let node = &self.memo.movers[id as usize];
        let same = match (&node.asked, moved) {
            (Some(Asked::Moved { next, .. }), Ok(moved)) => self.memo.next_of(*next) == moved.next,
            _ => false,
        };
        if !same {
            let before = match &node.asked {
                Some(Asked::Moved { next, .. }) => format!("{:?}", self.memo.next_of(*next)),
                Some(Asked::Wrong(why)) => format!("a wrong line ({why})"),
                None => "nothing".to_string(),
            };
            let now = match moved {
                Ok(moved) => format!("{:?}", moved.next),
                Err(why) => format!("a wrong line ({why})"),
            };
            self.fail(format!(
                "the move at {:?} depends on the path, not only on the position: reached another \
                 way it led to {before}, here to {now}",
                node.key
            ));
            if let Some(fault) = &mut self.fault {
                fault.differs_at = Some(id);
            }
        }
        same
    }

    pub(super) fn check(
        &mut self,
        cursor: &mut Cursor<R>,
        moved: Result<Moved<R::Mover, R::Replier>, String>,
        line: &str,
        out: &mut Vec<String>,
    ) -> bool {
        let Some(id) = cursor.id else {
            self.fail(format!(
                "{line:?} at {:?}, a position the walk never met",
                cursor.at
            ));
            return false;
        };
        if !self.same_as_memo(id, &moved) {
            return false;
        }
        let Ok(moved) = moved else { return false };
        match moved.next {
            Next::Again(next) => {
                cursor.id = self.memo.mover_id(&next);
                cursor.at = next;
                true
            }
            Next::Jury(replier) => {
                let count = self.rules.replies(&replier);
                let index = cursor.random.in_range(0..=count - 1);
                let reply = self.rules.reply(&replier, index);
                let line = match cursor.random.next_u64() % 2 {
                    0 => self.rules.other_line(&reply.line).unwrap_or(reply.line),
                    _ => reply.line,
                };
                self.reply(cursor, line, reply.next, out)
            }
        }
    }

    pub(super) fn free(
        &mut self,
        cursor: &mut Cursor<R>,
        moved: Result<Moved<R::Mover, R::Replier>, String>,
        source: Source,
        out: &mut Vec<String>,
    ) -> bool {
        let moved = match moved {
            Ok(moved) => moved,
            Err(why) => {
                self.fail(why);
                return false;
            }
        };
        if !self.count(cursor, moved.counted) {
            return false;
        }
        match moved.next {
            Next::Again(next) => {
                cursor.at = next;
                true
            }
            Next::Jury(replier) => {
                cursor.step += 1;
                let reply = match source {
                    Source::Table => self.rules.optimal(&replier),
                    Source::Drawn => {
                        let count = self.rules.replies(&replier);
                        let index = cursor.random.in_range(0..=count - 1);
                        self.rules.reply(&replier, index)
                    }
                    Source::Listed(line) => match self.listed(&replier, &line) {
                        Some(reply) => reply,
                        None => self.rules.optimal(&replier),
                    },
                };
                self.reply(cursor, reply.line, reply.next, out)
            }
        }
    }

    /// The reply at `at` written `line`, if it is one of the jury's.
    fn listed(&self, at: &R::Replier, line: &str) -> Option<Reply<R::Mover>> {
        let count = self.rules.replies(at);
        // A listed line comes from the walk, so it is one of the replies; the search is over
        // one replier's replies only.
        (0..count)
            .map(|index| self.rules.reply(at, index))
            .find(|reply| reply.line == line)
    }
}
