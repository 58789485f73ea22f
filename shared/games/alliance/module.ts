// Alliance (1804-15): the game module the campaign engine folds.
import { firstApplicableStep } from '../../engine/sequence';
import type { CampaignHeader, DataNeed, DerivedValue, GameModule, PowerView, TrackDef } from '../../engine/types';
import { rowsMissing } from '../../data/tables';
import { ALLIANCE_ACTIONS } from './actions';
import {
  AP_PER_CARD, EMPIRES, HANDICAP_VP, INCOME_KIND_LABEL, LEADERS, MINORS, OWN_EMPIRE_BONUS_AP, POWERS, SCENARIOS,
  SCENARIO_DATA, SOLITAIRE_TARGET_PER_16, WINTER_REMINDERS, isEmpire, type Empire, type ScenarioId,
} from './data';
import { STRAITS, borderLimit, statusToward, straitPassable, type BorderType, type SideStatus } from './map-rules';
import { ALLIANCE_SEQUENCE } from './sequence';
import { ALLIANCE_RULES } from './rules';
import { allianceReview } from './review';
import { ALLIANCE_DATA } from './tables';
import {
  apLeft, cardFactsFromPack, currentActor, nextChooser, currentChooser, diplomacyInitiator, gameTurn, incomeOf, isWinter, pendingBattles, playedBy,
  seatOf, setupAlliance, totalTurns, updateSeat, vpOf, year, type AllianceState,
} from './state';

const name = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;

const TRACKS: TrackDef[] = [
  { id: 'gold', name: 'Gold', scope: 'power', min: 0, max: null, ceiling: { max: 999, why: 'the rulebook sets no limit on Gold, but no treasury comes near 999 (Winter income is a few Gold a Year), so this looks like a typing slip.' }, cite: ['3.4'] },
  { id: 'vp', name: 'VP', scope: 'power', min: 0, max: null, cite: ['10.1', '10.2'], derived: true },
  { id: 'hand', name: 'Cards in hand', scope: 'power', min: 0, max: 5, cite: ['3.0'] },
  { id: 'solo-score', name: 'Solitaire score', scope: 'global', min: -999, max: null, ceiling: { max: 999, why: 'the rulebook sets no limit, but a solitaire score is a few dozen at most, so this looks like a typing slip.' }, cite: ['12.2'] },
];

function finalScores(s: AllianceState): { winners: string[]; lines: string[] } {
  const excluded = s.suddenDeath?.empire;
  const ranked = s.seats
    .filter((x) => x.empire !== excluded)
    .map((x) => ({ empire: x.empire, vp: vpOf(s, x).total, gold: x.gold }))
    .sort((a, b) => b.vp - a.vp || b.gold - a.gold);
  const top = ranked[0];
  // Highest VP; ties go to the most Gold; a tie after that is shared (A-51).
  const winners = top ? ranked.filter((r) => r.vp === top.vp && r.gold === top.gold).map((r) => r.empire) : [];
  return { winners, lines: ranked.map((r) => `${name(r.empire)} ${r.vp} VP (${r.gold} Gold)`) };
}

function startTurn(s: AllianceState, header: CampaignHeader, turn: number): AllianceState {
  const t: AllianceState = {
    ...s,
    position: { turn, stepId: '' },
    seats: s.seats.map((x) => ({ ...x, played: null, cardEmpire: null, leader: null, ap: 0, apUsed: 0, goldAsAp: 0, invasions: 0, turnDone: false })),
    order: [],
    actionIdx: 0,
    chooserIdx: 0,
    battles: [],
    diplomacy: null,
    incomeCollected: false,
    defeatsThisTurn: [],
    solitaire: s.solitaire ? { ...s.solitaire, flipped: null, empire: null } : null,
    // The longer Solitaire deals 16 new cards each time, so the flipped cards come round again [12.2].
    ...(s.solitaire && (turn - 1) % SOLITAIRE_TARGET_PER_16 === 0 ? { cardsPlayedThisYear: [] } : {}),
  };
  const first = firstApplicableStep(alliance, t);
  return alliance.enterStep({ ...t, position: { turn, stepId: first.id } }, first.id, header);
}

