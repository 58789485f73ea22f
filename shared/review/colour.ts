// Colours of the powers' lines, on screen and on paper (the review's charts and the printable report).

/** Relative luminance of a #rrggbb colour (0 black .. 1 white). */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 0.5;
  const n = parseInt(m[1]!, 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

/** A power's colour as a line on paper: a very light colour (Austria's white) is drawn darker and dashed. */
export function lineStyle(colour: string): { stroke: string; dash?: number[] } {
  return luminance(colour) > 0.6 ? { stroke: '#8a8170', dash: [8, 4] } : { stroke: colour };
}
