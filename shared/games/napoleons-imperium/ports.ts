// Where purchased fleets may be placed [§4A-§4D]: owned ports not blockaded, Gibraltar following England.
// The app does not track fleets at sea, so the table says which sea territories hold an enemy fleet; the
// campaign knows who holds England.
import { GIBRALTAR_NATION, type NationId } from './data';
import { capitalCaptured, capitalHolder, type NiState } from './state';

export interface PortFacts {
  name: string;
  /** The nation owns the adjacent land territory (Gibraltar: see gibraltarHolder) [§4A Note]. */
  owned: boolean;
  /** An enemy fleet is in the port's sea territory [§4C]. */
  enemyFleetInZone: boolean;
  /** The sea territory has more than one port: never blockaded [§4D]. */
  multiPortZone?: boolean;
  /** One of the nation's own fleets is in the port (Gibraltar Note) [§4C]. */
  ownFleetInPort?: boolean;
}

/**
 * "If a port owned by your nation has an enemy Fleet or Fleets in the associated sea territory, you are
 * considered to be blockaded" [§4C]; never in a multi-port sea territory [§4D]. For Gibraltar the Note asks
 * also that no British fleet be in port.
 */
export function portBlockaded(p: PortFacts, gibraltar = false): boolean {
  if (p.multiPortZone) return false;
  if (!p.enemyFleetInZone) return false;
  return gibraltar ? !p.ownFleetInPort : true;
}

/** Who holds the Gibraltar port: Britain, or the occupier of England until it is liberated [§4B]. */
export function gibraltarHolder(s: NiState): NationId {
  return capitalCaptured(s, GIBRALTAR_NATION) ? capitalHolder(s, GIBRALTAR_NATION) : GIBRALTAR_NATION;
}

/**
 * The ports a nation may place new fleets in [§4A, §4C, §4D]: owned and not blockaded. With none, the
 * fleets "remain in your Purchase Tray until an owned seaport becomes available".
 */
export function fleetPlacement(ports: readonly PortFacts[]): { ports: string[]; blockaded: string[]; stayInTray: boolean } {
  const owned = ports.filter((p) => p.owned);
  const blockaded = owned.filter((p) => portBlockaded(p, p.name === 'Gibraltar')).map((p) => p.name);
  const open = owned.filter((p) => !blockaded.includes(p.name)).map((p) => p.name);
  return { ports: open, blockaded, stayInTray: open.length === 0 };
}

/** Gibraltar as a placement port for `nation` this turn [§4B, §4C]. */
export function gibraltarFacts(s: NiState, nation: NationId, sea: { enemyFleetInZone: boolean; ownFleetInPort: boolean }): PortFacts {
  return { name: 'Gibraltar', owned: gibraltarHolder(s) === nation, ...sea };
}
