import type { RouteDef } from '../../sync/menu';
import UnderConstruction from '../pages/UnderConstruction';

/** 账单详情 (issue 6): being built. */
export default function AccountDetailPage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
