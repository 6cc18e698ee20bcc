import styled from 'styled-components';
import { useLookupTableUsage } from '@sift/api';
import { Alert, EntityDetailsSection, LoadingIndicator, spacing } from '@sift/ui';
import { AppLink } from '../../components/AppLink';
import { pathTo } from '../../routing/routes';
import { hasScreen } from '../../routing/screens';
import { failureMessage } from '../streams/reportFailure';

export const NOT_USED = 'No extractor, pipeline rule or decorator uses this table.';

const List = styled.ul`
  margin: 0;
  padding-left: ${spacing(2)};
`;

/** Beyond Graylog: the extractors, pipeline rules and decorators that use the table, before anyone changes it. */
export function UsageSection({ tableName }: { tableName: string }) {
  const usage = useLookupTableUsage(tableName);
  const data = usage.data;
  const items = data
    ? [
        ...data.extractors.map((e) => ({
          key: `e-${e.extractorId}`,
          text: `Extractor "${e.title}" of input "${e.inputTitle}"${e.as === 'converter' ? ' (converter)' : ''}`,
          href: hasScreen('SYSTEM_GLOBAL_EXTRACTORS') ? pathTo('SYSTEM_GLOBAL_EXTRACTORS', { inputId: e.inputId }) : null,
        })),
        ...data.rules.map((r) => ({
          key: `r-${r.id}`,
          text: `Pipeline rule "${r.title}"`,
          href: hasScreen('SYSTEM_PIPELINES_RULE') ? pathTo('SYSTEM_PIPELINES_RULE', { ruleId: r.id }) : null,
        })),
        ...data.decorators.map((d) => ({
          key: `d-${d.id}`,
          text: d.stream ? `Decorator of the searches of stream ${d.stream}` : 'Decorator of every search',
          href: null,
        })),
      ]
    : [];
  return (
    <EntityDetailsSection title="Used by">
      {!data && !usage.error && <LoadingIndicator />}
      {usage.error && <Alert variant="danger">{`Could not find out what uses this table: ${failureMessage(usage.error)}`}</Alert>}
      {data && items.length === 0 && data.unreadable.length === 0 && <p>{NOT_USED}</p>}
      {items.length > 0 && (
        <List aria-label="Used by">
          {items.map((item) => (
            <li key={item.key}>{item.href ? <AppLink href={item.href}>{item.text}</AppLink> : item.text}</li>
          ))}
        </List>
      )}
      {data?.unreadable.map((u) => (
        <Alert key={u.what} variant="warning">{`Could not read the ${u.what}: ${u.reason}`}</Alert>
      ))}
    </EntityDetailsSection>
  );
}
