import type { RouteDef } from '../../sync/menu';
import UnderConstruction from '../pages/UnderConstruction';

/** 预约看房 (issue 6): being built. */
export default function ReservationListPage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
