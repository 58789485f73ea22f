// The end of the game, and the Bankers.
import { z } from 'zod';
import { ALLIANCE_NAME, LAST_YEAR, NOTICE_EARLIEST_YEAR, NOTICE_YEARS, isNation } from '../data';
import { allianceOf, finalYear, year } from '../state';
import { def } from './common';

// End of the game ---------------------------------------------------------------------------------------------

const noticePayload = z.object({ vote: z.enum(['majority', 'tie']) });
const tooEarly = () => `A notice to end can be given only from the completion of ${NOTICE_EARLIEST_YEAR} (Objectives A).`;

export const notice = def<z.infer<typeof noticePayload>>({
  type: 'end.notice',
  label: 'Give notice to end the game',
  schema: noticePayload,
  steps: ['notice'],
  whyNotNow: (s) => (year(s) <= NOTICE_EARLIEST_YEAR ? tooEarly() : null),
  validate(s, p) {
    if (year(s) < NOTICE_EARLIEST_YEAR) return tooEarly();
    if (s.notice) return `Notice was already given at the end of ${s.notice.year}.`;
    const end = year(s) + NOTICE_YEARS[p.vote];
    if (end > LAST_YEAR) return `That notice would end the game after ${end}, but the game finishes at the completion of ${LAST_YEAR} at the latest (Objectives A).`;
    if (end >= finalYear(s)) return `The game already ends at the end of ${finalYear(s)}.`;
    return null;
  },
  apply: (s, p) => ({ ...s, noticeFinalYear: year(s) + NOTICE_YEARS[p.vote], notice: { year: year(s), vote: p.vote } }),
  title: (s, p) => `Notice to end given at the end of ${year(s)} (${p.vote === 'majority' ? 'a simple majority: two years' : 'a 50/50 vote: three years'}): the game ends at the end of ${year(s) + NOTICE_YEARS[p.vote]} (Objectives A)`,
});

const bankerPayload = z.object({ alliance: z.enum(['french', 'british']), player: z.string().min(1) });
export const banker = def<z.infer<typeof bankerPayload>>({
  type: 'setup.banker',
  label: 'Appoint a Banker',
  schema: bankerPayload,
  steps: 'all',
  validate(s, p, h) {
    const pl = h.players.find((x) => x.name === p.player);
    if (!pl) return `${p.player} is not playing.`;
    if (!pl.powers.some((n) => isNation(n) && allianceOf(s, n) === p.alliance)) return `${p.player} does not play in the ${ALLIANCE_NAME[p.alliance]}: each team’s Banker is one of its players [§3C].`;
    if (s.bankers[p.alliance] === p.player) return `${p.player} is already the Banker.`;
    return null;
  },
  apply: (s, p) => ({ ...s, bankers: { ...s.bankers, [p.alliance]: p.player } }),
  title: (_s, p) => `${p.player} is the ${ALLIANCE_NAME[p.alliance]}’s Banker: checks purchases against income and shuffles the opposing side’s Battle Cards [§3C]`,
});
