/**
 * Reads the interface facts (names, types, defaults, required-ness, sensitive inputs) out of a service page
 * of the provider's published module reference (`gruntwork-io/docs`, `docs/reference/services/`), so the
 * catalog can be compared with it. Descriptions are deliberately not read: only facts carry over.
 */
export interface PublishedInput {
  readonly name: string;
  readonly required: boolean;
  /** The full type constraint: the type details block when the page has one, else the `type` attribute. */
  readonly type: string | undefined;
  /** The default as HCL source; undefined for a required input. */
  readonly defaultSource: string | undefined;
  readonly sensitive: boolean;
}

export interface PublishedReference {
  /** The release in the page's version badge, e.g. `0.112.5`. */
  readonly version: string | undefined;
  /** The module folder the page's "View Source" link points at, e.g. `modules/networking/vpc`. */
  readonly modulePath: string | undefined;
  readonly inputs: readonly PublishedInput[];
  readonly outputs: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  '#x27': "'",
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, entity: string) => ENTITIES[entity] ?? whole);
}

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  if (from < 0) return '';
  const to = text.indexOf(end, from + start.length);
  return text.slice(from + start.length, to < 0 ? undefined : to);
}

function firstHclFence(text: string): string | undefined {
  return /```hcl\n([\s\S]*?)\n```/.exec(text)?.[1];
}

/** Removes `#` comments outside strings (type details carry prose in comments). */
export function stripHclComments(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      let inString = false;
      for (let index = 0; index < line.length; index += 1) {
        const char = line[index];
        if (char === '"' && line[index - 1] !== '\\') inString = !inString;
        if (!inString && (char === '#' || (char === '/' && line[index + 1] === '/')))
          return line.slice(0, index).trimEnd();
      }
      return line.trimEnd();
    })
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** Names the page's sample usage marks `# SENSITIVE`. */
function sensitiveNames(page: string): Set<string> {
  const names = new Set<string>();
  for (const match of page.matchAll(/^\s*(\w+)\s*=.*#\s*SENSITIVE\s*$/gm)) {
    if (match[1]) names.add(match[1]);
  }
  return names;
}

function itemsOf(section: string): { readonly attributes: string; readonly body: string }[] {
  return [...section.matchAll(/<HclListItem ([^>]*)>([\s\S]*?)<\/HclListItem>/g)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

function attribute(attributes: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

function inputOf(attributes: string, body: string, sensitive: ReadonlySet<string>): PublishedInput {
  const name = attribute(attributes, 'name') ?? '';
  const required = attribute(attributes, 'requirement') === 'required';
  const details = firstHclFence(between(body, '<HclListItemTypeDetails>', '</HclListItemTypeDetails>'));
  const detailsType = details === undefined ? undefined : stripHclComments(details).trim();
  const shownType = attribute(attributes, 'type');
  // Types containing `any` get a details block that is a sentence, not a type.
  const type = detailsType && !/^Any types represent/.test(detailsType) ? detailsType : shownType;
  const inlineDefault = /<HclListItemDefaultValue defaultValue="([^"]*)"\/>/.exec(body)?.[1];
  const blockDefault = firstHclFence(
    between(body, '<HclListItemDefaultValue>', '</HclListItemDefaultValue>'),
  );
  const defaultSource = required
    ? undefined
    : inlineDefault !== undefined
      ? decodeEntities(inlineDefault)
      : blockDefault;
  return { name, required, type, defaultSource, sensitive: sensitive.has(name) };
}

/** Parses one published service page. */
export function parsePublishedReference(page: string): PublishedReference {
  const sensitive = sensitiveNames(page);
  const inputsSection = between(page, '<TabItem value="inputs"', '<TabItem value="outputs"');
  const outputsSection = between(page, '<TabItem value="outputs"', '</Tabs>');
  return {
    version: /<VersionBadge version="([^"]+)"/.exec(page)?.[1],
    modulePath: /\/tree\/[^/"]+\/(modules\/[^"]+?)"[^>]*>View Source/.exec(page)?.[1],
    inputs: itemsOf(inputsSection).map((item) => inputOf(item.attributes, item.body, sensitive)),
    outputs: itemsOf(outputsSection).map((item) => attribute(item.attributes, 'name') ?? ''),
  };
}
