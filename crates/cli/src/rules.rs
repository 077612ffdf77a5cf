//! `parlour rules [PRESET]`: the presets, or one preset's options with their defaults, the values
//! they take and what they do, then the table's rules in words. `--option` shows a custom table.

use std::process::ExitCode;

use anyhow::{Result, bail};

use crate::game::{RulesArgs, games};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A preset: traditional, shoot, casino, pontoon-blackjack or palace [default: list them].
    preset: Option<String>,
    /// A rule option over the preset's, `name=value`, to see the rules it makes.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
}

pub fn run(args: &Args) -> ExitCode {
    match describe(args) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("parlour rules: {}", format!("{error:#}").replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

fn describe(args: &Args) -> Result<String> {
    let Some(preset) = &args.preset else {
        if !args.options.is_empty() {
            bail!("--option needs a preset: parlour rules PRESET --option NAME=VALUE");
        }
        let mut out = String::from("Presets (parlour rules PRESET lists a preset's options):\n");
        for (name, game, what) in games().presets() {
            out += &format!("  {name:<18} {:<8} {what}\n", game.id());
        }
        return Ok(out);
    };
    let rules = RulesArgs {
        game: None,
        rules: Some(preset.clone()),
        options: args.options.clone(),
    }
    .read()?;
    let fields = rules.fields();
    let defaults = rules.of_preset().fields();
    let mut out = format!(
        "The options of {}; set one with --option NAME=VALUE:\n\n",
        rules.echo()
    );
    let rows: Vec<[String; 3]> = rules
        .options()
        .iter()
        .map(|option| {
            let value = &fields[option.name];
            let shown = if defaults.get(option.name) == Some(value) {
                value.to_string()
            } else {
                format!("{value} (preset: {})", defaults[option.name])
            };
            [option.name.to_string(), shown, option.values.to_string()]
        })
        .collect();
    let width = |column: usize, title: &str| {
        rows.iter()
            .map(|row| row[column].chars().count())
            .chain([title.len()])
            .max()
            .unwrap_or(0)
    };
    let widths = [width(0, "option"), width(1, "value"), width(2, "takes")];
    out += &format!(
        "  {:<a$}  {:<b$}  {:<c$}  what it does\n",
        "option",
        "value",
        "takes",
        a = widths[0],
        b = widths[1],
        c = widths[2]
    );
    for (row, option) in rows.iter().zip(rules.options()) {
        out += &format!(
            "  {:<a$}  {:<b$}  {:<c$}  {}\n",
            row[0],
            row[1],
            row[2],
            option.meaning(),
            a = widths[0],
            b = widths[1],
            c = widths[2]
        );
    }
    out += "\nThe rules of this table:\n\n";
    for paragraph in rules.in_words() {
        for line in parlour_tui::draw::wrap_rows(&paragraph, 96) {
            out += &format!("  {line}\n");
        }
        out += "\n";
    }
    Ok(out)
}
