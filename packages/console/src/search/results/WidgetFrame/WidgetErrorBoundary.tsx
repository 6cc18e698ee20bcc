import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '@sift/ui';
import { WIDGET_RENDER_ERROR_TITLE } from './widgetErrorTexts';

const Box = styled.div`
  padding: 12px;
  color: ${colorVars.text.primary};
  & > p:first-child {
    margin: 0 0 4px;
    color: ${colorVars.danger.text};
    font-weight: 600;
  }
`;

interface Props {
  children: ReactNode;
}

/** Keeps one failing widget from taking down the page: shows the spec's rendering error instead. */
export class WidgetErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) {
      return (
        <Box role="alert">
          <p>{WIDGET_RENDER_ERROR_TITLE}</p>
          <p>{this.state.error.message}</p>
        </Box>
      );
    }
    return this.props.children;
  }
}
