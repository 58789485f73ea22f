// The browser host's usual address, known to both the host and the page: a page that lost its host
// looks for it on these ports after a restart that had to move.
export const WEB_PREFERRED_PORT = 18040;
/** The preferred port and the next ones tried when it is taken. */
export const WEB_PORT_SPAN = 10;

/**
 * Ports a page at `ownPort` tries when its host is gone: the ports a restarted host falls back to when
 * `ownPort` is taken (its own, then the next ones of the span; or the start of the usual span).
 */
export function portsToSearch(ownPort: number): number[] {
  const base = ownPort >= WEB_PREFERRED_PORT && ownPort < WEB_PREFERRED_PORT + WEB_PORT_SPAN ? WEB_PREFERRED_PORT : ownPort;
  const out: number[] = [];
  for (let i = 0; i < WEB_PORT_SPAN; i++) {
    const p = base + i;
    if (p !== ownPort && p < 65536) out.push(p);
  }
  return out;
}

/** The host accepts pages served from its own port or from a port it could have had before a restart. */
export function originPortOk(originPort: number, hostPort: number): boolean {
  if (originPort === hostPort) return true;
  return portsToSearch(originPort).includes(hostPort);
}
