// Napoleon's Imperium: the digest's worked examples (§8) for the sequence, the economy, the trackers and the
// score, as acceptance tests, with the sequence of play walked for real.
import { describe, expect, it } from 'vitest';
import { frozenAtLeastOne, frozenTakenDistribution } from './frozen';
import { Campaign, makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type DataPack } from '../../data/tables';
import { NATION_IDS, economyCoins, type NationId } from './data';
import { napoleonsImperium as ni } from './module';
import { gamePoints, rankFor } from './score';
import { activeNation, budgetFor, holderOf, slotOfNation, turnOf, year, type NiState } from './state';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from './tables';

type C = Campaign<NiState>;

const FRENCH: NationId[] = ['fr', 'ot', 'sp', 'au'];
const BRITISH: NationId[] = ['gb', 'no', 'pr', 'ru'];

/** A map with the territories the examples use (values are the group's, not the rulebook's). */
function mapPack(extra: (p: DataPack) => DataPack = (p) => p): DataPack {
  let p = templatePack(DATA);
  const set = (key: string, col: string, v: number | string | boolean) => (p = setCell(DATA, p, 'territories', key, col, v));
  for (const [cap, v] of [['France', 6], ['England', 6], ['Constantinople', 5], ['Sweden', 5], ['Spain', 5], ['Prussia', 5], ['Austria', 5], ['Russia', 6]] as const) set(cap, 'value', v);
  const add = (key: string, owner: string, v: number, baltic = false) => {
    set(key, 'value', v);
    set(key, 'originalOwner', owner);
    set(key, 'capital', false);
    set(key, 'baltic', baltic);
  };
  add('Crimea', 'ru', 2);
  add('Siberia', 'ru', 1);
  add('Finland', 'ru', 2, true);
  set('Catalonia', 'value', 2);
  set('Northern Spain', 'value', 2);
  add('Silesia', 'pr', 2);
  add('Belgium', 'fr', 2);
  add('Wales', 'gb', 2);
  add('Holland', 'neutral', 3);
  add('Switzerland', 'neutral', 2);
  add('Bohemia', 'au', 2);
  return extra(p);
}

function campaign(opts: { players?: Array<[string, NationId[]]>; rules?: Record<string, string | boolean>; pack?: DataPack; settings?: Record<string, unknown>; seed?: number } = {}): C {
  const players = opts.players ?? [['Ann', FRENCH], ['Bo', BRITISH]];
  const header = makeHeader({
    id: 'ni-test',
    game: 'napoleons-imperium',
    scenario: 'battle-point',
    players: players.map(([name, powers]) => ({ name, powers })),
    settings: completeSettings(ni, { ...(opts.settings ?? {}), rules: opts.rules ?? {}, dataPack: opts.pack ?? mapPack() }),
    seed: opts.seed ?? 1798,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'test',
  });
  return Campaign.create(ni, header);
}

const step = (c: C) => c.state.position.stepId;
const next = (c: C) => c.act('sequence.next', {});
const econ = (c: C, n: NationId) => ni.readTrack(c.state, 'economy', n);
const bp = (c: C, n: NationId) => ni.readTrack(c.state, 'battle-points', n);

/** Does what the current step needs to be left (closing purchases, placing, rolling), then moves on one step. */
function advance(c: C, weather: number[] = []): void {
  const s = c.state;
  const n = activeNation(s);
  switch (step(c)) {
    case 'prep-purchase':
      for (const x of NATION_IDS) if (!c.state.carts[x]!.closed) c.act('economy.close', { nation: x });
      break;
    case 'prep-placement':
      for (const x of NATION_IDS) if (!c.state.placed.includes(x)) c.act('placement.done', { nation: x });
      break;
    case 'weather':
      while (!c.state.weather[String(year(c.state))]) c.act('weather.roll', {}, { physicalDice: [[weather.shift() ?? 1]] });
      break;
    case 'rebellion':
      if (c.state.rebellion?.turn !== c.state.position.turn) {
        const k = c.state.holdings.filter((h) => h.original === n).length;
        c.act('rebellion.roll', { nation: n }, { physicalDice: [Array(k).fill(5)] });
      }
      break;
    case 'purchase':
      if (!c.state.carts[n!]!.closed) c.act('economy.close', { nation: n });
      break;
    case 'attack':
      for (const d of [...c.state.cardsDue]) c.act('cards.draw', { nation: d.nation });
      break;
    case 'placement':
      if (!c.state.placed.includes(n!)) c.act('placement.done', { nation: n });
      break;
  }
  next(c);
}

function finishTurn(c: C, weather: number[] = []): void {
  const t = c.state.position.turn;
  while (c.state.position.turn === t && !c.state.gameOver) advance(c, weather);
}

/** Plays quietly up to the given nation's turn in the given year, at the given step. */
function playTo(c: C, y: number, n: NationId, stepId: string, weather: number[] = []): void {
  const target = turnOf(y, slotOfNation(c.state, n));
  while (c.state.position.turn < target) finishTurn(c, weather);
  expect(c.state.position.turn).toBe(target);
  let guard = 0;
  while (step(c) !== stepId) {
    advance(c, weather);
    if (++guard > 30) throw new Error(`never reached ${stepId}`);
  }
}

/** A refusal changes nothing: same state, same log. */
function refused(c: C, type: string, payload: unknown, pattern: RegExp, dice?: number[][]): void {
  const before = c.state;
  const len = c.entries.length;
  expect(() => c.act(type, payload, dice ? { physicalDice: dice } : {})).toThrow(pattern);
  expect(c.state).toBe(before);
  expect(c.entries.length).toBe(len);
}

// -------------------------------------------------------------------------------------------------------------

describe('set-up [Players / Teams, §3C, Commencement Incomes]', () => {
  it('TC-02: commencement incomes 17/13/17/15 and 16/15/14/17, 62 a side', () => {
    const c = campaign();
    expect(FRENCH.map((n) => econ(c, n))).toEqual([17, 17, 13, 15]);
    expect(BRITISH.map((n) => econ(c, n))).toEqual([16, 15, 14, 17]);
    expect(FRENCH.reduce((a, n) => a + econ(c, n), 0)).toBe(62);
    expect(BRITISH.reduce((a, n) => a + econ(c, n), 0)).toBe(62);
    // TC-40: Spain starts with flags in Northern Spain, Spain, Southern Spain and Catalonia.
    expect(['Northern Spain', 'Spain', 'Southern Spain', 'Catalonia'].map((t) => holderOf(c.state, t))).toEqual(['sp', 'sp', 'sp', 'sp']);
    expect(holderOf(c.state, 'Holland')).toBe('neutral');
  });

  it('TC-01: the economy line shows 37 as coins on 30 and 7', () => {
    expect(economyCoins(37)).toEqual([30, 7]);
    expect(economyCoins(17)).toEqual([17]);
    const c = campaign();
    c.act('track.set', { track: 'economy', power: 'fr', value: 37 });
    expect(econ(c, 'fr')).toBe(37);
    expect(ni.powerViews(c.state, c.header).find((v) => v.power === 'fr')!.facts.join(' ')).toMatch(/coins on 30 and 7/);
  });

  it('refuses a set-up the rules forbid', () => {
    expect(() => campaign({ players: [['Ann', ['fr', 'gb', 'ot', 'sp']], ['Bo', ['no', 'pr', 'au', 'ru']]] })).toThrow(/only in one alliance/);
    expect(() => campaign({ players: [['Ann', FRENCH], ['Bo', ['gb', 'no', 'pr']]] })).toThrow(/Russian Empire has no player/);
    expect(() => campaign({ players: [['Ann', [...FRENCH, ...BRITISH]]] })).toThrow(/2 to 8 players/);
    expect(() => campaign({ players: [['Ann', FRENCH], ['Bo', ['gb', 'no', 'pr', 'ru', 'fr']]] })).toThrow(/both/);
    expect(() => campaign({ players: [['Ann', FRENCH], ['Bo', ['gb', 'no', 'pr', 'bavaria' as NationId]]] })).toThrow(/not one of the eight empires/);
    expect(() => campaign({ players: [['Ann', FRENCH], ['Ann', BRITISH]] })).toThrow(/Two players are called Ann/);
    expect(() => campaign({ settings: { bankers: { french: 'Bo' } } })).toThrow(/Banker/);
    const p = setCell(DATA, mapPack(), 'nations', 'ru', 'startIncome', null);
    expect(() => campaign({ pack: p })).toThrow(/Fill in the table "Empires".*Russian Empire/);
  });

  it('Bankers: one per team with four or more players, the first of each team unless named [§3C]', () => {
    const c = campaign({ players: [['Ann', ['fr', 'ot']], ['Cy', ['sp', 'au']], ['Bo', ['gb', 'no']], ['Di', ['pr', 'ru']]], settings: { bankers: { british: 'Di' } } });
    expect(c.state.bankers).toEqual({ french: 'Ann', british: 'Di' });
    refused(c, 'setup.banker', { alliance: 'french', player: 'Bo' }, /does not play in the French Imperial Alliance/);
    c.act('setup.banker', { alliance: 'french', player: 'Cy' });
    expect(c.state.bankers.french).toBe('Cy');
    expect(campaign().state.bankers).toEqual({ french: null, british: null });
  });
});

