// Loopback addresses: what only this machine can reach (the embedded mode's developer pages).
import { isIP } from 'node:net';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form: a caller on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** True when a listening HOST accepts connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host.replace(/^\[(.*)\]$/, '$1'));
}
