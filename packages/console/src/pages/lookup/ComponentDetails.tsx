import type { ReactNode } from 'react';
import type { LookupComponent, LookupTypeDescriptor } from '@sift/api';
import { Alert, DescriptionList, EntityDetailsLayout, EntityDetailsSection } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { usePermitted } from '../../shell/currentUser';
import type { ComponentKind } from './componentKinds';
import { lookupTypeForm } from './componentTypes';
import { LookupNav } from './LookupNav';

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'Not set';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export interface ComponentDetailsProps {
  kind: ComponentKind;
  component: LookupComponent;
  type: LookupTypeDescriptor | undefined;
  /** The adapter's error state, if it has one. */
  problem?: string | null;
  /** More sections, e.g. a cache's statistics. */
  children?: ReactNode;
}

/** The page of a cache or data adapter: its type and configuration in the words of its form, its error state. */
export function ComponentDetails({ kind, component, type, problem, children }: ComponentDetailsProps) {
  const canEdit = usePermitted(['lookuptables:edit']);
  const form = type ? lookupTypeForm(type) : null;
  const configItems = form
    ? Object.entries(form.fields)
        .sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0))
        .map(([key, field]) => {
          const value = component.config[key];
          // A dropdown's value in the words of its options ("Seconds", not "SECONDS").
          const label = typeof value === 'string' ? field.additional_info?.values?.[value] : undefined;
          return { key, term: field.human_name, description: label ?? valueText(value) };
        })
    : Object.entries(component.config)
        .filter(([key]) => key !== 'type')
        .map(([key, value]) => ({ key, term: key, description: valueText(value) }));
  return (
    <EntityDetailsLayout
      title={`${kind.Noun} ${component.title}`}
      description={component.description || undefined}
      actions={
        <LookupNav>
          {canEdit && (
            <LinkButton href={kind.editPath(component.name)} variant="primary">
              Edit
            </LinkButton>
          )}
        </LookupNav>
      }
    >
      <EntityDetailsSection title="Configuration">
        {form?.deprecation && <Alert variant="warning">{form.deprecation}</Alert>}
        {problem && <Alert variant="danger">{`This ${kind.noun} has a problem: ${problem}`}</Alert>}
        <DescriptionList
          items={[
            { key: 'name', term: 'Name', description: component.name },
            { key: 'type', term: 'Type', description: form?.name ?? component.configType },
            ...configItems,
          ]}
        />
      </EntityDetailsSection>
      {children}
    </EntityDetailsLayout>
  );
}
