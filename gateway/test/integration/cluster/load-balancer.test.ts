import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createLoadBalancer, parseUpstreams } from "../../../dev/load-balancer.js";
import { freePort } from "./instance-processes.js";

/** The development balancer of `npm run cluster`: round robin, skip a refused upstream, WebSockets. */
const upstreams: Server[] = [];
let lb: Server;
let lbUrl: string;
let refusedPort: number;

function upstream(name: string): Server {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => (body += d.toString()));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ name, body, xff: req.headers["x-forwarded-for"] ?? null }));
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on("connection", (ws) => ws.on("message", (data: Buffer) => ws.send(`${name}:${data.toString()}`)));
  return server;
}

beforeAll(async () => {
  for (const name of ["a", "b"]) {
    const server = upstream(name);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    upstreams.push(server);
  }
  refusedPort = await freePort();
  const list = [
    ...upstreams.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`),
    `http://127.0.0.1:${refusedPort}`,
  ];
  lb = createLoadBalancer(parseUpstreams(list.join(",")));
  await new Promise<void>((resolve) => lb.listen(0, "127.0.0.1", resolve));
  lbUrl = `http://127.0.0.1:${(lb.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const server of [lb, ...upstreams]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe("the development load balancer", () => {
  it("spreads requests over the upstreams, skips one that refuses, and forwards bodies and the client address", async () => {
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${lbUrl}/graphql`, { method: "POST", body: `hello ${i}` });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { name: string; body: string; xff: string };
      expect(answer.body).toBe(`hello ${i}`);
      expect(answer.xff).toBe("127.0.0.1");
      names.push(answer.name);
    }
    expect(names.filter((n) => n === "a").length).toBeGreaterThanOrEqual(2);
    expect(names.filter((n) => n === "b").length).toBeGreaterThanOrEqual(2);
  });

  it("passes WebSocket upgrades through to an upstream", async () => {
    const ws = new WebSocket(`${lbUrl.replace("http", "ws")}/graphql`);
    const reply = await new Promise<string>((resolve, reject) => {
      ws.once("open", () => ws.send("ping"));
      ws.once("message", (data: Buffer) => resolve(data.toString()));
      ws.once("error", reject);
    });
    ws.close();
    expect(reply).toMatch(/^(a|b):ping$/);
  });
});
