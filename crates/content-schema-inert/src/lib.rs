//! An inert stand-in for serde's `Deserialize` derive.
//!
//! `content-schema` declares each content type once, with `#[derive(Deserialize)]` and its
//! `#[serde(...)]` attributes saying how the TOML writes it. Only the content compiler, which runs
//! at build time, reads TOML; the game engines use the same types as baked static tables. Without
//! its `read` feature, `content-schema` derives this macro instead of serde's: it accepts the same
//! attributes and generates nothing, so an engine build does not type-check and encode hundreds of
//! deserializers it never calls.

#![forbid(unsafe_code)]

use proc_macro::TokenStream;

/// Generates nothing; accepts `#[serde(...)]` attributes.
#[proc_macro_derive(Deserialize, attributes(serde))]
pub fn deserialize(_item: TokenStream) -> TokenStream {
    TokenStream::new()
}
