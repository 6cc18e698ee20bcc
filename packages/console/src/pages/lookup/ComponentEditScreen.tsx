import { useLocation } from 'wouter';
import type { LookupComponent, LookupTypeDescriptor, ValidationResult } from '@sift/api';
import { LoadingIndicator, PageHeader, toast } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import type { ComponentKind } from './componentKinds';
import { ComponentForm } from './ComponentForm';
import { LookupNav } from './LookupNav';
import { savedText } from './lookupTexts';

export interface ComponentEditScreenProps {
  kind: ComponentKind;
  /** The stored cache or adapter; undefined to create one. */
  component?: LookupComponent;
  types: Record<string, LookupTypeDescriptor> | undefined;
  validate: (component: LookupComponent) => Promise<ValidationResult>;
  save: (component: LookupComponent) => Promise<LookupComponent>;
}

/** The create and edit page of a cache or data adapter: header, form, and the outcome as a toast. */
export function ComponentEditScreen({ kind, component, types, validate, save }: ComponentEditScreenProps) {
  const [, navigate] = useLocation();
  const creating = component === undefined;
  return (
    <>
      <PageHeader
        title={creating ? kind.createText : `Edit ${kind.Noun} ${component.title}`}
        description={kind.listDescription}
        actions={<LookupNav />}
      />
      {types ? (
        <ComponentForm
          kind={kind}
          component={component}
          types={types}
          onCancel={() => navigate(creating ? kind.listPath() : kind.showPath(component.name))}
          validate={async (draft) => {
            try {
              return await validate(draft);
            } catch (error) {
              toast.error(kind.failures.save, failureMessage(error));
              throw error;
            }
          }}
          onSave={async (draft) => {
            try {
              const saved = await save(draft);
              toast.success(savedText(kind.Noun, saved.title, creating));
              navigate(kind.showPath(saved.name));
            } catch (error) {
              toast.error(kind.failures.save, failureMessage(error));
            }
          }}
        />
      ) : (
        <LoadingIndicator />
      )}
    </>
  );
}
