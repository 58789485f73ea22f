// A Congress of Vienna campaign played quietly with the engine to the War Phase's first step and saved where the
// host reads files, so a battle spec starts at the Military Operations without clicking through a whole turn.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { Campaign, makeHeader } from '../../shared/engine/campaign';
import { completeSettings } from '../../shared/engine/settings';
import { setCell, templatePack, type DataPack } from '../../shared/data/tables';
import { congressOfVienna as cov } from '../../shared/games/congress-of-vienna/module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { actingNow, type CovState, type Power } from '../../shared/games/congress-of-vienna/state';
import { fundingItems } from '../../shared/games/congress-of-vienna/actions/government';

/** A group's pack: the Battle DRM Track and a Tactical Matrix (a test's values; the real ones are on the Rulebook's back page). */
export function battlesPack(): DataPack {
  let p = { ...templatePack(DATA), name: 'Battle group' };
  const fr: Array<[number, number]> = [[8, 1], [14, 2], [21, 3], [27, 4], [33, 5]];
  const al: Array<[number, number]> = [[8, 1], [15, 2], [22, 3], [28, 4], [34, 5]];
  const read = (row: Array<[number, number]>, t: number) => row.filter(([m]) => t >= m).at(-1)?.[1] ?? 0;
  for (let t = -10; t <= 45; t++) {
    p = setCell(DATA, p, 'battle-drm-track', String(t), 'frLoss', read(fr, t));
    p = setCell(DATA, p, 'battle-drm-track', String(t), 'alliedLoss', read(al, t));
  }
  const names = ['Attack', 'Flank', 'Probe', 'Defend', 'Hold', 'Feint', 'Retreat'];
  for (const side of ['french', 'allied']) names.forEach((n, i) => (p = setCell(DATA, p, 'tactical-chits', `${side}:${i + 1}`, 'name', n)));
  for (let f = 1; f <= 7; f++)
    for (let a = 1; a <= 7; a++) {
      p = setCell(DATA, p, 'tactical-matrix', `${f}:${a}`, 'frenchDrm', f === a ? 0 : f > a ? 2 : -1);
      p = setCell(DATA, p, 'tactical-matrix', `${f}:${a}`, 'alliedDrm', f === a ? 0 : f > a ? -1 : 2);
      p = setCell(DATA, p, 'tactical-matrix', `${f}:${a}`, 'result', f === 7 && a === 7 ? 'no-battle' : f === 5 && a === 5 ? 'no-major' : 'normal');
    }
  return p;
}

/** Where covAtWar stops, other rules on, and what the table does there before the file is saved. */
export interface CovAtWarOptions {
  rules?: Record<string, string | boolean>;
  /** 'wager': before the wager is revealed; 'funding': before the first Power funds; otherwise Turn 1's Military Operations. */
  until?: 'wager' | 'funding' | 'military-operations';
  /** The wager's cards (default: France 4, Russia 3, Britain 4, Austria 2, each of its own nationality). */
  bids?: Record<Power, { value: number; nation: Power | 'neutral'; berthier?: boolean }>;
  then?: (c: Campaign<CovState>) => void;
  /** Another group pack (default: battlesPack()). */
  pack?: DataPack;
  /** Military Support markers each Power buys in the Government Phase (default: Britain and Russia one each). */
  support?: Partial<Record<Power, number>>;
  /** Engine actions at the distribution step (e.g. a transfer). */
  atDistribution?: (c: Campaign<CovState>) => void;
}

