import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing } from '../theme/tokens';

export interface SortableListItem {
  /** Unique and stable. */
  id: string;
  /** The item's text; also names its handle and remove button. */
  title: string;
}

export interface SortableListProps<T extends SortableListItem> {
  /** The items in their current order. */
  items: readonly T[];
  /** Called with the items in their new order after a drag or a keyboard move. */
  onMoveItem: (items: T[]) => void;
  /** With it every item has a remove button. */
  onRemoveItem?: (item: T) => void;
  /** An item's content; its title by default. */
  renderItem?: (item: T) => ReactNode;
  /** Dragging and removing are off. */
  disabled?: boolean;
  /** Accessible name of the list. */
  'aria-label': string;
}

const List = styled.ul`
  display: grid;
  gap: ${spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${spacing(1)};
  padding: 4px 8px;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.medium};
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};

  &[data-dragging='true'] {
    position: relative;
    z-index: 1;
    box-shadow: ${shadow.popup};
  }
`;

const Handle = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${radius.small};
  background: none;
  color: ${colorVars.text.secondary};
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Content = styled.span`
  flex: 1;
  min-width: 0;
`;

function SortableRow<T extends SortableListItem>({
  item,
  disabled,
  onRemoveItem,
  renderItem,
}: {
  item: T;
  disabled: boolean;
  onRemoveItem?: (item: T) => void;
  renderItem?: (item: T) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return (
    <Row ref={setNodeRef} data-dragging={isDragging || undefined} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Move ${item.title}`} disabled={disabled}>
        <Icon name="grip" size="sm" />
      </Handle>
      <Content>{renderItem ? renderItem(item) : item.title}</Content>
      {onRemoveItem && <IconButton name="x" title={`Remove ${item.title}`} disabled={disabled} onClick={() => onRemoveItem(item)} />}
    </Row>
  );
}

/**
 * A list the user reorders by dragging a handle, or from the keyboard: focus a handle, Space to
 * pick the item up, arrow keys to move it, Space to drop, Escape to cancel. Moves are announced.
 */
export function SortableList<T extends SortableListItem>({
  items,
  onMoveItem,
  onRemoveItem,
  renderItem,
  disabled = false,
  'aria-label': ariaLabel,
}: SortableListProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMoveItem(arrayMove([...items], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <List aria-label={ariaLabel}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} disabled={disabled} onRemoveItem={onRemoveItem} renderItem={renderItem} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
