// Spies.
import { z } from 'zod';
import { NATION_IDS, SUCCESS_FACE, type NationId } from '../data';
import { addCard, adjective, areAllies, areEnemies, capitalName, capitalOwner, cellValue, missingData, holderOf, need, packOf, powerName, territoryKey, updateNation, type NiState } from '../state';
import { actorCheck, def, nationCheck, nationPayload, type NationP, eliminatedTurn } from './common';

// Spies -------------------------------------------------------------------------------------------------------

function spiesOn(s: NiState): string | null {
  return s.rules?.['spies'] === true ? null : 'Spies are an optional rule that is off in this game [§42].';
}

const spyMovePayload = z.object({ nation: z.string().min(1), to: z.string().trim().min(1).max(60) });
export const spyMove = def<z.infer<typeof spyMovePayload>>({
  type: 'spy.move',
  label: 'Move the spy',
  schema: spyMovePayload,
  steps: ['movement'],
  whyNotNow: (s, p) => spiesOn(s) ?? (s.position.stepId === 'prep-movement' ? 'Spies may not move in 1798 [§2C, §42D].' : null) ?? eliminatedTurn(s, p.nation),
  validate(s, p) {
    const off = spiesOn(s);
    if (off) return off;
    if (s.position.stepId === 'prep-movement') return 'Spies may not move in 1798 [§2C, §42D].';
    const bad = actorCheck(s, p.nation, ['movement']);
    if (bad) return bad;
    const spy = s.nations[p.nation as NationId].spy;
    if (!spy.alive) return `The ${adjective(p.nation)} spy is dead; it is never replaced [§44].`;
    if (spy.pending) return 'Choose the stolen ability first.';
    if (!territoryKey(s, p.to)) throw missingData('territories', `add "${p.to}" (a territory the spy can stand in)`);
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const key = territoryKey(s, p.to)!;
    return updateNation(s, n, (x) => ({ spy: { ...x.spy, location: key } }));
  },
  title(s, p) {
    const n = p.nation as NationId;
    const key = territoryKey(s, p.to)!;
    const home = key.toLowerCase() === capitalName(s, n).toLowerCase();
    const st = s.nations[n].spy.stolen;
    return `The ${adjective(n)} spy moves to ${key}${home && st ? `: home, the stolen ${st.ability.split(':')[1]!.replace('-', ' ')} ${st.value} is now in force while it stays [§42M-N]` : ''} [§42C]`;
  },
});

function spyHost(s: NiState, n: NationId): NationId | null {
  const h = capitalOwner(s, s.nations[n].spy.location);
  return h && h !== n ? h : null;
}

export const spySteal = def<NationP>({
  type: 'spy.steal',
  label: 'Spy: roll to steal',
  schema: nationPayload,
  steps: ['movement'],
  whyNotNow: (s, p) => spiesOn(s) ?? eliminatedTurn(s, p.nation),
  validate(s, p) {
    const off = spiesOn(s);
    if (off) return off;
    const bad = actorCheck(s, p.nation, ['movement']);
    if (bad) return bad;
    const n = p.nation as NationId;
    const spy = s.nations[n].spy;
    if (!spy.alive) return `The ${adjective(n)} spy is dead [§44].`;
    if (spy.stolen || spy.pending) return `The ${adjective(n)} spy has already stolen its one ability [§42H, §42K].`;
    if (!spyHost(s, n)) return `The ${adjective(n)} spy must be in another nation’s capital to steal [§42B].`;
    if (spy.stealTurn === s.position.turn) return 'The spy has already rolled this Movement Phase [§42G].';
    return null;
  },
  dice(s, p) {
    const host = spyHost(s, p.nation as NationId)!;
    return [
      { purpose: `Spy steal roll: ${adjective(p.nation)} spy in ${capitalName(s, host)}`, count: 1, sides: 10 },
      { purpose: `Mandatory discovery roll: ${powerName(host)}`, count: 1, sides: 10 },
    ];
  },
  apply(s, p, ctx) {
    const n = p.nation as NationId;
    const host = spyHost(s, n)!;
    const stole = ctx.dice[0]?.faces[0] === SUCCESS_FACE;
    const caught = ctx.dice[1]?.faces[0] === SUCCESS_FACE;
    const spy = s.nations[n].spy;
    if (caught) return addCard(updateNation(s, n, { spy: { ...spy, alive: false, pending: null, stealTurn: s.position.turn } }), host, 'spy-death');
    return updateNation(s, n, { spy: { ...spy, pending: stole ? { host } : null, stealTurn: s.position.turn } });
  },
  title(s, p, ctx) {
    const n = p.nation as NationId;
    const host = spyHost(s, n)!;
    const a = ctx.dice[0]?.faces[0] ?? 0;
    const b = ctx.dice[1]?.faces[0] ?? 0;
    const f = (x: number) => (x === 10 ? 0 : x);
    const stole = a === SUCCESS_FACE;
    const caught = b === SUCCESS_FACE;
    const first = `The ${adjective(n)} spy in ${capitalName(s, host)} rolls ${f(a)}: ${stole ? 'success' : 'no secret'}`;
    const second = `${powerName(host)} rolls ${f(b)}: ${caught ? `the spy is executed, Spy Death card to ${powerName(host)}${stole ? ' (the secret is lost)' : ''}` : 'not discovered'}`;
    return `${first}; ${second} [§43, §44${areAllies(s, n, host) ? ', §45' : ''}]`;
  },
});

