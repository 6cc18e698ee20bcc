import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

const Root = styled.footer`
  padding: ${spacing(2)};
  text-align: center;
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.small};
`;

export interface PageFooterProps {
  /** The product name. */
  product?: string;
  /** The product version, e.g. "5.1.13+0a1b2c3". */
  version?: string;
  /** The host name of the server node. */
  hostname?: string;
  /** Runtime information, e.g. "Node.js v20.20.0 on Linux 6.1". */
  runtime?: string;
  /** A provided footer (e.g. from a plugin) that replaces the default text. */
  children?: ReactNode;
}

/** "Sift 5.1.13 on web-01 (Node.js v20 on Linux)", or a provided footer instead. */
export function PageFooter({ product = 'Sift', version, hostname, runtime, children }: PageFooterProps) {
  if (children) return <Root>{children}</Root>;
  const parts = [product, version, hostname && `on ${hostname}`, runtime && `(${runtime})`].filter(Boolean);
  return <Root>{parts.join(' ')}</Root>;
}
