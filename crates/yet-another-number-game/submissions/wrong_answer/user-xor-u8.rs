//! A contestant's solution of Codeforces 282D: one number by its value, two by Wythoff's pairs
//! listed up to 300, three by XOR.
// Kept wrong: the numbers are kept as u8 for the XOR, which drops bit 8 of 256 to 299.
// Rejected on: gen-n3-xor-top-bit-0

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<u32> = input
        .split_ascii_whitespace()
        .skip(1)
        .map(|token| token.parse().unwrap())
        .collect();
    let wins = match numbers[..] {
        [x] => x > 0,
        [x, y] => {
            // Wythoff's pairs (a, a + k): a is the least number in no earlier pair.
            let mut used = [false; 600];
            let (mut low, mut lost) = (0, x == 0 && y == 0);
            for gap in 1..300 {
                while used[low] || low == 0 {
                    low += 1;
                }
                if low + gap >= 300 {
                    break;
                }
                used[low] = true;
                used[low + gap] = true;
                let pair = (low as u32, (low + gap) as u32);
                lost |= (x.min(y), x.max(y)) == pair;
            }
            !lost
        }
        _ => numbers.iter().fold(0u8, |xor, &number| xor ^ number as u8) != 0,
    };
    println!("{}", if wins { "BitLGM" } else { "BitAryo" });
}
