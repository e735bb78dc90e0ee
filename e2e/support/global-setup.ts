import type { TestProject } from "vitest/node";
import { startProduct, type RunningProduct } from "./product.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chain: { rpcUrl: string; usdtAddress: string; confirmations: number };
    /** Where the started product keeps its data, for test helpers that move its clock (support/auction-clock.ts). */
    backstage: { databaseUrl: string; redisUrl: string; queuePrefix: string };
  }
}

let product: RunningProduct | undefined;

export async function setup(project: TestProject): Promise<void> {
  product = await startProduct();
  project.provide("baseUrl", product.baseUrl);
  project.provide("chain", product.chain);
  project.provide("backstage", {
    databaseUrl: product.env.DATABASE_URL!,
    redisUrl: product.env.REDIS_URL || "redis://127.0.0.1:6379",
    queuePrefix: product.env.QUEUE_PREFIX!,
  });
}

export async function teardown(): Promise<void> {
  await product?.stop();
}
