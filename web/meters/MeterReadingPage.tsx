import type { RouteDef } from '../../sync/menu';
import UnderConstruction from '../pages/UnderConstruction';

/** 抄表 (issue 7): being built. */
export default function MeterReadingPage({ route }: { route: RouteDef }) {
  return <UnderConstruction route={route} />;
}
