//! The tricks a hostile or buggy run may try on the judge, what each gets, whether the sandbox
//! and the judge without it guard against it, and the tests that show it: the judge's README
//! shows this table, and the test crate checks that every test named here exists.

/// Whether a trick is guarded against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guarded {
    Yes,
    No,
    /// In part, as this says.
    InPart(&'static str),
}

/// One trick, and what guards against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trick {
    /// What a run tries to do.
    pub tries: &'static str,
    /// What it gets.
    pub gets: &'static str,
    pub sandboxed: Guarded,
    pub unsandboxed: Guarded,
    /// The tests that guard it: a file of the judge's crate, and a test function in it.
    pub tests: &'static [(&'static str, &'static str)],
}

const HOSTILE: &str = "tests/end_to_end/hostile.rs";
const KERNEL: &str = "tests/end_to_end/hostile_kernel.rs";
const ANSWERS: &str = "tests/end_to_end/answers.rs";
const COMMAND_LINE: &str = "tests/end_to_end/command_line.rs";
const DISCOVERY: &str = "tests/end_to_end/discovery.rs";
const BUILD: &str = "src/build/tests.rs";
const COLLECT: &str = "src/process/collect.rs";
const EXPORT: &str = "src/export/tests.rs";
const LAYOUT: &str = "src/layout/tests.rs";
const PLAIN: &str = "src/layout/plain.rs";
const PROCESS: &str = "src/process/tests.rs";
const SANDBOX: &str = "src/process/sandbox/tests.rs";
const SCRATCH: &str = "src/process/scratch.rs";
const INTERACTIVE: &str = "tests/end_to_end/interactive.rs";
const BOTH: &str = "tests/end_to_end/hostile_both.rs";
const FORK_SERVER: &str = "src/process/forkserver/tests.rs";
const CHECKING: &str = "src/cli/checking.rs";

