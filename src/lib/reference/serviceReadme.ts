import matter from 'gray-matter';

/** Front matter of a catalog service's README.md. */
export interface ServiceMeta {
  readonly title: string;
  readonly sidebarLabel: string | undefined;
  readonly description: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly repo: string;
  readonly modulePath: string;
  /** `scripts` for a service with no Terraform interface (its page has no inputs or outputs). */
  readonly kind: ServiceKind;
}

export const SERVICE_KINDS = ['module', 'scripts'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SECTION_TITLES = [
  'Overview',
  'Features',
  'What it deploys',
  'How to deploy',
  'How to manage',
  'How to upgrade',
] as const;

export type SectionTitle = (typeof SECTION_TITLES)[number];

export interface ServiceReadme {
  readonly meta: ServiceMeta;
  readonly sections: Readonly<Record<SectionTitle, string>>;
}

export class ServiceReadmeError extends Error {
  override readonly name = 'ServiceReadmeError';
}

function requireString(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim()) {
    throw new ServiceReadmeError(`${file}: front matter needs a non-empty "${key}"`);
  }
  return value.trim();
}

function serviceKind(value: unknown, file: string): ServiceKind {
  if (value === undefined) return 'module';
  const kind = SERVICE_KINDS.find((candidate) => candidate === value);
  if (!kind) {
    throw new ServiceReadmeError(
      `${file}: front matter "kind" must be one of ${SERVICE_KINDS.join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return kind;
}

/** Parses a service README: validated front matter and the fixed `##` sections, in order. */
export function parseServiceReadme(content: string, file: string): ServiceReadme {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(content);
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ServiceReadmeError(
      `${file}: front matter is not valid YAML (${reason}); quote values that contain ": "`,
    );
  }
  const data = parsed.data as Record<string, unknown>;
  const tags = data.tags;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) {
    throw new ServiceReadmeError(`${file}: front matter "tags" must be a list of tag names`);
  }
  const meta: ServiceMeta = {
    title: requireString(data, 'title', file),
    sidebarLabel: typeof data.sidebar_label === 'string' ? data.sidebar_label : undefined,
    description: requireString(data, 'description', file),
    category: requireString(data, 'category', file),
    tags,
    repo: requireString(data, 'repo', file),
    modulePath: requireString(data, 'module_path', file),
    kind: serviceKind(data.kind, file),
  };
  const found = new Map<string, string>();
  const parts = parsed.content.split(/^## +(.+?)\s*$/m);
  for (let index = 1; index < parts.length; index += 2) {
    found.set((parts[index] ?? '').trim(), (parts[index + 1] ?? '').trim());
  }
  const missing = SECTION_TITLES.filter((title) => !found.get(title));
  if (missing.length > 0) {
    throw new ServiceReadmeError(
      `${file}: missing or empty section(s): ${missing.map((t) => `"## ${t}"`).join(', ')}`,
    );
  }
  const unknown = [...found.keys()].filter((title) => !(SECTION_TITLES as readonly string[]).includes(title));
  if (unknown.length > 0) {
    throw new ServiceReadmeError(
      `${file}: unknown section(s): ${unknown.join(', ')}; allowed: ${SECTION_TITLES.join(', ')}`,
    );
  }
  const sections = Object.fromEntries(
    SECTION_TITLES.map((title) => [title, found.get(title) ?? '']),
  ) as Record<SectionTitle, string>;
  return { meta, sections };
}
