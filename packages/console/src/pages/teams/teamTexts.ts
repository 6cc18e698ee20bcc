/** Texts of the teams pages (a Sift extension; Graylog has teams in its enterprise edition only). */
export const TEAM_TEXTS = {
  overviewTitle: 'Teams Overview',
  overviewDescription: 'A team gives its members its roles, and whatever is shared with the team is shared with each member.',
  create: 'Create team',
  edit: 'Edit team',
  update: 'Update team',
  cancel: 'Cancel',
  delete: 'Delete',
  members: 'Members',
  roles: 'Roles',
  noMembers: 'This team has no members yet.',
  noRoles: 'This team gives no roles.',
  usersLink: 'Users',
  teamsLink: 'Teams',
} as const;

/** The id the edit route takes for a team not created yet. */
export const NEW_TEAM_ID = 'new';

export const teamSavedText = (name: string) => `Team ${name} was saved successfully.`;
export const teamDeletedText = (name: string) => `Team ${name} was deleted successfully.`;
export const deleteTeamQuestion = (name: string) =>
  `Do you really want to delete team ${name}? Its members lose its roles and what was shared with it.`;
/** Where a permission a member holds through a team comes from, in the effective permissions list. */
export const teamSourceText = (team: string, role: string) => `Team ${team} (role ${role})`;
export const TEAM_SHARED_ENTITY = (team: string) => `Shared with team ${team}`;

/** Who may change teams: the user administration's permissions (docs/api-compatibility/teams.md). */
export const TEAM_EDIT_PERMISSION = 'users:edit';
export const TEAM_ROLES_PERMISSION = 'users:rolesedit';
