// The digest's §10 readings the group may set change what the campaign does (each was a setting that nothing read):
// the wager distance 0 (wagerTie), a Leader debating (leaderDebate), when a debate allows a Pass (passEligibility),
// the Liberalism/Absolutism Issue with its pawn in the final box (libAbsFinalBox), the Armies in Paris on an Early
// Triumph (paris5VP), the Pax Britannica prerequisite shown (paxPrerequisite), OHR 15.1 (frenchResourceReduction), the deal (dealSize). Refusals say why and change nothing.
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack } from '../../data/tables';
import { paxPrerequisite } from './actions/government';
import { dealOf } from './actions/diplomacy';
import { amourSacreOnBoard } from './actions/end';
import { ietRerollLine } from './actions/initial';
import { pairedAtBattle } from './actions/forces';
import { COV_ACTIONS } from './actions';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import { TABLE } from './diplomacy';
import { resourcesOf, type CovState, type IssueAt, type Power } from './state';

const pack = templatePack(DATA);
const header = () =>
  makeHeader({
    id: 'cov-settings', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
    settings: completeSettings(cov, { rules: {}, dataPack: pack }), seed: 1, createdAt: '2026-12-02T10:00:00.000Z', appVersion: 'test',
  });
const h = header();
const base = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
const withRules = (s: CovState, rules: Record<string, string>): CovState => ({ ...s, data: pack, rules: { ...(h.settings.rules as Record<string, string | boolean>), ...rules } });
function act(s: CovState, type: string, payload: unknown, dice: number[][] = []): CovState {
  const a = COV_ACTIONS[type]!;
  const p = a.schema.parse(payload);
  const why = a.validate(s, p, h);
  if (why) throw new Error(why);
  return a.apply(s, p, { header: h, dice: dice.map((faces) => ({ faces })) } as never);
}
function refused(s: CovState, type: string, payload: unknown, pattern: RegExp): void {
  const before = JSON.stringify(s);
  expect(() => act(s, type, payload)).toThrow(pattern);
  expect(JSON.stringify(s)).toBe(before);
}

describe('wagerTie: the highest and lowest wagers equal, distance 0 [11.2]', () => {
  const at = (rules: Record<string, string>): CovState => ({
    ...withRules(base, rules), position: { turn: 1, stepId: 'wager-issue' },
    wager: { bids: { FR: { value: 3, nation: 'FR' }, RU: { value: 2, nation: 'BR' }, BR: { value: 3, nation: 'BR' }, AU: { value: 3, nation: 'AU' } }, values: { FR: 3, RU: 3, BR: 3, AU: 3 }, winner: 'FR', distance: 0, reason: 'test' },
  });
  it('the Negotiation Table by default; space 1 of the winner’s track with the other reading', () => {
    expect(act(at({}), 'cov.wager.issue', { issue: 'poland' }).issues['poland']).toEqual(TABLE);
    expect(act(at({ wagerTie: 'space-1' }), 'cov.wager.issue', { issue: 'poland' }).issues['poland']).toEqual({ at: 'track', power: 'FR', d: 1 });
    expect(COV_ACTIONS['cov.wager.issue']!.title(at({ wagerTie: 'space-1' }), { issue: 'poland' } as never, { header: h, dice: [] } as never)).toBe('France places Poland at distance 1 on its track');
  });
});

/** The rounds with Poland on the Table, `actor` to act. */
function rounds(rules: Record<string, string>, extra: Partial<CovState> = {}): CovState {
  return { ...withRules(base, rules), position: { turn: 1, stepId: 'rounds' }, roundOrder: ['FR', 'BR', 'AU', 'RU'], round: 1, turnIndex: 0, issues: { ...base.issues, poland: TABLE as IssueAt, saxony: TABLE as IssueAt }, ...extra };
}
const card = (value: number, nation: Power | 'neutral', leader = false) => ({ value, nation, ...(leader ? { leader: true } : {}) });

