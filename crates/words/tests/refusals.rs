//! A refusal said from its code and fields, as the engine sends it: its reason inside it, the move
//! and amount by their names, seats by their players' names, numbers in each language's own form.

use parlour_words::{Lang, Words, english};
use serde_json::json;

fn names(seat: u64) -> String {
    ["Ann", "Bo", "Cy"]
        .get(seat as usize)
        .map_or_else(|| seat.to_string(), |n| n.to_string())
}

#[test]
fn a_refusal_is_said_from_its_code_and_fields() {
    let say = |refusal| english(|w| w.refusal(&refusal, &names));
    assert_eq!(
        say(json!({"code": "not_your_turn", "waiting": [1, 2]})),
        "it is not your turn: waiting for Bo or Cy"
    );
    assert_eq!(
        say(json!({"code": "not_your_turn", "waiting": [0, 1, 2]})),
        "it is not your turn: waiting for Ann, Bo or Cy"
    );
    assert_eq!(
        say(json!({"code": "not_allowed_now", "verb": "twist", "why": "pack_empty"})),
        "twist is not allowed now: the pack is empty"
    );
    assert_eq!(
        say(json!({"code": "cannot_attack", "target": 2, "why": "banner_same_rank"})),
        "cannot attack Cy: their banner is of your banner's rank"
    );
    assert_eq!(
        say(
            json!({"code": "outside_limits", "what": "shoot_bet", "amount": 5, "min": 10, "max": 12500})
        ),
        "5 is outside the limits for this shoot bet: 10 to 12,500"
    );
    assert_eq!(
        say(json!({"code": "stale", "made_against": 1234, "version": 1240})),
        "the table has moved on: this was made at version 1234, and it is at version 1240 now"
    );
    // What no catalogue has is said as it came: a gap shows where it is.
    assert_eq!(say(json!({"code": "no_such_code"})), "no_such_code");
    assert_eq!(
        say(json!({"code": "not_allowed_now", "verb": "juggle", "why": "no_such_reason"})),
        "juggle is not allowed now: no_such_reason"
    );
    assert_eq!(say(json!("not an object")), "\"not an object\"");
}

/// Each language groups a number as its readers write it (the browser's Intl agrees).
#[test]
fn numbers_are_grouped_as_each_language_writes_them() {
    let refusal = |n: u64| json!({"code": "not_enough_chips", "holder": 0, "needed": n, "held": 1});
    // The first number said is the one needed (each language names it before the chips held);
    // its groups' separators are part of it, a no-break space among them.
    let grouped = |lang, n| {
        let said = Words::new(lang).refusal(&refusal(n), &names);
        let start = said
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(said.len());
        let number: String = said[start..]
            .chars()
            .take_while(|c| c.is_ascii_digit() || matches!(c, ',' | '.' | '\u{a0}' | '\u{202f}'))
            .collect();
        number.trim_end_matches(['.', ',']).to_string()
    };
    // Hungarian and Albanian write a no-break space, Esperanto a narrow one: one word each.
    let cases = [
        (Lang::En, 1000, "1,000"),
        (Lang::En, 1234567, "1,234,567"),
        (Lang::Es, 1000, "1000"),
        (Lang::Es, 12500, "12.500"),
        (Lang::El, 1000, "1.000"),
        (Lang::Hu, 1000, "1000"),
        (Lang::Hu, 12500, "12\u{a0}500"),
        (Lang::Sq, 12500, "12\u{a0}500"),
        (Lang::Eo, 1000, "1\u{202f}000"),
        (Lang::En, 999, "999"),
    ];
    for (lang, n, written) in cases {
        assert_eq!(grouped(lang, n), written, "{lang:?} {n}");
    }
}
