/** Where the API lives: an optional application path prefix (1-shell.md §2.4) plus the API base. */
export interface ApiLocation {
  /** Base of the REST API, `/api` by default; an absolute URL is used as is, without the prefix. */
  apiBase?: string;
  /** Path prefix the console is served under, e.g. `/graylog`; empty by default. */
  appPathPrefix?: string;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** Joins prefix, API base and a call path into the URL to fetch; query values are encoded. */
export function qualifyUrl(
  location: ApiLocation,
  path: string,
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const apiBase = location.apiBase ?? '/api';
  const callPath = path.startsWith('/') ? path : `/${path}`;
  let base: string;
  if (/^https?:\/\//i.test(apiBase)) {
    base = apiBase.replace(/\/+$/, '');
  } else {
    const parts = [location.appPathPrefix ?? '', apiBase].map(trimSlashes).filter((part) => part !== '');
    base = parts.length ? `/${parts.join('/')}` : '';
  }
  let url = `${base}${callPath}`;
  if (query) {
    const params = new URLSearchParams();
    Object.entries(query).forEach(([key, value]) => {
      if (value !== undefined && value !== null) params.append(key, String(value));
    });
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

/** Encodes one path segment (ids, GRNs, class names, user names). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
