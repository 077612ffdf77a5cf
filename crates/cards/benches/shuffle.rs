//! Speed of the replayable shuffle: an eight-pack shoe (416 cards, as the simulator's rank bytes)
//! shuffled and cut, and the keystream alone. Run: `cargo bench -p parlour-cards --bench shuffle`.

use divan::counter::ItemsCount;
use parlour_cards::{Pile, ShuffleStream};

fn main() {
    divan::main();
}

const SHUFFLES: usize = 1_000;

#[divan::bench(sample_count = 30)]
fn eight_pack_shoes(bencher: divan::Bencher) {
    let shoe: Vec<u8> = Pile::fresh(8).iter().map(|c| c.rank.number()).collect();
    bencher.counter(ItemsCount::new(SHUFFLES)).bench_local(|| {
        let mut stream = ShuffleStream::new(42);
        let mut shoe = shoe.clone();
        for _ in 0..SHUFFLES {
            stream.shuffle_and_cut_slice(&mut shoe);
        }
        divan::black_box(shoe[0])
    });
}

#[divan::bench(sample_count = 30)]
fn keystream_words(bencher: divan::Bencher) {
    // As many words as the shuffles above draw: 416 a shoe.
    bencher
        .counter(ItemsCount::new(SHUFFLES * 416))
        .bench_local(|| {
            let mut stream = ShuffleStream::new(42);
            let mut sum = 0u32;
            for _ in 0..SHUFFLES * 416 {
                sum = sum.wrapping_add(stream.next_u32());
            }
            divan::black_box(sum)
        });
}

#[divan::bench(sample_count = 30)]
fn raw_blocks(bencher: divan::Bencher) {
    use chacha20::cipher::{Block, KeyIvInit, StreamCipherCore};
    bencher
        .counter(ItemsCount::new(SHUFFLES * 416))
        .bench_local(|| {
            let mut core = chacha20::ChaCha20LegacyCore::new(&[0u8; 32].into(), &[0u8; 8].into());
            let mut blocks = [Block::<chacha20::ChaCha20LegacyCore>::default(); 16];
            let mut sum = 0u8;
            for _ in 0..SHUFFLES * 416 / 256 {
                core.write_keystream_blocks(&mut blocks);
                sum = sum.wrapping_add(blocks[3][5]);
            }
            divan::black_box(sum)
        });
}
