//! The Parlour terminal client: `parlour play`.
//!
//! The player takes the first seat at any Pontoon table or a Palace Poker table ([`palace`]), bots
//! take the others. The screen is drawn from the engine's view of the player's seat and nothing
//! else ([`render`]); the client's state and its answer to every key live apart from the terminal
//! ([`app`]), so tests drive them key by key and render them into a test backend. After every hand the session is written out as a hand
//! record that `parlour script` replays. Every word on the screen is said in the player's language,
//! from the catalogues ([`speak`]). At a casino table the coach values the player's moves when
//! asked and reviews the session at its end ([`coach`]); the trainer deals hands to practise on
//! ([`trainer`]).

pub mod app;
pub mod coach;
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
pub mod trainer;

use std::time::Duration;

use ratatui::crossterm::event::{self, Event, KeyEventKind};

pub use app::App;
pub use parlour_engine::record::Deal;
pub use speak::{Lang, Words};
pub use table::Setup;

/// What the terminal runs: a client's state, its answer to a key and its screen. A table
/// ([`App`]) is one, the trainer ([`trainer::Practice`]) another.
pub trait Client {
    /// Tells the client the terminal's size.
    fn set_size(&mut self, width: u16, height: u16);
    fn on_key(&mut self, key: ratatui::crossterm::event::KeyEvent);
    /// Whether the client is done: the terminal is given back.
    fn is_done(&self) -> bool;
    fn draw(&self, frame: &mut ratatui::Frame);
}

impl Client for App {
    fn set_size(&mut self, width: u16, height: u16) {
        App::set_size(self, width, height);
    }

    fn on_key(&mut self, key: ratatui::crossterm::event::KeyEvent) {
        App::on_key(self, key);
    }

    fn is_done(&self) -> bool {
        self.done
    }

    fn draw(&self, frame: &mut ratatui::Frame) {
        render::draw(frame, self);
    }
}

impl Client for trainer::Practice {
    fn set_size(&mut self, width: u16, height: u16) {
        trainer::Practice::set_size(self, width, height);
    }

    fn on_key(&mut self, key: ratatui::crossterm::event::KeyEvent) {
        trainer::Practice::on_key(self, key);
    }

    fn is_done(&self) -> bool {
        self.done
    }

    fn draw(&self, frame: &mut ratatui::Frame) {
        trainer::Practice::draw(self, frame);
    }
}

/// Runs a client in the terminal until it is done: a session at a table, or a practice. Restores
/// the terminal on the way out, also after a panic (ratatui's panic hook).
pub fn play<C: Client>(mut client: C) -> anyhow::Result<C> {
    let mut terminal = ratatui::try_init()?;
    let result = (|| -> anyhow::Result<()> {
        while !client.is_done() {
            let size = terminal.size()?;
            client.set_size(size.width, size.height);
            terminal.draw(|frame| client.draw(frame))?;
            if !event::poll(Duration::from_millis(250))? {
                continue;
            }
            match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => client.on_key(key),
                _ => {}
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result.map(|()| client)
}
