// What the soak watches while its agents work, every few seconds: each server's memory (resident set, from
// Linux's /proc) and CPU, and how many connections the database has open. A server killed and started again
// is watched under its new process id; its CPU before the kill is kept.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { ServerProcess } from '../e2e/server-process';
import { cpuSeconds } from './cpu-use';

const OWN_POOL_IDLE_MS = 15_000;

export interface MemorySample {
  /** Seconds since the soak started. */
  at: number;
  server: number;
  pid: number;
  rssMb: number;
}

export interface Watch {
  memory: MemorySample[];
  /** The most connections the database had open at once, the watcher's own not counted. */
  connectionsMax: number;
  /** CPU seconds of the servers so far, across restarts. */
  serverCpu: () => number;
  /** Call before a server is killed, so its CPU until then is kept. */
  beforeKill: (server: number) => void;
  stop: () => Promise<void>;
}

function rssMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export async function watch(servers: ServerProcess[], databaseUrl: string, everyMs: number): Promise<Watch> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const memory: MemorySample[] = [];
  let connectionsMax = 0;
  /** CPU seconds of server processes that were killed. */
  let keptCpu = 0;
  const sample = async () => {
    servers.forEach((server, index) => {
      const pid = server.child.pid;
      if (pid === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
      const rss = rssMb(pid);
      if (rss !== null) memory.push({ at: (performance.now() - started) / 1000, server: index, pid, rssMb: rss });
    });
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    // The bench's own pool, used to make the agents, closes its idle connections after 10 s.
    if (performance.now() - started > OWN_POOL_IDLE_MS)
      connectionsMax = Math.max(connectionsMax, Number(rows[0]?.n ?? 0));
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample).catch(() => undefined);
  }, everyMs);
  const liveCpu = () =>
    servers.reduce((sum, server) => sum + (server.child.pid === undefined ? 0 : cpuSeconds(server.child.pid)), 0);
  return {
    memory,
    get connectionsMax() {
      return connectionsMax;
    },
    serverCpu: () => keptCpu + liveCpu(),
    beforeKill: (server) => {
      const pid = servers[server]?.child.pid;
      if (pid !== undefined) keptCpu += cpuSeconds(pid);
    },
    stop: async () => {
      clearInterval(timer);
      await running;
      await client.end();
    },
  };
}

/** Megabytes a minute by least squares over the samples: near 0 for a server whose memory is flat. */
export function growthPerMinute(samples: MemorySample[]): number {
  if (samples.length < 2) return 0;
  const meanAt = samples.reduce((sum, sample) => sum + sample.at, 0) / samples.length;
  const meanRss = samples.reduce((sum, sample) => sum + sample.rssMb, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.at - meanAt) * (sample.rssMb - meanRss);
    variance += (sample.at - meanAt) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}
