// A casino table (RULES.md 5.1; docs/rules/casino.md §5.8): the dealer and the seats, your own
// seat lit, the chips and the bet, Deal and Pass, exactly the legal moves, the turn's ring, the
// box over each hand, each result in words, the round's log; all of it from the server's views.

import { api } from '../api.js';
import { Bet, CHIPS } from '../bet.js';
import { cardSvg } from '../cards.js';
import { h, fill, markup, announce, chips } from '../dom.js';
import { keyAction, KEYS } from '../hotkeys.js';
import { follow, leave, request } from '../socket.js';
import { handBox, resultWords, totalText } from '../totals.js';
import { eventWords } from '../words.js';
import { describeRules } from './lobby.js';

const LOG_LINES = 40;

export function tablePage({ main, account }, table) {
  const saved = JSON.parse(sessionStorage.getItem(`table:${table}`) ?? '{}');
  const state = {
    message: null, // the last view message's fields: version, seat, seats, turn, view
    bet: new Bet(),
    log: saved.log ?? [],
    error: '',
    notice: '',
    sitting: null, // the seat whose "sit here" form is open
  };
  const root = h('div', { class: 'table-page' });
  fill(main, root);

  const save = () => sessionStorage.setItem(`table:${table}`, JSON.stringify({ log: state.log.slice(-LOG_LINES) }));
  const names = () => (state.message?.view?.players ?? []).map((p) => p.name || null);
  const mySeat = () => state.message?.seat ?? null;
  const moves = () => state.message?.view?.moves ?? [];

  function onMessage(message) {
    switch (message.type) {
      case 'view':
        state.message = { ...message };
        break;
      case 'events':
      case 'caught_up': {
        const lines = (message.events ?? []).map((e) => eventWords(e, names())).filter(Boolean);
        if (lines.length) {
          state.log.push(...lines);
          state.log = state.log.slice(-LOG_LINES);
          save();
          announce((message.events ?? []).map((e) => eventWords(e, names(), true)).filter(Boolean).join('. '));
        }
        if (!state.message) break;
        state.message.version = message.version;
        if ('turn' in message) state.message.turn = message.turn;
        if (message.seats) state.message.seats = message.seats;
        if ('seat' in message) state.message.seat = message.seat;
        if (message.view) state.message.view = message.view;
        if (message.events?.some((e) => e.event === 'round_over' || e.event === 'seated')) refreshWallet();
        break;
      }
      case 'waiting':
        state.notice = `You sit down in seat ${message.seat + 1} when this round is over.`;
        break;
      default:
        return;
    }
    render();
    if (mySeat() !== null && state.message?.view?.to_act?.includes(mySeat())) {
      const words = moves().map((m) => m.move).join(', ');
      if (words) announce(`Your turn: ${words}`);
    }
  }

  async function refreshWallet() {
    try {
      const fresh = await api('GET', '/api/me');
      const wallet = document.getElementById('nav-wallet');
      if (wallet) wallet.textContent = String(fresh.wallet);
      account.wallet = fresh.wallet;
    } catch {
      // The next page load shows it.
    }
  }

  async function send(message, what) {
    state.error = '';
    state.notice = '';
    render();
    const answer = await request({ table, ...message });
    if (answer.type === 'refused' || answer.type === 'error') {
      state.error = `${what}: ${answer.message}`;
      announce(state.error);
    } else if (answer.type === 'waiting') {
      state.notice = `You sit down in seat ${answer.seat + 1} when this round is over.`;
    }
    render();
    return answer;
  }

  const act = (action, what) => send({ type: 'act', action, version: state.message?.version }, what);

  function deal() {
    if (state.bet.amount === 0) {
      state.error = 'Deal: put chips on the bet first (or press Repeat)';
      render();
      return;
    }
    const amount = state.bet.amount;
    act({ action: 'stake', amount }, 'Deal').then((answer) => {
      if (answer.type === 'accepted') state.bet = new Bet();
      render();
    });
  }

  function repeat() {
    const last = state.message?.view?.last_bets?.[mySeat()];
    if (last) state.bet = Bet.of(last);
    else state.error = 'Repeat: there is no bet to repeat yet';
    render();
  }

  function perform(what) {
    switch (what.do) {
      case 'deal': return deal();
      case 'pass': return act({ action: 'pass' }, 'Pass');
      case 'twist': return act({ action: 'twist' }, 'Twist');
      case 'stick': return act({ action: 'stick' }, 'Stick');
      case 'buy': return act({ action: 'buy' }, 'Buy');
      case 'split': return act({ action: 'split' }, 'Split');
      case 'repeat': return repeat();
      case 'clear': state.bet = new Bet(); return render();
      case 'chip':
        state.bet = what.add ? state.bet.add(what.chip, maxBet()) : state.bet.remove(what.chip);
        return render();
      default: return undefined;
    }
  }

  function maxBet() {
    const view = state.message?.view;
    if (!view || mySeat() === null) return 0;
    const held = view.players[mySeat()]?.chips ?? 0;
    return Math.min(view.rules.max_stake, held, account.bet_limit ?? Infinity);
  }

  function onKey(event) {
    if (event.target.closest?.('input, select, textarea')) return;
    // Enter and Space on a focused button are that button's.
    if ((event.key === 'Enter' || event.key === ' ') && event.target.closest?.('button, a, summary')) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const what = keyAction(event.key, event.shiftKey, moves());
    if (!what) return;
    event.preventDefault();
    perform(what);
  }
  document.addEventListener('keydown', onKey);

  // The turn's ring counts down on its own clock.
  const tick = setInterval(() => {
    const turn = state.message?.turn;
    const ring = root.querySelector('.ring');
    if (!turn || !ring) return;
    const left = Math.max(0, turn.deadline - Date.now());
    const length = turn.length_ms || 15000;
    ring.style.setProperty('--left', String(Math.min(1, left / length)));
    const label = ring.querySelector('.ring-seconds');
    if (label) label.textContent = `${Math.ceil(left / 1000)} s`;
  }, 250);

  function between() {
    const view = state.message?.view;
    return view && (view.phase === 'over' || (view.phase === 'betting' && view.bets.length === 0));
  }

  function hand(bettor, index, handState, total, dealer, current) {
    const box = handBox(handState.state, total);
    const soft = total?.soft && !['pontoon', 'five_card_trick', 'bust'].includes(handState.state);
    const result = resultWords(handState, total, dealer);
    return h('div', { class: `hand${current ? ' current' : ''}`, 'aria-current': current ? 'true' : null, 'data-test': `hand-${bettor.seat}-${index}` },
      h('div', { class: `box${soft ? ' soft' : ''}`, 'aria-label': `total ${box || 'not shown'}` }, box || '·', handState.bought ? ' · bought' : ''),
      markup('div', { class: 'cards' }, handState.cards.map(cardSvg).join('')),
      h('div', { class: 'stake' }, `bet ${chips(handState.stake)}`),
      result ? h('div', { class: `result ${handState.result > 0 ? 'won' : 'lost'}`, 'data-test': 'result' }, `${result} (${handState.result > 0 ? '+' : ''}${handState.result})`) : null);
  }

  function seatView(index) {
    const message = state.message;
    const view = message.view;
    const player = view.players[index];
    const name = message.seats?.[index] ?? (player?.name || null);
    const mine = mySeat() === index;
    const onTurn = message.turn?.seat === index;
    const round = view.round;
    const bettorAt = round?.bettors.findIndex((b) => b.seat === index) ?? -1;
    const dealer = round ? { state: round.dealer.state, total: view.totals?.dealer } : null;
    const playing = view.phase === 'playing' && view.seat === index;
    const parts = [];
    parts.push(h('div', { class: 'seat-name' }, name ?? `Seat ${index + 1}: free`, mine ? ' (you)' : ''));
    if (name) parts.push(h('div', { class: 'seat-chips', 'data-test': `chips-${index}` }, `${chips(player.chips)} chips`));
    if (onTurn) {
      const left = Math.max(0, message.turn.deadline - Date.now());
      const ring = h('div', { class: 'ring', role: 'timer', 'aria-label': 'time left for this turn' },
        h('span', { class: 'ring-seconds' }, `${Math.ceil(left / 1000)} s`));
      ring.style.setProperty('--left', String(Math.min(1, left / (message.turn.length_ms || 15000))));
      parts.push(ring);
    }
    if (bettorAt >= 0) {
      const bettor = round.bettors[bettorAt];
      parts.push(h('div', { class: 'hands' }, bettor.hands.map((hs, i) => hand(bettor, i, hs, view.totals?.hands?.[bettorAt]?.[i], dealer, playing && view.hand === i))));
    } else if (view.bets.some((b) => b.seat === index)) {
      const bet = view.bets.find((b) => b.seat === index);
      parts.push(h('div', { class: 'stake' }, bet.stake ? `bets ${bet.stake}` : 'passes'));
    }
    const buttons = [];
    if (!name) {
      if (mySeat() === null) buttons.push(h('button', { type: 'button', 'data-test': `sit-${index}`, onclick: () => { state.sitting = index; render(); } }, 'Sit here'));
      else if (between()) buttons.push(h('button', { type: 'button', 'data-test': `move-${index}`, onclick: () => send({ type: 'move', seat: index }, 'Move') }, 'Move here'));
      if (between()) buttons.push(h('button', { type: 'button', class: 'quiet', 'data-test': `bot-${index}`, onclick: () => send({ type: 'bot', seat: index, add: true }, 'Add a bot') }, 'Add a bot'));
    } else if (name.endsWith('[bot]') && between()) {
      buttons.push(h('button', { type: 'button', class: 'quiet', onclick: () => send({ type: 'bot', seat: index, add: false }, 'Remove the bot') }, 'Remove the bot'));
    }
    if (state.sitting === index && !name) {
      const amount = h('input', { type: 'number', min: view.rules.min_stake, value: Math.min(account.wallet, view.rules.max_stake * 10), id: 'sit-chips', inputmode: 'numeric', 'aria-label': 'chips to bring' });
      buttons.push(h('form', { class: 'sit', onsubmit: (e) => { e.preventDefault(); state.sitting = null; send({ type: 'sit', seat: index, chips: Number(amount.value) }, 'Sit down').then(refreshWallet); } },
        h('label', { for: 'sit-chips' }, 'Chips to bring'), amount, h('button', { type: 'submit', 'data-test': 'sit-confirm' }, 'Sit down')));
      queueMicrotask(() => amount.focus());
    }
    parts.push(h('div', { class: 'seat-buttons' }, buttons));
    return h('section', {
      class: `seat${mine ? ' mine' : ''}${onTurn ? ' on-turn' : ''}${name ? '' : ' free'}`,
      'aria-label': `seat ${index + 1}${name ? `: ${name}` : ', free'}${mine ? ', your seat' : ''}${onTurn ? ', on turn' : ''}`,
      'data-test': `seat-${index}`,
    }, parts);
  }

  function controls() {
    const mine = mySeat();
    if (mine === null) return h('p', { class: 'hint' }, 'You are watching. Choose a free seat to sit down.');
    const legal = new Set(moves().map((m) => m.move));
    const rows = [];
    if (legal.has('stake')) {
      rows.push(h('div', { class: 'chips', role: 'group', 'aria-label': 'chips: click to add, right-click to take one off' },
        CHIPS.map((chip) => h('button', {
          type: 'button', class: `chip chip-${chip}`, 'data-chip': chip,
          'aria-label': `chip of ${chip}`,
          onclick: () => perform({ do: 'chip', chip, add: true }),
          oncontextmenu: (e) => { e.preventDefault(); perform({ do: 'chip', chip, add: false }); },
        }, String(chip)))));
      const stacks = state.bet.stacks().map(([chip, n]) => `${n} × ${chip}`).join(' + ');
      rows.push(h('p', { class: 'bet', 'data-test': 'bet', 'aria-live': 'polite' }, `Bet: ${state.bet.amount}`, stacks ? ` (${stacks})` : ''));
      rows.push(h('div', { class: 'moves' },
        h('button', { type: 'button', 'data-test': 'deal', class: 'primary', onclick: deal }, 'Deal'),
        h('button', { type: 'button', 'data-test': 'pass', onclick: () => perform({ do: 'pass' }) }, 'Pass'),
        h('button', { type: 'button', 'data-test': 'repeat', onclick: repeat }, 'Repeat the bet'),
        h('button', { type: 'button', 'data-test': 'clear', class: 'quiet', onclick: () => perform({ do: 'clear' }) }, 'Clear')));
    } else if (legal.size) {
      const label = { twist: 'Twist', stick: 'Stick', buy: 'Buy', split: 'Split' };
      rows.push(h('div', { class: 'moves' }, moves().map((m) => h('button', {
        type: 'button', 'data-test': m.move, class: m.move === 'stick' ? 'primary' : '',
        onclick: () => perform({ do: m.move }),
      }, label[m.move] ?? m.move, m.cost ? ` (${m.cost})` : ''))));
    } else {
      rows.push(h('p', { class: 'hint' }, 'Waiting for the others.'));
    }
    if (between()) rows.push(h('button', { type: 'button', class: 'quiet', 'data-test': 'stand', onclick: () => send({ type: 'stand' }, 'Stand up').then(refreshWallet) }, 'Stand up'));
    return h('div', { class: 'controls' }, rows);
  }

  function render() {
    // The page is drawn afresh: a control focused from the keyboard gets the focus back, if it is
    // still there. (One clicked with the mouse does not keep it, so that Enter stays the keypad's.)
    const active = document.activeElement;
    const focused = active?.matches?.(':focus-visible') ? active.closest('[data-test]')?.dataset.test : null;
    draw();
    if (focused && root.contains(document.activeElement) === false) {
      root.querySelector(`[data-test="${CSS.escape(focused)}"]`)?.focus();
    }
  }

  function draw() {
    const message = state.message;
    if (!message) {
      fill(root, h('p', {}, 'Joining the table…'));
      return;
    }
    const view = message.view;
    const round = view.round;
    const dealerState = round?.dealer.state ?? 'waiting';
    const dealerBox = dealerState === 'waiting' ? '' : handBox(dealerState, view.totals?.dealer);
    fill(root,
      h('div', { class: 'table-head' },
        h('h1', {}, `Table ${table}`),
        h('p', {}, describeRules(view.rules), ' · ', h('a', { href: `#/rules/${table}` }, 'the rules'), ' · ', h('a', { href: '#/' }, 'lobby'))),
      h('div', { class: 'felt' },
        h('section', { class: 'dealer', 'aria-label': 'the dealer', 'data-test': 'dealer' },
          h('div', { class: 'seat-name' }, 'Dealer'),
          round ? h('div', { class: 'box' }, dealerBox || 'face down') : null,
          round ? markup('div', { class: 'cards' }, round.dealer.cards.map(cardSvg).join('')) : null),
        h('div', { class: 'seats' }, view.players.map((_, i) => seatView(i)))),
      controls(),
      h('p', { class: 'error', role: 'alert', 'data-test': 'error' }, state.error),
      h('p', { class: 'notice', role: 'status' }, state.notice),
      h('details', { class: 'keys' }, h('summary', {}, 'Keys'),
        h('dl', {}, KEYS.flatMap(([key, what]) => [h('dt', {}, key), h('dd', {}, what)]))),
      h('section', { class: 'log', 'aria-label': 'the round' },
        h('h2', {}, 'The round'),
        // Read out as it happens by the page's live region, so not a live region itself.
        h('ol', { role: 'log', 'aria-live': 'off', 'data-test': 'log' }, state.log.map((line) => h('li', {}, line)))));
    if (round && view.totals) {
      const mine = round.bettors.findIndex((b) => b.seat === mySeat());
      const total = mine >= 0 ? view.totals.hands[mine]?.[view.hand ?? 0] : null;
      root.dataset.myTotal = totalText(total);
    }
  }

  render();
  follow(table, onMessage);
  return () => {
    clearInterval(tick);
    document.removeEventListener('keydown', onKey);
    leave(table);
  };
}
