// New Napoleon's Imperium campaign: players take nations of one alliance each, the optional rules are agreed
// before 1798 [Players / Teams, Objectives A, §41, §42, §46]. The module's set-up check has the last word.
import { useMemo, useState } from 'react';
import type { GameCatalogueEntry } from '../../../shared/ipc/contract';
import { PowerSwatch, cx } from '../components/ui';
import { ALLIANCES, ALLIANCE_NAME, NATIONS, type Alliance, type NationId } from './nations';
import { useNiCatalogue } from './catalogue';
import { DataPackSelect } from '../data/NewCampaignData';
import { GameAndScenario, NewCampaignForm, TitleAndFile, slug, useFileName, SetupRefusal, useStartCampaign } from '../components/NewCampaignForm';
import './imperium.css';

interface Seat {
  name: string;
  alliance: Alliance;
  nations: NationId[];
}

const byAlliance = (a: Alliance) => NATIONS.filter((n) => n.alliance === a).map((n) => n.id);

function preset(count: number): Seat[] {
  const fr = byAlliance('french');
  const gb = byAlliance('british');
  if (count <= 2) return [{ name: 'Player 1', alliance: 'french', nations: fr }, { name: 'Player 2', alliance: 'british', nations: gb }];
  if (count <= 4) {
    return [
      { name: 'Player 1', alliance: 'french', nations: fr.slice(0, 2) },
      { name: 'Player 2', alliance: 'british', nations: gb.slice(0, 2) },
      { name: 'Player 3', alliance: 'french', nations: fr.slice(2) },
      { name: 'Player 4', alliance: 'british', nations: gb.slice(2) },
    ];
  }
  return NATIONS.map((n, i) => ({ name: `Player ${i + 1}`, alliance: n.alliance, nations: [n.id] }));
}

const MAIN_RULES = ['weather', 'spies', 'movementTimeLimit', 'finalYear'];

