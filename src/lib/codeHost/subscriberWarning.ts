import type { RepoLink, RepoLinkMatch } from './classifyRepoLink';

/** The two audiences with their own warning and their own "Don't warn me again" flag. */
export type WarnedAccess = 'private' | 'cis';

export type WarnedLink = RepoLinkMatch<WarnedAccess>;

/** Storage keys of the two suppression flags; prefixed so they never collide with Docusaurus's keys. */
export const SUPPRESSION_KEYS: Readonly<Record<WarnedAccess, string>> = {
  private: 'gruntwork-docs.subscriber-warning.suppressed',
  cis: 'gruntwork-docs.cis-subscriber-warning.suppressed',
};

/** Attributes that exempt a link from the warning, such as the dialog's own Continue link. */
export const EXEMPT_LINK_PROPS = { 'data-subscriber-warning': 'off' } as const;
export const EXEMPT_LINK_SELECTOR = '[data-subscriber-warning="off"]';

/** True for links that need the subscriber warning: private and CIS repositories. */
export function isWarnedLink(link: RepoLink): link is WarnedLink {
  return link.kind === 'private' || link.kind === 'cis';
}

export interface PointerActivation {
  readonly type: string;
  readonly button: number;
  readonly defaultPrevented: boolean;
}

/**
 * True when a pointer event would follow a link: a primary click (also with Ctrl, Cmd or Shift, which
 * open a new tab or window) or a middle click. Events another handler already cancelled are left alone.
 */
export function isLinkActivation(event: PointerActivation): boolean {
  if (event.defaultPrevented) return false;
  if (event.type === 'click') return event.button === 0;
  if (event.type === 'auxclick') return event.button === 1;
  return false;
}

/** The dialog titles of SPEC §8, per kind of restricted repository. */
export const WARNING_TITLES: Readonly<Record<WarnedAccess, string>> = {
  private: 'For Subscribers Only',
  cis: 'For CIS Subscribers Only',
};

/** The SPEC §8 sentence around the repository name, which the dialog shows as code. */
export const WARNING_SENTENCE = {
  beforeRepo: 'This link leads to the private ',
  afterRepo: ' repository visible only to subscribers; everyone else will see a 404.',
} as const;

/** The warning as plain text, for the browser's own confirm box when the dialog cannot load. */
export function plainWarningText(link: WarnedLink): string {
  const sentence = `${WARNING_SENTENCE.beforeRepo}${link.repo}${WARNING_SENTENCE.afterRepo}`;
  return `${WARNING_TITLES[link.kind]}\n\n${sentence}\n\nContinue to GitHub?`;
}
