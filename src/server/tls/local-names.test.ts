import { describe, expect, it } from 'vitest';
import { localNames, tabletAddresses, type MachineNames } from './local-names';

const officeLaptop: MachineNames = {
  hostname: 'Sales-Laptop',
  interfaces: {
    lo: [
      {
        address: '127.0.0.1',
        netmask: '255.0.0.0',
        family: 'IPv4',
        mac: '00:00:00:00:00:00',
        internal: true,
        cidr: '127.0.0.1/8',
      },
    ],
    wlan0: [
      {
        address: '192.168.1.20',
        netmask: '255.255.255.0',
        family: 'IPv4',
        mac: 'aa:bb:cc:dd:ee:ff',
        internal: false,
        cidr: '192.168.1.20/24',
      },
      {
        address: 'fe80::1c2d:3e4f',
        netmask: 'ffff:ffff:ffff:ffff::',
        family: 'IPv6',
        mac: 'aa:bb:cc:dd:ee:ff',
        internal: false,
        cidr: 'fe80::1c2d:3e4f/64',
        scopeid: 3,
      },
      {
        address: '2001:db8::20',
        netmask: 'ffff:ffff:ffff:ffff::',
        family: 'IPv6',
        mac: 'aa:bb:cc:dd:ee:ff',
        internal: false,
        cidr: '2001:db8::20/64',
        scopeid: 0,
      },
    ],
  },
};

describe('localNames', () => {
  it('covers localhost, the host name and its .local name, and every routable address, once each', () => {
    expect(localNames(officeLaptop, ['contracts.example.com', 'LOCALHOST'])).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      'sales-laptop',
      'sales-laptop.local',
      '192.168.1.20',
      '2001:db8::20',
      'contracts.example.com',
    ]);
  });

  it('adds no .local name to a host name that already has a domain', () => {
    expect(localNames({ hostname: 'app1.internal.example.com', interfaces: {} })).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      'app1.internal.example.com',
    ]);
  });
});

describe('tabletAddresses', () => {
  it('offers the LAN address and the .local name, not loopback', () => {
    expect(tabletAddresses(localNames(officeLaptop))).toEqual(['192.168.1.20', 'sales-laptop.local']);
  });
});
