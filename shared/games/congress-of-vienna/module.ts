// Congress of Vienna (1813-1814): the game module the campaign engine folds. Four Powers, France against the
// Coalition of Russia, Britain and Austria; one seat may hold several Powers. Each turn: Initial, Diplomacy,
// Government, War, End of Turn and Victory Check [2.2, 9.0].
import { firstApplicableStep } from '../../engine/sequence';
import type { CampaignHeader, DataNeed, GameModule, PowerView, TrackDef } from '../../engine/types';
import { cellOf, rowsMissing } from '../../data/tables';
import { COV_ACTIONS } from './actions';
import { availableIssues } from './actions/diplomacy';
import { ietFleetDue, situationPool } from './actions/initial';
import { fundingAvailable, fundingItems, peaceCongressPayer } from './actions/government';
import { currentBattle, frontName, owedLine, pendingMoveLine } from './actions/war';
import { seatingCycle } from './diplomacy';
import { FGOF_START, fgofName } from './fgof';
import { armyRows, berthierUnits, forcesTurnReset, mapOrderGaps, setupForces, unitsIn } from './forces';
import { CONGRESS_OF_VIENNA_RULES } from './rules';
import { COV_SEQUENCE } from './sequence';
import {
  actingNow, BAND_ORDER, cycleOf, governmentOrder, ISSUES, issueName, packOf, POWER_COLOUR, POWER_NAME, POWERS, resourcesOf, ROUNDS, START_HAND, START_VP, who,
  type CovState, type IssueAt, type Power,
} from './state';
import { CONGRESS_OF_VIENNA_DATA } from './tables';
import { vpLeaders } from './victory';
import { covReview } from './review';

const TRACKS: TrackDef[] = [
  { id: 'vp', name: 'Victory Points', scope: 'power', min: 0, max: null, ceiling: { max: 200, why: 'France starts at 60 and the VP Track runs to 80 with a +80 marker, so this looks like a typing slip.' }, cite: ['14.1'] },
  { id: 'hand-size', name: 'Card Hand Size', scope: 'power', min: 0, max: 25, cite: ['4.2', '8.5'] },
  { id: 'liberalism', name: 'Liberalism', scope: 'global', min: 0, max: 4, cite: ['12.4.5'] },
  { id: 'absolutism', name: 'Absolutism', scope: 'global', min: 0, max: 4, cite: ['12.4.5'] },
  { id: 'pax-britannica', name: 'Pax Britannica', scope: 'global', min: 0, max: 5, cite: ['12.4.11'] },
  { id: 'war-of-1812', name: 'War of 1812 Status (+ British, − US)', scope: 'global', min: -2, max: 2, cite: ['13.6.4.1'] },
];

const startIssues = (): Record<string, IssueAt> => Object.fromEntries(ISSUES.map((i) => [i.id, { at: 'display' } as IssueAt]));
const noAdjust = () => ({ initialSituation: 0, initialEnvironment: 0, cards: 0, fleetDemobilisation: 0 });
const perPower = <T>(f: (p: Power) => T) => Object.fromEntries(POWERS.map((p) => [p, f(p)])) as Record<Power, T>;

function packNumber(s: Pick<CovState, 'data'>, table: string, key: string, col: string): number | null {
  const v = s.data ? cellOf(s.data, table, key, col)?.v : undefined;
  return typeof v === 'number' ? v : null;
}