describe('1798, the preparation year [§2]', () => {
  it('TC-03: France buys 1 infantry + 2 cavalry + 1 fleet = 17, nothing forfeited; 18 is refused; the cart locks', () => {
    const c = campaign();
    expect(step(c)).toBe('prep-purchase');
    expect(ni.turnLabel(c.state).full).toBe('1798 · Preparation year');
    refused(c, 'economy.purchase', { nation: 'fr', items: { infantry: 1, cavalry: 2, fleet: 1, artillery: 1 } }, /has 17 of its 17 left; .* cost 20/);
    c.act('economy.purchase', { nation: 'fr', items: { infantry: 1, cavalry: 2, fleet: 1 } });
    expect(c.state.carts.fr).toMatchObject({ budget: 17, spent: 17 });
    refused(c, 'economy.purchase', { nation: 'fr', items: { infantry: 1 } }, /has 0 of its 17 left/);
    c.act('economy.close', { nation: 'fr' });
    expect(c.state.carts.fr!.forfeited).toBe(0);
    expect(c.state.nations.fr.tray).toEqual([
      { unit: 'infantry', count: 1, origin: 'purchased', availableYear: 1798 },
      { unit: 'cavalry', count: 2, origin: 'purchased', availableYear: 1798 },
      { unit: 'fleet', count: 1, origin: 'purchased', availableYear: 1798 },
    ]);
    refused(c, 'economy.cancel', { nation: 'fr', items: { infantry: 1 } }, /cannot be changed after Phase One/);
    refused(c, 'economy.purchase', { nation: 'fr', items: { infantry: 1 } }, /cannot be changed after Phase One/);
  });

  it('TC-03: a cart of 16 forfeits 1; half-point costs add up (Spain’s infantry 1.5)', () => {
    const c = campaign();
    c.act('economy.purchase', { nation: 'fr', items: { infantry: 2, cavalry: 4 } });
    const e = c.act('economy.close', { nation: 'fr' });
    expect(e.title).toBe('French Empire closes its purchases: 16 of 17 spent, 1 forfeited (unspent income is not saved) [§3B]');
    expect(c.state.carts.fr!.forfeited).toBe(1);
    c.act('economy.purchase', { nation: 'sp', items: { infantry: 3 } });
    expect(c.state.carts.sp!.spent).toBe(4.5);
    c.act('economy.cancel', { nation: 'sp', items: { infantry: 1 } });
    expect(c.state.carts.sp!.spent).toBe(3);
  });

  it('a value missing from the tables is refused with the table to fill in', () => {
    const c = campaign();
    refused(c, 'economy.purchase', { nation: 'gb', items: { artillery: 1 } }, /Fill in the table "Military costs".*British Empire artillery cost/);
    c.act('data.set', { table: 'military-costs', key: 'gb', column: 'artillery', value: '4' });
    c.act('economy.purchase', { nation: 'gb', items: { artillery: 1 } });
    expect(c.state.carts.gb!.spent).toBe(4);
  });

  it('TC-44: at most two Riflemen on the board; Camels are Ottoman only', () => {
    const c = campaign();
    refused(c, 'economy.purchase', { nation: 'gb', items: { riflemen: 1 } }, /Fill in the table "Special units: Camels and Riflemen".*Riflemen cost/);
    c.act('data.set', { table: 'special-units', key: 'riflemen', column: 'cost', value: '3' });
    refused(c, 'economy.purchase', { nation: 'gb', items: { riflemen: 3 } }, /At most 2 riflemen on the board/);
    c.act('economy.purchase', { nation: 'gb', items: { riflemen: 1 } });
    c.act('track.set', { track: 'riflemen', power: 'gb', value: 1 });
    refused(c, 'economy.purchase', { nation: 'gb', items: { riflemen: 1 } }, /already has 2 on the board or bought/);
    refused(c, 'economy.purchase', { nation: 'gb', items: { camels: 1 } }, /unique Ottoman unit: British Empire cannot buy them/);
    c.act('economy.purchase', { nation: 'ot', items: { camels: 2 } });
    expect(c.state.carts.ot!.spent).toBe(5);
  });

  it('TC-38: the 1798 movement timer is 10 minutes, 15 with a player of 3 nations, 20 with 4 (the most)', () => {
    const timer = (c: C) => ni.derived(c.state, c.header).find((d) => d.id === 'movement-timer-1798')!.value;
    expect(timer(campaign({ players: NATION_IDS.map((n, i) => [`P${i}`, [n]]) }))).toBe(10);
    expect(timer(campaign({ players: [['Ann', ['fr', 'ot', 'sp']], ['Cy', ['au']], ['Bo', BRITISH]] }))).toBe(20);
    expect(timer(campaign({ players: [['Ann', ['fr', 'ot', 'sp']], ['Cy', ['au']], ['Bo', ['gb', 'no']], ['Di', ['pr', 'ru']]] }))).toBe(15);
  });

  it('is simultaneous: everybody buys, moves and places; no attacks, no spies, no neutral territories', () => {
    const c = campaign({ rules: { spies: true } });
    c.act('economy.purchase', { nation: 'ru', items: { infantry: 2 } });
    refused(c, 'sequence.next', {}, /Waiting for French Empire, British Empire, .* to close their purchases/);
    for (const n of NATION_IDS) c.act('economy.close', { nation: n });
    next(c);
    expect(step(c)).toBe('prep-movement');
    expect(ni.prompt(c.state, c.header)).toMatch(/20 minutes/);
    refused(c, 'battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker', units: 2 }, /no attacks in 1798/);
    refused(c, 'spy.move', { nation: 'pr', to: 'France' }, /Spies may not move in 1798/);
    c.act('commander.use', { commander: 'ru-major', phase: 'movement', unit: 'cavalry' });
    next(c);
    expect(step(c)).toBe('prep-placement');
    c.act('placement.done', { nation: 'ru' });
    expect(c.state.nations.ru.tray).toEqual([]);
    refused(c, 'placement.done', { nation: 'ru' }, /already placed/);
    for (const n of NATION_IDS) if (n !== 'ru') c.act('placement.done', { nation: n });
    next(c);
    expect(ni.turnLabel(c.state).full).toBe('1799 · French turn');
    expect(step(c)).toBe('purchase');
  });
});

describe('a nation’s turn walked through the sequence [§1, §3-§4, §5, §29]', () => {
  it('1799: the French turn runs Purchase, Attack, Movement, Placement, then the British turn begins', () => {
    const c = campaign();
    finishTurn(c);
    expect(ni.turnLabel(c.state)).toEqual({ year: '1799', turn: 'French turn', full: '1799 · French turn' });
    const seen: string[] = [step(c)];
    expect(step(c)).toBe('purchase');
    expect(c.state.carts.fr).toMatchObject({ budget: 17, spent: 0, closed: false });
    // Out of turn and out of order: refused, nothing changes.
    refused(c, 'economy.purchase', { nation: 'gb', items: { infantry: 1 } }, /It is French Empire’s turn, not British Empire’s/);
    refused(c, 'placement.done', { nation: 'fr' }, /Not now: this is done at the Purchase Placement/);
    refused(c, 'battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker', units: 2 }, /Not now: this is done at Phase Two/);
    refused(c, 'sequence.next', {}, /French Empire must close its purchases/);
    refused(c, 'economy.purchase', { nation: 'prussia', items: { infantry: 1 } }, /"prussia" is not one of the eight empires/);
    c.act('economy.purchase', { nation: 'fr', items: { infantry: 4, artillery: 3 } });
    c.act('economy.close', { nation: 'fr' });
    next(c);
    seen.push(step(c));
    c.act('battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker', units: 3 });
    expect(econ(c, 'fr')).toBe(20);
    next(c);
    seen.push(step(c));
    refused(c, 'commander.use', { commander: 'gb-major', phase: 'movement' }, /French Empire’s turn/);
    c.act('commander.use', { commander: 'fr-major', phase: 'movement', unit: 'infantry' });
    next(c);
    seen.push(step(c));
    refused(c, 'sequence.next', {}, /French Empire places its Purchase Tray to end its turn/);
    const e = c.act('placement.done', { nation: 'fr' });
    expect(e.title).toBe('French Empire places 4 infantry, 3 artillery in France: end of its turn [§4]');
    const end = next(c);
    expect(end.title).toBe('End of 1799 · French turn');
    expect(seen).toEqual(['purchase', 'attack', 'movement', 'placement']);
    expect(ni.turnLabel(c.state).full).toBe('1799 · British turn');
    expect(step(c)).toBe('purchase');
    // Income is from the territories owned at the start of the turn [§3].
    expect(c.state.carts.gb).toMatchObject({ budget: 16 });
    expect(c.state.nations.fr.tray).toEqual([]);
    // The French Major's use resets at France's own next turn.
    expect(c.state.commanders.find((x) => x.id === 'fr-major')!.used).toBe('movement');
    expect(Campaign.load(ni, JSON.parse(JSON.stringify(c.toFile()))).state).toEqual(c.state);
  });

  it('Back stays inside the turn and a closed cart stays closed [§3B]', () => {
    const c = campaign();
    finishTurn(c);
    c.act('economy.close', { nation: 'fr' });
    next(c);
    c.act('sequence.back', {});
    expect(step(c)).toBe('purchase');
    refused(c, 'economy.purchase', { nation: 'fr', items: { infantry: 1 } }, /cannot be changed after Phase One/);
    refused(c, 'sequence.back', {}, /first step of the turn/);
  });

  it('a whole year: eight turns in the fixed order, then 1800', () => {
    const c = campaign();
    finishTurn(c);
    const order: string[] = [];
    for (let k = 0; k < 8; k++) {
      order.push(ni.turnLabel(c.state).turn);
      finishTurn(c);
    }
    expect(order).toEqual(['French turn', 'British turn', 'Ottoman turn', 'Nordic turn', 'Spanish turn', 'Prussian turn', 'Austrian turn', 'Russian turn']);
    expect(ni.turnLabel(c.state).full).toBe('1800 · French turn');
  });
});

