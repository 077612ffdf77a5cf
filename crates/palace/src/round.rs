//! A hand of Palace Poker as the table holds it: each player's banner, soldiers and palace, the pot,
//! whose turn it is, a battle in progress and how the hand ended. Cards are `C`: inside the engine a
//! card with its audience, in a view `Option<Card>`; [`Round::map_cards`] turns one into the other.

use parlour_cards::Card;
use parlour_engine::{MapCards, Seat};
use serde::{Deserialize, Serialize};

/// Where a player stands in a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Not dealt in: could not pay the ante.
    SatOut,
    /// Still in the hand.
    In,
    /// Left the hand on their turn.
    Folded,
    /// Lost a battle, or folded in one.
    Beaten,
    /// Tied a battle, tie-break and all, with others left: out together with the opponent.
    TiedOut,
}

/// One seat's part in a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct InRound<C> {
    pub seat: Seat,
    pub name: String,
    pub status: Status,
    /// The face-up banner card.
    pub banner: Option<C>,
    /// Face-up soldiers, in the order they came.
    pub soldiers: Vec<C>,
    /// The three face-down palace cards.
    pub palace: Vec<C>,
    /// Chips put into the pot this hand (ante and bets, less an uncalled raise handed back).
    pub put_in: u64,
    /// Chips taken from the pot when the hand ended.
    pub won: u64,
}

impl<C> InRound<C> {
    /// Every card the player holds: banner, soldiers, palace.
    pub fn cards(&self) -> impl Iterator<Item = &C> + '_ {
        self.banner.iter().chain(&self.soldiers).chain(&self.palace)
    }
}

impl InRound<Option<Card>> {
    /// The cards of the player a viewer can see.
    pub fn seen_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards().flatten().copied()
    }
}

/// A battle being fought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub attacker: Seat,
    pub defender: Seat,
    /// Who must answer now: fold, call or raise.
    pub answering: Seat,
    /// What the answering side pays to call (all they hold, if less).
    pub to_call: u64,
    /// The last raise, handed back to its raiser if the answer is a fold (0 before any raise).
    pub last_raise: u64,
    /// What each side has bet in this battle so far.
    pub attacker_bet: u64,
    pub defender_bet: u64,
}

impl Battle {
    /// The other side from `seat`.
    pub fn opponent(&self, seat: Seat) -> Seat {
        if seat == self.attacker {
            self.defender
        } else {
            self.attacker
        }
    }

    fn bet_of(&mut self, seat: Seat) -> &mut u64 {
        if seat == self.attacker {
            &mut self.attacker_bet
        } else {
            &mut self.defender_bet
        }
    }

    /// Records that `seat` put `amount` into the pot in this battle.
    pub(crate) fn add_bet(&mut self, seat: Seat, amount: u64) {
        *self.bet_of(seat) += amount;
    }
}

/// How a battle was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decided {
    /// The better poker hand.
    Hands,
    /// Equal hands: more cards of one's own banner suit (or rank) won.
    BannerCount,
    /// Equal all the way: both out, or the pot split if they were the last two.
    Tie,
}

/// A hand shown at a battle or a showdown: every card it holds, and the best hand that counted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Shown<C> {
    pub seat: Seat,
    /// The banner and soldiers as they stood when the hand was shown.
    pub banner: Option<C>,
    pub soldiers: Vec<C>,
    pub palace: Vec<C>,
    /// The cards held that did not count: in a battle, those of the opponent's banner suit (or
    /// rank), by the exclusion rule.
    pub excluded: Vec<C>,
    /// The best five (or fewer) cards that count, best first: the cards the hand is named for.
    pub counted: Vec<C>,
    /// Those cards in words: "two pair, kings and fives, ace kicker" (English, for records and
    /// logs).
    pub hand: String,
    /// The same name in parts, for a client to say in its person's language.
    #[serde(default)]
    pub named: Named,
    /// For a battle: cards of one's own banner suit (or rank), the tie-break.
    pub banner_count: u32,
}

/// A hand's name in parts ([`parlour_poker::HandValue::parts`]): its shape (`pair`, `two_pair`,
/// `flush`, ...), the ranks that name it and the kickers, each rank as a card string writes it
/// (`"K"`, `"T"`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Named {
    pub shape: String,
    pub ranks: Vec<String>,
    pub kickers: Vec<String>,
}

impl From<parlour_poker::HandValue> for Named {
    fn from(value: parlour_poker::HandValue) -> Named {
        let parts = value.parts();
        let ranks = |ranks: Vec<parlour_cards::Rank>| -> Vec<String> {
            ranks.into_iter().map(|r| r.symbol().to_string()).collect()
        };
        Named {
            shape: parts.shape.to_string(),
            ranks: ranks(parts.ranks),
            kickers: ranks(parts.kickers),
        }
    }
}

/// A called battle, shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct BattleResult<C> {
    pub attacker: Shown<C>,
    pub defender: Shown<C>,
    /// `None`: a tie.
    pub winner: Option<Seat>,
    pub decided: Decided,
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// Everyone else is out.
    LastStanding,
    /// Those left all share one banner suit (or rank): nobody can attack anybody.
    SharedBanner,
    /// The last two tied a battle.
    TiedBattle,
    /// A quiet round passed: the best hand at the showdown.
    Showdown,
}

/// A hand of Palace Poker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Round<C> {
    /// 1 for the session's first hand.
    pub number: u32,
    pub dealer: Seat,
    pub ante: u64,
    /// Every seat at the table, in seat order.
    pub players: Vec<InRound<C>>,
    pub pot: u64,
    /// The cards passed over in the banner deal, face up (they were gathered into the palace deal,
    /// so they are somewhere in the palaces or the draw pile now).
    pub banner_discards: Vec<C>,
    /// The player whose turn it is (or was, while a battle or a discard is going on).
    pub turn: Seat,
    /// Who has had a quiet turn (stay, discard, fold) since the last buy or battle.
    pub quiet: Vec<bool>,
    /// Two players of different banners are left and a quiet round has passed: battle or fold.
    pub must_fight: bool,
    pub battle: Option<Battle>,
    /// Every called battle of the hand, both hands shown, the latest last.
    pub battles: Vec<BattleResult<C>>,
    /// The showdown, once there is one.
    pub showdown: Vec<Shown<C>>,
    pub ending: Option<Ending>,
    /// Who took the pot (shares in `won`).
    pub winners: Vec<Seat>,
    /// Whether a palace left the hand face down (its player folded, or gave up before a battle
    /// turned it over): its cards went to the discard pile unseen, so the hand's record, whose
    /// keys deal every card of its shuffles, would show them to everyone who sat in it.
    pub palace_unseen: bool,
}

impl<C> Round<C> {
    /// The seats still in the hand, in seat order.
    pub fn remaining(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| p.status == Status::In)
            .map(|p| p.seat)
            .collect()
    }

    /// A seat's player name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.players[seat.index()].name
    }

    pub fn player(&self, seat: Seat) -> &InRound<C> {
        &self.players[seat.index()]
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> &mut InRound<C> {
        &mut self.players[seat.index()]
    }

    /// Each seat's net for the hand: what it won less what it put in.
    pub fn net(&self) -> Vec<i64> {
        self.players
            .iter()
            .map(|p| p.won as i64 - p.put_in as i64)
            .collect()
    }
}
