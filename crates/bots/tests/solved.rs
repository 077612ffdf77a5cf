//! The solved bot ([`SolvedBot`]): every action legal heads-up and at tables of several punters,
//! its punter moves the file's where the file is sure, the same seed the same actions, a table
//! the file was not solved for played exactly as the standard home bot plays it, its splits, and
//! three measurements ignored by default (`cargo test --release -p parlour-bots --test solved
//! NAME -- --ignored --nocapture`, `ROUNDS=n` for their size): its results against the home bot
//! over many rounds (`solved_against_home`), its banker against three home punters
//! (`the_several_hand_banker`), and what splitting each pair gains (`splitting`).

use parlour_bots::{Bot, HomeBot, Level, SolvedBot, Standard, Temperament, play};
use parlour_cards::{CardSource, cards};
use parlour_engine::{Game, Opening, PlayerSetup, Seat, Viewer};
use parlour_pontoon::{Action, Event, Pontoon, Rules};

fn players(count: usize, chips: u64) -> Vec<PlayerSetup> {
    (0..count)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            chips,
        })
        .collect()
}

fn table(rules: Rules, seats: usize, chips: u64, seed: u64) -> Pontoon {
    let opening = Opening {
        players: players(seats, chips),
        first: Some(Seat(0)),
        kitty: 0,
    };
    let source = CardSource::seeded(usize::from(rules.packs), seed);
    Pontoon::new(rules, opening, source).unwrap().0
}

/// Plays `hands` rounds with `bots`, every action checked by the engine; the actions taken, in
/// order, with their seats.
fn session(
    game: &mut Pontoon,
    bots: &mut [Box<dyn Bot<Pontoon>>],
    hands: u32,
) -> Vec<(Seat, Action)> {
    let mut taken = Vec::new();
    let target = game.rounds_played() + hands;
    while game.rounds_played() < target && !game.is_over() {
        let seat = game.to_act().first().unwrap();
        let view = game.view(Viewer::Seat(seat));
        let action = bots[seat.index()].act(&view);
        game.apply(seat, &action)
            .unwrap_or_else(|e| panic!("seat {seat:?} asked for {action:?}: {e:?}"));
        taken.push((seat, action));
    }
    taken
}

fn solved_bots(seats: usize, seed: u64) -> Vec<Box<dyn Bot<Pontoon>>> {
    (0..seats)
        .map(|i| Box::new(SolvedBot::new(seed * 101 + i as u64)) as Box<dyn Bot<Pontoon>>)
        .collect()
}

#[test]
fn every_action_is_legal_heads_up_and_at_tables_of_several() {
    let limits = [(1, 50), (5, 100), (10, 10)];
    for seats in 2..=6 {
        for (i, &(min_stake, max_stake)) in limits.iter().enumerate() {
            let rules = Rules {
                min_stake,
                max_stake,
                ..Rules::default()
            };
            let seed = (seats * 10 + i) as u64;
            let mut game = table(rules, seats, 20_000, seed);
            // Solved bots in the even seats, home bots of every temperament in the odd ones.
            let mut bots: Vec<Box<dyn Bot<Pontoon>>> = (0..seats)
                .map(|s| {
                    if s % 2 == 0 {
                        Box::new(SolvedBot::new(seed + s as u64)) as Box<dyn Bot<Pontoon>>
                    } else {
                        Box::new(HomeBot::new(Temperament::ALL[s % 3], seed + s as u64))
                    }
                })
                .collect();
            let mut draws = 0;
            play(&mut game, &mut bots, 150, |_, events| {
                draws += events
                    .iter()
                    .filter(|e| matches!(e, Event::BankerTwisted { .. }))
                    .count();
            })
            .unwrap_or_else(|e| panic!("{seats} seats, stakes {min_stake}-{max_stake}: {e}"));
            assert!(game.rounds_played() >= 100 || game.is_over());
            assert!(draws > 0, "no banker ever drew at {seats} seats");
        }
    }
}

