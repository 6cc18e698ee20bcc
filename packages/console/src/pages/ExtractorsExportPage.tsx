import { useParams } from 'wouter';
import { useExtractors, useInput, useSystemOverview } from '@sift/api';
import { Button, ButtonToolbar, FormGroup, LoadingIndicator, PageHeader, Textarea } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { exportOf } from './extractors/extractorExport';

/** `/system/inputs/{input}/extractors/export`: the input's extractors as JSON to copy or download, for importing elsewhere. */
export function ExtractorsExportPage() {
  const { inputId = '' } = useParams<{ inputId: string }>();
  const input = useInput(inputId);
  const extractors = useExtractors(inputId);
  const system = useSystemOverview();
  usePageTitle('Export extractors');

  const error = input.error ?? extractors.error;
  if ((!input.data || !extractors.data) && error) return <FetchErrorPage error={error} />;
  if (!input.data || !extractors.data) return <LoadingIndicator />;
  const text = JSON.stringify(exportOf(extractors.data, system.data?.version ?? ''), null, 2);
  const back = input.data.global
    ? pathTo('SYSTEM_GLOBAL_EXTRACTORS', { inputId })
    : pathTo('SYSTEM_INPUT_EXTRACTORS', { inputId, nodeId: input.data.node ?? '' });

  return (
    <>
      <PageHeader
        title={`Export extractors of ${input.data.title}`}
        description="Import this JSON into another input to give it the same extractors."
        actions={
          <ButtonToolbar>
            <AppLink href={back}>Back to extractors</AppLink>
          </ButtonToolbar>
        }
      />
      <FormGroup label="Extractors JSON">{(control) => <Textarea {...control} monospace readOnly rows={20} value={text} />}</FormGroup>
      <ButtonToolbar>
        <Button
          href={`data:application/json;charset=utf-8,${encodeURIComponent(text)}`}
          download={`extractors-${inputId}.json`}
          icon="download"
        >
          Download JSON
        </Button>
      </ButtonToolbar>
    </>
  );
}

export default ExtractorsExportPage;
