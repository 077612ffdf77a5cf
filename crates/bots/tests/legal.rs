//! Every bot action is legal: long sessions of every preset and of every home-game option, bots in
//! every seat, and the engine refusing nothing.

use std::sync::Arc;

use parlour_bots::{Bot, CasinoBot, HomeBot, Strategy, Temperament, play};
use parlour_cards::CardSource;
use parlour_engine::Named;
use parlour_engine::{Game, Opening, PlayerSetup, Seat};
use parlour_pontoon::casino::{Casino, CasinoPreset};
use parlour_pontoon::{Burn, Event, Pontoon, Preset, Rules};

fn players(count: usize, chips: u64) -> Vec<PlayerSetup> {
    (0..count)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            chips,
        })
        .collect()
}

fn home_session(rules: Rules, seats: usize, hands: u32, seed: u64) -> Pontoon {
    let table = Opening {
        players: players(seats, 4000),
        first: Some(Seat(0)),
        kitty: 0,
    };
    let source = CardSource::seeded(usize::from(rules.packs), seed);
    let (mut game, _) = Pontoon::new(rules, table, source).unwrap();
    let mut bots: Vec<Box<dyn Bot<Pontoon>>> = (0..seats)
        .map(|i| {
            let temperament = Temperament::ALL[(i + seed as usize) % 3];
            Box::new(HomeBot::new(temperament, seed * 31 + i as u64)) as Box<dyn Bot<Pontoon>>
        })
        .collect();
    let mut banker_draws = 0;
    play(&mut game, &mut bots, hands, |_, events| {
        banker_draws += events
            .iter()
            .filter(|e| matches!(e, Event::BankerTwisted { .. }))
            .count();
    })
    .unwrap_or_else(|e| panic!("{rules:?}: {e}"));
    assert!(banker_draws > 0, "the banker bot never drew: {rules:?}");
    game
}

#[test]
fn home_bots_play_every_option_legally() {
    let mut all = Preset::Traditional.rules();
    let mut variations: Vec<Rules> = Vec::new();
    let base = Preset::Traditional.rules();
    variations.push(base);
    variations.push(Preset::Shoot.rules());
    variations.push(Rules {
        aces_only_split: true,
        ..base
    });
    variations.push(Rules {
        stick_min: 16,
        ..base
    });
    variations.push(Rules {
        banker_may_double: true,
        ..base
    });
    variations.push(Rules {
        player_pontoon_pays: 3,
        banker_pontoon_collects: 1,
        ..base
    });
    variations.push(Rules {
        no_fifth_card_buy_under_12: true,
        ..base
    });
    variations.push(Rules {
        royal_pontoon: true,
        ..base
    });
    variations.push(Rules {
        picture_beats_ten: true,
        natural_beats_plain: true,
        ..base
    });
    variations.push(Rules {
        ace_ten_not_pontoon: true,
        ..base
    });
    variations.push(Rules {
        burn: Burn::Thirteen,
        ..base
    });
    variations.push(Rules {
        burn: Burn::Fourteen,
        ..base
    });
    all.aces_only_split = true;
    all.stick_min = 16;
    all.banker_may_double = true;
    all.no_fifth_card_buy_under_12 = true;
    all.royal_pontoon = true;
    all.picture_beats_ten = true;
    all.ace_ten_not_pontoon = true;
    all.natural_beats_plain = true;
    all.burn = Burn::Fourteen;
    all.shoot = true;
    variations.push(all);
    variations.push(Rules {
        packs: 2,
        ..Preset::Shoot.rules()
    });
    for (index, rules) in variations.into_iter().enumerate() {
        let seats = if rules.packs == 2 { 10 } else { 2 + index % 7 };
        let game = home_session(rules, seats, 400, index as u64 + 1);
        assert!(
            game.rounds_played() >= 50,
            "{rules:?}: only {} hands",
            game.rounds_played()
        );
    }
}

#[test]
fn casino_bots_play_both_presets_legally() {
    for preset in CasinoPreset::ALL {
        for seats in [1, 3, 7] {
            let rules = preset.rules();
            let table = Opening {
                players: players(seats, 100_000),
                first: None,
                kitty: 0,
            };
            let source = CardSource::seeded(usize::from(rules.packs), seats as u64);
            let (mut casino, _) = Casino::new(rules, table, source).unwrap();
            let strategy = Arc::new(Strategy::for_preset(preset));
            let mut bots: Vec<Box<dyn Bot<Casino>>> = (0..seats)
                .map(|_| Box::new(CasinoBot::new(strategy.clone(), 10)) as Box<dyn Bot<Casino>>)
                .collect();
            play(&mut casino, &mut bots, 2_000, |_, _| {})
                .unwrap_or_else(|e| panic!("{preset:?}: {e}"));
            assert_eq!(casino.rounds_played(), 2_000);
        }
    }
}

#[test]
fn palace_bots_play_every_table_legally_and_fight() {
    use parlour_bots::PalaceBot;
    use parlour_palace::{Betting, Exclusion, Palace};

    let mut counts = std::collections::BTreeMap::<&'static str, u64>::new();
    for seats in 2..=10 {
        for (betting, exclusion) in [
            (Betting::Limit, Exclusion::Suit),
            (Betting::NoLimit, Exclusion::Suit),
            (Betting::Limit, Exclusion::Rank),
        ] {
            let rules = parlour_palace::Rules {
                betting,
                exclusion,
                ..parlour_palace::Preset::Palace.rules()
            };
            let seed = seats as u64 * 7 + betting as u64;
            let table = Opening {
                players: players(seats, 300),
                first: None,
                kitty: 0,
            };
            let (mut game, _) = Palace::new(rules, table, CardSource::seeded(1, seed)).unwrap();
            let mut bots: Vec<Box<dyn Bot<Palace>>> = (0..seats)
                .map(|i| {
                    let temperament = Temperament::ALL[i % 3];
                    Box::new(PalaceBot::new(temperament, seed * 31 + i as u64))
                        as Box<dyn Bot<Palace>>
                })
                .collect();
            let chips = game.chips_on_table();
            play(&mut game, &mut bots, 40, |_, events| {
                for event in events {
                    *counts.entry(event.name()).or_default() += 1;
                }
            })
            .unwrap_or_else(|e| panic!("{seats} seats, {rules:?}: {e}"));
            assert_eq!(game.chips_on_table(), chips);
        }
    }
    for event in [
        "attacked",
        "called",
        "raised",
        "gave_up",
        "bought",
        "discarded",
        "captured",
        "must_fight",
    ] {
        assert!(
            counts.get(event).copied().unwrap_or(0) >= 10,
            "{event} too rare: {counts:?}"
        );
    }
}
