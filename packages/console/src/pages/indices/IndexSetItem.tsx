import type { IndexSet, IndexSetStats } from '@sift/api';
import { Badge, Button, DescriptionList, formatBytes, formatNumber, Panel } from '@sift/ui';
import { AppLink } from '../../components/AppLink';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { INDEX_SETS_TEXTS as T, retentionText, rotationText } from './indexSetTexts';

export interface IndexSetItemProps {
  set: IndexSet;
  /** Undefined while the stats are not read (or may not be). */
  stats: IndexSetStats | undefined;
  /** The user may change this set's settings. */
  canEdit: boolean;
  /** The user may delete this set (and it is not the default). */
  canDelete: boolean;
  onDelete: () => void;
}

/** One index set of the list: title with its badges, description, prefix, stats, rotation and retention. */
export function IndexSetItem({ set, stats, canEdit, canDelete, onDelete }: IndexSetItemProps) {
  return (
    <Panel
      headingLevel={2}
      title={
        <>
          {set.id ? <AppLink href={pathTo('SYSTEM_INDEX_SETS_SHOW', { indexSetId: set.id })}>{set.title}</AppLink> : set.title}{' '}
          {set.isDefault && <Badge variant="primary">{T.defaultBadge}</Badge>}{' '}
          {!set.writable && <Badge variant="warning">{T.readOnlyBadge}</Badge>}
        </>
      }
      actions={
        canEdit || canDelete ? (
          <>
            {canEdit && set.id && (
              <LinkButton
                size="small"
                href={pathTo('SYSTEM_INDEX_SETS_CONFIGURATION', { indexSetId: set.id })}
                aria-label={`${T.edit} ${set.title}`}
              >
                {T.edit}
              </LinkButton>
            )}
            {canDelete && (
              <Button size="small" variant="danger" aria-label={`${T.delete} ${set.title}`} onClick={onDelete}>
                {T.delete}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {set.description && <p>{set.description}</p>}
      <DescriptionList
        layout="columns"
        items={[
          { term: T.prefix, description: set.indexPrefix },
          ...(stats
            ? [
                { term: T.indices, description: formatNumber(stats.indices) },
                { term: T.documents, description: formatNumber(stats.documents) },
                { term: T.size, description: formatBytes(stats.size) },
              ]
            : []),
          { term: T.rotation, description: rotationText(set) },
          { term: T.retention, description: retentionText(set) },
        ]}
      />
    </Panel>
  );
}
