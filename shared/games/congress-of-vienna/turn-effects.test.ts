// Issue effects that need a Power's choice or move pieces, and the end-of-turn clean-up: Austria at War (Austria
// enters now or postpones; Bohemia joins Silesia) [12.4.2], the Generalissimo named by Britain or removed by
// France, with the HQ side [12.4.7], the War of 1812's end and the hand sizes [13.6.4.2-3, 11.1.1], US militia
// demobilisation [13.6.4.1].
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { templatePack } from '../../data/tables';
import { COV_ACTIONS } from './actions';
import { BOX_1812, capitalOf, militiaStaying } from './forces';
import { ietPieces } from './actions/initial';
import { endOfTurnFromBoard } from './actions/end';
import { endOfGameBonuses } from './victory';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { CovState, IssueAt, Power } from './state';

const pack = templatePack(DATA);
const header = (rules: Record<string, string | boolean> = {}) =>
  makeHeader({
    id: 'cov-t', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
    settings: completeSettings(cov, { rules, dataPack: pack }), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
  });
/** The funding step with `issue` won by `power`, the gold pawn placed so that `power` funds first. */
function funding(power: Power, issue: string, extra: Partial<CovState> = {}, rules: Record<string, string | boolean> = {}): CovState {
  const h = header(rules);
  const s = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
  const before: Record<Power, Power> = { AU: 'BR', RU: 'AU', FR: 'RU', BR: 'FR' }; // seating br-au-ru-fr
  return { ...s, data: pack, rules: h.settings.rules as Record<string, string | boolean>, ...extra, goldPawn: before[power], issues: { ...s.issues, [issue]: { at: 'track', power, d: 1 } as IssueAt }, position: { turn: 3, stepId: 'funding' } };
}
function act(s: CovState, type: string, payload: unknown): CovState {
  const a = COV_ACTIONS[type]!;
  const p = a.schema.parse(payload);
  const why = a.validate(s, p, header());
  if (why) throw new Error(why);
  return a.apply(s, p, { header: header(), dice: [] } as never);
}
const fund = (power: Power, paid: string[], more: Record<string, unknown> = {}) => ({ power, paid, militarySupport: 0, soundGovernment: false, ...more });

describe('Austria at War [12.4.2]', () => {
  const s = funding('AU', 'austria-at-war', { armistice: 'in-effect' });
  it('Austria must choose: enter now or postpone', () => {
    expect(() => act(s, 'cov.fund', fund('AU', ['austria-at-war']))).toThrow(/Austria decides: enter the war now, or postpone/);
  });
  it('now: at war, the Armistice ends, hand size −1, the Army of Bohemia joins the Army of Silesia’s space', () => {
    const t = act(s, 'cov.fund', fund('AU', ['austria-at-war'], { austriaEntry: 'now' }));
    expect(t.austriaAtWar).toBe(true);
    expect(t.armistice).toBe('ended');
    expect(t.handSize.AU).toBe(s.handSize.AU - 1);
    expect(t.issues['austria-at-war']).toEqual({ at: 'removed' });
    expect(t.forces.armies['bohemia']!.space).toBe('Polesia');
    expect(t.forces.armies['bohemia']!.pieces).toEqual({ AU: 3 });
  });
  it('postpone: still neutral; the Issue returns for next turn’s Negotiation Table', () => {
    const t = act(s, 'cov.fund', fund('AU', ['austria-at-war'], { austriaEntry: 'postpone' }));
    expect(t.austriaAtWar).toBe(false);
    expect(t.armistice).toBe('in-effect');
    expect(t.forces.armies['bohemia']!.space).toBe('Vienna');
    const next = cov.nextTurn({ ...t, position: { turn: 3, stepId: 'victory-check' } }, header());
    expect(next.issues['austria-at-war']).toEqual({ at: 'table' });
  });
});

