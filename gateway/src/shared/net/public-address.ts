import { isIP, isIPv4, isIPv6 } from "node:net";

/**
 * Whether an IP address is a public unicast address on the internet, or which special range it is in.
 * Outbound calls to addresses a third party chose (partner webhooks) connect to public addresses only:
 * loopback, private, link-local (169.254.169.254, the cloud metadata service), unique-local, multicast
 * and the other special-purpose ranges (IANA registries) reach the platform's own network, not the
 * partner's. IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16) IPv6 addresses are judged by the IPv4 address they carry.
 */
export type AddressRange =
  | "public"
  | "unspecified"
  | "loopback"
  | "private"
  | "shared"
  | "link-local"
  | "unique-local"
  | "multicast"
  | "documentation"
  | "reserved";

type Rule = readonly [prefix: readonly number[], bits: number, range: Exclude<AddressRange, "public">];

/** IPv4 special-purpose ranges (RFC 6890 and successors); anything else is public. */
const V4_RULES: readonly Rule[] = [
  [[0], 8, "unspecified"], // "this network"; 0.0.0.0 reaches the local host on Linux
  [[10], 8, "private"],
  [[100, 64], 10, "shared"], // carrier-grade NAT
  [[127], 8, "loopback"],
  [[169, 254], 16, "link-local"],
  [[172, 16], 12, "private"],
  [[192, 0, 0], 24, "reserved"], // IETF protocol assignments
  [[192, 0, 2], 24, "documentation"],
  [[192, 88, 99], 24, "reserved"], // 6to4 relay anycast
  [[192, 168], 16, "private"],
  [[198, 18], 15, "reserved"], // benchmarking
  [[198, 51, 100], 24, "documentation"],
  [[203, 0, 113], 24, "documentation"],
  [[224], 4, "multicast"],
  [[240], 4, "reserved"], // includes 255.255.255.255
];

/**
 * IPv6 ranges that are not public. Only 2000::/3 is global unicast, so anything outside it that no
 * rule names is "reserved"; the IPv4-carrying forms are handled before these rules.
 */
const V6_RULES: readonly Rule[] = [
  [[0xfe, 0x80], 10, "link-local"],
  [[0xfe, 0xc0], 10, "private"], // deprecated site-local
  [[0xfc], 7, "unique-local"],
  [[0xff], 8, "multicast"],
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, "private"], // local-use NAT64
  [[0x20, 0x01, 0x0d, 0xb8], 32, "documentation"],
  [[0x3f, 0xff], 20, "documentation"],
  [[0x20, 0x01], 23, "reserved"], // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
];

function matches(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] ?? 0) & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function classify(bytes: readonly number[], rules: readonly Rule[]): AddressRange | undefined {
  return rules.find(([prefix, bits]) => matches(bytes, prefix, bits))?.[2];
}

function v4Bytes(text: string): number[] {
  return text.split(".").map(Number);
}

/** The 16 bytes of a valid IPv6 address (zone id dropped; a trailing dotted IPv4 part allowed). */
function v6Bytes(text: string): number[] {
  const address = text.split("%")[0]!;
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const groups = (part: string | undefined): number[] => {
    if (!part) return [];
    return part.split(":").flatMap((g) => {
      if (g.includes(".")) {
        const [a, b, c, d] = v4Bytes(g) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(g, 16)];
    });
  };
  const left = groups(head);
  const right = groups(tail);
  const words =
    tail === undefined
      ? left
      : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

function v6Range(bytes: readonly number[]): AddressRange {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 16)) return "unspecified";
  if (zeros(0, 15) && bytes[15] === 1) return "loopback";
  const embedded = (from: number) => classify(bytes.slice(from, from + 4), V4_RULES) ?? "public";
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated): the IPv4 address they name.
  if (zeros(0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || zeros(10, 12))) return embedded(12);
  // NAT64 well-known prefix 64:ff9b::/96 reaches the IPv4 address in its last 32 bits.
  if (matches(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && zeros(4, 12)) return embedded(12);
  // 6to4 2002:a.b.c.d::/48 is routed towards the IPv4 address in bits 16–47.
  if (matches(bytes, [0x20, 0x02], 16)) return embedded(2);
  const named = classify(bytes, V6_RULES);
  if (named) return named;
  return matches(bytes, [0x20], 3) ? "public" : "reserved";
}

/**
 * The range an IP address (text, IPv4 dotted or IPv6, brackets allowed) is in; undefined when the
 * text is not an IP address (a host name).
 */
export function addressRange(address: string): AddressRange | undefined {
  const text = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (isIPv4(text)) return classify(v4Bytes(text), V4_RULES) ?? "public";
  if (isIPv6(text)) return v6Range(v6Bytes(text));
  return undefined;
}

/** True for a public unicast IP address; false for a special range or text that is not an IP. */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === "public";
}

/** True when the text is an IP literal (IPv4, IPv6, bracketed IPv6). */
export function isIpLiteral(host: string): boolean {
  const text = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return isIP(text) !== 0;
}
