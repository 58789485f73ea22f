// The conquest and peace wizard (§13) against the rulebook's examples: TC-37 (mandatory peace from
// Winter 1809), TC-39 (two victors choose in reverse diplomacy order), TC-40 (France dictates 8 clauses
// to Prussia, which fought on), the criteria cities of §13.3.1.1, refusing once (§13.3.1.4), the war
// indemnity at the next Winter budget, prisoners home, annexation and the minor-conquest rolls.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { parseCampaignObject } from '../../engine/schemas';
import { leGrandEmpireModule as lge } from './module';
import { chooserOrder, criteriaMet, criteriaQuestion, mustSueReason, peaceEnds, peaceOf, provinceAdjacency, territoryApproximated, unplacedCities } from './peace';
import { clock, peaceBetween, type LgeState } from './state';
import { goTo, groupPack, lgeCampaign, mandatoryAllianceDue, refused, step, type C } from './testing';
import { removeRow, setCell, type DataPack } from '../../data/tables';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';

function endOperations(c: C) {
  goTo(c, 'activations');
  if (c.state.position.turn === 1 && !c.state.initiative.drawn.length) c.act('lge.initiative.draw', { marker: 'E1' });
  for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
}
function toConquest(c: C) {
  endOperations(c);
  goTo(c, 'conquest');
}
/** Next until the next turn's first step. */
function nextTurn(c: C) {
  const t = c.state.position.turn;
  for (let i = 0; i < 30 && c.state.position.turn === t; i++) {
    if (step(c) === 'activations') endOperations(c);
    if (step(c) === 'winter-budget') for (const p of Object.keys(c.state.budget)) if (!c.state.budget[p as 'france']!.done) c.act('lge.budget.done', { power: p });
    c.act('sequence.next', {});
  }
}
const titles = (c: C) => c.entries.map((e) => e.title);

/**
 * France declares war on Prussia (`atWar` runs then); Prussia, its criteria cities held, refuses to sue once and
 * sues the next turn with 8 clauses. Returns France's clause picker.
 */
function prussiaFoughtOn(c: C, atWar: () => void = () => {}) {
  goTo(c, 'diplomacy');
  c.act('lge.war.declare', { a: 'france', b: 'prussia' });
  atWar();
  toConquest(c);
  c.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
  c.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
  c.act('lge.peace.refuse', { power: 'prussia' });
  nextTurn(c);
  toConquest(c);
  c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
  return (by: string, clause: string, detail = '') => c.act('lge.peace.clause', { by, clause, to: 'france', detail });
}

describe('criteria cities (§13.3.1.1)', () => {
  it('Austria must sue with VIENNE and one of BUDAPEST or PRAGUE; Prussia needs both BERLIN and KOENIGSBERG', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'austria', city: 'PRAGUE', held: true });
    expect(criteriaMet(c.state, 'austria')).toBe(false);
    c.act('lge.peace.criteria', { power: 'austria', city: 'VIENNE', held: true });
    expect(criteriaMet(c.state, 'austria')).toBe(true);
    expect(titles(c).at(-1)).toMatch(/VIENNE held by the enemy \(Austria\): Austria must sue for peace/);
    c.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
    expect(mustSueReason(c.state, 'prussia')).toBeNull();
    c.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
    expect(mustSueReason(c.state, 'prussia')).toMatch(/criteria cities/);
    refused(c, 'lge.peace.criteria', { power: 'prussia', city: 'PARIS', held: true }, /not one of Prussia's criteria cities \(BERLIN, KOENIGSBERG/);
    // The must-sue alert holds the Conquest Phase until each chooses.
    refused(c, 'sequence.next', {}, /Prussia, Austria must sue for peace/);
  });

  it('a power at peace never has to sue; the alternative condition (§13.3.1.2) does it too', () => {
    const c = lgeCampaign();
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'spain', city: 'MADRID', held: true });
    expect(mustSueReason(c.state, 'spain')).toBeNull();
    c.act('sequence.next', {});
  });
});

