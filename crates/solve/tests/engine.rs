//! The rule primitives against the engine: random rounds of traditional Pontoon, heads-up, from
//! shuffled packs, dealt and played through `parlour-pontoon` as hand records; each must be
//! accepted move by move where `rules.rs` says it is legal, and settle as `rules::settle` says.
//! So the solver and the engine cannot share a misreading of the rules: only one of them reads
//! them from this crate.

#![allow(clippy::needless_range_loop)]

use parlour_engine::record::Record;
use parlour_engine::registry::Registry;
use parlour_pontoon::Pontoon;
use parlour_solve::rules::{BankerEnd, Hand, PunterEnd, VALUES, buy_max, settle};
use serde_json::{Value, json};

/// A small generator of our own (xorshift64*): the test needs only varied rounds.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) % n
    }
}

const RANKS: &str = "A23456789TJQK";

fn value(card: &str) -> usize {
    let rank = RANKS.find(&card[..1]).expect("a rank");
    rank.min(VALUES - 1)
}

/// One random round: the record, and what the punter should win in chips.
fn round(random: &mut Random) -> (Value, i64) {
    let mut pack: Vec<String> = RANKS
        .chars()
        .flat_map(|r| "SHDC".chars().map(move |s| format!("{r}{s}")))
        .collect();
    for i in (1..pack.len()).rev() {
        let j = random.below(i as u64 + 1) as usize;
        pack.swap(i, j);
    }
    // The table's deal: the punter's first card, the banker's, the punter's second, the
    // banker's, then whatever each draws in turn.
    let mut next = 4;
    let stake = 1 + random.below(50) as i64;
    let mut actions = vec![json!(["Bank", "deal"]), json!(["Ann", "stake", stake])];
    let mut punter = Hand::of(&[value(&pack[0]), value(&pack[2])]);
    let mut banker = Hand::of(&[value(&pack[1]), value(&pack[3])]);
    let record = |actions: Vec<Value>| {
        json!({
            "game": "pontoon",
            "rules": {"preset": "traditional", "max_split_hands": 1},
            "players": [{"name": "Bank", "chips": 100000}, {"name": "Ann", "chips": 100000}],
            "banker": "Bank",
            "deck": pack.clone(),
            "actions": actions,
        })
    };
    if banker.is_pontoon() {
        let won = i64::from(settle(PunterEnd::Bust, BankerEnd::Pontoon)) * stake;
        return (record(actions), won);
    }
    let mut whole = stake;
    let mut twisted = false;
    let mut last_price = None;
    // A Pontoon takes no card; the banker still plays against it at the table, and nothing he
    // does beats it.
    while !punter.is_pontoon() && punter.may_take(5) {
        let may_stick = punter.total() >= 15;
        let choice = random.below(3);
        if may_stick && choice == 0 {
            actions.push(json!(["Ann", "stick"]));
            break;
        }
        if !twisted && choice == 1 {
            // Any price the ladder allows: S up to 2S, then up to the last price.
            let most = match last_price {
                None => i64::from(buy_max(None)) * stake,
                Some(price) => price,
            };
            let price = stake + random.below((most - stake + 1) as u64) as i64;
            actions.push(json!(["Ann", "buy", price]));
            whole += price;
            last_price = Some(price);
        } else {
            actions.push(json!(["Ann", "twist"]));
            twisted = true;
        }
        punter = punter.with(value(&pack[next]));
        next += 1;
    }
    if punter.is_bust() {
        return (
            record(actions),
            i64::from(settle(PunterEnd::Bust, BankerEnd::Bust)) * whole,
        );
    }
    let end = if punter.is_pontoon() {
        PunterEnd::Pontoon
    } else {
        PunterEnd::Stands {
            total: punter.total(),
            trick: punter.cards() == 5,
        }
    };
    while banker.may_take(5) && random.below(3) > 0 {
        actions.push(json!(["Bank", "twist"]));
        banker = banker.with(value(&pack[next]));
        next += 1;
    }
    let banker_end = if banker.is_bust() {
        BankerEnd::Bust
    } else if banker.cards() == 5 {
        BankerEnd::Trick
    } else {
        if banker.may_take(5) {
            actions.push(json!(["Bank", "stick"]));
        }
        BankerEnd::Stays {
            total: banker.total(),
        }
    };
    (record(actions), i64::from(settle(end, banker_end)) * whole)
}

#[test]
fn random_rounds_through_the_engine_settle_as_the_rules_primitives_say() {
    let registry = Registry::new().with::<Pontoon>();
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..3000 {
        let (record, won) = round(&mut random);
        let text = record.to_string();
        let parsed = Record::parse(&text).expect("a record");
        let (_, output) = registry.replay(&parsed).expect("the record plays");
        let output = serde_json::to_value(&output).unwrap();
        let accepted = output["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["ok"] == json!(true));
        assert!(accepted, "every move legal: {text}\n{output:#}");
        let hand = &output["hands"][0];
        assert_eq!(
            hand["net"]["Ann"],
            json!(won),
            "the punter's result: {text}\n{hand:#}"
        );
        let state = hand["players"][0]["hands"][0]["state"]
            .as_str()
            .unwrap_or("");
        seen.insert((state.to_string(), hand["banker_hand"]["state"].clone()));
    }
    // Every way a round ends came up.
    assert!(seen.len() >= 6, "{seen:?}");
}
