// Alliance's data tables: what the rulebook gives is filled in with its section; the rest the group
// copies from its own cards, block labels and map (digest 1.2, 9.3, 9.4).
import { missing, rb, type GameData, type RowData, type TableDef } from '../../data/tables';
import { EMPIRES, LEADERS, MINORS, POWERS, RULEBOOK_CARDS } from './data';

const empireOptions = EMPIRES.map((e) => ({ value: e, label: POWERS.find((p) => p.id === e)!.name }));
const ownerOptions = [...EMPIRES, ...MINORS].map((e) => ({ value: e, label: POWERS.find((p) => p.id === e)!.name }));

const cards: TableDef = {
  id: 'cards',
  title: 'Campaign cards',
  description: 'The 42 cards: the empire colour of each (3 AP, or 4 for your own empire’s card) and the 8 Leader cards. The rulebook names only a few.',
  cite: ['3.0', '3.2', '3.3'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Card',
  columns: [
    { id: 'empire', label: 'Empire', required: true, spec: { type: 'enum', options: empireOptions } },
    { id: 'leader', label: 'Leader', required: false, spec: { type: 'enum', options: [{ value: 'none', label: 'Not a leader' }, ...LEADERS.map((l) => ({ value: l.id, label: l.name }))] } },
    { id: 'title', label: 'Title', required: false, spec: { type: 'text', maxLength: 60 } },
  ],
  defaultRows: Array.from({ length: 42 }, (_, i) => {
    const n = i + 1;
    const f = RULEBOOK_CARDS[n];
    const cite = f?.cite ?? '';
    const row: RowData = {
      key: String(n),
      cells: {
        empire: f?.empire ? rb(f.empire, cite) : missing(),
        leader: f ? rb(f.leader ?? 'none', cite) : missing(),
        title: f?.title ? rb(f.title, cite) : missing(),
      },
    };
    return row;
  }),
  usedBy: ['Card Phase: Action Points and turn order', 'Diplomacy: who may bid'],
};

type BlockRow = [owner: string, name: string, type: string, max?: number, fire?: string, cite?: string];
// The roster named in the scenario tables [12.3-12.5]; maximum strength and firepower are on the labels.
const roster: BlockRow[] = [
  ['france', 'HQ (Napoléon)', 'hq', 3, undefined, '7.6'], ['france', 'Army Italy (Eugene)', ''], ['france', 'Garde', 'infantry'],
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): BlockRow => ['france', `Inf #${n}`, 'infantry']),
  ['france', 'Cav #1', 'cavalry'], ['france', 'Cav #2', 'cavalry'], ['france', 'Art #1', 'artillery'], ['france', 'Art #2', 'artillery'],
  ['france', 'Fleet #1', 'fleet'], ['france', 'Fleet #2', 'fleet'], ['france', 'Fleet #3', 'fleet'],
  ...['Antwerp', 'Mainz', 'Brest', 'Rochefort', 'Bayonne'].map((c): BlockRow => ['france', `Fort (${c})`, 'fortress']),
  ['britain', 'HQ (Wellington)', 'hq', undefined, 'B4', 'Battle Example'],
  ...[1, 2, 3, 4].map((n): BlockRow => ['britain', `Inf #${n}`, 'infantry']),
  ['britain', 'Cav #1', 'cavalry'], ['britain', 'Art #1', 'artillery'],
  ...[1, 2, 3, 4, 5, 6].map((n): BlockRow => ['britain', `Fleet #${n}`, 'fleet']),
  ...['Portsmouth', 'Edinburgh', 'Cork', 'Gibraltar', 'Malta'].map((c): BlockRow => ['britain', `Fort (${c})`, 'fortress']),
  ['spain', 'HQ (Cuesta)', 'hq'], ['spain', 'Inf #1', 'infantry'], ['spain', 'Inf #2', 'infantry'], ['spain', 'Cav #1', 'cavalry'],
  ['spain', 'Art #1', 'artillery'], ['spain', 'Guerrilla #1', ''], ['spain', 'Guerrilla #2', ''],
  ['spain', 'Fleet #1', 'fleet'], ['spain', 'Fleet #2', 'fleet'], ['spain', 'Fleet #3', 'fleet'],
  ...['Cadiz', 'Badajoz', 'Barcelona'].map((c): BlockRow => ['spain', `Fort (${c})`, 'fortress']),
  ['austria', 'HQ (Charles)', 'hq'], ['austria', 'Gärd', 'infantry'],
  ...[1, 2, 3, 4, 5].map((n): BlockRow => ['austria', `Inf #${n}`, 'infantry']),
  ['austria', 'Cav #1', 'cavalry'], ['austria', 'Cav #2', 'cavalry'], ['austria', 'Art #1', 'artillery'], ['austria', 'Grenzer', ''], ['austria', 'Fleet #1', 'fleet'],
  ['prussia', 'HQ (Blücher)', 'hq'], ['prussia', 'Gärd', 'infantry'],
  ...[1, 2, 3, 4, 5].map((n): BlockRow => ['prussia', `Inf #${n}`, 'infantry']),
  ['prussia', 'Cav #1', 'cavalry'], ['prussia', 'Dragoner', 'cavalry'], ['prussia', 'Art #1', 'artillery'], ['prussia', 'Fleet #1', 'fleet'],
  ['prussia', 'Fort (Danzig)', 'fortress'], ['prussia', 'Fort (Breslau)', 'fortress'],
  ['russia', 'HQ (Czar)', 'hq'], ['russia', 'Guard', 'infantry'],
  ...[1, 2, 3, 4, 5].map((n): BlockRow => ['russia', `Inf #${n}`, 'infantry']),
  ['russia', 'Cav #1', 'cavalry'], ['russia', 'Cav #2', 'cavalry'],
  ['russia', 'Cossack #1', 'cavalry', undefined, 'A1', '2.14'], ['russia', 'Cossack #2', 'cavalry', undefined, 'A1', '2.14'],
  ['russia', 'Art #1', 'artillery'], ['russia', 'Art #2', 'artillery'], ['russia', 'Militia #1', 'infantry'], ['russia', 'Militia #2', 'infantry'],
  ['russia', 'Fleet #1', 'fleet'], ['russia', 'Fleet #2', 'fleet'], ['russia', 'Fleet #3', 'fleet'],
  ['russia', 'Fort (Riga)', 'fortress'], ['russia', 'Fort (Odesa)', 'fortress'],
  ['turkey', 'HQ (Selim III)', 'hq'], ['turkey', 'Janissary', 'infantry'], ['turkey', 'Kapikulu', ''], ['turkey', 'Mamluk', 'cavalry'],
  ['turkey', 'Inf #1', 'infantry'], ['turkey', 'Inf #2', 'infantry'], ['turkey', 'Infantry (Serbia)', 'infantry'], ['turkey', 'Art #1', 'artillery'],
  ['turkey', 'Fleet #1', 'fleet'], ['turkey', 'Fleet #2', 'fleet'], ['turkey', 'Fort (Istanbul)', 'fortress'], ['turkey', 'Fort (Schumen)', 'fortress'],
  ['portugal', 'Fort (Lisbon)', 'fortress'], ['portugal', 'Infantry (Beresford)', 'infantry'], ['sweden', 'Infantry (Sweden)', 'infantry'],
  ['sweden', 'Fleet (Sweden)', 'fleet'], ['denmark', 'Fleet (Denmark)', 'fleet'], ['bavaria', 'Infantry (Munich)', 'infantry'],
  ['saxony', 'Fort (Magdeburg)', 'fortress'], ['hansa', 'Infantry (Hamburg)', 'infantry'], ['westfalen', 'Infantry', 'infantry'],
  ['holland', 'Fort (Amsterdam)', 'fortress'], ['swiss', 'Fort (Zurich)', 'fortress'], ['veneto', 'Fort (Mantua)', 'fortress'],
  ['poland', 'Infantry (Warsaw)', 'infantry'], ['naples', 'Infantry (Naples)', 'infantry'], ['rome', 'Infantry (Rome)', 'infantry'],
  ['morocco', 'Cavalry', 'cavalry'], ['tunisia', 'Fort (Tunis)', 'fortress'], ['tunisia', 'Fleet (Tunis)', 'fleet'],
];