#[test]
fn the_same_seed_replays_the_same_actions() {
    for seats in [2, 4] {
        let mut first = table(Rules::default(), seats, 5000, 7);
        let mut again = table(Rules::default(), seats, 5000, 7);
        let a = session(&mut first, &mut solved_bots(seats, 3), 60);
        let b = session(&mut again, &mut solved_bots(seats, 3), 60);
        assert_eq!(a, b);
        // Another seed for the bots draws other lots somewhere (the file mixes some moves).
        let mut other = table(Rules::default(), seats, 5000, 7);
        let c = session(&mut other, &mut solved_bots(seats, 4), 60);
        assert_ne!(a, c, "the bots' seed changed nothing at {seats} seats");
    }
}

/// The game at the punter's first decision: seat 0 banks and deals `deck` (first cards to the
/// punter then the bank, then second cards, then whatever is bought or twisted).
fn stacked(deck: &str, rules: Rules) -> Pontoon {
    let source = CardSource::stacked(1, &cards(deck).unwrap()).unwrap();
    let opening = Opening {
        first: Some(Seat(0)),
        ..Opening::of(&["Bank", "Ann"], 5000)
    };
    let (mut game, _) = Pontoon::new(rules, opening, source).unwrap();
    game.apply(Seat(0), &Action::Deal).unwrap();
    game
}

#[test]
fn heads_up_the_punter_makes_the_files_sure_moves() {
    // The file: on an ace, the most stake (`P - A 0 10000`); A4 at the most stake buys at 2S
    // (`P 1 A4 0 0 10000 0`); on a three, the least stake (`P - 3 10000 0`); 2T twists
    // (`P 0 2T 0 0 10000`); 5T sticks (`P 0 5T 10000 0 0 0`).
    let rules = Rules {
        min_stake: 2,
        max_stake: 40,
        ..Rules::default()
    };
    for seed in 0..20 {
        let mut bot = SolvedBot::new(seed);
        let mut game = stacked("AC 7D 4H 9S 5C 2D 3H 4S", rules);
        let ann = |game: &Pontoon| game.view(Viewer::Seat(Seat(1)));
        let stake = bot.act(&ann(&game));
        assert_eq!(stake, Action::Stake { amount: 40 });
        game.apply(Seat(1), &stake).unwrap();
        let buy = bot.act(&ann(&game));
        assert_eq!(buy, Action::Buy { amount: 80 });

        let mut game = stacked("3C 7D 2H 9S 5C", rules);
        let stake = bot.act(&ann(&game));
        assert_eq!(stake, Action::Stake { amount: 2 });
        game.apply(Seat(1), &stake).unwrap();
        // 3 and 2 at the least stake: a buy at 2S (`P 0 23 0 10000 0`).
        assert_eq!(bot.act(&ann(&game)), Action::Buy { amount: 4 });

        let mut game = stacked("TC 7D 5H 9S", rules);
        let stake = bot.act(&ann(&game));
        game.apply(Seat(1), &stake).unwrap();
        if stake == (Action::Stake { amount: 2 }) {
            assert_eq!(bot.act(&ann(&game)), Action::Stick, "5T sticks");
        }
    }
}

#[test]
fn a_table_the_file_was_not_solved_for_is_played_as_the_home_bot_plays_it() {
    let variations = [
        Rules {
            stick_min: 16,
            ..Rules::default()
        },
        parlour_pontoon::Preset::Shoot.rules(),
        Rules {
            banker_may_double: true,
            royal_pontoon: true,
            ..Rules::default()
        },
    ];
    for (i, rules) in variations.into_iter().enumerate() {
        let seats = 3 + i;
        let mut solved = table(rules, seats, 5000, 11);
        let mut home = table(rules, seats, 5000, 11);
        let a = session(&mut solved, &mut solved_bots(seats, 5), 80);
        let mut homes: Vec<Box<dyn Bot<Pontoon>>> = (0..seats)
            .map(|s| {
                Box::new(HomeBot::new(Temperament::Standard, 5 * 101 + s as u64))
                    as Box<dyn Bot<Pontoon>>
            })
            .collect();
        let b = session(&mut home, &mut homes, 80);
        assert_eq!(a, b, "{rules:?}");
    }
    // At the file's own table the two play differently.
    let mut solved = table(Rules::default(), 3, 5000, 11);
    let a = session(&mut solved, &mut solved_bots(3, 5), 80);
    let mut home = table(Rules::default(), 3, 5000, 11);
    let mut homes: Vec<Box<dyn Bot<Pontoon>>> = (0..3)
        .map(|s| Box::new(HomeBot::new(Temperament::Standard, 505 + s)) as Box<dyn Bot<Pontoon>>)
        .collect();
    assert_ne!(a, session(&mut home, &mut homes, 80));
}