/** What is reset at the end of a turn [14.3]: cards, Issues (except those out of the game), markers, spending. */
function turnReset(s: CovState): CovState {
  const issues = Object.fromEntries(Object.entries(s.issues).map(([k, a]) => [k, a.at === 'removed' ? a : ({ at: 'display' } as IssueAt)]));
  // From the turn after the Armistice took effect until it is activated, Austria at War starts on the Negotiation Table [12.4.2].
  if (s.armistice === 'in-effect' && issues['austria-at-war']?.at === 'display') issues['austria-at-war'] = { at: 'table' };
  return {
    ...s,
    situation: null, bandsDone: [], iet: null, fleetDemobilised: null, handicap: null,
    adjustments: perPower(noAdjust),
    issues, locked: [], wager: null, wagerIssue: null, selected: {}, roundOrder: [], round: 1, turnIndex: 0,
    debatedSince: [], leadersUsed: [], frenchPreempts: 0, negotiations: [], meddlingTsar: false, napoleonInDiplomacy: false,
    // France is dealt Berthier when the Grande Armée starts the turn in Paris (it never leaves it) [11.1.1, 13.6.5].
    berthierInDiplomacy: null, berthierDealt: s.forces.armies['grande-armee']?.space === 'Paris',
    diplomacy: null, goldPawn: null, funding: {}, doubleRecruitment: [], peaceCongressRolled: false, paxRolled: false, libAbsRolls: [], militaryOperations: [], militarySupport: perPower(() => 0),
    battles: [], endOfTurnVp: false, victoryChecked: false, forces: forcesTurnReset(s.forces),
    war1812: { ...s.war1812, statusAtTurnStart: s.war1812.status },
  };
}

function why(s: CovState, legacy = false): string | null {
  const next = actingNow(s)[0];
  switch (s.position.stepId) {
    case 'initial-situation':
      if (!s.situation) return 'Draw the Initial Situation card first.';
      return next ? `Carry out ${POWER_NAME[next]}’s band first (Russia, Austria, Britain, France) [10.1].` : null;
    case 'initial-environment':
      if (!s.iet) return 'Roll the Initial Environment Table first [10.2].';
      if (s.iet.rerollPending) return 'The Initial Situation card demands a re-roll of the first die [10.2].';
      return ietFleetDue(s) ? 'The war at sea eliminated a British fleet: Britain chooses which one leaves the map first [10.2].' : null;
    case 'wager':
      return s.wager ? null : 'Reveal the wager first: every Power seals a card, then all are revealed at once [11.2].';
    case 'wager-issue':
      return s.wager && !s.wagerIssue && availableIssues(s).length ? `${POWER_NAME[s.wager.winner]} places its wager Issue first [11.2].` : null;
    case 'select-issues':
      return next && availableIssues(s).length ? `${POWER_NAME[next]} selects two Issues first [11.2].` : null;
    case 'rounds':
      return s.round <= ROUNDS ? `Round ${s.round} of ${ROUNDS}: ${POWER_NAME[s.roundOrder[s.turnIndex]!]} negotiates or passes first [11.3].` : null;
    case 'diplomacy-winner':
      return s.diplomacy ? null : 'Record the Diplomacy winner first [11.9].';
    case 'funding': {
      if (next) return `${POWER_NAME[next]} funds its priorities first (1st to 4th are mandatory while Resources last) [12.3].`;
      const roll = POWERS.find((p) => s.funding[p]?.paid.includes('liberalism-absolutism') && !s.libAbsRolls.some((r) => r.power === p));
      if (roll) return `${POWER_NAME[roll]} rolls for ${roll === 'FR' || roll === 'BR' ? 'Liberalism' : 'Absolutism'} first [12.4.5].`;
      return peaceCongressPayer(s) && !s.peaceCongressRolled ? 'Roll for the Peace Congress first [12.4.1.1].' : null;
    }
    case 'battles': {
      const b = currentBattle(s);
      if (b) return `Fight the battle on ${frontName(b.front)} first [13.4].`;
      // Losses chosen by nationality are removed before the War Phase ends [13.4.4].
      const owed = owedLine(s);
      if (owed) return `${owed} first (the battle's result) [13.4.4].`;
      // The loser's retreat (and the winner's advance) the map data could not make: the group confirms it before the
      // War Phase goes on. A Next an older version logged past it folds as played, or the save would not open.
      return legacy ? null : pendingMoveLine(s);
    }
    case 'end-of-turn-vp':
      return s.endOfTurnVp ? null : 'Award the end-of-turn VP first [14.1].';
    case 'victory-check':
      return s.victoryChecked ? null : 'Make the victory check first [14.2].';
    default:
      return null;
  }
}

