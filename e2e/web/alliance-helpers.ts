// Alliance campaigns played quietly with the engine to a step and saved where the host reads files, so a
// spec starts where the group was (e.g. the first Winter) without clicking through a whole Year.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allianceCampaign, battleAtBavaria, finishTurnQuietly, playCards } from '../../shared/test/fixtures';

/** Ann (France) and Bo (Britain) at 1804's Winter step `stepId` (default: Collect City and Sea Gold). */
export async function allianceAtWinter(dataDir: string, file: string, stepId = 'winter-income'): Promise<void> {
  const c = allianceCampaign();
  const cards = [[30, 20], [31, 21], [32, 22], [33, 23]];
  for (let t = 0; t < 4; t++) {
    playCards(c, { france: [cards[t]![0]!, 'turkey'], britain: [cards[t]![1]!, 'turkey'] });
    finishTurnQuietly(c);
    c.act('sequence.next', {});
  }
  for (let guard = 0; guard < 10 && c.state.position.stepId !== stepId; guard++) {
    if (c.state.position.stepId === 'winter-income') {
      c.act('income.homeland', { power: 'britain', value: 4 });
      c.act('winter.collect', {});
    }
    c.act('sequence.next', {});
  }
  if (c.state.position.stepId !== stepId) throw new Error(`Could not reach ${stepId}: at ${c.state.position.stepId}`);
  await writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));
}

/** Ann (France) attacks Bavaria (Austria) in 1804's first Battle Phase; the battle is set up and one block has fired. */
export async function allianceMidBattle(dataDir: string, file: string): Promise<void> {
  const c = battleAtBavaria(allianceCampaign(), ['france'], ['austria']);
  c.act('battle.setup', {
    battle: 1,
    input: {
      location: 'land',
      blocks: [
        { id: 'fr-cav', name: 'French Cav', side: 'attacker', type: 'cavalry', firepower: 'B2', strength: 2 },
        { id: 'fr-inf', name: 'French Inf', side: 'attacker', type: 'infantry', firepower: 'C2', strength: 3 },
        { id: 'au-art', name: 'Austrian Art', side: 'defender', type: 'artillery', firepower: 'A2', strength: 1 },
        { id: 'au-inf', name: 'Austrian Inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: 3 },
      ],
    },
  });
  c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'au-art' } }, { physicalDice: [[5]] });
  await writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));
}