describe('leaderDebate: may a Leader debate an ordinary negotiation? [11.5]', () => {
  const play = { power: 'FR', issue: 'poland', card: card(3, 'FR'), debate: { debater: 'BR', card: card(6, 'BR', true) } };
  it('yes by default (Britain’s Leader 6 − 1 debates France’s 3: Poland ends on Britain 2)', () => {
    expect(act(rounds({}), 'cov.negotiate', play).issues['poland']).toEqual({ at: 'track', power: 'BR', d: 2 });
  });
  it('no with the other reading: refused with the reason, nothing changes', () => {
    refused(rounds({ leaderDebate: 'leaders-only-vs-leaders' }), 'cov.negotiate', play, /^A Leader debates only a Leader’s negotiation .*\[11\.5\]\.$/);
    // Leader against Leader is allowed: Napoleon's 6 to France 6, Britain's 6 − 1 (stickiness) = 5 back to France 1.
    const leaders = { ...play, card: card(6, 'FR', true) };
    expect(act(rounds({ leaderDebate: 'leaders-only-vs-leaders' }), 'cov.negotiate', leaders).issues['poland']).toEqual({ at: 'track', power: 'FR', d: 1 });
  });
});

describe('passEligibility: when a debate allows a Pass [11.3, 11.7]', () => {
  // Round 1: France negotiates, Britain debates; then Britain's own turn comes in the same round.
  const afterDebate = (rules: Record<string, string>) => act(rounds(rules), 'cov.negotiate', { power: 'FR', issue: 'poland', card: card(3, 'FR'), debate: { debater: 'BR', card: card(2, 'BR') } });
  it('the Debate marker (default): Britain may pass on its next turn, the same round', () => {
    const s = afterDebate({});
    expect(s.negotiations[0]!.debater).toBe('BR');
    expect(act(s, 'cov.pass', { power: 'BR' }).negotiations.at(-1)!.kind).toBe('pass');
  });
  it('previous round only: not the same round (refused, nothing changes); in round 2 after a round-1 debate it may', () => {
    const s = afterDebate({ passEligibility: 'previous-round' });
    refused(s, 'cov.pass', { power: 'BR' }, /^Britain cannot pass: a Power may pass only after debating/);
    const r2: CovState = { ...s, round: 2, turnIndex: 1 };
    expect(act(r2, 'cov.pass', { power: 'BR' }).negotiations.at(-1)).toMatchObject({ round: 2, power: 'BR', kind: 'pass' });
    refused({ ...s, round: 3, turnIndex: 1 }, 'cov.pass', { power: 'BR' }, /cannot pass/);
  });
});

describe('libAbsFinalBox: the Issue won with its pawn in the final box [12.4.5]', () => {
  const funding = (rules: Record<string, string>): CovState => ({
    ...withRules(base, rules), position: { turn: 3, stepId: 'funding' }, goldPawn: 'RU', liberalism: 4,
    issues: { ...base.issues, 'liberalism-absolutism': { at: 'track', power: 'FR', d: 2 } as IssueAt },
  });
  const fund = (paid: string[]) => ({ power: 'FR', paid, militarySupport: 0, soundGovernment: false });
  it('still paid by default: leaving it unpaid is refused with the reason', () => {
    refused(funding({}), 'cov.fund', fund([]), /must fund Liberalism \/ Absolutism \(4th priority\)/);
    expect(act(funding({}), 'cov.fund', fund(['liberalism-absolutism'])).funding.FR!.paid).toEqual(['liberalism-absolutism']);
  });
  it('no payment needed with the other reading', () => {
    expect(act(funding({ libAbsFinalBox: 'no-pay' }), 'cov.fund', fund([])).funding.FR!.paid).toEqual([]);
  });
});

describe('paris5VP: the Allied Armies in Paris on an Early Triumph [14.1, 14.2.1]', () => {
  const check = (rules: Record<string, string>): CovState => ({ ...withRules(base, rules), position: { turn: 6, stepId: 'victory-check' }, endOfTurnVp: true, vp: { FR: 30, RU: 78, BR: 80, AU: 40 } });
  it('not scored by default: Britain triumphs at 80', () => {
    const t = act(check({}), 'cov.victory.check', { alliedArmiesInParis: { RU: 1 } });
    expect([t.vp.RU, t.gameOver!.winners]).toEqual([78, ['BR']]);
  });
  it('scored with the other reading: Russia +5 reaches 83 and triumphs', () => {
    const t = act(check({ paris5VP: 'once-always' }), 'cov.victory.check', { alliedArmiesInParis: { RU: 1 } });
    expect([t.vp.RU, t.gameOver!.winners]).toEqual([83, ['RU']]);
    expect(t.ledger.at(-1)).toMatchObject({ power: 'RU', vp: 5, rule: '14.1' });
  });
});

