//! The table's cashier: the one place where the chips an accepted action moved become the ledger's
//! postings. Money moves only through it, and only where the kind of action allows:
//!
//! - a move of the game (a stake, a settlement, a seed) moves chips only among the seats and the
//!   table's own pot or kitty (held apart, `held:TABLE`), or at a table the house banks (the
//!   casino's) the house; never a wallet;
//! - a seat change moves chips only between the seat that acts and its player's purse (a person's
//!   wallet, or the grant source for a bot): sitting down and topping up into the seat, standing up
//!   out of it (with a Shoot banker's kitty, which goes home with her); a move takes a player's
//!   chips from their seat to the one they move to, and nowhere else.
//!
//! Anything else is refused, not booked: the engine conserves chips, and this is the check that a
//! message can never make it book chips from nowhere (an `act` that is really a top-up, say).

use parlour_store::ledger::{Account, Posting};

/// Where a seat change's chips come from or go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purse {
    /// A person's wallet.
    Wallet(i64),
    /// The grant source: a bot's chips come from nobody's wallet.
    Grants,
}

impl Purse {
    fn account(self) -> Account {
        match self {
            Purse::Wallet(user) => Account::Wallet(user),
            Purse::Grants => Account::Grants,
        }
    }
}

/// What kind of action moved the chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A move of the game, the table's own clock's or a bot's included.
    Play,
    Sit(Purse),
    TopUp(Purse),
    Stand(Purse),
    /// A move, with one's chips, to seat `to`.
    Move {
        to: usize,
    },
}

impl Kind {
    /// The ledger's reason for the postings.
    pub fn reason(self) -> &'static str {
        match self {
            Kind::Play => "settle",
            Kind::Sit(_) => "sit",
            Kind::TopUp(_) => "top_up",
            Kind::Stand(_) => "stand",
            Kind::Move { .. } => "move",
        }
    }

    /// Whether it may change who sits where.
    pub fn seats_people(self) -> bool {
        self != Kind::Play
    }
}

/// The chips an action moved: each seat's before and after, and what the table holds apart
/// gained or lost (at a table the house banks, what the house gained or lost, negated).
#[derive(Debug, Clone, Copy)]
pub struct Moved<'a> {
    pub table: i64,
    /// The seat that acted.
    pub seat: usize,
    /// Whether the house banks the game.
    pub house: bool,
    pub before: &'a [u64],
    pub after: &'a [u64],
    pub held: i128,
}

impl Moved<'_> {
    /// How many seats the action may have touched.
    fn seats(&self) -> usize {
        self.before.len().max(self.after.len())
    }

    /// Seat `i`'s gain (or loss).
    fn delta(&self, i: usize) -> i128 {
        let get = |list: &[u64]| i128::from(list.get(i).copied().unwrap_or(0));
        get(self.after) - get(self.before)
    }
}

