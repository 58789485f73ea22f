// The table display's window in Electron, as plain data so it is tested under Node: which screen it goes on
// and the options it is made with (the main window's security settings, full screen, its own preload).
import type { DisplayScreenChoice } from '../shared/ipc/contract';
import { secureWebPreferences } from './security';

/** The parts of Electron's Display this needs. */
export interface ScreenInfo {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
  internal?: boolean;
  /** The system's name for it ("Built-in Retina Display", "DELL U2720Q"); may be empty. */
  label?: string;
}

/** How a screen is named in the menu: its label and size, so two alike are told apart by where they are. */
export function screenLabel(s: ScreenInfo, index: number): string {
  const name = s.label?.trim() || (s.internal ? 'Built-in screen' : `Screen ${index + 1}`);
  return `${name} (${s.bounds.width}×${s.bounds.height})`;
}

export type { DisplayScreenChoice };

/**
 * The choices of View › Table Display On: "Automatic" (another screen than the app's, the largest) and every
 * connected screen. A remembered screen that is not connected now is not offered; Automatic is then checked,
 * since that is where the display will open.
 */
export function displayScreenChoices(screens: readonly ScreenInfo[], mainWindowScreen: number | null, remembered: number | null | undefined): DisplayScreenChoice[] {
  const auto = chooseDisplay(screens, mainWindowScreen);
  const present = remembered != null && screens.some((s) => s.id === remembered);
  return [
    { id: null, label: auto ? `Automatic: ${screenLabel(auto, screens.indexOf(auto))}` : 'Automatic', checked: !present },
    ...screens.map((s, i) => ({ id: s.id, label: `${screenLabel(s, i)}${s.id === mainWindowScreen ? ', with the app' : ''}`, checked: present && s.id === remembered })),
  ];
}

/**
 * The screen for the display: the one asked for if it is still connected; else another screen than the
 * main window's (a projector or a TV), the largest; else the main window's own.
 */
export function chooseDisplay(screens: readonly ScreenInfo[], mainWindowScreen: number | null, wanted?: number | null): ScreenInfo | null {
  if (!screens.length) return null;
  const asked = wanted != null ? screens.find((s) => s.id === wanted) : undefined;
  if (asked) return asked;
  const area = (s: ScreenInfo) => s.bounds.width * s.bounds.height;
  const others = screens.filter((s) => s.id !== mainWindowScreen).sort((a, b) => Number(!!a.internal) - Number(!!b.internal) || area(b) - area(a));
  return others[0] ?? screens.find((s) => s.id === mainWindowScreen) ?? screens[0]!;
}

/**
 * The group's choice of screen, kept in the app's settings: what the menu and the Table display button offer,
 * where the display opens, and choosing (then `moved` rebuilds the menu and moves an open display).
 */
export function displayScreenHost(
  settings: { value: { displayScreen?: number }; setDisplayScreen(id: number | null): Promise<void> },
  screens: () => readonly ScreenInfo[],
  mainWindowScreen: () => number | null,
  moved: () => void,
) {
  const choices = () => displayScreenChoices(screens(), mainWindowScreen(), settings.value.displayScreen);
  return {
    screens: choices,
    target: () => chooseDisplay(screens(), mainWindowScreen(), settings.value.displayScreen),
    async setScreen(id: number | null): Promise<DisplayScreenChoice[]> {
      await settings.setDisplayScreen(id);
      moved();
      return choices();
    },
  };
}

/** `shared`: the screen is the main window's own (the only one), so the display must not cover the app. */
export function displayWindowOptions(screen: ScreenInfo | null, preload: string, shared: boolean) {
  const b = screen?.bounds ?? { x: 0, y: 0, width: 1280, height: 800 };
  return {
    x: b.x,
    y: b.y,
    width: shared ? Math.round(b.width * 0.75) : b.width,
    height: shared ? Math.round(b.height * 0.75) : b.height,
    // Alone on another screen it fills it; on the main window's screen it opens as a window over it.
    fullscreen: !shared,
    autoHideMenuBar: true,
    title: 'Aide-de-Camp · Table display',
    backgroundColor: '#f4efe3',
    show: false,
    webPreferences: { ...secureWebPreferences, preload },
  };
}

/**
 * Whether an IPC call may run: only from the app's own page (isTrustedSender), and never from the table
 * display's window, which is the app's page too but may only watch.
 */
export function mayCallIntents(event: { sender?: unknown; senderFrame?: { url?: string } | null }, trusted: (e: never) => boolean, display: unknown): boolean {
  if (!trusted(event as never)) return false;
  return !(display && event.sender === display);
}
