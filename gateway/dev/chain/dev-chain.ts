import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  createPublicClient,
  createWalletClient,
  http,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { TestCards, TestUSDT } from "./contracts/contracts.js";

/** Anvil's first default account: the development hot wallet (the workers' default HOT_WALLET_PRIVATE_KEY). */
export const DEV_CHAIN_DEPLOYER_KEY: Hex =
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

export interface DevChainOptions {
  /** Port to listen on; a free one is picked when omitted. */
  port?: number;
  /** Key that deploys the contracts and receives the minted test USDT (defaults to anvil's account 0). */
  deployerKey?: Hex;
  /** Test USDT minted to the deployer, in base units (default 1,000,000 USDT). */
  initialUsdt?: bigint;
  /** Decimals of the test USDT (6 like Ethereum's USDT; 18 to imitate BNB Smart Chain's). */
  usdtDecimals?: number;
  /** Seconds between automatically mined blocks; omitted = a block per transaction only. */
  blockTimeSeconds?: number;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  usdtAddress: Address;
  cardsAddress: Address;
  /** The deployer (hot wallet) address. */
  deployer: Address;
  client: PublicClient;
  mintUsdt(to: string, amount: bigint): Promise<Hex>;
  /** A USDT transfer signed by `privateKey` (any funded anvil account). */
  transferUsdtFrom(privateKey: Hex, to: string, amount: bigint): Promise<Hex>;
  mintCards(to: string, id: bigint, amount: bigint): Promise<Hex>;
  usdtBalanceOf(address: string): Promise<bigint>;
  cardBalanceOf(address: string, id: bigint): Promise<bigint>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Replaces the last `depth` blocks with as many new (empty) ones: their transactions are gone. */
  reorg(depth: number): Promise<void>;
  stop(): Promise<void>;
}

/** Path of the anvil binary shipped by the npm package (the real process, so stopping it stops the node). */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve("@foundry-rs/anvil-linux-amd64/package.json");
  const binary = join(dirname(packageJson), "bin", "anvil");
  if (!existsSync(binary)) throw new Error(`anvil binary not found at ${binary}`);
  return binary;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a local EVM node (anvil), deploys the test USDT and test card contracts from the hot wallet
 * and mints test USDT to it. Used by tests, the end-to-end suite and `npm start` in development;
 * independent of any test runner.
 */
export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const port = options.port ?? (await freePort());
  const args = ["--host", "127.0.0.1", "--port", String(port), "--chain-id", "31337", "--silent"];
  if (options.blockTimeSeconds) args.push("--block-time", String(options.blockTimeSeconds));
  const child: ChildProcess = spawn(anvilBinaryPath(), args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once("exit", () => ((exited = true), resolve())),
  );

  const stop = async (): Promise<void> => {
    if (exited) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
    await exitedPromise;
    clearTimeout(timer);
  };

  try {
    const rpcUrl = `http://127.0.0.1:${port}`;
    const transport = http(rpcUrl);
    const client = createPublicClient({ transport, cacheTime: 0, pollingInterval: 50 });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (exited) throw new Error(`anvil exited: ${stderr}`);
      try {
        await client.getBlockNumber();
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const chainId = await client.getChainId();
    // anvil's own methods are not in viem's public RPC schema.
    const rpc = client.request as unknown as (args: {
      method: string;
      params: unknown[];
    }) => Promise<unknown>;
    const rpcCall = (method: string, params: unknown[]) => rpc({ method, params });
    const deployerKey = options.deployerKey ?? DEV_CHAIN_DEPLOYER_KEY;
    const deployer = privateKeyToAccount(deployerKey);
    const walletFor = (key: Hex) =>
      createWalletClient({ account: privateKeyToAccount(key), transport, cacheTime: 0 });
    const wallet = walletFor(deployerKey);

    const mined = async (hash: Hex): Promise<Hex> => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== "success") throw new Error(`dev chain transaction ${hash} reverted`);
      return hash;
    };
    const deploy = async (hash: Hex): Promise<Address> => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (!receipt.contractAddress) throw new Error("dev chain deployment has no contract address");
      return receipt.contractAddress;
    };

    const usdtAddress = await deploy(
      await wallet.deployContract({
        abi: TestUSDT.abi,
        bytecode: TestUSDT.bytecode,
        args: [options.usdtDecimals ?? 6],
        chain: null,
      }),
    );
    const cardsAddress = await deploy(
      await wallet.deployContract({ abi: TestCards.abi, bytecode: TestCards.bytecode, chain: null }),
    );

    const chain: DevChain = {
      rpcUrl,
      chainId,
      usdtAddress,
      cardsAddress,
      deployer: deployer.address,
      client,
      async mintUsdt(to, amount) {
        return mined(
          await wallet.writeContract({
            address: usdtAddress,
            abi: TestUSDT.abi,
            functionName: "mint",
            args: [to as Address, amount],
            chain: null,
          }),
        );
      },
      async transferUsdtFrom(privateKey, to, amount) {
        return mined(
          await walletFor(privateKey).writeContract({
            address: usdtAddress,
            abi: TestUSDT.abi,
            functionName: "transfer",
            args: [to as Address, amount],
            chain: null,
          }),
        );
      },
      async mintCards(to, id, amount) {
        return mined(
          await wallet.writeContract({
            address: cardsAddress,
            abi: TestCards.abi,
            functionName: "mint",
            args: [to as Address, id, amount],
            chain: null,
          }),
        );
      },
      usdtBalanceOf: (address) =>
        client.readContract({
          address: usdtAddress,
          abi: TestUSDT.abi,
          functionName: "balanceOf",
          args: [address as Address],
        }),
      cardBalanceOf: (address, id) =>
        client.readContract({
          address: cardsAddress,
          abi: TestCards.abi,
          functionName: "balanceOf",
          args: [id, address as Address],
        }),
      async mine(blocks) {
        await rpcCall("anvil_mine", [`0x${blocks.toString(16)}`]);
      },
      async reorg(depth) {
        await rpcCall("anvil_reorg", [depth, []]);
      },
      stop,
    };
    await chain.mintUsdt(
      deployer.address,
      options.initialUsdt ?? 1_000_000n * 10n ** BigInt(options.usdtDecimals ?? 6),
    );
    return chain;
  } catch (error) {
    await stop();
    throw error;
  }
}
