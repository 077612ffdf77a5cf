//! The catalogues: every language gives every English message, with only the variables it gives;
//! every file reads; the seeds' own words are on the buttons; a person's language is chosen from
//! what they ask for.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use parlour_words::{AREAS, Lang, Words, source};

/// Each message's (and attribute's) id in a file, with the variables its patterns use.
fn messages(text: &str, what: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{what} does not read: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut variables = BTreeSet::new();
        if let Some(value) = &value {
            uses(value, &mut variables);
        }
        assert!(
            found.insert(id.clone(), variables).is_none(),
            "{what} gives {id} twice"
        );
        for attribute in attributes {
            let mut variables = BTreeSet::new();
            uses(&attribute.value, &mut variables);
            found.insert(format!("{id}.{}", attribute.id.name), variables);
        }
    }
    found
}

/// The variables a pattern uses, in its selectors and variants too.
fn uses(pattern: &Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_uses(expression, variables);
        }
    }
}

fn expression_uses(expression: &Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_uses(inline, variables),
        Expression::Select { selector, variants } => {
            inline_uses(selector, variables);
            for variant in variants {
                uses(&variant.value, variables);
            }
        }
    }
}

fn inline_uses(inline: &InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_uses(argument, variables);
            }
            for argument in &arguments.named {
                inline_uses(&argument.value, variables);
            }
        }
        InlineExpression::Placeable { expression } => expression_uses(expression, variables),
        _ => {}
    }
}

#[test]
fn every_language_gives_every_message_with_only_its_variables() {
    for area in AREAS {
        let english = messages(source(Lang::En, area).unwrap(), &format!("en/{area}"));
        assert!(!english.is_empty(), "en/{area} gives no message");
        for lang in Lang::ALL {
            let what = format!("{}/{area}", lang.code());
            let text = source(lang, area).unwrap_or_else(|| panic!("{what} is missing"));
            let theirs = messages(text, &what);
            let missing: Vec<&String> = english
                .keys()
                .filter(|id| !theirs.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "{what} lacks {missing:?}");
            for (id, variables) in &theirs {
                let given = english
                    .get(id)
                    .unwrap_or_else(|| panic!("{what} gives {id}, which English does not"));
                let foreign: Vec<&String> = variables.difference(given).collect();
                assert!(
                    foreign.is_empty(),
                    "{what}: {id} uses {foreign:?}, which it is not given"
                );
            }
        }
    }
}

/// The checker itself: a file lacking a message, or using a variable not given, is found.
#[test]
fn the_check_finds_a_variable_not_given() {
    let english = messages("greet = Hello { $name }\n", "en");
    let theirs = messages("greet = Hola { $nombre } { $name }\n", "es");
    let foreign: Vec<&String> = theirs["greet"].difference(&english["greet"]).collect();
    assert_eq!(foreign, ["nombre"]);
    let selected = messages(
        "chips = { $count ->\n    [one] one chip\n   *[other] { $count } chips for { $who }\n}\n",
        "en",
    );
    assert_eq!(
        selected["chips"],
        BTreeSet::from(["count".to_string(), "who".to_string()])
    );
}

/// The Spanish source names the casino's buttons: Dar, Pasar, Girar, Plantarse, Comprar,
/// Dividir; the Esperanto source's moves are aĉeti and tordi.
#[test]
fn the_seeds_words_are_on_the_buttons() {
    let es = Words::new(Lang::Es);
    let said: Vec<String> = ["stake", "pass", "twist", "stick", "buy", "split"]
        .iter()
        .map(|m| es.say(&format!("move-{m}")))
        .collect();
    assert_eq!(
        said,
        ["Dar", "Pasar", "Girar", "Plantarse", "Comprar", "Dividir"]
    );
    let eo = Words::new(Lang::Eo);
    assert_eq!(
        (eo.say("move-buy"), eo.say("move-twist")),
        ("Aĉeti".into(), "Tordi".into())
    );
    assert_eq!(Words::new(Lang::En).say("move-stick"), "Stick");
    // A message no catalogue has shows its id.
    assert_eq!(es.say("no-such-message"), "no-such-message");
}

#[test]
fn a_persons_language_is_chosen_from_what_they_ask_for() {
    assert_eq!(Lang::choose("es-AR,es;q=0.9,en;q=0.8"), Lang::Es);
    assert_eq!(Lang::choose("hu_HU.UTF-8"), Lang::Hu);
    assert_eq!(Lang::choose("el-GR"), Lang::El);
    // The heaviest first, whatever the order written.
    assert_eq!(Lang::choose("en;q=0.2, sq;q=0.9"), Lang::Sq);
    // Languages Parlour does not speak are passed over; none at all is English.
    assert_eq!(Lang::choose("fr-FR, de;q=0.8, eo;q=0.5"), Lang::Eo);
    assert_eq!(Lang::choose("fr"), Lang::En);
    assert_eq!(Lang::choose("C"), Lang::En);
    assert_eq!(Lang::choose(""), Lang::En);
    // A weight of nothing is "not this"; a weight that does not read is passed over.
    assert_eq!(Lang::choose("es;q=0, hu;q=zz, el;q=0.1"), Lang::El);
    // Hostile: long, odd, or empty items choose English without trouble.
    assert_eq!(Lang::choose(&",;q=,".repeat(10_000)), Lang::En);
    assert_eq!(Lang::of("ES"), Some(Lang::Es));
    assert_eq!(Lang::of("esperanto"), None);
}