/** Ann (France), Bo (Russia and Austria), Cy (Britain) at Turn 1's Military Operations, with OHR 15.2 and 15.5. */
export async function covAtWar(dataDir: string, file: string, o: CovAtWarOptions = {}): Promise<void> {
  const header = makeHeader({
    id: 'cov-battles', game: 'congress-of-vienna', scenario: 'full-campaign',
    players: [{ name: 'Ann', powers: ['FR'] }, { name: 'Bo', powers: ['RU', 'AU'] }, { name: 'Cy', powers: ['BR'] }],
    settings: completeSettings(cov, { rules: { tacticalMatrix: true, denmarkNorwayBox: true, ...o.rules }, dataPack: o.pack ?? battlesPack() }),
    seed: 1813, createdAt: '2026-12-02T08:00:00.000Z', appVersion: 'e2e', title: 'Vienna battles',
  });
  const c = Campaign.create(cov, header);
  const card = (value: number, nation: Power | 'neutral' = 'neutral') => ({ value, nation });
  const next = () => c.act('sequence.next', {});
  const save = async () => {
    o.then?.(c);
    await writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));
  };
  c.act('cov.situation.draw', {});
  for (const p of ['RU', 'AU', 'BR', 'FR']) c.act('cov.situation.band', { power: p });
  next();
  c.act('cov.iet.roll', {}, { physicalDice: [[5], [2]] });
  next();
  next();
  next();
  if (o.until === 'wager') {
    if (c.state.position.stepId !== 'wager') throw new Error(`Could not reach the wager: at ${c.state.position.stepId}`);
    return save();
  }
  c.act('cov.wager', { bids: o.bids ?? { FR: card(4, 'FR'), RU: card(3, 'RU'), BR: card(4, 'BR'), AU: card(2, 'AU') } });
  next();
  c.act('cov.wager.issue', { issue: 'br-military-operation-1' });
  next();
  c.act('cov.select', { power: 'AU', issues: ['recruitment-au', 'financial-aid-1'] });
  c.act('cov.select', { power: 'RU', issues: ['ru-military-operation-1', 'poland'] });
  c.act('cov.select', { power: 'FR', issues: ['fr-military-operation-1', 'liberalism-absolutism'] });
  c.act('cov.select', { power: 'BR', issues: ['sweden-at-war', 'saxony'] });
  next();
  // Six rounds (as the module's whole-turn test plays them).
  c.act('cov.negotiate', { power: 'AU', issue: 'financial-aid-1', card: card(3, 'AU'), debate: { debater: 'FR', card: card(2, 'FR') } });
  c.act('cov.negotiate', { power: 'RU', issue: 'ru-military-operation-1', card: card(3, 'RU') });
  c.act('cov.pass', { power: 'FR' });
  c.act('cov.negotiate', { power: 'BR', issue: 'br-military-operation-1', card: card(5, 'BR') });
  const moves: Record<Power, Array<[string, number]>> = {
    AU: [['recruitment-au', 2], ['recruitment-au', 2], ['financial-aid-1', 2], ['recruitment-au', 1], ['financial-aid-1', 1]],
    RU: [['poland', 3], ['poland', 2], ['ru-military-operation-1', 2], ['poland', 1], ['ru-military-operation-1', 1]],
    FR: [['fr-military-operation-1', 4], ['liberalism-absolutism', 3], ['fr-military-operation-1', 2], ['liberalism-absolutism', 2], ['saxony', 2]],
    BR: [['sweden-at-war', 3], ['saxony', 3], ['sweden-at-war', 2], ['saxony', 1], ['sweden-at-war', 1]],
  };
  for (let round = 2; round <= 6; round++) for (const p of c.state.roundOrder) c.act('cov.negotiate', { power: p, issue: moves[p][round - 2]![0], card: card(moves[p][round - 2]![1]) });
  next();
  c.act('cov.diplomacy.winner', {});
  next();
  next();
  // Government: each Power in turn funds its mandatory Issues (the engine's list), nothing else.
  for (let guard = 0; guard < 8 && c.state.position.stepId === 'funding' && o.until !== 'funding'; guard++) {
    const p = actingNow(c.state)[0];
    if (!p) break;
    const paid = fundingItems(c.state, p).filter((i) => i.mandatory && i.payer === p).map((i) => i.issue.id);
    c.act('cov.fund', { power: p, paid, militarySupport: (o.support ?? { BR: 1, RU: 1 })[p] ?? 0, soundGovernment: false });
    if (p === 'BR') c.act('cov.pax.roll', { prerequisiteMet: false, resources: 0, fleets: [], cardBonus: 0 });
  }
  if (o.until === 'funding') {
    if (c.state.position.stepId !== 'funding') throw new Error(`Could not reach the funding: at ${c.state.position.stepId}`);
    return save();
  }
  if (c.state.liberalism === 0) {
    try {
      c.act('cov.libabs.roll', { power: 'FR' }, { physicalDice: [[5]] });
    } catch {
      /* not won this time */
    }
  }
  for (let guard = 0; guard < 6 && c.state.position.stepId !== 'military-operations'; guard++) {
    if (c.state.position.stepId === 'distribution') o.atDistribution?.(c);
    next();
  }
  if (c.state.position.stepId !== 'military-operations') throw new Error(`Could not reach the Military Operations: at ${c.state.position.stepId}`);
  return save();
}

