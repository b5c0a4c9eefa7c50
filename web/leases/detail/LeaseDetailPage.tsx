import type { RouteDef } from '../../../sync/menu';
import UnderConstruction from '../../pages/UnderConstruction';

/** LeaseDetailPage (issue 6): being built. */
export default function LeaseDetailPage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
