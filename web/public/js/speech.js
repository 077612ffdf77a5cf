// The page's words in its person's language. The words are Project Fluent catalogues, one a
// language and area, served by the room at /locales/LANG/AREA.ftl (the same files the terminal
// client reads, crates/words/locales/); Fluent's own bundle reads them (vendor/fluent-bundle:
// @fluent/bundle as npm has it, kept as it is, since the page has no build step). Plurals,
// numbers and whole sentences with their names in place are Fluent's: nothing is glued here.

import { FluentBundle, FluentResource } from '../vendor/fluent-bundle/index.js';

/** The languages Parlour speaks, English first: every other follows its catalogue. */
export const LANGS = ['en', 'es', 'hu', 'el', 'sq', 'eo'];

/** The areas of the catalogues, a file each in every language (crates/words lists the same). */
export const AREAS = ['moves', 'refusals', 'rules', 'page', 'table', 'casino', 'pontoon', 'palace', 'console', 'terminal'];

/** Each language's name in itself, as the chooser lists it. */
export const LANG_NAMES = {
  en: 'English', es: 'Español', hu: 'Magyar', el: 'Ελληνικά', sq: 'Shqip', eo: 'Esperanto',
};

/**
 * The language to speak to a person who asks for `wanted` (navigator.languages: the most wanted
 * first; `es-AR`, `hu`): the first Parlour speaks, English if none.
 */
export function chooseLang(wanted) {
  for (const tag of wanted || []) {
    const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    if (LANGS.includes(primary)) return primary;
  }
  return 'en';
}

/** A bundle of `lang` from its catalogues' texts. */
function bundle(lang, texts) {
  // Every language here is written left to right: the marks that would keep a name's direction
  // apart are left out, so that a sentence is the same text on the page and in a test.
  const made = new FluentBundle(lang, { useIsolating: false });
  for (const text of texts) made.addResource(new FluentResource(text));
  return made;
}

/**
 * A speaker of `lang` from the texts of its catalogues, English's under them for anything they
 * lack: `say(id, args)` gives message `id` in words, or the id itself if no catalogue has it (a
 * gap shows where it is).
 */
export function speaker(lang, texts, englishTexts = []) {
  const own = bundle(lang, texts);
  const english = lang === 'en' ? null : bundle('en', englishTexts);
  const said = (from, id, args) => {
    const message = from?.getMessage(id);
    return message?.value ? from.formatPattern(message.value, args) : null;
  };
  return {
    lang,
    say: (id, args) => said(own, id, args) ?? said(english, id, args) ?? id,
    has: (id) => Boolean(own.getMessage(id)?.value || english?.getMessage(id)?.value),
  };
}

/** The texts of `lang`'s catalogues, from the room. */
export async function catalogues(lang, areas = AREAS) {
  const texts = await Promise.all(areas.map(async (area) => {
    const answer = await fetch(`/locales/${lang}/${area}.ftl`);
    if (!answer.ok) throw new Error(`the ${lang} words of ${area} could not be read`);
    return answer.text();
  }));
  return texts;
}

/** The page's speaker: message ids said as themselves until `speak` gives it a language. */
let current = speaker('en', []);

/** Message `id` in the page's language, its variables from `args` (numbers in the language's own form). */
export function say(id, args) {
  return current.say(id, args);
}

/** Whether the page's catalogues have message `id` (a server's code the page may not know yet). */
export function canSay(id) {
  return current.has(id);
}

/** The page's language now ('en' until one is spoken). */
export function pageLang() {
  return current.lang;
}

/** Speaks with `chosen` (a speaker) from now on. */
export function speak(chosen) {
  current = chosen;
}

/** Reads `lang`'s catalogues (and English's under them) from the room and speaks them from now on. */
export async function speakFromRoom(lang) {
  const [own, english] = await Promise.all([catalogues(lang), lang === 'en' ? [] : catalogues('en')]);
  speak(speaker(lang, own, lang === 'en' ? own : english));
}