describe('refusing once and suing (§13.3.1.4, §13.3.2.5)', () => {
  it('TC-40: Prussia fights on, then sues with 8 clauses; France dictates them in the example’s order', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    c.state.prisoners.france = { prussia: 4 }; // posted by battles (TC-26)
    c.state.prisoners.prussia = { france: 1 };
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
    c.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
    c.act('lge.peace.refuse', { power: 'prussia' });
    expect(titles(c).at(-1)).toMatch(/fights one more turn.*8 clauses/);
    refused(c, 'lge.peace.sue', { vanquished: 'prussia', victors: ['france'] }, /refused to sue this turn/);
    nextTurn(c);
    toConquest(c);
    refused(c, 'lge.peace.refuse', { power: 'prussia' }, /refused to sue once already: it must sue now, with 8 clauses/);
    refused(c, 'sequence.next', {}, /Prussia must sue/);
    c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
    expect(peaceOf(c.state).treaty).toMatchObject({ clauses: 8, foughtOn: true, victors: ['france'] });
    const pick = (by: string, clause: string, detail = '') => c.act('lge.peace.clause', { by, clause, to: 'france', detail });
    refused(c, 'lge.peace.clause', { by: 'prussia', clause: 'war-indemnities', to: 'france' }, /France chooses clause 1 of 8/);
    pick('france', 'province', 'Magdebourg');
    // France has one choice left in its pair: a 2-clause choice does not fit.
    refused(c, 'lge.peace.clause', { by: 'france', clause: 'war-indemnities', to: 'france' }, /counts as 2 clauses: France has only 1 choice left/);
    pick('france', 'continental-blockade');
    pick('prussia', 'war-indemnities');
    refused(c, 'lge.peace.clause', { by: 'france', clause: 'imperial-wedding', to: 'france' }, /multi-player games only/);
    pick('france', 'mandatory-alliance');
    pick('prussia', 'province', 'Swedish Pomerania');
    refused(c, 'lge.peace.clause', { by: 'prussia', clause: 'province', to: 'france', detail: 'Swedish Pomerania' }, /already chosen/);
    pick('prussia', 'province', 'Anspach');
    refused(c, 'lge.peace.clause', { by: 'france', clause: 'military-aid', to: 'france' }, /only 0 left of 8/);
    expect(peaceOf(c.state).treaty!.picked.filter((x) => x.clause === 'province')).toHaveLength(3);
    const prPrussia = c.state.pr.prussia;
    const prFrance = c.state.pr.france;
    c.act('lge.peace.sign', {}, { physicalDice: [[4, 2, 3]] });
    expect(titles(c).at(-1)).toMatch(/3D6 4\+2\+3 = 9: mandatory peace 9 turns/);
    expect(titles(c).at(-1)).toMatch(/France releases 4 Prussia prisoner points \(\+4 Pr\), Prussia releases 1 France prisoner point \(\+1 Pr\)/);
    expect(c.state.wars).toEqual([]);
    expect(c.state.pr.prussia).toBe(prPrussia + 4);
    expect(c.state.pr.france).toBe(prFrance + 1);
    expect(c.state.majors.prussia).toBe('neutral');
    const ps = peaceOf(c.state);
    expect(ps.owners).toMatchObject({ Magdebourg: 'france', 'Swedish Pomerania': 'france', Anspach: 'france' });
    expect(ps.blockade).toEqual(['prussia']);
    expect(ps.alliances).toEqual([{ power: 'prussia', with: 'france', turns: 9 }]);
    expect(ps.indemnities).toMatchObject([{ payer: 'prussia', payee: 'france' }]);
    expect(ps.treaty).toBeNull();
    c.act('sequence.next', {});
  });

  it('a first-time suer has 4 clauses and cannot take the mandatory alliance', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'spain' });
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'spain', city: 'MADRID', held: true });
    c.act('lge.peace.sue', { vanquished: 'spain', victors: ['france'] });
    expect(peaceOf(c.state).treaty!.clauses).toBe(4);
    refused(c, 'lge.peace.clause', { by: 'france', clause: 'mandatory-alliance', to: 'france' }, /only if the vanquished chose to fight on/);
    refused(c, 'lge.peace.sign', {}, /4 clauses still to choose \(France next\)/);
  });
});

describe('TC-39: several victors choose in reverse diplomacy order', () => {
  it('Russia, Austria, then Turkey twice', () => {
    expect(chooserOrder(['russia', 'austria'], 'turkey', 4)).toEqual(['russia', 'austria', 'turkey', 'turkey']);
    expect(chooserOrder(['france'], 'prussia', 8)).toEqual(['france', 'france', 'prussia', 'prussia', 'france', 'france', 'prussia', 'prussia']);
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'austria', b: 'turkey' });
    c.act('lge.war.declare', { a: 'russia', b: 'turkey' });
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'turkey', city: 'CONSTANTINOPLE', held: true });
    c.act('lge.peace.sue', { vanquished: 'turkey', victors: ['austria', 'russia'] });
    expect(peaceOf(c.state).treaty!.victors).toEqual(['russia', 'austria']);
    refused(c, 'lge.peace.clause', { by: 'austria', clause: 'military-aid', to: 'austria' }, /Russia chooses clause 1 of 4/);
    c.act('lge.peace.clause', { by: 'russia', clause: 'province', to: 'russia', detail: 'Bessarabia' });
    refused(c, 'lge.peace.clause', { by: 'austria', clause: 'war-indemnities', to: 'austria' }, /Austria has only 1 choice left/);
    c.act('lge.peace.clause', { by: 'austria', clause: 'military-aid', to: 'austria' });
    c.act('lge.peace.clause', { by: 'turkey', clause: 'war-indemnities', to: 'russia' });
    c.act('lge.peace.sign', {}, { physicalDice: [[1, 1, 1]] });
    expect(titles(c).at(-1)).toMatch(/= 3: mandatory peace 6 turns/);
    expect(c.state.peaces.map((p) => [p.a, p.b])).toEqual([['russia', 'turkey'], ['austria', 'turkey']]);
  });
});