function prompt(s: CovState, h: CampaignHeader): string {
  if (s.gameOver) return s.gameOver.reason;
  const p = actingNow(s)[0];
  const name = p ? who(h, p) : '';
  switch (s.position.stepId) {
    case 'initial-situation':
      return s.situation ? (p ? `${name}: carry out your band of ${s.situation.card}.` : `All bands of ${s.situation.card} done.`) : 'Draw this turn’s Initial Situation card.';
    case 'initial-environment':
      return s.iet ? (s.iet.rerollPending ? 'Re-roll the first die (the card demands it).' : `Column ${s.iet.column ?? 'none'}, row ${s.iet.row ?? 'none'}: apply the results.`) : 'Roll the Initial Environment Table.';
    case 'fleet-demobilisation':
      return s.fleetDemobilised ? 'Britain has demobilised its fleets.' : `${name}: demobilise fleets (2 or more), or go on.`;
    case 'wager':
      return s.wager ? `${POWER_NAME[s.wager.winner]} won the wager (distance ${s.wager.distance}).` : 'Every Power seals its wager card: pass the laptop round, then reveal.';
    case 'wager-issue':
      return s.wagerIssue ? `${issueName(s.wagerIssue)} placed.` : s.wager ? `${who(h, s.wager.winner)}: choose the wager Issue.` : 'Reveal the wager first.';
    case 'select-issues':
      return p ? `${name}: put two Issues on the Negotiation Table.` : 'Every Power has selected.';
    case 'rounds':
      return s.round <= ROUNDS ? `Round ${s.round} of ${ROUNDS}: ${who(h, s.roundOrder[s.turnIndex]!)} negotiates or passes.` : 'The six rounds are over.';
    case 'diplomacy-winner':
      return s.diplomacy ? `${POWER_NAME[s.diplomacy.winner]} won the Diplomacy Phase.` : 'Count the National Tracks and record the winner.';
    case 'funding':
      return p ? `${name}: fund your Issues (${fundingAvailable(s, p)} Resources).` : 'Every Power has funded its Issues.';
    case 'battles': {
      const b = currentBattle(s);
      return b ? `${frontName(b.front)}: ${b.title}.` : s.battles.length ? 'Every battle is fought.' : 'No battle declared this turn.';
    }
    case 'military-operations':
      return s.militaryOperations.length ? `Place the paid Military Operations (${s.militaryOperations.map(issueName).join(', ')}) and declare their battles.` : 'No Military Operation was paid this turn.';
    case 'end-of-turn-vp':
      return s.endOfTurnVp ? 'End-of-turn VP awarded.' : 'Record Castile and Prussia, and the cards that negate VP.';
    case 'victory-check':
      return s.victoryChecked ? 'The game goes on: Next starts the next turn.' : 'Check for Early Triumph and the end of the game.';
    default:
      return 'Follow the checklist, then Next.';
  }
}

