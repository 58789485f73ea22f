// Congress of Vienna's screens through the generic campaign screen (rendered with react-dom/server): the turn
// conductor in large type with who acts now, the diplomacy board with the live count, the movement
// calculator, and the New Campaign form that lets one seat hold several Powers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Campaign, makeHeader } from '../../../shared/engine/campaign';
import { completeSettings } from '../../../shared/engine/settings';
import { buildView } from '../../../shared/ipc/view';
import type { GameCatalogueEntry } from '../../../shared/ipc/contract';
import { congressOfVienna as cov } from '../../../shared/games/congress-of-vienna/module';
import { addVp, type CovState } from '../../../shared/games/congress-of-vienna/state';
import { VpLedger } from './frame';
import { RoundsPanel } from './diplomacy';
import { EndVpPanel } from './end';
import { FundingPanel } from './government';
import { MoveForm } from './forces';
import { BattlesPanel } from './war';
import { COV_ACTIONS } from '../../../shared/games/congress-of-vienna/actions';
import type { CampaignView } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';
import { App } from '../App';
import { loadGameScreens } from '../games/registry';

function show(patch: Partial<ReturnType<typeof useApp.getState>>): string {
  Object.assign(useApp.getInitialState(), { view: null, review: null, ...patch });
  return renderToStaticMarkup(<App />);
}

function toRounds(): Campaign<CovState> {
  const c = Campaign.create(
    cov,
    makeHeader({
      id: 'cov-ui', game: 'congress-of-vienna', scenario: 'full-campaign', title: 'Vienna 1813',
      players: [{ name: 'Ann', powers: ['FR'] }, { name: 'Bo', powers: ['RU', 'AU'] }, { name: 'Cy', powers: ['BR'] }],
      settings: completeSettings(cov, {}), seed: 7, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
    }),
  );
  const next = () => c.act('sequence.next', {});
  c.act('cov.situation.draw', {});
  for (const p of ['RU', 'AU', 'BR', 'FR']) c.act('cov.situation.band', { power: p });
  next();
  c.act('cov.iet.roll', {}, { physicalDice: [[2], [3]] });
  next();
  next();
  next();
  c.act('cov.wager', { bids: { FR: { value: 2, nation: 'FR' }, RU: { value: 4, nation: 'RU' }, BR: { value: 3, nation: 'BR' }, AU: { value: 2, nation: 'AU' } } });
  next();
  c.act('cov.wager.issue', { issue: 'poland' });
  next();
  for (const [p, a, b] of [['FR', 'saxony', 'bavaria'], ['BR', 'sweden-at-war', 'holland'], ['AU', 'naples', 'italy'], ['RU', 'hanover', 'financial-aid-1']] as const) c.act('cov.select', { power: p, issues: [a, b] });
  next();
  return c;
}

// react-dom/server does not wait for a Suspense: the game's screens are loaded first.
beforeAll(async () => {
  await loadGameScreens('congress-of-vienna');
});

