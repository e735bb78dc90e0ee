import { describe, expect, it } from "vitest";
import { addressRange, isIpLiteral, isPublicAddress } from "../../../src/shared/net/public-address.js";

/*
 * The address classification outbound partner webhooks rely on: every special-purpose range, IPv4 and
 * IPv6, including IPv6 forms that carry an IPv4 address, is told from public unicast addresses.
 */

describe("addressRange: IPv4", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.254", "shared"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.10", "documentation"],
    ["192.88.99.1", "reserved"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.200", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
  ])("%s is %s", (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "1.1.1.1",
    "8.8.8.8",
    "9.255.255.255",
    "11.0.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "126.255.255.255",
    "128.0.0.1",
    "169.253.255.255",
    "169.255.0.1",
    "172.15.255.255",
    "172.32.0.1",
    "192.0.1.1",
    "192.167.255.255",
    "192.169.0.1",
    "198.17.255.255",
    "198.20.0.1",
    "223.255.255.255",
  ])("%s is public", (address) => {
    expect(addressRange(address)).toBe("public");
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("addressRange: IPv6", () => {
  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "private"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["ff0e::101", "multicast"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["2001::1", "reserved"], // Teredo
    ["2001:10::1", "reserved"], // ORCHID
    ["100::1", "reserved"], // discard-only
    ["64:ff9b:1::1", "private"], // local-use NAT64
    ["4000::1", "reserved"], // outside 2000::/3
  ])("%s is %s", (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    // IPv4-mapped, in both spellings the URL parser and DNS may give
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["0:0:0:0:0:ffff:c0a8:101", "private"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["::ffff:224.0.0.1", "multicast"],
    // IPv4-compatible (deprecated), NAT64 and 6to4 carrying internal IPv4 addresses
    ["::127.0.0.1", "loopback"],
    ["::a00:1", "private"],
    ["64:ff9b::10.0.0.1", "private"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["2002:7f00:1::1", "loopback"],
    ["2002:c0a8:101::", "private"],
  ])("%s carries a %s IPv4 address", (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "2606:4700:4700::1111",
    "2a00:1450:4001:81c::200e",
    "2400:cb00::1",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
    "3fff:1000::1", // just past 3fff::/20
  ])("%s is public", (address) => {
    expect(addressRange(address)).toBe("public");
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("host names and literals", () => {
  it("a host name is no address: undefined range, not public", () => {
    for (const host of ["localhost", "example.com", "127.0.0.1.nip.io", "", "1.2.3", "::g"]) {
      expect(addressRange(host), host).toBeUndefined();
      expect(isPublicAddress(host), host).toBe(false);
      expect(isIpLiteral(host), host).toBe(false);
    }
  });

  it("tells IP literals, bracketed or not", () => {
    for (const host of ["127.0.0.1", "8.8.8.8", "::1", "[::1]", "[2606:4700:4700::1111]"]) {
      expect(isIpLiteral(host), host).toBe(true);
    }
  });

  it("the URL parser's normal forms of odd IPv4 spellings are judged like the address they name", () => {
    for (const url of ["http://2130706433/", "http://0x7f.1/", "http://017700000001/", "http://127.1/"]) {
      expect(addressRange(new URL(url).hostname), url).toBe("loopback");
    }
    expect(addressRange(new URL("http://[::ffff:127.0.0.1]/").hostname)).toBe("loopback");
    expect(addressRange(new URL("http://[::ffff:169.254.169.254]/").hostname)).toBe("link-local");
  });
});
