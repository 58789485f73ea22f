// Typed errors for Congress of Vienna battles. `field` is a JSON path into the input ("allied.units.BR") so
// the CLI can exit 2 and name the offending field.
export { BattleActionError } from '../../../odds/errors';
import { MissingDataError } from '../../../data/tables';
import { fullSentence, sentence } from '../../../format';
export { formatPath } from '../../../odds/errors';

/** Invalid battle input (odds or resolver). */
export class CovInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'CovInputError';
    this.field = field;
  }
}

/** The battle needs a value the data pack lacks (e.g. the Battle DRM Track); `table` says which table to fill in. */
export class CovMissingDataError extends MissingDataError {
  readonly field: string;
  constructor(field: string, table: string, tableTitle: string, what: string[], hint = '') {
    super(table, tableTitle, what);
    this.field = field;
    if (hint) this.message = `${this.message} ${hint}`;
  }
}


const SIDE_OF: Record<string, string> = { french: 'France’s', allied: 'the Allies’' };
const NATION_WORD: Record<string, string> = { FR: 'French', US: 'US militia', RU: 'Russian', PR: 'Prussian', SW: 'Swedish', AU: 'Austrian', BR: 'British', SP: 'Spanish', PT: 'Portuguese' };
const FIELD_WORD: Record<string, string> = {
  army: 'Army', milOp: 'Military Operation', units: 'units', fleets: 'fleets', support: 'Military Support', space: 'space', id: 'name',
  nation: 'nationality code', mountain: 'mountain', minorCountry: 'Minor Country', cards: 'military cards', own: 'DRM to its own total',
  enemy: 'DRM against the enemy', withdraw: 'Withdrawal', bestOfTwo: 'choice between two 2d6', situation: 'Initial Situation modifier',
  napoleonInParis: 'Napoleon in Paris', owner: 'Power', generalissimo: 'Generalissimo', bohemiaAndSilesia: 'Armies of Bohemia and Silesia together',
  amphibious: 'amphibious landing', meddlingTsar: 'Meddling Tsar', scheldt: 'Army of Scheldt', front: 'Front', boxControl: 'Denmark/Norway Box control',
  lossTrack: 'Battle DRM Track', tactics: 'Tactical Chits', rules: 'rule readings', game: 'game',
};

/** A battle input's field path ("french.support", "allied.units.BR", "french.cards[1].own") in the game's words
 *  ("France’s Military Support", "the Allies’ British units", "France’s military card 2: DRM to its own total"). */
export function fieldWords(field: string): string {
  const parts = field.split('.').filter(Boolean);
  const words: string[] = [];
  let side = '';
  for (let i = 0; i < parts.length; i++) {
    const m = /^(\w+)(?:\[(\d+)\])?$/.exec(parts[i]!);
    const key = m?.[1] ?? parts[i]!;
    if (i === 0 && SIDE_OF[key]) {
      side = SIDE_OF[key]!;
      continue;
    }
    if (key === 'units' && parts[i + 1] && NATION_WORD[parts[i + 1]!.toUpperCase()]) {
      words.push(`${NATION_WORD[parts[++i]!.toUpperCase()]} units`);
      continue;
    }
    if (SIDE_OF[key]) words.push(key === 'french' ? 'France' : 'the Allies');
    else if (key === 'cards' && m?.[2] !== undefined) words.push(`military card ${Number(m[2]) + 1}`);
    else words.push(FIELD_WORD[key] ?? key);
  }
  const text = words.join(': ');
  return side ? `${side} ${text}`.trim() : text;
}

/** A battle's odds error for the players: a raw field path ("french.support: …") becomes the field's name in the
 *  game's words, the reason a sentence; a message without the path (missing data) is left as it is written. */
export function explainCovError(message: string, field?: string): string {
  if (!field || !message.startsWith(`${field}: `)) return fullSentence(message);
  const name = fieldWords(field);
  const reason = fullSentence(message.slice(field.length + 2));
  return name ? `${sentence(name)}: ${reason}` : reason;
}
