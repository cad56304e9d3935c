// Where the machine's CPU goes during a load: the CPU time of the server
// processes and of every PostgreSQL process, read from Linux's /proc, so a
// throughput figure can say what one request costs each of them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** User plus system CPU seconds of a process so far, and with `children` those of its children that ended. */
export function cpuSeconds(pid: number, children = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const [user, system, childUser, childSystem] = fields.slice(11, 15).map(Number);
  return (user! + system! + (children ? childUser! + childSystem! : 0)) / TICKS_PER_SECOND;
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * Every PostgreSQL process's CPU seconds by pid. The postmaster (whose parent
 * is not PostgreSQL) also counts its backends that have ended: a load's
 * connections may close before it is counted.
 */
function postgresCpu(): Map<number, number> {
  const pids = postgresPids();
  const isPostgres = new Set(pids);
  return new Map(
    pids.map((pid) => {
      const parent = Number(statFields(pid)?.[1]);
      return [pid, cpuSeconds(pid, !isPostgres.has(parent))];
    }),
  );
}

export interface CpuUse {
  serverSeconds: number;
  postgresSeconds: number;
}

/** Starts counting; the returned function gives the CPU seconds each side used since. */
export function countCpu(serverPids: number[]): () => CpuUse {
  const total = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const serverBefore = total(serverPids);
  const postgresBefore = postgresCpu();
  return () => {
    // A backend that started during the load counts from zero.
    let postgres = 0;
    for (const [pid, seconds] of postgresCpu()) postgres += seconds - (postgresBefore.get(pid) ?? 0);
    return { serverSeconds: total(serverPids) - serverBefore, postgresSeconds: postgres };
  };
}

/** "CPU a request: server 0.50 ms, PostgreSQL 0.71 ms" (no server part for a load with none). */
export function describeCpu(use: CpuUse, requests: number): string {
  const per = (seconds: number) => `${((seconds * 1000) / Math.max(requests, 1)).toFixed(2)} ms`;
  const server = use.serverSeconds > 0 ? `server ${per(use.serverSeconds)}, ` : '';
  return `CPU a request: ${server}PostgreSQL ${per(use.postgresSeconds)}`;
}
