//! The Parlour terminal client: `parlour play`.
//!
//! The player takes the first seat at any Pontoon table or a Palace Poker table ([`palace`]), bots
//! take the others. The screen is drawn from the engine's view of the player's seat and nothing
//! else ([`render`]); the client's state and its answer to every key live apart from the terminal
//! ([`app`]), so tests drive them key by key and render them into a test backend. After every hand the session is written out as a hand
//! record that `parlour script` replays. Every word on the screen is said in the player's language,
//! from the catalogues ([`speak`]).

pub mod app;
pub mod describe;
pub mod draw;
pub mod entry;
pub mod face;
pub mod mode;
pub mod palace;
pub mod plain;
pub mod pontoon;
pub mod render;
pub mod rules_page;
pub mod speak;
pub mod table;

use std::time::Duration;

use ratatui::crossterm::event::{self, Event, KeyEventKind};

pub use app::App;
pub use parlour_engine::record::Deal;
pub use speak::{Lang, Words};
pub use table::Setup;

/// Plays a session in the terminal until the player quits. Restores the terminal on the way out,
/// also after a panic (ratatui's panic hook).
pub fn play(mut app: App) -> anyhow::Result<App> {
    let mut terminal = ratatui::try_init()?;
    let result = (|| -> anyhow::Result<()> {
        while !app.done {
            let size = terminal.size()?;
            app.set_size(size.width, size.height);
            terminal.draw(|frame| render::draw(frame, &app))?;
            if !event::poll(Duration::from_millis(250))? {
                continue;
            }
            match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => app.on_key(key),
                _ => {}
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result.map(|()| app)
}
