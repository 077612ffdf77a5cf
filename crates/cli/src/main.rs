//! `parlour`: the command line of Parlour.
//!
//! - `parlour script FILE` (or `-` for stdin) plays a hand record and prints what happened;
//! - `parlour sim --rules PRESET` simulates many hands between bots and reports the edge;
//! - `parlour play` plays any Pontoon game, or Palace Poker (`--game palace`), in the terminal
//!   against bots;
//! - `parlour analyze --rules PRESET` works a casino table out exactly, and `parlour solve` the
//!   home game heads-up;
//! - `parlour rules [PRESET]` lists the presets, or a preset's options and its rules in words;
//! - `parlour serve` runs the table server, and `parlour loadtest` loads one with bot clients;
//! - `parlour backup FILE` copies a room's SQLite database while it serves, `parlour restore
//!   FILE` puts a copy back.

mod admin;
mod analyze;
mod backup;
mod chart;
mod game;
mod loadtest;
mod play;
mod pretty;
mod rules;
mod script;
mod serve;
mod settings;
mod sim;
mod solve;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "parlour",
    version,
    about = "Pontoon, its relatives and Palace Poker, played properly"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a hand record and print the outcome as one JSON object.
    Script(script::Args),
    /// Simulate many hands: the house edge of a casino table, the banker's edge at home.
    Sim(sim::Args),
    /// The exact house edge and the best strategy table of a casino rule set, with a chart.
    Analyze(analyze::Args),
    /// Traditional Pontoon heads-up solved: the banker's edge under equilibrium play, a strategy file.
    Solve(solve::Args),
    /// Play a Pontoon game or Palace Poker in the terminal against bots.
    Play(play::Args),
    /// List the presets, or a preset's options (defaults, values, meanings) and its rules.
    Rules(rules::Args),
    /// Run the table server: accounts, wallets, every game's tables over WebSocket, and the
    /// browser client.
    Serve(serve::Args),
    /// Load a table server with bot clients over WebSockets; print the action round trips.
    Loadtest(loadtest::Args),
    /// Copy a room's SQLite database to a file, while the server serves it.
    Backup(backup::BackupArgs),
    /// Put a copy `parlour backup` wrote back in place of a room's database (the server stopped).
    Restore(backup::RestoreArgs),
    /// The room's operators: `parlour admin grant NAME`.
    Admin(admin::Args),
}

fn main() -> ExitCode {
    let matches = Cli::command().get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    match cli.command {
        Command::Script(args) => script::run(&args),
        Command::Sim(args) => sim::run(&args),
        Command::Analyze(args) => analyze::run(&args),
        Command::Solve(args) => solve::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Rules(args) => rules::run(&args),
        Command::Serve(args) => {
            let given = matches
                .subcommand_matches("serve")
                .expect("the serve command's");
            // What was typed after `parlour serve`, laid over a settings file's keys: everything
            // after the first word `serve` (the command takes no option before its subcommand,
            // so that word is the subcommand).
            let typed = std::env::args_os()
                .skip(1)
                .skip_while(|arg| arg != "serve")
                .skip(1)
                .collect();
            serve::run(args, given, typed)
        }
        Command::Loadtest(args) => loadtest::run_command(&args),
        Command::Backup(args) => backup::backup(&args),
        Command::Restore(args) => backup::restore(&args),
        Command::Admin(args) => admin::run(&args),
    }
}