/** The Winter border limits the table applies, computed from borderLimit [3.5, 4.2, 11.12]. */
export function winterBorderLimits(): string {
  const types: BorderType[] = ['clear', 'river', 'forest', 'mountain', 'marsh', 'strait', 'coast'];
  const each = types.map((t) => `${t} ${borderLimit({ border: t, winter: true })}`).join(', ');
  const charles = borderLimit({ border: 'mountain', winter: true, event: 'charles' });
  const russian = borderLimit({ border: 'river', winter: true, russian: true, frozenRussianRiver: true });
  return `Winter border limits: ${each} (mountain ${charles} with Charles’s Alpine Guide); frozen Russian rivers ${russian} for Russian blocks, and the Bug, Dniester, Kuban and Nieman ${borderLimit({ border: 'river', winter: true, russian: true })} for all [3.5, 11.12].`;
}

export const alliance: GameModule<AllianceState> = {
  id: 'alliance',
  name: 'Alliance',
  cite: 'Alliance Rulebook',
  powers: POWERS,
  scenarios: SCENARIOS,
  sequence: ALLIANCE_SEQUENCE,
  tracks: TRACKS,
  // Diplomatic and alliance rolls are 2d6 [6.1, 6.13]; battle dice are d6 by strength [2.1].
  usualRoll: { count: 2, sides: 6, cite: '6.1' },
  conditions: {
    // The deal is at set-up and in Winter; each player's discard opens the Year [3.0, 3.5].
    gameStart: (s) => !s.solitaire && s.position.turn === 1,
    laterYearStart: (s) => !s.solitaire && gameTurn(s) === 1 && s.position.turn > 1,
    notSolitaire: (s) => !s.solitaire,
    earlyEndChecks: (s) => !s.solitaire && (!isWinter(s) || s.rules?.['defeatChecks'] !== 'after-winter'),
    lateEndChecks: (s) => isWinter(s) && s.rules?.['defeatChecks'] === 'after-winter',
    solitaire: (s) => !!s.solitaire,
    leaderPlayed: (s) => !s.solitaire && diplomacyInitiator(s) !== null,
    winter: (s) => isWinter(s),
  },
  actions: ALLIANCE_ACTIONS,
  data: ALLIANCE_DATA,
  rules: ALLIANCE_RULES,
  onDataChanged: (s) => ({ ...s, cardFacts: cardFactsFromPack(s.data) }),

  validateSetup(header) {
    const scen = SCENARIO_DATA[header.scenario as ScenarioId];
    if (!scen) return `Alliance has no scenario "${header.scenario}" (choose ${Object.keys(SCENARIO_DATA).join(', ')}).`;
    if (header.players.length < 1 || header.players.length > 7) return 'Alliance takes 1 to 7 players [1.1].';
    const seen = new Set<string>();
    for (const p of header.players) {
      if (p.powers.length !== 1) return `${p.name} must play exactly one empire [1.1].`;
      const e = p.powers[0]!;
      if (!isEmpire(e)) return `${p.name}: "${e}" is not one of the seven empires.`;
      if (seen.has(e)) return `${name(e)} is played by two players.`;
      seen.add(e);
    }
    if (header.scenario === 'solitaire') {
      if (header.players.length !== 1) return 'Solitaire is for one player [12.2].';
      const n = Number(header.settings['solitaireCards'] ?? 16);
      if (![16, 32, 48].includes(n)) return 'Solitaire plays 16 cards, or 32 or 48 extended [12.2].';
    }
    return null;
  },

  setup: setupAlliance,

  turnLabel(s) {
    if (s.solitaire) {
      const y = s.startYear + Math.floor((s.position.turn - 1) / 16) * 4;
      return { year: `Solitaire ${y}`, turn: `Card ${s.position.turn} of ${s.solitaire.target}`, full: `Solitaire · Card ${s.position.turn} of ${s.solitaire.target}` };
    }
    const gt = gameTurn(s);
    const turn = gt === 4 ? 'Game Turn 4 (Winter)' : `Game Turn ${gt}`;
    return { year: String(year(s)), turn, full: `${year(s)} · ${turn}` };
  },

  canLeaveStep(s) {
    switch (s.position.stepId) {
      case 'discard':
      case 'year-discard': {
        const waiting = s.seats.filter((x) => !x.discarded);
        return waiting.length ? `Waiting for ${waiting.map((x) => name(x.empire)).join(', ')} to discard.` : null;
      }
      case 'play-cards': {
        const waiting = s.seats.filter((x) => x.played === null);
        return waiting.length ? `Waiting for ${waiting.map((x) => name(x.empire)).join(', ')} to play a card (passing is not allowed) [3.1].` : null;
      }
      case 'solo-flip':
        return s.solitaire?.flipped == null ? 'Flip this turn’s card first.' : null;
      case 'diplomacy': {
        const d = s.diplomacy;
        if (!d) return `${name(s.seats[diplomacyInitiator(s)!]!.empire)} must bid or decline.`;
        if (!d.resolved) return 'Roll for the bid first.';
        return null;
      }
      case 'player-turns': {
        const actor = currentActor(s);
        return actor === null ? null : `${name(s.seats[actor]!.empire)} has not finished its Player Turn.`;
      }
      case 'battles': {
        const left = pendingBattles(s);
        return left.length ? `${left.length} battle${left.length > 1 ? 's' : ''} still to resolve: ${left.map((b) => b.location).join(', ')}.` : null;
      }
      case 'winter-income':
        return s.incomeCollected ? null : 'Collect the Winter Gold first.';
      default:
        return null;
    }
  },

  enterStep(s, stepId) {
    if (stepId === 'reveal') {
      if (s.solitaire) {
        return { ...updateSeat(s, 0, { ap: AP_PER_CARD, played: s.solitaire.flipped }), order: [0], cardsPlayedThisYear: [...s.cardsPlayedThisYear, s.solitaire.flipped!] };
      }
      // Highest card is Player 1; card numbers are unique [3.1]. 3 AP, +1 for your own empire's card [3.2].
      const order = s.seats.map((_, i) => i).sort((a, b) => s.seats[b]!.played! - s.seats[a]!.played!);
      const seats = s.seats.map((x) => ({ ...x, ap: AP_PER_CARD + (x.cardEmpire === x.empire ? OWN_EMPIRE_BONUS_AP : 0) }));
      return { ...s, seats, order, actionIdx: 0, cardsPlayedThisYear: [...s.cardsPlayedThisYear, ...s.seats.map((x) => x.played!)] };
    }
    if (stepId === 'player-turns') return { ...s, actionIdx: 0 };
    // Player 1 chooses first; players with no friendly forces in any battle are passed over.
    if (stepId === 'battles') return nextChooser(s, 0, true);
    if (stepId === 'winter-deal') {
      return { ...s, seats: s.seats.map((x) => ({ ...x, hand: 5, discarded: false })), cardsPlayedThisYear: [] };
    }
    return s;
  },

  nextTurn(s, header) {
    if (s.suddenDeath) {
      const f = finalScores(s);
      return { ...s, gameOver: { reason: `Sudden death: ${s.suddenDeath.reason} [10.3]. ${f.lines.join('; ')}`, winners: f.winners } };
    }
    if (s.position.turn >= totalTurns(s)) {
      if (s.solitaire) {
        const won = s.solitaire.score >= s.solitaire.target;
        return { ...s, gameOver: { reason: `Solitaire ends with ${s.solitaire.score} VP (target ${s.solitaire.target}) [12.2].`, winners: won ? [s.seats[0]!.player] : [] } };
      }
      const f = finalScores(s);
      return { ...s, gameOver: { reason: `The scenario ends after ${year(s)}. ${f.lines.join('; ')} [10.1, 10.2].`, winners: f.winners } };
    }
    return startTurn(s, header, s.position.turn + 1);
  },

  readTrack(s, track, power) {
    if (track === 'solo-score') return s.solitaire?.score ?? 0;
    const seat = s.seats[seatOf(s, power ?? '')];
    if (!seat) return 0;
    if (track === 'gold') return seat.gold;
    if (track === 'hand') return seat.hand;
    if (track === 'vp') return vpOf(s, seat).total;
    return 0;
  },

  writeTrack(s, track, power, value) {
    if (track === 'solo-score') return s.solitaire ? { ...s, solitaire: { ...s.solitaire, score: value } } : s;
    const i = seatOf(s, power ?? '');
    if (i < 0) return s;
    if (track === 'gold') return updateSeat(s, i, { gold: value });
    if (track === 'hand') return updateSeat(s, i, { hand: value });
    return s;
  },

  derived(s) {
    if (s.solitaire) {
      return [{ id: 'solo-score', label: 'Solitaire score', value: s.solitaire.score, breakdown: [{ label: 'Target', value: s.solitaire.target }], formula: 'gains − abandonments, cumulative', cite: ['12.2'] }];
    }
    const out: DerivedValue[] = [];
    for (const seat of s.seats) {
      const inc = incomeOf(s, seat);
      const missing = inc.missing.length ? `not entered: the homeland Victory Cities of ${inc.missing.map(name).join(', ')}` : undefined;
      const breakdown = [
        { label: 'Homeland Victory Cities (full value)', value: inc.homeland, note: seat.homelandVP === null ? 'not entered yet' : seat.homelandSource === 'rulebook' ? 'rulebook 3.4' : 'entered by the group' },
        ...inc.lines,
        { label: `Others ${inc.others} halved, rounded down`, value: inc.halved },
      ];
      out.push({ id: 'income', label: 'Winter Gold income', power: seat.empire, value: inc.total, breakdown, formula: 'homeland + ⌊others ÷ 2⌋', cite: ['3.4'], ...(missing ? { missing } : {}) });
      const vp = vpOf(s, seat);
      out.push({
        id: 'vp', label: 'Victory Points', power: seat.empire, value: vp.total,
        breakdown: [{ label: 'Same count as Gold income', value: vp.income }, { label: 'Handicap', value: vp.handicap, note: HANDICAP_VP[seat.empire] ? 'Austria, Prussia, Spain, Turkey +5 [10.2]' : 'none' }],
        formula: 'homeland + ⌊others ÷ 2⌋ + handicap', cite: ['10.1', '10.2'], ...(missing ? { missing } : {}),
      });
    }
    return out;
  },

  powerViews(s) {
    const views: PowerView[] = [];
    for (const e of EMPIRES) {
      const power = POWERS.find((p) => p.id === e)!;
      const i = seatOf(s, e);
      const seat = s.seats[i];
      if (seat && !s.solitaire) {
        const facts = [`Cards in hand: ${seat.hand}`];
        if (seat.played !== null) facts.push(`Played card ${seat.played}${seat.leader ? ` (${LEADERS.find((l) => l.id === seat.leader)?.name})` : ''}`);
        if (seat.ap) facts.push(`AP ${apLeft(seat)} left of ${seat.ap}${seat.goldAsAp ? ` + ${seat.goldAsAp} from Gold` : ''}`);
        const pos = s.order.indexOf(i);
        if (pos >= 0) facts.push(`Player ${pos + 1} this turn`);
        views.push({
          power: e, name: power.name, colour: power.colour, player: seat.player,
          status: seat.defeated ? 'Defeated' : 'Player', defeated: seat.defeated,
          tracks: { gold: seat.gold, vp: vpOf(s, seat).total, hand: seat.hand }, facts,
          // Player treasuries may be kept hidden [3.4]: the dashboard shows each only behind its owner's reveal.
          ...(s.rules?.['hiddenTreasuries'] === true ? { hidden: ['gold'] } : {}),
        });
      } else if (!s.solitaire) {
        const a = s.allegiance[e];
        views.push({
          power: e, name: power.name, colour: power.colour, player: null,
          status: !a || a === 'neutral' ? 'NPE · Neutral' : `NPE · allied to ${name(a)}`, defeated: false, tracks: {}, facts: [],
        });
      }
    }
    if (s.solitaire) {
      const seat = s.seats[0]!;
      views.push({
        power: seat.empire, name: s.solitaire.empire ? name(s.solitaire.empire) : 'Solitaire', colour: POWERS.find((p) => p.id === seat.empire)!.colour,
        player: seat.player, status: 'Solitaire', defeated: false, tracks: { 'solo-score': s.solitaire.score },
        facts: [`Target ${s.solitaire.target} VP`, ...(s.solitaire.flipped ? [`Card ${s.solitaire.flipped}: ${name(s.solitaire.empire!)} plays, ${apLeft(seat)} AP left`] : [])],
      });
    }
    return views;
  },

  prompt(s) {
    if (s.gameOver) return `Game over. ${s.gameOver.winners.length ? `Winner: ${s.gameOver.winners.map(name).join(' and ')}.` : 'No winner.'}`;
    switch (s.position.stepId) {
      case 'discard':
      case 'year-discard': return alliance.canLeaveStep(s, null as never) ?? 'Every player has discarded. Next: play cards.';
      case 'play-cards': return alliance.canLeaveStep(s, null as never) ?? 'All cards are in. Next: turn order.';
      case 'solo-flip': return s.solitaire?.flipped ? `Card ${s.solitaire.flipped}: ${name(s.solitaire.empire!)} plays.` : 'Flip the top card and enter it.';
      case 'reveal': return `Turn order: ${s.order.map((i, k) => `${k + 1}. ${name(s.seats[i]!.empire)} (card ${s.seats[i]!.played}, ${s.seats[i]!.ap} AP)`).join(', ')}.`;
      case 'diplomacy': {
        const init = diplomacyInitiator(s);
        const d = s.diplomacy;
        if (!d) return `${name(s.seats[init!]!.empire)} holds the highest Leader card: bid 1-3 Gold on an NPE or Minor, or decline.`;
        if (d.declined) return 'No bid this turn.';
        if (!d.resolved) return `Bid of ${d.gold} Gold on ${name(d.target)}: others may match, then roll.`;
        if (d.winner === null) return `No change: ${name(d.target)} stays as it was.`;
        const w = name(s.seats[d.winner]!.empire);
        if (d.change === 'preserved') return `${w} wins: ${name(d.target)} stays its ally [6.13].`;
        if (d.change === 'toNeutral') return `${w} wins: ${name(d.target)} is now Neutral; turn its blocks face-up, strength north, and resolve any battles this creates at once [6.13].`;
        return `${name(d.target)} is now allied to ${w}; resolve any battles this creates at once [6.13].`;
      }
      case 'player-turns': {
        const a = currentActor(s);
        if (a === null) return 'Every player has finished. Next: the Battle Phase.';
        const seat = s.seats[a]!;
        return `${name(seat.empire)} (${seat.player}) to act: ${apLeft(seat)} AP left${seat.goldAsAp < 3 && seat.gold > 0 ? `, up to ${Math.min(3 - seat.goldAsAp, seat.gold)} more from Gold` : ''}.`;
      }
      case 'battles': {
        const left = pendingBattles(s);
        if (!left.length) return 'No battles remain.';
        const fighting = left.find((b) => b.status === 'fighting');
        if (fighting) return `Fight the battle in ${fighting.location}, then record who holds it.`;
        const c = currentChooser(s);
        return `${c === null ? 'Player 1' : name(s.seats[c]!.empire)} chooses the next battle (${left.length} left).`;
      }
      case 'end-checks':
      case 'end-checks-late': return s.suddenDeath ? `Sudden death: ${s.suddenDeath.reason}. The game ends with this Game Turn.` : 'Record any defeats, then continue.';
      case 'winter-income': return s.incomeCollected ? 'Gold collected.' : 'Check the cities and seas each player holds, then collect.';
      case 'solo-score': return `Score ${s.solitaire?.score ?? 0} of ${s.solitaire?.target}: add gains, subtract abandonments.`;
      default: return '';
    }
  },

  beforeYouPlay(s) {
    const needs: DataNeed[] = [];
    const homelands = s.solitaire ? [] : [...new Set(s.seats.flatMap((x) => incomeOf(s, x).missing))];
    if (homelands.length) {
      needs.push({
        // Not rows of the table: each empire's total, entered as one number (the app asks for it inline).
        table: 'victory-cities',
        when: `Winter of ${year(s)}`,
        why: `Collecting Gold counts the homeland Victory Cities of ${homelands.map(name).join(', ')} at full value: add up the values printed on the map [3.4].`,
      });
    }
    // The blocks the players command (their empires and the powers allied to them) fight first.
    const owners = new Set<string>(s.seats.map((x) => x.empire));
    for (const [p, a] of Object.entries(s.allegiance)) if (a && owners.has(a)) owners.add(p);
    const blocks = rowsMissing(ALLIANCE_DATA, s.data, 'blocks', { keep: (r) => owners.has(String(r.cells['owner']?.v)) });
    if (blocks.length) {
      needs.push({
        table: 'blocks',
        rows: blocks,
        when: `the first battle (Action Phase of ${year(s)})`,
        why: `The battle resolver and calculator read each block’s firepower and maximum strength from its label [2.3]: ${blocks.length} of your blocks have none yet.`,
      });
    }
    return needs;
  },

  statusBoard(s) {
    const groups: Array<{ group: string; rows: Array<{ label: string; value: string }> }> = [];
    const st = (p: string) => {
      const a = s.allegiance[p];
      return !a || a === 'neutral' ? 'Neutral' : `Allied to ${name(a)}`;
    };
    groups.push({ group: 'Non-player empires', rows: EMPIRES.filter((e) => !playedBy(s, e)).map((e) => ({ label: name(e), value: st(e) })) });
    groups.push({ group: 'Minors', rows: MINORS.map((m) => ({ label: name(m), value: st(m) })) });
    const forced = s.forcedAlliances.filter((f) => year(s) <= f.until);
    if (forced.length) groups.push({ group: 'Allied by defeat [9.21]', rows: forced.map((f) => ({ label: name(f.power), value: `Allied to ${name(f.conqueror)} until at least the Winter of ${f.until}` })) });
    // Straits by the campaign's allegiances; a side occupied on the board counts as its occupier's [8.1, 11.1, 11.2].
    if (!s.solitaire) {
      groups.push({
        group: 'Straits for fleets and Sea Moves [8.1]',
        rows: STRAITS.map((st) => ({
          label: st.name,
          value: s.seats.map((seat) => {
            const sides = st.sides.map((p) => statusToward(p, seat.empire, s.allegiance));
            if (sides.includes('enemy')) return `${name(seat.empire)} may not pass`;
            const players = st.sides.filter((p, i) => sides[i] === null);
            return players.length ? `${name(seat.empire)}: as ${[...new Set(players)].map(name).join(' and ')}’s player allows` : `${name(seat.empire)} ${straitPassable(sides as SideStatus[]) ? 'may pass' : 'may not pass'}`;
          }).join(' · '),
        })),
      });
    }
    if (s.battles.length) groups.push({ group: 'Battles this turn', rows: s.battles.map((b) => ({ label: `${b.id}. ${b.location}`, value: b.status === 'resolved' ? (b.outcome === 'attacker-holds' ? 'Attacker holds' : 'Defender holds') : b.status === 'fighting' ? 'Being fought' : 'Pending' })) });
    const facts = Object.entries(s.cardFacts).map(([n, f]) => ({ label: `Card ${n}`, value: `${f.empire ? name(f.empire) : '?'}${f.leader ? ` · ${LEADERS.find((l) => l.id === f.leader)?.name}` : ''}${f.source === 'group' ? ' (entered)' : ''}` }));
    groups.push({ group: 'Cards known', rows: facts });
    return groups;
  },

  review: allianceReview,

  reminders(s) {
    const r: string[] = [];
    if (isWinter(s)) r.push(winterBorderLimits(), ...WINTER_REMINDERS);
    if (s.suddenDeath) r.push(`Sudden death: ${s.suddenDeath.reason}. The game ends at the end of this Game Turn.`);
    for (const f of s.forcedAlliances) {
      if (year(s) > f.until) continue;
      r.push(year(s) === f.until && isWinter(s)
        ? `${name(f.power)} has been ${name(f.conqueror)}’s ally since its defeat; from this Winter either may break the alliance [9.21].`
        : `${name(f.power)} is ${name(f.conqueror)}’s ally after its defeat until at least the Winter of ${f.until}: neither may break it before then [9.21].`);
    }
    if (!s.solitaire && s.position.turn === totalTurns(s) && isWinter(s)) r.push('Last Game Turn of the scenario: VPs are counted after the Winter sequence (A-25).');
    return r;
  },
};

export type { AllianceState, Empire };
