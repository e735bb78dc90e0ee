import net from "node:net";

/**
 * A TCP proxy whose link can be frozen: while frozen nothing is forwarded either way and new
 * connections are accepted but never answered, as when a network partition or a hung server takes
 * MySQL away without closing a socket (the outage a cut TcpProxy, which refuses at once, cannot show).
 */
export class FrozenProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    const server = net.createServer((client) => {
      this.track(client);
      if (this.frozen) return;
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.track(upstream);
      const forward = (from: net.Socket, to: net.Socket) =>
        from.on("data", (data: Buffer) => {
          if (!this.frozen) to.write(data);
        });
      forward(client, upstream);
      forward(upstream, client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  }

  /** Connections open through the proxy (client and upstream sides). */
  get open(): number {
    return this.sockets.size;
  }

  /** Stops forwarding: every open connection and every new one hangs. */
  freeze(): void {
    this.frozen = true;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
