// The editable table of units a battle side or a besieged fortress enters: name, type, steps,
// artillery, morale, and (for a battle side) the combat modifier and the cavalry kind; and the row of
// leaders with their combat values. One copy for the land battle form, the siege form and the stacks (§1.3).

export interface UnitRowFields {
  id: string;
  type: string;
  steps: number;
  artillery: number;
  morale: number;
  modifier?: number;
  cavalry?: string;
}

const CAVALRY: Array<[string, string]> = [
  ['none', '—'],
  ['light', 'light'],
  ['reserve', 'reserve (Cr)'],
  ['guard', 'Guard'],
];

/**
 * `label` names the table, `who` each row's controls (`${who} ${i + 1} steps`); `types` the unit
 * types offered; `full` adds the modifier and cavalry columns; a row can be removed while more than
 * `keep` rows remain.
 */
export function UnitRows<T extends UnitRowFields>({ label, who, units, set, types, full, keep = 0 }: { label: string; who: string; units: T[]; set: (units: T[]) => void; types: readonly string[]; full?: boolean; keep?: number }) {
  const patch = (i: number, p: Partial<UnitRowFields>) => set(units.map((u, k) => (k === i ? { ...u, ...p } : u)));
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const numbers = full ? (['steps', 'artillery', 'morale', 'modifier'] as const) : (['steps', 'artillery', 'morale'] as const);
  return (
    <table className="lge-table lge-edit" aria-label={label}>
      <thead>
        <tr>
          <th>Unit</th>
          <th>Type</th>
          <th>Steps</th>
          <th>Art.</th>
          <th>Morale</th>
          {full ? (
            <>
              <th>Mod.</th>
              <th>Cavalry</th>
            </>
          ) : null}
          <th />
        </tr>
      </thead>
      <tbody>
        {units.map((u, i) => (
          <tr key={i}>
            <td>
              <input type="text" className="mid" value={u.id} onChange={(e) => patch(i, { id: e.target.value })} aria-label={`${who} ${i + 1} name`} />
            </td>
            <td>
              <select value={u.type} onChange={(e) => patch(i, { type: e.target.value })} aria-label={`${who} ${i + 1} type`}>
                {types.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </td>
            {numbers.map((k) => (
              <td key={k}>
                <input type="number" className="narrow" value={u[k] ?? 0} onChange={(e) => patch(i, { [k]: num(e.target.value) })} aria-label={`${who} ${i + 1} ${k}`} />
              </td>
            ))}
            {full ? (
              <td>
                <select value={u.cavalry ?? 'none'} onChange={(e) => patch(i, { cavalry: e.target.value })} aria-label={`${who} ${i + 1} cavalry`}>
                  {CAVALRY.map(([v, text]) => (
                    <option key={v} value={v}>
                      {text}
                    </option>
                  ))}
                </select>
              </td>
            ) : null}
            <td>
              {units.length > keep ? (
                <button type="button" className="btn btn-quiet btn-small" onClick={() => set(units.filter((_, k) => k !== i))} aria-label={`Remove ${who.toLowerCase()} ${i + 1}`}>
                  ×
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface LeaderRow {
  id: string;
  combat: number;
}

/** The leaders (name and combat value), the first with `firstNote` beside him, and "Add a leader" giving `fresh()`. */
export function LeaderRows({ who, leaders, set, firstNote, fresh, placeholder }: { who: string; leaders: LeaderRow[]; set: (leaders: LeaderRow[]) => void; firstNote: string; fresh: () => LeaderRow; placeholder?: (i: number) => string }) {
  const patch = (i: number, p: Partial<LeaderRow>) => set(leaders.map((x, k) => (k === i ? { ...x, ...p } : x)));
  return (
    <div className="lge-row">
      {leaders.map((l, i) => (
        <span key={i} className="lge-leader">
          <input type="text" className="mid" value={l.id} onChange={(e) => patch(i, { id: e.target.value })} aria-label={`${who} leader ${i + 1}`} {...(placeholder ? { placeholder: placeholder(i) } : {})} />
          <input type="number" className="narrow" min={0} max={6} value={l.combat} onChange={(e) => patch(i, { combat: Number(e.target.value) || 0 })} aria-label={`${who} leader ${i + 1} combat value`} />
          {i === 0 ? <span className="muted">{firstNote}</span> : null}
        </span>
      ))}
      <button type="button" className="btn btn-small" onClick={() => set([...leaders, fresh()])}>
        Add a leader
      </button>
    </div>
  );
}