describe('capture, income and the economy line [§3, §10, §10B, §26B]', () => {
  it('GB takes France: flag, income, Battle Card for France, Captured Capital card, a Minor Commander; France is in exile', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: [], result: 'attacker' }, /list it among the defenders/);
    refused(c, 'battle.result', { kind: 'land', where: 'Narnia', attacker: 'gb', defenders: ['fr'], result: 'attacker' }, /Fill in the table "Territories \(map\)".*add "Narnia"/);
    refused(c, 'battle.result', { kind: 'land', where: 'Wales', attacker: 'gb', defenders: ['fr'], result: 'attacker' }, /own territory/);
    refused(c, 'battle.result', { kind: 'land', where: 'Silesia', attacker: 'gb', defenders: ['pr'], result: 'attacker' }, /Prussian Empire is British Empire’s ally/);
    refused(c, 'battle.result', { kind: 'land', where: 'France', attacker: 'fr', defenders: ['gb'], result: 'attacker' }, /British Empire’s Attack Phase/);
    const e = c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    expect(e.title).toMatch(/^Battle for France: British Empire wins\. British Empire takes the French flag/);
    expect(c.state.nations.gb.flags).toBe(1);
    expect(econ(c, 'gb')).toBe(22);
    expect(econ(c, 'fr')).toBe(11);
    expect(c.state.nations.gb.cards['captured-capital']).toBe(1);
    expect(c.state.commanders.filter((x) => x.nation === 'gb').map((x) => x.id)).toEqual(['gb-major', 'gb-minor-1']);
    expect(c.state.cardsDue).toEqual([{ nation: 'fr', battle: 1 }]);
    refused(c, 'sequence.next', {}, /French Empire must draw a Battle Card first/);
    refused(c, 'cards.draw', { nation: 'gb' }, /no Battle Card to draw/);
    const d = c.act('cards.draw', { nation: 'fr', card: 7, kind: 'disaster' });
    expect(d.title).toMatch(/French Empire draws Battle Card: card 7 \(DISASTER\); 19 left in its deck/);
    expect(ni.powerViews(c.state, c.header).find((v) => v.power === 'fr')).toMatchObject({ status: 'In exile' });
    // The exiled French place their land units in one allied capital [§10.2].
    playTo(c, 1800, 'fr', 'purchase');
    // TC-11: 11 halved, rounded up = 6.
    expect(c.state.carts.fr!.budget).toBe(6);
    c.act('economy.purchase', { nation: 'fr', items: { infantry: 3 } });
    c.act('economy.close', { nation: 'fr' });
    next(c);
    next(c);
    next(c);
    refused(c, 'placement.done', { nation: 'fr' }, /choose the one allied capital/);
    refused(c, 'exile.choose', { nation: 'fr', ally: 'gb' }, /not an ally/);
    c.act('exile.choose', { nation: 'fr', ally: 'au' });
    refused(c, 'exile.choose', { nation: 'fr', ally: 'sp' }, /only one allied capital/);
    expect(c.act('placement.done', { nation: 'fr' }).title).toMatch(/3 infantry in Austria \(exile\)/);
  });

  it('TC-11: half income with the capital lost, rounded up, at least 2; none without territory', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    const b = (v: number) => {
      c.act('track.set', { track: 'economy', power: 'fr', value: v });
      return budgetFor(c.state, 'fr', 0).budget;
    };
    expect(b(9)).toBe(5);
    expect(b(13)).toBe(7);
    expect(b(1)).toBe(2);
    expect(b(3)).toBe(2);
    // With no territory at all: the economy line 0 and nothing held.
    expect(b(0)).toBe(0);
    // Penalties after halving by default (A14): 13 -> 7 - 2 = 5; the other reading: (13 - 2) -> 6.
    c.act('track.set', { track: 'economy', power: 'fr', value: 13 });
    expect(budgetFor(c.state, 'fr', 2).budget).toBe(5);
    c.act('rules.set', { id: 'capitalLostIncome', value: 'subtract-then-halve' });
    expect(budgetFor(c.state, 'fr', 2).budget).toBe(6);
  });

  it('TC-12: one free infantry at the start of each unbroken anniversary; a liberation restarts the clock', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'fr' });
    playTo(c, 1800, 'fr', 'purchase');
    c.act('economy.close', { nation: 'fr' });
    next(c);
    // Liberation is not attempted this year: the British get their anniversary at the start of their 1800 turn.
    playTo(c, 1800, 'gb', 'anniversary');
    expect(c.state.journal.map((j) => j.text)).toEqual(['British Empire places 1 free infantry in France: anniversary of an unbroken occupation [§10B.2]']);
    next(c);
    expect(step(c)).toBe('purchase');
    c.act('sequence.back', {});
    expect(step(c)).toBe('anniversary');
    next(c);
    finishTurn(c);
    // France liberates itself in its 1801 turn; the British retake it in theirs: the clock restarts.
    playTo(c, 1801, 'fr', 'attack');
    const lib = c.act('battle.result', { kind: 'land', where: 'France', attacker: 'fr', defenders: ['gb'], result: 'attacker' });
    expect(lib.title).toMatch(/French Empire liberates its own capital France: flag and income restored, \+1 artillery free \[§11B\]/);
    c.act('cards.draw', { nation: 'gb' });
    playTo(c, 1801, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'fr' });
    playTo(c, 1802, 'gb', 'purchase');
    expect(c.state.journal.some((j) => /anniversary/.test(j.text))).toBe(true);
    expect(c.state.holdings.find((h) => h.territory === 'France')).toMatchObject({ since: turnOf(1801, 1), anniversariesPaid: 1 });
  });
});

describe('commanders captured: imprison or parole [§13-§15]', () => {
  function spanishMajorBeatenIn1801(roll: number): C {
    const c = campaign();
    playTo(c, 1801, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Catalonia', attacker: 'gb', defenders: ['sp'], result: 'attacker', commanders: ['gb-major', 'sp-major'] }, { physicalDice: [[roll]] });
    return c;
  }

  it('TC-19: a 7 paroles the Spanish Major to Spain’s tray until the Spanish placement of 1801', () => {
    const c = spanishMajorBeatenIn1801(7);
    const sp = c.state.commanders.find((x) => x.id === 'sp-major')!;
    expect(sp).toMatchObject({ status: 'paroled', holder: null, releaseTurn: turnOf(1801, 4) });
    expect(c.state.nations.gb.cards['captured-commander']).toBe(1);
    expect(c.state.commanders.find((x) => x.id === 'gb-major')!.used).toBe('attack');
    expect(c.entries.at(-1)!.title).toMatch(/PAROLED to the Spanish Purchase Tray until the Spanish placement of 1801 \[§14C\]/);
    c.act('cards.draw', { nation: 'sp' });
    playTo(c, 1801, 'sp', 'placement');
    c.act('placement.done', { nation: 'sp' });
    next(c);
    expect(step(c)).toBe('releases');
    expect(c.state.commanders.find((x) => x.id === 'sp-major')).toMatchObject({ status: 'active', releaseTurn: null });
    expect(ni.prompt(c.state, c.header)).toMatch(/Spanish Major Commander returns to Spain/);
  });

  it('TC-19: a 5 imprisons it in the British tray until the British placement of 1802, not 1801', () => {
    const c = spanishMajorBeatenIn1801(5);
    expect(c.state.commanders.find((x) => x.id === 'sp-major')).toMatchObject({ status: 'imprisoned', holder: 'gb', releaseTurn: turnOf(1802, 1) });
    // Imprisoned at the end of the game it would be worth 15 to Britain.
    expect(ni.derived(c.state, c.header).find((d) => d.id === 'battle-points' && d.power === 'gb')!.breakdown.map((l) => l.label)).toContain('Captured Commander End of Game (Bonus) × 1');
    c.act('cards.draw', { nation: 'sp' });
    playTo(c, 1801, 'sp', 'attack');
    refused(c, 'battle.result', { kind: 'land', where: 'Wales', attacker: 'sp', defenders: ['gb'], result: 'defender', commanders: ['sp-major'] }, /Spanish Major Commander is imprisoned and cannot take part/);
    playTo(c, 1802, 'gb', 'placement');
    expect(c.state.commanders.find((x) => x.id === 'sp-major')!.status).toBe('imprisoned');
    c.act('placement.done', { nation: 'gb' });
    next(c);
    expect(step(c)).toBe('releases');
    expect(c.state.commanders.find((x) => x.id === 'sp-major')!.status).toBe('active');
  });

  it('TC-20: a Spanish attack repulsed by Prussia in 1803: Successful Land Defence and Captured Commander cards; a 3 frees it at the Prussian placement of 1803, a 0 at the Spanish placement of 1804', () => {
    for (const [roll, status, release] of [[3, 'imprisoned', turnOf(1803, 5)], [10, 'paroled', turnOf(1804, 4)]] as const) {
      const c = campaign();
      playTo(c, 1803, 'sp', 'attack');
      c.act('battle.result', { kind: 'land', where: 'Silesia', attacker: 'sp', defenders: ['pr'], result: 'defender', commanders: ['sp-major'] }, { physicalDice: [[roll]] });
      expect(c.state.nations.pr.cards).toMatchObject({ 'successful-land-defence': 1, 'captured-commander': 1 });
      expect(c.state.cardsDue).toEqual([{ nation: 'sp', battle: 1 }]);
      expect(c.state.commanders.find((x) => x.id === 'sp-major')).toMatchObject({ status, releaseTurn: release, holder: status === 'imprisoned' ? 'pr' : null });
    }
  });

  it('TC-20: a commander due for release while its capital is occupied stays captive, and returns when it is liberated', () => {
    const c = campaign();
    playTo(c, 1801, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'gb', defenders: ['sp'], result: 'attacker', commanders: ['sp-major'] }, { physicalDice: [[8]] });
    c.act('cards.draw', { nation: 'sp' });
    playTo(c, 1801, 'sp', 'purchase');
    // Spain is occupied: the paroled Major is not released at the Spanish placement.
    finishTurn(c);
    expect(c.state.commanders.find((x) => x.id === 'sp-major')!.status).toBe('awaiting-capital');
    playTo(c, 1801, 'au', 'attack');
    const e = c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'au', defenders: ['gb'], result: 'attacker' });
    expect(e.title).toMatch(/Austrian Empire liberates Spain for Spanish Empire: its flag and income are restored and it places 1 infantry, 1 artillery there \[§11B\]/);
    expect(c.state.commanders.find((x) => x.id === 'sp-major')!.status).toBe('active');
    expect(c.state.journal.map((j) => j.text)).toContain('Spanish Major Commander returns to Spain now that it is free [§14C]');
  });

  it('TC-21: in a draw no commander is captured, all go home, no cards', () => {
    const c = campaign();
    playTo(c, 1799, 'ot', 'attack');
    const e = c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'ot', defenders: ['ru'], result: 'draw', commanders: ['ot-major', 'ru-major'] });
    expect(e.dice).toBeUndefined();
    expect(c.state.commanders.filter((x) => x.status !== 'active')).toEqual([]);
    expect(c.state.cardsDue).toEqual([]);
    expect(NATION_IDS.every((n) => Object.values(c.state.nations[n].cards).every((v) => v === 0))).toBe(true);
    expect(e.title).toMatch(/Ottoman Major Commander returns to Constantinople/);
  });

  it('TC-17: a Minor gives no movement bonus; a Major used in the attack cannot give one; a Minor on the losing side is executed [§13B, §13D, §15]', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker', commanders: ['gb-major'] });
    c.act('cards.draw', { nation: 'fr' });
    next(c);
    expect(step(c)).toBe('movement');
    refused(c, 'commander.use', { commander: 'gb-minor-1', phase: 'movement' }, /Minor Commanders give no movement bonus/);
    refused(c, 'commander.use', { commander: 'gb-major', phase: 'movement' }, /used in the Attack Phase this year: one phase only/);
    playTo(c, 1800, 'gb', 'attack');
    // A new turn: the Major is free to act again.
    expect(c.state.commanders.find((x) => x.id === 'gb-major')!.used).toBeNull();
    const e = c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'defender', commanders: ['gb-minor-1'] });
    expect(e.dice).toBeUndefined();
    expect(c.state.commanders.find((x) => x.id === 'gb-minor-1')!.status).toBe('executed');
    expect(c.state.nations.fr.cards).toMatchObject({ 'captured-commander': 1, 'successful-land-defence': 1 });
    c.act('cards.draw', { nation: 'gb' });
    next(c);
    c.act('commander.use', { commander: 'gb-major', phase: 'movement', unit: 'fleet' });
    expect(c.state.commanders.find((x) => x.id === 'gb-major')!.used).toBe('movement');
  });
});

