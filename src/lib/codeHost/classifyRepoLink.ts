import { BRAND } from '../brand';
import publicRepoNames from '../../data/public-repos.json';

/** How a link to the provider's code host is treated: only `private` and `cis` links are warned about. */
export type RepoAccess = 'public' | 'private' | 'cis';

export interface RepoLinkMatch<Access extends RepoAccess = RepoAccess> {
  readonly kind: Access;
  /** Repository name, lower-cased, without `.git`. */
  readonly repo: string;
  /** A URL a browser can open: the link itself, or the repository page for Git remote spellings. */
  readonly url: string;
}

export type RepoLink = { readonly kind: 'none' } | RepoLinkMatch;

const NONE: RepoLink = { kind: 'none' };

const ORG_URL = new URL(BRAND.codeHostOrgUrl);
const HOST = ORG_URL.hostname;
const HOSTS: ReadonlySet<string> = new Set([HOST, `www.${HOST}`]);
const ORG = ORG_URL.pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
const CIS_REPO = BRAND.cisRepoName.toLowerCase();
const PUBLIC_REPOS: ReadonlySet<string> = new Set(publicRepoNames.map((name) => name.toLowerCase()));

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
const GIT_PROTOCOLS: ReadonlySet<string> = new Set(['ssh:', 'git:']);
// GitHub repository names use letters, digits, '-', '_' and '.'; anything else cannot be one.
const REPO_NAME = /^[a-z0-9._-]+$/;
// Terraform module sources prefix the remote with `git::`; package managers use `git+https://`.
const GIT_PREFIX = /^git(?:::|\+(?=[a-z]+:\/\/))/i;
// scp-like Git remote: `git@github.com:org/repo.git`.
const SCP_REMOTE = /^[\w.-]+@([^/:\s]+):(?!\/\/)(.*)$/;

interface Location {
  readonly host: string;
  readonly path: string;
  /** Set when the input is a web URL a browser opens as written. */
  readonly webUrl: string | null;
}

function locate(input: string): Location | null {
  const scp = SCP_REMOTE.exec(input);
  if (scp) {
    const [, host = '', rest = ''] = scp;
    return { host: host.toLowerCase(), path: rest.split(/[?#]/, 1)[0] ?? '', webUrl: null };
  }
  let url: URL;
  try {
    url = new URL(input.startsWith('//') ? `https:${input}` : input);
  } catch {
    return null;
  }
  const isWeb = WEB_PROTOCOLS.has(url.protocol);
  if (!isWeb && !GIT_PROTOCOLS.has(url.protocol)) return null;
  return { host: url.hostname.replace(/\.$/, ''), path: url.pathname, webUrl: isWeb ? url.href : null };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The first two path segments (org and repo), percent-decoded; later segments are never decoded. */
function leadingSegments(path: string): [string, string] | null {
  const found: string[] = [];
  for (const raw of path.split('/')) {
    if (found.length >= 2) break;
    if (raw === '') continue;
    const decoded = safeDecode(raw);
    if (decoded === null) return null;
    // An encoded slash (`%2F`) still separates segments on the code host.
    found.push(...decoded.split('/').filter(Boolean));
  }
  const [org, repo] = found;
  return org !== undefined && repo !== undefined ? [org, repo] : null;
}

/**
 * Classifies an `href` as a link to a public, private or CIS repository of the provider's org, or
 * `none` for anything else. Accepts web URLs in any letter case, `www.`, `.git`, deep paths, query
 * strings, fragments and percent-encoding, as well as Git remote spellings; never throws.
 */
export function classifyRepoLink(href: string | null | undefined): RepoLink {
  if (typeof href !== 'string') return NONE;
  const trimmed = href.trim();
  const input = trimmed.replace(GIT_PREFIX, '');
  const location = input === '' ? null : locate(input);
  if (!location || !HOSTS.has(location.host)) return NONE;

  const segments = leadingSegments(location.path);
  if (!segments) return NONE;
  const [org, rawRepo] = segments;
  if (org.toLowerCase() !== ORG) return NONE;
  const repo = rawRepo.replace(/\.git$/i, '').toLowerCase();
  if (!REPO_NAME.test(repo) || repo === '.' || repo === '..') return NONE;

  const kind: RepoAccess = repo === CIS_REPO ? 'cis' : PUBLIC_REPOS.has(repo) ? 'public' : 'private';
  // A `git::` module source is not a page: send the reader to the repository instead.
  const url = input === trimmed && location.webUrl ? location.webUrl : `${ORG_URL.origin}/${ORG}/${repo}`;
  return { kind, repo, url };
}