#[test]
fn the_best_level_at_home_is_the_solved_bot() {
    assert!(<Pontoon as Standard>::LEVELS.contains(&Level::Best));
    for level in Level::ALL {
        assert!(<Pontoon as Standard>::leveled(&Rules::default(), 1, level).is_some());
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    assert_eq!(Level::from_name("expert"), None);
    assert_eq!(Level::from_name("Best"), None);
}

/// The banker's chips in each of `rounds` rounds at a table of `punters` standard home bots and a
/// banker of `banker`'s level in seat 0, one round a game from a fresh deck; the same deals and
/// punters' seeds for every banker, so two bankers compare round by round.
fn bank_results(banker: Level, punters: usize, rounds: u32, seed: u64) -> Vec<f64> {
    (0..rounds)
        .map(|round| {
            let seed = seed * 1_000_003 + u64::from(round);
            let mut game = table(Rules::default(), punters + 1, 1_000_000, seed);
            let mut bots: Vec<Box<dyn Bot<Pontoon>>> = (0..=punters)
                .map(|s| {
                    let level = if s == 0 { banker } else { Level::Standard };
                    <Pontoon as Standard>::leveled(&Rules::default(), seed + s as u64, level)
                        .unwrap()
                })
                .collect();
            play(&mut game, &mut bots, 1, |_, _| {}).unwrap();
            game.view(Viewer::Seat(Seat(0))).seen.players[0].chips as f64 - 1_000_000.0
        })
        .collect()
}

/// The mean of `xs` and its standard error.
fn mean_and_error(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let variance = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (variance / n).sqrt())
}