describe('battles’ consequences [§5C, §7, §19, §25, §32]', () => {
  it('TC-18: the Ottoman three-stage attack: two victories (flag, income, a Russian Battle Card each), then a draw in Russia', () => {
    const c = campaign();
    playTo(c, 1799, 'ot', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'ot', defenders: ['ru'], result: 'attacker', commanders: ['ot-major'] });
    c.act('cards.draw', { nation: 'ru' });
    c.act('battle.result', { kind: 'land', where: 'Siberia', attacker: 'ot', defenders: ['ru'], result: 'attacker', commanders: ['ot-major'] });
    c.act('cards.draw', { nation: 'ru' });
    expect(c.state.nations.ot.flags).toBe(2);
    expect(econ(c, 'ot')).toBe(17 + 2 + 1);
    expect(econ(c, 'ru')).toBe(17 - 2 - 1);
    expect(c.state.nations.ru.deck.draws).toBe(2);
    const draw = c.act('battle.result', { kind: 'land', where: 'Russia', attacker: 'ot', defenders: ['ru'], result: 'draw', commanders: ['ot-major'] });
    expect(draw.title).toMatch(/Draw: Russia reverts to Russian Empire, which places 1 infantry free and a flag/);
    expect(draw.title).toMatch(/Ottoman Major Commander returns to Constantinople/);
    expect(c.state.cardsDue).toEqual([]);
    expect(econ(c, 'ru')).toBe(14);
    expect(c.state.nations.ot.flags).toBe(2);
    expect(ni.reminders(c.state, c.header)).toContain('To place now: Russian Empire places 1 infantry free in Russia (draw, §7)');
  });

  it('TC-22: 8 British fleets beat 2 French + 1 Spanish with 6 left: 2 dice at 3 or less, 8 and 2 capture one fleet; a Sea Victory card', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'battle.result', { kind: 'sea', where: 'Bay of Biscay', attacker: 'gb', defenders: ['fr', 'sp'], result: 'attacker', seaPrize: [{ nation: 'gb', survivors: 6 }] }, /how many enemy fleets the winner sank/);
    refused(c, 'battle.result', { kind: 'sea', where: 'Bay of Biscay', attacker: 'gb', defenders: ['fr', 'sp'], result: 'attacker', seaPrize: [{ nation: 'fr', survivors: 6 }], fleetsSunk: 3 }, /Only the winning host fleet’s nation/);
    const e = c.act('battle.result', { kind: 'sea', where: 'Bay of Biscay', attacker: 'gb', defenders: ['fr', 'sp'], result: 'attacker', seaPrize: [{ nation: 'gb', survivors: 6 }], fleetsSunk: 3 }, { physicalDice: [[8, 2]] });
    expect(e.dice![0]).toMatchObject({ count: 2, sides: 10, faces: [8, 2] });
    expect(e.title).toMatch(/Sea prize: British Empire rolls 2 dice \(8, 2\) needing 3 or less: 1 new British fleet to its Purchase Tray/);
    expect(c.state.nations.gb.cards['sea-victory']).toBe(1);
    expect(c.state.cardsDue).toEqual([]);
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
    playTo(c, 1799, 'gb', 'placement');
    expect(c.act('placement.done', { nation: 'gb' }).title).toMatch(/1 fleet in its unblockaded ports/);
  });

  it('sea prize dice follow Chart 1 and its rule settings at 5, 10 and above 20 [§19, A12]', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    const dice = (survivors: number) => c.act('battle.result', { kind: 'sea', where: 'North Sea', attacker: 'gb', defenders: ['fr'], result: 'attacker', seaPrize: [{ nation: 'gb', survivors }], fleetsSunk: 1 }).dice![0]!.count;
    expect([1, 5, 6, 10, 11, 20, 21, 26].map(dice)).toEqual([1, 1, 2, 2, 3, 4, 5, 6]);
    c.act('rules.set', { id: 'captureDiceBands', value: 'upper-band' });
    c.act('rules.set', { id: 'captureDiceAbove20', value: 'cap-4' });
    expect([5, 10, 15, 26].map(dice)).toEqual([2, 3, 4, 4]);
  });

  it('TC-36: a draw reverts to the original owner (free infantry) or to an empty neutral; a conquered territory emptied reverts', () => {
    const c = campaign();
    playTo(c, 1799, 'au', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Silesia', attacker: 'au', defenders: ['pr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'pr' });
    c.act('battle.result', { kind: 'neutral', where: 'Switzerland', attacker: 'au', result: 'attacker', units: 2 });
    c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'au', defenders: ['ru'], result: 'attacker' });
    c.act('cards.draw', { nation: 'ru' });
    expect(econ(c, 'au')).toBe(15 + 2 + 2 + 2);
    // (c) the Austrian units in Silesia are all lost to a Battle Card: it reverts to Prussia.
    const e = c.act('territory.revert', { territory: 'silesia' });
    expect(e.title).toBe('Silesia has no unit left: it reverts to Prussian Empire, which places 1 infantry free and a flag [§32]');
    expect(econ(c, 'pr')).toBe(14);
    playTo(c, 1799, 'ru', 'attack');
    // (b) a draw in an originally neutral territory: neutral and empty again, nobody's income.
    c.act('battle.result', { kind: 'land', where: 'Switzerland', attacker: 'ru', defenders: ['au'], result: 'draw' });
    expect(econ(c, 'au')).toBe(15 + 2);
    // (a) a draw in an originally Russian territory held by the enemy: Russia gets it back with 1 free infantry.
    expect(econ(c, 'ru')).toBe(15);
    const e2 = c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'ru', defenders: ['au'], result: 'draw' });
    expect(e2.title).toMatch(/Draw: Crimea reverts to Russian Empire, which places 1 infantry free and a flag/);
    expect(econ(c, 'ru')).toBe(17);
    expect(econ(c, 'au')).toBe(15);
    expect(c.state.holdings).toEqual([]);
    expect(c.state.cardsDue).toEqual([]);
  });

  it('TC-37: an empty neutral costs one of at least two units; no flag, no card; not with one unit', () => {
    const c = campaign();
    playTo(c, 1799, 'fr', 'attack');
    refused(c, 'battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker', units: 1 }, /at least 2 land units/);
    refused(c, 'battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker' }, /Say how many land units/);
    refused(c, 'battle.result', { kind: 'land', where: 'Holland', attacker: 'fr', defenders: [], result: 'attacker' }, /empty neutral territory: record a neutral capture/);
    refused(c, 'battle.result', { kind: 'neutral', where: 'Belgium', attacker: 'fr', result: 'attacker', units: 2 }, /held by French Empire/);
    const e = c.act('battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker', units: 2 });
    expect(e.title).toMatch(/French Empire takes the empty neutral territory Holland: income \+3, 1 of its 2 units is forfeited; no flag, no Battle Card \[§25\]/);
    expect(econ(c, 'fr')).toBe(20);
    expect(c.state.nations.fr.flags).toBe(0);
    expect(c.state.cardsDue).toEqual([]);
    expect(bp(c, 'fr')).toBe(10);
  });
});

