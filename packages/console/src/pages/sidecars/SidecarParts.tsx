import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SidecarStatus } from '@sift/api';
import { colorVars, Label, spacing, type LabelVariant } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { usePermitted } from '../../shell/currentUser';
import { SIDECAR_TEXTS, STATUS_TEXTS } from './sidecarTexts';

const VARIANTS: Record<SidecarStatus, LabelVariant> = { running: 'success', failing: 'danger', stopped: 'warning', unknown: 'default' };

/** A Sidecar's or a collector's status as a coloured label with its name. */
export function StatusLabel({ status }: { status: SidecarStatus }) {
  return <Label variant={VARIANTS[status]}>{STATUS_TEXTS[status]}</Label>;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
`;

/** The header actions of every Sidecars screen; configuration pages only for those who may read configurations. */
export function SidecarsNav({ children }: { children?: ReactNode }) {
  const readsConfigurations = usePermitted(['sidecar_collector_configurations:read']);
  return (
    <Row>
      <LinkButton href={pathTo('SYSTEM_SIDECARS')}>{SIDECAR_TEXTS.nav.overview}</LinkButton>
      <LinkButton href={pathTo('SYSTEM_SIDECARS_ADMINISTRATION')}>{SIDECAR_TEXTS.nav.administration}</LinkButton>
      {readsConfigurations && <LinkButton href={pathTo('SYSTEM_SIDECARS_CONFIGURATION')}>{SIDECAR_TEXTS.nav.configuration}</LinkButton>}
      <LinkButton href={pathTo('SYSTEM_SIDECARS_FAILURE_TRACKING')}>{SIDECAR_TEXTS.nav.failures}</LinkButton>
      {children}
    </Row>
  );
}

/** The lists of the Sidecars screens. */
export const SidecarTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${spacing(1)};
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
    vertical-align: top;
  }
`;

export const Muted = styled.span`
  color: ${colorVars.text.secondary};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(2)};
  margin-bottom: ${spacing(2)};
`;

/** A configuration's colour as a small square beside its name (the colour is the user's, shown, never parsed as CSS text). */
export const ColorSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${spacing(0.5)};
  border: 1px solid ${colorVars.border.default};
  background: ${({ $color }) => ($color.match(/^#[0-9a-fA-F]{3,8}$/) ? $color : colorVars.background.surface)};
  vertical-align: middle;
`;
