// OHR 15.2's moves as logged actions: France commits part of the Army of the Elbe to the Denmark/Norway Box when
// the Northern Army takes Hanover, then Russia its Northern Army units (or at once to re-engage); Russia's
// garrison (the Box becomes Russian, France −4 VP); the Box's units rejoining the Northern Army after Russia's
// capture (once Russia has chosen the battle's losses, cov.battle.losses) [15.2, 13.4.4]. Each refusal says the rule; each undoes from the log.
import { z } from 'zod';
import { dkCommit, dkCommitCheck, dkGarrison, dkGarrisonCheck, dkRejoin, dkRejoinCheck } from '../denmark-norway';
import { DENMARK_NORWAY, PIECES, pieceWords, type Piece } from '../forces';
import { addVp, owedLosses, packOf, type CovState } from '../state';
import { define, pieceCountSchema } from './common';

type Count = Partial<Record<Piece, number>>;
const commitPayload = z.strictObject({ side: z.enum(['FR', 'RU']), units: pieceCountSchema });
const commit = define<{ side: 'FR' | 'RU'; units: Count }>({
  type: 'cov.dk.commit',
  label: 'Commit units to the Denmark/Norway Box',
  schema: commitPayload,
  steps: ['battles'],
  validate: (s, p) => dkCommitCheck(packOf(s), s.forces, p.side, p.units),
  apply: (s, p) => ({ ...s, forces: dkCommit(s.forces, p.side, p.units) }),
  title: (s, p) =>
    p.side === 'FR'
      ? `France places ${pieceWords(p.units)} unit${total(p.units) === 1 ? '' : 's'} of the Army of the Elbe in the Denmark/Norway Box [15.2]`
      : `Russia sends ${pieceWords(p.units)} unit${total(p.units) === 1 ? '' : 's'} of the Northern Army into the Denmark/Norway Box${s.forces.dkWindow === 'reengage' ? ' to re-engage the French' : ''} [15.2]`,
});
const total = (c: Count) => PIECES.reduce((a, k) => a + (c[k] ?? 0), 0);
/** The Box's battle losses still for Russia to choose (cov.battle.losses) [13.4.4]. */
export const boxOwed = (s: CovState) => owedLosses(s).filter((x) => x.owed.holders.includes(DENMARK_NORWAY)).reduce((a, x) => a + x.owed.count, 0);

const garrison = define<{ piece: 'RU' | 'PR' | 'SW' }>({
  type: 'cov.dk.garrison',
  label: 'Garrison the Denmark/Norway Box',
  schema: z.strictObject({ piece: z.enum(['RU', 'PR', 'SW']) }),
  steps: ['battles'],
  validate: (s, p) => dkGarrisonCheck(packOf(s), s.forces, p.piece),
  apply(s, p) {
    const g = dkGarrison(s.forces, p.piece);
    return addVp({ ...s, forces: g.forces }, 'War Phase', g.vp);
  },
  title: (s, p) => `Russia garrisons the Denmark/Norway Box with 1 ${pieceWords({ [p.piece]: 1 }).replace(/^1 /, '')} unit of the Northern Army: the Box is Russian${s.forces.control['Denmark/Norway'] === 'allied' ? '' : ', France −4 VP'} [15.2]`,
});

const rejoin = define<{ units: Count }>({
  type: 'cov.dk.rejoin',
  label: 'Box units rejoin the Northern Army',
  schema: z.strictObject({ units: pieceCountSchema }),
  steps: ['battles'],
  validate: (s, p) => dkRejoinCheck(packOf(s), s.forces, p.units, boxOwed(s)),
  apply: (s, p) => ({ ...s, forces: dkRejoin(s.forces, p.units) }),
  title: (_s, p) => `${pieceWords(p.units)} unit${total(p.units) === 1 ? ' leaves' : 's leave'} the captured Denmark/Norway Box for the Northern Army; the rest stay as garrison [15.2]`,
});

export const DK_ACTIONS = [commit, garrison, rejoin];