#[test]
#[ignore = "a measurement: the banker against three standard punters (ROUNDS=n)"]
fn the_several_hand_banker_against_home_punters() {
    let rounds = std::env::var("ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let mut results = Vec::new();
    for banker in [Level::Best, Level::Standard] {
        let started = std::time::Instant::now();
        let won = bank_results(banker, 3, rounds, 2);
        let (mean, error) = mean_and_error(&won);
        println!(
            "banker {} against three standard punters: the banker wins {mean:.3} ± {error:.3} \
             chips a round ({:.1} µs a round)",
            banker.name(),
            started.elapsed().as_secs_f64() * 1e6 / f64::from(rounds)
        );
        results.push(won);
    }
    let gained: Vec<f64> = results[0]
        .iter()
        .zip(&results[1])
        .map(|(a, b)| a - b)
        .collect();
    let (mean, error) = mean_and_error(&gained);
    println!("the best banker gains {mean:.3} ± {error:.3} chips a round over the standard one");
}

/// Chips per round for `seat`'s bot, with the standard error of the mean, over `rounds` heads-up
/// rounds of traditional Pontoon at stakes 1 to 50, a fresh deck each round and the bank kept by
/// seat 0.
fn measure(punter: Level, banker: Level, rounds: u32, seed: u64) -> (f64, f64) {
    let (mut sum, mut squares) = (0.0, 0.0);
    for round in 0..rounds {
        let seed = seed * 1_000_003 + u64::from(round);
        let mut game = table(Rules::default(), 2, 1_000_000, seed);
        let mut bots = vec![
            <Pontoon as Standard>::leveled(&Rules::default(), seed, banker).unwrap(),
            <Pontoon as Standard>::leveled(&Rules::default(), seed ^ 1, punter).unwrap(),
        ];
        let before = game.view(Viewer::Seat(Seat(1))).seen.players[1].chips as f64;
        play(&mut game, &mut bots, 1, |_, _| {}).unwrap();
        let after = game.view(Viewer::Seat(Seat(1))).seen.players[1].chips as f64;
        let won = after - before;
        sum += won;
        squares += won * won;
    }
    let n = f64::from(rounds);
    let mean = sum / n;
    let error = ((squares / n - mean * mean) / (n - 1.0)).sqrt();
    (mean, error)
}

#[test]
#[ignore = "a measurement: 100,000 rounds each way (ROUNDS=n for more)"]
fn solved_against_home_over_many_rounds() {
    let rounds = std::env::var("ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    for (punter, banker) in [
        (Level::Best, Level::Standard),
        (Level::Standard, Level::Best),
        (Level::Best, Level::Best),
        (Level::Standard, Level::Standard),
    ] {
        let (mean, error) = measure(punter, banker, rounds, 1);
        println!(
            "punter {} against banker {}: the punter wins {mean:.3} ± {error:.3} chips a round",
            punter.name(),
            banker.name()
        );
    }
}

/// Deals `deck` at a table where Ann and Bob stake 10 each and stick, and returns the banker's
/// view at his turn.
fn banker_view(deck: &str) -> parlour_pontoon::View {
    let source = CardSource::stacked(1, &cards(deck).unwrap()).unwrap();
    let opening = Opening {
        first: Some(Seat(0)),
        ..Opening::of(&["Bank", "Ann", "Bob"], 1000)
    };
    let (mut game, _) = Pontoon::new(Rules::default(), opening, source).unwrap();
    let stake = Action::Stake { amount: 10 };
    for (seat, action) in [
        (0, Action::Deal),
        (1, stake.clone()),
        (2, stake),
        (1, Action::Stick),
        (2, Action::Stick),
    ] {
        game.apply(Seat(seat), &action).unwrap();
    }
    game.view(Viewer::Seat(Seat(0)))
}

fn best_response(view: &parlour_pontoon::View) -> Option<bool> {
    let round = view.round.as_ref().unwrap();
    let mine: Vec<_> = round.banker.cards.iter().map(|c| c.unwrap()).collect();
    let hands: Vec<_> = round.punters.iter().flat_map(|p| &p.hands).collect();
    parlour_bots::solved::best_response(view, &mine, &hands)
}

#[test]
fn against_two_stuck_hands_the_banker_draws_on_twelve_and_stays_on_twenty() {
    // Two hands stuck on two cards, unseen: the file's punter sticks on two cards only on 15 or
    // more, so a banker on 12 must draw and one on 20 stays.
    assert_eq!(best_response(&banker_view("9C TH 7C 8D 9S 5D")), Some(true));
    assert_eq!(
        best_response(&banker_view("9C TH KC 8D 9S QD")),
        Some(false)
    );
    // On 17, a closer call: the bot does what its best response says.
    let seventeen = banker_view("9C TH TC 8D 9S 7D");
    let mut bot = SolvedBot::new(1);
    let asked = bot.act(&seventeen);
    assert_eq!(Some(asked == Action::Twist), best_response(&seventeen));
}

/// A round at stakes 1 to 50 heads-up, the bank in seat 0, the punter dealt `pair` (two cards of
/// one rank, the value's: an ace to a nine, a ten for the ten-counts) and the rest of the pack in
/// an order drawn from `seed`: what the punter wins when he splits that pair and when he keeps
/// it, the same pack and bots' seeds both ways.
fn split_and_kept(pair: usize, seed: u64) -> (f64, f64) {
    use parlour_cards::{Card, Rank, Suit};
    use rand_chacha::ChaCha8Rng;
    use rand_core::{Rng, SeedableRng};
    let rank = if pair == 9 {
        Rank::Ten
    } else {
        Rank::ALL[pair]
    };
    let (first, second) = (Card::new(rank, Suit::Clubs), Card::new(rank, Suit::Hearts));
    let mut rest: Vec<Card> = Rank::ALL
        .iter()
        .flat_map(|&r| Suit::ALL.map(|s| Card::new(r, s)))
        .filter(|&c| c != first && c != second)
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for i in (1..rest.len()).rev() {
        rest.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
    }
    // Dealt one at a time: the punter's first card, the bank's, the punter's second, the bank's.
    let mut deck = vec![first, rest[0], second];
    deck.extend(&rest[1..]);
    let play_out = |splits: [bool; 10]| {
        let source = CardSource::stacked(1, &deck).unwrap();
        let opening = Opening {
            first: Some(Seat(0)),
            ..Opening::of(&["Bank", "Ann"], 1_000_000)
        };
        let (mut game, _) = Pontoon::new(Rules::default(), opening, source).unwrap();
        game.apply(Seat(0), &Action::Deal).unwrap();
        let mut bots: Vec<Box<dyn Bot<Pontoon>>> = vec![
            Box::new(SolvedBot::new(seed)),
            Box::new(SolvedBot::new(seed ^ 1).splitting(splits)),
        ];
        play(&mut game, &mut bots, 1, |_, _| {}).unwrap();
        game.view(Viewer::Seat(Seat(1))).seen.players[1].chips as f64 - 1_000_000.0
    };
    let mut only = [false; 10];
    only[pair] = true;
    (play_out(only), play_out([false; 10]))
}

#[test]
fn a_split_pair_is_played_out_and_settled_against_the_solved_banker() {
    // Aces split at the most stake: two hands of 50 each, each played by the file and the
    // banker answering both by his best response; every action legal (the engine checks them).
    let (mut differ, rounds) = (0, 40);
    for seed in 0..rounds {
        let (split, kept) = split_and_kept(0, seed);
        assert_eq!(split % 1.0, 0.0);
        differ += usize::from(split != kept);
    }
    assert!(
        differ > rounds as usize / 2,
        "splitting changed {differ} rounds of {rounds}"
    );
}

#[test]
#[ignore = "a measurement: each pair split and kept over ROUNDS deals (default 20,000)"]
fn splitting() {
    let rounds: u64 = std::env::var("ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000);
    let (mut worth, mut variance) = (0.0, 0.0);
    for pair in 0..10 {
        let started = std::time::Instant::now();
        let gains: Vec<f64> = (0..rounds)
            .map(|round| {
                let (split, kept) = split_and_kept(pair, 7_000_000 * pair as u64 + round);
                split - kept
            })
            .collect();
        let (mean, error) = mean_and_error(&gains);
        // Two cards of one rank: 4/52 · 3/51 = 1/221 a rank, four ranks of ten-counts.
        let chance = if pair == 9 { 4.0 } else { 1.0 } / 221.0;
        let name = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"][pair];
        println!(
            "{name}{name}: splitting gains {mean:+.3} ± {error:.3} chips a deal ({:.0} µs a deal)",
            started.elapsed().as_secs_f64() * 1e6 / rounds as f64
        );
        if mean > 0.0 {
            worth += chance * mean;
            variance += (chance * error).powi(2);
        }
    }
    println!(
        "splitting the pairs that gain is worth {worth:.5} ± {:.5} chips a round to the punter",
        variance.sqrt()
    );
}

#[test]
fn the_banker_sees_a_split_hand_s_first_card_and_not_its_second() {
    // Ann splits her aces and sticks on A5 and A4: the banker's best response weighs each split
    // hand's second card knowing its first, which the table shows him.
    let source = CardSource::stacked(1, &cards("AC 7D AH 9S 5C 4D").unwrap()).unwrap();
    let opening = Opening {
        first: Some(Seat(0)),
        ..Opening::of(&["Bank", "Ann"], 1000)
    };
    let (mut game, _) = Pontoon::new(Rules::default(), opening, source).unwrap();
    for (seat, action) in [
        (0, Action::Deal),
        (1, Action::Stake { amount: 10 }),
        (1, Action::Split),
        (1, Action::Stick),
        (1, Action::Stick),
    ] {
        game.apply(Seat(seat), &action).unwrap();
    }
    let view = game.view(Viewer::Seat(Seat(0)));
    let round = view.round.as_ref().unwrap();
    let hands = &round.punters[0].hands;
    assert_eq!(hands.len(), 2);
    for hand in hands {
        assert!(hand.split);
        assert_eq!(
            hand.cards[0].map(|c| c.rank),
            Some(parlour_cards::Rank::Ace)
        );
        assert_eq!(hand.cards[1], None);
    }
    // On 16 against two hands of an ace and an unseen card, both stuck (so 15 or more: a four
    // to a ten, or an ace), a banker who stays loses to most of them: he draws.
    assert_eq!(best_response(&view), Some(true));
}

#[test]
fn the_best_bot_splits_eights_and_keeps_aces() {
    for seed in 0..10 {
        for (deck, splits) in [("8C 7D 8H 9S", true), ("AC 7D AH 9S", false)] {
            let mut game = stacked(deck, Rules::default());
            let mut bot = SolvedBot::new(seed);
            let ann = |game: &Pontoon| game.view(Viewer::Seat(Seat(1)));
            let stake = bot.act(&ann(&game));
            game.apply(Seat(1), &stake).unwrap();
            let action = bot.act(&ann(&game));
            assert_eq!(action == Action::Split, splits, "{deck}: {action:?}");
        }
    }
}
