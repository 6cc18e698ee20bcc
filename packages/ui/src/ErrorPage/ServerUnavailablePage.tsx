import { useEffect, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Actions, ErrorDetails, ErrorPage } from './ErrorPage';

/** Texts of the server-unavailable page (1-shell.md §2.2). */
export const SERVER_UNAVAILABLE_TEXTS = {
  title: 'Server unavailable',
  heading: 'Server currently unavailable',
  moreDetails: 'More details',
  lessDetails: 'Less details',
  noInformation: 'There is no information available.',
} as const;

/** What is known about the last failed request. */
export interface ServerUnavailableError {
  /** The error message, e.g. "Failed to fetch". */
  message?: string;
  /** The original request method, e.g. GET. */
  method?: string;
  /** The original request URL. */
  url?: string;
  /** The HTTP status code, if a response arrived. */
  status?: number;
  /** The full error text (response body or stack). */
  fullError?: string;
}

export interface ServerUnavailablePageProps {
  /** The last failed request; without it the details say "There is no information available.". */
  error?: ServerUnavailableError;
  /** The product name in the explanation. */
  product?: string;
  /** Where users find community help. */
  communityHref?: string;
}

function Details({ error }: { error?: ServerUnavailableError }) {
  if (!error || Object.values(error).every((value) => value === undefined || value === '')) {
    return <p>{SERVER_UNAVAILABLE_TEXTS.noInformation}</p>;
  }
  return (
    <dl>
      {error.message && (
        <>
          <dt>Error message</dt>
          <dd>{error.message}</dd>
        </>
      )}
      {(error.method || error.url) && (
        <>
          <dt>Original request</dt>
          <dd>
            <code>
              {error.method} {error.url}
            </code>
          </dd>
        </>
      )}
      {error.status !== undefined && (
        <>
          <dt>Status code</dt>
          <dd>{error.status}</dd>
        </>
      )}
      {error.fullError && (
        <>
          <dt>Full error message</dt>
          <dd>
            <ErrorDetails>{error.fullError}</ErrorDetails>
          </dd>
        </>
      )}
    </dl>
  );
}

/** Replaces the whole app while the server is down; the app returns on its own once a ping succeeds. */
export function ServerUnavailablePage({
  error,
  product = 'Sift',
  communityHref = 'https://community.graylog.org/',
}: ServerUnavailablePageProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  useEffect(() => {
    const previous = document.title;
    document.title = SERVER_UNAVAILABLE_TEXTS.title;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <ErrorPage
      title={SERVER_UNAVAILABLE_TEXTS.heading}
      description={`${product} has connection problems with its server. You will be redirected automatically once the connection is back.`}
    >
      <p>
        Need help? Ask in the <a href={communityHref}>community support forum</a>.
      </p>
      <Actions>
        <Button aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? SERVER_UNAVAILABLE_TEXTS.lessDetails : SERVER_UNAVAILABLE_TEXTS.moreDetails}
        </Button>
      </Actions>
      {expanded && (
        <div id={detailsId}>
          <Details error={error} />
        </div>
      )}
    </ErrorPage>
  );
}