export function ImperiumNewCampaign({ catalogue, host, onGame }: { catalogue: GameCatalogueEntry[]; host: 'electron' | 'browser'; onGame: (id: string) => void }) {
  const cat = useNiCatalogue();
  const game = catalogue.find((g) => g.id === 'napoleons-imperium')!;
  const [scenario, setScenario] = useState(game.scenarios[0]?.id ?? 'battle-point');
  const [seats, setSeats] = useState<Seat[]>(() => preset(2));
  const [rules, setRules] = useState<Record<string, string | boolean>>({});
  const [bankers, setBankers] = useState<Partial<Record<Alliance, string>>>({});
  const [career, setCareer] = useState<Record<number, string>>({});
  const [roller, setRoller] = useState<Alliance>('french');
  const [title, setTitle] = useState('');
  const [pack, setPack] = useState('');

  const ruleDefs = cat?.rules ?? [];
  const ruleValue = (id: string) => rules[id] ?? ruleDefs.find((r) => r.id === id)?.default;
  const owner = useMemo(() => {
    const m = new Map<NationId, number>();
    seats.forEach((s, i) => s.nations.forEach((n) => m.set(n, i)));
    return m;
  }, [seats]);
  const free = NATIONS.filter((n) => !owner.has(n.id));
  const { file, setFile } = useFileName(`${slug(title) || 'napoleons-imperium'}.adc`);
  const many = seats.length >= 4;

  const setSeat = (i: number, patch: Partial<Seat>) => setSeats(seats.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const toggle = (i: number, n: NationId) => {
    const seat = seats[i]!;
    setSeat(i, { nations: seat.nations.includes(n) ? seat.nations.filter((x) => x !== n) : [...seat.nations, n] });
  };

  const { busy, refusal, start } = useStartCampaign(file, host);
  const create = () =>
    start(() => {
      // Career points carried from earlier games, for the rank ledger at the end [Game Ranks].
      const careerPoints = Object.fromEntries(
        seats.flatMap((st, i) => {
          const v = Number((career[i] ?? '').trim());
          return st.name.trim() && (career[i] ?? '').trim() !== '' && Number.isInteger(v) && v > 0 ? [[st.name.trim(), v]] : [];
        }),
      );
      const chosenBankers = Object.fromEntries(ALLIANCES.filter((a) => bankers[a] && seats.some((s) => s.name.trim() === bankers[a] && s.alliance === a)).map((a) => [a, bankers[a]!]));
      const settings: Record<string, unknown> = {
        rules: { ...rules },
        ...(ruleValue('weather') === true ? { weatherFirstRoller: roller } : {}),
        ...(many && Object.keys(chosenBankers).length ? { bankers: chosenBankers } : {}),
        ...(Object.keys(careerPoints).length ? { careerPoints } : {}),
      };
      return {
        game: 'napoleons-imperium',
        scenario,
        title: title.trim(),
        players: seats.map((s) => ({ name: s.name.trim(), powers: NATIONS.filter((n) => s.nations.includes(n.id)).map((n) => n.id) })),
        settings,
        ...(pack ? { pack } : {}),
      };
    });

  return (
    <NewCampaignForm className="ni-new" busy={busy} onStart={() => void create()}>
      <GameAndScenario catalogue={catalogue} game={game} scenario={scenario} onGame={onGame} onScenario={setScenario} />

      <fieldset className="field">
        <legend>
          Players and nations <span className="muted small">(2-8 players; each plays nations of one alliance only; all eight nations are played)</span>
        </legend>
        <div className="ni-presets" role="group" aria-label="Quick set-ups">
          <span className="muted small">Quick set-up:</span>
          {[2, 4, 8].map((n) => (
            <button key={n} type="button" className="btn btn-small" onClick={() => setSeats(preset(n))}>
              {n} players
            </button>
          ))}
        </div>
        <ol className="ni-seats">
          {seats.map((seat, i) => (
            <li key={i} className={cx('ni-seat', `ni-seat-${seat.alliance}`)} aria-label={`Player ${i + 1}`}>
              <div className="ni-seat-top">
                <input type="text" aria-label={`Player ${i + 1} name`} value={seat.name} maxLength={60} onChange={(e) => setSeat(i, { name: e.target.value })} />
                <div className="seg" role="radiogroup" aria-label={`Player ${i + 1} alliance`}>
                  {ALLIANCES.map((a) => (
                    <button
                      key={a}
                      type="button"
                      role="radio"
                      aria-checked={seat.alliance === a}
                      className={cx('seg-btn', seat.alliance === a && 'on')}
                      onClick={() => seat.alliance !== a && setSeat(i, { alliance: a, nations: [] })}
                    >
                      {a === 'french' ? 'French Imperial' : 'British Coalition'}
                    </button>
                  ))}
                </div>
                <button type="button" className="icon-btn" aria-label={`Remove player ${i + 1}`} disabled={seats.length <= 2} onClick={() => setSeats(seats.filter((_, k) => k !== i))}>
                  ×
                </button>
              </div>
              <div className="ni-nation-picks" role="group" aria-label={`Player ${i + 1} nations`}>
                {NATIONS.filter((n) => n.alliance === seat.alliance).map((n) => {
                  const mine = seat.nations.includes(n.id);
                  const other = owner.get(n.id);
                  const takenBy = other !== undefined && other !== i ? seats[other]!.name : null;
                  return (
                    <button
                      key={n.id}
                      type="button"
                      aria-pressed={mine}
                      className={cx('ni-nation-pick', mine && 'on')}
                      style={{ ['--power' as string]: n.colour }}
                      onClick={() => toggle(i, n.id)}
                      disabled={!!takenBy}
                      title={takenBy ? `Played by ${takenBy}` : undefined}
                      aria-label={`${seat.name || `Player ${i + 1}`} plays the ${n.empire}`}
                    >
                      <PowerSwatch colour={n.colour} />
                      <span>{n.empire}</span>
                      {takenBy ? <span className="muted small">({takenBy})</span> : null}
                    </button>
                  );
                })}
              </div>
            </li>
          ))}
        </ol>
        <div className="ni-seat-foot">
          <button
            type="button"
            className="btn btn-quiet"
            disabled={seats.length >= 8}
            onClick={() => {
              const a: Alliance = free[0]?.alliance ?? 'french';
              setSeats([...seats, { name: `Player ${seats.length + 1}`, alliance: a, nations: [] }]);
            }}
          >
            + Add a player
          </button>
          {free.length ? (
            <span className="ni-unassigned" role="status">
              Not yet played: {free.map((n) => n.empire).join(', ')}
            </span>
          ) : (
            <span className="ni-assigned" role="status">✓ All eight nations have a player</span>
          )}
        </div>
        <details className="ni-career">
          <summary>Career points from earlier games (for the rank ledger; optional)</summary>
          <div className="ni-career-list">
            {seats.map((seat, i) => (
              <label key={i} className="ni-career-row">
                <span>{seat.name || `Player ${i + 1}`}</span>
                <input
                  type="number"
                  min={0}
                  step={1}
                  className="narrow"
                  value={career[i] ?? ''}
                  placeholder="0"
                  onChange={(e) => setCareer({ ...career, [i]: e.target.value })}
                  aria-label={`${seat.name || `Player ${i + 1}`} career points`}
                />
              </label>
            ))}
          </div>
        </details>
      </fieldset>

      <fieldset className="field ni-options">
        <legend>Options agreed before 1798</legend>
        {!cat ? <p className="muted small">Reading the rule settings…</p> : null}
        {ruleDefs
          .filter((r) => MAIN_RULES.includes(r.id))
          .map((r) =>
            r.kind === 'toggle' ? (
              <label key={r.id} className="ni-option">
                <input type="checkbox" checked={ruleValue(r.id) === true} onChange={(e) => setRules({ ...rules, [r.id]: e.target.checked })} aria-label={r.title} />
                <span className="ni-option-text">
                  <strong>{r.title}</strong>
                  <span className="muted small">{r.question}</span>
                </span>
              </label>
            ) : (
              <label key={r.id} className="ni-option ni-option-choice">
                <span className="ni-option-text">
                  <strong>{r.title}</strong>
                  <span className="muted small">{r.question}</span>
                </span>
                <select value={String(ruleValue(r.id))} onChange={(e) => setRules({ ...rules, [r.id]: e.target.value })} aria-label={r.title}>
                  {r.options.map((o) => (
                    <option key={String(o.value)} value={String(o.value)}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            ),
          )}
        {ruleValue('weather') === true ? (
          <label className="ni-option ni-option-choice">
            <span className="ni-option-text">
              <strong>First weather roll (1799)</strong>
              <span className="muted small">A player of this alliance rolls in 1799; the alliances alternate each year [§46].</span>
            </span>
            <select value={roller} onChange={(e) => setRoller(e.target.value as Alliance)} aria-label="First weather roller">
              {ALLIANCES.map((a) => (
                <option key={a} value={a}>
                  {ALLIANCE_NAME[a]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {many ? (
          <div className="ni-bankers" role="group" aria-label="Bankers">
            <span className="ni-option-text">
              <strong>Bankers</strong>
              <span className="muted small">With four or more players each team appoints a Banker, who checks purchases and shuffles the opposing side’s Battle Cards [§3C].</span>
            </span>
            {ALLIANCES.map((a) => (
              <label key={a} className="ni-banker">
                <span>{ALLIANCE_NAME[a]}</span>
                <select value={bankers[a] ?? ''} onChange={(e) => setBankers({ ...bankers, [a]: e.target.value })} aria-label={`${ALLIANCE_NAME[a]} Banker`}>
                  <option value="">first player of the team</option>
                  {seats
                    .filter((s) => s.alliance === a && s.name.trim())
                    .map((s) => (
                      <option key={s.name} value={s.name.trim()}>
                        {s.name}
                      </option>
                    ))}
                </select>
              </label>
            ))}
          </div>
        ) : null}
        {ruleDefs.length > MAIN_RULES.length ? (
          <details className="ni-readings">
            <summary>Rule readings where the rulebook is unclear ({ruleDefs.length - MAIN_RULES.length}, recommended readings chosen)</summary>
            <div className="ni-readings-list">
              {ruleDefs
                .filter((r) => !MAIN_RULES.includes(r.id))
                .map((r) => (
                  <label key={r.id} className="ni-reading">
                    <span className="ni-option-text">
                      <strong>{r.title}</strong> <span className="muted small">[{r.cite.join(', ')}]</span>
                    </span>
                    <select value={String(ruleValue(r.id))} onChange={(e) => setRules({ ...rules, [r.id]: r.kind === 'toggle' ? e.target.value === 'true' : e.target.value })} aria-label={r.title}>
                      {r.options.map((o) => (
                        <option key={String(o.value)} value={String(o.value)}>
                          {o.label}
                          {o.recommended ? ' (recommended)' : ''}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
            </div>
          </details>
        ) : null}
      </fieldset>

      <DataPackSelect game="napoleons-imperium" value={pack} onChange={setPack} />
      <TitleAndFile title={title} onTitle={setTitle} file={file} onFile={setFile} host={host} example="The long war, autumn sittings" />
      <SetupRefusal text={refusal} className="ni-setup-refusal" />
    </NewCampaignForm>
  );
}