describe('treaties [§28]', () => {
  function treaty1800() {
    const c = campaign();
    playTo(c, 1800, 'fr', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Wales', attacker: 'fr', defenders: ['gb'], result: 'attacker' });
    c.act('cards.draw', { nation: 'gb', card: 3 });
    const e = c.act('treaty.create', { bound: 'gb', imposer: 'fr', note: 'Diplomatic Success' });
    expect(e.title).toMatch(/British Empire may not attack French Empire until after the French turn 1801/);
    return c;
  }

  it('TC-24: Britain may not attack France, nor its allies through British borders; a French attack breaks it', () => {
    const c = treaty1800();
    playTo(c, 1800, 'gb', 'attack');
    refused(c, 'battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'attacker' }, /bound by treaty not to attack French Empire until the end of the French turn 1801/);
    refused(c, 'battle.result', { kind: 'sea', where: 'Channel', attacker: 'gb', defenders: ['fr'], result: 'attacker' }, /bound by treaty/);
    c.act('battle.result', { kind: 'land', where: 'Catalonia', attacker: 'gb', defenders: ['sp'], result: 'defender' });
    c.act('cards.draw', { nation: 'gb' });
    expect(ni.reminders(c.state, c.header).join(' ')).toMatch(/British Empire may not attack French Empire until after the French turn 1801/);
    playTo(c, 1800, 'pr', 'attack');
    refused(c, 'battle.result', { kind: 'land', where: 'Belgium', attacker: 'pr', defenders: ['fr'], result: 'attacker', via: 'gb' }, /through the borders of British Empire/);
    c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'pr', defenders: ['fr'], result: 'defender', via: 'no' });
    c.act('cards.draw', { nation: 'pr' });
    expect(c.state.treaties[0]!.status).toBe('active');
    // A French ally through other borders: allowed; through French borders: a breach.
    playTo(c, 1800, 'au', 'attack');
    c.act('battle.result', { kind: 'land', where: 'England', attacker: 'au', defenders: ['gb'], result: 'defender' });
    c.act('cards.draw', { nation: 'au' });
    expect(c.state.treaties[0]!.status).toBe('active');
    const e = c.act('battle.result', { kind: 'land', where: 'England', attacker: 'au', defenders: ['gb'], result: 'defender', via: 'fr' });
    expect(e.title).toMatch(/treaty binding British Empire not to attack French Empire is breached/);
    expect(c.state.treaties[0]!.status).toBe('breached');
  });

  it('TC-24: France may attack Britain meanwhile; the treaty ends at once', () => {
    const c = treaty1800();
    c.act('battle.result', { kind: 'land', where: 'England', attacker: 'fr', defenders: ['gb'], result: 'defender' });
    expect(c.state.treaties[0]).toMatchObject({ status: 'breached', ended: turnOf(1800, 0) });
  });

  it('TC-25: made in the French turn of 1800, it expires at the end of the French turn of 1801', () => {
    const c = treaty1800();
    expect(c.state.treaties[0]!.expires).toBe(turnOf(1801, 0));
    playTo(c, 1801, 'fr', 'placement');
    expect(ni.reminders(c.state, c.header).join(' ')).toMatch(/At the end of this turn the treaty binding British Empire expires/);
    c.act('placement.done', { nation: 'fr' });
    next(c);
    expect(step(c)).toBe('treaty-expiry');
    expect(c.state.treaties[0]!.status).toBe('expired');
    playTo(c, 1801, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
  });

  it('A35: with the "imposer’s slot" reading a treaty made in the bound nation’s own turn ends with the imposer’s turn a year later', () => {
    const c = campaign({ rules: { treatyExpiry: 'imposer-slot' } });
    playTo(c, 1800, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'defender' });
    c.act('cards.draw', { nation: 'gb' });
    c.act('treaty.create', { bound: 'gb', imposer: 'fr' });
    expect(c.state.treaties[0]!.expires).toBe(turnOf(1801, 0));
    refused(c, 'treaty.create', { bound: 'gb', imposer: 'pr' }, /are allies/);
  });
});

describe('Battle Card penalties [§3, §27]', () => {
  it('TC-26: Austria beats Russia in its turn; "two income points in the next playing turn" falls on Russia’s turn later that year', () => {
    const c = campaign();
    playTo(c, 1799, 'au', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'au', defenders: ['ru'], result: 'attacker' });
    c.act('cards.draw', { nation: 'ru' });
    const e = c.act('cards.penalty', { nation: 'ru', amount: 2, when: 'next-turn', note: 'card drawn after Crimea' });
    expect(e.title).toMatch(/Russian Empire loses 2 income in the Russian turn 1799/);
    playTo(c, 1799, 'ru', 'penalties');
    next(c);
    expect(step(c)).toBe('purchase');
    // Economy line 17 − 2 (Crimea) = 15, minus the penalty 2 = 13; the line itself does not move.
    expect(c.state.carts.ru).toMatchObject({ economy: 15, penalties: 2, budget: 13 });
    expect(econ(c, 'ru')).toBe(15);
    finishTurn(c);
    playTo(c, 1800, 'ru', 'purchase');
    expect(c.state.carts.ru!.budget).toBe(15);
  });

  it('"next playing year" means next year even when the nation’s turn is still to come', () => {
    const c = campaign();
    playTo(c, 1799, 'au', 'attack');
    c.act('cards.penalty', { nation: 'ru', amount: 3, when: 'next-year' });
    expect(c.state.penalties[0]!.dueTurn).toBe(turnOf(1800, 7));
  });
});

describe('fleets: invasions and transports [§20B, §20C, §33B, §46-§48]', () => {
  it('TC-23: two invasions per fleet group a year; another group has its own two; no second try at a port that held', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('fleet.invasion', { nation: 'gb', fleet: 'Portsmouth fleet', port: 'Calais' });
    c.act('fleet.invasion', { nation: 'gb', fleet: 'Portsmouth fleet', port: 'Le Havre' });
    refused(c, 'fleet.invasion', { nation: 'gb', fleet: 'portsmouth fleet', port: 'Brest' }, /has made its 2 invasions this year; fleets that invaded together stay together/);
    c.act('fleet.invasion', { nation: 'gb', fleet: 'Plymouth fleet', port: 'Corunna', failed: true });
    refused(c, 'fleet.invasion', { nation: 'gb', fleet: 'Plymouth fleet', port: 'Corunna' }, /failed invasion of Corunna cannot be tried again this year/);
    c.act('fleet.invasion', { nation: 'gb', fleet: 'Plymouth fleet', port: 'Bordeaux' });
    // A landing recorded as a battle with its fleet counts too.
    playTo(c, 1800, 'gb', 'attack');
    expect(c.state.fleetGroups).toEqual([]);
    c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'defender', invasion: true, fleet: 'Portsmouth fleet' });
    c.act('cards.draw', { nation: 'gb' });
    refused(c, 'battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'attacker', invasion: true, fleet: 'Portsmouth fleet' }, /failed invasion of Belgium/);
  });

  it('TC-28: a fleet makes at most two transportations a year', () => {
    const c = campaign();
    playTo(c, 1799, 'no', 'movement');
    c.act('fleet.transport', { nation: 'no', fleet: 'Alborg fleet', note: '4 infantry Alborg to Stettin' });
    c.act('fleet.transport', { nation: 'no', fleet: 'Alborg fleet', note: '4 infantry Alborg to Stettin' });
    refused(c, 'fleet.transport', { nation: 'no', fleet: 'Alborg fleet' }, /has made its 2 transportations this year/);
  });
});

describe('elimination and rebellion [§39, §40]', () => {
  it('TC-31: the Ottomans take Moscow; a friendly-fire card removes Russia’s last unit; Russia is eliminated, 25 to the Ottomans', () => {
    const c = campaign();
    playTo(c, 1799, 'ot', 'attack');
    const e = c.act('battle.result', { kind: 'land', where: 'Russia', attacker: 'ot', defenders: ['ru'], result: 'attacker' });
    expect(e.title).toMatch(/Ottoman Empire takes the Russian flag/);
    expect(e.title).toMatch(/Ottoman Empire takes a Captured Capital card; Russian Empire is in exile/);
    expect(e.title).toMatch(/Ottoman Empire gains a Minor Commander, placed in Constantinople/);
    expect(econ(c, 'ot')).toBe(23);
    c.act('cards.draw', { nation: 'ru', card: 12 });
    refused(c, 'nation.eliminate', { nation: 'pr', by: 'ot' }, /holds Prussia/);
    const el = c.act('nation.eliminate', { nation: 'ru', by: 'ot', reason: 'hit by friendly fire: its last artillery removed' });
    expect(el.title).toMatch(/Russian Empire is eliminated.*Ottoman Empire is credited with the elimination/);
    expect(c.state.nations.ot.eliminations).toBe(1);
    const lines = ni.derived(c.state, c.header).find((d) => d.id === 'battle-points' && d.power === 'ot')!.breakdown;
    expect(lines).toEqual([
      { label: 'Enemy Territories Captured Capital × 1', value: 30, note: '30 each' },
      { label: 'Enemy Capital Held at End of Game (Bonus) × 1', value: 30, note: '30 each' },
      { label: 'Flags × 1', value: 10, note: '10 each' },
      { label: 'Elimination of an Enemy × 1', value: 25, note: '25 each' },
    ]);
    expect(bp(c, 'ot')).toBe(95);
    expect(ni.powerViews(c.state, c.header).find((v) => v.power === 'ru')).toMatchObject({ status: 'Eliminated', defeated: true });
    // Russia's turn: only the rebellion roll.
    playTo(c, 1799, 'ru', 'rebellion');
    refused(c, 'economy.purchase', { nation: 'ru', items: { infantry: 1 } }, /eliminated: on its turn it may only roll for rebellion/);
    refused(c, 'sequence.next', {}, /rolls for rebellion first/);
    c.act('rebellion.roll', { nation: 'ru' }, { physicalDice: [[4]] });
    next(c);
    expect(step(c)).toBe('notice');
    next(c);
    expect(ni.turnLabel(c.state).full).toBe('1800 · French turn');
  });

  it('a successful rebellion re-establishes the nation with 1 infantry, 1 cavalry, 1 artillery; in exile unless in its capital', () => {
    const c = campaign();
    playTo(c, 1799, 'ot', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'ot', defenders: ['ru'], result: 'attacker' });
    c.act('battle.result', { kind: 'land', where: 'Russia', attacker: 'ot', defenders: ['ru'], result: 'attacker', eliminates: ['ru'] });
    expect(c.state.nations.ru.eliminated).toBe(true);
    c.act('cards.draw', { nation: 'ru' });
    c.act('cards.draw', { nation: 'ru' });
    playTo(c, 1799, 'ru', 'rebellion');
    // One die per occupied territory, in the order Crimea, Russia.
    const e = c.act('rebellion.roll', { nation: 'ru' }, { physicalDice: [[1, 7]] });
    expect(e.title).toBe('Russian Empire rolls for rebellion: Crimea 1, Russia 7 → rises in Crimea [§40]');
    refused(c, 'sequence.next', {}, /Choose where Russian Empire rises/);
    refused(c, 'rebellion.reenter', { nation: 'ru', territories: ['Russia'] }, /succeeded only in Crimea/);
    c.act('rebellion.reenter', { nation: 'ru', territories: ['Crimea'] });
    expect(c.state.nations.ru.eliminated).toBe(false);
    expect(c.state.journal.map((j) => j.text)).toContain('Russian Empire places 1 infantry, 1 cavalry, 1 artillery in Crimea; the occupying forces return to their capitals [§40]');
    // It plays on at once, in exile: half of 17 − 6 = 11 → 6.
    next(c);
    expect(step(c)).toBe('purchase');
    expect(c.state.carts.ru).toMatchObject({ economy: 11, capitalLost: true, budget: 6 });
  });
});

