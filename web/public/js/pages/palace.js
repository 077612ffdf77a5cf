// A Palace Poker table (docs/rules/palace.md §7): the seats with their banners, soldiers and
// palaces, the ante and the pot, the battle being fought step by step, every battle of the hand
// with both palaces turned over and the cards that do not count greyed out, the showdown, the end
// of the hand in words, and exactly the seat's legal moves; all of it from the server's views.

import { api } from '../api.js';
import { cardShort, cardSvg, cardWords } from '../cards.js';
import { h, fill, markup, announce, chips } from '../dom.js';
import { follow, leave, request } from '../socket.js';
import { describeRules } from './lobby.js';
import { PALACE_KEYS, findMove, keyAction } from '../palace-keys.js';
import {
  bannerKind, decidedWords, eventWords, exclusionNote, netWords, potWords, statusWords,
} from '../palace-words.js';
import {
  bannerOf, battlesOf, currentBattle, markCards, newChronicle, noteEvents, noteView,
} from '../palace-battle.js';

const KEEP_LINES = 60;

/** One card as an image, with its marks: counted, excluded (and why), chosen to let go. */
function card(text, { counted = false, excluded = null, extra = '', test } = {}) {
  const classes = ['pal-card'];
  if (counted) classes.push('counted');
  if (excluded) classes.push('excluded');
  if (extra) classes.push(extra);
  const el = markup('span', { class: classes.join(' '), 'data-card': text ?? 'back', 'data-test': test, title: excluded ? `${cardShort(text)} ${excluded}` : null }, cardSvg(text));
  if (excluded) el.append(h('span', { class: 'pal-card-tag', 'aria-hidden': 'true' }, 'not counted'), h('span', { class: 'sr-only' }, `, ${excluded}`));
  else if (counted) el.append(h('span', { class: 'sr-only' }, ', counts'));
  return el;
}

function cardRow(cards, options = {}, attrs = {}) {
  return h('div', { class: 'pal-cards', ...attrs }, cards.map((c) => card(c, options)));
}