const typeOptions = ['hq', 'infantry', 'cavalry', 'artillery', 'fortress', 'fleet'].map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }));

const blocks: TableDef = {
  id: 'blocks',
  title: 'Block roster',
  description: 'Every block named in the scenarios, with its maximum strength and firepower from the block labels. Presets for the battle calculator.',
  cite: ['2.1', '2.3', '12.3', '12.4', '12.5'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Block',
  columns: [
    { id: 'owner', label: 'Owner', required: true, spec: { type: 'enum', options: ownerOptions } },
    { id: 'name', label: 'Name', required: true, spec: { type: 'text', maxLength: 40 } },
    { id: 'type', label: 'Type', required: true, spec: { type: 'enum', options: typeOptions } },
    { id: 'maxStrength', label: 'Max strength', required: true, spec: { type: 'int', min: 1, max: 4 } },
    { id: 'firepower', label: 'Firepower', required: true, spec: { type: 'firepower' } },
  ],
  defaultRows: roster.map(([owner, name, type, max, fire, cite]) => {
    const key = `${owner}:${name}`;
    return {
      key,
      cells: {
        owner: rb(owner, '12.3-12.5'),
        name: rb(name, '12.3-12.5'),
        type: type ? rb(type, '2.1') : missing('type not stated in the rulebook'),
        maxStrength: max ? rb(max, cite ?? '') : missing(),
        firepower: fire ? rb(fire, cite ?? '') : missing(),
      },
    };
  }),
  usedBy: ['Battle calculator presets', 'Battle resolution'],
};

const victoryCities: TableDef = {
  id: 'victory-cities',
  title: 'Victory Cities',
  description: 'Each Victory City, its VP/Gold value and whose Homeland it is, from the map. Used for Winter income and VPs.',
  cite: ['1.2', '3.4'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'City',
  columns: [
    { id: 'value', label: 'Value', required: true, spec: { type: 'int', min: 0, max: 10 } },
    { id: 'homeland', label: 'Homeland of', required: true, spec: { type: 'enum', options: ownerOptions } },
  ],
  defaultRows: [
    { key: 'Madrid', cells: { value: rb(2, '6.12'), homeland: rb('spain', '6.12') } },
    { key: 'Milan', cells: { value: rb(1, '3.4'), homeland: missing('not a French homeland city (A-55); check the map') } },
    { key: 'Munich', cells: { value: rb(1, '12.2'), homeland: rb('bavaria', '12.2') } },
    { key: 'Hamburg', cells: { value: rb(1, '12.2'), homeland: rb('hansa', '12.2') } },
  ],
  usedBy: ['Winter Gold income', 'Victory Points', 'Diplomatic Victory City bonus'],
};

const seas: TableDef = {
  id: 'seas',
  title: 'Starred Seas',
  description: 'Seas with a star and its Gold/VP value, from the map.',
  cite: ['3.4', 'Legend'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Sea',
  columns: [{ id: 'value', label: 'Value', required: true, spec: { type: 'int', min: 0, max: 5 } }],
  defaultRows: [
    { key: 'Bay of Biscay', cells: { value: rb(1, '3.4') } },
    { key: 'Gulf of Lyon', cells: { value: rb(1, '3.4') } },
    { key: 'North Sea', cells: { value: rb(1, '12.2') } },
  ],
  usedBy: ['Winter Gold income', 'Victory Points'],
};

export const ALLIANCE_DATA: GameData = { game: 'alliance', dataVersion: 1, tables: [cards, blocks, victoryCities, seas] };