describe('paxPrerequisite: which prerequisite Britain checks before the Pax Britannica roll [12.4.11]', () => {
  const p = setCell(DATA, setCell(DATA, pack, 'pax-britannica', '2', 'prerequisite', 'War of 1812 Status British +1, or Liberalism at Secularization'), 'pax-britannica', '3', 'prerequisite', 'Treaty of Ghent');
  const s = (rules: Record<string, string>): CovState => ({ ...withRules(base, rules), data: p, pax: 2 });
  it('the next box’s, either one (default); all of them; or the current box’s', () => {
    expect(paxPrerequisite(s({}))).toEqual({ box: 3, text: 'Treaty of Ghent', how: 'the next box (box 3): either one suffices when it lists two' });
    expect(paxPrerequisite(s({ paxPrerequisite: 'next-box-all' })).how).toBe('the next box (box 3): all of them when it lists two');
    expect(paxPrerequisite(s({ paxPrerequisite: 'current-box-any' }))).toEqual({ box: 2, text: 'War of 1812 Status British +1, or Liberalism at Secularization', how: 'the current box (box 2): either one suffices when it lists two' });
  });
});

describe('frenchResourceReduction (OHR 15.1): Holland and Italy lost cost France a Resource each, for good [15.1]', () => {
  const on = (rules: Record<string, boolean>): CovState => ({ ...withRules(base, rules as never), position: { turn: 2, stepId: 'strategic-movement' } });
  const fr = (s: CovState) => resourcesOf(s, 'FR').total;
  it('Holland taken: −1 from then on, even when France takes it back; Italy: −1 more', () => {
    const s = on({ frenchResourceReduction: true });
    const full = fr(s);
    const lost = act(s, 'cov.forces.control', { space: 'Holland', side: 'allied' });
    expect(lost.frenchCoinsLost).toEqual(['Holland']);
    expect(fr(lost)).toBe(full - 1);
    expect(resourcesOf(lost, 'FR').lines.at(-1)).toEqual({ label: 'OHR 15.1: Holland lost, for good [15.1]', value: -1 });
    const back = act(lost, 'cov.forces.control', { space: 'Holland', side: 'FR' });
    expect(fr(back)).toBe(full - 1);
    expect(fr(act(back, 'cov.forces.control', { space: 'Italy', side: 'allied' }))).toBe(full - 2);
    // A space without the coins symbol costs nothing.
    expect(fr(act(s, 'cov.forces.control', { space: 'Saxony', side: 'allied' }))).toBe(full);
  });
  it('off (the standard game): no change', () => {
    const s = on({});
    expect(fr(act(s, 'cov.forces.control', { space: 'Holland', side: 'allied' }))).toBe(fr(s));
  });
});

describe('dealSize: the cards dealt [11.1, 11.1.1]', () => {
  it('the Hand Size Track by default (Kutuzov on top for Russia); ten plus the 11.1.1 extras with the other reading', () => {
    const s = withRules(base, {});
    expect(dealOf(s, 'FR').total).toBe(s.handSize.FR);
    expect(dealOf(s, 'RU')).toEqual({ total: s.handSize.RU + 1, lines: [{ label: 'Card Hand Size Track [11.1]', value: s.handSize.RU }, { label: 'Kutuzov (#31) [8.4]', value: 1 }] });
    const t = withRules(base, { dealSize: 'ten-plus-extras' });
    // Austria neutral: +1; Prussia (Russia's card icon) French at the set-up: no icon card yet.
    expect(dealOf(t, 'AU').total).toBe(11);
    expect(dealOf(t, 'RU').total).toBe(11);
    const allied = { ...t, forces: { ...t.forces, control: { ...t.forces.control, Prussia: 'allied' as const } } };
    expect(dealOf(allied, 'RU').lines.map((l) => l.label)).toEqual(['Ten cards [11.1]', 'Card icon: Prussia [11.1.1]', 'Kutuzov (#31) [8.4]']);
    expect(dealOf({ ...t, austriaAtWar: true }, 'AU').total).toBe(10);
  });
});

