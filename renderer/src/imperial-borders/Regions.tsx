// The group's region list [Registries, optional]: one line a region (controller, kind, Fort or Port, Damage
// Tokens, Revolt Token, Gold held there), a form to add one as it comes up or correct it, and one-click repair.
// Battles, Revolts and annexations that name a listed region update it in main; the panel only sends intents.
import { useState } from 'react';
import { REGION_KIND_WORDS, findRegion, fortWords, regionRevolt, regionsOf } from '../../../shared/games/imperial-borders/actions';
import { FORT_HP, TIERS, type Tier } from '../../../shared/games/imperial-borders/battle';
import { NATION_IDS, REGION_KINDS, nationName, type IbState, type NationId, type RegionKind, type RegionRecord } from '../../../shared/games/imperial-borders/state';
import { Nation, Panel, Stepper, useAct, usePending } from './parts';

const TIER_WORDS: Record<Tier, string> = { capital: 'Capital', major: 'Major', minor: 'Minor' };
/** The kind, short enough for one line a region at 1280 px. */
const KIND_SHORT: Record<RegionKind, string> = { capital: 'Capital', major: 'Major Homeland', annexed: 'Annexed', independent: 'Independent', port: 'Port' };
/** The Fort a region of this kind usually has [Setup; Claim Control]; the group can change it. */
const FORT_OF: Record<RegionKind, Tier | null> = { capital: 'capital', major: 'major', annexed: 'minor', independent: null, port: null };

type Draft = Omit<RegionRecord, 'name'> & { name: string };
const blank = (): Draft => ({ name: '', controller: null, kind: 'annexed', fort: 'minor', damage: 0, escrow: 0 });

