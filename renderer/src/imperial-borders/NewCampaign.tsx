// New Imperial Borders campaign [Player Count and Nations; Team Play; Setup; Optional Rules]: the player count
// fixes the Nations per player and the Neutrals; Nations are chosen or drawn at random; the optional rules are
// toggles. The module's set-up check has the last word.
import { useState } from 'react';
import type { GameCatalogueEntry } from '../../../shared/ipc/contract';
import { IMPERIAL_BORDERS_RULES } from '../../../shared/games/imperial-borders/rules';
import { NATION_COLOURS, NATION_IDS, nationName, type NationId } from '../../../shared/games/imperial-borders/state';
import { useApp } from '../lib/store';
import { PowerSwatch, cx } from '../components/ui';
import { DataPackSelect } from '../data/NewCampaignData';
import { GameAndScenario, NewCampaignForm, TitleAndFile, slug, useFileName, SetupRefusal, useStartCampaign } from '../components/NewCampaignForm';
import './ib.css';

const COUNTS = [
  { key: '6', players: 6, per: 1, neutrals: [] as NationId[], label: '6 players' },
  { key: '5', players: 5, per: 1, neutrals: ['spain'] as NationId[], label: '5 players' },
  { key: '4', players: 4, per: 1, neutrals: ['spain', 'russia'] as NationId[], label: '4 players' },
  { key: '3', players: 3, per: 2, neutrals: [] as NationId[], label: '3 players' },
  { key: '2a', players: 2, per: 3, neutrals: [] as NationId[], label: '2 players, option A' },
  { key: '2b', players: 2, per: 2, neutrals: ['spain', 'russia'] as NationId[], label: '2 players, option B' },
] as const;

const TEAMS = ['Team A', 'Team B', 'Team C'] as const;

const OPTIONAL = IMPERIAL_BORDERS_RULES.filter((r) => r.kind === 'toggle');

function deal(count: (typeof COUNTS)[number], order: readonly NationId[]): NationId[][] {
  const inPlay = order.filter((n) => !count.neutrals.includes(n));
  return Array.from({ length: count.players }, (_, i) => inPlay.slice(i * count.per, (i + 1) * count.per));
}

