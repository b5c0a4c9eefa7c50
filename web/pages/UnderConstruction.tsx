import { ErrorBlock } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';

/** A route whose screen arrives in a later issue: its title and a plain notice, nothing fake. */
export default function UnderConstruction({ route }: { route: RouteDef }) {
  return (
    <div className="page">
      <div className="page-card">
        <h1 className="page-title">{route.title}</h1>
        <ErrorBlock status="empty" title="建设中" description="该功能正在建设中，敬请期待" />
      </div>
    </div>
  );
}