describe('TC-37: the mandatory peace from Winter 1809', () => {
  it('a 9 lasts to the end of Spring 1812; a 4 still gives 6 turns, to the end of Summer 1811', () => {
    const c = lgeCampaign({ settings: { startYear: 1809, startSeason: 'winter', endYear: 1815, endSeason: 'winter' } });
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    toConquest(c);
    expect(peaceEnds(c.state, 9)).toBe('Spring 1812');
    expect(peaceEnds(c.state, 6)).toBe('Summer 1811');
    c.act('lge.peace.criteria', { power: 'austria', city: 'VIENNE', held: true });
    c.act('lge.peace.criteria', { power: 'austria', city: 'BUDAPEST', held: true });
    c.act('lge.peace.sue', { vanquished: 'austria', victors: ['france'] });
    for (const [by, clause] of [['france', 'province'], ['france', 'military-aid'], ['austria', 'war-indemnities']] as const) c.act('lge.peace.clause', { by, clause, to: 'france', detail: clause === 'province' ? 'Tyrol' : '' });
    c.act('lge.peace.sign', {}, { physicalDice: [[2, 3, 4]] });
    expect(titles(c).at(-1)).toMatch(/to the end of Spring 1812/);
    // Fold the turns forward with the module's own end of turn: the peace holds through Spring 1812.
    let s: LgeState = c.state;
    for (let i = 0; i < 9; i++) s = lge.nextTurn(s, c.header);
    expect(clock(s)).toEqual({ year: 1812, season: 'spring' });
    expect(peaceBetween(s, 'france', 'austria')?.turnsLeft).toBe(1);
    s = lge.nextTurn(s, c.header);
    expect(clock(s)).toEqual({ year: 1812, season: 'summer' });
    expect(peaceBetween(s, 'france', 'austria')).toBeUndefined();
  });
});

describe('war indemnity at the next Winter budget (§12.3.5, A-31)', () => {
  it('half the vanquished’s treasury after maintenance, into the victor’s ledger', () => {
    const c = lgeCampaign({ settings: { startYear: 1805, startSeason: 'autumn', endYear: 1806, endSeason: 'winter' } });
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    toConquest(c);
    c.act('lge.peace.alternative', { power: 'austria', met: true });
    c.act('lge.peace.sue', { vanquished: 'austria', victors: ['france'] });
    c.act('lge.peace.clause', { by: 'france', clause: 'war-indemnities', to: 'france' });
    c.act('lge.peace.clause', { by: 'austria', clause: 'continental-blockade', to: 'france' });
    c.act('lge.peace.clause', { by: 'austria', clause: 'military-aid', to: 'france' });
    c.act('lge.peace.sign', {}, { physicalDice: [[6, 6, 6]] });
    nextTurn(c);
    endOperations(c);
    goTo(c, 'winter-budget');
    refused(c, 'lge.budget.indemnity', { payer: 'austria', payee: 'france' }, /pays its maintenance first/);
    c.act('lge.budget.savings', { power: 'austria' });
    c.act('lge.budget.income', { power: 'austria', lines: [{ source: 'provinces', pounds: 30, pr: 10 }] });
    c.act('lge.budget.maintenance', { power: 'austria', manual: [{ label: 'Corps', pounds: 7 }] });
    refused(c, 'lge.budget.indemnity', { payer: 'austria', payee: 'france' }, /Apply France's savings cap first/);
    c.act('lge.budget.savings', { power: 'france' });
    const au = c.state.treasury.austria; // 25 kept + 30 − 7 = 48
    expect(au).toBe(48);
    const fr = c.state.treasury.france;
    c.act('lge.budget.indemnity', { payer: 'austria', payee: 'france' });
    expect(c.state.treasury.austria).toBe(24);
    expect(c.state.treasury.france).toBe(fr + 24);
    expect(c.state.ledger.at(-1)).toMatchObject({ power: 'france', amount: 24, reason: 'War indemnity from Austria (§12.3.5)' });
    refused(c, 'lge.budget.indemnity', { payer: 'austria', payee: 'france' }, /owes no war indemnity/);
  });
});

describe('minor countries (§13.1)', () => {
  it('conquest rolls each unit (5-6 joins) and fleet point (4-6 joins); reinstatement from the next turn; annexed at the peace', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    toConquest(c);
    c.act('lge.minor.conquer', { minor: 'Bavaria', by: 'austria', corps: 3, fleetPoints: 0 }, { physicalDice: [[5, 2, 6]] });
    expect(titles(c).at(-1)).toMatch(/units 5, 2, 6: 2 of 3 join Austria/);
    c.act('lge.minor.conquer', { minor: 'Venetia', by: 'austria', corps: 1, fleetPoints: 2 }, { physicalDice: [[1], [4, 3]] });
    expect(titles(c).at(-1)).toMatch(/0 of 1 join Austria.*fleet points 4, 3: 1 of 2 join/);
    refused(c, 'lge.minor.reinstate', { minor: 'Bavaria' }, /from the next Conquest Phase/);
    nextTurn(c);
    toConquest(c);
    c.act('lge.minor.reinstate', { minor: 'Bavaria' });
    expect(c.state.minors.Bavaria).toEqual({ status: 'allied', by: 'austria' });
    c.act('lge.peace.criteria', { power: 'france', city: 'PARIS', held: true });
    c.act('lge.peace.criteria', { power: 'france', city: 'LYON', held: true });
    c.act('lge.peace.sue', { vanquished: 'france', victors: ['austria'] });
    for (const [by, clause, detail] of [['austria', 'province', 'Picardy'], ['austria', 'military-aid', ''], ['france', 'war-indemnities', '']]) c.act('lge.peace.clause', { by, clause, to: 'austria', detail });
    refused(c, 'lge.peace.sign', { annex: ['Bavaria'] }, /Bavaria is not a minor conquered by Austria/);
    c.act('lge.peace.sign', { annex: ['Venetia'] }, { physicalDice: [[3, 3, 3]] });
    expect(c.state.minors.Venetia).toBeUndefined();
    expect(peaceOf(c.state).owners).toMatchObject({ Venetia: 'austria', Picardy: 'austria' });
    // Replay gives the same state.
    const again = Campaign.load<LgeState>(lge, c.toFile());
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(c.state));
  });

  it('the statuses follow the peace: a minor taken whole turns ally, the vanquished neutral; when the mandatory peace ends, aid home and the alliance in effect, one logged action (§13.3.2.3-5)', () => {
    const c = lgeCampaign({ settings: { endYear: 1809 } });
    const pick = prussiaFoughtOn(c, () => (c.state.minors.Saxony = { status: 'allied', by: 'prussia' }));
    pick('france', 'province', 'Saxony');
    pick('france', 'military-aid');
    pick('prussia', 'war-indemnities');
    pick('france', 'mandatory-alliance');
    pick('prussia', 'continental-blockade');
    pick('prussia', 'province', 'Anspach');
    c.act('lge.peace.sign', {}, { physicalDice: [[1, 2, 1]] });
    expect(titles(c).at(-1)).toMatch(/mandatory peace 6 turns.*; Saxony becomes France's ally; Prussia to the neutral box$/);
    expect(c.state.minors.Saxony).toEqual({ status: 'allied', by: 'france' });
    expect(c.state.majors.prussia).toBe('neutral');
    expect(peaceOf(c.state).owners).toEqual({ Anspach: 'france' });
    refused(c, 'lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' }, /runs \d+ more turns?: its terms end with it/);
    // The peace runs out at the end of its last turn; the next turn's reminders say what is due.
    for (let i = 0; i < 10 && peaceBetween(c.state, 'prussia', 'france'); i++) nextTurn(c);
    expect(peaceBetween(c.state, 'prussia', 'france')).toBeUndefined();
    expect(lge.reminders(c.state, c.header).join(' | ')).toContain('Mandatory peace of Prussia with France over: military aid goes home, the mandatory alliance takes effect');
    goTo(c, 'diplomacy');
    refused(c, 'sequence.next', {}, /end its terms \(military aid home, mandatory alliance\) first/);
    refused(c, 'lge.peace.terms-end', { vanquished: 'russia', victor: 'france' }, /No military aid or mandatory alliance of Russia with France/);
    const e = c.act('lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' });
    expect(e.title).toBe("Mandatory peace of Prussia with France over: Prussia's military aid to France ends: its infantry and cavalry corps go home by the shortest path, unless Prussia leaves them to France; the mandatory alliance takes effect: Prussia to the allied box of France (§13.3.2.4-5)");
    expect(c.state.majors.prussia).toBe('allied-france');
    expect(peaceOf(c.state).aid).toEqual([]);
    expect(peaceOf(c.state).alliances).toEqual([]);
    c.act('sequence.next', {});
    expect(step(c)).not.toBe('diplomacy');
    // Undone, the terms are waiting again.
    c.undo();
    c.undo();
    expect(c.state.majors.prussia).toBe('neutral');
    expect(peaceOf(c.state).alliances).toEqual([{ power: 'prussia', with: 'france', turns: 6 }]);
  });
});

