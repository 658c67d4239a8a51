import { readdirSync, readFileSync } from "node:fs";

/**
 * Processes as Linux's /proc shows them, for the tools that start servers as child
 * processes: the fault tests (a cluster's workers) and the benchmark (its servers' trees).
 */

/** The pids of a process's children (a cluster primary's workers, nginx's worker); none once it exited. */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** `root` and its descendants, parents before children. */
export function processTree(root: number, childrenOf: (pid: number) => number[] = childPids): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const child of childrenOf(tree[i]!)) if (!tree.includes(child)) tree.push(child);
  }
  return tree;
}

/** Whether a process has ended: no longer in /proc, or a zombie, which runs nothing and waits only to be reaped. */
export function processGone(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === undefined || state === "Z" || state === "X";
}

/** The fields of /proc/<pid>/stat after the command name (so fields[0] is field 3, the state); undefined once it exited. */
export function statFields(pid: number): string[] | undefined {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}
