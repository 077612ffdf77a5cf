//! The engine's derives: `#[derive(Verbs)]` for an action enum's record form (`verbs.rs`), and
//! `#[derive(MapCards)]` for a struct or an enum with one type parameter, its card type `C`.
//!
//! The derive writes `parlour_engine::MapCards` for the type: `map_cards(f)` rebuilds the value
//! with every `C` in it replaced by `f(&c)`, and everything else cloned. That one mechanism turns an
//! engine's cards (each with its audience) into what a viewer sees, renames cards for the leak
//! tests, and collects the cards a viewer may see.
//!
//! A field's type is read by its shape, the way `derive(Functor)` reads it in Haskell:
//!
//! | field type                         | mapped as                                  |
//! |------------------------------------|--------------------------------------------|
//! | `C`                                | `f(field)`                                 |
//! | a type that does not name `C`      | `field.clone()`                            |
//! | `Vec<T>`, `Option<T>`, `Box<T>`    | element by element                         |
//! | `[T; N]`, `(A, B, ...)`            | element by element                         |
//! | any other `Type<..C..>`            | `MapCards::map_cards(field, f)`            |
//!
//! so a nested structure needs only its own derive.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::{format_ident, quote};
use syn::{
    Data, DeriveInput, Fields, GenericArgument, Ident, PathArguments, Type, parse_macro_input,
};

mod verbs;

/// `#[derive(Verbs)]`: an action enum's record form (see `verbs.rs`).
#[proc_macro_derive(Verbs, attributes(verbs))]
pub fn derive_verbs(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match verbs::expand(&input) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

#[proc_macro_derive(MapCards)]
pub fn derive_map_cards(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match expand(&input) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    let name = &input.ident;
    let params: Vec<_> = input.generics.type_params().collect();
    if params.len() != 1 || input.generics.params.len() != 1 {
        return Err(syn::Error::new_spanned(
            &input.generics,
            "MapCards wants exactly one generic parameter: the card type",
        ));
    }
    let card = &params[0].ident;
    let body = match &input.data {
        Data::Struct(data) => {
            let (pattern, build) = fields(quote!(#name), &data.fields, card);
            quote!(let #pattern = self; #build)
        }
        Data::Enum(data) => {
            let arms = data.variants.iter().map(|variant| {
                let ident = &variant.ident;
                let (pattern, build) = fields(quote!(#name::#ident), &variant.fields, card);
                quote!(#pattern => #build,)
            });
            quote!(match self { #(#arms)* })
        }
        Data::Union(_) => {
            return Err(syn::Error::new_spanned(
                name,
                "MapCards does not map unions",
            ));
        }
    };
    let target = Ident::new("__D", Span::call_site());
    Ok(quote! {
        impl<#card> ::parlour_engine::MapCards for #name<#card> {
            type Card = #card;
            type With<#target> = #name<#target>;

            #[allow(unused_variables, clippy::clone_on_copy)]
            fn map_cards<#target>(
                &self,
                f: &mut impl FnMut(&#card) -> #target,
            ) -> #name<#target> {
                #body
            }
        }
    })
}

/// A pattern binding every field of a struct or variant, and the expression rebuilding it.
fn fields(path: Tokens, fields: &Fields, card: &Ident) -> (Tokens, Tokens) {
    match fields {
        Fields::Named(named) => {
            let names: Vec<_> = named.named.iter().map(|f| f.ident.clone()).collect();
            let maps = named.named.iter().map(|f| {
                let ident = f.ident.as_ref().expect("named fields have names");
                map(&f.ty, quote!(#ident), card)
            });
            (
                quote!(#path { #(#names),* }),
                quote!(#path { #(#names: #maps),* }),
            )
        }
        Fields::Unnamed(unnamed) => {
            let names: Vec<_> = (0..unnamed.unnamed.len())
                .map(|i| format_ident!("field{i}"))
                .collect();
            let maps = unnamed
                .unnamed
                .iter()
                .zip(&names)
                .map(|(f, name)| map(&f.ty, quote!(#name), card));
            (quote!(#path(#(#names),*)), quote!(#path(#(#maps),*)))
        }
        Fields::Unit => (path.clone(), path),
    }
}

/// The expression mapping `value` (a reference to a `ty`) to the same type over the new card type.
fn map(ty: &Type, value: Tokens, card: &Ident) -> Tokens {
    if !names(ty, card) {
        return quote!(::core::clone::Clone::clone(#value));
    }
    match ty {
        Type::Path(path) if path.qself.is_none() && path.path.is_ident(card) => quote!(f(#value)),
        Type::Paren(inner) => map(&inner.elem, value, card),
        Type::Group(inner) => map(&inner.elem, value, card),
        Type::Array(array) => {
            let element = map(&array.elem, quote!(element), card);
            quote!(#value.each_ref().map(|element| #element))
        }
        Type::Tuple(tuple) => {
            let parts = tuple.elems.iter().enumerate().map(|(i, elem)| {
                let index = syn::Index::from(i);
                map(elem, quote!(&#value.#index), card)
            });
            quote!((#(#parts,)*))
        }
        Type::Path(path) => {
            let last = path.path.segments.last().expect("a path has a segment");
            match (
                last.ident.to_string().as_str(),
                only_argument(&last.arguments),
            ) {
                ("Vec", Some(inner)) => {
                    let element = map(inner, quote!(element), card);
                    quote!(#value.iter().map(|element| #element).collect::<::std::vec::Vec<_>>())
                }
                ("Option", Some(inner)) => {
                    let element = map(inner, quote!(element), card);
                    quote!(#value.as_ref().map(|element| #element))
                }
                ("Box", Some(inner)) => {
                    let element = map(inner, quote!(element), card);
                    quote!({ let element = &**#value; ::std::boxed::Box::new(#element) })
                }
                _ => quote!(::parlour_engine::MapCards::map_cards(#value, &mut *f)),
            }
        }
        _ => quote!(::parlour_engine::MapCards::map_cards(#value, &mut *f)),
    }
}

/// The one type argument of `Vec<T>`, `Option<T>` or `Box<T>`.
fn only_argument(arguments: &PathArguments) -> Option<&Type> {
    let PathArguments::AngleBracketed(bracketed) = arguments else {
        return None;
    };
    match bracketed.args.iter().collect::<Vec<_>>().as_slice() {
        [GenericArgument::Type(inner)] => Some(inner),
        _ => None,
    }
}

/// Whether `ty` names the card type anywhere.
fn names(ty: &Type, card: &Ident) -> bool {
    match ty {
        Type::Path(path) => path.path.segments.iter().any(|segment| {
            segment.ident == *card
                || match &segment.arguments {
                    PathArguments::AngleBracketed(bracketed) => {
                        bracketed.args.iter().any(|arg| match arg {
                            GenericArgument::Type(inner) => names(inner, card),
                            _ => false,
                        })
                    }
                    _ => false,
                }
        }),
        Type::Array(array) => names(&array.elem, card),
        Type::Slice(slice) => names(&slice.elem, card),
        Type::Tuple(tuple) => tuple.elems.iter().any(|elem| names(elem, card)),
        Type::Paren(inner) => names(&inner.elem, card),
        Type::Group(inner) => names(&inner.elem, card),
        Type::Reference(reference) => names(&reference.elem, card),
        _ => false,
    }
}
