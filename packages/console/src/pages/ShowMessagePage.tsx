import { useParams } from 'wouter';
import { FetchError, useMessage } from '@sift/api';
import { LoadingIndicator, NotFoundPage, PageHeader } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { MessageDetails } from '../search/results/messages/MessageDetails';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';

const NO_FIELD_TYPES = new Map();
const NO_FIELDS = new Set<string>();

/** The message permalink (/messages/{index}/{id}): one stored message with all its fields. */
export function ShowMessagePage() {
  const { index = '', messageId = '' } = useParams<{ index: string; messageId: string }>();
  const { data: message, error } = useMessage(index, messageId);
  usePageTitle(`Message ${messageId}`);
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('SEARCH')} />;
  if (!message && error) return <FetchErrorPage error={error} />;
  if (!message) return <LoadingIndicator />;
  return (
    <>
      <PageHeader title={`Message ${message.id}`} description="A single message with all of its fields, sorted alphabetically." />
      <MessageDetails
        message={message}
        fieldTypes={NO_FIELD_TYPES}
        analysisDisabledFields={[]}
        tableFields={NO_FIELDS}
        handlers={null}
        headingLevel="h2"
      />
    </>
  );
}

export default ShowMessagePage;
