// Makes sure MySQL and Redis answer at the configured URLs. Where nothing answers on a local address,
// starts them: with Docker Compose when a Docker engine works, else local mariadbd/mysqld and
// redis-server binaries with data under .data/, else exits with one line saying what to install.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, ".data");

export const DEFAULT_DATABASE_URL = "mysql://root@127.0.0.1:3306/vitrine";
export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

function endpoint(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname || "127.0.0.1", port: Number(u.port || defaultPort) };
}

const isLocal = (host) => ["127.0.0.1", "localhost", "::1", "[::1]"].includes(host);

/** Resolves true when something accepts a TCP connection and (for Redis) answers PING. */
function probe({ host, port }, redis = false, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => {
      if (!redis) {
        // MySQL speaks first: a greeting packet means a live server.
        socket.once("data", () => done(true));
        return;
      }
      socket.write("PING\r\n");
      socket.once("data", (d) =>
        done(d.toString().startsWith("+PONG") || d.toString().startsWith("-NOAUTH")),
      );
    });
  });
}

async function waitFor(target, redis, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await probe(target, redis)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function which(names) {
  for (const name of names) {
    for (const dir of (process.env.PATH ?? "")
      .split(":")
      .concat(["/usr/sbin", "/usr/local/sbin", "/usr/bin"])) {
      const file = path.join(dir, name);
      if (existsSync(file)) return file;
    }
  }
  return null;
}

function dockerWorks() {
  if (!which(["docker"])) return false;
  return spawnSync("docker", ["info"], { stdio: "ignore", timeout: 10_000 }).status === 0;
}

function startWithDocker(services) {
  const result = spawnSync("docker", ["compose", "up", "-d", ...services], { cwd: root, stdio: "inherit" });
  return result.status === 0;
}

const runningAsRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function startLocalMysql({ port }) {
  const server = which(["mariadbd", "mysqld"]);
  if (!server) return false;
  const dir = path.join(dataDir, "mysql");
  mkdirSync(dir, { recursive: true });
  const userArgs = runningAsRoot() ? ["--user=mysql"] : [];
  if (readdirSync(dir).length === 0) {
    const installer = which(["mariadb-install-db", "mysql_install_db"]);
    if (installer?.includes("mariadb")) {
      execFileSync(
        installer,
        [
          "--no-defaults",
          `--datadir=${dir}`,
          "--auth-root-authentication-method=normal",
          "--skip-test-db",
          ...userArgs,
        ],
        {
          stdio: "ignore",
        },
      );
    } else {
      execFileSync(server, ["--no-defaults", "--initialize-insecure", `--datadir=${dir}`, ...userArgs], {
        stdio: "ignore",
      });
    }
  }
  if (runningAsRoot()) spawnSync("chown", ["-R", "mysql:mysql", dir]);
  const log = openSync(path.join(dataDir, "mysql.log"), "a");
  const child = spawn(
    server,
    [
      "--no-defaults",
      `--datadir=${dir}`,
      `--port=${port}`,
      "--bind-address=127.0.0.1",
      // SQL compares stored UTC times with NOW(3): the server's sessions must run in UTC.
      "--default-time-zone=+00:00",
      `--socket=${path.join(dir, "mysqld.sock")}`,
      `--pid-file=${path.join(dir, "mysqld.pid")}`,
      ...userArgs,
    ],
    { detached: true, stdio: ["ignore", log, log] },
  );
  child.unref();
  return true;
}

function startLocalRedis({ port }) {
  const server = which(["redis-server"]);
  if (!server) return false;
  const dir = path.join(dataDir, "redis");
  mkdirSync(dir, { recursive: true });
  const result = spawnSync(server, [
    "--daemonize",
    "yes",
    "--bind",
    "127.0.0.1",
    "--port",
    String(port),
    "--dir",
    dir,
    "--appendonly",
    "yes",
    "--maxmemory-policy",
    "noeviction",
    "--logfile",
    path.join(dataDir, "redis.log"),
  ]);
  return result.status === 0;
}

/**
 * Ensures both services answer. Returns nothing; exits the process with one clear line when a
 * service cannot be reached or started.
 */
export async function ensureServices({
  databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  log = (line) => console.log(line),
} = {}) {
  const mysql = endpoint(databaseUrl.replace(/^mariadb:/, "mysql:"), 3306);
  const redis = endpoint(redisUrl, 6379);
  const missing = [];
  if (!(await probe(mysql))) missing.push("mysql");
  if (!(await probe(redis, true))) missing.push("redis");
  if (missing.length === 0) return;

  const target = { mysql, redis };
  const remote = missing.filter((name) => !isLocal(target[name].host));
  if (remote.length) {
    console.error(
      `${remote.join(" and ")} not reachable at ${remote.map((n) => `${target[n].host}:${target[n].port}`).join(", ")}; check DATABASE_URL / REDIS_URL.`,
    );
    process.exit(1);
  }

  if (dockerWorks()) {
    log(`starting ${missing.join(" and ")} with Docker Compose…`);
    startWithDocker(missing);
  } else {
    for (const name of missing) {
      const started = name === "mysql" ? startLocalMysql(mysql) : startLocalRedis(redis);
      if (started)
        log(
          `started local ${name === "mysql" ? "MariaDB/MySQL" : "Redis"} on 127.0.0.1:${target[name].port} (data in .data/)`,
        );
    }
  }
  for (const name of missing) {
    if (!(await waitFor(target[name], name === "redis", 40))) {
      console.error(
        name === "mysql"
          ? `MySQL is not reachable at ${mysql.host}:${mysql.port}: install MariaDB 10.11+ or MySQL 8 (apt-get install mariadb-server) or Docker, or set DATABASE_URL.`
          : `Redis is not reachable at ${redis.host}:${redis.port}: install Redis 7 (apt-get install redis-server) or Docker, or set REDIS_URL.`,
      );
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureServices();
  console.log("MySQL and Redis are answering.");
}
