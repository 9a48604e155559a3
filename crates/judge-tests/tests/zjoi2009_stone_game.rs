//! ZJOI2009 stone game: the rolling recurrence against plain game-tree search on every small
//! row, and against an independently written full-table version on long rows.

use judge_tests::compare::{assert_agree, assert_caught, assert_rejected};
use judge_tests::metadata;
use judge_tests::problems::zjoi2009_stone_game::solution::solve;
use judge_tests::problems::zjoi2009_stone_game::writeup::writeup_recurrence;
use judge_tests::problems::zjoi2009_stone_game::{
    derived_first_player_wins, derived_partners, first_player_wins, full_table_answers,
    full_table_first_player_wins, full_table_left_partner, search as brute_force, PROBLEM,
};
use judge_tests::random::SplitMix64;
use judge_tests::search::all_tuples;
use judge_tests::stress::{Budget, Domain, Stress};

judge_tests::problem_tests!(judge_tests::problems::zjoi2009_stone_game::PROBLEM);

/// Every row of the small domain: lengths 0..=6 with piles 1..=4, and length 7 with
/// piles 1..=3.
fn small_rows() -> Vec<Vec<u64>> {
    (0..=6)
        .flat_map(|length| all_tuples(length, 1..=4))
        .chain(all_tuples(7, 1..=3))
        .collect()
}

#[test]
fn recurrence_matches_search_on_every_small_row() {
    let mut search = brute_force();
    let compared = assert_agree(
        "zjoi2009, exhaustive",
        small_rows(),
        |row| first_player_wins(row),
        |row| search.mover_wins(row),
    );
    assert_eq!(compared, 5461 + 2187);
    println!("{} positions searched", search.positions_seen());
}

#[test]
fn partner_is_the_unique_losing_left_pile() {
    // The lemma behind the recurrence, on every row of length <= 4 with piles 1..=4: putting
    // left(S) on the left of S loses, and no other pile up to 7 does.
    let mut search = brute_force();
    for row in (0..=4).flat_map(|length| all_tuples(length, 1..=4)) {
        let partner = full_table_left_partner(&row);
        for pile in 0..=7 {
            let mut position = row.clone();
            if pile > 0 {
                position.insert(0, pile);
            }
            let lost = !search.mover_wins(&position);
            assert_eq!(
                lost,
                pile == partner,
                "pile {pile} left of {row:?}, partner {partner}"
            );
        }
    }
}

#[test]
#[ignore = "slow: 2,000 rows of up to 12 piles searched"]
fn recurrence_matches_search_on_random_longer_rows() {
    let metadata = metadata(PROBLEM.name);
    let domain = Domain::statement(&PROBLEM, metadata).reaching(&[("T", 2), ("n", 12), ("a_i", 9)]);
    let stress = Stress::of(&PROBLEM, domain);
    stress.assert_passes("rows up to 12 piles", &Budget::cases(1413, 2_000));
}

#[test]
fn full_tables_and_rolled_steps_match_search_on_every_small_row() {
    let mut search = brute_force();
    let full_tables: fn(&[u64]) -> bool = full_table_first_player_wins;
    let methods = [
        ("full tables", full_tables),
        ("derived steps rolled", derived_first_player_wins),
    ];
    for (method, first_player_wins) in methods {
        let compared = assert_agree(
            &format!("zjoi2009, {method}, exhaustive"),
            small_rows(),
            |row: &Vec<u64>| first_player_wins(row),
            |row| search.mover_wins(row),
        );
        // 4^0 + ... + 4^6 rows of piles 1..=4, and 3^7 of piles 1..=3.
        assert_eq!(compared, 5_461 + 2_187, "{method}: rows compared");
    }
}

#[test]
fn derived_rolled_steps_match_full_tables_on_long_rows() {
    // Both partners of rows of up to 300 piles, small piles (many ties) and large ones; the
    // right partner of a row is the left partner of its mirror.
    let mut rng = SplitMix64::new(1413);
    for round in 0..300 {
        let length = rng.in_range(0..=300) as usize;
        let top = if round % 2 == 0 {
            4
        } else {
            u64::from(u32::MAX)
        };
        let row = rng.draws(length, 1..=top);
        let mirrored: Vec<u64> = row.iter().rev().copied().collect();
        let (left, right) = derived_partners(&row);
        assert_eq!(left, full_table_left_partner(&row), "{row:?}");
        assert_eq!(right, full_table_left_partner(&mirrored), "{row:?}");
    }
}

/// The rolling recurrence against the full tables on 600 cases of `T` up to 3 rows of up to
/// `piles` piles up to u32::MAX; small piles, which make ties (the hard cases) common, come
/// first. The full tables cost the square of a row's length.
fn rolling_arrays_match_full_tables_up_to(piles: u64) {
    let metadata = metadata(PROBLEM.name);
    let domain = Domain::beyond(&PROBLEM, metadata).reaching(&[("T", 3), ("n", piles)]);
    let stress = Stress {
        reference: full_table_answers,
        ..Stress::of(&PROBLEM, domain)
    };
    let what = format!("rows up to {piles} piles");
    stress.assert_passes(&what, &Budget::cases(2599, 600));
}

