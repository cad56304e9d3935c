// The names and addresses a tablet on the local network may use to reach this
// machine: what a self-signed server certificate must cover.
import { BlockList, isIP } from 'node:net';
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

/** The network of an interface address in CIDR form: '192.168.1.20/24' -> '192.168.1.0/24'. */
export function networkOf(cidr: string): string {
  const [address = '', prefixText = ''] = cidr.split('/');
  const prefix = Number(prefixText);
  if (isIP(address) === 4) {
    const value = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    const network = (value & mask) >>> 0;
    return `${[24, 16, 8, 0].map((shift) => (network >>> shift) & 255).join('.')}/${prefix}`;
  }
  // IPv6: keep the address as the base; the mask applies to it when a name is checked.
  return `${address.toLowerCase()}/${prefix}`;
}

/**
 * What this machine's certificate authority may sign for: localhost and the
 * host names (with their .local name and any extra name), the loopback
 * addresses and the networks of its interfaces (a new address from DHCP on the
 * same network needs no new trust step), and any extra address.
 */
export function permittedNames(
  machine: MachineNames,
  extra: readonly string[] = [],
): { dns: string[]; networks: string[] } {
  const dns = localNames(machine, extra).filter((name) => isIP(name) === 0);
  const networks = ['127.0.0.0/8', '::1/128'];
  for (const addresses of Object.values(machine.interfaces)) {
    for (const address of addresses ?? []) {
      if (address.internal || address.cidr === null) continue;
      if (address.family === 'IPv6' && /^fe[89ab]/i.test(address.address)) continue;
      networks.push(networkOf(address.cidr));
    }
  }
  for (const name of extra) {
    const family = isIP(name);
    if (family !== 0) networks.push(`${name.toLowerCase()}/${family === 4 ? 32 : 128}`);
  }
  return { dns: [...new Set(dns)], networks: [...new Set(networks)] };
}

/** Whether `name` (a host name or an address) is one the constraints permit. */
export function isPermitted(name: string, permitted: { dns: readonly string[]; networks: readonly string[] }): boolean {
  const family = isIP(name);
  if (family === 0) {
    const host = name.toLowerCase();
    return permitted.dns.some((base) => host === base.toLowerCase() || host.endsWith(`.${base.toLowerCase()}`));
  }
  const list = new BlockList();
  for (const network of permitted.networks) {
    const [base = '', prefix = ''] = network.split('/');
    const baseFamily = isIP(base);
    if (baseFamily !== 0) list.addSubnet(base, Number(prefix), baseFamily === 4 ? 'ipv4' : 'ipv6');
  }
  return list.check(name, family === 4 ? 'ipv4' : 'ipv6');
}
