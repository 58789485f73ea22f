// New Le Grand Empire campaign: two players (France and her block against Great Britain and hers,
// §11) or one player per major power; the scenario booklet's first and last turn and first player
// (§3.2). The module's set-up check has the last word.
import { useState } from 'react';
import type { NewCampaignProps } from '../games/types';
import { POWERS, SEASON_NAMES, SEASONS, type Season } from '../../../shared/games/le-grand-empire/state';
import { useApp } from '../lib/store';
import { DataPackSelect } from '../data/NewCampaignData';
import { GameAndScenario, NewCampaignForm, TitleAndFile, slug, useFileName, SetupRefusal, useStartCampaign } from '../components/NewCampaignForm';
import { nameOf, PowerSelect } from './parts';
import './lge.css';

interface Seat {
  name: string;
  powers: string[];
}
const TWO: Seat[] = [
  { name: 'Player 1', powers: ['france', 'spain', 'turkey'] },
  { name: 'Player 2', powers: ['great-britain', 'prussia', 'austria', 'russia'] },
];
const MULTI: Seat[] = POWERS.map((p, i) => ({ name: `Player ${i + 1}`, powers: [p] }));

export function LgeNewCampaign({ catalogue, host, onGame }: NewCampaignProps) {
  const game = catalogue.find((g) => g.id === 'le-grand-empire')!;
  const [seats, setSeats] = useState<Seat[]>(TWO);
  const [startYear, setStartYear] = useState(1805);
  const [startSeason, setStartSeason] = useState<Season>('spring');
  const [endYear, setEndYear] = useState(1815);
  const [endSeason, setEndSeason] = useState<Season>('winter');
  const [firstPlayer, setFirstPlayer] = useState('france');
  const [title, setTitle] = useState('');
  const [pack, setPack] = useState('');
  const { file, setFile } = useFileName(`${slug(title) || 'le-grand-empire'}.adc`);
  const { busy, refusal, start } = useStartCampaign(file, host);
  const create = () =>
    start(() => ({
        game: 'le-grand-empire',
        scenario: 'campaign',
        title: title.trim(),
        players: seats.map((s) => ({ name: s.name.trim(), powers: s.powers })),
        settings: { startYear, startSeason, endYear, endSeason, firstPlayer, twoPlayer: seats.length === 2 },
        ...(pack ? { pack } : {}),
      }));
  const years = Array.from({ length: 16 }, (_, i) => 1800 + i);
  return (
    <NewCampaignForm className="lge-new" busy={busy} onStart={() => void create()}>
      <GameAndScenario catalogue={catalogue} game={game} scenario="campaign" onGame={onGame} onScenario={() => undefined} />
      <fieldset className="field">
        <legend>Players</legend>
        <div className="lge-row" role="group" aria-label="Quick set-ups">
          <button type="button" className="btn btn-small" onClick={() => setSeats(TWO)}>
            Two players (France against Great Britain)
          </button>
          <button type="button" className="btn btn-small" onClick={() => setSeats(MULTI)}>
            Seven players
          </button>
        </div>
        <ol className="lge-seats">
          {seats.map((s, i) => (
            <li key={i}>
              <input type="text" value={s.name} maxLength={60} onChange={(e) => setSeats(seats.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)))} aria-label={`Player ${i + 1} name`} />
              <span className="muted">{s.powers.map(nameOf).join(', ')}</span>
            </li>
          ))}
        </ol>
      </fieldset>
      <fieldset className="field">
        <legend>
          Scenario <span className="muted small">(from your scenario booklet: the rulebook does not print it)</span>
        </legend>
        <div className="lge-row">
          <label>
            First turn{' '}
            <select value={startSeason} onChange={(e) => setStartSeason(e.target.value as Season)} aria-label="First season">
              {SEASONS.map((x) => (
                <option key={x} value={x}>
                  {SEASON_NAMES[x]}
                </option>
              ))}
            </select>
            <select value={startYear} onChange={(e) => setStartYear(Number(e.target.value))} aria-label="First year">
              {years.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </label>
          <label>
            Last turn{' '}
            <select value={endSeason} onChange={(e) => setEndSeason(e.target.value as Season)} aria-label="Last season">
              {SEASONS.map((x) => (
                <option key={x} value={x}>
                  {SEASON_NAMES[x]}
                </option>
              ))}
            </select>
            <select value={endYear} onChange={(e) => setEndYear(Number(e.target.value))} aria-label="Last year">
              {years.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </label>
          <label>
            Chooses the first marker <PowerSelect value={firstPlayer} onChange={setFirstPlayer} label="First player" />
          </label>
        </div>
      </fieldset>
      <DataPackSelect game="le-grand-empire" value={pack} onChange={setPack} />
      <TitleAndFile title={title} onTitle={setTitle} file={file} onFile={setFile} host={host} example="The Third Coalition, Thursday nights" />
      <SetupRefusal text={refusal} className="lge-bad" />
    </NewCampaignForm>
  );
}