pub const TRICKS: [Trick; 22] = [
    Trick {
        tries: "read the fixtures and print a snapshot, at run time",
        gets: "the verdict of its own answer: it reads nothing",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[
            (
                HOSTILE,
                "reading_the_fixtures_and_their_snapshots_finds_nothing",
            ),
            (HOSTILE, "the_sandbox_is_used_wherever_bubblewrap_is"),
        ],
    },
    Trick {
        tries: "include a fixture or a workspace module at compile time",
        gets: "a compile error",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[(HOSTILE, "compiling_reads_nothing_of_the_workspace")],
    },
    Trick {
        tries: "write the cache or the fixtures",
        gets: "nothing written; its own verdict",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[(
            HOSTILE,
            "writing_the_cache_or_the_fixtures_leaves_them_as_they_were",
        )],
    },
    Trick {
        tries: "answer late from a child after the parent exits",
        gets: "`RE`: the child is never started",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[
            (HOSTILE, "a_child_that_would_answer_late_is_never_started"),
            (HOSTILE, "a_raw_fork_is_refused"),
        ],
    },
    Trick {
        tries: "spread memory over children, or keep it in files or kernel objects",
        gets: "no child; 16 MiB of `/tmp` at most; nothing in `/dev`, no in-memory file, System V \
            segment or queue, key or socket, no filesystem of its own; 16 descriptors",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[
            (HOSTILE, "a_child_that_would_answer_late_is_never_started"),
            (KERNEL, "memory_in_files_or_kernel_objects_is_refused"),
            (KERNEL, "namespaces_and_sockets_of_its_own_are_refused"),
            (KERNEL, "descriptors_are_few"),
        ],
    },
    Trick {
        tries: "undo `--die-with-parent` and outlive the judge's kill",
        gets: "the `prctl` and the namespaces an exec could clear it in are refused; killed with \
            its sandbox",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[
            (KERNEL, "the_program_cannot_undo_dying_with_the_sandbox"),
            (KERNEL, "namespaces_and_sockets_of_its_own_are_refused"),
        ],
    },
    Trick {
        tries: "become a new program from a thread (`exec`), which clears the death signal, then \
            sleep",
        gets: "`TLE`; the sandbox's first process is killed by its pid, and nothing is left",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[(
            KERNEL,
            "a_thread_that_becomes_a_new_program_dies_with_the_run",
        )],
    },
    Trick {
        tries: "read the judge's environment (a token, a home), at run time or when compiled",
        gets: "it has only `PATH`; the compiler only `PATH`, `TMPDIR` and the profile's variables",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[
            (KERNEL, "the_judges_environment_does_not_reach_the_run"),
            (KERNEL, "the_judges_environment_does_not_reach_the_compiler"),
        ],
    },
    Trick {
        tries: "redraw the judge's report with escape sequences on standard error or in its answer",
        gets: "shown escaped, in the judge's lines and in `cargo stress`'s report",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[
            (HOSTILE, "escape_sequences_are_shown_escaped"),
            (COLLECT, "what_changes_how_a_terminal_shows_text_is_escaped"),
        ],
    },
    Trick {
        tries: "as another user of the machine, plant a link in `/tmp` at a name the judge will \
            write, or a filter of its own",
        gets: "the judge writes only in its own folder (`/tmp/judge-<uid>`, mode 0700, checked); \
            nothing is written through the link",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[
            (SCRATCH, "a_folder_open_to_others_or_a_link_is_not_private"),
            (SCRATCH, "a_shared_folder_taken_by_a_link_is_passed_over"),
            (
                SANDBOX,
                "a_stale_filter_is_replaced_and_a_sandbox_needs_both_its_arguments",
            ),
        ],
    },
    Trick {
        tries: "signal or trace the process that reaps it, the fork server or another run, \
                or read what `/proc` shows of them",
        gets: "`ptrace` and `process_vm_*` refused; a served run is alone in its namespaces \
               with its reaper, which ignores it; the same verdicts both ways, batch and \
               interactive",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[
            (BOTH, "the_hostile_programs_get_the_same_verdicts_both_ways"),
            (
                BOTH,
                "the_hostile_interactive_programs_get_the_same_verdicts_both_ways",
            ),
            (
                FORK_SERVER,
                "signals_reach_neither_the_server_nor_another_run",
            ),
            (
                FORK_SERVER,
                "a_run_sees_no_process_but_its_own_and_its_reaper",
            ),
        ],
    },
    Trick {
        tries: "leave a file in `/tmp` for the next run",
        gets: "each run has a `/tmp` of its own, empty",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[(FORK_SERVER, "a_file_left_in_tmp_never_reaches_the_next_run")],
    },
    Trick {
        tries: "write the kernel's settings, run by root",
        gets: "`/proc/sys` is not writable: the run is `nobody`",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::No,
        tests: &[(KERNEL, "the_run_is_never_the_hosts_root")],
    },
    Trick {
        tries: "write the file it reads, through `/proc/self/fd/0`",
        gets: "it reaches a copy only",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[(
            COMMAND_LINE,
            "a_measured_run_cannot_write_the_file_it_reads",
        )],
    },
    Trick {
        tries: "open a host file again through a descriptor left to it",
        gets: "it holds only its three: bwrap closes what it reads, and the judge opens nothing \
            else for it",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[
            (KERNEL, "a_run_holds_no_descriptor_but_its_three"),
            (COMMAND_LINE, "an_inherited_descriptor_reaches_no_run"),
        ],
    },
    Trick {
        tries: "leave a child holding the output pipe",
        gets: "its own verdict, at once; the child is gone",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::InPart(
            "a child in the run's process group, or anywhere in its memory group, is killed \
             with it; without a memory group, one that makes a process group or a session of \
             its own survives, and its stream is given up on a second after the run (`RE`)",
        ),
        tests: &[
            (
                HOSTILE,
                "a_child_holding_the_output_open_neither_hangs_the_judge_nor_outlives_the_run",
            ),
            (
                PROCESS,
                "unsandboxed_a_run_is_its_process_group_killed_whole",
            ),
            (
                PROCESS,
                "unsandboxed_a_stream_held_past_the_run_is_given_up_on",
            ),
        ],
    },
    Trick {
        tries: "print without end",
        gets: "`OLE` after 8 MiB, without keeping more; 4 KiB of it kept for the report",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[(HOSTILE, "endless_output_is_ole_and_never_kept_whole")],
    },
    Trick {
        tries: "make the compiler warn without end",
        gets: "the first MiB of diagnostics kept, the rest counted",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[(BUILD, "a_flood_of_warnings_is_cut_to_what_is_kept")],
    },
    Trick {
        tries: "be a FIFO, a link or a folder among the fixtures, or a linked `fixtures/` or \
            problem folder",
        gets: "refused by name before anything opens it, and a file swapped for one after the \
            check is never waited for (opened without waiting, read only if it is the file \
            checked); so is a fixture named otherwise than lower-case letters, digits and `-`, \
            and a manifest that is not a plain file (but through `cargo judge check`, Cargo reads \
            the manifests first, and waits on a FIFO `Cargo.toml` before the judge starts)",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[
            (ANSWERS, "fixtures_are_plain_files"),
            (LAYOUT, "links_are_neither_followed_nor_listed"),
            (
                LAYOUT,
                "a_fixture_is_named_in_lower_case_letters_digits_and_dashes",
            ),
            (PLAIN, "another_file_at_the_path_is_not_the_file_checked"),
            (DISCOVERY, "a_manifest_that_is_not_a_plain_file_is_refused"),
        ],
    },
    Trick {
        tries: "be a FIFO or a device as a source or a checker, or a checker outside its crate",
        gets: "refused by name",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[
            (
                PLAIN,
                "a_plain_file_is_read_and_a_fifo_is_opened_without_waiting",
            ),
            (
                EXPORT,
                "export_follows_no_link_and_reads_nothing_outside_the_crate",
            ),
            (CHECKING, "a_device_or_a_fifo_is_no_submission"),
        ],
    },
    Trick {
        tries: "stop reading while the other side of an interactive test writes megabytes",
        gets: "nothing stalls: the judge relays through buffers, each side capped",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[
            (
                INTERACTIVE,
                "a_submission_that_stops_reading_never_stalls_the_jury",
            ),
            (INTERACTIVE, "endless_output_is_ole_while_the_jury_waits"),
            (
                INTERACTIVE,
                "a_jury_that_writes_past_its_limit_is_a_judge_error",
            ),
        ],
    },
    Trick {
        tries: "leave a FIFO or a link as a jury's judgemessage.txt",
        gets: "a judge error at once; nothing of a linked file shown",
        sandboxed: Guarded::Yes,
        unsandboxed: Guarded::Yes,
        tests: &[(
            INTERACTIVE,
            "a_message_that_is_not_a_plain_file_is_a_judge_error",
        )],
    },
];