describe('ietModifiedDie: an Initial Environment Table die pushed outside 1–6 by the card [10.2, digest 10.17]', () => {
  // Card A-1 as the group entered it: first die +2, second die +1.
  const p = setCell(DATA, setCell(DATA, pack, 'initial-situation-cards', 'A-1', 'ietColumnDrm', 2), 'initial-situation-cards', 'A-1', 'ietRowDrm', 1);
  const at = (rules: Record<string, string>): CovState => ({ ...withRules(base, rules), data: p, position: { turn: 1, stepId: 'initial-environment' }, situation: { card: 'A-1', removed: [], index: 0 } });
  it('treated as 6 by default: 5 + 2 reads column 6 (France, the US Military Operation), 6 + 1 row 6', () => {
    expect(act(at({}), 'cov.iet.roll', {}, [[5], [6]]).iet).toMatchObject({ column: 6, row: 6, power: 'FR', usMilOp: true });
  });
  it('no result for that die with the other reading: no column (no Power, no US Military Operation), no row (no war at sea)', () => {
    const iet = act(at({ ietModifiedDie: 'no-effect' }), 'cov.iet.roll', {}, [[5], [6]]).iet!;
    expect(iet).toMatchObject({ column: null, row: null, power: null, usMilOp: null, usMilitia: null, sea: null });
    expect(iet.log.join(' ')).toContain('7 is outside 1–6: no result for that die');
    // Within 1-6 both readings agree: 3 + 2 is column 5 (Russia).
    expect(act(at({ ietModifiedDie: 'no-effect' }), 'cov.iet.roll', {}, [[3], [2]]).iet).toMatchObject({ column: 5, row: 3, power: 'RU' });
  });
});

describe('ietFleetLondon: the British fleet the war at sea places in London [10.2, 12.6, digest 10.20]', () => {
  // Row 2, column 3 of the printed table as the group entered it: +1 British fleet.
  const p = setCell(DATA, pack, 'initial-environment-results', '2', 'col3', 'br-fleet-plus');
  const rolled = (rules: Record<string, string>): CovState => {
    const s: CovState = { ...withRules(base, rules), data: p, position: { turn: 1, stepId: 'initial-environment' }, situation: { card: 'A-1', removed: [], index: 0 } };
    return act(s, 'cov.iet.roll', {}, [[3], [2]]);
  };
  const toReserve = { piece: 'FLEET', count: 1, from: 'capital:BR', to: 'royal-navy-reserve' };
  const step = (s: CovState, stepId: string): CovState => ({ ...s, position: { ...s.position, stepId } });
  it('distributed in 12.6 by default: the distribution sends it from London to the Royal Navy Reserve', () => {
    const s = rolled({});
    expect(s.forces.boxes['capital:BR']?.FLEET).toBe(1);
    expect(act(step(s, 'distribution'), 'cov.forces.move', toReserve).forces.boxes['royal-navy-reserve']?.FLEET).toBe(1);
  });
  it('held in London until Strategic Movement with the other reading: the distribution is refused, Strategic Movement moves it', () => {
    const s = rolled({ ietFleetLondon: 'strategic-movement' });
    expect(s.forces.londonHeld).toBe(1);
    refused(step(s, 'distribution'), 'cov.forces.move', toReserve, /^The fleet the war at sea placed in London stays there until Strategic Movement/);
    const moved = act(step(s, 'strategic-movement'), 'cov.forces.move', toReserve);
    expect([moved.forces.boxes['capital:BR']?.FLEET ?? 0, moved.forces.londonHeld]).toEqual([0, 0]);
    // A fleet received later into London (recruitment) is distributed as usual.
    const recruited = { ...step(moved, 'distribution'), forces: { ...moved.forces, boxes: { ...moved.forces.boxes, 'capital:BR': { FLEET: 1 } } } };
    expect(act(recruited, 'cov.forces.move', toReserve).forces.boxes['royal-navy-reserve']?.FLEET).toBe(2);
  });
});

