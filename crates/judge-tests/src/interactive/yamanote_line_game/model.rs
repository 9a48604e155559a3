//! A model of the jury of Yamanote Line Game in process: the submission's `play` reads the
//! jury's lines from `Input` and writes its own to `Output`; each line is judged, and answered,
//! when the submission asks for the next one.

use std::cell::RefCell;
use std::io::{BufRead, Write};
use std::rc::Rc;

use super::{solution, Reply};
use crate::random::SplitMix64;

/// Aoki's side as the jury plays it: the board and the next reply, each found in O(1)
/// amortised.
struct Aoki {
    declared: Vec<bool>,
    left: u32,
    low: usize,
    high: usize,
    reply: Reply,
    draws: SplitMix64,
    /// For `Random`: the undeclared integers, and where each stands in that list.
    free: Vec<usize>,
    place: Vec<usize>,
}

impl Aoki {
    fn new(n: u32, reply: Reply) -> Aoki {
        let top = 2 * n as usize + 1;
        let mut listed = reply;
        if let Reply::Listed(list) = &mut listed {
            list.reverse();
        }
        Aoki {
            declared: vec![false; top + 2],
            left: 2 * n + 1,
            low: 1,
            high: top,
            draws: SplitMix64::new(match listed {
                Reply::Random(seed) => seed,
                _ => 0,
            }),
            reply: listed,
            free: (0..=top).collect(),
            place: (0..=top).collect(),
        }
    }

    fn top(&self) -> usize {
        self.declared.len() - 2
    }

    /// Marks `x` declared; the caller has checked that it is legal.
    fn declare(&mut self, x: usize) {
        self.declared[x] = true;
        self.left -= 1;
        let (at, last) = (self.place[x], self.free[self.free.len() - 1]);
        self.free[at] = last;
        self.place[last] = at;
        self.free.pop();
    }

    /// Aoki's integer, declared; `None` when none is left.
    fn reply(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        let x = match &mut self.reply {
            Reply::Largest => {
                while self.declared[self.high] {
                    self.high -= 1;
                }
                self.high
            }
            // `free[0]` is 0, never an integer of the game: draw from the rest.
            Reply::Random(_) => {
                let count = self.free.len() as u64 - 1;
                self.free[1 + self.draws.in_range(0..=count - 1) as usize]
            }
            Reply::Listed(list) => {
                while list.last().is_some_and(|&x| self.declared[x as usize]) {
                    list.pop();
                }
                match list.pop() {
                    Some(x) => x as usize,
                    None => self.smallest(),
                }
            }
            Reply::Smallest => self.smallest(),
        };
        self.declare(x);
        Some(x)
    }

    fn smallest(&mut self) -> usize {
        while self.declared[self.low] {
            self.low += 1;
        }
        self.low
    }
}

/// The exchange between the model of the jury and the submission: what the jury has still to
/// send, what the submission has written and not yet been answered, and the first fault.
struct Exchange {
    aoki: Aoki,
    to_send: Vec<u8>,
    written: Vec<u8>,
    lines: usize,
    over: bool,
    fault: Option<String>,
}

impl Exchange {
    /// Reads the submission's one pending line and queues the jury's answer; a fault ends the
    /// game (the submission then reads the end of its input).
    fn answer(&mut self) {
        if self.over {
            self.fail("read again after the jury's 0".to_string());
            return;
        }
        let Some(end) = self.written.iter().position(|&byte| byte == b'\n') else {
            self.fail(format!("waits for a reply without line {}", self.lines + 1));
            return;
        };
        self.lines += 1;
        if end + 1 != self.written.len() {
            self.fail(format!(
                "wrote more than line {} before a reply",
                self.lines
            ));
            return;
        }
        let line = &self.written[..end];
        let digits = !line.is_empty() && line.len() <= 9 && line.iter().all(u8::is_ascii_digit);
        let value = line
            .iter()
            .fold(0, |value, &digit| value * 10 + usize::from(digit - b'0'));
        let top = self.aoki.top();
        if !digits || !(1..=top).contains(&value) || self.aoki.declared[value] {
            let text = String::from_utf8_lossy(line).to_string();
            self.fail(format!(
                "line {}: {text:?} is no legal declaration",
                self.lines
            ));
            return;
        }
        self.written.clear();
        self.aoki.declare(value);
        let reply = self.aoki.reply();
        self.over = reply.is_none();
        // The reply's digits, written without a String.
        let mut reply = reply.unwrap_or(0);
        let start = self.to_send.len();
        loop {
            self.to_send.push(b'0' + (reply % 10) as u8);
            reply /= 10;
            if reply == 0 {
                break;
            }
        }
        self.to_send[start..].reverse();
        self.to_send.push(b'\n');
    }