describe('the mandatory alliance in a multi-player game (§13.3.2.5)', () => {
  /** France beats Prussia, which fought on; the clauses include the mandatory alliance; the 6-turn peace runs out. */
  const bound = mandatoryAllianceDue;

  it('until broken (the default): war between them is refused with the reason until one breaks it, one logged action each', () => {
    const c = bound();
    // Still only pending: nothing binds them before the terms are applied, and the peace is over, so the app asks for them first.
    expect(peaceOf(c.state).bound ?? []).toEqual([]);
    const e = c.act('lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' });
    expect(e.title).toContain("the mandatory alliance takes effect: Prussia is France's ally, until broken at a Diplomacy Phase (no war between them till then)");
    expect(peaceOf(c.state).bound).toEqual([{ power: 'prussia', with: 'france', since: c.state.position.turn, turnsLeft: null }]);
    refused(c, 'lge.war.declare', { a: 'prussia', b: 'france' }, /Prussia and France are bound by a mandatory alliance \(§13\.3\.2\.5\): one of them breaks it first/);
    refused(c, 'lge.war.declare', { a: 'france', b: 'prussia' }, /bound by a mandatory alliance/);
    expect(lge.statusBoard!(c.state, c.header).find((g) => g.group === 'Mandatory alliance')?.rows).toEqual([{ label: 'Prussia – France', value: 'until broken' }]);
    // It lasts over the turns: no countdown to run out.
    nextTurn(c);
    goTo(c, 'diplomacy');
    refused(c, 'lge.war.declare', { a: 'prussia', b: 'france' }, /bound by a mandatory alliance/);
    refused(c, 'lge.alliance.break', { a: 'prussia', b: 'austria' }, /No mandatory alliance binds Prussia and Austria/);
    const b = c.act('lge.alliance.break', { a: 'prussia', b: 'france' });
    expect(b.title).toMatch(/^Prussia breaks the mandatory alliance of Prussia with France: they may declare war on each other again; adjust the VP/);
    c.act('lge.war.declare', { a: 'prussia', b: 'france' });
    expect(c.state.wars).toContainEqual(expect.objectContaining({ a: 'prussia', b: 'france' }));
  });

  it('as long as the mandatory peace (the other reading): the countdown shows, breaking is refused, and war is allowed once it runs out', () => {
    const c = bound({ mandatoryAllianceLength: 'mandatory-peace-length' });
    c.act('lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' });
    expect(peaceOf(c.state).bound).toEqual([{ power: 'prussia', with: 'france', since: c.state.position.turn, turnsLeft: 6 }]);
    expect(c.entries.at(-1)!.title).toContain("Prussia is France's ally, for 6 turns (no war between them)");
    refused(c, 'lge.war.declare', { a: 'prussia', b: 'france' }, /bound by a mandatory alliance for 6 more turns \(§13\.3\.2\.5\)/);
    refused(c, 'lge.alliance.break', { a: 'france', b: 'prussia' }, /binds them 6 turns more: it cannot be broken sooner/);
    nextTurn(c);
    expect(lge.statusBoard!(c.state, c.header).find((g) => g.group === 'Mandatory alliance')?.rows).toEqual([{ label: 'Prussia – France', value: '5 turns left' }]);
    for (let i = 0; i < 4; i++) nextTurn(c);
    expect(lge.reminders(c.state, c.header).join(' | ')).toContain('Mandatory alliance Prussia – France ends after this turn');
    goTo(c, 'diplomacy');
    refused(c, 'lge.war.declare', { a: 'prussia', b: 'france' }, /for 1 more turn \(/);
    nextTurn(c);
    goTo(c, 'diplomacy');
    expect(peaceOf(c.state).bound).toEqual([]);
    c.act('lge.war.declare', { a: 'prussia', b: 'france' });
  });
});