#[test]
fn rolling_arrays_match_full_tables_on_rows_up_to_60_piles() {
    rolling_arrays_match_full_tables_up_to(60);
}

#[test]
#[ignore = "slow: 600 cases of rows up to 300 piles against full tables"]
fn rolling_arrays_match_full_tables_on_long_rows() {
    rolling_arrays_match_full_tables_up_to(300);
}

#[test]
fn rolling_arrays_match_full_tables_on_clustered_rows() {
    // Rows of a few values a step or two apart, anywhere up to u32::MAX: the renumbering must
    // keep gaps of 1 and tell them from larger ones.
    let mut rng = SplitMix64::new(2599);
    let clustered = (0..300).map(|_| {
        let base = rng.in_range(1..=u64::from(u32::MAX) - 8);
        let length = rng.in_range(1..=60) as usize;
        let spread = rng.in_range(1..=8);
        let mut row: Vec<u64> = (0..length)
            .map(|_| base + rng.in_range(0..=spread))
            .collect();
        if rng.in_range(0..=1) == 0 {
            row.push(u64::from(u32::MAX));
            row.insert(0, 1);
        }
        row
    });
    assert_agree(
        "zjoi2009, rolling against full tables",
        clustered,
        |row| first_player_wins(row),
        |row| full_table_first_player_wins(row),
    );
}

#[test]
fn comparison_catches_the_writeup_recurrence() {
    let mut search = brute_force();
    assert_caught(
        "write-up's recurrence",
        small_rows(),
        |row| writeup_recurrence(row),
        |row| search.mover_wins(row),
    );
    for row in [[1, 2, 1, 1], [2, 2, 1, 1]] {
        assert_ne!(
            writeup_recurrence(&row),
            search.mover_wins(&row.to_vec()),
            "{row:?}"
        );
    }
}

#[test]
fn solve_reads_tests_drops_zeros_and_rejects_bad_input() {
    assert_eq!(solve("1\n4\n3 1 9 4\n").as_deref(), Ok("0\n"));
    assert_eq!(
        solve("2\n4\n1 2 1 1\n4\n2 2 1 1\n").as_deref(),
        Ok("1\n0\n")
    );
    assert_eq!(solve("1\n5\n3 0 1 9 4\n").as_deref(), Ok("0\n"));
    assert_eq!(solve("1\n6\n0 3 1 9 4 0\n").as_deref(), Ok("0\n"));
    assert_eq!(solve("2\n0\n\n2\n0 0\n").as_deref(), Ok("0\n0\n"));
    assert_eq!(solve("0\n").as_deref(), Ok(""));
    let bad = [
        ("1\n4\n3 1 9\n", "expected a pile size"),
        ("1\n2\n3 1 9\n", "expected end of input at line 3, column 5"),
        ("2\n1\n3\n", "expected n"),
        (
            "1\n1\n4294967296\n",
            "expected a pile size (an integer from 0 to 4294967295)",
        ),
        ("1\n1\n-3\n", "expected a pile size"),
        ("1\n1 x\n", "found `x`"),
    ];
    assert_rejected(solve, &bad);
}

/// Memory: the bytes a pile costs beyond the input, counted in process, and the binary under an
/// address-space limit.
mod memory {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    use judge_tests::problems::zjoi2009_stone_game::solution::solve;
    use judge_tests::random::SplitMix64;

    /// The allocator of this test binary: the system's, counting what each thread holds.
    struct Counting;

    thread_local! {
        /// Bytes this thread holds now, and the most it has held since the last reset.
        static HELD: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
    }