describe('Generalissimo [12.4.7]', () => {
  it('Britain names Russia or Austria; France removes it; the HQ marker’s side follows', () => {
    const s = funding('BR', 'generalissimo', { armistice: 'in-effect' });
    expect(() => act(s, 'cov.fund', fund('BR', ['generalissimo']))).toThrow(/Britain decides who becomes Generalissimo/);
    const t = act(s, 'cov.fund', fund('BR', ['generalissimo'], { generalissimoFor: 'AU' }));
    expect(t.generalissimo).toBe('AU');
    const hq = (x: CovState) => cov.statusBoard!(x, header()).flatMap((g) => g.rows).find((r) => r.label === 'Generalissimo HQ (Front A)')?.value;
    expect(hq(t)).toMatch(/face up: \+3/);
    const f = act(funding('FR', 'generalissimo', { armistice: 'in-effect', generalissimo: 'RU' }), 'cov.fund', fund('FR', ['generalissimo']));
    expect(f.generalissimo).toBe('none');
    expect(hq(f)).toMatch(/reverse side: −3/);
    // Activated once, whoever activates it (read by the rule setting generalissimoPenalty).
    expect([s.generalissimoActivated, t.generalissimoActivated, f.generalissimoActivated]).toEqual([undefined, true, true]);
  });
});

describe('The end of the War of 1812 [13.6.4.2, 13.6.4.3, 11.1.1]', () => {
  it('Canada Annexed: France’s hand size +1 for good; the British units in the Box go to the Force Pool', () => {
    const s = funding('FR', 'treaty-of-ghent', { war1812: { status: -2, ended: null, statusAtTurnStart: -2 } });
    const withUnits: CovState = { ...s, forces: { ...s.forces, boxes: { ...s.forces.boxes, [BOX_1812]: { BR: 2, FLEET: 1 } } } };
    const t = act(withUnits, 'cov.fund', fund('FR', ['treaty-of-ghent']));
    expect(t.war1812.ended).toBe('canada');
    expect(t.handSize.FR).toBe(s.handSize.FR + 1);
    expect(t.forces.boxes[BOX_1812]).toEqual({ FLEET: 1 });
  });
  it('the one-off reading: the hand size stays; one extra card at the next turn’s deal', () => {
    const s = funding('BR', 'treaty-of-ghent', { war1812: { status: 2, ended: null, statusAtTurnStart: 2 } }, { war1812HandSize: 'one-off' });
    const t = act(s, 'cov.fund', fund('BR', ['treaty-of-ghent']));
    expect(t.war1812.ended).toBe('ghent');
    expect(t.handSize.BR).toBe(s.handSize.BR);
    expect(t.extraCard).toEqual({ power: 'BR', turn: 4 });
    const next = cov.nextTurn({ ...t, position: { turn: 3, stepId: 'victory-check' } }, header());
    expect(cov.powerViews(next, header()).find((v) => v.power === 'BR')!.facts).toContain(`Hand size: ${s.handSize.BR} + 1 card this deal`);
    expect(cov.reminders!(next, header())).toContain('Britain is dealt one extra card this turn (the War of 1812 ended; one-off reading) [11.1.1].');
  });
});

describe('US militia demobilisation at the end of the turn [13.6.4.1]', () => {
  it('1-2 left: none stays; 3-4: one; 5 or more: two (D-19: 4 in the Box, 1 stays)', () => {
    expect([1, 2, 3, 4, 5, 7].map(militiaStaying)).toEqual([0, 0, 1, 1, 2, 2]);
    const s = funding('FR', 'poland');
    const t: CovState = { ...s, forces: { ...s.forces, boxes: { ...s.forces.boxes, [BOX_1812]: { US: 4, FLEET: 1 } } }, position: { turn: 3, stepId: 'victory-check' } };
    expect(cov.nextTurn(t, header()).forces.boxes[BOX_1812]).toEqual({ US: 1, FLEET: 1 });
  });
});

