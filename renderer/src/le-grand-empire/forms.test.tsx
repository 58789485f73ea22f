// Le Grand Empire's registry forms as the group reads them (react-dom/server): the leader costs read from the
// table "Costs" (not a printed 5 £), the wound odds once above the leaders and table dice on each check, the
// external war's modifiers and chance with table dice, and the minors' boxes in the games' words.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { setCell } from '../../../shared/data/tables';
import { buildView } from '../../../shared/ipc/view';
import { groupPack, lgeCampaign, playTo, withWoundTable, type C } from '../../../shared/games/le-grand-empire/campaign-testing';
import { LE_GRAND_EMPIRE_DATA as DATA } from '../../../shared/games/le-grand-empire/tables';
import { registriesOf } from '../../../shared/games/le-grand-empire/leaders';
import { EligibleLeaders, LeadersTab } from './Leaders';
import { SpecialRulesTab } from './SpecialRules';
import { boxWords } from './Procedures';
import { EventsPanel } from './Events';
import { manualModeWords } from './parts';
import { WarMatrix } from './Diplomacy';

/** Berthier on the map, the USA war (Great Britain, at least 1 turn) from Spring 1805; the takeover at 7 £, a dismissal at 4 £. */
function summer(wounds = true): C {
  let p = groupPack();
  if (wounds) p = withWoundTable(p, [[1, 'killed'], [2, 'wounded'], [4, 'none']]);
  p = setCell(DATA, p, 'costs', 'leader-takeover', 'value', 7);
  p = setCell(DATA, p, 'costs', 'leader-dismissal', 'value', 4);
  const c = lgeCampaign({ pack: p });
  c.act('lge.extwar.start', { name: 'USA', power: 'great-britain', minTurns: 1 });
  c.act('lge.leader.set', { leader: 'Berthier', status: 'map' });
  return c;
}
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
const leaders = (c: C) => renderToStaticMarkup(<LeadersTab view={buildView(c, '/tmp/lge.adc')} />);
const specialRules = (c: C) => renderToStaticMarkup(<SpecialRulesTab view={buildView(c, '/tmp/lge.adc')} />);

