// The Territories tab: the register of territories that changed hands, and eliminations.
import { useState } from 'react';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { Nation, useAct } from '../parts';
import { NATION_IDS, allianceOf, capitalCaptured, empire, isNation, turnName } from '../nations';

export function TerritoriesTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const [t, setT] = useState('');
  const [holder, setHolder] = useState('');
  return (
    <div className="ni-tab-body">
      {s.holdings.length ? (
        <table className="ni-table" aria-label="Territories that changed hands">
          <thead>
            <tr>
              <th>Territory</th>
              <th>Held by</th>
              <th>Originally</th>
              <th className="num">Value</th>
              <th>Since</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {s.holdings.map((h) => (
              <tr key={h.territory}>
                <td>
                  {h.territory}
                  {h.capital ? <span className="ni-flag-tag">capital</span> : null}
                </td>
                <td>
                  <Nation id={h.holder} short />
                </td>
                <td>{h.original === 'neutral' ? 'neutral' : <Nation id={h.original} short />}</td>
                <td className="num">{h.value}</td>
                <td className="small">{turnName(s, h.since)}</td>
                <td>
                  {!readOnly ? (
                    <span className="ni-row-buttons">
                      {h.original !== 'neutral' ? (
                        <button type="button" className="btn btn-small" onClick={() => void act('territory.liberate', { territory: h.territory }, `Liberate ${h.territory}`)} title="A Battle Card liberates it [§11B, §12B]">
                          Liberate
                        </button>
                      ) : null}
                      <button type="button" className="btn btn-small btn-quiet" onClick={() => void act('territory.revert', { territory: h.territory }, `${h.territory} reverts`)} title="Its last unit is gone [§32]">
                        Reverts
                      </button>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">Every territory is with its original owner.</p>
      )}
      {!readOnly ? <EliminateForm s={s} /> : null}
      {!readOnly ? (
        <form
          className="inline-form"
          aria-label="Correct who holds a territory"
          onSubmit={(e) => {
            e.preventDefault();
            void act('territory.set', { territory: t, holder, note: 'correction' }, `Correct ${t}`).then((ok) => ok && (setT(''), setHolder('')));
          }}
        >
          <span>Correct:</span>
          <input type="text" list="ni-territories-all-t" value={t} onChange={(e) => setT(e.target.value)} placeholder="territory" aria-label="Territory to correct" maxLength={60} />
          <datalist id="ni-territories-all-t">
            {(s.data?.tables['territories']?.rows ?? []).map((r) => (
              <option key={r.key} value={r.key} />
            ))}
          </datalist>
          <span>is held by</span>
          <select value={holder} onChange={(e) => setHolder(e.target.value)} aria-label="Held by">
            <option value="">…</option>
            <option value="neutral">nobody (neutral)</option>
            {NATION_IDS.map((x) => (
              <option key={x} value={x}>
                {empire(x)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-small" disabled={!t.trim() || !holder}>
            Correct
          </button>
        </form>
      ) : null}
    </div>
  );
}

function EliminateForm({ s }: { s: NiState }) {
  const act = useAct();
  const [n, setN] = useState('');
  const [by, setBy] = useState('');
  const candidates = NATION_IDS.filter((x) => !s.nations[x].eliminated && capitalCaptured(s, x));
  if (!candidates.length) return null;
  return (
    <form
      className="inline-form"
      aria-label="A nation is eliminated"
      onSubmit={(e) => {
        e.preventDefault();
        void act('nation.eliminate', { nation: n, by: by || null }, `${empire(n)} is eliminated`);
      }}
    >
      <span>Eliminated (capital lost and no land unit left) [§39]:</span>
      <select value={n} onChange={(e) => setN(e.target.value)} aria-label="Nation eliminated">
        <option value="">Nation…</option>
        {candidates.map((x) => (
          <option key={x} value={x}>
            {empire(x)}
          </option>
        ))}
      </select>
      <span>by</span>
      <select value={by} onChange={(e) => setBy(e.target.value)} aria-label="Eliminated by">
        <option value="">nobody in particular</option>
        {NATION_IDS.filter((x) => n && isNation(n) && allianceOf(s, x) !== allianceOf(s, n)).map((x) => (
          <option key={x} value={x}>
            {empire(x)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-small btn-danger-quiet" disabled={!n}>
        Eliminate
      </button>
    </form>
  );
}
