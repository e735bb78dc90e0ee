import type { TestProject } from "vitest/node";
import { startProduct, type RunningProduct } from "./product.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chain: { rpcUrl: string; usdtAddress: string; confirmations: number };
  }
}

let product: RunningProduct | undefined;

export async function setup(project: TestProject): Promise<void> {
  product = await startProduct();
  project.provide("baseUrl", product.baseUrl);
  project.provide("chain", product.chain);
}

export async function teardown(): Promise<void> {
  await product?.stop();
}
