import { ButtonToolbar } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { usePermitted } from '../../shell/currentUser';
import { ALERT_TITLES } from './alertTexts';

/** The three pages of the alerts area, each a link; the current one is primary. Readers see only what they may read. */
export function AlertsNav({ current }: { current: keyof typeof ALERT_TITLES }) {
  const definitions = usePermitted(['eventdefinitions:read']);
  const notifications = usePermitted(['eventnotifications:read']);
  const variant = (page: keyof typeof ALERT_TITLES) => (page === current ? 'primary' : 'default');
  return (
    <ButtonToolbar aria-label="Alerts pages">
      <LinkButton href={pathTo('ALERTS')} variant={variant('alerts')}>
        {ALERT_TITLES.alerts}
      </LinkButton>
      {definitions && (
        <LinkButton href={pathTo('ALERTS_DEFINITIONS')} variant={variant('definitions')}>
          {ALERT_TITLES.definitions}
        </LinkButton>
      )}
      {notifications && (
        <LinkButton href={pathTo('ALERTS_NOTIFICATIONS')} variant={variant('notifications')}>
          {ALERT_TITLES.notifications}
        </LinkButton>
      )}
    </ButtonToolbar>
  );
}