describe('The Initial Environment Table on the pieces [10.2]', () => {
  const iet = (usMilitia: number, sea: string | null, rerollPending = false): CovState['iet'] => ({ first: 1, second: 1, column: 1, row: 1, power: null, usMilitia, usMilOp: false, sea, rerollPending, log: [] });
  it('US militia added to those in the Box, at most 7; a new British fleet to London; nothing while a re-roll is due', () => {
    const s = funding('FR', 'poland');
    const five: CovState = { ...s, forces: { ...s.forces, boxes: { ...s.forces.boxes, [BOX_1812]: { US: 5, FLEET: 1 } } } };
    const t = ietPieces({ ...five, iet: iet(3, 'br-fleet-plus') });
    expect(t.forces.boxes[BOX_1812]).toEqual({ US: 7, FLEET: 1 });
    expect(t.forces.boxes[capitalOf('BR')]).toEqual({ FLEET: 1 });
    expect(ietPieces({ ...five, iet: iet(3, 'br-fleet-plus', true) }).forces).toEqual(five.forces);
    expect(ietPieces({ ...five, iet: iet(3, null), war1812: { status: 2, ended: 'ghent', statusAtTurnStart: 2 } }).forces.boxes[BOX_1812]).toEqual({ US: 5, FLEET: 1 });
  });
});

describe('Future Government of France [12.4.8] (R-09)', () => {
  it('Britain moves the pawn from Austria Regency into No Agreement, then Russia into King Jean III Bernadotte: the Rulebook’s VP', () => {
    const s = funding('BR', 'future-government-of-france', { armistice: 'in-effect', fgof: 'austria-regency' });
    expect(() => act(s, 'cov.fund', fund('BR', ['future-government-of-france']))).toThrow(/choose the space/);
    expect(() => act(s, 'cov.fund', fund('BR', ['future-government-of-france'], { fgofTo: 'space-5' }))).toThrow(/VP for entering Fifth space are not entered: fill in the table "Future Government of France Track"/);
    const t = act(s, 'cov.fund', fund('BR', ['future-government-of-france'], { fgofTo: 'no-agreement' }));
    expect(t.fgof).toBe('no-agreement');
    const d1 = (['FR', 'RU', 'BR', 'AU'] as const).map((p) => t.vp[p] - s.vp[p]);
    expect(d1).toEqual([-4, 2, 2, -5]);
    expect(t.ledger.at(-1)).toMatchObject({ rule: '12.4.8', source: 'Future Government of France: the pawn enters No Agreement from Austria Regency' });

    const u0 = funding('RU', 'future-government-of-france', { armistice: 'in-effect', fgof: t.fgof, vp: t.vp });
    const u = act(u0, 'cov.fund', fund('RU', ['future-government-of-france'], { fgofTo: 'king-jean-iii-bernadotte' }));
    expect((['FR', 'RU', 'BR', 'AU'] as const).map((p) => u.vp[p] - t.vp[p])).toEqual([-2, 5, 1, 1]);
    // Cumulative over both turns: FR −6, RU +7, BR +3, AU −4.
    expect((['FR', 'RU', 'BR', 'AU'] as const).map((p) => u.vp[p] - s.vp[p])).toEqual([-6, 7, 3, -4]);
  });
  it('with the neighbours entered, the pawn moves only to an adjacent space', async () => {
    const { setCell } = await import('../../data/tables');
    const p2 = setCell(DATA, setCell(DATA, pack, 'future-government-of-france', 'emperor-napoleon-bonaparte', 'neighbours', 'No Agreement'), 'future-government-of-france', 'austria-regency', 'neighbours', 'No Agreement');
    const s = { ...funding('AU', 'future-government-of-france', { armistice: 'in-effect' }), data: p2 };
    expect(() => act(s, 'cov.fund', fund('AU', ['future-government-of-france'], { fgofTo: 'austria-regency' }))).toThrow(/Austria Regency is not adjacent to Emperor Napoleon Bonaparte/);
  });
});

