/** What plugins/bundle-stats writes: for each client chunk, its files and the modules bundled into it. */
export interface BundleStats {
  readonly chunks: readonly {
    readonly names: readonly string[];
    readonly files: readonly string[];
    readonly modules: readonly { readonly name: string; readonly size: number }[];
  }[];
}

export interface ModuleGroup {
  readonly group: string;
  readonly modules: number;
  /** Bytes before minification, as the bundler reports module sizes. */
  readonly bytes: number;
}

/**
 * The npm package a bundled module comes from, or its site folder (at most three folders deep); the
 * generated `.docusaurus` files stay apart, as the route table and registry each weigh on their own.
 */
export function groupOfModule(name: string): string {
  const file = (name.split('!').pop() ?? name).replace(/ \+ \d+ modules?$/, '').replace(/^\.\//, '');
  const packagePath = file.split('node_modules/').slice(1).pop();
  if (packagePath !== undefined) {
    const [scopeOrName = '', scopedName] = packagePath.split('/');
    return scopeOrName.startsWith('@') && scopedName ? `${scopeOrName}/${scopedName}` : scopeOrName;
  }
  if (/^(\(webpack\)|webpack|rspack)\//.test(file)) return 'bundler runtime';
  const segments = file.split('/');
  if (segments[0] === '.docusaurus') return segments.slice(0, 2).join('/');
  return segments.slice(0, Math.min(segments.length - 1, 3)).join('/') || file;
}

/** The module groups of the named chunk (Docusaurus's entry chunk is "main"), largest first. */
export function largestGroups(stats: BundleStats, chunkName = 'main'): ModuleGroup[] {
  const chunk = stats.chunks.find((candidate) => candidate.names.includes(chunkName));
  const groups = new Map<string, { modules: number; bytes: number }>();
  for (const module of chunk?.modules ?? []) {
    const group = groupOfModule(module.name);
    const total = groups.get(group) ?? { modules: 0, bytes: 0 };
    groups.set(group, { modules: total.modules + 1, bytes: total.bytes + module.size });
  }
  return [...groups.entries()]
    .map(([group, total]) => ({ group, ...total }))
    .sort((a, b) => b.bytes - a.bytes);
}
