//! Tests of the module above.

use super::*;

/// Every message id of a file, in order.
fn ids(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with([' ', '#']) && l.contains(" ="))
        .filter_map(|l| l.split(" =").next().map(str::to_owned))
        .collect()
}

/// Every message of a file with the variables it uses (`$name`), its
/// continuation lines joined.
fn variables(text: &str) -> Vec<(String, std::collections::BTreeSet<String>)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        match (line.starts_with(' '), line.split_once(" =")) {
            (false, Some((id, rest))) => out.push((id.to_owned(), rest.to_owned())),
            _ => {
                if let Some((_, body)) = out.last_mut() {
                    body.push_str(line);
                }
            }
        }
    }
    out.into_iter()
        .map(|(id, body)| {
            let names = body
                .split('$')
                .skip(1)
                .map(|rest| {
                    rest.chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect::<String>()
                })
                .collect();
            (id, names)
        })
        .collect()
}

#[test]
fn each_translation_uses_exactly_the_variables_english_uses() {
    let english = variables(&source(Language::English));
    assert!(
        english
            .iter()
            .any(|(id, names)| id == "typed-several" && names.len() == 2),
        "the reader finds variables"
    );
    let mut wrong = Vec::new();
    for language in Language::ALL {
        let theirs = variables(&source(language));
        for ((id, want), (their_id, got)) in english.iter().zip(&theirs) {
            assert_eq!(id, their_id, "{language:?}: the ids in order");
            if want != got {
                wrong.push(format!("{language:?} {id}: {got:?}, not {want:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_language_has_every_message_and_each_formats() {
    let english = ids(&source(Language::English));
    assert!(english.len() > 20, "{english:?}");
    // Every variable any English message uses, as a number where
    // plural forms may hang on it.
    let english_text = source(Language::English);
    let english_text = english_text.as_str();
    let mut names: Vec<&str> = english_text
        .split("{ $")
        .skip(1)
        .filter_map(|rest| rest.split([' ', '}']).next())
        .collect();
    names.sort_unstable();
    names.dedup();
    assert!(
        names.contains(&"count") && names.contains(&"name"),
        "{names:?}"
    );
    let numbers = [
        "count", "at", "total", "solved", "failed", "number", "rating",
    ];
    let args: Vec<(&str, Arg)> = names
        .iter()
        .map(|&name| match numbers.contains(&name) {
            true => (name, Arg::Count(2)),
            false => (name, Arg::Text("x")),
        })
        .collect();
    for language in Language::ALL {
        let text = source(language);
        assert!(
            FluentResource::try_new(text.clone()).is_ok(),
            "{language:?}"
        );
        assert_eq!(
            ids(&text),
            english,
            "{language:?} has the English ids in order"
        );
        let words = Words::new(language);
        let bundle = bundle(language);
        for id in &english {
            let said = words.with(id, &args);
            assert!(!said.is_empty() && said != *id, "{language:?} {id}");
            // Said in the language itself, not through English.
            assert!(bundle.get_message(id).is_some(), "{language:?} lacks {id}");
        }
    }
}

#[test]
fn plural_forms_for_1_2_5_and_22_in_polish_and_russian() {
    let count = |language, n| Words::new(language).with("games-count", &[("count", Arg::Count(n))]);
    let forms = |language| [1, 2, 5, 22].map(|n| count(language, n));
    assert_eq!(
        forms(Language::Polish),
        ["1 partia", "2 partie", "5 partii", "22 partie"]
    );
    assert_eq!(
        forms(Language::Russian),
        ["1 партия", "2 партии", "5 партий", "22 партии"]
    );
    assert_eq!(
        forms(Language::English),
        ["1 game", "2 games", "5 games", "22 games"]
    );
}