describe('Le Grand Empire registry forms', () => {
  it('prices the takeover and the dismissal from the table “Costs”, as the actions debit them', () => {
    const c = summer();
    playTo(c, 'activations');
    expect(text(leaders(c))).toContain('Take over (7 £, §4.2.4.2)');
    playTo(c, 'reinforcements');
    const html = text(leaders(c));
    expect(html).toContain('not defeated (4 £)');
    expect(html).toContain('Admiral (5 £)');
    expect(c.act('lge.leader.dismiss', { leader: 'Berthier' }).title).toContain('France pays 4 £');
  });

  it('offers the absorption (§5.1.5) once a leader has activated on the marker in play, his force’s commander only among them', () => {
    const c = lgeCampaign();
    c.act('lge.leader.set', { leader: 'Alten', status: 'map' });
    c.act('lge.leader.set', { leader: 'Craig', status: 'map' });
    playTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'C1' });
    const eligible = () => renderToStaticMarkup(<EligibleLeaders view={buildView(c, '/tmp/lge.adc')} />);
    expect(eligible()).not.toContain('Absorb (§5.1.5)');
    c.act('lge.leader.activate', { leader: 'Alten' });
    const html = eligible();
    expect(html).toContain('Absorb (§5.1.5)');
    const commanders = html.match(/aria-label="Force commander">(.*?)<\/select>/)![1]!;
    expect(commanders).toContain('>Alten<');
    expect(commanders).not.toContain('>Craig<');
  });

  it('shows the wound odds once, before any check, and offers table dice on each leader on the map', () => {
    const c = summer();
    const html = leaders(c);
    expect(text(html)).toContain('Wound check (1D6, table “Leader wounds”): wounded 33.3%, killed 16.7%, unhurt 50.0%');
    // One check, for Berthier, the only leader on the map: its faces can be typed.
    expect(html.match(/> Table dice</g)).toHaveLength(1);
    expect(html.match(/Wound check<\/button>/g)).toHaveLength(1);
    // No wound table: the result is typed (manual mode), and the note says so.
    const manual = leaders(summer(false));
    expect(text(manual)).toContain('The table “Leader wounds” is not entered: type each wound result read at the table (manual mode), or fill it in.');
    expect(manual).toContain('aria-label="Berthier: wound result (typed)"');
  });

  it('lists the external war’s end modifiers with its chance, and takes table dice; its missing corps only at the Victory Phase', () => {
    const c = summer();
    expect(text(specialRules(c))).toContain('Try to end it (from Summer 1805)');
    playTo(c, 'victory');
    expect(text(specialRules(c))).toContain('Corps missing: −1 VP');
    c.act('sequence.next', {});
    playTo(c, 'exceptional-budget');
    const html = specialRules(c);
    expect(text(html)).toContain('Turns of war +1');
    expect(text(html)).toContain('Try to end it (2D6 + 1 ≥ 10, 27.8%)');
    expect(html).toContain('> Table dice<');
    expect(text(html)).not.toContain('Corps missing');
  });

  it('starts the external-war form empty, the table’s wars offered to pick; an empty name is refused in words', () => {
    const c = lgeCampaign({ pack: groupPack() });
    const html = specialRules(c);
    expect(html).toContain('<input type="text" list="lge-wars" class="mid" aria-label="External war" placeholder="war (pick or type)" value=""/>');
    expect(html).toContain('<datalist id="lge-wars"><option value="USA"></option><option value="Persia"></option><option value="India"></option></datalist>');
    expect(() => c.act('lge.extwar.start', { name: ' ', power: 'great-britain', minTurns: 2 })).toThrow(/name the war: one of the table “External wars” \(play aid\), or its name/);
    expect(registriesOf(c.state).externalWars).toEqual([]);
  });

  it('says manual mode the same way in every calculator: the events draw and the wound check name their table and offer the editor', () => {
    const c = lgeCampaign({ pack: groupPack() });
    const events = renderToStaticMarkup(<EventsPanel view={buildView(c, '/tmp/lge.adc')} />);
    const eventNote = manualModeWords('event-table', 'type the category rolled at the table');
    expect(eventNote).toBe('The table “Event table” is not entered: type the category rolled at the table (manual mode), or fill it in.');
    expect(events).toContain(`<div class="lge-missing lge-manual-mode" role="note" aria-label="Manual mode: Event table"><span>${eventNote}</span>`);
    expect(text(events)).toMatch(/category rolled at the table \(manual mode\), or fill it in\.\s+Open the data editor/);
    const wound = leaders(summer(false));
    expect(wound).toContain(`<div class="lge-missing lge-manual-mode" role="note" aria-label="Manual mode: Leader wounds"><span>${manualModeWords('wound', 'type each wound result read at the table')}</span>`);
    // With the tables entered, neither says it.
    expect(leaders(summer())).not.toContain('lge-manual-mode');
  });

  it('lists the minors’ boxes under the war matrix, the power holding each named', () => {
    const c = summer();
    playTo(c, 'diplomacy');
    const matrix = () => text(renderToStaticMarkup(<WarMatrix view={buildView(c, '/tmp/lge.adc')} />));
    expect(matrix()).toContain('Every minor country is neutral.');
    c.act('lge.minor.status', { minor: 'Sweden', status: 'influenced', by: 'great-britain' });
    c.act('lge.minor.status', { minor: 'Bavaria', status: 'allied', by: 'france' });
    expect(matrix()).toContain('Sweden: influenced (Great Britain)Bavaria: allied (France)');
    expect(matrix()).not.toContain('Every minor country is neutral.');
  });

  it('names the power holding a minor’s box', () => {
    expect(boxWords({ status: 'influenced', by: 'great-britain' })).toBe('now influenced (Great Britain): moves one box on a success');
    expect(boxWords({ status: 'temporary-ally', by: 'france' })).toBe('now temporary ally (France): moves one box on a success');
    expect(boxWords({ status: 'neutral', by: null })).toBe('now neutral: moves one box on a success');
  });
});
