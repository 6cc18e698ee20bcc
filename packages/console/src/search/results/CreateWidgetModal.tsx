import { useId } from 'react';
import styled from 'styled-components';
import { Button, colorVars, Modal } from '@sift/ui';
import { WIDGET_CREATORS, type WidgetCreatorKind } from './widgetCreators';

export const CREATE_WIDGET_TITLE = 'Create new widget';

const Choices = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Choice = styled.li`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: 12px;
  align-items: center;
`;
const Description = styled.span`
  color: ${colorVars.text.secondary};
`;

export interface CreateWidgetModalProps {
  open: boolean;
  /** A widget type was chosen; the owner adds it and closes the modal. */
  onCreate: (kind: WidgetCreatorKind) => void;
  onClose: () => void;
}

/** "Create new widget": every widget type with what it shows; choosing one adds it. */
export function CreateWidgetModal({ open, onCreate, onClose }: CreateWidgetModalProps) {
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} title={CREATE_WIDGET_TITLE} backdrop="dismiss" footer={<Button onClick={onClose}>Cancel</Button>}>
      <Choices aria-label="Widget types">
        {WIDGET_CREATORS.map((creator) => (
          <Choice key={creator.kind}>
            <Button icon="plus" aria-describedby={`${id}-${creator.kind}`} onClick={() => onCreate(creator.kind)}>
              {creator.title}
            </Button>
            <Description id={`${id}-${creator.kind}`}>{creator.description}</Description>
          </Choice>
        ))}
      </Choices>
    </Modal>
  );
}