export const congressOfVienna: GameModule<CovState> = {
  id: 'congress-of-vienna',
  name: 'Congress of Vienna',
  cite: 'Congress of Vienna Rulebook (GMT)',
  powers: POWERS.map((p) => ({ id: p, name: POWER_NAME[p], colour: POWER_COLOUR[p], kind: 'major' as const })),
  scenarios: [
    {
      id: 'full-campaign', name: 'Full Campaign 1813-1814', cite: ['8.2', '8.3'],
      description: 'Ten turns from March-April 1813 (nine or eleven with OHR 15.4). One to four players: a seat may hold several Powers.',
      playable: [...POWERS], minPlayers: 1, maxPlayers: 4,
    },
  ],
  sequence: COV_SEQUENCE,
  tracks: TRACKS,
  usualRoll: { count: 2, sides: 6, cite: '2.6' },
  data: CONGRESS_OF_VIENNA_DATA,
  rules: CONGRESS_OF_VIENNA_RULES,
  actions: COV_ACTIONS,
  conditions: {
    handicapCards: (s) => s.rules?.['handicapCards'] === true,
    evenTurn: (s) => s.position.turn % 2 === 0,
  },

  validateSetup(header, inForce) {
    if (header.scenario !== 'full-campaign') return `Congress of Vienna has no scenario "${header.scenario}" (the Full Campaign is "full-campaign").`;
    if (header.players.length < 1 || header.players.length > 4) return 'Congress of Vienna takes 1 to 4 players [2.1].';
    const seen = new Map<string, string>();
    const names = new Set<string>();
    for (const pl of header.players) {
      if (!pl.name.trim()) return 'Every player needs a name.';
      if (names.has(pl.name)) return `Two players are called ${pl.name}: give each a different name.`;
      names.add(pl.name);
      if (!pl.powers.length) return `${pl.name} plays no Power.`;
      for (const p of pl.powers) {
        if (!(POWERS as readonly string[]).includes(p)) return `${pl.name}: "${p}" is not one of the four Powers (FR, RU, BR, AU).`;
        if (seen.has(p)) return `${POWER_NAME[p as Power]} is played by both ${seen.get(p)} and ${pl.name}.`;
        seen.set(p, pl.name);
      }
    }
    const free = POWERS.filter((p) => !seen.has(p));
    if (free.length) return `Every Power must be played: ${free.map((p) => POWER_NAME[p]).join(', ')} ${free.length === 1 ? 'has' : 'have'} no player (one seat may hold several Powers) [2.1].`;
    try {
      seatingCycle(String(inForce.rules['seating'] ?? 'br-au-ru-fr'));
    } catch (e) {
      return (e as Error).message;
    }
    return null;
  },

  setup(header, inForce) {
    const s0 = { data: inForce.data } as Pick<CovState, 'data'>;
    const vp = perPower((p) => packNumber(s0, 'powers', p.toLowerCase(), 'startVP') ?? START_VP[p]);
    const hand = perPower((p) => packNumber(s0, 'powers', p.toLowerCase(), 'startHandSize') ?? START_HAND[p]);
    const s: CovState = {
      position: { turn: 1, stepId: 'initial-situation' },
      gameOver: null,
      cycle: cycleOf(header, inForce.rules),
      lastTurn: Number(inForce.rules['gameLength'] ?? 10) || 10,
      vp,
      ledger: [],
      handSize: hand,
      situation: null, bandsDone: [], iet: null, fleetDemobilised: null, handicap: null,
      adjustments: perPower(noAdjust),
      issues: startIssues(),
      locked: [], wager: null, wagerIssue: null, selected: {}, roundOrder: [], round: 1, turnIndex: 0,
      debatedSince: [], leadersUsed: [], frenchPreempts: 0, negotiations: [], meddlingTsar: false, napoleonInDiplomacy: false,
      diplomacy: null, goldPawn: null, funding: {}, doubleRecruitment: [], peaceCongressRolled: false, paxRolled: false, libAbsRolls: [], militaryOperations: [], militarySupport: perPower(() => 0),
      battles: [], nextBattleId: 1, endOfTurnVp: false, victoryChecked: false,
      forces: setupForces(packOf(s0), header.scenario, inForce.rules),
      armistice: 'not-yet', austriaAtWar: false, swedenAtWar: false, generalissimo: 'none',
      war1812: { status: 0, ended: null, statusAtTurnStart: 0 },
      liberalism: 0, absolutism: 0, pax: 0, fgof: FGOF_START, dead: [], amourSacreUsed: false, surrendered: false,
    };
    return s;
  },

  turnLabel(s) {
    const pack = packOf(s);
    const label = cellOf(pack, 'turn-track', String(s.position.turn), 'label')?.v;
    const year = cellOf(pack, 'turn-track', String(s.position.turn), 'year')?.v;
    const y = typeof year === 'number' ? String(year) : s.position.turn >= 10 ? '1814' : '1813';
    const turn = `Turn ${s.position.turn}`;
    return { year: y, turn, full: `${turn}${typeof label === 'string' ? ` · ${label}` : ` · ${y}`}` };
  },
  canLeaveStep: (s, _h, legacy) => why(s, legacy),
  enterStep: (s) => s,
  nextTurn(s, header) {
    const t = turnReset({ ...s, position: { turn: s.position.turn + 1, stepId: '' } });
    const first = firstApplicableStep(congressOfVienna, t);
    void header;
    return { ...t, position: { turn: t.position.turn, stepId: first.id } };
  },
  readTrack(s, track, power) {
    const p = power as Power;
    switch (track) {
      case 'vp': return s.vp[p];
      case 'hand-size': return s.handSize[p];
      case 'liberalism': return s.liberalism;
      case 'absolutism': return s.absolutism;
      case 'pax-britannica': return s.pax;
      case 'war-of-1812': return s.war1812.status;
      default: return 0;
    }
  },
  writeTrack(s, track, power, value) {
    const p = power as Power;
    switch (track) {
      case 'vp': {
        const before = s.vp[p];
        return { ...s, vp: { ...s.vp, [p]: value }, ledger: [...s.ledger, { turn: s.position.turn, phase: 'Correction', power: p, vp: value - before, before, after: value, source: 'Set by hand', rule: '—' }] };
      }
      case 'hand-size': return { ...s, handSize: { ...s.handSize, [p]: value } };
      case 'liberalism': return { ...s, liberalism: value };
      case 'absolutism': return { ...s, absolutism: value };
      case 'pax-britannica': return { ...s, pax: value };
      case 'war-of-1812': return { ...s, war1812: { ...s.war1812, status: value } };
      default: return s;
    }
  },
  derived(s) {
    const leaders = vpLeaders(s.vp);
    return [
      { id: 'vp-leader', label: 'VP leader', value: s.vp[leaders[0]!], breakdown: POWERS.map((p) => ({ label: POWER_NAME[p], value: s.vp[p] })), formula: 'Most VP; ties France > Austria > Britain > Russia', cite: ['14.2.2', '13.6.6'] },
    ];
  },
  powerViews(s, h): PowerView[] {
    const now = actingNow(s);
    return POWERS.map((p) => {
      const r = resourcesOf(s, p);
      const extra = s.extraCard && s.extraCard.power === p && s.extraCard.turn === s.position.turn ? ' + 1 card this deal' : '';
      const facts = [`Resources: ${r.total}`, `Hand size: ${s.handSize[p]}${extra}`];
      if (s.diplomacy) facts.push(`Issues won: ${s.diplomacy.counts[p]}`);
      if (s.goldPawn === p) facts.push('Gold pawn');
      return {
        power: p, name: POWER_NAME[p], colour: POWER_COLOUR[p],
        player: h.players.find((pl) => pl.powers.includes(p))?.name ?? null,
        status: now.includes(p) ? 'acts now' : '',
        defeated: false,
        tracks: { vp: s.vp[p], 'hand-size': s.handSize[p] },
        facts,
      };
    });
  },
  prompt,
  review: covReview,
  beforeYouPlay(s) {
    const t = s.position.turn;
    const initial = s.position.stepId === 'initial-situation' && !s.situation ? `the Initial Phase of Turn ${t} (now)` : `the Initial Phase of Turn ${t + 1}`;
    const cards = s.position.stepId === 'initial-situation' && !s.situation ? situationPool(s) : t < s.lastTurn ? situationPool({ ...s, position: { ...s.position, turn: t + 1 } }) : [];
    const wants: Array<Omit<DataNeed, 'rows'> & { only?: string[]; columns?: string[] }> = [
      { table: 'initial-situation-cards', only: cards, when: initial, why: 'Each band of the Initial Situation card is carried out in order, and the card sets the Initial Environment Table modifier [10.1].' },
      { table: 'initial-environment-columns', when: initial, why: 'The first die picks the Power that draws a card, the US militia and the US Military Operation [10.2].' },
      { table: 'initial-environment-results', when: initial, why: 'The second die gives the war at sea: fleets and Resources for Britain and France [10.2].' },
      { table: 'battle-drm-track', when: `the first battle (War Phase of Turn ${t})`, why: 'Each side’s final total is read on the Battle DRM Track as the losses it inflicts; without it the referee types the losses (manual mode) [13.4.4].' },
      { table: 'armies', columns: ['unitLimit'], when: `the first battle (War Phase of Turn ${t})`, why: 'An Army over its box limit is refused [4.2, 12.6.1].' },
      { table: 'liberalism-absolutism', columns: ['vp'], when: 'the first Liberalism/Absolutism roll (Government Phase)', why: 'Both Powers of the pair gain the VP of the box the pawn enters [12.4.5].' },
      { table: 'minor-countries', when: 'the first Minor Country Issue funded (Government Phase)', why: 'A Power gains 1 VP when the marker bears its code [12.4.6].' },
      { table: 'map-spaces', columns: ['vp', 'vpColour'], when: `the first space taken in battle (War Phase of Turn ${t})`, why: 'A space changing hands gives or takes its VP number, by its colour [13.5].' },
    ];
    const needs: DataNeed[] = [];
    for (const w of wants) {
      const rows = rowsMissing(CONGRESS_OF_VIENNA_DATA, s.data, w.table, { ...(w.only ? { keep: (r: { key: string }) => w.only!.includes(r.key) } : {}), ...(w.columns ? { columns: w.columns } : {}) });
      if (rows.length) needs.push({ table: w.table, rows, when: w.when, why: w.why });
    }
    // The map's order and adjacency: columns the Rulebook prints only in part, asked before the first battle moves a block [4.2, 13.4.5].
    const gaps = mapOrderGaps(packOf(s));
    if (gaps.length) needs.push({ table: 'map-spaces', rows: gaps, when: `the first Army block to advance or retreat after a battle (War Phase of Turn ${t})`, why: 'An Army retreats to the next space to its rear and the winner advances into the space it left; the app moves the blocks from each space’s "Position on the Front" and "Adjacent spaces", else the group names the space by hand [13.4.5, 13.6.5].' });
    // Berthier's additional units: a column only his row needs, so not a required one [13.3].
    if (berthierUnits(packOf(s)) === null) needs.push({ table: 'cards', rows: ['3'], when: `France’s Strategic Movement with Berthier (War Phase of Turn ${t})`, why: 'Berthier lets France move additional units; how many is printed only on his card [13.3].' });
    return needs;
  },
  statusBoard(s, h) {
    const now = actingNow(s);
    return [
      { group: 'Now', rows: [{ label: 'Acts now', value: now.length ? now.map((p) => who(h, p)).join(', ') : 'the table / the referee' }, { label: 'Gold pawn', value: s.goldPawn ? POWER_NAME[s.goldPawn] : '—' }, ...(s.position.stepId === 'rounds' ? [{ label: 'Diplomacy round', value: s.round > ROUNDS ? 'over' : `${s.round} of ${ROUNDS}` }] : [])] },
      {
        group: 'Political tracks',
        rows: [
          { label: 'Armistice', value: s.armistice === 'not-yet' ? 'not yet' : s.armistice === 'in-effect' ? 'in effect' : 'ended' },
          { label: 'Austria', value: s.austriaAtWar ? 'at war' : 'neutral' },
          { label: 'Sweden', value: s.swedenAtWar ? 'at war' : 'neutral' },
          { label: 'Generalissimo', value: s.generalissimo === 'none' ? 'none' : POWER_NAME[s.generalissimo] },
          { label: 'Generalissimo HQ (Front A)', value: s.generalissimo === 'none' ? 'reverse side: −3 to the Allied Armies' : 'face up: +3 to the Allied Armies' },
          { label: 'War of 1812', value: s.war1812.ended ? (s.war1812.ended === 'ghent' ? 'ended: Treaty of Ghent' : 'ended: Canada Annexed') : s.war1812.status === 0 ? '0' : s.war1812.status > 0 ? `British +${s.war1812.status}` : `US +${-s.war1812.status}` },
          { label: 'Liberalism / Absolutism', value: `${s.liberalism} / ${s.absolutism}` },
          { label: 'Pax Britannica', value: String(s.pax) },
          { label: 'Future Government of France', value: fgofName(packOf(s), s.fgof) },
          ...(s.dead.length ? [{ label: 'Dead characters', value: s.dead.join(', ') }] : []),
        ],
      },
    ];
  },
  reminders(s) {
    const out: string[] = [];
    if (s.armistice === 'in-effect') out.push('Armistice in effect: no battle in or against Austrian or Russian Armies (Fronts A, B, F) [13.1].');
    if (s.meddlingTsar) out.push('Meddling Tsar: −2 to every battle with a Russian unit this turn [11.5].');
    if (s.position.turn % 2 === 0) out.push('Even turn: Replacements in the Government Phase [12.5].');
    if (s.napoleonInDiplomacy) out.push('Napoleon was used in Diplomacy: not available in this War Phase [11.5].');
    else if (s.position.turn > 1) out.push('Napoleon not used in Diplomacy: available for the War Phase (a free French Mil-Op, +2 Military Support with the Grande Armée) [12.4.4, 13.2].');
    if (s.berthierDealt) out.push('The Grande Armée started the turn in Paris: France is dealt Berthier (#3) and keeps him at the end of the turn [11.1.1, 14.3].');
    if (s.berthierInDiplomacy) out.push(`Berthier (#3) was played in the Diplomacy Phase (${s.berthierInDiplomacy}): neither of his War Phase effects this turn [13.3].`);
    if (!s.dead.includes('Kutuzov')) out.push('Kutuzov (#31) is dealt to Russia every turn while he lives [8.4].');
    if (s.extraCard && s.extraCard.turn === s.position.turn) out.push(`${POWER_NAME[s.extraCard.power]} is dealt one extra card this turn (the War of 1812 ended; one-off reading) [11.1.1].`);
    for (const a of armyRows(packOf(s))) {
      const at = s.forces.armies[a.key];
      const n = at && !at.removed ? unitsIn(at.pieces) : 0;
      if (a.unitLimit !== null && n > a.unitLimit) out.push(`${a.name} has ${n} units, over its limit of ${a.unitLimit}: move the excess to another eligible Army or the Force Pool [12.6.1, 12.4.3].`);
    }
    if (s.surrendered) out.push('Napoleon has surrendered: the game ends at this turn’s victory check, with the end-of-game bonuses [13.6.6, 14.2].');
    if (s.position.turn === s.lastTurn) out.push(`Turn ${s.lastTurn} is the last: the end-of-game bonuses follow the victory check [14.2.1].`);
    if (s.position.stepId === 'funding') {
      for (const p of governmentOrder(s)) {
        const items = fundingItems(s, p).filter((i) => i.mandatory && i.payer === p);
        if (items.length > fundingAvailable(s, p)) out.push(`${POWER_NAME[p]} cannot fund all its mandatory Issues: the last ones do not occur [12.3].`);
      }
    }
    void BAND_ORDER;
    return out;
  },
};
