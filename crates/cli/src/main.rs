//! `parlour`: the command line of Parlour.
//!
//! - `parlour script FILE` (or `-` for stdin) plays a hand record and prints what happened.

mod pretty;
mod script;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Script(args) => script::run(&args),
    }
}
