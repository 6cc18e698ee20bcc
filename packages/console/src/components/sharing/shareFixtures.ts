/** Share states on the wire (API.md §13), for tests and stories. */
export const SEARCH_GRN = 'grn::::search:5f1a';
export const JANE = 'grn::::user:u1';
export const BOB = 'grn::::user:u2';
export const ALICE = 'grn::::user:u3';
export const EVERYONE = 'grn::::builtin-team:everyone';

export const CAPABILITIES = [
  { id: 'view', title: 'Viewer' },
  { id: 'manage', title: 'Manager' },
  { id: 'own', title: 'Owner' },
];
export const GRANTEES = [
  { id: EVERYONE, type: 'global', title: 'Everyone' },
  { id: BOB, type: 'user', title: 'Bob Baker' },
  { id: ALICE, type: 'user', title: 'Alice Adams' },
];

export interface ShareWireOptions {
  selected?: Record<string, string>;
  active?: Record<string, string>;
  missing?: Record<string, Array<{ id: string; type: string; title: string; owners: Array<{ id: string; type: string; title: string }> }>>;
  errors?: Record<string, string[]>;
}

/** An EntityShareResponse for the search 5f1a, owned by Jane (the sharing user) unless `active` says otherwise. */
export function shareWire({ active = { [JANE]: 'own' }, selected = active, missing = {}, errors = {} }: ShareWireOptions = {}) {
  return {
    entity: SEARCH_GRN,
    sharing_user: JANE,
    available_grantees: GRANTEES,
    available_capabilities: CAPABILITIES,
    active_shares: Object.entries(active).map(([grantee, capability], index) => ({ grant: `grn::::grant:g${index}`, grantee, capability })),
    selected_grantee_capabilities: selected,
    missing_permissions_on_dependencies: missing,
    validation_result: { failed: Object.keys(errors).length > 0, errors, error_context: {} },
  };
}

/** What the embedded server answers for a selection: ownerless errors and a missing stream for Bob. */
export function prepareAnswer(selected: Record<string, string> | undefined): ReturnType<typeof shareWire> {
  if (!selected) return shareWire();
  const errors: Record<string, string[]> = Object.values(selected).includes('own')
    ? {}
    : { selected_grantee_capabilities: [`Removing the following owners <[${JANE}]> will leave the entity ownerless.`] };
  const missing: NonNullable<ShareWireOptions['missing']> =
    BOB in selected
      ? { [BOB]: [{ id: 'grn::::stream:s1', type: 'stream', title: 'Web logs', owners: [{ id: JANE, type: 'user', title: 'Jane Doe' }] }] }
      : {};
  return shareWire({ selected, missing, errors });
}
