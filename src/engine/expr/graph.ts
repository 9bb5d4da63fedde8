/** A computed value in the dependency graph: its key and the keys of the computed values it reads. */
export interface GraphNode {
  key: string;
  deps: string[];
}

/** The evaluation order (dependencies first, document order between equals) and every cycle found. */
export interface GraphOrder {
  order: string[];
  /** Each cycle as the keys along it, starting at its first member in document order. */
  cycles: string[][];
}

/**
 * Orders computed values topologically (Kahn's algorithm, ties broken by document order) after finding
 * cycles with Tarjan's strongly connected components; members of a cycle are left out of the order.
 */
export function orderGraph(nodes: GraphNode[]): GraphOrder {
  const index = new Map(nodes.map((n, i) => [n.key, i]));
  const deps = nodes.map((n) =>
    [...new Set(n.deps)].filter((d) => index.has(d)).map((d) => index.get(d) as number),
  );

  // Tarjan's SCC, iteratively deep enough for any document.
  const low = new Array<number>(nodes.length).fill(-1);
  const num = new Array<number>(nodes.length).fill(-1);
  const onStack = new Array<boolean>(nodes.length).fill(false);
  const stack: number[] = [];
  const cyclic = new Set<number>();
  const cycles: string[][] = [];
  let counter = 0;
  const connect = (v: number) => {
    num[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (const w of deps[v]) {
      if (num[w] === -1) {
        connect(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) {
        low[v] = Math.min(low[v], num[w]);
      }
    }
    if (low[v] !== num[v]) return;
    const component: number[] = [];
    let w: number;
    do {
      w = stack.pop() as number;
      onStack[w] = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || deps[v].includes(v)) {
      for (const c of component) cyclic.add(c);
      cycles.push(cyclePath(component, deps).map((i) => nodes[i].key));
    }
  };
  for (let v = 0; v < nodes.length; v++) if (num[v] === -1) connect(v);

  const remaining = deps.map((d, v) => (cyclic.has(v) ? -1 : d.filter((w) => !cyclic.has(w)).length));
  const dependants = nodes.map(() => [] as number[]);
  deps.forEach((d, v) => {
    for (const w of d) dependants[w].push(v);
  });
  const order: number[] = [];
  const ready = remaining.map((r, v) => (r === 0 ? v : -1)).filter((v) => v >= 0);
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const v = ready.shift() as number;
    order.push(v);
    for (const w of dependants[v]) {
      if (remaining[w] > 0 && --remaining[w] === 0) ready.push(w);
    }
  }
  cycles.sort((a, b) => (index.get(a[0]) as number) - (index.get(b[0]) as number));
  return { order: order.map((v) => nodes[v].key), cycles };
}

/** One walk around a strongly connected component, from its first member in document order back to it. */
function cyclePath(component: number[], deps: number[][]): number[] {
  const members = new Set(component);
  const start = Math.min(...component);
  // Breadth-first from start to find the shortest way back to start inside the component.
  const previous = new Map<number, number>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() as number;
    for (const w of deps[v]) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        let at = v;
        while (at !== start) {
          at = previous.get(at) as number;
          path.push(at);
        }
        return [...path.reverse(), start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
