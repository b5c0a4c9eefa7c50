import { BellOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { badgeText, useUnread } from './account';

/**
 * The bell of the top bar with its unread count (99+ above 99), drawn without the kit: the shell shows before the
 * kit's code loads.
 */
export function Bell() {
  const navigate = useNavigate();
  const text = badgeText(useUnread().data?.unreadTotal);
  return (
    <button type="button" className="icon-button" aria-label="消息中心" onClick={() => navigate('/Message')}>
      <span className="shell-badge-wrap">
        <BellOutline fontSize={22} />
        {text ? <span className="shell-badge">{text}</span> : null}
      </span>
    </button>
  );
}
