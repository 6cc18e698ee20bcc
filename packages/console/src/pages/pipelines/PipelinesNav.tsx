import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spacing } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { usePermitted } from '../../shell/currentUser';
import { PIPELINE_TEXTS } from './pipelineTexts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
`;

/** The header actions of every pipelines screen: pipelines, rules and the simulator (for those who may read rules), then the page's own action. */
export function PipelinesNav({ children }: { children?: ReactNode }) {
  const readsRules = usePermitted(['pipeline_rule:read']);
  return (
    <Row>
      <LinkButton href={pathTo('SYSTEM_PIPELINES')}>{PIPELINE_TEXTS.managePipelines}</LinkButton>
      {readsRules && <LinkButton href={pathTo('SYSTEM_PIPELINES_RULES')}>{PIPELINE_TEXTS.manageRules}</LinkButton>}
      {readsRules && <LinkButton href={pathTo('SYSTEM_PIPELINES_SIMULATE')}>{PIPELINE_TEXTS.simulator}</LinkButton>}
      {children}
    </Row>
  );
}
