import { useState } from 'react';
import { useSidecars, type Sidecar } from '@sift/api';
import {
  Checkbox,
  EmptyState,
  formatDateTime,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  Pagination,
  TextInput,
  useDebouncedCallback,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { Muted, SidecarsNav, SidecarTable, StatusLabel, Toolbar } from './sidecars/SidecarParts';
import { SIDECAR_TEXTS } from './sidecars/sidecarTexts';

const PER_PAGE = 50;
/** Typing in the search waits this long before the list is asked again. */
export const SIDECAR_SEARCH_DEBOUNCE_MS = 300;

/** System → Sidecars: every Sidecar with its status, OS and last report; inactive ones on request. */
export function SidecarsPage() {
  usePageTitle(SIDECAR_TEXTS.overviewTitle);
  return usePermitted(['sidecars:read']) ? <SidecarsOverview /> : <MissingPermissionsPage />;
}

function SidecarsOverview() {
  const me = useCurrentUserContext();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [includeInactive, setIncludeInactive] = useState(false);
  const search = useDebouncedCallback((value: string) => {
    setQuery(value);
    setPage(1);
  }, SIDECAR_SEARCH_DEBOUNCE_MS);
  const list = useSidecars({ query, page, perPage: PER_PAGE, onlyActive: !includeInactive });
  if (!list.data && list.error) return <FetchErrorPage error={list.error} />;
  const timezone = me.timezone ?? 'UTC';
  // Without a query the list holds every active Sidecar: the others have stopped reporting.
  const hidden = list.data && !includeInactive && query === '' ? list.data.grandTotal - list.data.total : 0;

  return (
    <>
      <PageHeader title={SIDECAR_TEXTS.overviewTitle} description={SIDECAR_TEXTS.overviewDescription} actions={<SidecarsNav />} />
      <Toolbar>
        <TextInput
          aria-label={SIDECAR_TEXTS.searchLabel}
          placeholder="Find Sidecars (name, status:failing, operating_system:linux)"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            search(event.target.value);
          }}
        />
        <Checkbox label={SIDECAR_TEXTS.includeInactive} checked={includeInactive} onChange={(checked) => setIncludeInactive(checked)} />
      </Toolbar>
      {hidden > 0 && <Muted role="status">{SIDECAR_TEXTS.hiddenInactive(hidden)}</Muted>}
      {!list.data && <LoadingIndicator />}
      {list.data?.grandTotal === 0 && <EmptyState text={SIDECAR_TEXTS.noSidecars} />}
      {list.data && list.data.grandTotal > 0 && list.data.sidecars.length === 0 && <EmptyState text={SIDECAR_TEXTS.noMatches} />}
      {list.data && list.data.sidecars.length > 0 && (
        <SidecarTable aria-label="Sidecars">
          <thead>
            <tr>
              <th scope="col">Sidecar</th>
              <th scope="col">Status</th>
              <th scope="col">Operating system</th>
              <th scope="col">Last seen</th>
              <th scope="col">Node id</th>
              <th scope="col">Sidecar version</th>
            </tr>
          </thead>
          <tbody>
            {list.data.sidecars.map((sidecar) => (
              <SidecarRow key={sidecar.nodeId} sidecar={sidecar} timezone={timezone} />
            ))}
          </tbody>
        </SidecarTable>
      )}
      {list.data && list.data.total > PER_PAGE && (
        <Pagination currentPage={page} totalPages={Math.ceil(list.data.total / PER_PAGE)} onChange={setPage} />
      )}
    </>
  );
}

function SidecarRow({ sidecar, timezone }: { sidecar: Sidecar; timezone: string }) {
  return (
    <tr>
      <td>
        <AppLink href={pathTo('SYSTEM_SIDECARS_STATUS', { sidecarId: sidecar.nodeId })}>{sidecar.nodeName}</AppLink>
      </td>
      <td>
        <StatusLabel status={sidecar.status} /> <Muted>{sidecar.statusMessage}</Muted>
        {!sidecar.active && (
          <div>
            <Muted>{SIDECAR_TEXTS.inactive}</Muted>
          </div>
        )}
      </td>
      <td>{sidecar.operatingSystem}</td>
      <td>{formatDateTime(sidecar.lastSeen, 'default', timezone)}</td>
      <td>{sidecar.nodeId}</td>
      <td>{sidecar.sidecarVersion}</td>
    </tr>
  );
}

export default SidecarsPage;