    fn count(grown: usize, shrunk: usize) {
        let _ = HELD.try_with(|held| {
            let (now, peak) = held.get();
            let now = (now + grown).saturating_sub(shrunk);
            held.set((now, peak.max(now)));
        });
    }

    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            let block = System.alloc(layout);
            if !block.is_null() {
                count(layout.size(), 0);
            }
            block
        }

        unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
            System.dealloc(block, layout);
            count(0, layout.size());
        }

        unsafe fn realloc(&self, block: *mut u8, layout: Layout, size: usize) -> *mut u8 {
            let moved = System.realloc(block, layout, size);
            if !moved.is_null() {
                count(size, layout.size());
            }
            moved
        }
    }

    #[global_allocator]
    static ALLOCATOR: Counting = Counting;

    /// The bytes `solve` holds at its peak beyond what this thread held before.
    fn peak_of_solve(input: &str) -> (usize, String) {
        let before = HELD.with(|held| {
            let (now, _) = held.get();
            held.set((now, now));
            now
        });
        let answer = solve(input).expect("an answer");
        (HELD.with(Cell::get).1 - before, answer)
    }

    #[test]
    fn a_pile_costs_at_most_16_bytes_beyond_the_input() {
        let piles = 4_000;
        let row = SplitMix64::new(1413).draws(piles, 1..=1_000_000_000);
        let row: Vec<String> = row.iter().map(u64::to_string).collect();
        let (peak, answer) = peak_of_solve(&format!("1\n{piles}\n{}\n", row.join(" ")));
        println!(
            "{peak} bytes at the peak for {piles} piles: {} a pile",
            peak / piles
        );
        assert_eq!(answer.len(), 2);
        // The row (reserved once, exactly), its sorted copy while renumbering, then two rows of
        // partners: 12 bytes a pile, within the 16 promised.
        assert!(peak <= 12 * piles + 64, "{peak} bytes for {piles} piles");
        assert!(
            peak >= 12 * (piles - 1),
            "{peak} bytes for {piles} piles: less than it holds"
        );
    }

    #[test]
    fn the_answers_are_reserved_once() {
        let tests = 1000;
        let (peak, answer) = peak_of_solve(&format!("{tests}\n{}", "0\n".repeat(tests)));
        assert_eq!(answer.len(), 2 * tests);
        // The answers, reserved once, and the sorted copy of an empty row with its 0.
        assert_eq!(
            peak,
            2 * tests + 4,
            "the answers grew instead of being reserved"
        );
    }

    /// Through the real binary (Linux: the address-space limit and the measured peak).
    #[cfg(target_os = "linux")]
    mod under_a_limit {
        use std::time::Duration;

        use judge::process::{Exit, Limits, MemoryHold, Run, Stdin};
        use judge::report::mebibytes;

        fn run(input: String, memory_bytes: u64) -> Run {
            let judge = judge_tests::judge(Some(env!("CARGO_BIN_EXE_measure")));
            let binary = judge_tests::built(&judge, "zjoi2009-stone-game");
            // Ten million answers are 20 MB, past the usual output limit. The memory is held
            // as address space, so that an allocation past it fails inside the program.
            let limits = Limits {
                output_bytes: 32 << 20,
                hold: MemoryHold::GroupAndAddressSpace,
                ..Limits::new(Duration::from_secs(20), memory_bytes)
            };
            let stdin = Stdin::Bytes(input.into_bytes());
            judge
                .runner
                .run(&binary, &[], stdin, None, limits)
                .expect("runs")
        }

        /// Ten million empty tests (20 MB of input) under a 256 MiB address space: every test
        /// is decided as it is read, and only the answers are kept.
        #[test]
        #[ignore = "slow: ten million tests through the sandbox"]
        fn answers_ten_million_empty_tests_in_little_memory() {
            let tests = 10_000_000;
            let run = run(format!("{tests}\n{}", "0\n".repeat(tests)), 256 << 20);
            assert_eq!(run.exit, Exit::Code(0), "{}", run.stderr_line());
            let answers = run.stdout.chunks(2);
            assert!(
                run.stdout.len() == 2 * tests && answers.into_iter().all(|answer| answer == b"0\n")
            );
            let peak = run.peak_memory.expect("measured");
            println!("peak {} in {:?}", mebibytes(peak), run.time());
            assert!(peak < 64 << 20, "peak {}", mebibytes(peak));
        }

        /// A count far past the piles that follow: the row reserves only what the input can
        /// hold, so the missing pile is reported, not the memory.
        #[test]
        #[ignore = "slow: ten million piles through the sandbox"]
        fn a_huge_count_reserves_only_what_the_input_can_hold() {
            let piles = 10_000_000;
            let run = run(format!("1\n1000000000\n{}", "1 ".repeat(piles)), 128 << 20);
            let stderr = String::from_utf8_lossy(&run.stderr);
            assert_eq!(run.exit, Exit::Code(1), "{stderr}");
            let missing = "error: expected a pile size";
            assert!(
                stderr.starts_with(missing) && stderr.contains("found end of input"),
                "{stderr}"
            );
        }

        /// Ten million piles under 128 MiB: too many to decide, refused with one line.
        #[test]
        #[ignore = "slow: ten million piles through the sandbox"]
        fn ten_million_piles_past_memory_are_refused_not_aborted() {
            let piles = 10_000_000;
            let run = run(format!("1\n{piles}\n{}\n", "1 ".repeat(piles)), 128 << 20);
            let stderr = String::from_utf8_lossy(&run.stderr);
            assert_eq!(run.exit, Exit::Code(1), "{stderr}");
            assert!(run.stdout.is_empty());
            let expected = "error: not enough memory for a row of 10000000 piles\n";
            assert_eq!(stderr, expected);
        }
    }
}