describe('Congress of Vienna screens', () => {
  it('the conductor names who acts (the header has the turn, phase and step); the board shows each National Track with its live count', () => {
    const c = toRounds();
    // Russia won the wager (4 + 1); seating Britain → Austria → Russia → France: France acts first.
    expect(c.state.roundOrder).toEqual(['FR', 'BR', 'AU', 'RU']);
    const html = show({ view: buildView(c, '/tmp/vienna.adc') });
    expect(html).toContain('aria-label="Turn conductor"');
    const conductor = /aria-label="Turn conductor">(.*?)<\/div><\/div>/.exec(html)![1]!;
    expect(conductor).toContain('Acts now');
    expect(conductor).not.toMatch(/Turn 1|Diplomacy Phase|Diplomacy rounds/);
    expect(html).toContain('Round 1 of 6');
    expect(html).toMatch(/aria-label="Acts now"><span class="cov-who"[^>]*>France \(Ann\)</);
    // Poland sits on Russia's track at the wager's distance (5 − 2 = 3).
    expect(c.state.issues['poland']).toEqual({ at: 'track', power: 'RU', d: 3 });
    expect(html).toContain('aria-label="Russia Issues won 1"');
    expect(html).toContain('aria-label="Movement calculator"');
    expect(html).toContain('Round counter');
    expect(html).toContain('aria-label="Victory Points"');
    expect(html).toContain('aria-label="France 60 VP"');
  });

  it('a VP loss reads with the minus sign (U+2212), a gain with its plus, in the VP ledger', () => {
    const s = addVp(toRounds().state, 'End of Turn', [{ power: 'RU', vp: -4, source: 'Prussia not Allied-controlled', rule: '14.1' }, { power: 'AU', vp: 2, source: 'Austria not at war', rule: '14.1' }]);
    const html = renderToStaticMarkup(<VpLedger s={s} />);
    expect(html).toContain('<td class="cov-neg">\u22124</td>');
    expect(html).toContain('<td class="cov-pos">+2</td>');
    expect(html).not.toMatch(/>-4</);
  });

  it('the Handicap cards step says which way optional rule 10.4 is set: skipped while off, in use while on', () => {
    const at = (rules: Record<string, boolean>) => {
      const c = Campaign.create(cov, makeHeader({
        id: 'cov-hc', game: 'congress-of-vienna', scenario: 'full-campaign', title: 'Vienna 1813',
        players: [{ name: 'Ann', powers: ['FR', 'RU', 'AU', 'BR'] }],
        settings: completeSettings(cov, { rules }), seed: 7, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
      }));
      c.act('cov.situation.draw', {});
      for (const p of ['RU', 'AU', 'BR', 'FR']) c.act('cov.situation.band', { power: p });
      c.act('sequence.next', {});
      c.act('cov.iet.roll', {}, { physicalDice: [[2], [3]] });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      return c;
    };
    const off = at({});
    expect(off.state.position.stepId).toBe('deal');
    const offHtml = show({ view: buildView(off, '/tmp/vienna.adc') });
    expect(offHtml).toContain('skipped · only with optional rule 10.4, off in this campaign');
    expect(offHtml).not.toContain('10.4 in use');
    const on = at({ handicapCards: true });
    expect(on.state.position.stepId).toBe('handicap');
    const onHtml = show({ view: buildView(on, '/tmp/vienna.adc') });
    expect(onHtml).toContain('Optional rule 10.4 is in use in this campaign');
    expect(onHtml).not.toContain('skipped · only with optional rule 10.4');
  });

  it('the New Campaign form: four seats by default, each Power a checkbox so one player may hold several', () => {
    const entry: GameCatalogueEntry = {
      id: cov.id, name: cov.name,
      powers: cov.powers.map((p) => ({ id: p.id, name: p.name, colour: p.colour, kind: p.kind })),
      scenarios: cov.scenarios.map((s) => ({ id: s.id, name: s.name, description: s.description, playable: s.playable, minPlayers: s.minPlayers, maxPlayers: s.maxPlayers, cite: s.cite })),
    };
    const html = show({ catalogue: [entry] });
    expect(html).toContain('Players and Powers');
    expect(html).toContain('aria-label="Player 3 plays Austria"');
    expect(html).toContain('value="congress-of-vienna.adc"');
  });

  const rounds = toRounds();
  const panel = (el: (view: CampaignView) => ReactElement, s: CovState) => renderToStaticMarkup(el({ ...buildView(rounds, '/tmp/vienna.adc'), state: s }));

  it('the rounds: the Armistice may be stopped on the Table (negotiator and debater); the Leaders used and French pre-empts shown', () => {
    const s0 = rounds.state;
    // Only the Armistice is in play, so the form has it chosen.
    const issues = Object.fromEntries(Object.entries(s0.issues).map(([k, v]) => [k, k === 'armistice' ? ({ at: 'table' } as const) : v.at === 'table' || v.at === 'track' ? ({ at: 'display' } as const) : v]));
    const s = { ...s0, issues, leadersUsed: ['RU' as const], frenchPreempts: 1 };
    const html = panel((view) => <RoundsPanel view={view} />, s);
    expect(html).toContain('France stops the Armistice on the Negotiation Table [11.4]');
    expect(html).toContain('Leaders used this turn: Russia (one each [11.5]) · French pre-empts: 1 of 2 [11.1.2]');
    const other = panel((view) => <RoundsPanel view={view} />, s0);
    expect(other).not.toContain('stops the Armistice');
    expect(other).toContain('Leaders used this turn: none');
  });

  it('Strategic Movement: "With Berthier" offered while his card is saved; played in the Diplomacy Phase, the box is off with the reason', () => {
    const s0 = { ...rounds.state, position: { turn: 2, stepId: 'strategic-movement' } };
    const on = renderToStaticMarkup(<MoveForm s={s0} title="Strategic Movement" defaultFrom="spain" />);
    expect(on).toMatch(/<input type="checkbox"\/> With Berthier \(/);
    const off = renderToStaticMarkup(<MoveForm s={{ ...s0, berthierInDiplomacy: 'wagered by France' }} title="Strategic Movement" defaultFrom="spain" />);
    expect(off).toMatch(/<input type="checkbox" disabled=""\/> <span>With Berthier: <span class="cov-warning">Berthier \(#3\) was played in the Diplomacy Phase \(wagered by France\): only if saved there does he serve in the War Phase \[13.3\].<\/span>/);
    expect(off).not.toContain('more units, group-entered');
  });

  it('a battle’s French card step says Berthier cannot serve when he was played in the Diplomacy Phase [13.3]', () => {
    let s: CovState = { ...rounds.state, position: { turn: 2, stepId: 'military-operations' }, militaryOperations: ['br-military-operation-1'] };
    const run = (type: string, payload: unknown) => {
      const a = COV_ACTIONS[type]!;
      const p = a.schema.parse(payload);
      const why = a.validate(s, p, rounds.header);
      if (why) throw new Error(why);
      s = a.apply(s, p, { dice: [], header: rounds.header } as never);
    };
    run('cov.forces.mil-op', { issue: 'br-military-operation-1', holder: 'portugal' });
    run('cov.battle.declare', { input: { game: 'congress-of-vienna', front: 'C', french: { army: 'army-of-spain' }, allied: { army: 'army-of-portugal', owner: 'BR' } } });
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    while (s.battles[0]!.battle.step === 'withdrawal') run('cov.battle.decide', { id, action: { type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false } });
    if (s.battles[0]!.battle.side === 'allied') run('cov.battle.decide', { id, action: { type: 'cards', side: 'allied', cards: [] } });
    expect(s.battles[0]!.battle).toMatchObject({ step: 'cards', side: 'french' });
    const why = 'Berthier (#3) was played in the Diplomacy Phase (wagered by France): only if saved there does he serve in the War Phase [13.3].';
    expect(panel((view) => <BattlesPanel view={view} />, { ...s, berthierInDiplomacy: 'wagered by France' })).toMatch(new RegExp(`aria-label="France military cards"><p class="cov-warning">${why.replace(/[()[\].]/g, '\\$&')}</p>`));
    expect(panel((view) => <BattlesPanel view={view} />, s)).not.toContain('only if saved there does he serve');
  });

  it('the end-of-turn VP: Castile and Prussia from the control the board records; not recorded, the group is asked and Award waits', () => {
    const s0 = rounds.state;
    const unknown = panel((view) => <EndVpPanel view={view} />, s0);
    expect(unknown).toContain('<option value="" selected="">Choose…</option>');
    expect(unknown).toContain('Say who controls Castile first [14.1].');
    expect(unknown).toMatch(/<button[^>]*disabled=""[^>]*>Award the end-of-turn VP</);
    const known = panel((view) => <EndVpPanel view={view} />, { ...s0, forces: { ...s0.forces, control: { ...s0.forces.control, Castile: 'FR' } } });
    expect(known).not.toContain('Choose…');
    expect(known).toContain('France <strong>+2</strong> — ');
    expect(known).toMatch(/<button[^>]*>Award the end-of-turn VP</);
    expect(known).not.toMatch(/disabled=""[^>]*>Award the end-of-turn VP/);
  });

  it('Liberalism and Pax Britannica: the partner’s Resources, the cards’ bonus and the chance for each further Resource', () => {
    const s0 = rounds.state;
    const funded = (left: number) => ({ paid: [] as string[], militarySupport: 0, soundGovernment: false, libAbsExtra: 0, unfunded: [], leftover: left });
    const s = { ...s0, funding: { FR: { ...funded(0), paid: ['liberalism-absolutism'], libAbsExtra: 1 }, BR: funded(2) } };
    const html = panel((view) => <FundingPanel view={view} />, s);
    expect(html).toContain('aria-label="France Liberalism chances"');
    expect(html).toContain('Britain’s Resources for the roll (of 2 left)');
    expect(html).toContain('Liberalism card bonus (Gentz, Stein, Gaudin, Huskisson)');
    // France's 1 extra: 4/6 as it stands, 5/6 and 6/6 with more.
    expect(html).toMatch(/as it stands: 4\/6.*\+1 more: 5\/6.*\+2 more: 6\/6/s);
    expect(html).toContain('aria-label="Pax Britannica chances"');
  });
});
