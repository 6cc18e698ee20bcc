import { useMemo, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import {
  useContentPacks,
  useDeleteContentPack,
  useInstallContentPack,
  useUploadContentPack,
  valueReference,
  type ContentPack,
} from '@sift/api';
import {
  Button,
  ButtonToolbar,
  ConfirmDialog,
  EmptyState,
  isPlainLeftClick,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  toast,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { InstallPackModal, UploadPackModal } from './contentpacks/ContentPackModals';
import { latestRevisions } from './contentpacks/contentPackRules';
import {
  CONTENT_PACK_EDIT_TEXTS,
  CONTENT_PACK_FAILURES,
  CONTENT_PACK_TEXTS,
  deletePackQuestion,
  packInstalled,
  packUploaded,
} from './contentpacks/contentPackTexts';
import { Actions, Muted, PipelineTable } from './pipelines/PipelineTable';
import { runReporting } from './streams/reportFailure';

type Dialog = { kind: 'upload' } | { kind: 'install'; pack: ContentPack } | { kind: 'delete'; pack: ContentPack };

/** System → Content Packs: the packs by name with their latest revision and installations; upload, install with parameters, delete. */
export function ContentPacksPage() {
  usePageTitle(CONTENT_PACK_TEXTS.title);
  return usePermitted(['contentpack:read']) ? <ContentPacks /> : <MissingPermissionsPage />;
}

function ContentPacks() {
  const me = useCurrentUserContext();
  const list = useContentPacks();
  const upload = useUploadContentPack();
  const install = useInstallContentPack();
  const remove = useDeleteContentPack();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [, navigate] = useLocation();
  const packs = useMemo(() => latestRevisions(list.data?.contentPacks ?? []), [list.data]);
  if (!list.data && list.error) return <FetchErrorPage error={list.error} />;
  const can = (action: string, id?: string) => hasPermission(me.permissions, id ? `contentpack:${action}:${id}` : `contentpack:${action}`);
  const installations = (id: string) => Object.values(list.data?.installationCounts[id] ?? {}).reduce((sum, n) => sum + n, 0);
  const close = () => setDialog(null);
  const createHref = pathTo('SYSTEM_CONTENTPACKS_CREATE');
  const follow = (href: string) => (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      <PageHeader
        title={CONTENT_PACK_TEXTS.title}
        description={CONTENT_PACK_TEXTS.description}
        actions={
          can('create') ? (
            <ButtonToolbar>
              <Button variant="primary" href={createHref} onClick={follow(createHref)}>
                {CONTENT_PACK_EDIT_TEXTS.createPack}
              </Button>
              <Button onClick={() => setDialog({ kind: 'upload' })}>{CONTENT_PACK_TEXTS.upload}</Button>
            </ButtonToolbar>
          ) : undefined
        }
      />
      {!list.data && <LoadingIndicator />}
      {list.data && packs.length === 0 && <EmptyState text={CONTENT_PACK_TEXTS.noPacks} />}
      {packs.length > 0 && (
        <PipelineTable aria-label="Content packs">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Latest revision</th>
              <th scope="col">Vendor</th>
              <th scope="col">Installations</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {packs.map((pack) => (
              <tr key={pack.id}>
                <td>
                  <AppLink href={pathTo('SYSTEM_CONTENTPACKS_SHOW', { contentPackId: pack.id })}>{pack.name}</AppLink>
                  {pack.summary && (
                    <div>
                      <Muted>{pack.summary}</Muted>
                    </div>
                  )}
                </td>
                <td>{pack.rev}</td>
                <td>{pack.vendor}</td>
                <td>{installations(pack.id)}</td>
                <td>
                  <Actions>
                    {can('install', pack.id) && (
                      <Button size="small" aria-label={`Install ${pack.name}`} onClick={() => setDialog({ kind: 'install', pack })}>
                        Install
                      </Button>
                    )}
                    {can('delete', pack.id) && (
                      <Button size="small" aria-label={`Delete ${pack.name}`} onClick={() => setDialog({ kind: 'delete', pack })}>
                        Delete
                      </Button>
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </PipelineTable>
      )}
      {dialog?.kind === 'upload' && (
        <UploadPackModal
          submitting={upload.isMutating}
          onCancel={close}
          onSubmit={(pack) =>
            void runReporting(async () => {
              await upload.trigger(pack);
              toast.success(packUploaded(String(pack['name'])));
              close();
            }, CONTENT_PACK_FAILURES.upload)
          }
        />
      )}
      {dialog?.kind === 'install' && (
        <InstallPackModal
          pack={dialog.pack}
          submitting={install.isMutating}
          onCancel={close}
          onSubmit={(values, comment) =>
            void runReporting(async () => {
              const parameters = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, valueReference(v.type, v.value)]));
              await install.trigger(dialog.pack.id, dialog.pack.rev, parameters, comment);
              toast.success(packInstalled(dialog.pack.name));
              close();
            }, CONTENT_PACK_FAILURES.install)
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete content pack"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={close}
          onConfirm={() => void runReporting(() => remove.trigger(dialog.pack.id), CONTENT_PACK_FAILURES.delete).then(close)}
        >
          {deletePackQuestion(dialog.pack.name)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default ContentPacksPage;
