import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { relayOutbox } from "@vitrine/gateway/domains/outbox/index.js";

/**
 * Polls the outbox every `intervalMs` and relays committed rows to BullMQ; drains without waiting
 * while full batches keep coming. Errors (MySQL or Redis down) are logged and retried next tick.
 */
export class OutboxRelayLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
      });
    }, delay);
  }

  private async tick(): Promise<void> {
    let relayed = 0;
    try {
      relayed = await relayOutbox(this.deps.dataSource, this.deps.queues);
    } catch (error) {
      this.deps.logger.warn({ err: error }, "outbox relay failed; retrying");
    }
    this.schedule(relayed >= 100 ? 0 : this.intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