const spyChoosePayload = z.object({ nation: z.string().min(1), ability: z.string().min(1) });
export const spyChoose = def<z.infer<typeof spyChoosePayload>>({
  type: 'spy.choose',
  label: 'Spy: choose the stolen ability',
  schema: spyChoosePayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationCheck(p.nation);
    if (bad) return bad;
    const n = p.nation as NationId;
    const pend = s.nations[n].spy.pending;
    if (!pend) return `The ${adjective(n)} spy has no successful steal waiting for a choice.`;
    const rows = packOf(s).tables['special-abilities']?.rows ?? [];
    const row = rows.find((r) => r.key === p.ability);
    if (!row) return `"${p.ability}" is not in the table "Special abilities" (keys like ${rows.slice(0, 2).map((r) => r.key).join(', ')}).`;
    const owner = need(packOf(s), 'special-abilities', p.ability, 'nation', `the nation of ${p.ability}`);
    if (owner !== pend.host) return `${p.ability} is not one of ${powerName(pend.host)}’s special abilities.`;
    if (need(packOf(s), 'special-abilities', p.ability, 'stealable', `whether ${p.ability} can be stolen`) !== true) return 'A unique unit’s ability cannot be stolen [§38, Special Abilities Chart].';
    need(packOf(s), 'special-abilities', p.ability, 'value', `the value of ${p.ability}`);
    const taken = NATION_IDS.find((x) => s.nations[x].spy.stolen?.ability === p.ability);
    if (taken) return `${powerName(taken)} has already stolen that ability from ${powerName(pend.host)}: choose another [§42I].`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const spy = s.nations[n].spy;
    const stat = String(cellValue(packOf(s), 'special-abilities', p.ability, 'stat'));
    const value = String(cellValue(packOf(s), 'special-abilities', p.ability, 'value'));
    return updateNation(s, n, { spy: { ...spy, pending: null, stolen: { from: spy.pending!.host, ability: p.ability, stat, value } } });
  },
  title(s, p) {
    const stat = String(cellValue(packOf(s), 'special-abilities', p.ability, 'stat')).replace('-', ' ');
    const value = String(cellValue(packOf(s), 'special-abilities', p.ability, 'value'));
    return `The ${adjective(p.nation)} spy steals ${powerName(s.nations[p.nation as NationId].spy.pending!.host)}’s ${stat} ${value}: in force once the spy is home in ${capitalName(s, p.nation as NationId)} [§42M, §43]`;
  },
});

const discoverPayload = z.object({ by: z.string().min(1), spy: z.string().min(1) });
export const spyDiscover = def<z.infer<typeof discoverPayload>>({
  type: 'spy.discover',
  label: 'Roll to discover an enemy spy',
  schema: discoverPayload,
  steps: ['spy-discovery', 'attack'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.by),
  validate(s, p) {
    const off = spiesOn(s);
    if (off) return off;
    const bad = actorCheck(s, p.by, ['spy-discovery', 'attack']) ?? nationCheck(p.spy);
    if (bad) return bad;
    const by = p.by as NationId;
    const n = p.spy as NationId;
    if (n === by) return 'A nation does not hunt its own spy.';
    if (!areEnemies(s, by, n)) return `An allied spy is friendly until it acts: ${powerName(by)} may not roll against it [§45].`;
    const spy = s.nations[n].spy;
    if (!spy.alive) return `The ${adjective(n)} spy is already dead.`;
    if (holderOf(s, spy.location) !== by) return `The ${adjective(n)} spy is in ${spy.location}, not in ${powerName(by)}’s territory [§44].`;
    if (s.rules?.['spyAttackPhaseRoll'] === 'capital-only' && spy.location.toLowerCase() !== capitalName(s, by).toLowerCase()) return `The ${adjective(n)} spy is not in ${capitalName(s, by)} (rule setting: capital only).`;
    if (s.spyRolls.some((r) => r.by === by && r.spy === n && r.turn === s.position.turn)) return `${powerName(by)} has already rolled for the ${adjective(n)} spy this Attack Phase.`;
    return null;
  },
  dice: (s, p) => [{ purpose: `Spy discovery: ${powerName(p.by)} hunts the ${adjective(p.spy)} spy`, count: 1, sides: 10 }],
  apply(s, p, ctx) {
    const by = p.by as NationId;
    const n = p.spy as NationId;
    let t: NiState = { ...s, spyRolls: [...s.spyRolls, { by, spy: n, turn: s.position.turn }] };
    if (ctx.dice[0]?.faces[0] === SUCCESS_FACE) {
      t = updateNation(t, n, (x) => ({ spy: { ...x.spy, alive: false, pending: null } }));
      t = addCard(t, by, 'spy-death');
    }
    return t;
  },
  title(s, p, ctx) {
    const f = ctx.dice[0]?.faces[0] ?? 0;
    return `${powerName(p.by)} rolls ${f === 10 ? 0 : f} for the ${adjective(p.spy)} spy in ${s.nations[p.spy as NationId]?.spy.location}: ${f === SUCCESS_FACE ? `executed, Spy Death card to ${powerName(p.by)}` : 'not found'} [§44]`;
  },
});
