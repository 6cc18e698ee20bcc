import { useLocation } from 'wouter';
import type { Input, Message, Node } from '@sift/api';
import { DropdownMenu, Icon } from '@sift/ui';
import { pathTo } from '../../../routing/routes';
import { hasScreen } from '../../../routing/screens';
import { usePermitted } from '../../../shell/currentUser';

export const CREATE_EXTRACTOR = 'Create extractor';

/**
 * The link to create an extractor of a message's field, with the message as the example
 * (`extractor_type`, `field`, `example_index`, `example_id`); the form lets the type be changed.
 */
export function createExtractorLink(message: Pick<Message, 'id' | 'index'>, inputId: string, nodeId: string, field: string): string {
  const query = new URLSearchParams({ extractor_type: 'regex', field, example_index: message.index ?? '', example_id: message.id });
  return `${pathTo('SYSTEM_INPUT_EXTRACTORS_CREATE', { inputId, nodeId })}?${query.toString()}`;
}

export interface CreateExtractorMenuProps {
  message: Pick<Message, 'id' | 'index' | 'fields'>;
  /** The fields offered, in the order shown. */
  fields: readonly string[];
  /** The input that received the message, when it still exists. */
  input: Pick<Input, 'id'> | undefined;
  /** The node that received the message, when it is one of the cluster's (3-administration.md §6: a local node). */
  node: Node | undefined;
}

/**
 * "Create extractor" for one of a message's fields. Shown only for a stored message received by an
 * existing input on a node of the cluster, to users who may edit that input.
 */
export function CreateExtractorMenu({ message, fields, input, node }: CreateExtractorMenuProps) {
  const [, navigate] = useLocation();
  const permitted = usePermitted([`inputs:edit:${input?.id ?? ''}`]);
  if (!message.index || !input || !node || !permitted || !hasScreen('SYSTEM_INPUT_EXTRACTORS_CREATE')) return null;
  const items = fields
    .filter((field) => typeof message.fields[field] === 'string')
    .map((field) => ({ label: field, href: createExtractorLink(message, input.id, node.nodeId, field) }));
  if (items.length === 0) return null;
  return (
    <DropdownMenu
      title={
        <>
          <Icon name="plus" size="sm" />
          {CREATE_EXTRACTOR}
        </>
      }
      items={items}
      onNavigate={navigate}
    />
  );
}
