// Keyboard shortcuts: a pure mapping from a key press to a command.
export type Command = 'next' | 'back' | 'undo' | 'redo' | 'roll' | 'help' | 'escape' | 'display';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Tag name of the focused element (upper case, as the DOM gives it). */
  targetTag?: string;
  targetEditable?: boolean;
  /** type attribute of a focused <input>. */
  targetType?: string;
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file']);

/** True while the person is typing: shortcuts must not steal their keys. */
export function isTyping(k: Pick<KeyPress, 'targetTag' | 'targetEditable' | 'targetType'>): boolean {
  if (k.targetEditable) return true;
  const tag = (k.targetTag ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((k.targetType ?? 'text').toLowerCase());
  return false;
}

export function commandFor(k: KeyPress): Command | null {
  if (k.key === 'Escape') return 'escape';
  if (isTyping(k)) return null;
  const mod = k.ctrlKey || k.metaKey;
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
  if (mod && !k.altKey) {
    if (key === 'z') return k.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !k.shiftKey) return 'redo';
    return null;
  }
  if (k.altKey) return null;
  if (k.key === '?') return 'help';
  if (k.shiftKey && key !== '?') return null;
  switch (key) {
    case 'n':
    case 'ArrowRight':
      return 'next';
    case 'b':
    case 'ArrowLeft':
      return 'back';
    case 'r':
      return 'roll';
    case 't':
      return 'display';
    default:
      return null;
  }
}

/** Keys the app itself takes: a game's own commands (games/registry.ts) may not use them. */
// 'd' opens the campaign's data editor (data/CampaignData.tsx).
// 't' opens the table display (display/TableButtons.tsx).
export const APP_KEYS: readonly string[] = ['n', 'b', 'r', 'c', 'd', 't', '?', 'ArrowLeft', 'ArrowRight', 'Escape', 'z', 'y'];

export interface Shortcut {
  keys: string[];
  what: string;
}

/** The app's shortcuts, then the calculators' and the games' own (`games`: their lines, in registry order). */
export function shortcuts(games: { calculators: string[]; commands: Shortcut[] }): Shortcut[] {
  const calc: Shortcut[] = games.calculators.map((what) => ({ keys: ['C'], what }));
  return [...SHORTCUTS.slice(0, 5), ...calc, ...games.commands, ...SHORTCUTS.slice(5)];
}

const SHORTCUTS: Shortcut[] = [
  { keys: ['N', '→'], what: 'Next step' },
  { keys: ['B', '←'], what: 'Back one step' },
  { keys: ['Ctrl/⌘ Z'], what: 'Undo' },
  { keys: ['Ctrl/⌘ Shift Z', 'Ctrl Y'], what: 'Redo' },
  { keys: ['R'], what: 'Roll the dice tray' },
  { keys: ['T'], what: 'Open the table display' },
  { keys: ['?'], what: 'Show this list' },
  { keys: ['Esc'], what: 'Close a dialog or message' },
];
