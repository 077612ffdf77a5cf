//! The Pontoon tables in the terminal: the home game with a player as banker (and Shoot) in
//! [`home`], the house-banked casino tables in [`casino`], their rows of the screen in [`render`].
//! Their events and settlements in words are in [`crate::describe`].

pub mod casino;
pub mod home;
pub mod render;
