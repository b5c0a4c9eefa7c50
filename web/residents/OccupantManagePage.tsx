import type { RouteDef } from '../../sync/menu';
import UnderConstruction from '../pages/UnderConstruction';

/** 住户管理 (issue 6): being built. */
export default function OccupantManagePage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
