import { describe, expect, it } from 'vitest';
import { computeAllianceOdds } from '../../../shared/games/alliance/battle';
import { OddsRunner, cachedOdds } from './odds-client';
import type { OddsJob, OddsRequest, OddsResponse } from './protocol';

/** A stand-in for the worker: answers with the real engine, or holds the answer until told. */
class FakeWorker {
  onmessage: ((e: MessageEvent<OddsResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  held: OddsRequest[] = [];
  constructor(private readonly hold = false) {}
  postMessage(req: OddsRequest): void {
    if (this.hold) this.held.push(req);
    else queueMicrotask(() => this.answer(req));
  }
  answer(req: OddsRequest): void {
    if (this.terminated) return;
    const job = req.job;
    let msg: OddsResponse;
    try {
      msg = { id: req.id, ok: true, result: computeAllianceOdds(job.input), ms: 1 };
    } catch (e) {
      msg = { id: req.id, ok: false, error: { name: (e as Error).name, message: (e as Error).message, field: (e as { field?: string }).field ?? '' }, ms: 1 };
    }
    this.onmessage?.({ data: msg } as MessageEvent<OddsResponse>);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const battle = (strength: number): OddsJob => ({
  game: 'alliance',
  job: 'battle',
  input: {
    game: 'alliance',
    location: 'land',
    blocks: [
      { id: 'a', side: 'attacker', type: 'infantry', firepower: 'C3', strength },
      { id: 'd', side: 'defender', type: 'infantry', firepower: 'C2', strength: 2 },
    ],
  },
});

describe('OddsRunner', () => {
  it('computes in the worker and remembers the result', async () => {
    const workers: FakeWorker[] = [];
    const runner = new OddsRunner(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const r = await runner.run<{ attackerHolds: number }>(battle(3));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.cached).toBe(false);
      expect(r.result.attackerHolds).toBeGreaterThan(0);
    }
    expect(cachedOdds(battle(3))).toBeDefined();
    const again = await runner.run(battle(3));
    expect(again.ok && again.cached).toBe(true);
    expect(workers).toHaveLength(1);
  });

  it('passes on the engine’s refusal with the field it names', async () => {
    const runner = new OddsRunner(() => new FakeWorker() as unknown as Worker);
    const r = await runner.run(battle(7));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.name).toBe('AllianceInputError');
      expect(r.error.field).toBe('blocks[0].strength');
    }
  });

  it('cancel terminates the worker; a newer job replaces the one in flight', async () => {
    const workers: FakeWorker[] = [];
    const runner = new OddsRunner(() => {
      const w = new FakeWorker(true);
      workers.push(w);
      return w as unknown as Worker;
    });
    const first = runner.run(battle(1));
    expect(runner.busy).toBe(true);
    const second = runner.run(battle(2));
    const r1 = await first;
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.cancelled).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    workers[1]!.answer(workers[1]!.held[0]!);
    const r2 = await second;
    expect(r2.ok).toBe(true);
    const third = runner.run(battle(4));
    runner.cancel();
    const r3 = await third;
    expect(!r3.ok && r3.cancelled).toBe(true);
    expect(workers[1]!.terminated).toBe(true);
    expect(runner.busy).toBe(false);
  });
});
