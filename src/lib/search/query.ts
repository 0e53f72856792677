/** Longest search text the site keeps: longer input is cut to this many characters, never rejected. */
export const MAX_QUERY_LENGTH = 200;

/** Query-string parameter of the results page that holds the search text (SPEC §2). */
export const QUERY_PARAM = 'q';

export interface BoundedQuery {
  readonly query: string;
  /** True when the input was longer than MAX_QUERY_LENGTH and was cut. */
  readonly truncated: boolean;
}

/** Cuts a query to MAX_QUERY_LENGTH characters without splitting a surrogate pair. */
export function boundQuery(raw: string, max: number = MAX_QUERY_LENGTH): BoundedQuery {
  const characters = Array.from(raw);
  if (characters.length <= max) return { query: raw, truncated: false };
  return { query: characters.slice(0, max).join(''), truncated: true };
}

/** Reads the search text from a location's query string; odd or malformed input never throws. */
export function readQueryParam(search: string): BoundedQuery {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get(QUERY_PARAM);
  } catch {
    value = null;
  }
  return boundQuery(value ?? '');
}

/**
 * Returns the query string with `q` set to the search text (or removed when blank), keeping any other
 * parameters, so the results page can update its URL in place.
 */
export function withQueryParam(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query.trim() === '') params.delete(QUERY_PARAM);
  else params.set(QUERY_PARAM, boundQuery(query).query);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** Link to the results page for a search text, percent-encoded (`/search?q=nat%20gateway`). */
export function searchPageHref(query: string, pagePath = '/search'): string {
  const text = boundQuery(query.trim()).query;
  return text ? `${pagePath}?${QUERY_PARAM}=${encodeURIComponent(text)}` : pagePath;
}
