//! One picture per problem of its losing positions, drawn from the brute-force search in
//! `crate::games` (never from a solution): plain SVG 1.1 (rectangles and text, a generic font,
//! no scripts), committed as `crates/<problem>/losing-positions.svg`, rewritten by
//! `cargo judge regen` and kept byte-identical by a test.

use std::fmt::Write;
use std::path::PathBuf;

use crate::games;

const CELL: usize = 14;
/// The kind of cell not drawn one by one: every legend lists "won" second.
const BACKGROUND: usize = 1;
const MARGIN: usize = 34;

/// A grid of cells, each of one kind of the legend, with its axes labelled.
struct Grid {
    title: String,
    /// Along the top, left to right.
    x_label: String,
    /// Down the side, top to bottom.
    y_label: String,
    size: usize,
    /// `kinds[y][x]`: an index into `legend`.
    kinds: Vec<Vec<usize>>,
    /// Colour and meaning of each kind.
    legend: Vec<(&'static str, String)>,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl Grid {
    fn svg(&self) -> String {
        let side = self.size * CELL;
        // Wide enough for the longest line of text too (about 6 pixels a character at 10 px).
        let longest = self
            .legend
            .iter()
            .map(|(_, meaning)| meaning.chars().count() + 4)
            .chain([self.title.chars().count() * 3 / 2])
            .max()
            .unwrap_or(0);
        let width = (MARGIN + side + 16).max(MARGIN + longest * 6);
        let legend_top = MARGIN + 24 + side + 14;
        let height = legend_top + self.legend.len() * 18 + 6;
        let mut svg = String::new();
        let _ = writeln!(
            svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{width}\" \
             height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" \
             font-size=\"10\">"
        );
        let _ = writeln!(
            svg,
            "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
        );
        let _ = writeln!(
            svg,
            "<text x=\"{MARGIN}\" y=\"14\" font-size=\"12\" font-weight=\"bold\">{}</text>",
            escape(&self.title)
        );
        let top = MARGIN + 24;
        let _ = writeln!(
            svg,
            "<text x=\"{MARGIN}\" y=\"{}\">{} \u{2192}</text>",
            top - 16,
            escape(&self.x_label)
        );
        // Read downwards, the way the rows count.
        let _ = writeln!(
            svg,
            "<text x=\"8\" y=\"{top}\" transform=\"rotate(90 8 {top})\">{} \u{2192}</text>",
            escape(&self.y_label)
        );
        for index in 0..self.size {
            // Every other label, so that two-digit numbers do not collide.
            if index % 2 == 0 {
                let centre = index * CELL + CELL / 2;
                let _ = writeln!(
                    svg,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{index}</text>",
                    MARGIN + centre,
                    top - 4
                );
                let _ = writeln!(
                    svg,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{index}</text>",
                    MARGIN - 3,
                    top + centre + 3
                );
            }
        }
        // The background is the second kind of the legend (won positions); only the other cells
        // are drawn, then the grid lines over them as one path.
        let _ = writeln!(
            svg,
            "<rect x=\"{MARGIN}\" y=\"{top}\" width=\"{side}\" height=\"{side}\" fill=\"{}\"/>",
            self.legend[BACKGROUND].0
        );
        for (y, row) in self.kinds.iter().enumerate() {
            for (x, &kind) in row.iter().enumerate() {
                if kind != BACKGROUND {
                    let _ = writeln!(
                        svg,
                        "<rect x=\"{}\" y=\"{}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{}\"/>",
                        MARGIN + x * CELL,
                        top + y * CELL,
                        self.legend[kind].0
                    );
                }
            }
        }
        let mut lines = String::new();
        for index in 0..=self.size {
            let offset = index * CELL;
            let _ = write!(
                lines,
                "M{} {}h{side}M{} {}v{side}",
                MARGIN,
                top + offset,
                MARGIN + offset,
                top
            );
        }
        let _ = writeln!(
            svg,
            "<path d=\"{lines}\" stroke=\"#c8c8c8\" stroke-width=\"0.5\" fill=\"none\"/>"
        );
        for (index, (colour, meaning)) in self.legend.iter().enumerate() {
            let y = legend_top + index * 18;
            let _ = writeln!(
                svg,
                "<rect x=\"{MARGIN}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{colour}\" \
                 stroke=\"#808080\" stroke-width=\"0.5\"/>"
            );
            let _ = writeln!(
                svg,
                "<text x=\"{}\" y=\"{}\">{}</text>",
                MARGIN + CELL + 6,
                y + 11,
                escape(meaning)
            );
        }
        svg.push_str("</svg>\n");
        svg
    }
}

/// The kinds of a `size` x `size` grid: `kind(row, column)` for every cell.
fn cells(size: usize, mut kind: impl FnMut(u64, u64) -> usize) -> Vec<Vec<usize>> {
    (0..size as u64)
        .map(|row| (0..size as u64).map(|column| kind(row, column)).collect())
        .collect()
}

const LOST: &str = "#1f4e9c";
const WON: &str = "#eef2f8";
const WRONG: &str = "#f08c2e";
const ONLY_NORMAL: &str = "#9fc0ea";
const NO_GAME: &str = "#b0b0b0";

/// Yet Another Number Game on two numbers: Wythoff's game, its losing pairs on two rays of
/// slopes phi and 1/phi; orange marks where the write-up's XOR rule calls a won pair lost.
fn number_game() -> Grid {
    let size = 41;
    let mut search = games::number_game();
    let kinds = cells(size, |y, x| {
        match (search.mover_wins(&vec![x, y]), x == y) {
            (false, _) => 0,
            (true, true) => 2,
            (true, false) => 1,
        }
    });
    Grid {
        title: "Yet Another Number Game, two numbers x and y".to_string(),
        x_label: "x".to_string(),
        y_label: "y".to_string(),
        size,
        kinds,
        legend: vec![
            (
                LOST,
                "lost for the player to move (a Wythoff pair)".to_string(),
            ),
            (WON, "won for the player to move".to_string()),
            (
                WRONG,
                "won, but XOR 0: the write-up calls it lost".to_string(),
            ),
        ],
    }
}

/// Left Stack Game with m = 2 and a first stack of 3: lost where b and c agree modulo m + 1.
fn left_stack() -> Grid {
    let (max_take, first) = (2, 3);
    let size = 16;
    let mut search = games::left_stack(max_take);
    let kinds = cells(size, |b, c| usize::from(search.mover_wins(&[first, b, c])));
    Grid {
        title: format!("Left Stack Game, m = {max_take}, stacks {first}, b, c"),
        x_label: "c (third stack)".to_string(),
        y_label: "b (second stack)".to_string(),
        size,
        kinds,
        legend: vec![
            (
                LOST,
                format!(
                    "lost for the player to move: period m + 1 = {}",
                    max_take + 1
                ),
            ),
            (WON, "won for the player to move".to_string()),
        ],
    }
}

/// ZJOI2009 stone game: rows v, 2, 4, y (0 = no pile there). Each y has one losing v, its left
/// partner: v = y outside the gap between right(2 4) = 2 and left(2 4) = 4, shifted inside it.
fn stone_row() -> Grid {
    let inner = [2, 4];
    let size = 13;
    let mut search = games::stone_row();
    let kinds = cells(size, |v, y| {
        let row: Vec<u64> = [v, inner[0], inner[1], y]
            .into_iter()
            .filter(|&pile| pile > 0)
            .collect();
        usize::from(search.mover_wins(&row))
    });
    Grid {
        title: "ZJOI2009 stone game, rows v 2 4 y".to_string(),
        x_label: "y (last pile; 0: none)".to_string(),
        y_label: "v (first pile; 0: none)".to_string(),
        size,
        kinds,
        legend: vec![
            (LOST, "lost for the player to move".to_string()),
            (WON, "won for the player to move".to_string()),
        ],
    }
}

/// Game with stones on two piles: misère Nim against normal Nim. They differ only where no
/// pile has two stones.
fn misere_against_normal() -> Grid {
    let size = 11;
    let mut misere = games::misere_nim();
    let mut normal = games::normal_nim();
    let kinds = cells(size, |y, x| {
        let piles = games::canonical(&[x, y]);
        if piles.is_empty() {
            return 4;
        }
        match (misere.mover_wins(&piles), normal.mover_wins(&piles)) {
            (false, false) => 0,
            (false, true) => 2,
            (true, false) => 3,
            (true, true) => 1,
        }
    });
    Grid {
        title: "Game with stones (misère Nim) on two piles x and y".to_string(),
        x_label: "x".to_string(),
        y_label: "y".to_string(),
        size,
        kinds,
        legend: vec![
            (
                LOST,
                "lost for the player to move, in misère and in normal Nim".to_string(),
            ),
            (WON, "won in both".to_string()),
            (WRONG, "lost in misère only: a single stone".to_string()),
            (ONLY_NORMAL, "lost in normal Nim only: 1 1".to_string()),
            (NO_GAME, "no stone: no game".to_string()),
        ],
    }
}

/// Every picture: where it goes and what it holds.
pub fn pictures() -> Vec<(PathBuf, String)> {
    let path = |problem: &str| crate::fixtures::crate_dir(problem).join("losing-positions.svg");
    vec![
        (path("yet-another-number-game"), number_game().svg()),
        (path("left-stack-game"), left_stack().svg()),
        (path("zjoi2009-stone-game"), stone_row().svg()),
        (path("game-with-stones"), misere_against_normal().svg()),
    ]
}
