//! The `?` page: the rules of the table in play, written from the rules in force, variations
//! included, so it never describes a game other than the one on the screen.

use crate::draw::wrap_rows;
use crate::face::Table;
use crate::speak::Words;

/// The rules page's rows at `width`, in the player's language: its paragraphs wrapped, the keys.
pub fn rules_rows(words: &Words, table: &Table, width: usize) -> Vec<String> {
    table
        .rules_page(words)
        .iter()
        .flat_map(|paragraph| wrap_rows(paragraph, width))
        .collect()
}

/// How many rows of the rules page a terminal of `height` shows: all but the borders and the hint.
pub fn rules_visible(height: u16) -> usize {
    usize::from(height.saturating_sub(3)).max(1)
}