describe('spies (optional rules §42-§45)', () => {
  it('TC-32 (1): a Prussian spy succeeds in Paris but France rolls a 1: executed, Spy Death card to France, Prussia gains nothing', () => {
    const c = campaign({ rules: { spies: true } });
    playTo(c, 1799, 'pr', 'movement');
    c.act('spy.move', { nation: 'pr', to: 'france' });
    const e = c.act('spy.steal', { nation: 'pr' }, { physicalDice: [[1], [1]] });
    expect(e.title).toBe('The Prussian spy in France rolls 1: success; French Empire rolls 1: the spy is executed, Spy Death card to French Empire (the secret is lost) [§43, §44]');
    expect(c.state.nations.fr.cards['spy-death']).toBe(1);
    expect(c.state.nations.pr.spy).toMatchObject({ alive: false, stolen: null });
    expect(bp(c, 'fr')).toBe(20);
    refused(c, 'spy.move', { nation: 'pr', to: 'Prussia' }, /dead; it is never replaced/);
  });

  it('TC-32 (1, variant): the spy survives, takes French Infantry Movement 2, and it is in force once home', () => {
    const c = campaign({ rules: { spies: true } });
    playTo(c, 1799, 'pr', 'movement');
    refused(c, 'spy.steal', { nation: 'pr' }, /must be in another nation’s capital/, [[1], [5]]);
    c.act('spy.move', { nation: 'pr', to: 'France' });
    c.act('spy.steal', { nation: 'pr' }, { physicalDice: [[1], [4]] });
    refused(c, 'sequence.next', {}, /choose the ability it stole/);
    refused(c, 'spy.choose', { nation: 'pr', ability: 'gb:fleet-movement' }, /not one of French Empire’s special abilities/);
    c.act('spy.choose', { nation: 'pr', ability: 'fr:infantry-movement' });
    expect(c.state.nations.pr.spy.stolen).toEqual({ from: 'fr', ability: 'fr:infantry-movement', stat: 'infantry-movement', value: '2' });
    expect(ni.powerViews(c.state, c.header).find((v) => v.power === 'pr')!.facts.join(' ')).toMatch(/not in force until home/);
    refused(c, 'spy.steal', { nation: 'pr' }, /already stolen its one ability/);
    playTo(c, 1800, 'pr', 'movement');
    c.act('spy.move', { nation: 'pr', to: 'Prussia' });
    expect(ni.powerViews(c.state, c.header).find((v) => v.power === 'pr')!.facts.join(' ')).toMatch(/infantry movement 2 \(in force\)/);
  });

  it('a stolen cost ability changes the thief’s purchases once home; nobody else can take the same ability', () => {
    const c = campaign({ rules: { spies: true } });
    playTo(c, 1799, 'gb', 'movement');
    c.act('spy.move', { nation: 'gb', to: 'Russia' });
    c.act('spy.steal', { nation: 'gb' }, { physicalDice: [[1], [9]] });
    c.act('spy.choose', { nation: 'gb', ability: 'ru:infantry-cost' });
    playTo(c, 1799, 'no', 'movement');
    c.act('spy.move', { nation: 'no', to: 'Russia' });
    c.act('spy.steal', { nation: 'no' }, { physicalDice: [[1], [9]] });
    refused(c, 'spy.choose', { nation: 'no', ability: 'ru:infantry-cost' }, /British Empire has already stolen that ability/);
    c.act('spy.choose', { nation: 'no', ability: 'ru:cavalry-defence' });
    playTo(c, 1800, 'gb', 'purchase');
    c.act('economy.purchase', { nation: 'gb', items: { infantry: 2 } });
    expect(c.state.carts.gb!.spent).toBe(4);
    c.act('economy.close', { nation: 'gb' });
    next(c);
    next(c);
    c.act('spy.move', { nation: 'gb', to: 'England' });
    playTo(c, 1801, 'gb', 'purchase');
    c.act('economy.purchase', { nation: 'gb', items: { infantry: 2 } });
    expect(c.state.carts.gb!.spent).toBe(3);
  });

  it('TC-32 (4): a Nordic spy fails in London and the British mandatory roll of 1 executes it (allies too); enemies hunt spies at the start of their attack', () => {
    const c = campaign({ rules: { spies: true } });
    playTo(c, 1799, 'no', 'movement');
    c.act('spy.move', { nation: 'no', to: 'England' });
    c.act('spy.steal', { nation: 'no' }, { physicalDice: [[5], [1]] });
    expect(c.state.nations.no.spy.alive).toBe(false);
    expect(c.state.nations.gb.cards['spy-death']).toBe(1);
    playTo(c, 1799, 'sp', 'movement');
    c.act('spy.move', { nation: 'sp', to: 'Silesia' });
    playTo(c, 1799, 'pr', 'spy-discovery');
    refused(c, 'spy.discover', { by: 'pr', spy: 'no' }, /allied spy is friendly|already dead/);
    c.act('spy.discover', { by: 'pr', spy: 'sp' }, { physicalDice: [[6]] });
    refused(c, 'spy.discover', { by: 'pr', spy: 'sp' }, /already rolled for the Spanish spy this Attack Phase/, [[1]]);
    expect(c.state.nations.sp.spy.alive).toBe(true);
  });

  it('a spy inside its own capital when the capital falls is executed [§44]', () => {
    const c = campaign({ rules: { spies: true } });
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    expect(c.state.nations.fr.spy.alive).toBe(false);
    expect(c.state.nations.gb.cards['spy-death']).toBe(1);
  });
});

describe('weather (optional rule §46-§49)', () => {
  it('TC-43: the chart’s faces; 1798 is Fine; the same weather a third year running is rolled again', () => {
    const c = campaign({ rules: { weather: true } });
    expect(c.state.weather['1798']).toBe('fine');
    finishTurn(c);
    expect(step(c)).toBe('weather');
    expect(ni.prompt(c.state, c.header)).toMatch(/French Imperial Alliance rolls/);
    refused(c, 'sequence.next', {}, /Roll for the weather of 1799 first/);
    const e = c.act('weather.roll', {}, { physicalDice: [[4]] });
    expect(e.title).toBe('Weather 1799: 4 = Rain [§46]');
    refused(c, 'weather.roll', {}, /already rain/, [[1]]);
    expect(ni.reminders(c.state, c.header).join(' ')).toMatch(/Rain: every nation fights with its Rain row/);
    // Each nation's Rain row, from the table; the Spanish one is not in the rulebook.
    const facts = (n: NationId) => ni.powerViews(c.state, c.header).find((v) => v.power === n)!.facts;
    expect(facts('fr')).toContain('Rain: attack inf 4 cav 8 art 6 fle 7; defence inf 5 cav 5 art 7 fle 6');
    expect(facts('sp')).toContain('Rain: attack inf ? cav ? art ? fle ?; defence inf ? cav ? art ? fle ?');
    next(c);
    for (let k = 0; k < 8; k++) finishTurn(c);
    expect(step(c)).toBe('weather');
    expect(ni.prompt(c.state, c.header)).toMatch(/British Coalition Alliance rolls/);
    c.act('weather.roll', {}, { physicalDice: [[4]] });
    for (let k = 0; k < 8; k++) finishTurn(c);
    const again = c.act('weather.roll', {}, { physicalDice: [[4]] });
    expect(again.title).toBe('Weather 1801: 4 = Rain, a third year running: roll again [§46]');
    refused(c, 'sequence.next', {}, /cannot come a third year running: roll again/);
    c.act('weather.roll', {}, { physicalDice: [[1]] });
    expect(c.state.weather['1801']).toBe('fine');
    const faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((f) => c.state.data!.tables['weather-roll']!.rows.find((r) => r.key === String(f))!.cells.weather!.v);
    expect(faces).toEqual(['fine', 'stormy', 'fine', 'rain', 'fine', 'stormy', 'fine', 'snow', 'fine', 'snow']);
  });

  it('A7: 1798 counts toward three Fine years by default; not with the other reading', () => {
    for (const [reading, expected] of [['counts', undefined], ['not-counted', 'fine']] as const) {
      const c = campaign({ rules: { weather: true, weatherStreak1798: reading } });
      finishTurn(c);
      c.act('weather.roll', {}, { physicalDice: [[1]] });
      next(c);
      for (let k = 0; k < 8; k++) finishTurn(c);
      c.act('weather.roll', {}, { physicalDice: [[3]] });
      expect(c.state.weather['1800']).toBe(expected);
    }
  });

  it('Stormy: no sea invasions; TC-33 Snow: three frozen Russian fleets, capture or destroy each success, no rolls without the weather game', () => {
    const c = campaign({ rules: { weather: true } });
    finishTurn(c);
    c.act('weather.roll', {}, { physicalDice: [[2]] });
    next(c);
    const board = ni.statusBoard(c.state, c.header).find((g) => g.group === 'Weather 1799: Stormy')!;
    expect(board.rows.find((r) => r.label === 'British')!.value).toBe('fleets move +2; no sea invasions');
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'fleet.invasion', { nation: 'gb', fleet: 'Channel fleet', port: 'Calais' }, /No sea invasions in Stormy weather/);
    refused(c, 'battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'attacker', invasion: true }, /No sea invasions in Stormy weather/);
    playTo(c, 1800, 'fr', 'purchase', [8]);
    expect(c.state.weather['1800']).toBe('snow');
    expect(ni.powerViews(c.state, c.header).find((v) => v.power === 'ot')!.facts).toContain('Snow: No artillery movement, except in Ottoman original and African territories; the Baltic is frozen');
    playTo(c, 1800, 'au', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Finland', attacker: 'au', defenders: ['ru'], result: 'attacker' });
    c.act('cards.draw', { nation: 'ru' });
    refused(c, 'frozen.roll', { captor: 'au', territory: 'Crimea', fleets: 1 }, /Fill in the table "Territories \(map\)".*Crimea borders the Baltic|does not border the Baltic/);
    const e = c.act('frozen.roll', { captor: 'au', territory: 'Finland', fleets: 3 }, { physicalDice: [[1, 6, 1]] });
    // [DERIVED] P(at least 1 of 3) = 1 − 0.9³ = 0.271, told with the roll.
    expect(frozenAtLeastOne(3)).toBeCloseTo(0.271, 12);
    expect(frozenTakenDistribution(3).map((q) => Number(q.toFixed(3)))).toEqual([0.729, 0.243, 0.027, 0.001]);
    expect(e.dice![0]!.purpose).toBe('Frozen fleets in Finland: one die per fleet, each 1 takes one (P(at least one) = 0.271)');
    expect(e.title).toBe('Austrian Empire rolls for 3 frozen Russian fleets in Finland: 1, 6, 1 → 2 taken: capture or destroy each [§49]');
    refused(c, 'sequence.next', {}, /must choose to capture or destroy the frozen fleets/);
    refused(c, 'frozen.resolve', { capture: 2, destroy: 1 }, /must make 2/);
    c.act('frozen.resolve', { capture: 1, destroy: 1 });
    expect(c.state.nations.au.cards['sea-victory']).toBe(1);
    expect(c.state.nations.au.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'frozen-capture', availableYear: 1801 }]);
    // Captured frozen fleets wait for next year's placement (A36).
    playTo(c, 1800, 'au', 'placement');
    c.act('placement.done', { nation: 'au' });
    expect(c.state.nations.au.tray).toHaveLength(1);
    const off = campaign();
    playTo(off, 1799, 'au', 'attack');
    off.act('battle.result', { kind: 'land', where: 'Finland', attacker: 'au', defenders: ['ru'], result: 'attacker' });
    refused(off, 'frozen.roll', { captor: 'au', territory: 'Finland', fleets: 3 }, /only when the weather game’s roll is Snow/);
  });
});