/// The postings of an action of `kind` that moved `moved`, summing to zero; or why they may not be
/// booked.
pub fn postings(kind: Kind, moved: &Moved) -> Result<Vec<Posting>, String> {
    let seat_sum: i128 = (0..moved.seats()).map(|i| moved.delta(i)).sum();
    let mut postings: Vec<Posting> = Vec::new();
    let mut post = |account: Account, amount: i128| -> Result<(), String> {
        if amount != 0 {
            let amount = i64::try_from(amount).map_err(|_| format!("{amount} chips at once"))?;
            postings.push(Posting { account, amount });
        }
        Ok(())
    };
    // Only these seats may have gained or lost chips.
    let only = |seats: &[usize]| -> Result<(), String> {
        let other = (0..moved.seats()).find(|&i| moved.delta(i) != 0 && !seats.contains(&i));
        match other.map(|i| (i, moved.delta(i))) {
            Some((other, delta)) => Err(format!(
                "a {} by seat {} moved {delta} chips on seat {other}",
                kind.reason(),
                moved.seat
            )),
            None => Ok(()),
        }
    };
    let held_unchanged = || -> Result<(), String> {
        if moved.held == 0 {
            Ok(())
        } else {
            Err(format!(
                "a {} moved {} chips held apart by the table",
                kind.reason(),
                moved.held
            ))
        }
    };
    for index in 0..moved.seats() {
        let seat = Account::Seat {
            table: moved.table,
            seat: index as u32,
        };
        post(seat, moved.delta(index))?;
    }
    let delta = moved.delta(moved.seat);
    match kind {
        Kind::Play => {
            if seat_sum + moved.held != 0 {
                return Err(format!(
                    "a move of the game changed the chips on the table by {}",
                    seat_sum + moved.held
                ));
            }
            // Where the house banks, the bets and payouts are the house's; elsewhere a pot or a
            // kitty is the table's own.
            let apart = if moved.house {
                Account::House
            } else {
                Account::Held { table: moved.table }
            };
            post(apart, -seat_sum)?;
        }
        Kind::Sit(purse) | Kind::TopUp(purse) => {
            only(&[moved.seat])?;
            held_unchanged()?;
            if delta <= 0 {
                return Err(format!("a {} brought {delta} chips", kind.reason()));
            }
            post(purse.account(), -delta)?;
        }
        Kind::Stand(purse) => {
            only(&[moved.seat])?;
            if moved.after.get(moved.seat).copied().unwrap_or(0) != 0 {
                return Err("a stand left chips on its seat".into());
            }
            // A Shoot banker takes the kitty home with her; nothing else comes off the table.
            if moved.held > 0 || (moved.house && moved.held != 0) {
                return Err(format!(
                    "a stand moved {} chips held apart by the table",
                    moved.held
                ));
            }
            post(Account::Held { table: moved.table }, moved.held)?;
            post(purse.account(), -(delta + moved.held))?;
        }
        Kind::Move { to } => {
            only(&[moved.seat, to])?;
            held_unchanged()?;
            if seat_sum != 0 {
                return Err(format!("a move changed the chips by {seat_sum}"));
            }
        }
    }
    Ok(postings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved<'a>(seat: usize, before: &'a [u64], after: &'a [u64], held: i128) -> Moved<'a> {
        Moved {
            table: 7,
            seat,
            house: false,
            before,
            after,
            held,
        }
    }

    fn seat(seat: u32) -> Account {
        Account::Seat { table: 7, seat }
    }

    fn sum(postings: &[Posting]) -> i64 {
        postings.iter().map(|p| p.amount).sum()
    }

    #[test]
    fn a_sit_or_top_up_comes_from_the_purse_into_its_own_seat_only() {
        let wallet = Purse::Wallet(3);
        let got = postings(Kind::Sit(wallet), &moved(1, &[50, 0], &[50, 80], 0)).unwrap();
        assert_eq!(
            got,
            [
                Posting {
                    account: seat(1),
                    amount: 80
                },
                Posting {
                    account: Account::Wallet(3),
                    amount: -80
                }
            ]
        );
        // Another seat's chips, a pot, or chips leaving are no top-up.
        assert!(postings(Kind::TopUp(wallet), &moved(1, &[50, 0], &[60, 80], 0)).is_err());
        assert!(postings(Kind::TopUp(wallet), &moved(1, &[50, 0], &[50, 80], 5)).is_err());
        assert!(postings(Kind::TopUp(wallet), &moved(1, &[50, 90], &[50, 80], 0)).is_err());
        let bot = postings(Kind::Sit(Purse::Grants), &moved(0, &[0], &[100], 0)).unwrap();
        assert_eq!(bot[1].account, Account::Grants);
    }

    #[test]
    fn a_stand_empties_its_seat_into_the_purse_with_a_kitty_going_home() {
        let wallet = Purse::Wallet(3);
        let got = postings(Kind::Stand(wallet), &moved(0, &[120, 40], &[0, 40], -30)).unwrap();
        assert_eq!(sum(&got), 0);
        assert!(got.contains(&Posting {
            account: Account::Wallet(3),
            amount: 150
        }));
        assert!(got.contains(&Posting {
            account: Account::Held { table: 7 },
            amount: -30
        }));
        // Chips left on the seat, another seat's chips, or a kitty growing: refused.
        assert!(postings(Kind::Stand(wallet), &moved(0, &[120, 40], &[10, 40], 0)).is_err());
        assert!(postings(Kind::Stand(wallet), &moved(0, &[120, 40], &[0, 0], 0)).is_err());
        assert!(postings(Kind::Stand(wallet), &moved(0, &[120, 40], &[0, 40], 20)).is_err());
    }

    #[test]
    fn a_move_carries_the_chips_from_seat_to_seat_and_nowhere_else() {
        let got = postings(Kind::Move { to: 2 }, &moved(0, &[70, 5, 0], &[0, 5, 70], 0)).unwrap();
        assert_eq!(sum(&got), 0);
        assert_eq!(got.len(), 2);
        assert!(postings(Kind::Move { to: 2 }, &moved(0, &[70, 5, 0], &[0, 0, 75], 0)).is_err());
        assert!(postings(Kind::Move { to: 2 }, &moved(0, &[70, 5, 0], &[0, 5, 80], 0)).is_err());
    }

    #[test]
    fn a_move_of_the_game_never_reaches_a_wallet_and_conserves_the_chips() {
        // A pot at a home or Palace table is the table's own.
        let got = postings(Kind::Play, &moved(0, &[50, 50], &[40, 45], 15)).unwrap();
        assert_eq!(sum(&got), 0);
        assert!(got.contains(&Posting {
            account: Account::Held { table: 7 },
            amount: 15
        }));
        assert!(!got.iter().any(|p| matches!(p.account, Account::Wallet(_))));
        // Chips from nowhere: refused.
        assert!(postings(Kind::Play, &moved(0, &[50, 50], &[50, 1_050], 0)).is_err());
        // At a casino table the house banks the game.
        let casino = Moved {
            house: true,
            ..moved(0, &[50, 50], &[30, 90], -20)
        };
        let got = postings(Kind::Play, &casino).unwrap();
        assert!(got.contains(&Posting {
            account: Account::House,
            amount: -20
        }));
        assert_eq!(sum(&got), 0);
    }
}
