//! `#[derive(Verbs)]`: an action enum's record form (`parlour_engine::record::Verbs`), written from
//! the enum itself. A unit variant is a verb with no arguments; a variant with named fields is a
//! verb whose arguments are its fields in the order they are declared, each read and written by
//! its type (`parlour_engine::record::Arg`); the one tuple variant holds the seat changes, whose
//! record form is their own, and the derive makes the enum their carrier too
//! (`parlour_engine::seating::Seating` and `From<SeatChange>`). `#[verbs(game = "Pontoon")]` names the game in the message for an
//! unknown verb.

use proc_macro2::TokenStream as Tokens;
use quote::quote;
use syn::{Data, DeriveInput, Fields, LitStr};

pub fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    let name = &input.ident;
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new_spanned(
            name,
            "Verbs is for an enum of actions",
        ));
    };
    let mut game = None;
    for attr in input.attrs.iter().filter(|a| a.path().is_ident("verbs")) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("game") {
                game = Some(meta.value()?.parse::<LitStr>()?.value());
                Ok(())
            } else {
                Err(meta.error("the one setting is `game = \"...\"`"))
            }
        })?;
    }
    let game = game.ok_or_else(|| {
        syn::Error::new_spanned(name, "name the game: #[verbs(game = \"Pontoon\")]")
    })?;
    let engine = quote!(::parlour_engine::record);
    let (mut verbs, mut encodes, mut decodes, mut known) = (vec![], vec![], vec![], vec![]);
    let mut seats = None;
    for variant in &data.variants {
        let ident = &variant.ident;
        let verb = snake_case(&ident.to_string());
        match &variant.fields {
            Fields::Unit => {
                verbs.push(quote!(#name::#ident => #verb,));
                encodes.push(quote!(#name::#ident => vec![::serde_json::Value::from(#verb)],));
                decodes.push(quote!(#verb => {
                    #engine::check_count(&given, &[], false)?;
                    Ok(#name::#ident)
                }));
                known.push(verb);
            }
            Fields::Named(fields) => {
                let names: Vec<_> = fields.named.iter().map(|f| f.ident.clone()).collect();
                let types: Vec<_> = fields.named.iter().map(|f| &f.ty).collect();
                let labels: Vec<String> = names
                    .iter()
                    .map(|n| n.as_ref().expect("named").to_string())
                    .collect();
                let index = 0..names.len();
                let rest = match types.last() {
                    Some(last) => quote!(<#last as #engine::Arg>::REST),
                    None => quote!(false),
                };
                verbs.push(quote!(#name::#ident { .. } => #verb,));
                encodes.push(quote!(#name::#ident { #(#names),* } => {
                    let mut entry = vec![::serde_json::Value::from(#verb)];
                    #(entry.extend(#engine::Arg::write(#names, name));)*
                    entry
                }));
                decodes.push(quote!(#verb => {
                    let fields: &[(&str, &str)] =
                        &[#((#labels, <#types as #engine::Arg>::WHAT)),*];
                    #engine::check_count(&given, fields, #rest)?;
                    Ok(#name::#ident {
                        #(#names: <#types as #engine::Arg>::read(&given, #index, #labels)?),*
                    })
                }));
                known.push(verb);
            }
            Fields::Unnamed(fields) if fields.unnamed.len() == 1 && seats.is_none() => {
                seats = Some(ident.clone());
                verbs.push(quote!(#name::#ident(inner) => inner.verb(),));
                encodes.push(quote!(
                    #name::#ident(inner) => inner.encode(::parlour_engine::Seat(0)),
                ));
            }
            Fields::Unnamed(_) => {
                return Err(syn::Error::new_spanned(
                    variant,
                    "one tuple variant, of one field: the seat changes",
                ));
            }
        }
    }
    let unknown = format!(
        "unknown {game} verb {{other:?}} (known: {})",
        known.join(", ")
    );
    let seats = seats.ok_or_else(|| {
        syn::Error::new_spanned(
            name,
            "an action enum holds the seat changes: Seat(SeatChange)",
        )
    })?;
    Ok(quote! {
        impl ::parlour_engine::seating::Seating for #name {
            fn seat_change(&self) -> Option<&::parlour_engine::seating::SeatChange> {
                match self {
                    #name::#seats(change) => Some(change),
                    _ => None,
                }
            }
        }

        impl From<::parlour_engine::seating::SeatChange> for #name {
            fn from(change: ::parlour_engine::seating::SeatChange) -> #name {
                #name::#seats(change)
            }
        }

        impl #engine::Verbs for #name {
            fn verb(&self) -> &'static str {
                match self { #(#verbs)* }
            }

            fn encode(
                &self,
                name: &dyn Fn(::parlour_engine::Seat) -> String,
            ) -> Vec<::serde_json::Value> {
                match self { #(#encodes)* }
            }

            fn decode(
                verb: &str,
                args: &[::serde_json::Value],
                seat_of: &dyn Fn(&str) -> Option<::parlour_engine::Seat>,
            ) -> Result<Self, String> {
                let given = #engine::VerbArgs { verb, args, seat_of };
                match verb {
                    #(#decodes)*
                    other => Err(format!(#unknown)),
                }
            }
        }
    })
}

/// `OfferBank` as `offer_bank`, as serde's `rename_all = "snake_case"` spells it.
fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}
