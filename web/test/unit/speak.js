// The tests' speaker: the catalogues read from where the room embeds them, so a unit test says
// what the page would. Importing this module speaks English; `speakIn` another language.

import { readFileSync } from 'node:fs';
import { AREAS, speak, speaker } from '../../public/js/speech.js';

const locales = new URL('../../../crates/words/locales/', import.meta.url);

/** The texts of every catalogue of `lang`. */
export const texts = (lang) => AREAS.map((area) => readFileSync(new URL(`${lang}/${area}.ftl`, locales), 'utf8'));

/** Speaks `lang` (English under it) from now on. */
export function speakIn(lang) {
  speak(speaker(lang, texts(lang), texts('en')));
}

speakIn('en');
