// Whether a game's calculator is open over the screen, which game's, and where it was opened from.
// The calculator itself is the game's (games/registry.ts); its own state lives in the game's folder.
import { create } from 'zustand';

export interface OpenCalculator {
  game: string;
  from: 'campaign' | 'home';
}

export interface CalculatorUi {
  calculator: OpenCalculator | null;
  openCalculator(game: string, from: 'campaign' | 'home'): void;
  closeCalculator(): void;
}

export const useCalculatorUi = create<CalculatorUi>((set) => ({
  calculator: null,
  openCalculator(game, from) {
    set({ calculator: { game, from } });
  },
  closeCalculator() {
    set({ calculator: null });
  },
}));
