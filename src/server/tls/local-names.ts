// The names and addresses a tablet on the local network may use to reach this
// machine: what a self-signed server certificate must cover.
import { hostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

export interface MachineNames {
  hostname: string;
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>;
}

export function thisMachine(): MachineNames {
  return { hostname: hostname(), interfaces: networkInterfaces() };
}

/**
 * localhost and the loopback addresses, the machine's host name (and its
 * .local name, which tablets resolve by multicast DNS), every address of its
 * network interfaces but link-local ones, and any extra name (the host of
 * PUBLIC_URL). Lower-case, each once, in that order.
 */
export function localNames(machine: MachineNames, extra: readonly string[] = []): string[] {
  const names = ['localhost', '127.0.0.1', '::1'];
  const host = machine.hostname.trim().toLowerCase();
  if (host !== '' && host !== 'localhost') {
    names.push(host);
    if (!host.includes('.')) names.push(`${host}.local`);
  }
  for (const addresses of Object.values(machine.interfaces)) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      // fe80::/10 addresses only mean something together with an interface name.
      if (address.family === 'IPv6' && /^fe[89ab]/i.test(address.address)) continue;
      names.push(address.address.toLowerCase());
    }
  }
  names.push(...extra.map((name) => name.toLowerCase()));
  return [...new Set(names)];
}

/** The addresses worth printing for a tablet: the LAN's IPv4 addresses and the .local name, then the rest. */
export function tabletAddresses(names: readonly string[]): string[] {
  const loopback = new Set(['localhost', '127.0.0.1', '::1']);
  const ipv4 = names.filter((name) => /^\d+\.\d+\.\d+\.\d+$/.test(name) && !loopback.has(name));
  const local = names.filter((name) => name.endsWith('.local'));
  return [...ipv4, ...local];
}