describe('saxonyPrerequisite: which Northern Army attacks need Saxony [13.6.1.1, 13.6.1.4c, digest 10.21]', () => {
  // The Army of the Elbe in Holland, the Northern Army attacking it with its Military Operation, Saxony French.
  const at = (rules: Record<string, string>, target = 'Holland'): CovState => {
    const s = withRules(base, rules);
    const f = s.forces;
    return { ...s, forces: { ...f, armies: { ...f.armies, elbe: { ...f.armies['elbe']!, space: target }, northern: { ...f.armies['northern']!, space: 'Hanover' } }, control: { ...f.control, Saxony: 'FR' } } };
  };
  const attack = { french: { army: 'army-of-the-elbe', milOp: false }, allied: { army: 'northern-army', milOp: true } };
  it('Hanover, Holland and Belgium by default: no battle in Holland or Belgium while Saxony is French', () => {
    expect(pairedAtBattle(at({}), attack)).toBe('No battle: the Allies must control Saxony to attack Holland, and Saxony is French at this instant. The Military Operation (paid) returns to the Display [13.6.1, 13.6.1.4].');
    expect(pairedAtBattle(at({}, 'Belgium'), attack)).toMatch(/must control Saxony to attack Belgium/);
    // An entry an older version logged (the map column only) folds as played.
    expect(pairedAtBattle(at({}), attack, true)).toBeNull();
  });
  it('Hanover only with the other reading: Holland and Belgium are fought; Hanover still needs Saxony', () => {
    expect(pairedAtBattle(at({ saxonyPrerequisite: 'hanover-only' }), attack)).toBeNull();
    expect(pairedAtBattle(at({ saxonyPrerequisite: 'hanover-only' }, 'Belgium'), attack)).toBeNull();
    const hanover = at({ saxonyPrerequisite: 'hanover-only' }, 'Hanover');
    expect(pairedAtBattle({ ...hanover, forces: { ...hanover.forces, armies: { ...hanover.forces.armies, northern: { ...hanover.forces.armies['northern']!, space: 'Pomerania' } } } }, attack)).toMatch(/must control Saxony to attack Hanover/);
  });
});

describe('ietReroll: what the card’s re-roll of the first die replaces [10.2, digest 10.17]', () => {
  // Card A-1 demands a re-roll when the first die selects Russia; columns 5 and 6 as the group entered them.
  let p = setCell(DATA, pack, 'initial-situation-cards', 'A-1', 'ietRerollIf', 'ru');
  for (const [c, k, v] of [['5', 'usMilitia', 2], ['5', 'usMilOp', false], ['6', 'usMilitia', 3]] as const) p = setCell(DATA, p, 'initial-environment-columns', c, k, v);
  const rerolled = (rules: Record<string, string>) => {
    const s: CovState = { ...withRules(base, rules), data: p, position: { turn: 1, stepId: 'initial-environment' }, situation: { card: 'A-1', removed: [], index: 0 } };
    const first = act(s, 'cov.iet.roll', {}, [[5], [2]]);
    expect(first.iet!.rerollPending).toBe(true);
    return act(first, 'cov.iet.reroll', {}, [[6]]).iet!;
  };
  it('the whole column by default: column 6’s France, 3 US militia and the US Military Operation', () => {
    expect(rerolled({})).toMatchObject({ column: 6, power: 'FR', usMilitia: 3, usMilOp: true });
  });
  it('only the Power with the other reading: France, with column 5’s 2 US militia and no US Military Operation', () => {
    expect(rerolled({ ietReroll: 'power-only' })).toMatchObject({ column: 5, power: 'FR', usMilitia: 2, usMilOp: false });
  });
  it('the panel’s line says which die was re-rolled and what it replaced, by the reading', () => {
    const line = (rules: Record<string, string>) => ietRerollLine({ ...base, iet: rerolled(rules) });
    expect(line({})).toBe('First die re-rolled (the Initial Situation card): 6 replaces 5. The whole column is replaced: column 6: France, 3 US militia, the US Military Operation, instead of column 5: Russia, 2 US militia, no US Military Operation [10.2].');
    expect(line({ ietReroll: 'power-only' })).toBe('First die re-rolled (the Initial Situation card): 6 replaces 5. Only the Power is replaced (the group’s reading): France instead of Russia; US militia, US Military Operation and the war at sea stay column 5’s [10.2].');
    // No re-roll made (or a save from before the line): no line.
    expect(ietRerollLine({ ...base, iet: { ...rerolled({}), rerolled: undefined } })).toBeNull();
  });
});

