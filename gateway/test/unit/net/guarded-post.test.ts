import { createServer, type Server } from "node:http";
import type { LookupAddress } from "node:dns";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  guardedPost,
  PrivateAddressRefused,
  publicOnlyLookup,
} from "../../../src/shared/net/guarded-post.js";

/*
 * The guarded outbound POST: with private addresses refused, nothing reaches a receiver on loopback,
 * whether the URL names it by IP literal (IPv4, IPv6, IPv4-mapped) or by a name that resolves to it;
 * with them allowed (development, tests) the same receiver gets the POST. Redirects are not followed
 * and a silent receiver times out.
 */

let server: Server;
let port: number;
const received: { url: string; body: string }[] = [];
let answer: (res: import("node:http").ServerResponse) => void = (res) => res.writeHead(200).end("ok");

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ url: req.url ?? "", body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = (res) => res.writeHead(200).end("ok");
});

const post = (url: string, allowPrivate: boolean, timeoutMs = 5000) =>
  guardedPost(url, { headers: { "content-type": "text/plain" }, body: "hello", timeoutMs, allowPrivate });

describe("guardedPost", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["[::1]", "loopback"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["2130706433", "loopback"],
  ])("refuses the IP literal %s (%s) without connecting", async (host, range) => {
    const error = await post(`http://${host}:${port}/hook`, false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrivateAddressRefused);
    expect((error as PrivateAddressRefused).range).toBe(range);
    expect((error as Error).message).toMatch(/^refused: .* address$/);
    expect(received).toHaveLength(0);
  });

  it("refuses a name that resolves to a loopback address, at connection time", async () => {
    const error = await post(`http://localhost:${port}/hook`, false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrivateAddressRefused);
    expect((error as Error).message).toMatch(
      /^refused: localhost is resolved to (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(received).toHaveLength(0);
  });

  it("reaches the same receiver when private addresses are allowed (development and tests)", async () => {
    await expect(post(`http://127.0.0.1:${port}/hook`, true)).resolves.toEqual({ status: 200 });
    await expect(post(`http://localhost:${port}/hook`, true)).resolves.toEqual({ status: 200 });
    expect(received).toEqual([
      { url: "/hook", body: "hello" },
      { url: "/hook", body: "hello" },
    ]);
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    answer = (res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    await expect(post(`http://127.0.0.1:${port}/hook`, true)).resolves.toEqual({ status: 302 });
    expect(received.map((r) => r.url)).toEqual(["/hook"]);
  });

  it("gives up on a receiver that does not answer within the timeout", async () => {
    answer = () => undefined;
    const started = Date.now();
    await expect(post(`http://127.0.0.1:${port}/slow`, true, 300)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses file: and other protocols", async () => {
    await expect(post("file:///etc/passwd", true)).rejects.toThrow(/unsupported protocol/);
  });
});

describe("publicOnlyLookup", () => {
  const answering =
    (addresses: LookupAddress[]) =>
    (_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
      callback(null, addresses);
  const run = (addresses: LookupAddress[], all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      const lookup = publicOnlyLookup(answering(addresses) as never);
      lookup("partner.example", { all } as never, (error: Error | null, address: unknown, family?: number) =>
        resolve({ error, result: all ? address : { address, family } }),
      );
    });

  it("passes public answers on, in both callback forms", async () => {
    const addresses = [
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ];
    expect(await run(addresses, true)).toEqual({ error: null, result: addresses });
    expect(await run(addresses, false)).toEqual({
      error: null,
      result: { address: "93.184.216.34", family: 4 },
    });
  });

  it.each([
    ["169.254.169.254", 4, "link-local"],
    ["10.0.0.7", 4, "private"],
    ["fd00::7", 6, "unique-local"],
    ["::ffff:192.168.0.1", 6, "private"],
  ])("refuses a name with any %s answer (%s)", async (address, family, range) => {
    const { error } = await run(
      [
        { address: "93.184.216.34", family: 4 },
        { address, family },
      ],
      true,
    );
    expect(error).toBeInstanceOf(PrivateAddressRefused);
    expect((error as PrivateAddressRefused).range).toBe(range);
    expect(error!.message).toBe(`refused: partner.example is resolved to ${address}, a ${range} address`);
  });
});
