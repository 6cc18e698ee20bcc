import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { colorVars } from '../theme/cssVariables';
import { radius } from '../theme/tokens';
import { typography } from '../theme/typography';

export const PANEL_VARIANTS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type PanelVariant = (typeof PANEL_VARIANTS)[number];
/** Levels a panel heading can take: below the page's h1. */
export const PANEL_HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
export type PanelHeadingLevel = (typeof PANEL_HEADING_LEVELS)[number];

const Root = styled.section<{ $variant: PanelVariant }>`
  border: 1px solid ${({ $variant }) => ($variant === 'default' ? colorVars.border.default : colorVars[$variant].main)};
  border-radius: ${radius.overlay};
  background: ${colorVars.background.surface};
`;

const Header = styled.header<{ $variant: PanelVariant }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  /* A small button (28 px) fits in the padding: headers with and without actions are the same height. */
  min-height: 44px;
  padding: 8px 12px;
  background: ${({ $variant }) => ($variant === 'default' ? colorVars.background.sunken : colorVars[$variant].subtle)};
  border-radius: ${radius.overlay} ${radius.overlay} 0 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.bold};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  gap: 4px;
`;

const Body = styled.div`
  padding: 12px;
  border-top: 1px solid ${colorVars.border.subtle};
`;

export interface PanelProps {
  /** The heading. */
  title: ReactNode;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  /** Lets the user collapse and expand the body with the heading. */
  collapsible?: boolean;
  /** Whether a collapsible panel starts expanded (uncontrolled). */
  defaultExpanded?: boolean;
  /** Controlled expanded state. */
  expanded?: boolean;
  /** Called with the new state when the heading is toggled. */
  onToggle?: (expanded: boolean) => void;
  /** Border and header colour. */
  variant?: PanelVariant;
  /** Level of the heading element (3 by default): 2 for the top sections of a page, deeper when nested. */
  headingLevel?: PanelHeadingLevel;
  children?: ReactNode;
}

/** A titled box of related content; optionally collapsible, with actions in its header. */
export function Panel({
  title,
  actions,
  collapsible = false,
  defaultExpanded = true,
  expanded: controlled,
  onToggle,
  variant = 'default',
  headingLevel = 3,
  children,
}: PanelProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded);
  const expanded = !collapsible || (controlled ?? uncontrolled);
  const bodyId = useId();
  const toggle = () => {
    setUncontrolled(!expanded);
    onToggle?.(!expanded);
  };
  return (
    <Root $variant={variant}>
      <Header $variant={variant}>
        <Heading as={`h${headingLevel}`}>
          {collapsible ? (
            <Toggle type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={toggle}>
              <Icon name={expanded ? 'chevron-down' : 'chevron-right'} size="sm" />
              {title}
            </Toggle>
          ) : (
            title
          )}
        </Heading>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {expanded && <Body id={bodyId}>{children}</Body>}
    </Root>
  );
}