describe('Amour sacré: the first Allied Army in a French homeland space, from the board [14.1, digest 10.29]', () => {
  const coded = setCell(DATA, pack, 'map-spaces', 'Alsace', 'nation', 'fr');
  const moved = (rules: Record<string, string>, to = 'Alsace'): CovState =>
    act({ ...withRules(base, rules), data: coded, position: { turn: 5, stepId: 'battles' } }, 'cov.forces.army', { army: 'silesia', space: to, why: 'advance' });
  const atEnd = (s: CovState): CovState => ({ ...s, position: { turn: 5, stepId: 'end-of-turn-vp' } });
  const vp = { castile: 'FR', prussiaAlliedControlled: true, negations: {}, amourSacre: false };
  const amour = (s: CovState) => s.ledger.filter((l) => /Amour sacré/.test(l.source)).map((l) => [l.power, l.vp]);
  it('the Army of Silesia advancing into Alsace (FR-coded) is recorded; the end-of-turn VP roll its die with no tick: France +4, once per game', () => {
    const s = atEnd(moved({}));
    expect(s.amourSacreSeen).toEqual({ turn: 5, army: 'silesia', space: 'Alsace' });
    expect(COV_ACTIONS['cov.end.vp']!.dice!(s, vp as never, h)).toHaveLength(1);
    expect(COV_ACTIONS['cov.end.vp']!.title(s, vp as never, { header: h, dice: [{ faces: [4] }] } as never)).toMatch(/Amour sacré: Army of Silesia in Alsace, as the board records it/);
    const t = act(s, 'cov.end.vp', vp, [[4]]);
    expect(amour(t)).toEqual([['FR', 4]]);
    expect([t.amourSacreUsed, t.amourSacreSeen]).toEqual([true, undefined]);
    // Next turn the Army is still there: nothing more.
    const next = act({ ...t, endOfTurnVp: false, position: { turn: 6, stepId: 'battles' } }, 'cov.forces.army', { army: 'silesia', space: 'Paris', why: 'advance' });
    expect(next.amourSacreSeen).toBeUndefined();
    expect(COV_ACTIONS['cov.end.vp']!.dice!({ ...next, position: { turn: 6, stepId: 'end-of-turn-vp' } }, vp as never, h)).toEqual([]);
  });
  it('Paris: counts by default; with "paris-excluded" an Allied Army in Paris is not recorded', () => {
    expect(moved({}, 'Paris').amourSacreSeen).toMatchObject({ army: 'silesia', space: 'Paris' });
    expect(moved({ amourSacre: 'paris-excluded' }, 'Paris').amourSacreSeen).toBeUndefined();
  });
  it('the group’s tick stays where the board cannot know (a space with no nationality code entered), and is refused where it knows', () => {
    const s = atEnd({ ...withRules(base, {}), position: { turn: 5, stepId: 'end-of-turn-vp' } });
    expect(amourSacreOnBoard(s)).toBe('unknown');
    expect(amour(act(s, 'cov.end.vp', { ...vp, amourSacre: true }, [[3]]))).toEqual([['FR', 3]]);
    // Every Allied Army's space coded, none French: nothing to tick.
    let known = pack;
    for (const a of Object.values(base.forces.armies)) if (a.space && a.space !== 'Paris') known = setCell(DATA, known, 'map-spaces', a.space, 'nation', 'none');
    const k = { ...s, data: known };
    expect(amourSacreOnBoard(k)).toBeNull();
    refused(k, 'cov.end.vp', { ...vp, amourSacre: true }, /No Allied Army has occupied a French homeland space as the board records it/);
  });
  it('an entry an older version logged folds as ticked then: unticked, no die and no award even with the Army in Alsace', () => {
    const s = atEnd(moved({}));
    expect(COV_ACTIONS['cov.end.vp']!.dice!(s, vp as never, h, true)).toEqual([]);
    const t = COV_ACTIONS['cov.end.vp']!.apply(s, vp as never, { header: h, dice: [], legacy: true } as never);
    expect(amour(t)).toEqual([]);
  });
});
