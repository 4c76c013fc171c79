/** Undirected graph helpers over string node ids, for route networks and board checks. */

export interface Edge {
  id: string;
  a: string;
  b: string;
}

export function adjacency(edges: readonly Edge[]): Map<string, Edge[]> {
  const adj = new Map<string, Edge[]>();
  for (const e of edges) {
    if (!adj.has(e.a)) adj.set(e.a, []);
    if (!adj.has(e.b)) adj.set(e.b, []);
    adj.get(e.a)!.push(e);
    if (e.b !== e.a) adj.get(e.b)!.push(e);
  }
  return adj;
}

/** Every node reachable from `start` over `edges` (start included). */
export function reachable(start: string, edges: readonly Edge[]): Set<string> {
  const adj = adjacency(edges);
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift()!;
    for (const e of adj.get(n) ?? []) {
      const other = e.a === n ? e.b : e.a;
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}

/** Groups nodes into connected components (nodes with no edge form their own). */
export function components(nodes: readonly string[], edges: readonly Edge[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  const adj = adjacency(edges);
  for (const n of nodes) {
    if (seen.has(n)) continue;
    const comp: string[] = [];
    const queue = [n];
    seen.add(n);
    while (queue.length > 0) {
      const x = queue.shift()!;
      comp.push(x);
      for (const e of adj.get(x) ?? []) {
        const o = e.a === x ? e.b : e.a;
        if (!seen.has(o)) {
          seen.add(o);
          queue.push(o);
        }
      }
    }
    out.push(comp);
  }
  return out;
}
