import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { CopyToClipboardButton } from '../CopyToClipboardButton/CopyToClipboardButton';
import { Icon } from '../Icon/Icon';
import { Actions, ErrorDetails, ErrorList, ErrorPage } from './ErrorPage';

/** Exact texts of the error pages (1-shell.md §2.6). */
export const ERROR_PAGE_TEXTS = {
  notFound: 'Page not found',
  unexpected: 'Something went wrong.',
  missingPermissions: 'Missing Permissions',
  missingPermissionsDescription: 'You do not have the required permissions to view this resource.',
  missingStreamPermissions: 'Missing Stream Permissions',
  missingStreamPermissionsDescription: 'This resource includes streams you do not have permissions for.',
  errorGettingData: 'Error getting data',
  errorGettingDataDescription: 'We had trouble fetching some data required to build this page, so here is a picture instead.',
  checkLogs: 'Check your logs for more information.',
} as const;

export interface NotFoundPageProps {
  /** Where the way back leads; the start page by default. */
  homeHref?: string;
}

/** Shown for unknown routes and 404 responses. */
export function NotFoundPage({ homeHref = '/' }: NotFoundPageProps) {
  return (
    <ErrorPage title={ERROR_PAGE_TEXTS.notFound} description="The page you are looking for does not exist.">
      <Button href={homeHref} variant="primary">
        Go to the start page
      </Button>
    </ErrorPage>
  );
}

export interface UnexpectedErrorPageProps {
  /** The error that was thrown; its message and stack are shown as text. */
  error: { message: string; stack?: string };
  /** React's component stack, if known. */
  componentStack?: string;
}

/** Shown by the error boundary: the message, the stack behind Show more / Show less, and a copy-details button. */
export function UnexpectedErrorPage({ error, componentStack }: UnexpectedErrorPageProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const details = [error.message, error.stack, componentStack].filter(Boolean).join('\n\n');
  return (
    <ErrorPage title={ERROR_PAGE_TEXTS.unexpected} description={error.message}>
      {expanded && <ErrorDetails id={detailsId}>{details}</ErrorDetails>}
      <Actions>
        <Button aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
        <CopyToClipboardButton text={details} size="medium">
          Copy details
        </CopyToClipboardButton>
      </Actions>
    </ErrorPage>
  );
}

/** Shown for a 403: the user lacks a permission. */
export function MissingPermissionsPage() {
  return <ErrorPage title={ERROR_PAGE_TEXTS.missingPermissions} description={ERROR_PAGE_TEXTS.missingPermissionsDescription} />;
}

export interface MissingStreamPermissionsPageProps {
  /** The ids of the streams the user would need. */
  streamIds: readonly string[];
}

/** Shown when a view or search uses streams the user may not read. */
export function MissingStreamPermissionsPage({ streamIds }: MissingStreamPermissionsPageProps) {
  return (
    <ErrorPage title={ERROR_PAGE_TEXTS.missingStreamPermissions} description={ERROR_PAGE_TEXTS.missingStreamPermissionsDescription}>
      <ErrorList aria-label="Streams needed">
        {streamIds.map((id) => (
          <li key={id}>
            <code>{id}</code>
          </li>
        ))}
      </ErrorList>
    </ErrorPage>
  );
}

export interface ErrorGettingDataPageProps {
  /** The messages of the failed requests. */
  errors: readonly string[];
}

/** Shown when data a page needs could not be fetched. */
export function ErrorGettingDataPage({ errors }: ErrorGettingDataPageProps) {
  return (
    <ErrorPage title={ERROR_PAGE_TEXTS.errorGettingData} description={ERROR_PAGE_TEXTS.errorGettingDataDescription}>
      <div style={{ textAlign: 'center', margin: '8px 0' }}>
        <Icon name="server" size="xl" style={{ width: 64, height: 64, opacity: 0.6 }} />
      </div>
      <ErrorList aria-label="Errors">
        {errors.map((message, index) => (
          // Messages may repeat, so their position is part of the key.
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ErrorList>
      <p>{ERROR_PAGE_TEXTS.checkLogs}</p>
    </ErrorPage>
  );
}

export interface UnavailableCapabilitiesPageProps {
  /** What cannot run, e.g. "search" or "dashboard". */
  type: string;
  /** The capabilities it needs that this installation lacks. */
  capabilities: readonly string[];
  /** The Back button; the browser history by default. */
  onBack?: () => void;
}

/** Shown when a saved view needs capabilities (plugins, licences) that are not available. */
export function UnavailableCapabilitiesPage({
  type,
  capabilities,
  onBack = () => window.history.back(),
}: UnavailableCapabilitiesPageProps) {
  return (
    <ErrorPage title={`Unable to execute this ${type}`}>
      <p>Unfortunately executing this {type} is not possible. It uses the following capabilities which are not available:</p>
      <ErrorList aria-label="Unavailable capabilities">
        {capabilities.map((capability) => (
          <li key={capability}>{capability}</li>
        ))}
      </ErrorList>
      <Button icon="chevron-left" onClick={onBack}>
        Back
      </Button>
    </ErrorPage>
  );
}