describe('the province clause on the group’s Province adjacency table (§13.3.2.5)', () => {
  /** Prussia sues France (4 clauses, France chooses the first two); France holds Hanover from an earlier peace; Sweden is Prussia's ally. */
  function suing(edit: (p: DataPack) => DataPack = (p) => p): C {
    let p = groupPack();
    p = setCell(DATA, p, 'minors', 'Sweden', 'multiProvince', true);
    p = setCell(DATA, p, 'provinces', 'Brandenburg', 'country', 'prussia');
    const c = lgeCampaign({ pack: edit(p) });
    goTo(c, 'diplomacy');
    c.state.peace = { ...peaceOf(c.state), owners: { Hanover: 'france' } };
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    c.state.minors.Sweden = { status: 'allied', by: 'prussia' };
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
    c.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
    c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
    return c;
  }
  const province = (detail: string, adjacency: 'table' | 'confirmed') => ({ by: 'france', clause: 'province', to: 'france', detail, adjacency, territory: 'war-start' });

  it('Magdebourg, adjacent to French Hanover (the rulebook example, seeded in the table): accepted and the log says why', () => {
    const c = suing();
    const e = c.act('lge.peace.clause', province('Magdebourg', 'table'));
    expect(e.title).toBe("Peace clause 1/4 chosen by France: A province or an allied minor — Magdebourg (to France); adjacent to Hanover (France's when the war began) (§13.3.2.5)");
    expect(peaceOf(c.state).treaty!.picked[0]).toMatchObject({ detail: 'Magdebourg', adjacency: 'table' });
  });

  it('a province the table does not list: refused with the table to fill in, accepted when the group confirms it by hand', () => {
    const c = suing();
    refused(c, 'lge.peace.clause', province('Anspach', 'table'), /^Anspach is not in the Province adjacency table: fill in the Province adjacency table \(data editor\), or confirm by hand that Anspach is adjacent to France's territory as it was when the war began, to a minor allied to France, or reachable by naval movement \(§13\.3\.2\.5\)\.$/);
    const e = c.act('lge.peace.clause', province('Anspach', 'confirmed'));
    expect(e.title).toMatch(/Anspach \(to France\); adjacency confirmed by hand at the table \(§13\.3\.2\.5\)$/);
  });

  it('an empty table says so; a multi-province minor of the vanquished needs no adjacency', () => {
    const empty = suing((p) => removeRow(DATA, p, 'adjacency', 'Magdebourg'));
    refused(empty, 'lge.peace.clause', province('Magdebourg', 'table'), /^The Province adjacency table is empty: fill in the Province adjacency table \(data editor\)/);

    const sw = suing((p) => setCell(DATA, p, 'provinces', 'Swedish Pomerania', 'country', 'sweden'));
    const e = sw.act('lge.peace.clause', province('Swedish Pomerania', 'table'));
    expect(e.title).toMatch(/a province of Sweden, a multi-province minor still allied to Prussia: no adjacency needed \(§13\.3\.2\.5\)$/);
  });

  it('“it is not possible to choose a second province adjacent to only the first selected province”', () => {
    const c = suing((p) => setCell(DATA, setCell(DATA, p, 'adjacency', 'Brandenburg', 'neighbours', 'Magdebourg, Mecklenburg'), 'adjacency', 'Altmark', 'neighbours', 'Magdebourg, Hanover'));
    c.act('lge.peace.clause', province('Magdebourg', 'table'));
    refused(
      c,
      'lge.peace.clause',
      province('Brandenburg', 'table'),
      /^Brandenburg is adjacent to Magdebourg, chosen earlier in this peace, but not to France's territory as it was when the war began or to a minor allied to it: “it is not possible to choose a second province adjacent to only the first selected province” \(§13\.3\.2\.5\)\. If it is reachable by naval movement, confirm by hand\.$/,
    );
    // Next to the first pick and to France's own Hanover: allowed.
    expect(c.act('lge.peace.clause', province('Altmark', 'table')).title).toMatch(/Altmark \(to France\); adjacent to Hanover \(France's when the war began\)/);
  });

  it('“All provinces must be adjacent to the victor’s territory at the time when the conflict began”: kept when war is declared', () => {
    // Hanover passes to France at a peace signed after this war began: it is not France's territory for this war's clauses.
    const late = lgeCampaign();
    goTo(late, 'diplomacy');
    late.act('lge.war.declare', { a: 'france', b: 'prussia' });
    expect(late.state.wars[0]!.territory).toEqual({ turn: 1, owners: {}, conquered: {} });
    late.state.peace = { ...peaceOf(late.state), owners: { Hanover: 'france' } };
    toConquest(late);
    late.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
    late.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
    late.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
    refused(late, 'lge.peace.clause', province('Magdebourg', 'table'), /^Magdebourg is not adjacent to France's territory or to a minor allied to it in the Province adjacency table \(its neighbours there: Hanover\)/);
    expect(territoryApproximated(late.state, peaceOf(late.state).treaty!)).toEqual([]);
    // A clause logged before the territory was kept (no territory field) folds as it was checked then: the territory as it is now.
    const { territory: _t, ...older } = province('Magdebourg', 'table');
    const e = late.act('lge.peace.clause', older);
    expect(e.title).toMatch(/; adjacent to Hanover \(France\) \(§13\.3\.2\.5\)$/);
    expect(peaceOf(late.state).treaty!.picked[0]).not.toHaveProperty('territory');
    late.undo();
    // A Provinces row the group enters after the declaration still counts (original countries do not change): were
    // Hanover France's own, it was France's when the war began.
    late.act('data.set', { table: 'provinces', key: 'Hanover', column: 'country', value: 'france' });
    expect(late.act('lge.peace.clause', province('Magdebourg', 'table')).title).toMatch(/adjacent to Hanover \(France's when the war began\)/);
    const early = suing();
    expect(early.state.wars[0]!.territory!.owners).toEqual({ Hanover: 'france' });
    // A minor France had conquered when the war began is part of its empire (§13.1.2).
    const conquered = lgeCampaign();
    goTo(conquered, 'diplomacy');
    conquered.state.minors.Hanover = { status: 'conquered', by: 'france' };
    conquered.act('lge.war.declare', { a: 'france', b: 'prussia' });
    expect(conquered.state.wars[0]!.territory!.conquered).toEqual({ Hanover: 'france' });
    expect(provinceAdjacency(conquered.state, 'Magdebourg', 'france', 'prussia')).toEqual({ ok: true, why: "adjacent to Hanover (France's when the war began)" });
  });

  it('a clause logged before the territory was kept (Tyrol won from Austria after the war on Prussia began) still folds when the save is reopened', () => {
    const c = lgeCampaign({ pack: setCell(DATA, groupPack(), 'adjacency', 'Anspach', 'neighbours', 'Tyrol') });
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    toConquest(c);
    for (const [power, city] of [['austria', 'VIENNE'], ['austria', 'PRAGUE'], ['prussia', 'BERLIN'], ['prussia', 'KOENIGSBERG']]) c.act('lge.peace.criteria', { power, city, held: true });
    c.act('lge.peace.sue', { vanquished: 'austria', victors: ['france'] });
    c.act('lge.peace.clause', { by: 'france', clause: 'province', to: 'france', detail: 'Tyrol', adjacency: 'confirmed', territory: 'war-start' });
    c.act('lge.peace.clause', { by: 'france', clause: 'continental-blockade', to: 'france' });
    c.act('lge.peace.clause', { by: 'austria', clause: 'war-indemnities', to: 'france' });
    c.act('lge.peace.sign', {}, { physicalDice: [[3, 3, 3]] });
    c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
    const older = { by: 'france', clause: 'province', to: 'france', detail: 'Anspach', adjacency: 'table' };
    refused(c, 'lge.peace.clause', { ...older, territory: 'war-start' }, /^Anspach is not adjacent to France's territory .*\(its neighbours there: Tyrol\)/);
    expect(c.act('lge.peace.clause', older).title).toMatch(/; adjacent to Tyrol \(France\) \(§13\.3\.2\.5\)$/);
    const again = Campaign.load<LgeState>(lge, parseCampaignObject(JSON.parse(JSON.stringify(c.toFile()))));
    expect(again.state).toEqual(c.state);
    expect(peaceOf(again.state).treaty!.picked).toEqual([expect.objectContaining({ detail: 'Anspach', adjacency: 'table' })]);
  });

  it('a war declared before the territory was kept (older save): the territory as it is now, and the wizard says so', () => {
    const c = suing();
    c.state.wars = c.state.wars.map(({ a, b }) => ({ a, b }));
    expect(territoryApproximated(c.state, peaceOf(c.state).treaty!)).toEqual(['france']);
    expect(c.act('lge.peace.clause', province('Magdebourg', 'table')).title).toMatch(/; adjacent to Hanover \(France\) \(§13\.3\.2\.5\)$/);
  });

  it('a province next to a minor allied to the victor is adjacent; a clause from an older log (no adjacency field) is not checked', () => {
    const c = suing((p) => setCell(DATA, p, 'adjacency', 'Anspach', 'neighbours', 'Bavaria'));
    c.state.minors.Bavaria = { status: 'allied', by: 'france' };
    expect(c.act('lge.peace.clause', province('Anspach', 'table')).title).toMatch(/adjacent to Bavaria \(Bavaria, allied to France\)/);
    c.act('lge.peace.clause', { by: 'france', clause: 'province', to: 'france', detail: 'Kalisz' });
    expect(peaceOf(c.state).treaty!.picked[1]).not.toHaveProperty('adjacency');
  });
});

describe('a capital or criteria city only if there is no other possible choice (§13.3.2.5)', () => {
  /** Prussia sues France; Brandenburg's capital is BERLIN (Prussia's first criteria city); Magdebourg is adjacent to French Hanover. */
  function suing(edit: (p: DataPack) => DataPack = (p) => p): C {
    let p = groupPack();
    p = setCell(DATA, p, 'provinces', 'Brandenburg', 'country', 'prussia');
    p = setCell(DATA, p, 'provinces', 'Brandenburg', 'capital', 'Berlin');
    const c = lgeCampaign({ pack: edit(p) });
    goTo(c, 'diplomacy');
    c.state.peace = { ...peaceOf(c.state), owners: { Hanover: 'france' } };
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    toConquest(c);
    c.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
    c.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
    c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
    return c;
  }
  const pick = (detail: string, otherChoice: 'table' | 'confirmed') => ({ by: 'france', clause: 'province', to: 'france', detail, adjacency: 'confirmed', territory: 'war-start', otherChoice });

  it('refused while another province is eligible on the tables, even if the group says otherwise; the reason names it and cites the rule', () => {
    const c = suing();
    refused(c, 'lge.peace.clause', pick('Brandenburg', 'table'), /^Brandenburg holds BERLIN, Prussia's capital or a criteria city: it may be chosen only if there is no other possible choice \(§13\.3\.2\.5\), and Magdebourg can be chosen instead\.$/);
    refused(c, 'lge.peace.clause', pick('Brandenburg', 'confirmed'), /Magdebourg can be chosen instead/);
    // An ordinary province is not affected.
    c.act('lge.peace.clause', pick('Magdebourg', 'table'));
    expect(peaceOf(c.state).treaty!.picked[0]).toMatchObject({ detail: 'Magdebourg', otherChoice: 'table' });
  });

  it('when the tables cannot settle the others (Anspach, not in the adjacency table) the group confirms by hand; the log says so', () => {
    const c = suing();
    c.act('lge.peace.clause', pick('Magdebourg', 'table'));
    refused(c, 'lge.peace.clause', pick('Brandenburg', 'table'), /: confirm by hand that none of Anspach can be chosen \(adjacent, next to a minor allied to France, or reached by naval movement\)\.$/);
    const e = c.act('lge.peace.clause', pick('Brandenburg', 'confirmed'));
    expect(e.title).toMatch(/Brandenburg \(to France\); adjacency confirmed by hand at the table \(§13\.3\.2\.5\); no other possible choice, confirmed by hand at the table \(§13\.3\.2\.5\)$/);
  });

  it('when the tables list no other province or allied minor, the group still confirms (the table may be incomplete); a clause without the field (older log) is not checked', () => {
    const c = suing((p) => removeRow(DATA, p, 'provinces', 'Anspach'));
    c.act('lge.peace.clause', pick('Magdebourg', 'table'));
    refused(c, 'lge.peace.clause', pick('Brandenburg', 'table'), /: the Provinces table lists no other province or allied minor of Prussia; confirm by hand that there is no other possible choice\.$/);
    const e = c.act('lge.peace.clause', pick('Brandenburg', 'confirmed'));
    expect(e.title).toMatch(/; no other possible choice, confirmed by hand at the table \(§13\.3\.2\.5\)$/);
    const old = suing();
    old.act('lge.peace.clause', { by: 'france', clause: 'province', to: 'france', detail: 'Brandenburg', adjacency: 'confirmed' });
    expect(peaceOf(old.state).treaty!.picked[0]).not.toHaveProperty('otherChoice');
  });

  it('“a criterion city of the major power”: where the Provinces table places it nowhere, the group says whether the province holds it', () => {
    // BERLIN is Brandenburg's capital; KOENIGSBERG is no province's capital: the tables cannot tell where it is.
    const c = suing();
    expect(unplacedCities(c.state, 'prussia')).toEqual(['KOENIGSBERG']);
    const ask = (detail: string, criteriaCity: 'table' | 'none' | 'holds') => ({ ...pick(detail, 'table'), criteriaCity });
    refused(
      c,
      'lge.peace.clause',
      ask('Magdebourg', 'table'),
      /^The Provinces table does not say where KOENIGSBERG is \(no province has it as its capital\): say at the table whether Magdebourg holds it, Prussia's capital or a criteria city, which may be chosen only if there is no other possible choice \(§13\.3\.2\.5\); or enter it as a province's capital in the Provinces table\.$/,
    );
    // Said to hold it: refused while another province can be chosen instead.
    refused(c, 'lge.peace.clause', ask('Anspach', 'holds'), /^Anspach holds KOENIGSBERG \(said at the table\), Prussia's capital or a criteria city: it may be chosen only if there is no other possible choice \(§13\.3\.2\.5\), and Magdebourg can be chosen instead\.$/);
    const e = c.act('lge.peace.clause', ask('Magdebourg', 'none'));
    expect(e.title).toMatch(/Magdebourg \(to France\); adjacency confirmed by hand at the table \(§13\.3\.2\.5\); holds none of KOENIGSBERG, said at the table \(§13\.3\.2\.5\)$/);
    expect(peaceOf(c.state).treaty!.picked[0]).toMatchObject({ detail: 'Magdebourg', criteriaCity: 'none' });
    // Another country's province or a minor named whole asks nothing.
    expect(criteriaQuestion(c.state, 'Tyrol', 'prussia')).toBeNull();
    expect(criteriaQuestion(c.state, 'Saxony', 'prussia')).toBeNull();
    // A province the table does not list at all may be Prussia's: asked.
    expect(criteriaQuestion(c.state, 'Kalisz', 'prussia')?.cities).toEqual(['KOENIGSBERG']);
  });

  it('an offered alternative is checked for the criteria cities the tables place nowhere: Magdebourg may hold KOENIGSBERG, so the group confirms', () => {
    const asked = (otherChoice: 'table' | 'confirmed') => ({ ...pick('Brandenburg', otherChoice), criteriaCity: 'table', otherCities: 'asked' });
    const c = suing();
    refused(
      c,
      'lge.peace.clause',
      asked('table'),
      /^Brandenburg holds BERLIN, Prussia's capital or a criteria city: it may be chosen only if there is no other possible choice \(§13\.3\.2\.5\): confirm by hand that none of Magdebourg can be chosen instead: it may hold KOENIGSBERG, which no province has as its capital, and that none of Anspach can be chosen \(adjacent, next to a minor allied to France, or reached by naval movement\)\.$/,
    );
    // Anspach said to hold KOENIGSBERG: it is nowhere else, so Magdebourg is a sure alternative.
    refused(c, 'lge.peace.clause', { ...pick('Anspach', 'confirmed'), criteriaCity: 'holds', otherCities: 'asked' }, /^Anspach holds KOENIGSBERG \(said at the table\), .* and Magdebourg can be chosen instead\.$/);
    const e = c.act('lge.peace.clause', asked('confirmed'));
    expect(e.title).toMatch(/; no other possible choice, confirmed by hand at the table \(§13\.3\.2\.5\)$/);
    expect(peaceOf(c.state).treaty!.picked[0]).toMatchObject({ detail: 'Brandenburg', otherCities: 'asked' });
    // A clause logged before the alternatives were asked about folds as then: Magdebourg was a sure alternative.
    refused(suing(), 'lge.peace.clause', { ...pick('Brandenburg', 'confirmed'), criteriaCity: 'table' }, /Magdebourg can be chosen instead\.$/);
    // KOENIGSBERG entered as East Prussia's capital: Magdebourg is a sure alternative again.
    const placed = suing((p) => setCell(DATA, setCell(DATA, p, 'provinces', 'East Prussia', 'country', 'prussia'), 'provinces', 'East Prussia', 'capital', 'Koenigsberg'));
    refused(placed, 'lge.peace.clause', asked('confirmed'), /and Magdebourg can be chosen instead\.$/);
  });

  it('once the group enters KOENIGSBERG as a province’s capital, the tables tell: no question, and that province is protected', () => {
    const c = suing((p) => setCell(DATA, setCell(DATA, p, 'provinces', 'East Prussia', 'country', 'prussia'), 'provinces', 'East Prussia', 'capital', 'Koenigsberg'));
    expect(unplacedCities(c.state, 'prussia')).toEqual([]);
    refused(c, 'lge.peace.clause', { ...pick('East Prussia', 'table'), criteriaCity: 'table' }, /^East Prussia holds KOENIGSBERG, Prussia's capital or a criteria city: .* and Magdebourg can be chosen instead\.$/);
    c.act('lge.peace.clause', { ...pick('Magdebourg', 'table'), criteriaCity: 'table' });
    // A clause from an older log (no criteriaCity) is not asked about.
    const old = suing();
    old.act('lge.peace.clause', pick('Magdebourg', 'table'));
    expect(peaceOf(old.state).treaty!.picked[0]).not.toHaveProperty('criteriaCity');
  });
});

describe('a major allied by the Mandatory Alliance clause (two-player, §11.3.3.3)', () => {
  it('mandatoryAllianceMarker (A-50): ordinary diplomacy moves it one box at a time, or, frozen, only a random event does', () => {
    const due = (reading: 'movable' | 'frozen') => {
      const c = mandatoryAllianceDue({ mandatoryAllianceMarker: reading }, true);
      c.act('lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' });
      expect(c.state.majors.prussia).toBe('allied-france');
      c.act('lge.major.status', { power: 'austria', status: 'allied-great-britain' });
      return c;
    };
    const movable = due('movable');
    refused(movable, 'lge.major.status', { power: 'prussia', status: 'neutral' }, /Prussia's marker is in the allied box of France by the Mandatory Alliance peace clause: ordinary diplomacy moves it one box at a time, to influenced france \(§11\.3\.3\.3, A-50\)/);
    movable.act('lge.major.status', { power: 'prussia', status: 'influenced-france' });
    expect(movable.state.majors.prussia).toBe('influenced-france');
    // Out of the box the clause put it in, it moves like any marker.
    movable.act('lge.major.status', { power: 'prussia', status: 'allied-great-britain' });

    const frozen = due('frozen');
    refused(frozen, 'lge.major.status', { power: 'prussia', status: 'influenced-france' }, /under the rule setting only a random event moves it \(“The diplomatic marker can no longer be moved, except if a random event mandates it…”, §11\.3\.3\.3, A-50\)/);
    // A major allied by free diplomacy is not concerned by the setting; an event moves the frozen marker.
    frozen.act('lge.major.status', { power: 'austria', status: 'neutral' });
    expect(frozen.act('lge.major.status', { power: 'prussia', status: 'neutral', byEvent: true }).title).toBe('Prussia: allied france → neutral (a random event)');
    expect(peaceOf(frozen.state).alliedByClause).toEqual([]);
  });
});

