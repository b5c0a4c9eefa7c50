import type { RouteDef } from '../../../sync/menu';
import UnderConstruction from '../../pages/UnderConstruction';

/** BookingListPage (issue 6): being built. */
export default function BookingListPage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
