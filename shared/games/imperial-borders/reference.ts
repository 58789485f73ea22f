// The quick-reference cards a table looks up during play [Reference Chart; Hit Hierarchy; Battle Stance; Cargo;
// Arrow Tags; Movement; Phase 4 Step A]: numbers read from the data in force (so the group's edits show), words
// from the rulebook. Pure: the help dialog renders them.
import type { DataPack } from '../../data/tables';
import { cellValue, packOf } from './state';

export interface ReferenceCard {
  id: string;
  title: string;
  cite: string;
  /** A table (header row, then rows), or none. */
  table?: { head: string[]; rows: string[][] };
  /** Short lines in the rulebook's words. */
  lines: string[];
}

const n = (p: DataPack, t: string, k: string, c: string): number => {
  const v = cellValue(p, t, k, c);
  return typeof v === 'number' ? v : 0;
};
const dice = (black: number, white: number): string => [black ? `${black} Black` : '', white ? `${white} White` : ''].filter(Boolean).join(' + ') || '—';

export function quickReference(s: { data?: DataPack | null }): ReferenceCard[] {
  const p = packOf(s);
  const fort = (tier: 'capital' | 'major' | 'minor', label: string) => [label, String(n(p, 'tiers', tier, 'fortificationHp')), dice(n(p, 'battle-dice', `${tier}-fortification`, 'black'), 0), '—', '—', `${n(p, 'tiers', tier, 'taxGold')} Gold, ${n(p, 'tiers', tier, 'medalPoints')} Medal Points`];
  const ship = (k: string, label: string) => [
    label,
    `${n(p, 'ships', k, 'hp')} (Out-of-Action at ${n(p, 'ships', k, 'hitsToOutOfAction')})`,
    dice(n(p, 'battle-dice', k, 'black'), 0),
    `${n(p, 'ships', k, 'movement')} sea`,
    `${n(p, 'ships', k, 'cost')}`,
    `carries ${n(p, 'ships', k, 'cargoCapacity') / 2} Land ${n(p, 'ships', k, 'cargoCapacity') === 2 ? 'Unit' : 'Units'}`,
  ];
  const land = (k: string, label: string, d: string) => [label, String(n(p, 'land-units', k, 'hp')), d, `${n(p, 'land-units', k, 'movement')}${n(p, 'land-units', k, 'bonusMovement') ? ` (+${n(p, 'land-units', k, 'bonusMovement')})` : ''}`, `${n(p, 'land-units', k, 'cost')}`, `${n(p, 'land-units', k, 'cargoSize') / 2} Cargo space`];
  const triad = dice(n(p, 'bonus-dice', 'triad', 'black'), n(p, 'bonus-dice', 'triad', 'white'));
  return [
    {
      id: 'units',
      title: 'Unit chart',
      cite: 'Reference Chart; Phase 7 Step B',
      table: {
        head: ['Force', 'Hits', 'Combat dice', 'Move', 'Cost', 'Notes'],
        rows: [
          fort('capital', 'Capital Fort / Port'),
          fort('major', 'Major Fort / Port'),
          fort('minor', 'Minor Fort / Port'),
          ship('frigate', 'Frigate'),
          ship('ship-of-the-line', 'Ship of the Line'),
          land('half-infantry', 'Half Infantry', dice(0, n(p, 'battle-dice', 'half-infantry', 'white'))),
          land('full-infantry', 'Full Infantry', dice(0, n(p, 'battle-dice', 'full-infantry', 'white'))),
          land('cavalry', 'Cavalry', `${n(p, 'battle-dice', 'cavalry-front', 'white')} White Front, ${n(p, 'battle-dice', 'cavalry-rear', 'white')} Rear`),
          land('cannon', 'Cannon', dice(n(p, 'battle-dice', 'cannon', 'black'), 0)),
        ],
      },
      lines: [
        'Battle Round 1, the Opening Salvo: Black dice only. Rounds 2 and 3, the Assault: Black and White dice.',
        `Combined Arms Triad (Cavalry + Full Infantry + Cannon, not in Port battles): +${triad}.`,
        'Elite: +1 die of the unit’s kind (White for Infantry and Cavalry, Black for Cannon and Ships); DOMINUS EXERCITUS doubles it on land, DOMINUS MARIS at sea.',
        'A Damaged Ship of the Line rolls 1 Black die; an Out-of-Action Ship rolls none.',
      ],
    },
    {
      id: 'hits',
      title: 'Hit Hierarchy',
      cite: 'Chapter 2 E. Remove Misses & Assign Hits',
      lines: [
        '1st: the Fortification. An enemy Fort is defeated before any other Hit; a Port spans every zone and always takes Hits first.',
        'Land Units: 2nd Half Infantry, 3rd Full Infantry, 4th Cavalry, 5th Cannon; every Force of a Type in the zone before a lower Type.',
        'Blue Hits only in the Front Zone, Red Hits only in the Rear Zone; Black Hits in any zone. A Double Blast puts both Hits in one zone.',
        'Ships: Black Hits only, in the owner’s lineup order; White dice never hit Ships.',
        'Elite units last among their Type; Damaged Forces are finished off first; no Force takes more Hits than its Hit Points.',
      ],
    },
    {
      id: 'stance',
      title: 'Battle Stance',
      cite: 'Chapter 2 B. Choose Battle Stance; Reference Chart',
      lines: [
        'Aggressive (Blast side): each Bar is a Hit against the enemy; on a White die the roller picks Red or Blue.',
        'Defensive (Shield side): each Bar, Black or White, blocks 1 enemy Hit.',
        'The Active Commander chooses first, then the defending Commander.',
      ],
    },
    {
      id: 'cargo',
      title: 'Cargo',
      cite: 'Cargo; Chapter 3 A: Lost/Captured Cargo',
      lines: [
        `A Frigate carries ${n(p, 'ships', 'frigate', 'cargoCapacity') / 2} Land Unit, a Ship of the Line ${n(p, 'ships', 'ship-of-the-line', 'cargoCapacity') / 2}; a Half Infantry takes half a place.`,
        'Load and unload via Ports, without orders; unloading needs a Port with no opposing Forces; unloaded Land Units get a Blue Arrow and move no further (except as Cargo).',
        'Captured Cargo becomes Gold at half its purchase cost and counts as Casualties; Cargo sunk with its Ship counts as Casualties.',
      ],
    },
    {
      id: 'arrows',
      title: 'Arrow Tags',
      cite: 'Arrow Tags',
      lines: [
        'BLUE: movement completed or blocked; no further move except as Cargo; may still battle.',
        'RED: fought on the Active Nation’s side; cannot do so again; may still move and fight against the Active Nation.',
        'WHITE: orders cancelled or dismissed; cannot move (not even as Cargo), manage Cargo or battle, except against the Active Nation. White replaces Red.',
        'All Arrow Tags and Field Hospital Tents are removed after the last Active Nation (Phase 4 Step E).',
      ],
    },
    {
      id: 'movement',
      title: 'Movement limits',
      cite: 'Phase 2; Special Movement; Reference Chart',
      lines: [
        `Land Units: up to ${n(p, 'land-units', 'full-infantry', 'movement')} land regions; Cavalry +${n(p, 'land-units', 'cavalry', 'bonusMovement')} bonus region, not plotted (not after unloading, a White Mountain Range, opposing Forces or an earlier Blue/White Arrow).`,
        `Ships: up to ${n(p, 'ships', 'frigate', 'movement')} sea regions; unloading or seizing a Port ends a Ship’s move; Admiral’s Prerogative: sail past Ships in the Open Seas.`,
        'White Mountain Range: must stop on entering. Brown Mountain Range: may stop or pass.',
        'No Force leaves a region with opposing Forces (Open Seas excepted).',
      ],
    },
    {
      id: 'orders',
      title: 'Dismissing orders (Phase 4 Step A)',
      cite: 'Phase 4 Step A. Review Orders',
      lines: [
        'Dismiss (White Arrow) any order out of range, with more dots or paths than Forces in the region, ambiguous or illegible.',
        'Voluntary cancels: whole orders only (Ships may stop early), before or after the pre-movement battles.',
      ],
    },
  ];
}