/** One side of the "Declare a battle" form; the Military Operation and Support only when given. */
export interface DeclareSide {
  army: string;
  units: string;
  space: string;
  milOp?: boolean;
  support?: string;
  nationality?: string;
}

/** Fills the War Phase's "Declare a battle" form (already open) for a Front and declares the battle. */
export async function declareBattle(page: Page, front: string, france: DeclareSide, allies: DeclareSide): Promise<void> {
  const declare = page.locator('.cov-declare');
  await declare.getByRole('combobox', { name: 'Front' }).selectOption(front);
  for (const [side, s] of [['France', france], ['The Allies', allies]] as const) {
    await declare.getByRole('combobox', { name: `${side} army` }).selectOption({ label: s.army });
    await declare.getByRole('textbox', { name: `${side} units` }).fill(s.units);
    if (s.milOp) await declare.getByRole('checkbox', { name: `${side} Military Operation` }).check();
    if (s.support) await declare.getByRole('spinbutton', { name: `${side} Military Support` }).fill(s.support);
    await declare.getByRole('combobox', { name: `${side} space`, exact: true }).selectOption(s.space);
    if (s.nationality) await declare.getByRole('combobox', { name: `${side} space nationality` }).selectOption(s.nationality);
  }
  await declare.getByRole('button', { name: new RegExp(`^Declare the battle on Front ${front}`) }).click();
}

/** Adds military card `i` (1-based) to a side's cards in the battle's card step, with its DRM. */
export async function addCard(page: Page, side: string, i: number, id: string, drm: number): Promise<void> {
  const cards = page.getByLabel(`${side} military cards`);
  await cards.getByRole('button', { name: '+ Card' }).click();
  await cards.getByRole('textbox', { name: `${side} card ${i}` }).fill(id);
  await cards.getByRole('spinbutton', { name: `${side} card ${i} DRM` }).fill(String(drm));
}

/** Enters the table's own dice in the roll box whose button is `label` ("5 | 2": one group per |). */
export async function tableDice(page: Page, label: string, faces: string): Promise<void> {
  const roll = page.locator('.cov-roll').filter({ has: page.getByRole('button', { name: label }) });
  await roll.getByRole('button', { name: 'Table dice…' }).click();
  await roll.getByRole('textbox').fill(faces);
  await roll.getByRole('button', { name: 'Use these dice' }).click();
}

/** Declares the battle in the Denmark/Norway Box (OHR 15.2) from the "Declare a battle" form: the units typed, the Allies' Military Operation. */
export async function declareBoxBattle(page: Page, france: string, allies: string): Promise<void> {
  const declare = page.locator('.cov-declare');
  await declare.getByRole('combobox', { name: 'Front' }).selectOption({ label: 'Denmark/Norway Box' });
  await declare.getByRole('textbox', { name: 'France units' }).fill(france);
  await declare.getByRole('textbox', { name: 'The Allies units' }).fill(allies);
  await declare.getByRole('checkbox', { name: 'The Allies Military Operation' }).check();
  await declare.getByRole('button', { name: 'Declare the battle on Denmark/Norway Box' }).click();
}

/** The chooser picks a battle's losses by nationality in the losses panel ("Army of Portugal", or "the Denmark/Norway
 *  Box"): a number by nationality ("British": 2, "British fleets": 1), then "Remove these losses" [13.4.4]. */
export async function chooseLosses(page: Page, army: string, picks: Record<string, number>): Promise<void> {
  const losses = page.getByRole('group', { name: `${army} losses` });
  for (const [nation, n] of Object.entries(picks)) await losses.getByRole('spinbutton', { name: nation, exact: true }).fill(String(n));
  await losses.getByRole('button', { name: 'Remove these losses' }).click();
  await losses.waitFor({ state: 'detached' });
}

/** Each side the battle panel offers the Withdrawal fights, until the military cards are asked (none offered: nothing). */
export async function fightOn(fight: Locator): Promise<void> {
  for (let k = 0; k < 2; k++) {
    await expect(fight.getByRole('button', { name: /: fight$/ }).or(fight.getByLabel(/ military cards$/)).first()).toBeVisible();
    const b = fight.getByRole('button', { name: /: fight$/ });
    if (!(await b.count())) break;
    const name = (await b.textContent())!;
    await b.click();
    await expect(fight.getByRole('button', { name, exact: true })).toBeHidden();
  }
}
