//! A grid of positions drawn as plain SVG 1.1 (rectangles and text, a generic font, no
//! scripts): each problem draws its losing positions with it from its brute force (never from a
//! solution), committed as `crates/<problem>/losing-positions.svg` and kept equal by a test.

use std::fmt::Write;

const CELL: usize = 14;
/// The kind of cell not drawn one by one: every legend lists "won" second.
const BACKGROUND: usize = 1;
/// Room left of and above the grid for the labels.
const PADDING: usize = 34;

/// A grid of cells, each of one kind of the legend, with its axes labelled.
pub struct Grid {
    pub title: String,
    /// Along the top, left to right.
    pub x_label: String,
    /// Down the side, top to bottom.
    pub y_label: String,
    pub size: usize,
    /// `kinds[y][x]`: an index into `legend`.
    pub kinds: Vec<Vec<usize>>,
    /// Colour and meaning of each kind.
    pub legend: Vec<(&'static str, String)>,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl Grid {
    pub fn svg(&self) -> String {
        let side = self.size * CELL;
        // Wide enough for the longest line of text too (about 6 pixels a character at 10 px).
        let longest = self
            .legend
            .iter()
            .map(|(_, meaning)| meaning.chars().count() + 4)
            .chain([self.title.chars().count() * 3 / 2])
            .max()
            .unwrap_or(0);
        let width = (PADDING + side + 16).max(PADDING + longest * 6);
        let legend_top = PADDING + 24 + side + 14;
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
            "<text x=\"{PADDING}\" y=\"14\" font-size=\"12\" font-weight=\"bold\">{}</text>",
            escape(&self.title)
        );
        self.axes(&mut svg);
        self.cells(&mut svg);
        self.legend(&mut svg, legend_top);
        svg.push_str("</svg>\n");
        svg
    }

    /// The axis labels, and every other index along both axes.
    fn axes(&self, svg: &mut String) {
        let top = PADDING + 24;
        let _ = writeln!(
            svg,
            "<text x=\"{PADDING}\" y=\"{}\">{} \u{2192}</text>",
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
                    PADDING + centre,
                    top - 4
                );
                let _ = writeln!(
                    svg,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{index}</text>",
                    PADDING - 3,
                    top + centre + 3
                );
            }
        }
    }

    /// The cells: the background, then each cell of another kind, then the grid lines.
    fn cells(&self, svg: &mut String) {
        let (side, top) = (self.size * CELL, PADDING + 24);
        // The background is the second kind of the legend (won positions); only the other cells
        // are drawn, then the grid lines over them as one path.
        let _ = writeln!(
            svg,
            "<rect x=\"{PADDING}\" y=\"{top}\" width=\"{side}\" height=\"{side}\" fill=\"{}\"/>",
            self.legend[BACKGROUND].0
        );
        for (y, row) in self.kinds.iter().enumerate() {
            for (x, &kind) in row.iter().enumerate() {
                if kind != BACKGROUND {
                    let _ = writeln!(
                        svg,
                        "<rect x=\"{}\" y=\"{}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{}\"/>",
                        PADDING + x * CELL,
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
                PADDING,
                top + offset,
                PADDING + offset,
                top
            );
        }
        let _ = writeln!(
            svg,
            "<path d=\"{lines}\" stroke=\"#c8c8c8\" stroke-width=\"0.5\" fill=\"none\"/>"
        );
    }

    /// One coloured square and its meaning per kind.
    fn legend(&self, svg: &mut String, legend_top: usize) {
        for (index, (colour, meaning)) in self.legend.iter().enumerate() {
            let y = legend_top + index * 18;
            let _ = writeln!(
                svg,
                "<rect x=\"{PADDING}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{colour}\" \
                 stroke=\"#808080\" stroke-width=\"0.5\"/>"
            );
            let _ = writeln!(
                svg,
                "<text x=\"{}\" y=\"{}\">{}</text>",
                PADDING + CELL + 6,
                y + 11,
                escape(meaning)
            );
        }
    }
}

/// The kinds of a `size` x `size` grid: `kind(row, column)` for every cell.
pub fn cells(size: usize, mut kind: impl FnMut(u64, u64) -> usize) -> Vec<Vec<usize>> {
    (0..size as u64)
        .map(|row| (0..size as u64).map(|column| kind(row, column)).collect())
        .collect()
}

pub const LOST: &str = "#1f4e9c";
pub const WON: &str = "#eef2f8";
pub const WRONG: &str = "#f08c2e";
pub const ONLY_NORMAL: &str = "#9fc0ea";
pub const NO_GAME: &str = "#b0b0b0";