export function palacePage({ main, account }, table) {
  const storeKey = `palace:${table}`;
  const saved = JSON.parse(sessionStorage.getItem(storeKey) ?? '{}');
  const state = {
    message: null, // the last view message's fields: version, seat, seats, turn, view
    log: saved.log ?? [],
    chronicle: saved.chronicle ?? newChronicle(),
    error: '',
    notice: '',
    sitting: null, // the seat whose "sit here" form is open
    target: null, // the seat chosen to attack
    amounts: {}, // the bet or raise typed in, by move and range
    picked: [], // soldiers chosen to let go
    busy: false,
  };
  const root = h('div', { class: 'table-page palace-page' });
  fill(main, root);

  const keep = () => sessionStorage.setItem(storeKey, JSON.stringify({ log: state.log.slice(-KEEP_LINES), chronicle: state.chronicle }));
  const view = () => state.message?.view ?? null;
  const names = () => (view()?.players ?? []).map((p) => p.name || null);
  const mySeat = () => state.message?.seat ?? null;
  const moves = () => view()?.moves ?? [];
  // A player who has left since the hand was dealt is still named by the hand's own record.
  const who = (seat) => names()[seat] ?? (view()?.round?.players?.[seat]?.name || `seat ${seat + 1}`);
  const between = () => ['between_rounds', 'over'].includes(view()?.phase);

  function onMessage(message) {
    switch (message.type) {
      case 'view':
        state.message = { ...message };
        break;
      case 'events':
      case 'caught_up': {
        const said = names();
        const events = message.events ?? [];
        const lines = events.map((e) => eventWords(e, said)).filter(Boolean);
        if (message.view) noteEvents(state.chronicle, events, message.view, said);
        if (lines.length) {
          state.log = [...state.log, ...lines].slice(-KEEP_LINES);
          announce(events.map((e) => eventWords(e, said, true)).filter(Boolean).join('. '));
        }
        if (!state.message) break;
        // What the message brings anew: the version and turn always, the rest when it has them.
        for (const key of ['version', 'turn', 'seat', 'seats', 'view']) {
          const always = key === 'version' || key === 'turn' || key === 'seat';
          if (always ? key in message : Boolean(message[key])) state.message[key] = message[key];
        }
        if (events.some((e) => e.event === 'round_over' || e.event === 'seated')) showWallet();
        break;
      }
      case 'waiting':
        state.notice = `You sit down in seat ${message.seat + 1} when this hand is over.`;
        break;
      default:
        return;
    }
    if (state.message?.view) noteView(state.chronicle, state.message.view);
    keep();
    render();
    if (mySeat() !== null && view()?.to_act?.includes(mySeat()) && moves().length) {
      announce(`Your turn: ${moves().map(moveName).join(', ')}`);
    }
  }

  async function showWallet() {
    try {
      const { wallet } = await api('GET', '/api/me');
      account.wallet = wallet;
      const shown = document.getElementById('nav-wallet');
      if (shown) shown.textContent = String(wallet);
    } catch {
      // The next page shows it.
    }
  }

  /** Sends a request about the table; a refusal or an error is said in words, after `what`. */
  async function send(message, what) {
    Object.assign(state, { error: '', notice: '', busy: true });
    render();
    const answer = await request({ table, ...message });
    state.busy = false;
    if (['refused', 'error'].includes(answer.type)) {
      state.error = `${what}: ${answer.message}`;
      announce(state.error);
    }
    if (answer.type === 'waiting') state.notice = `You sit down in seat ${answer.seat + 1} when this hand is over.`;
    render();
    return answer;
  }

  const act = (action, what) => send({ type: 'act', action, version: state.message?.version }, what);

  // ---- what the seat may do, and the choices made for it ----

  function targets() {
    const attack = findMove(moves(), 'attack');
    if (!attack) return [];
    if (!attack.targets.includes(state.target)) state.target = attack.targets[0] ?? null;
    return attack.targets;
  }

  /** The amount typed for `tag` ('attack' or 'raise') within `range`, the least by default. */
  function amount(tag, range) {
    const key = `${tag}:${range.min}:${range.max}`;
    if (!(key in state.amounts)) state.amounts = { ...state.amounts, [key]: range.min };
    return { key, value: state.amounts[key] };
  }

  function setAmount(key, value) {
    state.amounts = { ...state.amounts, [key]: value };
  }

  function picked() {
    const discard = findMove(moves(), 'discard');
    state.picked = discard ? state.picked.filter((c) => discard.soldiers.includes(c)) : [];
    return state.picked;
  }

  function pick(cardText) {
    state.picked = state.picked.includes(cardText) ? state.picked.filter((c) => c !== cardText) : [...picked(), cardText];
    render();
  }

  function attack() {
    const move = findMove(moves(), 'attack');
    if (!move) return;
    targets();
    const bet = Number(amount('attack', move.bet).value);
    act({ action: 'attack', defender: state.target, bet }, 'Attack');
  }

  function raise() {
    const move = findMove(moves(), 'raise');
    if (!move) return;
    act({ action: 'raise', amount: Number(amount('raise', move).value) }, 'Raise');
  }

  function discard(cards) {
    const move = findMove(moves(), 'discard');
    if (!move) return;
    act({ action: 'discard', cards }, cards.length ? 'Let go' : 'Keep');
    state.picked = [];
  }

  function step(sign) {
    const attackMove = findMove(moves(), 'attack');
    const raiseMove = findMove(moves(), 'raise');
    const range = raiseMove ?? attackMove?.bet;
    if (!range) return;
    const { key, value } = amount(raiseMove ? 'raise' : 'attack', range);
    const unit = view().rules.small_bet;
    setAmount(key, Math.max(range.min, Math.min(range.max, Number(value) + sign * unit)));
    render();
  }

  function perform(what) {
    switch (what.do) {
      case 'deal': return act({ action: 'deal' }, 'Deal');
      case 'buy': return act({ action: 'buy' }, 'Buy');
      case 'stay': return act({ action: 'stay' }, 'Stay');
      case 'fold': return act({ action: 'fold' }, 'Fold');
      case 'call': return act({ action: 'call' }, 'Call');
      case 'raise': return raise();
      case 'attack': return attack();
      case 'keep': return discard([]);
      case 'discard': {
        const chosen = picked();
        const move = findMove(moves(), 'discard');
        if (!chosen.length && move?.min > 0) {
          state.error = move.min === 1 ? 'Let go: choose a soldier first' : `Let go: choose at least ${move.min} soldiers`;
          return render();
        }
        return discard(chosen);
      }
      case 'pick': return pick(findMove(moves(), 'discard').soldiers[what.index]);
      case 'target': {
        const list = targets();
        state.target = list[(list.indexOf(state.target) + 1) % list.length];
        return render();
      }
      case 'amount': return step(what.step);
      default: return undefined;
    }
  }

  /** Whether a key belongs to something else: a field, a focused button's Enter, a shortcut. */
  function notOurs(event) {
    const on = event.target;
    if (on.closest?.('input, select, textarea')) return true;
    if (['Enter', ' '].includes(event.key) && on.closest?.('button, a, summary')) return true;
    return event.ctrlKey || event.metaKey || event.altKey;
  }

  function onKey(event) {
    if (notOurs(event)) return;
    const what = keyAction(event.key, moves());
    if (!what) return;
    event.preventDefault();
    perform(what);
  }
  document.addEventListener('keydown', onKey);

  // ---- the turn's ring, on its own clock ----

  function ringShare(turn) {
    const left = Math.max(0, turn.deadline - Date.now());
    return { left, share: Math.min(1, left / (turn.length_ms || 15000)) };
  }

  function ring(turn) {
    const { left, share } = ringShare(turn);
    const el = h('div', { class: 'ring', role: 'timer', 'aria-label': 'time left for this turn' },
      h('span', { class: 'ring-seconds' }, `${Math.ceil(left / 1000)} s`));
    el.style.setProperty('--left', String(share));
    return el;
  }

  const clock = setInterval(() => {
    const turn = state.message?.turn;
    const el = root.querySelector('.ring');
    if (!turn || !el) return;
    const { left, share } = ringShare(turn);
    el.style.setProperty('--left', String(share));
    const seconds = el.querySelector('.ring-seconds');
    if (seconds) seconds.textContent = `${Math.ceil(left / 1000)} s`;
  }, 250);

  // ---- drawing ----

  function moveName(m) {
    switch (m.move) {
      case 'deal': return 'deal';
      case 'buy': return `buy for ${m.price}`;
      case 'discard': return 'let soldiers go';
      case 'attack': return 'attack';
      case 'call': return `call ${m.amount}`;
      case 'raise': return 'raise';
      default: return m.move;
    }
  }

  /** The middle of the table: the hand, the dealer, the ante, the pot, the piles. */
  function centre(v) {
    const round = v.round;
    const items = [];
    if (round) {
      items.push(h('div', { class: 'pal-info', 'data-test': 'hand-number' }, h('span', { class: 'pal-label' }, 'Hand'), h('strong', {}, String(round.number))));
      items.push(h('div', { class: 'pal-info', 'data-test': 'ante' }, h('span', { class: 'pal-label' }, 'Ante'), h('strong', {}, `${chips(round.ante)} each`)));
      items.push(h('div', { class: 'pal-info pal-pot', 'data-test': 'pot', 'aria-label': `the pot: ${round.pot} chips` },
        h('span', { class: 'pal-stack', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')),
        h('span', { class: 'pal-label' }, 'Pot'), h('strong', {}, chips(round.pot))));
    }
    items.push(h('div', { class: 'pal-info', 'data-test': 'dealer' }, h('span', { class: 'pal-label' }, 'Dealer'), h('strong', {}, v.players[v.dealer]?.name || '—')));
    items.push(h('div', { class: 'pal-info pal-pile', 'data-test': 'draw-pile' }, card(null, { extra: 'mini' }), h('span', {}, h('span', { class: 'pal-label' }, 'Draw pile'), h('strong', {}, String(v.draw_pile)))));
    items.push(h('div', { class: 'pal-info pal-pile', 'data-test': 'discard-pile' }, card(null, { extra: 'mini' }), h('span', {}, h('span', { class: 'pal-label' }, 'Discards'), h('strong', {}, String(v.discard_pile)))));
    const rows = [h('div', { class: 'pal-centre' }, items)];
    if (round?.banner_discards?.length) {
      rows.push(h('div', { class: 'pal-passed', 'data-test': 'banner-discards' },
        h('span', { class: 'pal-label' }, 'Passed over in the banner deal'),
        cardRow(round.banner_discards, { extra: 'mini' })));
    }
    if (!round && v.cuts.length) {
      rows.push(h('p', { class: 'pal-cut' }, 'Cut for the deal: ', v.cuts.map((c) => `${who(c.seat)} ${cardShort(c.card)}`).join(', ')));
    }
    if (round?.must_fight && !round.ending) {
      rows.push(h('p', { class: 'pal-must-fight', 'data-test': 'must-fight' }, 'A quiet round has passed with two banners left: battle or fold.'));
    }
    return rows;
  }

  /** The battle being fought: both sides, their bets, each step so far, who answers. */
  function battlePanel(v) {
    const round = v.round;
    const fight = round?.battle;
    if (!fight) return null;
    const remembered = currentBattle(state.chronicle, round.number);
    const side = (seat, role, bet) => {
      const player = round.players[seat];
      return h('div', { class: `pal-side${fight.answering === seat ? ' answering' : ''}`, 'data-test': `fighter-${seat}` },
        h('div', { class: 'pal-role' }, role),
        h('div', { class: 'seat-name' }, who(seat), seat === mySeat() ? ' (you)' : ''),
        player?.banner ? card(player.banner) : null,
        h('div', { class: 'pal-bet' }, `has bet ${chips(bet)}`));
    };
    const steps = remembered?.steps?.length ? remembered.steps : [`${who(fight.attacker)} attacks ${who(fight.defender)}`];
    const answering = fight.answering === mySeat() ? 'You answer' : `${who(fight.answering)} answers`;
    return h('section', { class: 'pal-battle', 'aria-label': 'the battle', 'data-test': 'battle' },
      h('h2', {}, 'Battle'),
      h('div', { class: 'pal-versus' },
        side(fight.attacker, 'attacks', fight.attacker_bet),
        h('div', { class: 'pal-vs', 'aria-hidden': 'true' }, 'vs'),
        side(fight.defender, 'defends', fight.defender_bet)),
      h('ol', { class: 'pal-steps', 'data-test': 'battle-steps' }, steps.map((s) => h('li', {}, s))),
      h('p', { class: 'pal-answer' }, `${answering}: ${chips(fight.to_call)} to call, or fold`, fight.last_raise ? ` (the last raise: ${chips(fight.last_raise)})` : '', '.'));
  }

  /** One side of a called battle, turned over: banner, soldiers and palace, what counted. */
  function shownSide(shown, role, opponentBanner, mine, exclusion) {
    const marked = (cards) => markCards(cards, shown.counted, opponentBanner, exclusion);
    const note = opponentBanner ? exclusionNote(opponentBanner, exclusion) : null;
    const row = (label, cards, test) => (cards.length
      ? h('div', { class: 'pal-row' }, h('span', { class: 'pal-label' }, label),
        h('div', { class: 'pal-cards', 'data-test': test }, marked(cards).map((m) => card(m.card, { counted: m.counted, excluded: m.excluded ? note : null }))))
      : null);
    const excluded = marked([mine.banner, ...mine.soldiers, ...shown.palace].filter(Boolean)).filter((m) => m.excluded);
    return h('div', { class: 'pal-shown', 'data-test': `side-${shown.seat}` },
      h('div', { class: 'pal-role' }, role),
      h('div', { class: 'seat-name' }, who(shown.seat), shown.seat === mySeat() ? ' (you)' : ''),
      row('Banner', mine.banner ? [mine.banner] : [], `shown-banner-${shown.seat}`),
      mine.soldiers ? row('Soldiers', mine.soldiers, `shown-soldiers-${shown.seat}`) : null,
      row('Palace, turned over', shown.palace, `shown-palace-${shown.seat}`),
      h('p', { class: 'pal-hand', 'data-test': `hand-${shown.seat}` }, shown.hand),
      excluded.length
        ? h('p', { class: 'pal-note', 'data-test': 'excluded-note' }, `${excluded.map((m) => cardShort(m.card)).join(' ')} ${note}`)
        : null,
      h('p', { class: 'pal-count' }, `${shown.banner_count} card${shown.banner_count === 1 ? '' : 's'} of ${shown.seat === mySeat() ? 'your' : 'their'} own banner ${exclusion === 'rank' ? 'rank' : 'suit'}`));
  }

  /** Every battle of the hand, newest first: the steps, and for a called one both hands shown. */
  function battleResults(v) {
    const round = v.round;
    if (!round) return null;
    const fought = battlesOf(state.chronicle, round);
    if (!fought.length) return null;
    const exclusion = v.rules.exclusion;
    const held = (seat, fightSides) => {
      const side = fightSides?.[seat];
      return { banner: side?.banner ?? bannerOf(state.chronicle, round.number, seat), soldiers: side?.soldiers ?? null };
    };
    return h('section', { class: 'pal-results', 'aria-label': 'the battles of this hand' },
      h('h2', {}, fought.length === 1 ? 'The battle of this hand' : 'The battles of this hand'),
      fought.slice().reverse().map((b, i) => {
        const result = b.result;
        const steps = b.steps.length ? h('ol', { class: 'pal-steps', 'data-test': 'result-steps' }, b.steps.map((s) => h('li', {}, s))) : null;
        if (!result) {
          return h('article', { class: 'pal-result folded', 'data-test': 'battle-result' },
            h('h3', {}, `${who(b.attacker)} attacked ${who(b.defender)}: a fold`), steps);
        }
        const attacker = held(result.attacker.seat, b.sides);
        const defender = held(result.defender.seat, b.sides);
        const verdict = result.winner === null || result.winner === undefined
          ? `A tie (${decidedWords(result.decided, exclusion)}): both are out, or share the pot if they were the last two`
          : `${who(result.winner)} wins the battle: ${decidedWords(result.decided, exclusion)}`;
        return h('article', { class: `pal-result${i === 0 ? ' latest' : ''}`, 'data-test': 'battle-result' },
          h('h3', {}, `${who(result.attacker.seat)} attacked ${who(result.defender.seat)}`),
          steps,
          h('div', { class: 'pal-versus' },
            shownSide(result.attacker, 'attacker', defender.banner, attacker, exclusion),
            h('div', { class: 'pal-vs', 'aria-hidden': 'true' }, 'vs'),
            shownSide(result.defender, 'defender', attacker.banner, defender, exclusion)),
          h('p', { class: 'pal-verdict', 'data-test': 'verdict' }, verdict));
      }));
  }

  /** The showdown after a quiet round: every hand left, nothing left out. */
  function showdown(v) {
    const round = v.round;
    if (!round?.showdown?.length) return null;
    return h('section', { class: 'pal-results', 'aria-label': 'the showdown', 'data-test': 'showdown' },
      h('h2', {}, 'Showdown'),
      h('div', { class: 'pal-showdown' }, round.showdown.map((shown) => {
        const player = round.players[shown.seat];
        const cards = [player?.banner, ...(player?.soldiers ?? []), ...shown.palace].filter(Boolean);
        const winner = round.winners.includes(shown.seat);
        return h('div', { class: `pal-shown${winner ? ' winner' : ''}`, 'data-test': `showdown-${shown.seat}` },
          h('div', { class: 'seat-name' }, who(shown.seat), winner ? ' · wins' : ''),
          h('div', { class: 'pal-cards' }, markCards(cards, shown.counted, null, v.rules.exclusion).map((m) => card(m.card, { counted: m.counted }))),
          h('p', { class: 'pal-hand' }, shown.hand));
      })));
  }

  /** How the hand ended, in words, and what each player made of it. */
  function ending(v) {
    const round = v.round;
    if (!round?.ending) return null;
    const dealt = round.players.filter((p) => p.status !== 'sat_out' && p.name);
    return h('section', { class: 'pal-ending', 'aria-label': 'the end of the hand', 'data-test': 'ending' },
      h('h2', {}, `Hand ${round.number} is over`),
      h('p', { class: 'pal-ending-words' }, `${potWords(round, names(), v.rules.exclusion)}.`),
      h('ul', { class: 'pal-nets' }, dealt.map((p) => h('li', { class: (p.won ?? 0) > (p.put_in ?? 0) ? 'won' : 'lost' },
        `${who(p.seat)}: put in ${chips(p.put_in)}, took ${chips(p.won)} (${netWords(p)})`))));
  }

  /** What an empty seat, or a bot's, offers: sitting, moving, a bot in or out (between hands). */
  function seatButtons(index, name) {
    const v = view();
    const offers = [];
    const seated = mySeat() !== null;
    const bot = Boolean(name?.endsWith('[bot]'));
    if (!name && !seated) offers.push([`sit-${index}`, 'Sit here', '', () => { state.sitting = index; render(); }]);
    if (!name && seated && between()) offers.push([`move-${index}`, 'Move here', '', () => send({ type: 'move', seat: index }, 'Move')]);
    if (!name && between()) offers.push([`bot-${index}`, 'Add a bot', 'quiet', () => send({ type: 'bot', seat: index, add: true }, 'Add a bot')]);
    if (bot && between()) offers.push([`unbot-${index}`, 'Remove the bot', 'quiet', () => send({ type: 'bot', seat: index, add: false }, 'Remove the bot')]);
    const row = offers.map(([test, label, look, run]) => h('button', { type: 'button', class: look, 'data-test': test, onclick: run }, label));
    if (!name && state.sitting === index) row.push(sitForm(index, v));
    return h('div', { class: 'seat-buttons' }, row);
  }

  /** The chips to bring to seat `index`: 20 big bets, or the wallet if less. */
  function sitForm(index, v) {
    const field = h('input', {
      type: 'number', min: 1, id: 'sit-chips', inputmode: 'numeric', 'aria-label': 'chips to bring',
      value: Math.min(account.wallet ?? 0, v.rules.big_bet * 20),
    });
    queueMicrotask(() => field.focus());
    const submit = (e) => {
      e.preventDefault();
      state.sitting = null;
      send({ type: 'sit', seat: index, chips: Number(field.value) }, 'Sit down').then(showWallet);
    };
    return h('form', { class: 'sit', onsubmit: submit },
      h('label', { for: 'sit-chips' }, 'Chips to bring'), field,
      h('button', { type: 'submit', 'data-test': 'sit-confirm' }, 'Sit down'));
  }

  function seatView(index) {
    const message = state.message;
    const v = message.view;
    const player = v.players[index];
    const name = message.seats?.[index] ?? (player?.name || null);
    const mine = mySeat() === index;
    const onTurn = message.turn?.seat === index;
    const round = v.round;
    // The hand's place for this seat, while its player is the one still sitting there.
    const inRound = round?.players[index]?.name === player?.name ? round.players[index] : null;
    const dealt = inRound && inRound.name && inRound.status !== 'sat_out';
    const out = dealt && inRound.status !== 'in';
    const parts = [];
    parts.push(h('div', { class: 'pal-seat-head' },
      h('span', { class: 'seat-name' }, name ?? `Seat ${index + 1}: free`, mine ? ' (you)' : ''),
      name && v.dealer === index ? h('span', { class: 'pal-dealer', title: 'the dealer', 'aria-label': 'the dealer' }, 'D') : null));
    if (name) parts.push(h('div', { class: 'seat-chips', 'data-test': `chips-${index}` }, `${chips(player.chips)} chips`));
    if (onTurn && message.turn) parts.push(ring(message.turn));
    if (inRound && inRound.name) {
      parts.push(h('div', { class: `pal-status ${inRound.status}`, 'data-test': `status-${index}` }, statusWords(inRound.status),
        dealt ? ` · put in ${chips(inRound.put_in)}` : '',
        round.ending && dealt ? ` · ${netWords(inRound)}` : ''));
    }
    if (dealt && !out) {
      const chosen = mine ? picked() : [];
      const row = (label, extra, ...body) => h('div', { class: `pal-row${extra}` }, h('span', { class: 'pal-label' }, label), h('div', { class: 'pal-row-body' }, body));
      if (inRound.banner) {
        parts.push(row('Banner', ' pal-banner-row',
          h('div', { class: 'pal-cards', 'data-test': `banner-${index}` }, card(inRound.banner, { extra: 'flag' })),
          h('span', { class: 'pal-kind' }, bannerKind(inRound.banner, v.rules.exclusion))));
      }
      parts.push(row(`Soldiers ${inRound.soldiers.length}/${v.rules.max_soldiers}`, '',
        h('div', { class: 'pal-cards pal-soldiers', 'data-test': `soldiers-${index}` },
          inRound.soldiers.length ? inRound.soldiers.map((c) => card(c, { extra: chosen.includes(c) ? 'chosen' : '' })) : h('span', { class: 'pal-none' }, 'none'))));
      if (inRound.palace.length) {
        const faces = inRound.palace.every((c) => c !== null);
        // Shown to the whole table: a called battle or the showdown had it turned over.
        const seen = round.battles.some((b) => b.attacker.seat === index || b.defender.seat === index) || round.showdown.some((s) => s.seat === index);
        let tag = null;
        if (mine && faces) tag = seen ? 'seen by the table' : 'only you see these; hidden from the others';
        else if (faces) tag = 'turned over for the table';
        parts.push(row(mine ? 'Your palace' : 'Palace', ` pal-palace${mine ? ' own' : ''}`,
          h('div', { class: 'pal-cards', 'data-test': `palace-${index}` }, inRound.palace.map((c) => card(c))),
          tag ? h('span', { class: `pal-secret${seen || !mine ? ' seen' : ''}`, 'data-test': `palace-tag-${index}` }, tag) : null));
      }
    }
    parts.push(seatButtons(index, name));
    const label = `seat ${index + 1}${name ? `: ${name}` : ', free'}${mine ? ', your seat' : ''}${onTurn ? ', on turn' : ''}`;
    return h('section', {
      class: `seat pal-seat${mine ? ' mine' : ''}${onTurn ? ' on-turn' : ''}${name ? '' : ' free'}${out ? ' out' : ''}`,
      'aria-label': label,
      'data-test': `seat-${index}`,
    }, parts);
  }

  function amountEntry(tag, range, label) {
    const { key, value } = amount(tag, range);
    if (range.min === range.max) return h('span', { class: 'pal-fixed', 'data-test': `${tag}-amount` }, `${label} ${chips(range.min)}`);
    const id = `pal-${tag}-amount`;
    return h('span', { class: 'pal-amount' },
      h('label', { for: id }, `${label} (${chips(range.min)} to ${chips(range.max)})`),
      h('input', {
        id, type: 'number', min: range.min, max: range.max, step: 1, value, inputmode: 'numeric', 'data-test': `${tag}-amount`,
        oninput: (e) => setAmount(key, e.target.value),
        onkeydown: (e) => { if (e.key === 'Enter') { e.preventDefault(); setAmount(key, e.target.value); if (tag === 'attack') attack(); else raise(); } },
      }));
  }

  function button(test, text, onclick, extra = '') {
    return h('button', { type: 'button', 'data-test': test, class: extra, disabled: state.busy, onclick }, text);
  }

  function controls() {
    const v = view();
    const me = mySeat();
    if (me === null) return h('div', { class: 'controls', 'data-test': 'watching' }, h('p', { class: 'hint' }, 'You are watching. Choose a free seat to sit down.'));
    const list = moves();
    const rows = [];
    const round = v.round;
    const deal = findMove(list, 'deal');
    const buy = findMove(list, 'buy');
    const discardMove = findMove(list, 'discard');
    const attackMove = findMove(list, 'attack');
    const call = findMove(list, 'call');
    const raiseMove = findMove(list, 'raise');
    if (deal) {
      rows.push(h('div', { class: 'moves' }, button('deal', `Deal hand ${v.rounds_played + 1}`, () => perform({ do: 'deal' }), 'primary')));
    }
    if (call) {
      const fight = round.battle;
      const raised = fight.last_raise > 0;
      rows.push(h('p', { class: 'pal-prompt' }, raised
        ? `${who(fight.answering === fight.attacker ? fight.defender : fight.attacker)} raised ${chips(fight.last_raise)}: call, raise again, or fold.`
        : `${who(fight.attacker)} attacks you with ${chips(fight.attacker_bet)}: call, raise, or fold.`));
      const raiseRow = raiseMove
        ? h('span', { class: 'pal-raise' }, amountEntry('raise', raiseMove, 'Raise by'),
          button('raise', `Raise (pay ${chips(call.amount + Number(amount('raise', raiseMove).value))})`, () => perform({ do: 'raise' })))
        : null;
      rows.push(h('div', { class: 'moves' },
        button('call', `Call ${chips(call.amount)}`, () => perform({ do: 'call' }), 'primary'),
        raiseRow,
        button('fold', 'Fold', () => perform({ do: 'fold' }), 'quiet')));
    }
    if (discardMove) {
      const chosen = picked();
      const afterBuy = v.phase === 'discarding' && v.after === 'buy';
      const afterCapture = v.phase === 'discarding' && v.after === 'capture';
      let prompt = 'Or let soldiers go: choose them, then Let go.';
      if (afterBuy) prompt = discardMove.min ? `You are over ${v.rules.max_soldiers} soldiers: let at least ${discardMove.min} go.` : 'You bought a soldier: let any go, or keep them all.';
      if (afterCapture) prompt = `You captured: let at least ${discardMove.min} go, to keep ${v.rules.max_soldiers} at most.`;
      rows.push(h('p', { class: 'pal-prompt' }, prompt));
      rows.push(h('div', { class: 'pal-picks', role: 'group', 'aria-label': 'soldiers to let go' },
        discardMove.soldiers.map((c, i) => h('button', {
          type: 'button', class: `pal-pick${chosen.includes(c) ? ' chosen' : ''}`, 'aria-pressed': chosen.includes(c) ? 'true' : 'false',
          'data-test': `pick-${c}`, 'aria-label': `${cardWords(c)}: ${chosen.includes(c) ? 'to let go' : 'kept'} (key ${i + 1})`,
          onclick: () => pick(c),
        }, markup('span', { class: 'pal-pick-card', 'aria-hidden': 'true' }, cardSvg(c)), h('span', { class: 'pal-pick-word', 'aria-hidden': 'true' }, chosen.includes(c) ? 'let go' : `${i + 1}`)))));
      const fits = chosen.length >= discardMove.min && chosen.length <= discardMove.max && chosen.length > 0;
      const buttons = [button('discard', `Let go ${chosen.length ? chosen.map(cardShort).join(' ') : '…'}`, () => perform({ do: 'discard' }), afterBuy || afterCapture ? 'primary' : '')];
      if (!fits) buttons[0].disabled = true;
      if (discardMove.min === 0) buttons.push(button('keep', 'Keep them all', () => perform({ do: 'keep' }), chosen.length ? '' : 'primary'));
      rows.push(h('div', { class: 'moves' }, buttons));
    }
    if (attackMove) {
      const list2 = targets();
      rows.push(h('div', { class: 'pal-attack' },
        h('span', { class: 'pal-label' }, 'Attack'),
        h('div', { class: 'pal-targets', role: 'group', 'aria-label': 'whom to attack' }, list2.map((seat) => {
          const banner = round.players[seat]?.banner;
          return h('button', {
            type: 'button', class: `pal-target${state.target === seat ? ' chosen' : ''}`, 'aria-pressed': state.target === seat ? 'true' : 'false',
            'data-test': `target-${seat}`, onclick: () => { state.target = seat; render(); },
          }, who(seat), banner ? ` ${cardShort(banner)}` : '');
        })),
        amountEntry('attack', attackMove.bet, 'Bet'),
        button('attack', `Attack ${state.target !== null ? who(state.target) : ''}`, () => perform({ do: 'attack' }), round.must_fight ? 'primary' : '')));
    }
    const plain = [];
    if (buy) plain.push(button('buy', `Buy a soldier (${chips(buy.price)})`, () => perform({ do: 'buy' })));
    if (findMove(list, 'stay')) plain.push(button('stay', 'Stay', () => perform({ do: 'stay' })));
    if (findMove(list, 'fold') && !call) plain.push(button('fold', 'Fold', () => perform({ do: 'fold' }), 'quiet'));
    if (plain.length) rows.push(h('div', { class: 'moves' }, plain));
    if (!list.length) rows.push(h('p', { class: 'hint', 'data-test': 'waiting' }, waitingWords(v)));
    if (between()) rows.push(h('div', { class: 'moves' }, h('button', { type: 'button', class: 'quiet', 'data-test': 'stand', onclick: () => send({ type: 'stand' }, 'Stand up').then(showWallet) }, 'Stand up')));
    return h('div', { class: 'controls pal-controls', 'data-test': 'controls' }, rows);
  }

  function waitingWords(v) {
    const seat = v.to_act?.[0];
    if (seat === undefined) return 'Waiting for a second player who can pay the ante.';
    switch (v.phase) {
      case 'between_rounds': return `Waiting for ${who(seat)} to deal.`;
      case 'turn': return `${who(seat)}'s turn.`;
      case 'discarding': return `${who(seat)} is letting soldiers go.`;
      case 'battle': return `${who(seat)} answers the battle.`;
      default: return 'Waiting.';
    }
  }

  function render() {
    // Drawn afresh: a control focused from the keyboard (or a field being typed in) gets the
    // focus back, if it is still there.
    const active = document.activeElement;
    const typing = active?.matches?.('input') ? active.id : null;
    const focused = !typing && active?.matches?.(':focus-visible') ? active.closest('[data-test]')?.dataset.test : null;
    draw();
    if (root.contains(document.activeElement)) return;
    if (typing) document.getElementById(typing)?.focus();
    else if (focused) root.querySelector(`[data-test="${CSS.escape(focused)}"]`)?.focus();
  }

  function draw() {
    const v = view();
    if (!v) {
      fill(root, h('p', {}, 'Joining the table…'));
      return;
    }
    fill(root,
      h('div', { class: 'table-head' },
        h('h1', {}, `Table ${table}`),
        h('p', {}, describeRules(v.rules), `, exclusion by ${v.rules.exclusion}, ${v.rules.max_soldiers} soldiers at most`,
          ' · ', h('a', { href: `#/rules/${table}` }, 'the rules'), ' · ', h('a', { href: '#/' }, 'lobby'))),
      h('div', { class: 'felt palace-felt' },
        centre(v),
        battlePanel(v),
        h('div', { class: 'seats pal-seats' }, v.players.map((_, i) => seatView(i)))),
      controls(),
      h('p', { class: 'error', role: 'alert', 'data-test': 'error' }, state.error),
      h('p', { class: 'notice', role: 'status' }, state.notice),
      ending(v),
      showdown(v),
      battleResults(v),
      h('details', { class: 'keys' }, h('summary', {}, 'Keys'),
        h('dl', {}, PALACE_KEYS.flatMap(([key, what]) => [h('dt', {}, key), h('dd', {}, what)]))),
      h('section', { class: 'log', 'aria-label': 'the hand' },
        h('h2', {}, 'The hand'),
        h('ol', { role: 'log', 'aria-live': 'off', 'data-test': 'log' }, state.log.map((line) => h('li', {}, line)))));
  }

  render();
  follow(table, onMessage);
  return () => {
    clearInterval(clock);
    document.removeEventListener('keydown', onKey);
    leave(table);
  };
}
