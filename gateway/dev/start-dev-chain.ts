import { startDevChain } from "./chain/dev-chain.js";

/**
 * `npm start` in development: a local EVM node with the test USDT and test card contracts, so the
 * wallet works end to end on one machine (deposit test USDT, see it credited, withdraw it).
 * Prints one JSON line with the settings the gateway and workers need, then runs until stopped.
 * Only ERC20 (Ethereum) is pointed at it: BEP20 on the same node would derive the same deposit
 * addresses and see the same transfers twice.
 */
const chain = await startDevChain({ blockTimeSeconds: Number(process.env.DEV_CHAIN_BLOCK_SECONDS ?? 2) });
const settings = {
  ETH_RPC_URL: chain.rpcUrl,
  ETH_USDT_CONTRACT: chain.usdtAddress,
  ETH_CONFIRMATIONS: process.env.DEV_CHAIN_CONFIRMATIONS ?? "3",
  POLYGON_RPC_URL: chain.rpcUrl,
  DEPOSIT_POLL_MS: process.env.DEPOSIT_POLL_MS ?? "3000",
  DEV_CHAIN_CARDS_CONTRACT: chain.cardsAddress,
};
console.log(`DEV_CHAIN ${JSON.stringify(settings)}`);

const stop = () => {
  void chain.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// Keep the process alive while the node runs.
setInterval(() => undefined, 1 << 30);
