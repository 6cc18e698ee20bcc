import styled from 'styled-components';
import { useNotifications } from '@sift/api';
import { Badge, Icon, isPlainLeftClick } from '@sift/ui';
import { pathTo } from '../../routing/routes';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 4px;
  color: inherit;
`;

export interface NotificationsBadgeProps {
  onNavigate: (href: string) => void;
}

/** The count of system notifications (polled every 3 s), linking to the System overview where they are listed. */
export function NotificationsBadge({ onNavigate }: NotificationsBadgeProps) {
  const { data } = useNotifications();
  const total = data?.total ?? 0;
  const href = pathTo('SYSTEM_OVERVIEW');
  const label = total === 1 ? '1 system notification' : `${total} system notifications`;
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      <Icon name="bell" size="sm" />
      {total > 0 && <Badge variant="danger">{total}</Badge>}
    </Link>
  );
}