export function IbNewCampaign({ catalogue, host, onGame }: { catalogue: GameCatalogueEntry[]; host: 'electron' | 'browser'; onGame: (id: string) => void }) {
  const game = catalogue.find((g) => g.id === 'imperial-borders')!;
  const [scenario, setScenario] = useState(game.scenarios[0]?.id ?? 'standard');
  const [countKey, setCountKey] = useState<string>('3');
  const count = COUNTS.find((c) => c.key === countKey)!;
  const [names, setNames] = useState<string[]>(() => Array.from({ length: 6 }, (_, i) => `Player ${i + 1}`));
  const [hands, setHands] = useState<NationId[][]>(() => deal(COUNTS[3], NATION_IDS));
  const [rules, setRules] = useState<Record<string, boolean>>({});
  // Fixed teams agreed before the game, by seat ('' = no team); only with one Nation a player [Team Play].
  const [teams, setTeams] = useState<string[]>(() => Array.from({ length: 6 }, () => ''));
  const [title, setTitle] = useState('');
  const [pack, setPack] = useState('');
  const { file, setFile } = useFileName(`${slug(title) || 'imperial-borders'}.adc`);

  const chooseCount = (key: string) => {
    const c = COUNTS.find((x) => x.key === key)!;
    setCountKey(key);
    setHands(deal(c, NATION_IDS));
    setTeams(teams.map(() => ''));
  };
  const setNation = (player: number, slot: number, n: NationId) => {
    const next = hands.map((h) => [...h]);
    // Swap with whoever holds it, so every Nation stays with one player.
    for (const h of next) {
      const k = h.indexOf(n);
      if (k >= 0) h[k] = next[player]![slot]!;
    }
    next[player]![slot] = n;
    setHands(next);
  };

  const { busy, refusal, start } = useStartCampaign(file, host);
  const teamed = count.per === 1 ? hands.slice(0, count.players).flatMap((h, i) => (teams[i] ? [[h[0]!, teams[i]!] as const] : [])) : [];
  const create = () =>
    start(() => ({
        game: 'imperial-borders',
        scenario,
        title: title.trim(),
        players: hands.slice(0, count.players).map((h, i) => ({ name: names[i]!.trim() || `Player ${i + 1}`, powers: h })),
        settings: { rules: { ...rules }, ...(count.players === 2 ? { twoPlayerOption: count.key === '2a' ? 'a' : 'b' } : {}), ...(teamed.length ? { teams: Object.fromEntries(teamed) } : {}) },
        ...(pack ? { pack } : {}),
      }));

  const assignable = NATION_IDS.filter((n) => !count.neutrals.includes(n));
  return (
    <NewCampaignForm className="ib-new" busy={busy} onStart={() => void create()}>
      <GameAndScenario catalogue={catalogue} game={game} scenario={scenario} onGame={onGame} onScenario={setScenario} />
      <fieldset className="field">
        <legend>Players</legend>
        <div className="seg ib-counts" role="radiogroup" aria-label="Player count">
          {COUNTS.map((c) => (
            <button key={c.key} type="button" role="radio" aria-checked={c.key === countKey} className={cx('seg-btn', c.key === countKey && 'on')} onClick={() => chooseCount(c.key)}>
              {c.label}
            </button>
          ))}
        </div>
        <p className="hint">
          {count.per} {count.per === 1 ? 'Nation' : 'Nations'} per player{count.per > 1 ? ' (a player’s Nations are a team)' : ''}
          {count.neutrals.length ? `; Neutral: ${count.neutrals.map(nationName).join(' and ')}` : '; all six Nations in play'}.
        </p>
        <ol className="ib-seats">
          {hands.slice(0, count.players).map((h, i) => (
            <li key={i} aria-label={`Player ${i + 1}`}>
              <input type="text" value={names[i]} maxLength={60} aria-label={`Player ${i + 1} name`} onChange={(e) => setNames(names.map((x, k) => (k === i ? e.target.value : x)))} />
              {h.map((n, k) => (
                <span key={k} className="ib-seat-nation" style={{ ['--power' as string]: NATION_COLOURS[n] }}>
                  <PowerSwatch colour={NATION_COLOURS[n]} />
                  <select value={n} onChange={(e) => setNation(i, k, e.target.value as NationId)} aria-label={`Player ${i + 1} Nation ${k + 1}`}>
                    {assignable.map((x) => (
                      <option key={x} value={x}>{nationName(x)}</option>
                    ))}
                  </select>
                </span>
              ))}
              {count.per === 1 ? (
                <select className="ib-team" value={teams[i]} onChange={(e) => setTeams(teams.map((x, k) => (k === i ? e.target.value : x)))} aria-label={`Player ${i + 1} team`}>
                  <option value="">No team</option>
                  {TEAMS.map((t) => (
                    <option key={t} value={t}>{t}</option>
                  ))}
                </select>
              ) : null}
            </li>
          ))}
        </ol>
        {count.per === 1 ? <p className="hint">Teams are optional: agreed before the game, of 2 or 3 Nations, and scored together at the end.</p> : null}
        {/* The random draw is a logged roll of the campaign's dice, taken once it starts (Phase 1 of Round 1). */}
        <p className="hint">Cannot agree? Start the campaign and use “Draw the Nations at random” before the first taxes: the draw is a roll in the log.</p>
      </fieldset>
      <fieldset className="field">
        <legend>Optional rules</legend>
        {OPTIONAL.map((r) => (
          <label key={r.id} className="ib-check">
            <input type="checkbox" checked={rules[r.id] === true} onChange={(e) => setRules({ ...rules, [r.id]: e.target.checked })} aria-label={r.title} />
            <span>
              <strong>{r.title.replace(/^Optional rule: /, '')}</strong> <span className="muted small">{r.question}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <DataPackSelect game="imperial-borders" value={pack} onChange={setPack} />
      <TitleAndFile title={title} onTitle={setTitle} file={file} onFile={setFile} host={host} example="The Congress of Tuesdays" />
      <SetupRefusal text={refusal} className="ib-warn" />
    </NewCampaignForm>
  );
}
