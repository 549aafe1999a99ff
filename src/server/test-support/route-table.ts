// The server's own route table, for tests that must cover every admin route, including ones
// added later without anyone remembering the test (admin-guard, admin-edit-versions).

export type Route = { method: string; path: string }

/** Every (method, path) of the server, read from printRoutes' tree (each level indents 4). */
export function routeTable(tree: string): Route[] {
  const routes: Route[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = (m[1] ?? '').length / 4
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (m[2] ?? '')
    stack[depth] = path
    stack.length = depth + 1
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      routes.push({ method, path })
    }
  }
  return routes
}
