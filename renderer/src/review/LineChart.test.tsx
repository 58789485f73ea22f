// The chart's key, rendered with react-dom/server (uPlot draws in an effect, after this): a power whose value is not
// entered at the end says so, and a line with a gap is explained under the key.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LineChart } from './LineChart';

const fr = { power: 'fr', name: 'France', colour: '#2f5fb3', points: [{ seq: 0, value: 5, title: 'Set-up' }] };
const gb = { power: 'gb', name: 'Britain', colour: '#b33a3a', points: [{ seq: 0, value: 3, title: 'Set-up' }, { seq: 2, value: null, title: 'Homeland cleared' }] };
const chart = (series: Array<typeof fr | typeof gb>) => renderToStaticMarkup(<LineChart label="VP over the campaign" series={series} total={4} ticks={[{ seq: 0, label: '1804' }]} />);

describe('the line chart key', () => {
  it('names a value not entered, and says what a gap in a line is', () => {
    const html = chart([fr, gb]);
    expect(html).toMatch(/Britain<span class="muted"> \(not entered\)<\/span>/);
    expect(html).not.toMatch(/France<span class="muted">/);
    expect(html).toContain('A gap in a line: not entered there.');
  });

  it('says nothing of gaps where every value is entered', () => {
    const html = chart([fr]);
    expect(html).not.toContain('not entered');
  });
});