describe('liberation [§11, §12] — TC-42', () => {
  it('own capital +1 artillery; ally’s capital +1 infantry +1 artillery; ally’s territory +1 infantry; own territory nothing; by card: capital +1 artillery, territory +1 infantry', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    for (const t of ['France', 'Belgium']) c.act('battle.result', { kind: 'land', where: t, attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'gb', defenders: ['sp'], result: 'attacker' });
    c.act('battle.result', { kind: 'land', where: 'Catalonia', attacker: 'gb', defenders: ['sp'], result: 'attacker' });
    c.act('battle.result', { kind: 'land', where: 'Northern Spain', attacker: 'gb', defenders: ['sp'], result: 'attacker' });
    c.act('battle.result', { kind: 'land', where: 'Bohemia', attacker: 'gb', defenders: ['au'], result: 'attacker' });
    for (const d of [...c.state.cardsDue]) c.act('cards.draw', { nation: d.nation });
    expect(econ(c, 'gb')).toBe(16 + 6 + 2 + 5 + 2 + 2 + 2);
    playTo(c, 1799, 'ot', 'attack');
    const spain = c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'ot', defenders: ['gb'], result: 'attacker' });
    expect(spain.title).toMatch(/liberates Spain for Spanish Empire: .* places 1 infantry, 1 artillery there \[§11B\]/);
    expect(c.state.nations.ot.cards['captured-capital']).toBe(0);
    expect(c.state.nations.ot.flags).toBe(1);
    const cat = c.act('battle.result', { kind: 'land', where: 'Catalonia', attacker: 'ot', defenders: ['gb'], result: 'attacker' });
    expect(cat.title).toMatch(/places 1 infantry there \[§12B\]/);
    for (const d of [...c.state.cardsDue]) c.act('cards.draw', { nation: d.nation });
    expect(econ(c, 'sp')).toBe(11);
    playTo(c, 1799, 'sp', 'attack');
    const own = c.act('battle.result', { kind: 'land', where: 'Northern Spain', attacker: 'sp', defenders: ['gb'], result: 'attacker' });
    expect(own.title).toMatch(/liberates its own territory Northern Spain: flag and income restored \[§12B\]/);
    expect(econ(c, 'sp')).toBe(13);
    c.act('cards.draw', { nation: 'gb' });
    const card = c.act('territory.liberate', { territory: 'France' });
    expect(card.title).toMatch(/France is liberated by a Battle Card: French Empire .* places 1 artillery \(no instruction on the card: the self-liberated rule\) \[§11B\]/);
    const card2 = c.act('territory.liberate', { territory: 'Bohemia' });
    expect(card2.title).toMatch(/places 1 infantry \(no instruction on the card: the allied-liberated rule\) \[§12B\]/);
    refused(c, 'territory.liberate', { territory: 'Holland' }, /neutral at the start/);
    expect(econ(c, 'gb')).toBe(16 + 2);
    expect(econ(c, 'fr')).toBe(15);
  });
});

describe('Capital Victory [Objectives B] — TC-41', () => {
  it('three enemy capitals held for one full playing year from the fall of the third win, whatever the Battle Points; a drop to two resets the clock', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'France', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'gb', defenders: ['sp'], result: 'attacker' });
    expect(c.state.capitalClock.british).toBeNull();
    for (const d of [...c.state.cardsDue]) c.act('cards.draw', { nation: d.nation });
    playTo(c, 1799, 'pr', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Austria', attacker: 'pr', defenders: ['au'], result: 'attacker' });
    c.act('cards.draw', { nation: 'au' });
    expect(c.state.capitalClock.british).toBe(turnOf(1799, 5));
    expect(ni.reminders(c.state, c.header).join(' ')).toMatch(/wins at the start of the Prussian turn 1800/);
    // Austria liberates itself in its turn: two capitals, the clock stops.
    playTo(c, 1799, 'au', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Austria', attacker: 'au', defenders: ['pr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'pr' });
    expect(c.state.capitalClock.british).toBeNull();
    // Prussia takes it again in 1800: the clock restarts from there.
    playTo(c, 1800, 'pr', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Austria', attacker: 'pr', defenders: ['au'], result: 'attacker' });
    c.act('cards.draw', { nation: 'au' });
    expect(c.state.capitalClock.british).toBe(turnOf(1800, 5));
    playTo(c, 1801, 'sp', 'placement');
    finishTurn(c);
    expect(step(c)).toBe('capital-victory-start');
    expect(c.state.gameOver).toMatchObject({ winners: ['gb', 'no', 'pr', 'ru'] });
    expect(c.state.gameOver!.reason).toMatch(/^Capital Victory for the British Coalition Alliance/);
    refused(c, 'sequence.next', {}, /The game is over/);
    const gp = ni.derived(c.state, c.header).filter((d) => d.id === 'game-points');
    expect(gp.map((d) => [d.label.replace(/ \(.*\)$/, ''), d.value])).toEqual([['Game points: Ann', 10], ['Game points: Bo', 70 + 10]]);
    expect(Campaign.load(ni, JSON.parse(JSON.stringify(c.toFile()))).state).toEqual(c.state);
  });
});

