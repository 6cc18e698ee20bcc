import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { decodeEntityShareState, FetchError, SharesApi, toGrn, useApiClient, type EntityShareState, type Grantee } from '@sift/api';
import {
  Alert,
  Button,
  ButtonToolbar,
  colorVars,
  ConfirmDialog,
  Icon,
  IconButton,
  LoadingIndicator,
  Modal,
  NativeSelect,
  Select,
  toast,
} from '@sift/ui';
import { useCurrentUserContext } from '../../shell/currentUser';
import {
  addableGrantees,
  collaboratorStatus,
  contextOwners,
  defaultCapability,
  granteeOf,
  otherValidationErrors,
  removedOwners,
  type CapabilityId,
} from './shareRules';
import {
  ADD_COLLABORATOR,
  GRANTEE_REQUIRED,
  MISSING_DEPENDENCIES,
  noCollaborators,
  OWNERLESS_WARNING,
  preparingSharesFailed,
  selectedNeverAdded,
  sharesUpdated,
  sharingTitle,
  updatingSharesFailed,
} from './sharingTexts';

const AddForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-bottom: 16px;

  & > div:first-child {
    flex: 1;
    min-width: 0;
  }
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  color: ${colorVars.danger.text};
  font-size: 0.9em;
`;

const SectionTitle = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

const Rows = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const STATUS_BORDER = {
  new: colorVars.success.main,
  changed: colorVars.warning.main,
  unchanged: colorVars.border.subtle,
} as const;

const Row = styled.li<{ $status: keyof typeof STATUS_BORDER }>`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  padding: 4px 8px;
  border: 1px solid ${colorVars.border.subtle};
  border-left: 4px solid ${({ $status }) => STATUS_BORDER[$status]};
  border-radius: 4px;

  & > span {
    flex: 1;
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

const Plain = styled.p`
  margin: 0 0 12px;
  color: ${colorVars.text.secondary};
`;

const List = styled.ul`
  margin: 4px 0 0;
  padding-left: 20px;
`;

export interface ShareDialogProps {
  /** The entity's GRN type and the word used in the texts, e.g. `search` or `dashboard`. */
  entityType: string;
  entityId: string;
  entityTitle: string;
  /** A hint under the title, e.g. who can be added. */
  description?: string;
  onClose: () => void;
  /** The shares were updated (after the success toast, before closing). */
  onSaved?: (state: EntityShareState) => void;
}

function errorText(error: unknown): string {
  if (error instanceof FetchError) return error.displayMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The share state in a failed update's 400 answer (API.md §13), if it is one. */
function shareStateOf(error: unknown): EntityShareState | null {
  if (!(error instanceof FetchError) || error.status !== 400) return null;
  try {
    return decodeEntityShareState(error.body);
  } catch {
    return null;
  }
}

function GranteeIcon({ grantee }: { grantee: Grantee }) {
  if (grantee.type === 'global') return <Icon name="share" size="sm" />;
  return <Icon name="user" size="sm" />;
}

/**
 * The sharing dialog of 3-administration.md §4: it prepares the share state, re-prepares on every
 * change of collaborators or capabilities (submit waits for the answer), shows validation errors and
 * missing dependencies, and saves with the update call.
 */
export function ShareDialog({ entityType, entityId, entityTitle, description, onClose, onSaved }: ShareDialogProps) {
  const client = useApiClient();
  const user = useCurrentUserContext();
  const grn = toGrn(entityType, entityId);
  const ids = { grantee: useId(), capability: useId(), granteeError: useId() };
  const [state, setState] = useState<EntityShareState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Record<string, CapabilityId>>({});
  const [preparing, setPreparing] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [pickedGrantee, setPickedGrantee] = useState<string | undefined>(undefined);
  const [pickedCapability, setPickedCapability] = useState<CapabilityId | undefined>(undefined);
  const [granteeMissing, setGranteeMissing] = useState(false);
  const [askNeverAdded, setAskNeverAdded] = useState(false);
  const request = useRef(0);

  /** Asks the server to prepare a selection (none: the current shares); only the latest answer counts. */
  const prepare = useCallback(
    (next?: Record<string, CapabilityId>) => {
      request.current += 1;
      const mine = request.current;
      return SharesApi.prepare(client, grn, next).then(
        (prepared) => {
          if (mine !== request.current) return;
          setState(prepared);
          if (next === undefined) setSelected(prepared.selectedGranteeCapabilities);
          setPreparing(false);
        },
        (error: unknown) => {
          if (mine !== request.current) return;
          const text = preparingSharesFailed(entityType, entityTitle, errorText(error));
          toast.error('Error!', text);
          if (next === undefined) setLoadError(text);
          setPreparing(false);
        },
      );
    },
    [client, grn, entityType, entityTitle],
  );

  useEffect(() => {
    void prepare();
  }, [prepare]);

  const change = (next: Record<string, CapabilityId>) => {
    setSelected(next);
    setPreparing(true);
    void prepare(next);
  };

  const titleOf = (id: string) => {
    if (!state) return id;
    return granteeOf(state, id, (unknown) => (unknown === state.sharingUser ? user.fullName || user.username : undefined)).title;
  };

  const addCollaborator = (event: FormEvent) => {
    event.preventDefault();
    if (!state) return;
    if (!pickedGrantee) {
      setGranteeMissing(true);
      return;
    }
    const capability = pickedCapability ?? defaultCapability(state);
    if (!capability) return;
    setPickedGrantee(undefined);
    setPickedCapability(undefined);
    change({ ...selected, [pickedGrantee]: capability });
  };

  const save = async () => {
    setAskNeverAdded(false);
    setSubmitting(true);
    try {
      const saved = await SharesApi.update(client, grn, selected);
      toast.success('Success!', sharesUpdated(entityType, entityTitle));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const answered = shareStateOf(error);
      if (answered) setState(answered);
      toast.error('Error!', updatingSharesFailed(entityType, entityTitle, errorText(error)));
      setSubmitting(false);
    }
  };

  const confirm = () => {
    if (pickedGrantee) setAskNeverAdded(true);
    else void save();
  };

  const failed = state?.validationResult?.failed ?? false;
  const submitDisabled = !state || preparing || submitting || failed;
  const ownerless =
    state && failed
      ? contextOwners(state).length > 0
        ? contextOwners(state)
        : removedOwners(state, state.selectedGranteeCapabilities)
      : [];
  const otherErrors = state && failed ? otherValidationErrors(state) : [];
  const missing = state ? Object.entries(state.missingPermissionsOnDependencies).filter(([, dependencies]) => dependencies.length > 0) : [];
  const capabilities = state?.availableCapabilities ?? [];
  const capabilityTitle = (id: CapabilityId) => capabilities.find((c) => c.id === id)?.title ?? id;

  const body = () => {
    if (loadError) return <Alert variant="danger">{loadError}</Alert>;
    if (!state) return <LoadingIndicator />;
    const addable = addableGrantees(state, selected);
    const collaborators = Object.entries(selected);
    return (
      <>
        <AddForm aria-label="Add collaborator" onSubmit={addCollaborator} noValidate>
          <div>
            <Select
              id={ids.grantee}
              aria-label="Grantee"
              placeholder="Search for users and teams"
              options={addable.map((g) => ({ value: g.id, label: g.title }))}
              value={pickedGrantee}
              onChange={(value) => {
                setPickedGrantee(value);
                setGranteeMissing(false);
              }}
              invalid={granteeMissing}
              aria-describedby={granteeMissing ? ids.granteeError : undefined}
            />
            {granteeMissing && <ErrorText id={ids.granteeError}>{GRANTEE_REQUIRED}</ErrorText>}
          </div>
          <NativeSelect
            id={ids.capability}
            aria-label="Capability"
            value={pickedCapability ?? defaultCapability(state) ?? ''}
            onChange={setPickedCapability}
            options={capabilities.map((c) => ({ value: c.id, label: c.title }))}
          />
          <Button type="submit" variant="success" disabled={granteeMissing || submitting}>
            {ADD_COLLABORATOR}
          </Button>
        </AddForm>
        <SectionTitle id={`${ids.grantee}-collaborators`}>Collaborators</SectionTitle>
        {collaborators.length === 0 ? (
          <Plain>{noCollaborators(entityType)}</Plain>
        ) : (
          <Rows aria-labelledby={`${ids.grantee}-collaborators`}>
            {collaborators.map(([id, capability]) => {
              const grantee = granteeOf(state, id, (unknown) =>
                unknown === state.sharingUser ? user.fullName || user.username : undefined,
              );
              const status = collaboratorStatus(state, id, capability);
              return (
                <Row key={id} $status={status} data-status={status} aria-label={grantee.title}>
                  <span>
                    <GranteeIcon grantee={grantee} />
                    {grantee.title}
                  </span>
                  <NativeSelect
                    aria-label={`Capability of ${grantee.title}`}
                    value={capability}
                    onChange={(value) => change({ ...selected, [id]: value })}
                    options={[
                      // A capability the server no longer offers stays visible, so the current grant is not misread.
                      ...(capabilities.some((c) => c.id === capability) ? [] : [{ value: capability, label: capabilityTitle(capability) }]),
                      ...capabilities.map((c) => ({ value: c.id, label: c.title })),
                    ]}
                  />
                  <IconButton
                    name="trash"
                    title={`Remove ${grantee.title}`}
                    onClick={() => change(Object.fromEntries(Object.entries(selected).filter(([other]) => other !== id)))}
                  />
                </Row>
              );
            })}
          </Rows>
        )}
        {ownerless.length > 0 && (
          // Bold text rather than the alert's heading: the dialog's title is the only heading level here.
          <Alert variant="danger">
            <strong>{OWNERLESS_WARNING}</strong>
            <List>
              {ownerless.map((id) => (
                <li key={id}>{titleOf(id)}</li>
              ))}
            </List>
          </Alert>
        )}
        {otherErrors.length > 0 && (
          <Alert variant="danger">
            <List>
              {otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </List>
          </Alert>
        )}
        {missing.length > 0 && (
          <Alert variant="danger">
            <strong>{MISSING_DEPENDENCIES}</strong>
            <List>
              {missing.map(([granteeId, dependencies]) => (
                <li key={granteeId}>
                  <strong>{titleOf(granteeId)}</strong> needs access to
                  <List>
                    {dependencies.map((dependency) => (
                      <li key={dependency.id}>
                        {dependency.type}: <em>{dependency.title}</em> (Owners:{' '}
                        {dependency.owners.length > 0 ? dependency.owners.map((owner) => owner.title).join(', ') : 'none'})
                      </li>
                    ))}
                  </List>
                </li>
              ))}
            </List>
          </Alert>
        )}
      </>
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={sharingTitle(entityType, entityTitle)}
      footer={
        <ButtonToolbar>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button variant="primary" disabled={submitDisabled} loading={submitting} onClick={confirm}>
            Confirm
          </Button>
        </ButtonToolbar>
      }
    >
      {description && <Plain>{description}</Plain>}
      {body()}
      <ConfirmDialog
        open={askNeverAdded}
        title="Collaborator not added"
        confirmText="Continue"
        onCancel={() => setAskNeverAdded(false)}
        onConfirm={() => {
          void save();
        }}
      >
        {pickedGrantee ? selectedNeverAdded(titleOf(pickedGrantee)) : ''}
      </ConfirmDialog>
    </Modal>
  );
}
