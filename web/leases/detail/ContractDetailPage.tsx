import type { RouteDef } from '../../../sync/menu';
import UnderConstruction from '../../pages/UnderConstruction';

/** ContractDetailPage (issue 6): being built. */
export default function ContractDetailPage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