describe('Card trade instead of negotiating [11.8, 11.1.2]', () => {
  const rounds = (): CovState => {
    const s = funding('FR', 'poland');
    return { ...s, position: { turn: 3, stepId: 'rounds' }, round: 2, roundOrder: ['AU', 'RU', 'FR', 'BR'], turnIndex: 2, debatedSince: ['FR'] };
  };
  it('France’s offer cannot be refused by a Power holding a French card; declined, France still acts; made, the turn passes on', () => {
    const s = rounds();
    expect(() => act(s, 'cov.trade', { power: 'RU', with: 'BR', outcome: 'traded' })).toThrow(/Round 2: France acts now/);
    expect(() => act(s, 'cov.trade', { power: 'FR', with: 'BR', outcome: 'declined' })).toThrow(/must trade with France if it holds a French card/);
    expect(() => act(s, 'cov.trade', { power: 'FR', with: 'BR', outcome: 'traded', noCard: true })).toThrow(/has no France card: it must decline/);
    const d = act(s, 'cov.trade', { power: 'FR', with: 'BR', outcome: 'declined', noCard: true });
    expect(d.turnIndex).toBe(2);
    expect(d.negotiations.at(-1)).toMatchObject({ kind: 'trade', text: 'Britain declines France’s trade (no France card)' });
    const t = act(s, 'cov.trade', { power: 'FR', with: 'BR', outcome: 'traded' });
    expect(t.turnIndex).toBe(3);
    expect(t.debatedSince).toEqual([]);
  });
  it('another Power’s offer may be declined', () => {
    const s = { ...rounds(), turnIndex: 3 };
    expect(act(s, 'cov.trade', { power: 'BR', with: 'AU', outcome: 'declined' }).turnIndex).toBe(3);
  });
});

describe('Liberalism/Absolutism: either Power of the pair pays for the roll, cards add their bonus [12.4.5]', () => {
  const roll = (s: CovState, payload: Record<string, unknown>, die: number) => {
    const a = COV_ACTIONS['cov.libabs.roll']!;
    const p = a.schema.parse(payload);
    const why = a.validate(s, p, header());
    if (why) throw new Error(why);
    return a.apply(s, p, { header: header(), dice: [{ faces: [die] }] } as never);
  };
  const franceFunded = act(funding('FR', 'liberalism-absolutism'), 'cov.fund', fund('FR', ['liberalism-absolutism'], { libAbsExtra: 1 }));
  it('France’s die waits for Britain, its partner, to fund (12.3: unspent Resources at the conclusion of Issues Resolution; 12.4.5: before the die roll); then Britain adds at most what it has left', () => {
    const before = JSON.stringify(franceFunded);
    expect(() => roll(franceFunded, { power: 'FR' }, 1)).toThrow(/^Britain, France’s partner, funds its Issues first: it may then add Resources it has left to the roll, before the die is thrown \[12\.3, 12\.4\.5\]\.$/);
    expect(() => roll(franceFunded, { power: 'FR', partnerResources: 1 }, 1)).toThrow(/^Britain, France’s partner, funds its Issues first/);
    expect(JSON.stringify(franceFunded)).toBe(before);
    // An entry an older version logged (France rolled before Britain funded) folds as played.
    const a = COV_ACTIONS['cov.libabs.roll']!;
    expect(a.validate(franceFunded, a.schema.parse({ power: 'FR' }), header(), true)).toBeNull();
    const both = act(franceFunded, 'cov.fund', fund('BR', []));
    const left = both.funding.BR!.leftover;
    expect(left).toBeGreaterThan(1);
    expect(() => roll(both, { power: 'FR', partnerResources: left + 1 }, 1)).toThrow(new RegExp(`^Britain has ${left} Resources left, not ${left + 1} \\[12\\.4\\.5\\]\\.$`));
  });
  it('Britain’s funding log: its Resources left are not "lost" while France’s Liberalism roll, the Pax Britannica roll or Sound Government may still take them [12.3]', () => {
    const title = (s: CovState, payload: Record<string, unknown>) => COV_ACTIONS['cov.fund']!.title(s, COV_ACTIONS['cov.fund']!.schema.parse(payload), { header: header(), dice: [] } as never);
    const left = act(franceFunded, 'cov.fund', fund('BR', [])).funding.BR!.leftover;
    expect(title(franceFunded, fund('BR', []))).toBe(`Britain funds no Issue; ${left} Resources unspent: Britain may still spend them on France’s Liberalism roll (+1 each) [12.4.5], or the Pax Britannica roll (+1 each) [12.4.11], or Sound Government (1 for +1 VP) [12.4.12]; otherwise lost at the end of the turn [12.3]`);
    expect(title(franceFunded, fund('BR', []))).not.toMatch(/\(lost\)/);
    // France has rolled, Pax is rolled, Sound Government bought: what is left is simply lost at the end of the turn.
    const done = { ...franceFunded, paxRolled: true, libAbsRolls: [{ power: 'FR' as const, side: 'liberalism' as const, die: 5, drm: 1, success: true }] };
    expect(title(done, fund('BR', [], { soundGovernment: true }))).toBe(`Britain funds no Issue; Sound Government (+1 VP); ${left - 1} Resources unspent: lost at the end of the turn [12.3]`);
    // France still to fund the Liberalism it won: Britain, funding first, may still pay toward its roll.
    const b = funding('BR', 'sweden-at-war');
    const brFirst = { ...b, issues: { ...b.issues, 'liberalism-absolutism': { at: 'track', power: 'FR', d: 1 } as IssueAt } };
    expect(title({ ...brFirst, paxRolled: true }, fund('BR', ['sweden-at-war'], { soundGovernment: true }))).toMatch(/unspent: Britain may still spend them on France’s Liberalism roll \(\+1 each\) \[12\.4\.5\]; otherwise lost/);
  });
  it('a 1 with France’s 1, Britain’s 1 and Huskisson’s 1 is 4: the pawn advances; Britain’s Resource is spent', () => {
    const both = act(franceFunded, 'cov.fund', fund('BR', []));
    const left = both.funding.BR!.leftover;
    const t = roll(both, { power: 'FR', partnerResources: 1, cardBonus: 1 }, 1);
    expect(t.libAbsRolls).toEqual([{ power: 'FR', side: 'liberalism', die: 1, drm: 3, success: true }]);
    expect(t.liberalism).toBe(both.liberalism + 1);
    expect(t.funding.BR!.leftover).toBe(left - 1);
    expect(COV_ACTIONS['cov.libabs.roll']!.title(both, { power: 'FR', partnerResources: 1, cardBonus: 1 }, { header: header(), dice: [{ faces: [1] }] } as never)).toBe('France rolls 1 +3 for Liberalism (Britain pays 1 Resource): the pawn advances to box 1');
    // Without them, the same 1 fails.
    expect(roll(both, { power: 'FR' }, 1).libAbsRolls[0]).toMatchObject({ drm: 1, success: false });
  });
});

