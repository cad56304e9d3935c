// What the soak found, as the bench prints it: each kind of request's latency, the faults, each server's memory
// after warm-up, the database's connections, the cloud's copy checked against every acknowledged push and
// signed copy, and what a company needs (docs/deploy.md, "Capacity").
import pg from 'pg';
import { POOL_SIZE } from '#server/db/connection';
import type { SoakAgentsResult } from './soak-agents';
import { growthPerMinute, type MemorySample } from './soak-watch';
import { percentile } from './stats';

/** A working agent's requests in a busy hour: a contract built and autosaved, searches, a refresh each quarter. */
export const WORKING_AGENT_REQUESTS_PER_HOUR = 60;
/** The morning's sign-ins and first pushes against an average hour. */
export const PEAK_FACTOR = 3;

const STARTING_SERVER_CONNECTIONS = 3;

export function latencyLines(result: SoakAgentsResult): string[] {
  return Object.entries(result.times).map(([kind, times]) => {
    const at = (p: number) => `${percentile(times, p).toFixed(0)} ms`;
    return `  ${kind.padEnd(12)} ${String(times.length).padStart(7)} requests, p50 ${at(50)}, p99 ${at(99)}, max ${at(100)}`;
  });
}

export function memoryLines(memory: MemorySample[], servers: number, warmUpSeconds: number): string[] {
  return Array.from({ length: servers }, (_, server) => {
    const mine = memory.filter((sample) => sample.server === server);
    const pids = [...new Set(mine.map((sample) => sample.pid))];
    // A process's warm-up runs from its own first sample: a server started again warms up again.
    const warm = pids.flatMap((pid) => {
      const its = mine.filter((sample) => sample.pid === pid);
      return its.filter((sample) => sample.at >= its[0]!.at + warmUpSeconds);
    });
    const last = warm.at(-1)?.pid;
    const settled = warm.filter((sample) => sample.pid === last);
    if (settled.length < 2) return `  server ${server + 1}: too few samples after warm-up`;
    const first = settled[0]!;
    const end = settled.at(-1)!;
    return (
      `  server ${server + 1}${pids.length > 1 ? ' (killed and started again)' : ''}: ` +
      `${first.rssMb.toFixed(0)} MB after warm-up, ${end.rssMb.toFixed(0)} MB at the end ` +
      `(${(end.rssMb - first.rssMb).toFixed(1)} MB in ${((end.at - first.at) / 60).toFixed(1)} min, ` +
      `trend ${growthPerMinute(settled).toFixed(2)} MB/min)`
    );
  });
}

export function connectionLine(connectionsMax: number, servers: number): string {
  // A server starting holds 3 more while it migrates under the start-up lock (db/connection.ts).
  const bound = servers * POOL_SIZE + STARTING_SERVER_CONNECTIONS;
  return (
    `  database connections: at most ${connectionsMax} open at once ` +
    `(bound ${bound}: ${servers} servers x ${POOL_SIZE}, and ${STARTING_SERVER_CONNECTIONS} for a server starting)`
  );
}

/** Every acknowledged push is in the cloud's versions once with what was pushed; no version is there unacknowledged. */
export async function checkCloud(databaseUrl: string, result: SoakAgentsResult): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ contract_id: string; version: number; quantity: string }>(
      `select c.legacy_id as contract_id, v.version,
              v.document->'Goals'->0->'Projects'->0->'Calculations'->0->>'Quantity' as quantity
         from contract_versions v join contracts c on c.id = v.contract_id
        where c.legacy_id like 'S%'`,
    );
    const inCloud = new Map(rows.map((row) => [`${row.contract_id} v${row.version}`, Number(row.quantity)]));
    const acknowledged = new Map(result.pushes.map((push) => [`${push.contractId} v${push.version}`, push.quantity]));
    const faults: string[] = [];
    for (const [key, quantity] of acknowledged) {
      if (!inCloud.has(key)) faults.push(`${key} was acknowledged and is not in the cloud`);
      else if (inCloud.get(key) !== quantity)
        faults.push(`${key} holds ${inCloud.get(key)}, not the ${quantity} pushed`);
    }
    for (const key of inCloud.keys())
      if (!acknowledged.has(key)) faults.push(`${key} is in the cloud and was never acknowledged (a push kept twice?)`);
    const signed = [...new Set(result.signed)];
    const { rows: signedRows } = await client.query<{ content_hash: string }>(
      "select content_hash from signed_contracts where contract_id like 'S%'",
    );
    const signedInCloud = new Set(signedRows.map((row) => row.content_hash));
    for (const hash of signed) if (!signedInCloud.has(hash)) faults.push(`signed copy ${hash} is not in the cloud`);
    if (signedRows.length !== signed.length)
      faults.push(`${signedRows.length} signed copies in the cloud for ${signed.length} acknowledged`);
    return [
      `  the cloud holds ${inCloud.size} versions for ${acknowledged.size} acknowledged pushes ` +
        `and ${signedRows.length} signed copies for ${signed.length} acknowledged: ` +
        (faults.length === 0 ? 'each once, none twice' : `${faults.length} FAULTS`),
      ...faults.slice(0, 20).map((fault) => `    ${fault}`),
    ];
  } finally {
    await client.end();
  }
}

export function capacityLines(cpu: { server: number; postgres: number }, requests: number): string[] {
  const perRequest = (seconds: number) => seconds / Math.max(requests, 1);
  const agentsPerCore = (seconds: number) => 3600 / (WORKING_AGENT_REQUESTS_PER_HOUR * perRequest(seconds));
  const coresFor = (agents: number, seconds: number) =>
    ((agents * WORKING_AGENT_REQUESTS_PER_HOUR * PEAK_FACTOR) / 3600) * perRequest(seconds);
  const round = (value: number) => Math.round(value).toLocaleString('en-US');
  return [
    `  CPU a request of the mix: server ${(perRequest(cpu.server) * 1000).toFixed(2)} ms, ` +
      `PostgreSQL ${(perRequest(cpu.postgres) * 1000).toFixed(2)} ms`,
    `  at ${WORKING_AGENT_REQUESTS_PER_HOUR} requests an hour a working agent: one core carries ` +
      `${round(agentsPerCore(cpu.server))} agents of server, ${round(agentsPerCore(cpu.postgres))} of PostgreSQL`,
    `  10,000 agents at ${PEAK_FACTOR}x the average hour: ${coresFor(10_000, cpu.server).toFixed(1)} cores of server, ` +
      `${coresFor(10_000, cpu.postgres).toFixed(1)} of PostgreSQL, busy`,
  ];
}
