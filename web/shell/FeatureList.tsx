import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { MENU, menuAllows } from '../../sync/product/menu';

/** On phones there is no side menu: every screen the user may open, grouped as the menu is. */
export function FeatureList() {
  const navigate = useNavigate();
  const menu = getSession()?.menuList ?? [];
  const groups = MENU.filter((g) => g.pkId !== null)
    .map((g) => ({
      ...g,
      routes: g.routes.filter((r) => !r.hidden && r.path !== '/personalCenter' && menuAllows(menu, r.perm)),
    }))
    .filter((g) => g.routes.length);
  return (
    <div className="feature-list">
      {groups.map((g) => (
        <List key={g.pkId} header={g.title} mode="card">
          {g.routes.map((r) => (
            <List.Item key={r.path} onClick={() => navigate(r.path)}>
              {r.title}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