describe('The end-of-turn VP read from the board [14.1]', () => {
  const h = header();
  const s0 = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
  it('at the set-up: Prussia French (the Army of the Elbe), Castile not recorded, no Allied Army in Paris', () => {
    expect(endOfTurnFromBoard({ ...s0, data: pack })).toEqual({ castile: null, prussiaAlliedControlled: false, alliedArmiesInParis: {} });
  });
  it('Castile Allied is British; Prussia Allied; Silesia and the Northern Army in Paris count for Russia (R-20: +10)', () => {
    const f = s0.forces;
    const s = { ...s0, data: pack, forces: { ...f, control: { ...f.control, Castile: 'allied' as const, Prussia: 'allied' as const }, armies: { ...f.armies, silesia: { ...f.armies['silesia']!, space: 'Paris' }, northern: { ...f.armies['northern']!, space: 'Paris' }, bohemia: { ...f.armies['bohemia']!, space: 'Paris', removed: true } } } };
    const b = endOfTurnFromBoard(s);
    expect(b).toEqual({ castile: 'BR', prussiaAlliedControlled: true, alliedArmiesInParis: { RU: 2 } });
    expect(endOfGameBonuses({ liberalismFinal: false, absolutismFinal: false, surrendered: false, alliedArmiesInParis: b.alliedArmiesInParis, survivalDice: [6] }).filter((c) => c.power === 'RU')).toEqual([expect.objectContaining({ vp: 10 })]);
  });
});
