import type { Locale } from "@vitrine/schema";
import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import type { Logger } from "../../../logger.js";
import { findNotice, findNoticeByKey, type NoticeRow } from "../repo/notice.repo.js";
import { liveQueue } from "./live-queue.js";
import { noticeChannel } from "./notice-channel.js";
import { renderNotices } from "./notice-list.service.js";
import type { NoticeView } from "./notice-view.js";

interface Listener {
  locale: Locale;
  push(view: NoticeView): void;
}

type Message =
  { userId: string; noticeId: string } | { broadcastId: string; fromUserId: string; toUserId: string };

/**
 * Live notices on one gateway instance: ONE Redis subscriber connection for the whole instance,
 * and in-process fan-out to this instance's subscriptions by member id. Every instance subscribes to
 * the same channel, so a notice produced anywhere (the workers publish) reaches the member on
 * whichever instance their socket is connected to. The message names ids only; the row is read here
 * and rendered in each subscription's language.
 */
export class NoticeHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly channel: string;

  constructor(
    private readonly subscriber: Redis,
    private readonly dataSource: DataSource,
    queuePrefix: string,
    private readonly logger: Logger,
  ) {
    this.channel = noticeChannel(queuePrefix);
    subscriber.on("message", (channel: string, text: string) => {
      if (channel !== this.channel) return;
      this.deliver(text).catch((error: unknown) =>
        this.logger.warn({ err: error }, "live notice not delivered"),
      );
    });
  }

  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  /** A member's live notices in `locale`, until the subscription ends. */
  subscribe(userId: string, locale: Locale): AsyncIterableIterator<NoticeView> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    const listeners = set;
    const queue = liveQueue<NoticeView>(() => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(userId);
    });
    const listener: Listener = { locale, push: queue.push };
    listeners.add(listener);
    return queue.iterator;
  }

  /** Subscriptions open on this instance (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private async deliver(text: string): Promise<void> {
    const message = JSON.parse(text) as Message;
    if ("noticeId" in message) {
      if (!this.listeners.has(String(message.userId))) return;
      const row = await findNotice(this.dataSource.manager, String(message.userId), String(message.noticeId));
      if (row) await this.push(row);
      return;
    }
    const from = BigInt(message.fromUserId);
    const to = BigInt(message.toUserId);
    for (const userId of [...this.listeners.keys()]) {
      const id = BigInt(userId);
      if (id <= from || id > to) continue;
      const row = await findNoticeByKey(this.dataSource.manager, userId, "ANNOUNCEMENT", message.broadcastId);
      if (row) await this.push(row);
    }
  }

  private async push(row: NoticeRow): Promise<void> {
    const listeners = this.listeners.get(row.userId);
    if (!listeners) return;
    const byLocale = new Map<Locale, NoticeView>();
    for (const listener of listeners) {
      let view = byLocale.get(listener.locale);
      if (!view) {
        view = (await renderNotices(this.dataSource.manager, [row], listener.locale))[0]!;
        byLocale.set(listener.locale, view);
      }
      listener.push(view);
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
  }
}