    fn fail(&mut self, why: String) {
        self.fault.get_or_insert(why);
    }
}

/// The submission's input: the jury's lines, each made when the submission asks for more.
struct Input {
    exchange: Rc<RefCell<Exchange>>,
    buffer: Vec<u8>,
    at: usize,
}

impl std::io::Read for Input {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = std::io::BufRead::fill_buf(self)?;
        let count = available.len().min(buf.len());
        buf[..count].copy_from_slice(&available[..count]);
        std::io::BufRead::consume(self, count);
        Ok(count)
    }
}

impl std::io::BufRead for Input {
    /// What the jury has sent and the submission not yet read; when that is all read, the
    /// jury's answer to the line the submission wrote; nothing (the end) after a fault.
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.buffer.len() {
            let mut exchange = self.exchange.borrow_mut();
            if exchange.to_send.is_empty() && exchange.fault.is_none() {
                exchange.answer();
            }
            if exchange.fault.is_none() {
                std::mem::swap(&mut self.buffer, &mut exchange.to_send);
                exchange.to_send.clear();
                self.at = 0;
            }
        }
        Ok(&self.buffer[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at = (self.at + amount).min(self.buffer.len());
    }
}

/// The submission's output, kept for the jury.
struct Output(Rc<RefCell<Exchange>>);

impl std::io::Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut exchange = self.0.borrow_mut();
        if exchange.over {
            let shown = String::from_utf8_lossy(buf).to_string();
            exchange.fail(format!("wrote {shown:?} after the jury's 0"));
        }
        exchange.written.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// What one game in process came to.
#[derive(Debug)]
pub struct Played {
    /// What `play` returned.
    pub result: Result<(), String>,
    /// How many lines the submission wrote.
    pub lines: usize,
    /// Whether the jury sent its 0.
    pub over: bool,
    /// The first thing the submission did wrong, as the model of the jury saw it.
    pub fault: Option<String>,
}

/// The submission's `play` against the model of the jury on `n`, replying as `reply` says.
pub fn play(n: u32, reply: Reply) -> Played {
    play_with(n, reply, |mut input, mut output| {
        solution::play(&mut input, &mut output)
    })
}

/// `player` (a whole program's side, on its input and output) against the model of the jury.
pub fn play_with(
    n: u32,
    reply: Reply,
    player: impl FnOnce(&mut dyn BufRead, &mut dyn Write) -> Result<(), String>,
) -> Played {
    let exchange = Exchange {
        aoki: Aoki::new(n, reply),
        to_send: format!("{n}\n").into_bytes(),
        written: Vec::new(),
        lines: 0,
        over: false,
        fault: None,
    };
    let exchange = Rc::new(RefCell::new(exchange));
    let mut input = Input {
        exchange: Rc::clone(&exchange),
        buffer: Vec::new(),
        at: 0,
    };
    let mut output = Output(Rc::clone(&exchange));
    let result = player(&mut input, &mut output);
    let exchange = exchange.borrow();
    Played {
        result,
        lines: exchange.lines,
        over: exchange.over,
        fault: exchange.fault.clone(),
    }
}
