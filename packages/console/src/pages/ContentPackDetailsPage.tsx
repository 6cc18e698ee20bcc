import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import {
  useContentPackInstallations,
  useContentPacks,
  useUninstallContentPack,
  useUninstallDetails,
  type ContentPackInstallation,
  type InstalledEntity,
} from '@sift/api';
import {
  Button,
  ConfirmDialog,
  formatDateTime,
  LoadingIndicator,
  MissingPermissionsPage,
  NotFoundPage,
  PageHeader,
  Panel,
  toast,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { downloadPack, packDocument } from './contentpacks/downloadPack';
import { CONTENT_PACK_EDIT_TEXTS, CONTENT_PACK_FAILURES, packUninstalled, UNINSTALL_TEXTS } from './contentpacks/contentPackTexts';
import { Actions, Muted, PipelineTable, Stack } from './pipelines/PipelineTable';
import { failureMessage, runReporting } from './streams/reportFailure';

/** System → Content Packs → a pack: its revisions and installations; uninstall one after seeing what it removes. */
export function ContentPackDetailsPage() {
  const { contentPackId = '' } = useParams<{ contentPackId: string }>();
  usePageTitle('Content pack');
  return usePermitted([`contentpack:read:${contentPackId}`]) ? <ContentPackDetails id={contentPackId} /> : <MissingPermissionsPage />;
}

type Preview = { installation: ContentPackInstallation; entities: InstalledEntity[] | null };

function ContentPackDetails({ id }: { id: string }) {
  const me = useCurrentUserContext();
  const list = useContentPacks();
  const installations = useContentPackInstallations(id);
  const details = useUninstallDetails();
  const uninstall = useUninstallContentPack();
  const [preview, setPreview] = useState<Preview | null>(null);
  const revisions = useMemo(
    () => (list.data?.contentPacks ?? []).filter((p) => p.id === id).sort((a, b) => b.rev - a.rev),
    [list.data, id],
  );
  if (!list.data) return list.error ? <FetchErrorPage error={list.error} /> : <LoadingIndicator />;
  const [latest] = revisions;
  if (!latest) return <NotFoundPage />;
  const timezone = me.timezone ?? 'UTC';
  const canUninstall = hasPermission(me.permissions, `contentpack:uninstall:${id}`);
  const canCreate = hasPermission(me.permissions, 'contentpack:create');
  const open = (installation: ContentPackInstallation) => {
    setPreview({ installation, entities: null });
    details.trigger(id, installation.id).then(
      (entities) => setPreview({ installation, entities }),
      (error: unknown) => {
        toast.error(CONTENT_PACK_FAILURES.uninstall, failureMessage(error));
        setPreview(null);
      },
    );
  };

  return (
    <>
      <PageHeader title={`Content pack ${latest.name}`} description={latest.summary || undefined} />
      <Stack>
        <Panel title="Revisions">
          <PipelineTable aria-label="Revisions">
            <thead>
              <tr>
                <th scope="col">Revision</th>
                <th scope="col">Summary</th>
                <th scope="col">Entities</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((pack) => (
                <tr key={pack.rev}>
                  <td>{pack.rev}</td>
                  <td>{pack.summary}</td>
                  <td>{pack.entities.length}</td>
                  <td>
                    <Actions>
                      {canCreate && (
                        <AppLink
                          href={pathTo('SYSTEM_CONTENTPACKS_EDIT', { contentPackId: id, revision: String(pack.rev) })}
                          aria-label={`Edit revision ${pack.rev}`}
                        >
                          {CONTENT_PACK_EDIT_TEXTS.editRevision}
                        </AppLink>
                      )}
                      <Button
                        size="small"
                        aria-label={`Download revision ${pack.rev}`}
                        onClick={() => downloadPack(packDocument(pack), id, pack.rev)}
                      >
                        {CONTENT_PACK_EDIT_TEXTS.download}
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </PipelineTable>
        </Panel>
        <Panel title="Installations">
          {!installations.data && (installations.error ? <Muted>{failureMessage(installations.error)}</Muted> : <LoadingIndicator />)}
          {installations.data?.length === 0 && <Muted>{UNINSTALL_TEXTS.none}</Muted>}
          {installations.data && installations.data.length > 0 && (
            <PipelineTable aria-label="Installations">
              <thead>
                <tr>
                  <th scope="col">Revision</th>
                  <th scope="col">Comment</th>
                  <th scope="col">Installed by</th>
                  <th scope="col">Installed at</th>
                  <th scope="col">Entities</th>
                  {canUninstall && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {installations.data.map((installation) => (
                  <tr key={installation.id}>
                    <td>{installation.revision}</td>
                    <td>{installation.comment}</td>
                    <td>{installation.createdBy}</td>
                    <td>{installation.createdAt ? formatDateTime(installation.createdAt, 'default', timezone) : ''}</td>
                    <td>{installation.entities.length}</td>
                    {canUninstall && (
                      <td>
                        <Button size="small" aria-label={`Uninstall revision ${installation.revision}`} onClick={() => open(installation)}>
                          Uninstall
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </PipelineTable>
          )}
        </Panel>
      </Stack>
      {preview && (
        <ConfirmDialog
          open
          title={UNINSTALL_TEXTS.title}
          confirmText="Uninstall"
          confirmVariant="danger"
          submitting={uninstall.isMutating || preview.entities === null}
          onCancel={() => setPreview(null)}
          onConfirm={() =>
            void runReporting(async () => {
              await uninstall.trigger(id, preview.installation.id);
              toast.success(packUninstalled(latest.name));
            }, CONTENT_PACK_FAILURES.uninstall).then(() => setPreview(null))
          }
        >
          {preview.entities === null ? (
            <LoadingIndicator />
          ) : preview.entities.length === 0 ? (
            UNINSTALL_TEXTS.nothing
          ) : (
            <>
              <p>{UNINSTALL_TEXTS.removes}</p>
              <ul aria-label="Entities to remove">
                {preview.entities.map((entity) => (
                  <li key={`${entity.type}:${entity.id}`}>{`${entity.type}: ${entity.title || entity.id}`}</li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

export default ContentPackDetailsPage;
