//! A contestant's solution of Codeforces 282D: one number by its value, three by XOR, two by a
//! table of every pair filled in order.
// Kept wrong: the table of two numbers stops at 298 and a larger number is read as 298.
// Rejected on: gen-n2-above-0

use std::io::Read;

const SIZE: usize = 299;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input
        .split_ascii_whitespace()
        .skip(1)
        .map(|token| token.parse().unwrap())
        .collect();
    let wins = match numbers[..] {
        [x] => x > 0,
        [x, y] => {
            // lost[x][y]: no earlier pair on its row, column or diagonal is lost.
            let mut lost = vec![vec![false; SIZE]; SIZE];
            let (mut row, mut column, mut diagonal) =
                (vec![false; SIZE], vec![false; SIZE], vec![false; 2 * SIZE]);
            for i in 0..SIZE {
                for j in 0..SIZE {
                    if !row[i] && !column[j] && !diagonal[i + SIZE - j] {
                        lost[i][j] = true;
                        row[i] = true;
                        column[j] = true;
                        diagonal[i + SIZE - j] = true;
                    }
                }
            }
            !lost[x.min(SIZE - 1)][y.min(SIZE - 1)]
        }
        _ => numbers.iter().fold(0, |xor, &number| xor ^ number) != 0,
    };
    println!("{}", if wins { "BitLGM" } else { "BitAryo" });
}
