import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Starting Vitrine's processes the way `npm start` does, shared by the browser tests (e2e/), the load
 * and chaos tests (test/) and the benchmarks (bench/).
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Node flags that run the TypeScript sources directly. */
export const TS_NODE_ARGS = ["--import", "@swc-node/register/esm-register"];

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The local EVM node with test USDT (gateway/dev/start-dev-chain.ts): resolves with the process and
 * the settings it prints (ETH_RPC_URL, ETH_USDT_CONTRACT, …) for the gateway and workers' environment.
 */
export async function startDevChain(env: Record<string, string>) {
  const child = spawn(process.execPath, [...TS_NODE_ARGS, "gateway/dev/start-dev-chain.ts"], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const settings = await new Promise<Record<string, string>>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (data: Buffer) => {
      buffered += data.toString();
      const line = buffered.split("\n").find((l) => l.startsWith("DEV_CHAIN "));
      if (line) resolve(JSON.parse(line.slice("DEV_CHAIN ".length)) as Record<string, string>);
    });
    child.once("exit", (code) => reject(new Error(`the local EVM node stopped (exit ${code})`)));
    setTimeout(() => reject(new Error("the local EVM node did not start within 30 s")), 30_000).unref();
  });
  return { child, settings };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), graceMs).unref();
  });
}

/**
 * Waits until `${baseUrl}/readyz` answers 200; throws when `timeoutMs` passes first or one of
 * `children` exits (the caller stops the rest).
 */
export async function waitUntilReady(baseUrl: string, children: readonly ChildProcess[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) {
      throw new Error(`the product did not become ready within ${Math.round(timeoutMs / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
