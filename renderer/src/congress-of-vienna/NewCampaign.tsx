// New Congress of Vienna campaign: one to four players, a seat may hold several Powers (3 players: France,
// Britain, one player for Austria and Russia; 2: France against the three Allies) [2.1]; the seating cycle,
// the optional historical rules 15.1-15.5 and the Handicap cards are rule settings chosen here.
import { useState } from 'react';
import type { GameCatalogueEntry } from '../../../shared/ipc/contract';
import { POWERS, POWER_COLOUR, POWER_NAME, type Power } from '../../../shared/games/congress-of-vienna/state';
import { PowerSwatch, cx } from '../components/ui';
import { GameAndScenario, NewCampaignForm, TitleAndFile, slug, useFileName, SetupRefusal, useStartCampaign } from '../components/NewCampaignForm';
import { NewCampaignData, createInputOf, noDataChoice, type NewCampaignDataChoice } from '../data/NewCampaignData';

interface Seat {
  name: string;
  powers: Power[];
}

const PRESETS: Record<number, Power[][]> = {
  1: [['FR', 'RU', 'BR', 'AU']],
  2: [['FR'], ['RU', 'BR', 'AU']],
  3: [['FR'], ['BR'], ['RU', 'AU']],
  4: [['FR'], ['RU'], ['BR'], ['AU']],
};
const preset = (n: number): Seat[] => PRESETS[n]!.map((powers, i) => ({ name: `Player ${i + 1}`, powers }));

export function CovNewCampaign({ catalogue, host, onGame }: { catalogue: GameCatalogueEntry[]; host: 'electron' | 'browser'; onGame: (id: string) => void }) {
  const game = catalogue.find((g) => g.id === 'congress-of-vienna')!;
  const [scenario, setScenario] = useState(game.scenarios[0]?.id ?? 'full-campaign');
  const [seats, setSeats] = useState<Seat[]>(() => preset(4));
  const [title, setTitle] = useState('');
  const [dataChoice, setDataChoice] = useState<NewCampaignDataChoice>(noDataChoice('congress-of-vienna'));
  const { file, setFile } = useFileName(`${slug(title) || 'congress-of-vienna'}.adc`);
  const owner = (p: Power) => seats.findIndex((s) => s.powers.includes(p));

  const toggle = (i: number, p: Power) =>
    setSeats(seats.map((s, k) => (k === i ? { ...s, powers: s.powers.includes(p) ? s.powers.filter((x) => x !== p) : [...s.powers, p] } : { ...s, powers: s.powers.filter((x) => x !== p) })));

  const { busy, refusal, start } = useStartCampaign(file, host);
  const create = () =>
    start(() => {
      const dataIn = createInputOf(dataChoice, game.id);
      return {
        game: 'congress-of-vienna',
        scenario,
        title: title.trim(),
        players: seats.map((s) => ({ name: s.name.trim(), powers: POWERS.filter((p) => s.powers.includes(p)) })),
        settings: dataIn.rules ? { rules: dataIn.rules } : {},
        ...(dataIn.pack ? { pack: dataIn.pack } : {}),
      };
    });

  return (
    <NewCampaignForm className="cov-new" busy={busy} onStart={() => void create()}>
      <GameAndScenario catalogue={catalogue} game={game} scenario={scenario} onGame={onGame} onScenario={setScenario} />
      <fieldset className="field">
        <legend>
          Players and Powers <span className="muted small">(1-4 players; a player may hold several Powers; all four are played)</span>
        </legend>
        <div className="cov-presets" role="group" aria-label="Quick set-ups">
          <span className="muted small">Quick set-up:</span>
          {[1, 2, 3, 4].map((n) => (
            <button key={n} type="button" className="btn btn-small" onClick={() => setSeats(preset(n))}>
              {n} player{n === 1 ? '' : 's'}
            </button>
          ))}
        </div>
        <ol className="cov-seats">
          {seats.map((seat, i) => (
            <li key={i} className="cov-seat" aria-label={`Player ${i + 1}`}>
              <input type="text" aria-label={`Player ${i + 1} name`} value={seat.name} maxLength={60} onChange={(e) => setSeats(seats.map((s, k) => (k === i ? { ...s, name: e.target.value } : s)))} />
              <div className="cov-seat-powers" role="group" aria-label={`Player ${i + 1} Powers`}>
                {POWERS.map((p) => (
                  <label key={p} className={cx('cov-power-pick', seat.powers.includes(p) && 'on')}>
                    <input type="checkbox" checked={seat.powers.includes(p)} onChange={() => toggle(i, p)} aria-label={`Player ${i + 1} plays ${POWER_NAME[p]}`} />
                    <PowerSwatch colour={POWER_COLOUR[p]} /> {POWER_NAME[p]}
                  </label>
                ))}
              </div>
              <button type="button" className="icon-btn" aria-label={`Remove player ${i + 1}`} disabled={seats.length <= 1} onClick={() => setSeats(seats.filter((_, k) => k !== i))}>
                ×
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn-quiet" disabled={seats.length >= 4} onClick={() => setSeats([...seats, { name: `Player ${seats.length + 1}`, powers: [] }])}>
          + Add a player
        </button>
        {POWERS.some((p) => owner(p) < 0) ? <p className="cov-problem">Unplayed: {POWERS.filter((p) => owner(p) < 0).map((p) => POWER_NAME[p]).join(', ')}.</p> : null}
      </fieldset>
      <p className="hint">The seating cycle (every “left of” and “clockwise” order), the optional historical rules 15.1-15.5, the Handicap cards and the Initial Situation decks are in the rule settings below.</p>
      <NewCampaignData game={game.id} value={dataChoice} onChange={setDataChoice} />
      <TitleAndFile title={title} onTitle={setTitle} file={file} onFile={setFile} host={host} example="Vienna 1813, Friday group" />
      <SetupRefusal text={refusal} className="cov-problem" />
    </NewCampaignForm>
  );
}
