// New Campaign's data choices: which data pack (default: the rulebook values) and, optionally, the
// rule settings to start with.
import { useEffect, useMemo } from 'react';
import type { GameId } from '../../../shared/engine/types';
import { cx } from '../components/ui';
import { RulesList, type RuleValues } from './RulesPanel';
import { useCatalogue, useDataUi } from './state';
import './data.css';

export interface NewCampaignDataChoice {
  game: string;
  /** A library pack id, or '' for the rulebook values. */
  pack: string;
  /** Only the settings changed from their defaults. */
  rules: RuleValues;
}

export const noDataChoice = (game: string): NewCampaignDataChoice => ({ game, pack: '', rules: {} });

/** What campaign.create takes from the choice: `pack` and `settings.rules`, when they say anything. */
export function createInputOf(choice: NewCampaignDataChoice, game: string): { pack?: string; rules?: RuleValues } {
  if (choice.game !== game) return {};
  return { ...(choice.pack ? { pack: choice.pack } : {}), ...(Object.keys(choice.rules).length ? { rules: choice.rules } : {}) };
}

/** The pack select alone: "Rulebook values" or one of the game's library packs (value: a pack id or ''). */
export function DataPackSelect({ game, value, onChange }: { game: string; value: string; onChange(packId: string): void }) {
  const library = useDataUi((s) => s.library);
  useEffect(() => {
    void useDataUi.getState().loadLibrary();
  }, []);
  const packs = useMemo(() => library.filter((p) => p.game === game), [library, game]);
  const chosen = packs.find((p) => p.id === value);
  return (
    <label className="field">
      <span>Game data</span>
      <select value={chosen ? value : ''} onChange={(e) => onChange(e.target.value)} aria-label="Data pack">
        <option value="">Rulebook values</option>
        {packs.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.missing ? ` (${p.missing} missing)` : ' (complete)'}
          </option>
        ))}
      </select>
      <span className="hint">
        {chosen
          ? `${chosen.group} values entered by your group${chosen.unverified ? `, ${chosen.unverified} unverified` : ''}${chosen.missing ? `, ${chosen.missing} still missing` : ''}.`
          : packs.length
            ? 'Only what the rulebook prints; fill in the rest in the campaign’s Game data, or choose one of your packs.'
            : 'Only what the rulebook prints. Packs you keep on the Home screen appear here.'}
      </span>
    </label>
  );
}

/** Pack and (optionally) rule settings, for the New Campaign form. */
export function NewCampaignData({ game, value, onChange }: { game: string; value: NewCampaignDataChoice; onChange(v: NewCampaignDataChoice): void }) {
  const cat = useCatalogue(game as GameId);
  const v = value.game === game ? value : noDataChoice(game);
  const changed = Object.keys(v.rules).length;
  return (
    <>
      <DataPackSelect game={game} value={v.pack} onChange={(pack) => onChange({ ...v, pack })} />
      {cat && cat.rules.length ? (
        <details className={cx('field', 'nc-rules')}>
          <summary>
            Rule settings <span className="muted small">(optional) · {changed ? `${changed} changed from the recommended readings` : 'the recommended readings'}</span>
          </summary>
          <RulesList
            compact
            rules={cat.rules}
            values={{ ...Object.fromEntries(cat.rules.map((r) => [r.id, r.default])), ...v.rules }}
            onChange={(id, val) => {
              const def = cat.rules.find((r) => r.id === id)?.default;
              const rules = { ...v.rules };
              if (val === def) delete rules[id];
              else rules[id] = val;
              onChange({ ...v, rules });
            }}
          />
        </details>
      ) : null}
    </>
  );
}