export function RegionsPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const regions = regionsOf(s);
  const [draft, setDraft] = useState<Draft>(blank);
  /** The region being corrected (its name), or null while adding. */
  const [editing, setEditing] = useState<string | null>(null);
  const set = (d: Partial<Draft>) => setDraft({ ...draft, ...d });
  const save = async () => {
    const ok = editing
      ? await act('ib.region.correct', { name: editing, controller: draft.controller, kind: draft.kind, fort: draft.fort, damage: draft.damage, escrow: draft.escrow }, 'Correct a region')
      : await act('ib.region.add', { ...draft, name: draft.name.trim() }, 'Add a region');
    if (ok) {
      setDraft(blank());
      setEditing(null);
    }
  };
  return (
    <Panel title="Regions (the group’s list)" label="Regions" className="ib-quiet">
      {regions.length ? (
        <table className="ib-table ib-regions">
          <thead>
            <tr>
              <th>Region</th>
              <th>Controller</th>
              <th>Kind</th>
              <th>Fort / Port: Damage</th>
              <th>Revolt</th>
              <th>Gold held</th>
              <th>Repair</th>
            </tr>
          </thead>
          <tbody>
            {regions.map((r) => {
              const revolt = regionRevolt(s, r);
              return (
                <tr key={r.name} aria-label={`Region ${r.name}`}>
                  <th scope="row">
                    <button type="button" className="ib-region-name" title="Correct this region" aria-label={`Correct ${r.name}`} onClick={() => (setEditing(r.name), setDraft({ ...r }))}>
                      {r.name}
                    </button>
                  </th>
                  <td>{r.controller ? <Nation id={r.controller} /> : <span className="muted">none</span>}</td>
                  <td title={REGION_KIND_WORDS[r.kind]}>{KIND_SHORT[r.kind]}</td>
                  <td>
                    {fortWords(r)}
                    {r.fort ? <span className="ib-num">: {r.damage} of {FORT_HP[r.fort]}</span> : null}
                  </td>
                  <td>{revolt ? `Revolt, ${revolt.gold} Gold` : ''}</td>
                  <td className="ib-num">{r.escrow || ''}</td>
                  <td className="ib-region-acts">
                    {r.damage > 0 ? (
                      <button type="button" className="btn btn-small" disabled={busy} onClick={() => void act('ib.region.correct', { name: r.name, damage: 0 }, 'Repaired')}>
                        Repaired
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="muted">No region listed yet: add them as they come up (optional: the per-Nation counts keep the taxes and the Medals Chart).</p>
      )}
      <div className="ib-row ib-region-form" role="group" aria-label={editing ? `Correct ${editing}` : 'Add a region'}>
        {editing ? (
          <strong>{editing}</strong>
        ) : (
          <label className="field ib-grow">
            <span>Region</span>
            <input type="text" value={draft.name} maxLength={60} placeholder="e.g. Lorraine" onChange={(e) => set({ name: e.target.value })} aria-label="Region name" />
          </label>
        )}
        <label className="field">
          <span>Controlled by</span>
          <select value={draft.controller ?? ''} onChange={(e) => set({ controller: (e.target.value || null) as NationId | null })} aria-label="Region controller">
            <option value="">no Nation</option>
            {NATION_IDS.map((n) => (
              <option key={n} value={n}>{nationName(n)}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Kind</span>
          <select value={draft.kind} onChange={(e) => { const kind = e.target.value as RegionKind; set({ kind, fort: FORT_OF[kind], ...(FORT_OF[kind] ? {} : { damage: 0 }) }); }} aria-label="Region kind">
            {REGION_KINDS.map((k) => (
              <option key={k} value={k}>{REGION_KIND_WORDS[k]}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{draft.kind === 'port' ? 'Port' : 'Fort'}</span>
          <select value={draft.fort ?? ''} onChange={(e) => set({ fort: (e.target.value || null) as Tier | null })} aria-label="Region Fort or Port">
            <option value="">none</option>
            {TIERS.map((t) => (
              <option key={t} value={t}>{TIER_WORDS[t]}</option>
            ))}
          </select>
        </label>
        <label className="small">Damage <Stepper label="Region Damage Tokens" value={draft.damage} max={4} onChange={(v) => set({ damage: v })} /></label>
        <label className="small">Gold held <Stepper label="Region Gold held" value={draft.escrow} max={200} onChange={(v) => set({ escrow: v })} /></label>
        <button type="button" className="btn" disabled={busy || (!editing && !draft.name.trim())} onClick={() => void save()}>
          {editing ? 'Save the correction' : 'Add the region'}
        </button>
        {editing ? (
          <button type="button" className="btn btn-quiet" onClick={() => (setEditing(null), setDraft(blank()))}>Cancel</button>
        ) : null}
      </div>
      <p className="muted small">Click a region’s name to correct it. Battles fought in a listed region keep its Damage Tokens and control; its Revolt Token comes from the Revolts; Gold held: a Nation’s income while it lacks its Capital.</p>
    </Panel>
  );
}

/**
 * In the battle set-up: the region typed is in the group's list with a Fort or Port. One click puts it on the
 * defending side with its Damage Tokens (as the list has them), instead of entering them again.
 */
export function ListedRegionFort({ s, region, battle, active, fort, onUse }: { s: IbState; region: string; battle: 'land' | 'sea' | 'port'; active: NationId; fort: { tier: Tier; damage: number; nation: NationId } | null; onUse: (fort: { tier: Tier; damage: number; nation: NationId }) => void }) {
  const r = region.trim() ? findRegion(s, region) : null;
  if (!r || battle === 'sea' || !r.fort || !r.controller) return null;
  const listed = { tier: r.fort, damage: r.damage, nation: r.controller };
  const same = !!fort && fort.tier === listed.tier && fort.damage === listed.damage && fort.nation === listed.nation;
  return (
    <p className="small" aria-label="From the region list">
      Region list: {r.name}, {nationName(r.controller)}’s {fortWords(r)}{r.damage ? ` with ${r.damage} Damage ${r.damage === 1 ? 'Token' : 'Tokens'}` : ''}.{' '}
      {r.controller === active ? null : same ? (
        <span className="muted">On the defending side.</span>
      ) : (
        <button type="button" className="btn btn-small" onClick={() => onUse(listed)}>
          Put it on the defending side
        </button>
      )}
    </p>
  );
}