describe('the end of the game [Objectives A, Battle Point Score Chart, Game Points Allocation, Game Ranks]', () => {
  it('TC-39: notice at the end of 1799 by a majority ends the game at the end of 1801; not before the end of 1799', () => {
    const c = campaign();
    refused(c, 'end.notice', { vote: 'majority' }, /only from the completion of 1799/);
    playTo(c, 1799, 'fr', 'purchase');
    refused(c, 'end.notice', { vote: 'majority' }, /only from the completion of 1799/);
    playTo(c, 1799, 'ru', 'notice');
    const e = c.act('end.notice', { vote: 'majority' });
    expect(e.title).toBe('Notice to end given at the end of 1799 (a simple majority: two years): the game ends at the end of 1801 (Objectives A)');
    refused(c, 'end.notice', { vote: 'tie' }, /already given/);
    next(c);
    playTo(c, 1801, 'ru', 'placement');
    finishTurn(c);
    expect(c.state.gameOver).not.toBeNull();
  });

  it('TC-39: a 50/50 notice at the end of 1803 ends the game at the end of 1806; a notice past 1815 is refused', () => {
    const c = campaign();
    playTo(c, 1803, 'ru', 'notice');
    c.act('end.notice', { vote: 'tie' });
    expect(c.state.noticeFinalYear).toBe(1806);
    const late = campaign({ rules: { finalYear: '1815' } });
    // Jump the clock: the notice check only reads the year.
    const s = { ...late.state, position: { turn: turnOf(1814, 7), stepId: 'notice' } };
    const def = ni.actions['end.notice']!;
    expect(def.validate(s, { vote: 'majority' }, late.header)).toMatch(/would end the game after 1816, but the game finishes at the completion of 1815 at the latest/);
    expect(def.validate({ ...s, position: { turn: turnOf(1813, 7), stepId: 'notice' } }, { vote: 'majority' }, late.header)).toMatch(/already ends at the end of 1815/);
    expect(def.validate({ ...s, position: { turn: turnOf(1812, 7), stepId: 'notice' } }, { vote: 'majority' }, late.header)).toBeNull();
  });

  it('an agreed final year: Battle Points counted after the Russian turn; the team totals, the winner, game points by margin and ranks', () => {
    const c = campaign({ rules: { finalYear: '1799' }, players: [['Ann', ['fr', 'ot']], ['Cy', ['sp', 'au']], ['Bo', BRITISH]], settings: { careerPoints: { Ann: 40, Bo: 5 } } });
    expect(ni.reminders(c.state, c.header).join(' ')).not.toMatch(/1799 is the final year/);
    playTo(c, 1799, 'fr', 'attack');
    expect(ni.reminders(c.state, c.header).join(' ')).toMatch(/1799 is the final year/);
    c.act('battle.result', { kind: 'neutral', where: 'Holland', attacker: 'fr', result: 'attacker', units: 4 });
    c.act('battle.result', { kind: 'land', where: 'Wales', attacker: 'fr', defenders: ['gb'], result: 'attacker', commanders: ['gb-major'] }, { physicalDice: [[2]] });
    c.act('cards.draw', { nation: 'gb' });
    c.act('battle.result', { kind: 'sea', where: 'Channel', attacker: 'fr', defenders: ['gb'], result: 'attacker' });
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'defender' });
    c.act('cards.draw', { nation: 'gb' });
    // France: Holland 10 + Wales 20 + flag 10 + Sea Victory 10 + Captured Commander 10 + Successful Land Defence 10
    // + the British Major still imprisoned at the end 15 = 85.
    playTo(c, 1799, 'ru', 'final-scoring');
    expect(bp(c, 'fr')).toBe(85);
    const fr = ni.derived(c.state, c.header).find((d) => d.id === 'battle-points' && d.power === 'fr')!;
    expect(fr.breakdown.map((l) => [l.label, l.value])).toEqual([
      ['Enemy Territories Captured (Normal) × 1', 20],
      ['Neutral Territories Captured (held at the end) × 1', 10],
      ['Flags × 1', 10],
      ['Sea Victory × 1', 10],
      ['Successful Land Defence × 1', 10],
      ['Captured Commanders × 1', 10],
      ['Captured Commander End of Game (Bonus) × 1', 15],
    ]);
    expect(ni.prompt(c.state, c.header)).toMatch(/Battle Point Victory for the French Imperial Alliance by 85/);
    next(c);
    expect(c.state.gameOver).toMatchObject({ winners: ['fr', 'ot', 'sp', 'au'] });
    expect(c.state.finalResult).toEqual({ kind: 'battle-points', totals: { french: 85, british: 0 }, winner: 'french', margin: 85 });
    const gp = Object.fromEntries(ni.derived(c.state, c.header).filter((d) => d.id === 'game-points').map((d) => [d.label, d]));
    // Margin 85: minor Victory 25 / Minor loss 15; Ann has the highest-scoring nation (+10); flags: the row has no value.
    expect(gp['Game points: Ann (Corporal)']!.value).toBe(35);
    expect(gp['Game points: Ann (Corporal)']!.breakdown).toContainEqual({ label: 'Highest number of Battle Flags', value: 0, note: 'no value in the source: fill in the table "Game Points Allocation" (digest A26)' });
    expect(gp['Game points: Cy (Private)']!.value).toBe(25);
    expect(gp['Game points: Bo (Private)']!.value).toBe(15);
  });

  it('margins: 0-40 a draw for both; enemy territories per capture by default, held at the end as the setting (A13)', () => {
    const c = campaign({ rules: { finalYear: '1799' } });
    playTo(c, 1799, 'fr', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Wales', attacker: 'fr', defenders: ['gb'], result: 'attacker' });
    c.act('cards.draw', { nation: 'gb' });
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Wales', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'fr' });
    // Each side has a flag; Wales is British again.
    playTo(c, 1799, 'ru', 'final-scoring');
    // France captured Wales once (20) though Britain holds it again; Britain retook its own territory.
    expect(teamTotalsOf(c)).toEqual({ french: 30, british: 10 });
    c.act('rules.set', { id: 'enemyTerritoryPoints', value: 'held-at-end' });
    expect(teamTotalsOf(c)).toEqual({ french: 10, british: 10 });
    c.act('rules.set', { id: 'enemyTerritoryPoints', value: 'per-capture' });
    next(c);
    const gp = ni.derived(c.state, c.header).filter((d) => d.id === 'game-points');
    expect(gp.map((d) => d.breakdown[0]!.label)).toEqual(['Draw 1-40', 'Draw 1-40']);
    expect(c.state.gameOver!.winners).toEqual(['fr', 'ot', 'sp', 'au']);
  });

  it('the margin tiers of the Game Points Allocation: 25/15, 30/10, 40/10, 50/10, 60/10', () => {
    const c = campaign();
    const pts = (margin: number) => gamePoints(c.state, c.header, { kind: 'battle-points', totals: { french: margin, british: 0 }, winner: 'french', margin }).map((p) => p.lines[0]!.value);
    expect([41, 99, 100, 199, 200, 299, 300, 799, 800, 2000].map(pts)).toEqual([[25, 15], [25, 15], [30, 10], [30, 10], [40, 10], [40, 10], [50, 10], [50, 10], [60, 10], [60, 10]]);
    expect(pts(40)).toEqual([20, 20]);
    expect(rankFor(c.state, 9)).toBeNull();
    expect(rankFor(c.state, 55)).toBe('Corporal');
    expect(rankFor(c.state, 5000)).toBe('Captain');
  });
});

function teamTotalsOf(c: C) {
  const d = ni.derived(c.state, c.header).filter((x) => x.id === 'team-battle-points');
  return { french: d[0]!.value, british: d[1]!.value };
}

describe('Battle Card decks [§26, A22]', () => {
  it('records drawn cards per nation, refuses a card drawn twice, reshuffles an empty deck; the app can draw once the texts are entered', () => {
    let pack = mapPack();
    for (let k = 1; k <= 20; k++) {
      pack = setCell(DATA, pack, 'battle-cards', `ru:${k}`, 'title', `Card ${k}`);
      pack = setCell(DATA, pack, 'battle-cards', `ru:${k}`, 'text', k === 1 ? 'Lose two income points in the next playing turn' : 'No effect');
      pack = setCell(DATA, pack, 'battle-cards', `ru:${k}`, 'kind', k === 20 ? 'imperium' : 'standard');
    }
    const c = campaign({ pack });
    playTo(c, 1799, 'ot', 'attack');
    const take = () => c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'ot', defenders: ['ru'], result: 'attacker' });
    const lose = () => c.act('territory.set', { territory: 'Crimea', holder: 'ru' });
    take();
    c.act('cards.draw', { nation: 'ru', card: 4 });
    lose();
    take();
    refused(c, 'cards.draw', { nation: 'ru', card: 4 }, /Russian card 4 has already been drawn/);
    refused(c, 'cards.draw', { nation: 'fr', digital: true }, /no Battle Card to draw/);
    const e = c.act('cards.draw', { nation: 'ru', digital: true }, { physicalDice: [[19]] });
    expect(e.dice![0]).toMatchObject({ sides: 19 });
    expect(e.title).toMatch(/draws Battle Card: card 20 “Card 20” \(IMPERIUM\) — No effect; 18 left in its deck/);
    for (let k = 0; k < 18; k++) {
      lose();
      take();
      c.act('cards.draw', { nation: 'ru', digital: true }, k < 17 ? { physicalDice: [[1]] } : {});
    }
    expect(c.state.nations.ru.deck.drawn).toHaveLength(20);
    lose();
    take();
    const again = c.act('cards.draw', { nation: 'ru', card: 4 });
    expect(again.title).toMatch(/after reshuffling its deck/);
    expect(c.state.nations.ru.deck).toMatchObject({ draws: 21, reshuffles: 1 });
    expect(c.state.nations.ru.deck.drawn).toHaveLength(1);
    // Without the card texts the app cannot hold the deck.
    refused(c, 'cards.draw', { nation: 'ot', digital: true }, /no Battle Card to draw/);
  });

  it('a digital draw needs the deck’s texts in the data', () => {
    const c = campaign();
    playTo(c, 1799, 'ot', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Crimea', attacker: 'ot', defenders: ['ru'], result: 'attacker' });
    refused(c, 'cards.draw', { nation: 'ru', digital: true }, /Fill in the table "Battle Cards".*Russian card 1 title/);
  });
});

describe('the saved log', () => {
  it('Campaign.load of a long campaign with dice, rule changes and data edits gives the same state', () => {
    const c = campaign({ rules: { weather: true, spies: true }, seed: 42 });
    c.act('economy.purchase', { nation: 'fr', items: { infantry: 2 } });
    finishTurn(c);
    c.act('weather.roll', {}); // app dice from the seeded stream
    next(c);
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Catalonia', attacker: 'gb', defenders: ['sp'], result: 'attacker', commanders: ['sp-major'] });
    c.act('battle.result', { kind: 'sea', where: 'Bay of Biscay', attacker: 'gb', defenders: ['fr'], result: 'attacker', seaPrize: [{ nation: 'gb', survivors: 7 }], fleetsSunk: 2 });
    c.act('cards.draw', { nation: 'sp' });
    c.act('data.set', { table: 'military-costs', key: 'gb', column: 'artillery', value: '4' });
    c.act('cards.penalty', { nation: 'sp', amount: 2, when: 'next-turn' });
    c.undo();
    c.redo();
    playTo(c, 1799, 'pr', 'movement');
    c.act('spy.move', { nation: 'pr', to: 'France' });
    c.act('spy.steal', { nation: 'pr' });
    playTo(c, 1800, 'gb', 'purchase');
    const again = Campaign.load(ni, JSON.parse(JSON.stringify(c.toFile())));
    expect(again.state).toEqual(c.state);
    expect(again.entries.length).toBe(c.entries.length);
  });
});
