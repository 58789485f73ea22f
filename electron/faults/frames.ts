// A raw WebSocket frame as a client sends it, malformed at will (wrong opcode, RSV1, unmasked, a declared
// length that lies): what the fault suite and the browser host's tests throw at the host.
export function rawFrame(opcode: number, payload: Buffer, opts: { fin?: boolean; rsv1?: boolean; mask?: boolean; declared?: number } = {}): Buffer {
  const { fin = true, rsv1 = false, mask = true } = opts;
  const len = opts.declared ?? payload.length;
  const head: number[] = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode];
  const m = mask ? 0x80 : 0;
  if (len < 126) head.push(m | len);
  else if (len < 65536) head.push(m | 126, len >> 8, len & 255);
  else {
    head.push(m | 127);
    const b = Buffer.alloc(8);
    b.writeBigUInt64BE(BigInt(len));
    head.push(...b);
  }
  const key = Buffer.from([9, 8, 7, 6]);
  const body = mask ? Buffer.from(payload.map((x, i) => x ^ key[i % 4]!)) : payload;
  return Buffer.concat([Buffer.from(head), mask ? key : Buffer.alloc(0), body]);
}
